import CheckCircle from '@mui/icons-material/CheckCircle';
import Download from '@mui/icons-material/Download';
import ErrorOutline from '@mui/icons-material/ErrorOutlined';
import Replay from '@mui/icons-material/Replay';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Backup } from '../../../../domain/contract/backups';
import type { BackupFormat } from './backupFormat';

const COLUMNS = ['date', 'reason', 'size', 'verified', 'contents', 'actions'] as const;

interface Props {
  backups: Backup[];
  format: BackupFormat;
  /** The archive being downloaded or verified, whose buttons wait. */
  busy: string | null;
  /** Verifying rewrites nothing, but reads the whole archive: not while a backup writes one. */
  running: boolean;
  onDownload: (backup: Backup) => void;
  onVerify: (backup: Backup) => void;
}

function Verified({ backup, format }: { backup: Backup; format: BackupFormat }) {
  if (backup.verified) {
    return (
      <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
        <CheckCircle fontSize="small" color="success" aria-hidden />
        <span>
          {backup.verifiedAt ? (
            <FormattedMessage id="backups.verified.yesOn" values={{ date: format.moment(backup.verifiedAt) }} />
          ) : (
            <FormattedMessage id="backups.verified.yes" />
          )}
        </span>
      </Stack>
    );
  }
  if (!backup.problem) {
    return (
      <Typography variant="body2" component="span" color="text.secondary">
        <FormattedMessage id="backups.verified.never" />
      </Typography>
    );
  }
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'flex-start' }}>
      <ErrorOutline fontSize="small" color="error" aria-hidden />
      <span>
        <Typography variant="body2" component="span" sx={{ fontWeight: 500, display: 'block' }}>
          <FormattedMessage id="backups.verified.no" />
        </Typography>
        <Typography variant="body2" component="span" sx={{ display: 'block' }}>
          {format.problem(backup.problem)}
        </Typography>
      </span>
    </Stack>
  );
}

/** The archives in the backup folder, newest first, each with its download and a new verification. */
export function BackupsTable({ backups, format, busy, running, onDownload, onVerify }: Props) {
  const intl = useIntl();
  return (
    <Paper variant="outlined">
      <TableContainer>
        <Table size="small" aria-label={intl.formatMessage({ id: 'backups.list' })}>
          <TableHead>
            <TableRow>
              {COLUMNS.map((column) => (
                <TableCell key={column} align={column === 'size' ? 'right' : undefined}>
                  <FormattedMessage id={`backups.columns.${column}`} />
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {backups.length === 0 ? (
              <TableRow>
                <TableCell colSpan={COLUMNS.length}>
                  <FormattedMessage id="backups.empty" />
                </TableCell>
              </TableRow>
            ) : (
              backups.map((backup) => {
                const date = format.moment(backup.createdAt);
                return (
                  <TableRow key={backup.name} data-name={backup.name}>
                    <TableCell component="th" scope="row">
                      {date}
                    </TableCell>
                    <TableCell>
                      <FormattedMessage id={`backups.reasons.${backup.reason}`} />
                    </TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      {format.size(backup.sizeBytes)}
                    </TableCell>
                    <TableCell>
                      <Verified backup={backup} format={format} />
                    </TableCell>
                    <TableCell>
                      {backup.rows === null ? (
                        '—'
                      ) : (
                        <FormattedMessage id="backups.contents" values={{ rows: backup.rows, photos: backup.photos ?? 0 }} />
                      )}
                    </TableCell>
                    <TableCell>
                      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
                        <Button
                          size="small"
                          startIcon={<Download />}
                          disabled={busy === backup.name}
                          aria-label={intl.formatMessage({ id: 'backups.downloadOne' }, { date })}
                          onClick={() => onDownload(backup)}
                        >
                          <FormattedMessage id="backups.download" />
                        </Button>
                        <Button
                          size="small"
                          startIcon={<Replay />}
                          disabled={busy === backup.name || running}
                          aria-label={intl.formatMessage({ id: 'backups.verifyOne' }, { date })}
                          onClick={() => onVerify(backup)}
                        >
                          <FormattedMessage id="backups.verify" />
                        </Button>
                      </Stack>
                    </TableCell>
                  </TableRow>
                );
              })
            )}
          </TableBody>
        </Table>
      </TableContainer>
    </Paper>
  );
}
