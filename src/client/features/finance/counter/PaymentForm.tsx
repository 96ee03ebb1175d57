import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useMemo, useRef, type ChangeEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { PAYMENT_METHODS, PAYMENT_NOTE_MAX, PAYMENT_TEXT_MAX, type Account, type Payment } from '../../../../domain/contract/payments';
import { useCreatePaymentMutation } from '../../../api/paymentsApi';
import { useAlerts } from '../../../components/alerts/alertsContext';
import { FormAlert } from '../../../components/forms/FormAlert';
import { useSchemaForm } from '../../../components/forms/useSchemaForm';
import { AllocationInputs } from './AllocationInputs';
import { emptyPayment, paymentBodyOf, paymentFormSchema, spreadOldestFirst, type PaymentValues } from './paymentValues';
import { remapAllocationErrors } from './remapAllocationErrors';

const OWNED = ['amount', 'method', 'reference', 'payer', 'note'];

interface Props {
  account: Account;
  sessionId: number;
  onPaid: (payment: Payment) => void;
}

/**
 * A payment taken with the keyboard: the amount (Enter sends), the method, the operator's or bank's
 * reference (required unless cash), who paid and a note; and, when the cashier chooses, what goes to
 * each instalment, the oldest due first by default. A refusal marks the inputs it names.
 */
export function PaymentForm({ account, sessionId, onPaid }: Props) {
  const intl = useIntl();
  const { showError } = useAlerts();
  const [create] = useCreatePaymentMutation();
  const amountRef = useRef<HTMLInputElement>(null);
  const schema = useMemo(() => paymentFormSchema(intl), [intl]);
  const { formik, submit, field, refuse, formError } = useSchemaForm<PaymentValues>({
    formId: 'payment',
    schema,
    initialValues: emptyPayment,
    owns: (path, values) => OWNED.includes(path) || (values.split && /^allocations\[\d+\]/.test(path)),
    onSubmit: async (values, helpers) => {
      const { body, formIndex } = paymentBodyOf(values, account.studentId, sessionId);
      try {
        const payment = await create(body).unwrap();
        helpers.resetForm();
        amountRef.current?.focus();
        onPaid(payment);
      } catch (error) {
        if (!refuse(remapAllocationErrors(error, formIndex))) showError(error);
      }
    },
  });
  const t = (id: string) => intl.formatMessage({ id: `finance.counter.form.${id}` });
  const { values } = formik;

  const setAmount = (event: ChangeEvent<HTMLInputElement>) => {
    formik.handleChange(event);
    if (values.split) void formik.setFieldValue('allocations', spreadOldestFirst(account.lines, event.target.value));
  };
  const setSplit = (split: boolean) => {
    void formik.setValues({ ...values, split, allocations: split ? spreadOldestFirst(account.lines, values.amount) : [] });
  };

  return (
    <Box component="form" noValidate onSubmit={submit} aria-labelledby="payment-form-title">
      <FormAlert message={formError} />
      <Stack direction="row" useFlexGap sx={{ gap: 2, flexWrap: 'wrap', alignItems: 'flex-start' }}>
        <TextField
          {...field('amount')}
          onChange={setAmount}
          inputRef={amountRef}
          type="number"
          label={t('amount')}
          required
          autoFocus
          slotProps={{ htmlInput: { min: 1, step: 1 } }}
        />
        <Box component="fieldset" sx={{ border: 0, m: 0, p: 0 }}>
          <FormLabel component="legend">{t('method')}</FormLabel>
          <RadioGroup row name="method" value={values.method} onChange={formik.handleChange}>
            {PAYMENT_METHODS.map((method) => (
              <FormControlLabel
                key={method}
                value={method}
                control={<Radio size="small" />}
                label={intl.formatMessage({ id: `finance.common.methods.${method}` })}
              />
            ))}
          </RadioGroup>
        </Box>
      </Stack>
      <Stack direction="row" useFlexGap sx={{ gap: 2, flexWrap: 'wrap', mt: 1 }}>
        <TextField
          {...field('reference')}
          label={t('reference')}
          required={values.method !== 'cash'}
          slotProps={{ htmlInput: { maxLength: PAYMENT_TEXT_MAX } }}
        />
        <TextField {...field('payer')} label={t('payer')} slotProps={{ htmlInput: { maxLength: PAYMENT_TEXT_MAX } }} />
        <TextField {...field('note')} label={t('note')} sx={{ flexGrow: 1 }} slotProps={{ htmlInput: { maxLength: PAYMENT_NOTE_MAX } }} />
      </Stack>
      <FormControlLabel
        control={<Checkbox checked={values.split} onChange={(event) => setSplit(event.target.checked)} />}
        label={t('split')}
      />
      {values.split && (
        <AllocationInputs
          rows={values.allocations}
          errors={formik.errors.allocations}
          touched={formik.touched.allocations}
          onChange={formik.handleChange}
          onBlur={formik.handleBlur}
        />
      )}
      <Box>
        <Button type="submit" variant="contained" disabled={formik.isSubmitting}>
          <FormattedMessage id="finance.counter.form.submit" />
        </Button>
      </Box>
    </Box>
  );
}
