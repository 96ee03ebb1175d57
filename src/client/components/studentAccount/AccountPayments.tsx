import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import { useId } from 'react';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { Account, Payment } from '../../../domain/contract/payments';
import { Day } from '../Day';
import { useMoney } from '../useMoney';
import { VisuallyHidden } from '../VisuallyHidden';

const header = (id: string, align?: 'right') => (
  <TableCell component="th" scope="col" align={align}>
    <FormattedMessage id={`finance.account.payments.${id}`} />
  </TableCell>
);

/** A payment, partly or wholly reversed, or a reversal and the receipt it cancels. */
export function PaymentState({ payment }: { payment: Payment }) {
  const { money } = useMoney();
  if (payment.reversesReceiptLabel)
    return <FormattedMessage id="finance.account.payments.cancels" values={{ receipt: payment.reversesReceiptLabel }} />;
  if (payment.reversed === 0) return null;
  if (payment.reversed >= payment.amount)
    return <Chip size="small" color="warning" label={<FormattedMessage id="finance.account.payments.reversed" />} />;
  return (
    <Chip
      size="small"
      color="warning"
      variant="outlined"
      label={<FormattedMessage id="finance.account.payments.partlyReversed" values={{ amount: money(payment.reversed) }} />}
    />
  );
}

interface Props {
  account: Account;
  /** Buttons for a row (print its receipt, reverse it), in a last column when given. */
  actions?: (payment: Payment) => ReactNode;
}

/** The student's payments and reversals of the year, the latest first. */
export function AccountPayments({ account, actions }: Props) {
  const { money } = useMoney();
  const columns = actions ? 6 : 5;
  const captionId = useId();
  return (
    // A table wider than the screen scrolls: the keyboard reaches it, and it is named by its caption.
    <TableContainer
      sx={{ maxWidth: '100%', overflowX: 'auto', position: 'relative' }}
      tabIndex={0}
      role="region"
      aria-labelledby={captionId}
    >
      <Table size="small">
        <caption id={captionId}>
          <FormattedMessage id="finance.account.payments.caption" values={{ student: account.studentName }} />
        </caption>
        <TableHead>
          <TableRow>
            {header('receipt')}
            {header('date')}
            {header('method')}
            {header('amount', 'right')}
            {header('state')}
            {actions && (
              <TableCell component="th" scope="col">
                <VisuallyHidden>
                  <FormattedMessage id="finance.account.payments.actions" />
                </VisuallyHidden>
              </TableCell>
            )}
          </TableRow>
        </TableHead>
        <TableBody>
          {account.payments.length === 0 && (
            <TableRow>
              <TableCell colSpan={columns}>
                <FormattedMessage id="finance.account.payments.none" />
              </TableCell>
            </TableRow>
          )}
          {account.payments.map((payment) => (
            <TableRow key={payment.id}>
              <TableCell component="th" scope="row" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                {payment.receiptLabel}
              </TableCell>
              <TableCell>
                <Day value={payment.paidOn} />
              </TableCell>
              <TableCell>
                <FormattedMessage id={`finance.common.methods.${payment.method}`} />
              </TableCell>
              <TableCell align="right" sx={payment.amount < 0 ? { color: 'error.dark' } : undefined}>
                {money(payment.amount)}
              </TableCell>
              <TableCell>
                <PaymentState payment={payment} />
              </TableCell>
              {actions && <TableCell sx={{ whiteSpace: 'nowrap' }}>{actions(payment)}</TableCell>}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
