import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Navigate, Link as RouterLink, useLocation } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectAuthStatus } from '../../app/session';
import { useAlerts } from '../../components/alerts/alertsContext';
import { useFormRefusal } from '../../components/forms/useFormRefusal';
import { useToasts } from '../../components/toasts/useToasts';
import { requestPasswordReset, signIn } from './authThunks';
import { LoginField } from './LoginField';
import { LoginFrame } from './LoginFrame';
import { useLoginForm } from './useLoginForm';

/**
 * What signing in leads to (the API, then the themed screens) is fetched while the user types, so
 * a slow link is busy during the typing rather than after the click.
 */
let warmedUp = false;
function warmUp() {
  if (warmedUp) return;
  warmedUp = true;
  void import(/* webpackChunkName: "api" */ '../../app/apiWiring');
  void import(/* webpackChunkName: "themed" */ '../../app/ThemedRoutes');
}

/** Where to go after sign-in: the page RequireAuth sent us from, else the dashboard. */
function useReturnPath(): string {
  const from = (useLocation().state as { from?: string } | null)?.from;
  return from && !from.startsWith('/login') ? from : '/dashboard';
}

/**
 * The first page most users load, on slow office links: plain elements and one small stylesheet
 * (login.css), no MUI and no RTK Query; the API, the alert dialog and the toasts load when first used.
 */
export default function LoginPage() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const status = useAppSelector(selectAuthStatus);
  const returnPath = useReturnPath();
  const { showError } = useAlerts();
  const toasts = useToasts();
  const [resetting, setResetting] = useState(false);
  const owns = (path: string) => path === 'username' || path === 'password';
  // A locked account (429) is told on the form, with the wait; a wrong password keeps its dialog.
  const signInRefusal = useFormRefusal({ owns, tooManyId: 'login.locked' });
  const resetRefusal = useFormRefusal({ owns });
  const { values, submitting, submit, field } = useLoginForm(async (credentials) => {
    signInRefusal.clear();
    resetRefusal.clear();
    const result = await dispatch(signIn(credentials));
    if (!signIn.rejected.match(result)) return;
    const error = result.payload ?? result.error;
    if (!signInRefusal.refuse(error)) showError(error);
  });
  const refusal = signInRefusal.refusal ?? resetRefusal.refusal;
  /** A field the server refused shows its message, unless the form's own check already says something. */
  const input = (name: 'username' | 'password') => {
    const props = field(name);
    const refused = refusal?.fields[name];
    return refused && !props.error ? { ...props, error: true, helperText: refused } : props;
  };

  const forgotPassword = async () => {
    const username = values.username.trim();
    if (!username) return toasts.warning(intl.formatMessage({ id: 'login.reset.needUsername' }));
    setResetting(true);
    signInRefusal.clear();
    resetRefusal.clear();
    const result = await dispatch(requestPasswordReset(username));
    setResetting(false);
    if (requestPasswordReset.rejected.match(result)) {
      const error = result.payload ?? result.error;
      if (!resetRefusal.refuse(error)) showError(error);
    } else toasts.info(intl.formatMessage({ id: 'login.reset.sent' }), intl.formatMessage({ id: 'login.reset.title' }));
  };

  // Signing in (or a stored token that checks out) flips the status; that is the navigation.
  if (status === 'authenticated') return <Navigate to={returnPath} replace />;

  return (
    <LoginFrame titleId="login.title">
      <form noValidate onInput={warmUp} onSubmit={(event) => void submit(event)}>
        <LoginField {...input('username')} label={intl.formatMessage({ id: 'login.username' })} autoComplete="username" autoFocus />
        <LoginField
          {...input('password')}
          type="password"
          label={intl.formatMessage({ id: 'login.password' })}
          autoComplete="current-password"
        />
        {refusal?.message && (
          <p className="login-alert" role="alert">
            {refusal.message}
          </p>
        )}
        <button type="submit" className="login-submit" disabled={submitting}>
          <FormattedMessage id="login.submit" />
        </button>
      </form>
      <div className="login-links">
        <button type="button" className="login-link" onClick={() => void forgotPassword()} disabled={resetting}>
          <FormattedMessage id="login.forgotPassword" />
        </button>
        <span>
          <FormattedMessage id="login.noAccount" />{' '}
          <RouterLink className="login-link" to="/signup">
            <FormattedMessage id="login.signup" />
          </RouterLink>
        </span>
      </div>
    </LoginFrame>
  );
}
