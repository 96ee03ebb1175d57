import Replay from '@mui/icons-material/Replay';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import { FormattedMessage, useIntl } from 'react-intl';
import type { GuardianNotice, NoticeList, NoticeStatus } from '../../../../domain/contract/guardianNotices';
import { StudentLink } from '../../../components/StudentLink';

const STATUS_COLOURS: Record<NoticeStatus, 'default' | 'success' | 'error'> = { queued: 'default', sent: 'success', failed: 'error' };

interface Props {
  list: NoticeList;
  page: number;
  rowsPerPage: number;
  onPage: (page: number) => void;
  /** Null for a user who may not send: no retry button. */
  canRetry: ((notice: GuardianNotice) => boolean) | null;
  retrying: number | null;
  onRetry: (notice: GuardianNotice) => void;
}

/** The outbox: newest first, each notice's status, attempts and the reason it failed, with a retry for a failed one. */
export function OutboxTable({ list, page, rowsPerPage, onPage, canRetry, retrying, onRetry }: Props) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id: `notices.outbox.${id}` });
  const when = (iso: string | null) =>
    iso ? intl.formatDate(iso, { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' }) : '';
  return (
    <>
      <TableContainer tabIndex={0} role="region" aria-labelledby="notices-outbox-title">
        <Table size="small" aria-labelledby="notices-outbox-title">
          <TableHead>
            <TableRow>
              {['created', 'student', 'kind', 'recipient', 'status', 'attempts', 'reason'].map((column) => (
                <TableCell key={column}>{t(column)}</TableCell>
              ))}
              {canRetry && <TableCell>{t('actions')}</TableCell>}
            </TableRow>
          </TableHead>
          <TableBody>
            {list.data.length === 0 && (
              <TableRow>
                <TableCell colSpan={canRetry ? 8 : 7}>
                  <FormattedMessage id="notices.outbox.empty" />
                </TableCell>
              </TableRow>
            )}
            {list.data.map((notice) => (
              <TableRow key={notice.id}>
                <TableCell>{when(notice.createdAt)}</TableCell>
                <TableCell>
                  <StudentLink studentId={notice.studentId}>{notice.studentName}</StudentLink>
                  {` (${notice.classroomName ? `${notice.classroomName} · ` : ''}${notice.matricule})`}
                </TableCell>
                <TableCell>{intl.formatMessage({ id: `notices.kinds.${notice.kind}` })}</TableCell>
                <TableCell>
                  {intl.formatMessage({ id: `notices.channels.${notice.channel}` })}
                  {notice.address && ` · ${notice.address}`}
                </TableCell>
                <TableCell>
                  <Chip
                    size="small"
                    variant={notice.status === 'queued' ? 'outlined' : 'filled'}
                    color={STATUS_COLOURS[notice.status]}
                    label={intl.formatMessage({ id: `notices.statuses.${notice.status}` })}
                  />
                  {notice.status === 'sent' && notice.sentAt && ` ${when(notice.sentAt)}`}
                </TableCell>
                <TableCell>{notice.attempts}</TableCell>
                <TableCell>{notice.lastError ?? ''}</TableCell>
                {canRetry && (
                  <TableCell>
                    {notice.status === 'failed' && canRetry(notice) && (
                      <Button
                        size="small"
                        startIcon={<Replay />}
                        loading={retrying === notice.id}
                        onClick={() => onRetry(notice)}
                        aria-label={intl.formatMessage({ id: 'notices.outbox.retryFor' }, { student: notice.studentName })}
                      >
                        <FormattedMessage id="notices.outbox.retry" />
                      </Button>
                    )}
                  </TableCell>
                )}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        count={list.total}
        page={page}
        rowsPerPage={rowsPerPage}
        rowsPerPageOptions={[rowsPerPage]}
        onPageChange={(_, next) => onPage(next)}
        labelDisplayedRows={({ from, to, count }) => intl.formatMessage({ id: 'notices.outbox.rows' }, { from, to, count })}
      />
    </>
  );
}
