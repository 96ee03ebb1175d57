import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { FormattedMessage, FormattedTime, useIntl } from 'react-intl';
import type { CashSession } from '../../../../domain/contract/payments';
import type { ReportFormat } from '../../../api/financeReportsApi';
import { useMoney } from '../../../components/useMoney';
import { VisuallyHidden } from '../../../components/VisuallyHidden';

interface Props {
  sessions: readonly CashSession[];
  day: string;
  /** Closes an open session (the bursar's permission closes any); absent for a reader. */
  onClose?: (session: CashSession) => void;
  /** Saves a closed session's report; `busy` names the file on its way (useCashReports). */
  onReport: (session: CashSession, format: ReportFormat) => void;
  busy: string | null;
}

const FORMATS = [
  ['pdf', 'closeReportPdf', 'pdfShort'],
  ['xlsx', 'closeReportXlsx', 'xlsxShort'],
] as const;

const header = (id: string, align?: 'right') => (
  <TableCell key={id} component="th" scope="col" align={align}>
    <FormattedMessage id={`finance.journal.columns.${id}`} />
  </TableCell>
);

const time = (value: string) => <FormattedTime value={value} hour="2-digit" minute="2-digit" />;

/**
 * The sessions opened that day: float, what the drawer should hold, what was counted and the
 * difference; a closed one's report as PDF or .xlsx, an open one closed by whoever may.
 */
export function JournalSessions({ sessions, day, onClose, onReport, busy }: Props) {
  const intl = useIntl();
  const { money } = useMoney();
  return (
    <TableContainer sx={{ maxWidth: '100%', overflowX: 'auto' }}>
      <Table size="small">
        <caption>
          <FormattedMessage id="finance.journal.sessionsCaption" values={{ date: day }} />
        </caption>
        <TableHead>
          <TableRow>
            {header('cashier')}
            {header('opened')}
            {header('closed')}
            {header('float', 'right')}
            {header('expected', 'right')}
            {header('counted', 'right')}
            {header('difference', 'right')}
            <TableCell component="th" scope="col">
              <VisuallyHidden>
                <FormattedMessage id="finance.journal.columns.actions" />
              </VisuallyHidden>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {sessions.length === 0 && (
            <TableRow>
              <TableCell colSpan={8}>
                <FormattedMessage id="finance.journal.noSessions" />
              </TableCell>
            </TableRow>
          )}
          {sessions.map((session) => (
            <TableRow key={session.id}>
              <TableCell component="th" scope="row">
                {session.cashierName}
              </TableCell>
              <TableCell>{time(session.openedAt)}</TableCell>
              <TableCell>{session.closedAt ? time(session.closedAt) : <FormattedMessage id="finance.journal.stillOpen" />}</TableCell>
              <TableCell align="right">{money(session.openingFloat)}</TableCell>
              <TableCell align="right">{money(session.expectedAmount)}</TableCell>
              <TableCell align="right">{session.countedAmount === null ? '—' : money(session.countedAmount)}</TableCell>
              <TableCell align="right" sx={session.difference !== null && session.difference < 0 ? { color: 'error.dark' } : undefined}>
                {session.difference === null ? '—' : money(session.difference)}
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {session.closedAt === null
                  ? onClose && (
                      <Button size="small" onClick={() => onClose(session)}>
                        <FormattedMessage id="finance.journal.closeSession" values={{ cashier: session.cashierName }} />
                      </Button>
                    )
                  : FORMATS.map(([format, label, short]) => (
                      <Button
                        key={format}
                        size="small"
                        aria-label={intl.formatMessage({ id: `finance.journal.${label}` }, { cashier: session.cashierName })}
                        loading={busy === `session-${session.id}-${format}`}
                        disabled={busy !== null}
                        onClick={() => onReport(session, format)}
                      >
                        <FormattedMessage id={`finance.journal.${short}`} />
                      </Button>
                    ))}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
