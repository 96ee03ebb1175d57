import TextField from '@mui/material/TextField';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { openSession } from '../../../../domain/contract/payments';
import { useOpenSessionMutation } from '../../../api/paymentsApi';
import { FormDialog } from '../../../components/forms/FormDialog';
import { useDialogForm } from '../../../components/forms/useDialogForm';
import { numberOrUndefined, type NumberInput } from './days';

interface Values {
  openingFloat: NumberInput;
}

const bodySchema = openSession.body!;

/** Opens the caller's cash session with the float in the drawer. */
export function OpenSessionDialog({ onClose }: { onClose: () => void }) {
  const intl = useIntl();
  const [open] = useOpenSessionMutation();
  const schema = useMemo(
    () => bodySchema.clone().transform((values: Values) => ({ openingFloat: numberOrUndefined(values.openingFloat) })),
    [],
  );
  const { formik, submit, field, formError } = useDialogForm<Values>({
    formId: 'open-session',
    schema,
    initialValues: { openingFloat: 0 },
    onClose,
    send: async (values) => {
      const body = await schema.validate(values, { stripUnknown: true });
      await open({ openingFloat: body.openingFloat }).unwrap();
      return intl.formatMessage({ id: 'finance.common.session.opened' });
    },
  });
  return (
    <FormDialog
      id="open-session-title"
      titleId="finance.common.session.openTitle"
      onClose={onClose}
      onSubmit={submit}
      busy={formik.isSubmitting}
      formError={formError}
      actionId="finance.common.session.open"
      text={intl.formatMessage({ id: 'finance.common.session.openText' })}
    >
      <TextField
        {...field('openingFloat')}
        type="number"
        label={intl.formatMessage({ id: 'finance.common.session.openingFloat' })}
        required
        fullWidth
        autoFocus
        margin="dense"
        slotProps={{ htmlInput: { min: 0, step: 1 } }}
      />
    </FormDialog>
  );
}
