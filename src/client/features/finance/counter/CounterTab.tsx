import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { skipToken } from '@reduxjs/toolkit/query';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import type { Payment } from '../../../../domain/contract/payments';
import { useCurrentSessionQuery, useGetAccountQuery } from '../../../api/paymentsApi';
import { PageSpinner } from '../../../components/PageSpinner';
import { StudentAccount } from '../../../components/StudentAccount';
import { StudentPicker, type PickedStudent } from '../../../components/students/StudentPicker';
import { useToasts } from '../../../components/toasts/useToasts';
import { useFinanceAccess } from '../cash/access';
import { idOrNull } from '../cash/days';
import { FinanceLoadFailed } from '../cash/FinanceLoadFailed';
import { SessionBar } from '../cash/SessionBar';
import { ChosenStudent } from './ChosenStudent';
import { LastReceipt } from './LastReceipt';
import { PaymentForm } from './PaymentForm';
import { PaymentRowActions } from './PaymentRowActions';
import { ReceiptLayoutChoice } from './ReceiptLayoutChoice';
import { ReverseDialog } from './ReverseDialog';
import { useReceiptLayout, useReceipts } from './useReceipts';

const COUNTER_PICKER = {
  label: 'finance.counter.search.label',
  hint: 'finance.counter.search.hint',
  noMatch: 'finance.counter.search.noMatch',
  typeMore: 'finance.counter.search.typeMore',
};

/**
 * The counter: the cashier's session, a student found by name or matricule as it is typed, their
 * account, and a payment taken with the keyboard whose receipt prints in one step. The student
 * lives in the address (`?tab=counter&student=12`), so the page survives a reload.
 */
export default function CounterTab() {
  const intl = useIntl();
  const toasts = useToasts();
  const { manage } = useFinanceAccess();
  const [searchParams, setSearchParams] = useSearchParams();
  const studentId = idOrNull(searchParams.get('student'));
  const account = useGetAccountQuery(studentId === null ? skipToken : { studentId });
  const session = useCurrentSessionQuery().currentData ?? null;
  const { layout, choose } = useReceiptLayout();
  const receipts = useReceipts();
  const [lastPayment, setLastPayment] = useState<Payment | null>(null);
  const [reversing, setReversing] = useState<Payment | null>(null);

  const shown = account.currentData && account.currentData.studentId === studentId ? account.currentData : undefined;
  const chosen: PickedStudent | null = shown
    ? { id: shown.studentId, name: shown.studentName, matricule: shown.matricule, classroomName: shown.classroomName }
    : null;

  const pick = (student: PickedStudent | null) => {
    const next = new URLSearchParams(searchParams);
    if (student) next.set('student', String(student.id));
    else next.delete('student');
    setSearchParams(next);
    setLastPayment(null);
  };
  const paid = (payment: Payment) => {
    setLastPayment(payment);
    toasts.success(intl.formatMessage({ id: 'finance.counter.receipt.toast' }, { receipt: payment.receiptLabel }));
  };
  const canReverse = (payment: Payment) => manage && session !== null && payment.reversesId === null && payment.reversed < payment.amount;

  let body = null;
  if (studentId !== null) {
    if (shown)
      body = (
        <StudentAccount
          account={shown}
          paymentActions={(payment) => (
            <PaymentRowActions
              payment={payment}
              busy={receipts.busy}
              onPrint={() => void receipts.print(payment, layout)}
              onReverse={canReverse(payment) ? () => setReversing(payment) : undefined}
            />
          )}
        />
      );
    else if (account.error && !account.isFetching) body = <FinanceLoadFailed error={account.error} onRetry={account.refetch} />;
    else body = <PageSpinner />;
  }

  return (
    <Stack component="section" aria-labelledby="counter-title" sx={{ gap: 2 }}>
      <Typography id="counter-title" variant="h6" component="h2">
        <FormattedMessage id="finance.counter.title" />
      </Typography>
      <SessionBar />
      <Stack direction="row" useFlexGap sx={{ gap: 2, flexWrap: 'wrap', alignItems: 'flex-start' }}>
        <StudentPicker
          id="counter-student"
          texts={COUNTER_PICKER}
          value={chosen}
          onPick={pick}
          autoFocus
          size="small"
          sx={{ minWidth: { xs: '100%', sm: 280 }, maxWidth: 520, flexGrow: 1 }}
        />
        <Box sx={{ flexGrow: 1 }} />
        <ReceiptLayoutChoice layout={layout} onChange={choose} />
      </Stack>
      {shown && <ChosenStudent account={shown} />}
      {lastPayment && (
        <LastReceipt
          payment={lastPayment}
          layout={layout}
          busy={receipts.busy}
          onPrint={(which) => void receipts.print(lastPayment, which)}
          onClose={() => setLastPayment(null)}
        />
      )}
      {shown && manage && (
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Typography id="payment-form-title" variant="subtitle1" component="h3" gutterBottom>
            <FormattedMessage id="finance.counter.form.title" values={{ student: shown.studentName }} />
          </Typography>
          {session ? (
            <PaymentForm key={shown.studentId} account={shown} sessionId={session.id} onPaid={paid} />
          ) : (
            <Alert severity="info">
              <FormattedMessage id="finance.counter.form.noSession" />
            </Alert>
          )}
        </Paper>
      )}
      {body}
      {studentId === null && (
        <Typography color="text.secondary">
          <FormattedMessage id="finance.counter.pickStudent" />
        </Typography>
      )}
      {reversing && session && <ReverseDialog payment={reversing} sessionId={session.id} onClose={() => setReversing(null)} />}
    </Stack>
  );
}
