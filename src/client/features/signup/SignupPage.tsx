import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { FormattedMessage, useIntl } from 'react-intl';
import { Navigate, Link as RouterLink } from 'react-router-dom';
import { registerBody, type RegisterBody } from '../../../domain/contract/users';
import { useRegisterMutation } from '../../api/usersApi';
import { useAppSelector } from '../../app/hooks';
import { selectAuthStatus } from '../../app/session';
import { useAlerts } from '../../components/alerts/alertsContext';
import { FormAlert } from '../../components/forms/FormAlert';
import { TextInput } from '../../components/forms/TextInput';
import { useSchemaForm } from '../../components/forms/useSchemaForm';
import { PublicFrame } from '../../components/PublicFrame';

const EMPTY = { username: '', firstName: '', lastName: '', email: '', phone: '', password: '', schoolName: '' };
type Values = typeof EMPTY;

/** Optional fields left blank are left out, so the server applies its own defaults. */
function toBody(values: Values): RegisterBody {
  const entries = Object.entries(values).map(([key, value]) => [key, value.trim() === '' ? undefined : value]);
  return Object.fromEntries(entries.filter(([, value]) => value !== undefined)) as RegisterBody;
}

export default function SignupPage() {
  const intl = useIntl();
  const status = useAppSelector(selectAuthStatus);
  const { showError } = useAlerts();
  const [register, { data: registered }] = useRegisterMutation();
  const { formik, submit, field, refuse, formError } = useSchemaForm({
    formId: 'signup',
    schema: registerBody,
    initialValues: EMPTY,
    onSubmit: async (values) => {
      try {
        await register(toBody(values)).unwrap();
      } catch (error) {
        if (!refuse(error)) showError(error);
      }
    },
  });
  const label = (name: keyof Values) => intl.formatMessage({ id: `signup.${name}` });

  // Someone signed in has an account already: creating another from their session makes no sense.
  if (status === 'authenticated') return <Navigate to="/dashboard" replace />;

  if (registered) {
    return (
      <PublicFrame titleId="signup.title" width={560}>
        <Alert severity={registered.pending ? 'info' : 'success'} sx={{ mb: 2 }}>
          <FormattedMessage id={registered.pending ? 'signup.pending' : 'signup.active'} values={{ username: registered.user.username }} />
        </Alert>
        <Button component={RouterLink} to="/login" variant="contained">
          <FormattedMessage id="signup.toLogin" />
        </Button>
      </PublicFrame>
    );
  }

  return (
    <PublicFrame titleId="signup.title" width={560}>
      <Box component="form" noValidate onSubmit={submit}>
        <FormAlert message={formError} />
        <Grid container columnSpacing={2}>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextInput {...field('firstName')} label={label('firstName')} autoComplete="given-name" required />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextInput {...field('lastName')} label={label('lastName')} autoComplete="family-name" required />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextInput {...field('username')} label={label('username')} autoComplete="username" required />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextInput {...field('password')} type="password" label={label('password')} autoComplete="new-password" required />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextInput {...field('email')} type="email" label={label('email')} autoComplete="email" />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextInput {...field('phone')} type="tel" label={label('phone')} autoComplete="tel" />
          </Grid>
          <Grid size={12}>
            <TextInput {...field('schoolName')} label={label('schoolName')} autoComplete="organization" />
          </Grid>
        </Grid>
        <Button type="submit" variant="contained" fullWidth size="large" disabled={formik.isSubmitting} sx={{ mt: 1 }}>
          <FormattedMessage id="signup.submit" />
        </Button>
      </Box>
      <Typography variant="body2" sx={{ mt: 2 }}>
        <FormattedMessage id="signup.haveAccount" />{' '}
        <Link component={RouterLink} to="/login">
          <FormattedMessage id="signup.toLogin" />
        </Link>
      </Typography>
    </PublicFrame>
  );
}
