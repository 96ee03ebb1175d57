import TextField from '@mui/material/TextField';
import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { adjustmentBody, type AdjustmentBody, type Statement } from '../../../../domain/contract/teacherStatements';
import { useAddAdjustmentMutation } from '../../../api/teacherStatementsApi';
import { FormDialog } from '../../../components/forms/FormDialog';
import { useDialogForm } from '../../../components/forms/useDialogForm';

interface Values {
  label: string;
  /** formik makes a number input's value a number, or '' when empty. */
  amount: string | number;
}

/**
 * A bonus or a deduction on a statement, with its reason. On a validated statement it is how a
 * mistake is corrected: the statement itself never changes, the correction is a line of its own.
 */
export function AdjustmentDialog({ statement, onClose }: { statement: Statement; onClose: () => void }) {
  const intl = useIntl();
  const [add] = useAddAdjustmentMutation();
  // The form holds what inputs give (text); the contract's schema checks it as the body it becomes.
  const schema = useMemo(
    () =>
      adjustmentBody.clone().transform((values: Values) => ({
        label: values.label,
        amount: values.amount === '' ? undefined : Number(values.amount),
      })),
    [],
  );
  const { formik, submit, field, formError } = useDialogForm<Values>({
    formId: 'adjustment',
    schema,
    initialValues: { label: '', amount: '' },
    onClose,
    send: async (values) => {
      const body = (await schema.validate(values, { stripUnknown: true })) as AdjustmentBody;
      await add({ month: statement.month, teacherId: statement.teacherId, body }).unwrap();
    },
  });
  const t = (id: string) => intl.formatMessage({ id: `presence.statements.adjustment.${id}` });

  return (
    <FormDialog
      id="adjustment-dialog-title"
      titleId="presence.statements.adjustment.title"
      onClose={onClose}
      onSubmit={submit}
      busy={formik.isSubmitting}
      formError={formError}
      actionId="presence.statements.adjustment.action"
      text={
        <FormattedMessage
          id={statement.status === 'validated' ? 'presence.statements.adjustment.textValidated' : 'presence.statements.adjustment.text'}
          values={{ teacher: statement.teacherName }}
        />
      }
    >
      <TextField {...field('label')} label={t('label')} required fullWidth margin="dense" slotProps={{ htmlInput: { maxLength: 120 } }} />
      <TextField
        {...field('amount')}
        type="number"
        label={t('amount')}
        required
        fullWidth
        margin="dense"
        slotProps={{ htmlInput: { step: 1 } }}
      />
    </FormDialog>
  );
}
