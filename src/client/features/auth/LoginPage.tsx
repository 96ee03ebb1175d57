import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { FormattedMessage, useIntl } from 'react-intl';
import { Navigate, Link as RouterLink, useLocation } from 'react-router-dom';
import { useRequestPasswordResetMutation } from '../../api/authApi';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectAuthStatus } from '../../app/session';
import { useAlerts } from '../../components/alerts/alertsContext';
import { TextInput } from '../../components/forms/TextInput';
import { PublicFrame } from '../../components/PublicFrame';
import { useToasts } from '../../components/toasts/useToasts';
import { signIn } from './authSlice';
import { useLoginForm } from './useLoginForm';

/** Where to go after sign-in: the page RequireAuth sent us from, else the dashboard. */
function useReturnPath(): string {
  const from = (useLocation().state as { from?: string } | null)?.from;
  return from && !from.startsWith('/login') ? from : '/dashboard';
}

export default function LoginPage() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const status = useAppSelector(selectAuthStatus);
  const returnPath = useReturnPath();
  const { showError } = useAlerts();
  const toasts = useToasts();
  const [requestReset, resetRequest] = useRequestPasswordResetMutation();
  const { values, submitting, submit, field } = useLoginForm(async (credentials) => {
    const result = await dispatch(signIn(credentials));
    if (signIn.rejected.match(result)) showError(result.payload ?? result.error);
  });

  const forgotPassword = async () => {
    const username = values.username.trim();
    if (!username) return toasts.warning(intl.formatMessage({ id: 'login.reset.needUsername' }));
    try {
      await requestReset({ username }).unwrap();
      toasts.info(intl.formatMessage({ id: 'login.reset.sent' }), intl.formatMessage({ id: 'login.reset.title' }));
    } catch (error) {
      showError(error);
    }
  };

  // Signing in (or a stored token that checks out) flips the status; that is the navigation.
  if (status === 'authenticated') return <Navigate to={returnPath} replace />;

  return (
    <PublicFrame titleId="login.title">
      <Box component="form" noValidate onSubmit={(event) => void submit(event)}>
        <TextInput {...field('username')} label={intl.formatMessage({ id: 'login.username' })} autoComplete="username" autoFocus />
        <TextInput {...field('password')} type="password" label={intl.formatMessage({ id: 'login.password' })} autoComplete="current-password" />
        <Button type="submit" variant="contained" fullWidth size="large" disabled={submitting} sx={{ mt: 1 }}>
          <FormattedMessage id="login.submit" />
        </Button>
      </Box>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1, mt: 2 }}>
        <Link component="button" type="button" variant="body2" onClick={forgotPassword} disabled={resetRequest.isLoading}>
          <FormattedMessage id="login.forgotPassword" />
        </Link>
        <Typography variant="body2">
          <FormattedMessage id="login.noAccount" />{' '}
          <Link component={RouterLink} to="/signup">
            <FormattedMessage id="login.signup" />
          </Link>
        </Typography>
      </Box>
    </PublicFrame>
  );
}
