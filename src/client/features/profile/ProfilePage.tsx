import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { editPasswordBody } from '../../../domain/contract/auth';
import { profileBody, type User } from '../../../domain/contract/users';
import { msg, yup } from '../../../domain/validation/yup';
import { useEditPasswordMutation, useUpdateUserMutation } from '../../api/usersApi';
import { useCurrentUser } from '../../app/session';
import { useAlerts } from '../../components/alerts/alertsContext';
import { FormAlert } from '../../components/forms/FormAlert';
import { TextInput } from '../../components/forms/TextInput';
import { useSchemaForm } from '../../components/forms/useSchemaForm';
import { useToasts } from '../../components/toasts/useToasts';

/** The server's rule for the new password, plus a confirmation that only the form needs. */
const passwordSchema = editPasswordBody.shape({
  confirmPassword: yup
    .string()
    .required()
    .oneOf([yup.ref('newPassword')], msg('validation.mismatch')),
});

const blankToNull = (value: string) => (value.trim() === '' ? null : value);

function Section({ titleId, children }: { titleId: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, height: '100%' }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        <FormattedMessage id={titleId} />
      </Typography>
      {children}
    </Paper>
  );
}

function DetailsForm({ user }: { user: User }) {
  const intl = useIntl();
  const toasts = useToasts();
  const { showError } = useAlerts();
  const [updateUser] = useUpdateUserMutation();
  const { formik, submit, field, refuse, formError } = useSchemaForm({
    formId: 'profile',
    schema: profileBody,
    initialValues: { firstName: user.firstName, lastName: user.lastName, email: user.email ?? '', phone: user.phone ?? '' },
    onSubmit: async ({ firstName, lastName, email, phone }) => {
      try {
        await updateUser({ id: user.id, firstName, lastName, email: blankToNull(email), phone: blankToNull(phone) }).unwrap();
        toasts.success();
      } catch (error) {
        if (!refuse(error)) showError(error);
      }
    },
  });
  const label = (name: string) => intl.formatMessage({ id: `profile.fields.${name}` });
  return (
    <Box component="form" noValidate onSubmit={submit}>
      <FormAlert message={formError} />
      <TextInput {...field('firstName')} label={label('firstName')} autoComplete="given-name" required />
      <TextInput {...field('lastName')} label={label('lastName')} autoComplete="family-name" required />
      <TextInput {...field('email')} type="email" label={label('email')} autoComplete="email" />
      <TextInput {...field('phone')} type="tel" label={label('phone')} autoComplete="tel" />
      <Button type="submit" variant="contained" disabled={formik.isSubmitting} sx={{ mt: 1 }}>
        <FormattedMessage id="common.save" />
      </Button>
    </Box>
  );
}

function PasswordForm() {
  const intl = useIntl();
  const toasts = useToasts();
  const { showError } = useAlerts();
  const [editPassword] = useEditPasswordMutation();
  const { formik, submit, field, refuse, formError } = useSchemaForm({
    formId: 'password',
    schema: passwordSchema,
    initialValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
    onSubmit: async ({ currentPassword, newPassword }, { resetForm }) => {
      try {
        await editPassword({ currentPassword, newPassword }).unwrap();
        resetForm();
        toasts.success();
      } catch (error) {
        if (!refuse(error)) showError(error);
      }
    },
  });
  const label = (name: string) => intl.formatMessage({ id: `profile.password.${name}` });
  return (
    <Box component="form" noValidate onSubmit={submit}>
      <FormAlert message={formError} />
      <TextInput {...field('currentPassword')} type="password" label={label('current')} autoComplete="current-password" required />
      <TextInput {...field('newPassword')} type="password" label={label('new')} autoComplete="new-password" required />
      <TextInput {...field('confirmPassword')} type="password" label={label('confirm')} autoComplete="new-password" required />
      <Button type="submit" variant="contained" disabled={formik.isSubmitting} sx={{ mt: 1 }}>
        <FormattedMessage id="profile.password.submit" />
      </Button>
    </Box>
  );
}

export default function ProfilePage() {
  const user = useCurrentUser()?.data.user;
  if (!user) return null;
  return (
    <>
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        <FormattedMessage id="profile.title" />
      </Typography>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>
          <Section titleId="profile.details">
            <Typography color="text.secondary" variant="body2">
              <FormattedMessage id="profile.username" values={{ username: user.username }} />
            </Typography>
            <DetailsForm user={user} />
          </Section>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Section titleId="profile.password.title">
            <PasswordForm />
          </Section>
        </Grid>
      </Grid>
    </>
  );
}
