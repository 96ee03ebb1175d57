import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { FormattedMessage, FormattedTime } from 'react-intl';
import type { Payment } from '../../../../domain/contract/payments';
import { PaymentState } from '../../../components/studentAccount/AccountPayments';
import { useMoney } from '../../../components/useMoney';
import { StudentLink } from '../../../components/StudentLink';

const header = (id: string, align?: 'right') => (
  <TableCell component="th" scope="col" align={align}>
    <FormattedMessage id={id} />
  </TableCell>
);

/** The day's payments and reversals in receipt order, a reversal naming the receipt it cancels. */
export function JournalPayments({ payments, day }: { payments: readonly Payment[]; day: string }) {
  const { money } = useMoney();
  return (
    <TableContainer sx={{ maxWidth: '100%', overflowX: 'auto' }}>
      <Table size="small">
        <caption>
          <FormattedMessage id="finance.journal.paymentsCaption" values={{ date: day }} />
        </caption>
        <TableHead>
          <TableRow>
            {header('finance.account.payments.receipt')}
            {header('finance.journal.columns.time')}
            {header('finance.journal.columns.student')}
            {header('finance.account.payments.method')}
            {header('finance.journal.columns.reference')}
            {header('finance.journal.columns.cashier')}
            {header('finance.account.payments.amount', 'right')}
            {header('finance.account.payments.state')}
          </TableRow>
        </TableHead>
        <TableBody>
          {payments.length === 0 && (
            <TableRow>
              <TableCell colSpan={8}>
                <FormattedMessage id="finance.journal.none" />
              </TableCell>
            </TableRow>
          )}
          {payments.map((payment) => (
            <TableRow key={payment.id}>
              <TableCell component="th" scope="row" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                {payment.receiptLabel}
              </TableCell>
              <TableCell>
                <FormattedTime value={payment.createdAt} hour="2-digit" minute="2-digit" />
              </TableCell>
              <TableCell>
                <StudentLink studentId={payment.studentId}>{payment.studentName}</StudentLink> ({payment.matricule})
                {payment.classroomName && ` · ${payment.classroomName}`}
              </TableCell>
              <TableCell>
                <FormattedMessage id={`finance.common.methods.${payment.method}`} />
              </TableCell>
              <TableCell>{payment.reference ?? '—'}</TableCell>
              <TableCell>{payment.cashierName}</TableCell>
              <TableCell align="right" sx={payment.amount < 0 ? { color: 'error.dark' } : undefined}>
                {money(payment.amount)}
              </TableCell>
              <TableCell>
                <PaymentState payment={payment} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
