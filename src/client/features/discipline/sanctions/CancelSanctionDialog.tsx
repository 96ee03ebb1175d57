import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { FormattedMessage, useIntl } from 'react-intl';
import { cancelSanctionBody, type Sanction } from '../../../../domain/contract/discipline';
import { useCancelSanctionMutation } from '../../../api/disciplineApi';
import { useAlerts } from '../../../components/alerts/alertsContext';
import { DialogFooter } from '../../../components/DialogFooter';
import { FormAlert } from '../../../components/forms/FormAlert';
import { useSchemaForm } from '../../../components/forms/useSchemaForm';
import { useToasts } from '../../../components/toasts/useToasts';
import { Day } from '../../../components/Day';

const TITLE_ID = 'cancel-sanction-title';

/** A sanction is never deleted: it is cancelled, with the reason why (a 409 if someone was quicker). */
export function CancelSanctionDialog({ sanction, onClose }: { sanction: Sanction; onClose: () => void }) {
  const intl = useIntl();
  const toasts = useToasts();
  const { showError } = useAlerts();
  const [cancel] = useCancelSanctionMutation();
  const { formik, submit, field, refuse, formError } = useSchemaForm({
    formId: 'cancel-sanction',
    schema: cancelSanctionBody,
    initialValues: { reason: '' },
    onSubmit: async (values) => {
      try {
        const body = await cancelSanctionBody.validate(values, { stripUnknown: true });
        await cancel({ id: sanction.id, ...body }).unwrap();
        toasts.success();
        onClose();
      } catch (error) {
        if (!refuse(error)) showError(error);
      }
    },
  });
  return (
    <Dialog open onClose={onClose} aria-labelledby={TITLE_ID} maxWidth="sm" fullWidth>
      <Box component="form" noValidate onSubmit={submit}>
        <DialogTitle id={TITLE_ID}>
          <FormattedMessage id="discipline.sanctions.cancelTitle" />
        </DialogTitle>
        <DialogContent>
          <DialogContentText>
            <FormattedMessage
              id="discipline.sanctions.cancelText"
              values={{ type: sanction.typeName, student: sanction.studentName, date: <Day value={sanction.date} /> }}
            />
          </DialogContentText>
          <FormAlert message={formError} />
          <TextField
            {...field('reason')}
            label={intl.formatMessage({ id: 'discipline.sanctions.fields.cancelReason' })}
            required
            fullWidth
            multiline
            minRows={2}
            margin="dense"
          />
        </DialogContent>
        <DialogFooter onCancel={onClose} busy={formik.isSubmitting} actionId="discipline.sanctions.cancelAction" color="error" />
      </Box>
    </Dialog>
  );
}
