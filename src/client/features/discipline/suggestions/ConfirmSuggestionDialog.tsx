import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { FormattedMessage, useIntl } from 'react-intl';
import { confirmSuggestionBody, type Suggestion } from '../../../../domain/contract/discipline';
import { useConfirmSuggestionMutation } from '../../../api/disciplineApi';
import { useAlerts } from '../../../components/alerts/alertsContext';
import { DialogFooter } from '../../../components/DialogFooter';
import { FormAlert } from '../../../components/forms/FormAlert';
import { useSchemaForm } from '../../../components/forms/useSchemaForm';
import { useToasts } from '../../../components/toasts/useToasts';
import { DateField } from '../components/DateField';
import { today } from '../dates';

const TITLE_ID = 'confirm-suggestion-title';

/**
 * Confirms a threshold suggestion: the server records its sanction for the date and reason given.
 * The reason starts as a sentence with the hours, in the user's language, to edit at will.
 */
export function ConfirmSuggestionDialog({ suggestion, onClose }: { suggestion: Suggestion; onClose: () => void }) {
  const intl = useIntl();
  const toasts = useToasts();
  const { showError } = useAlerts();
  const [confirm] = useConfirmSuggestionMutation();
  const reason = intl.formatMessage(
    { id: 'discipline.suggestions.reasonTemplate' },
    {
      hours: intl.formatNumber(suggestion.hours),
      trimester: intl.formatNumber(suggestion.trimester),
      threshold: intl.formatNumber(suggestion.thresholdHours),
    },
  );
  const { formik, submit, field, refuse, formError } = useSchemaForm({
    formId: 'confirm-suggestion',
    schema: confirmSuggestionBody,
    initialValues: { date: today(), reason },
    onSubmit: async (values) => {
      try {
        const body = await confirmSuggestionBody.validate(values, { stripUnknown: true });
        await confirm({ id: suggestion.id, ...body }).unwrap();
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
          <FormattedMessage id="discipline.suggestions.confirmTitle" />
        </DialogTitle>
        <DialogContent>
          <DialogContentText>
            <FormattedMessage
              id="discipline.suggestions.confirmText"
              values={{ sanction: suggestion.sanctionName ?? suggestion.sanctionCode, student: suggestion.studentName }}
            />
          </DialogContentText>
          <FormAlert message={formError} />
          <DateField {...field('date')} label={intl.formatMessage({ id: 'discipline.sanctions.fields.date' })} required fullWidth />
          <TextField
            {...field('reason')}
            label={intl.formatMessage({ id: 'discipline.sanctions.fields.reason' })}
            required
            fullWidth
            multiline
            minRows={2}
            margin="dense"
          />
        </DialogContent>
        <DialogFooter onCancel={onClose} busy={formik.isSubmitting} actionId="discipline.suggestions.confirm" />
      </Box>
    </Dialog>
  );
}
