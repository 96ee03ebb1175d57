import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { closeSessionBody, type CashSession } from '../../../../domain/contract/payments';
import { useCloseSessionMutation } from '../../../api/paymentsApi';
import { FormDialog } from '../../../components/forms/FormDialog';
import { useDialogForm } from '../../../components/forms/useDialogForm';
import { useMoney } from '../../../components/useMoney';
import { numberOrUndefined, type NumberInput } from './days';
import { useCashReports } from './useCashReports';

interface Values {
  countedAmount: NumberInput;
  note: string;
}

/**
 * The cashier counts the drawer: what it should hold, what was counted and the difference (counted −
 * expected) as it is typed. Once closed, the session never changes, and its close report goes to
 * the printer to be signed (unless the cashier unticks it).
 */
export function CloseSessionDialog({ session, onClose }: { session: CashSession; onClose: () => void }) {
  const intl = useIntl();
  const { money } = useMoney();
  const [close] = useCloseSessionMutation();
  const reports = useCashReports();
  const [printReport, setPrintReport] = useState(true);
  const schema = useMemo(
    () =>
      closeSessionBody.clone().transform((values: Values) => ({
        countedAmount: numberOrUndefined(values.countedAmount),
        note: values.note.trim() === '' ? null : values.note,
      })),
    [],
  );
  const { formik, submit, field, formError } = useDialogForm<Values>({
    formId: 'close-session',
    schema,
    initialValues: { countedAmount: '', note: '' },
    onClose,
    send: async (values) => {
      const body = await schema.validate(values, { stripUnknown: true });
      const closed = await close({ id: session.id, body }).unwrap();
      if (printReport) void reports.printSessionClose(closed);
      return intl.formatMessage({ id: 'finance.common.session.closed' }, { difference: money(closed.difference ?? 0) });
    },
  });
  const counted = numberOrUndefined(formik.values.countedAmount);
  const difference = counted === undefined || Number.isNaN(counted) ? null : counted - session.expectedAmount;
  return (
    <FormDialog
      id="close-session-title"
      titleId="finance.common.session.closeTitle"
      onClose={onClose}
      onSubmit={submit}
      busy={formik.isSubmitting}
      formError={formError}
      actionId="finance.common.session.close"
      text={intl.formatMessage({ id: 'finance.common.session.closeText' }, { expected: money(session.expectedAmount) })}
    >
      <TextField
        {...field('countedAmount')}
        type="number"
        label={intl.formatMessage({ id: 'finance.common.session.counted' })}
        required
        fullWidth
        autoFocus
        margin="dense"
        slotProps={{ htmlInput: { min: 0, step: 1 } }}
      />
      <TextField
        {...field('note')}
        label={intl.formatMessage({ id: 'finance.common.session.note' })}
        fullWidth
        multiline
        minRows={2}
        margin="dense"
        slotProps={{ htmlInput: { maxLength: 300 } }}
      />
      <FormControlLabel
        control={<Checkbox checked={printReport} onChange={(event) => setPrintReport(event.target.checked)} />}
        label={intl.formatMessage({ id: 'finance.common.session.printReport' })}
      />
      <Typography role="status" color={difference !== null && difference < 0 ? 'error.dark' : 'text.primary'}>
        {difference !== null && <FormattedMessage id="finance.common.session.difference" values={{ difference: money(difference) }} />}
      </Typography>
    </FormDialog>
  );
}
