import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Sanction } from '../../../../domain/contract/discipline';
import { Day } from '../../../components/Day';
import { EmptyRow, HeaderCell } from '../components/tableCells';
import { CancelSanctionDialog } from './CancelSanctionDialog';
import { NoticeButton } from './NoticeButton';
import { StudentLink } from '../../../components/StudentLink';

interface Props {
  sanctions: readonly Sanction[];
  caption: string;
  /** The school's list names the student; a student's record does not repeat it. */
  showStudent?: boolean;
  canManage: boolean;
}

/** Hours of consigne, days of exclusion, nothing for a blâme. */
export function SanctionDuration({ sanction }: { sanction: Sanction }) {
  if (sanction.duration === null || sanction.unit === 'none') return null;
  return <FormattedMessage id={`discipline.sanctions.duration.${sanction.unit}`} values={{ duration: sanction.duration }} />;
}

/** Active or cancelled said in words, with the cancellation's reason: never a colour alone. */
function SanctionStatus({ sanction }: { sanction: Sanction }) {
  if (sanction.status === 'active') return <FormattedMessage id="discipline.sanctions.status.active" />;
  return (
    <>
      <Typography variant="body2" component="span" sx={{ fontWeight: 500 }}>
        <FormattedMessage id="discipline.sanctions.status.cancelled" />
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {sanction.cancelReason}
        {sanction.cancelledBy && ` · ${sanction.cancelledBy}`}
      </Typography>
    </>
  );
}

/** Sanctions with their notice to the guardians and, for the discipline office, a way to cancel one. */
export function SanctionTable({ sanctions, caption, showStudent = false, canManage }: Props) {
  const intl = useIntl();
  const [cancelling, setCancelling] = useState<Sanction | null>(null);
  const header = (id: string) => <HeaderCell messageId={`discipline.sanctions.fields.${id}`} />;
  return (
    <>
      <TableContainer>
        <Table size="small">
          <caption>{caption}</caption>
          <TableHead>
            <TableRow>
              {header('date')}
              {showStudent && header('student')}
              {showStudent && header('classroom')}
              {header('type')}
              {header('duration')}
              {header('reason')}
              {header('decidedBy')}
              {header('status')}
              <HeaderCell messageId="common.actions" />
            </TableRow>
          </TableHead>
          <TableBody>
            {sanctions.length === 0 && <EmptyRow colSpan={showStudent ? 9 : 7} messageId="discipline.sanctions.empty" />}
            {sanctions.map((sanction) => (
              <TableRow key={sanction.id}>
                <TableCell>
                  <Day value={sanction.date} />
                </TableCell>
                {showStudent && (
                  <TableCell>
                    <StudentLink studentId={sanction.studentId}>{sanction.studentName}</StudentLink>
                    <Typography variant="body2" color="text.secondary">
                      {sanction.matricule}
                    </Typography>
                  </TableCell>
                )}
                {showStudent && <TableCell>{sanction.classroomName ?? ''}</TableCell>}
                <TableCell>{sanction.typeName}</TableCell>
                <TableCell>
                  <SanctionDuration sanction={sanction} />
                </TableCell>
                <TableCell sx={{ whiteSpace: 'pre-line' }}>{sanction.reason}</TableCell>
                <TableCell>{sanction.decidedBy ?? ''}</TableCell>
                <TableCell>
                  <SanctionStatus sanction={sanction} />
                </TableCell>
                <TableCell>
                  {sanction.status === 'active' && (
                    <Stack direction="row" spacing={1}>
                      <NoticeButton sanction={sanction} />
                      {canManage && (
                        <Button
                          size="small"
                          color="error"
                          aria-label={intl.formatMessage(
                            { id: 'discipline.sanctions.cancelOf' },
                            { type: sanction.typeName, student: sanction.studentName },
                          )}
                          onClick={() => setCancelling(sanction)}
                        >
                          <FormattedMessage id="discipline.sanctions.cancelAction" />
                        </Button>
                      )}
                    </Stack>
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {cancelling && <CancelSanctionDialog sanction={cancelling} onClose={() => setCancelling(null)} />}
    </>
  );
}
