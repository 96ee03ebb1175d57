import TextField from '@mui/material/TextField';
import { FormattedMessage, useIntl } from 'react-intl';
import { cancelSanctionBody, type Sanction } from '../../../../domain/contract/discipline';
import { useCancelSanctionMutation } from '../../../api/disciplineApi';
import { FormDialog } from '../../../components/forms/FormDialog';
import { useDialogForm } from '../../../components/forms/useDialogForm';
import { Day } from '../../../components/Day';

/** A sanction is never deleted: it is cancelled, with the reason why (a 409 if someone was quicker). */
export function CancelSanctionDialog({ sanction, onClose }: { sanction: Sanction; onClose: () => void }) {
  const intl = useIntl();
  const [cancel] = useCancelSanctionMutation();
  const { formik, submit, field, formError } = useDialogForm({
    formId: 'cancel-sanction',
    schema: cancelSanctionBody,
    initialValues: { reason: '' },
    onClose,
    send: async (values) => {
      const body = await cancelSanctionBody.validate(values, { stripUnknown: true });
      await cancel({ id: sanction.id, ...body }).unwrap();
    },
  });
  return (
    <FormDialog
      id="cancel-sanction-title"
      titleId="discipline.sanctions.cancelTitle"
      onClose={onClose}
      onSubmit={submit}
      busy={formik.isSubmitting}
      formError={formError}
      actionId="discipline.sanctions.cancelAction"
      color="error"
      text={
        <FormattedMessage
          id="discipline.sanctions.cancelText"
          values={{ type: sanction.typeName, student: sanction.studentName, date: <Day value={sanction.date} /> }}
        />
      }
    >
      <TextField
        {...field('reason')}
        label={intl.formatMessage({ id: 'discipline.sanctions.fields.cancelReason' })}
        required
        fullWidth
        multiline
        minRows={2}
        margin="dense"
      />
    </FormDialog>
  );
}
