import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { Account, Payment } from '../../domain/contract/payments';
import { AccountDiscounts } from './studentAccount/AccountDiscounts';
import { AccountLines } from './studentAccount/AccountLines';
import { AccountPayments } from './studentAccount/AccountPayments';
import { useLocalizeDigits } from '../i18n/digits';
import { useMoney } from './useMoney';

interface Props {
  account: Account;
  /** Buttons for a payment's row (the counter prints and reverses from there). */
  paymentActions?: (payment: Payment) => ReactNode;
}

/**
 * A student's account for a school year (the counter and the student page show it alike): the
 * instalments with what is due, discounted, paid and left, the overdue ones marked, the discounts in
 * force, and the payments and reversals. Every figure comes computed from the server's lines.
 */
export function StudentAccount({ account, paymentActions }: Props) {
  const { money } = useMoney();
  const localizeDigits = useLocalizeDigits();
  const discountsId = useId();
  const { totals } = account;
  return (
    <Stack sx={{ gap: 2 }}>
      <Typography variant="body2" color="text.secondary">
        <FormattedMessage
          id="finance.account.summary"
          values={{
            year: localizeDigits(account.schoolYearName),
            classroom: account.classroomName ?? '—',
            balance: money(totals.balance),
            overdue: money(totals.overdue),
          }}
        />
      </Typography>
      {totals.balance < 0 && (
        // A discount granted once paid leaves the account below zero: money the school owes back.
        <Typography variant="body2">
          <FormattedMessage id="finance.account.credit" values={{ amount: money(-totals.balance) }} />
        </Typography>
      )}
      <AccountLines account={account} />
      <AccountDiscounts discounts={account.discounts} headingId={discountsId} />
      <AccountPayments account={account} actions={paymentActions} />
    </Stack>
  );
}
