import TextField from '@mui/material/TextField';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { reversalBody, PAYMENT_NOTE_MAX, type Payment } from '../../../../domain/contract/payments';
import { useReversePaymentMutation } from '../../../api/paymentsApi';
import { FormDialog } from '../../../components/forms/FormDialog';
import { useDialogForm } from '../../../components/forms/useDialogForm';
import { useMoney } from '../../../components/useMoney';
import { numberOrUndefined, type NumberInput } from '../cash/days';

interface Values {
  amount: NumberInput;
  reason: string;
}

interface Props {
  payment: Payment;
  sessionId: number;
  onClose: () => void;
}

/**
 * A mistake or a refund: a reversal of the payment, the whole of what is left of it by default or a
 * part, with its reason. It gets a receipt of its own; the payment keeps its number.
 */
export function ReverseDialog({ payment, sessionId, onClose }: Props) {
  const intl = useIntl();
  const { money } = useMoney();
  const [reverse] = useReversePaymentMutation();
  const left = payment.amount - payment.reversed;
  const schema = useMemo(
    () =>
      reversalBody.clone().transform((values: Values) => ({ sessionId, amount: numberOrUndefined(values.amount), reason: values.reason })),
    [sessionId],
  );
  const { formik, submit, field, formError } = useDialogForm<Values>({
    formId: 'reversal',
    schema,
    initialValues: { amount: left, reason: '' },
    // The session is the caller's: a refusal naming it is told above the inputs.
    owns: (path) => path === 'amount' || path === 'reason',
    onClose,
    send: async (values) => {
      const body = await schema.validate(values, { stripUnknown: true });
      const reversal = await reverse({ id: payment.id, body }).unwrap();
      return intl.formatMessage({ id: 'finance.counter.reversal.done' }, { receipt: reversal.receiptLabel });
    },
  });
  const t = (id: string) => intl.formatMessage({ id: `finance.counter.reversal.${id}` });
  return (
    <FormDialog
      id="reversal-title"
      titleId="finance.counter.reversal.title"
      onClose={onClose}
      onSubmit={submit}
      busy={formik.isSubmitting}
      formError={formError}
      color="error"
      actionId="finance.counter.reversal.action"
      text={intl.formatMessage(
        { id: 'finance.counter.reversal.text' },
        { receipt: payment.receiptLabel, amount: money(payment.amount), left: money(left) },
      )}
    >
      <TextField
        {...field('amount')}
        type="number"
        label={t('amount')}
        required
        fullWidth
        margin="dense"
        slotProps={{ htmlInput: { min: 1, max: left, step: 1 } }}
      />
      <TextField
        {...field('reason')}
        label={t('reason')}
        required
        fullWidth
        autoFocus
        margin="dense"
        slotProps={{ htmlInput: { maxLength: PAYMENT_NOTE_MAX } }}
      />
    </FormDialog>
  );
}
