import TextField from '@mui/material/TextField';
import { FormattedMessage, useIntl } from 'react-intl';
import { confirmSuggestionBody, type Suggestion } from '../../../../domain/contract/discipline';
import { useConfirmSuggestionMutation } from '../../../api/disciplineApi';
import { FormDialog } from '../../../components/forms/FormDialog';
import { useDialogForm } from '../../../components/forms/useDialogForm';
import { DateField } from '../../../components/DateField';
import { today } from '../../../hooks/today';

/**
 * Confirms a threshold suggestion: the server records its sanction for the date and reason given.
 * The reason starts as a sentence with the hours, in the user's language, to edit at will. Left as
 * it is, it is not sent: the server keeps the threshold reached as data and writes it in each
 * reader's language (a French notice says it in French, whoever confirmed).
 */
export function ConfirmSuggestionDialog({ suggestion, onClose }: { suggestion: Suggestion; onClose: () => void }) {
  const intl = useIntl();
  const [confirm] = useConfirmSuggestionMutation();
  const reason = intl.formatMessage(
    { id: 'discipline.suggestions.reasonTemplate' },
    {
      hours: intl.formatNumber(suggestion.hours),
      trimester: intl.formatNumber(suggestion.trimester),
      threshold: intl.formatNumber(suggestion.thresholdHours),
    },
  );
  const { formik, submit, field, formError } = useDialogForm({
    formId: 'confirm-suggestion',
    schema: confirmSuggestionBody,
    initialValues: { date: today(), reason },
    onClose,
    send: async (values) => {
      const { date, reason: typed } = await confirmSuggestionBody.validate(values, { stripUnknown: true });
      await confirm({ id: suggestion.id, date, ...(typed?.trim() && typed.trim() !== reason ? { reason: typed } : {}) }).unwrap();
    },
  });
  return (
    <FormDialog
      id="confirm-suggestion-title"
      titleId="discipline.suggestions.confirmTitle"
      onClose={onClose}
      onSubmit={submit}
      busy={formik.isSubmitting}
      formError={formError}
      actionId="discipline.suggestions.confirm"
      text={
        <FormattedMessage
          id="discipline.suggestions.confirmText"
          values={{ sanction: suggestion.sanctionName ?? suggestion.sanctionCode, student: suggestion.studentName }}
        />
      }
    >
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
    </FormDialog>
  );
}
