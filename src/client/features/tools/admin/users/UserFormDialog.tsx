import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Grid from '@mui/material/Grid';
import FormHelperText from '@mui/material/FormHelperText';
import { FormattedMessage, useIntl } from 'react-intl';
import { createUserBody, updateUserBody, userDetailsFields, type StaffEntry } from '../../../../../domain/contract/users';
import type { Role } from '../../../../../domain/permissions';
import { msg, yup } from '../../../../../domain/validation/yup';
import { useCreateUserMutation, useUpdateUserMutation } from '../../../../api/usersApi';
import { useAlerts } from '../../../../components/alerts/alertsContext';
import { TextInput } from '../../../../components/forms/TextInput';
import { FormAlert } from '../../../../components/forms/FormAlert';
import { useSchemaForm } from '../../../../components/forms/useSchemaForm';
import { useToasts } from '../../../../components/toasts/useToasts';
import { DialogFooter } from '../../../../components/DialogFooter';
import { RoleSelect } from './RoleSelect';

/** The server's create rule, plus a confirmation that only the form needs. */
const createSchema = createUserBody.shape({
  confirmPassword: yup
    .string()
    .required()
    .oneOf([yup.ref('password')], msg('validation.mismatch')),
});

/** The server's update rule; names stay required, as on the profile, so an edit cannot blank them. */
const editSchema = updateUserBody.shape({ firstName: userDetailsFields.firstName, lastName: userDetailsFields.lastName });

const blankToNull = (value: string) => (value.trim() === '' ? null : value);

interface UserFormDialogProps {
  /** The user to edit; none to create one. */
  user?: StaffEntry;
  /** The signed-in administrator's own record: the server refuses a change of one's own role. */
  isSelf?: boolean;
  onClose: () => void;
}

export function UserFormDialog({ user, isSelf = false, onClose }: UserFormDialogProps) {
  const intl = useIntl();
  const toasts = useToasts();
  const { showError } = useAlerts();
  const [createUser] = useCreateUserMutation();
  const [updateUser] = useUpdateUserMutation();
  const { formik, submit, field, refuse, formError } = useSchemaForm({
    formId: user ? 'user-edit' : 'user-create',
    schema: user ? editSchema : createSchema,
    initialValues: {
      username: user?.username ?? '',
      firstName: user?.firstName ?? '',
      lastName: user?.lastName ?? '',
      email: user?.email ?? '',
      phone: user?.phone ?? '',
      role: (user?.role ?? 'teacher') as Role,
      password: '',
      confirmPassword: '',
    },
    onSubmit: async ({ username, firstName, lastName, email, phone, role, password }) => {
      const details = { firstName, lastName, email: blankToNull(email), phone: blankToNull(phone) };
      try {
        if (user) await updateUser({ id: user.id, ...details, ...(isSelf ? {} : { role }) }).unwrap();
        else await createUser({ ...details, username, role, status: 'active', password }).unwrap();
        toasts.success();
        onClose();
      } catch (error) {
        if (!refuse(error)) showError(error);
      }
    },
  });
  const label = (name: string) => intl.formatMessage({ id: `toolsAdmin.users.fields.${name}` });
  const titleId = user ? 'user-edit-title' : 'user-create-title';
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form noValidate onSubmit={submit}>
        <DialogTitle id={titleId}>
          {user ? (
            <FormattedMessage id="toolsAdmin.users.form.editTitle" values={{ name: `${user.firstName} ${user.lastName}` }} />
          ) : (
            <FormattedMessage id="toolsAdmin.users.form.createTitle" />
          )}
        </DialogTitle>
        <DialogContent>
          <FormAlert message={formError} />
          <Grid container columnSpacing={2}>
            {!user && (
              <Grid size={12}>
                <TextInput {...field('username')} label={label('username')} autoComplete="off" required autoFocus />
              </Grid>
            )}
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextInput {...field('firstName')} label={label('firstName')} required autoFocus={Boolean(user)} />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextInput {...field('lastName')} label={label('lastName')} required />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextInput {...field('email')} type="email" label={label('email')} />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextInput {...field('phone')} type="tel" label={label('phone')} />
            </Grid>
            <Grid size={12}>
              <RoleSelect {...field('role')} disabled={isSelf} />
              {isSelf && (
                <FormHelperText>
                  <FormattedMessage id="toolsAdmin.users.form.ownRole" />
                </FormHelperText>
              )}
            </Grid>
            {!user && (
              <>
                <Grid size={{ xs: 12, sm: 6 }}>
                  <TextInput {...field('password')} type="password" label={label('password')} autoComplete="new-password" required />
                </Grid>
                <Grid size={{ xs: 12, sm: 6 }}>
                  <TextInput
                    {...field('confirmPassword')}
                    type="password"
                    label={label('confirmPassword')}
                    autoComplete="new-password"
                    required
                  />
                </Grid>
              </>
            )}
          </Grid>
        </DialogContent>
        <DialogFooter onCancel={onClose} busy={formik.isSubmitting} />
      </form>
    </Dialog>
  );
}
