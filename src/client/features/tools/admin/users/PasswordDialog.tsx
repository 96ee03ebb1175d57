import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { FormattedMessage, useIntl } from 'react-intl';
import type { StaffEntry } from '../../../../../domain/contract/users';
import { passwordField } from '../../../../../domain/validation/checks';
import { msg, yup } from '../../../../../domain/validation/yup';
import { useSetUserPasswordMutation } from '../../../../api/usersApi';
import { useAlerts } from '../../../../components/alerts/alertsContext';
import { TextInput } from '../../../../components/forms/TextInput';
import { FormAlert } from '../../../../components/forms/FormAlert';
import { useSchemaForm } from '../../../../components/forms/useSchemaForm';
import { useToasts } from '../../../../components/toasts/useToasts';
import { DialogFooter } from '../../../../components/DialogFooter';

/** PUT /users/{id}/password's rule, plus the confirmation. */
const schema = yup.object({
  password: passwordField(),
  confirmPassword: yup
    .string()
    .required()
    .oneOf([yup.ref('password')], msg('validation.mismatch')),
});

/** An administrator's password reset for a user who lost theirs. */
export function PasswordDialog({ user, onClose }: { user: StaffEntry; onClose: () => void }) {
  const intl = useIntl();
  const toasts = useToasts();
  const { showError } = useAlerts();
  const [setPassword] = useSetUserPasswordMutation();
  const { formik, submit, field, refuse, formError } = useSchemaForm({
    formId: 'user-password',
    schema,
    initialValues: { password: '', confirmPassword: '' },
    onSubmit: async ({ password }) => {
      try {
        await setPassword({ id: user.id, password }).unwrap();
        toasts.success();
        onClose();
      } catch (error) {
        if (!refuse(error)) showError(error);
      }
    },
  });
  const name = `${user.firstName} ${user.lastName}`;
  return (
    <Dialog open onClose={onClose} aria-labelledby="user-password-title" fullWidth maxWidth="xs">
      <form noValidate onSubmit={submit}>
        <DialogTitle id="user-password-title">
          <FormattedMessage id="toolsAdmin.users.password.title" values={{ name }} />
        </DialogTitle>
        <DialogContent>
          <FormAlert message={formError} />
          <DialogContentText>
            <FormattedMessage id="toolsAdmin.users.password.text" values={{ name }} />
          </DialogContentText>
          <TextInput
            {...field('password')}
            type="password"
            label={intl.formatMessage({ id: 'toolsAdmin.users.password.new' })}
            autoComplete="new-password"
            required
            autoFocus
          />
          <TextInput
            {...field('confirmPassword')}
            type="password"
            label={intl.formatMessage({ id: 'toolsAdmin.users.password.confirm' })}
            autoComplete="new-password"
            required
          />
        </DialogContent>
        <DialogFooter onCancel={onClose} busy={formik.isSubmitting} actionId="toolsAdmin.users.password.submit" />
      </form>
    </Dialog>
  );
}
