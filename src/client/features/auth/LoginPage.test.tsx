import { screen } from '@testing-library/react';
import { AppRoutes } from '../../app/router';
import { jsonBody, mockFetch } from '../../testing/fetchMock';
import { currentUserFixture, dashboardFixture, signedOutState } from '../../testing/fixtures';
import { renderWithProviders } from '../../testing/renderWithProviders';

describe('LoginPage', () => {
  it.each(['en', 'fr'] as const)('renders in %s', async (language) => {
    const { container } = renderWithProviders(<AppRoutes />, { route: '/login', language, preloadedState: signedOutState });
    const en = language === 'en';
    expect(await screen.findByRole('heading', { level: 1, name: en ? 'Sign in' : 'Connexion' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: en ? 'Username' : "Nom d'utilisateur" })).toHaveValue('');
    expect(screen.getByLabelText(en ? 'Password' : 'Mot de passe')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: en ? 'Sign in' : 'Se connecter' })).toBeEnabled();
    expect(screen.getByRole('link', { name: en ? 'Sign up' : 'Créer un compte' })).toBeInTheDocument();
    expect(container).toMatchSnapshot();
  });

  it('is also the empty path', async () => {
    renderWithProviders(<AppRoutes />, { route: '/', preloadedState: signedOutState });
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('signs in: posts the password grant, stores the token, loads the user and opens the dashboard', async () => {
    const network = mockFetch([
      { method: 'POST', path: '/oauth/token', body: { token_type: 'Bearer', access_token: 'new-token', expires_in: 28800 } },
      { path: '/api/user', body: currentUserFixture() },
      { path: '/api/dashboard/3', body: dashboardFixture },
    ]);
    const { user } = renderWithProviders(<AppRoutes />, { route: '/login', preloadedState: signedOutState });

    await user.type(await screen.findByLabelText('Username'), 'secretary');
    await user.type(screen.getByLabelText('Password'), 'Scola-2026');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(localStorage.getItem('jwtToken')).toBe('new-token');
    const [tokenCall] = network.requestsTo('/oauth/token');
    expect(await jsonBody(tokenCall)).toEqual({
      grant_type: 'password',
      username: 'secretary',
      password: 'Scola-2026',
      client_id: 'scola-web',
      client_secret: 'scola-web-secret',
      scope: 'all',
    });
    // The token call does not go through the shared client: no bearer, no anti-forgery header.
    expect(tokenCall.headers.get('Authorization')).toBeNull();
    expect(network.requestsTo('/api/user')[0].headers.get('Authorization')).toBe('Bearer new-token');
  });

  it("shows the 400 dialog with the server's message when the credentials are wrong", async () => {
    mockFetch([
      {
        method: 'POST',
        path: '/oauth/token',
        status: 400,
        body: { statusCode: 400, error: 'invalid_grant', message: 'Wrong username or password' },
      },
    ]);
    const { user } = renderWithProviders(<AppRoutes />, { route: '/login', preloadedState: signedOutState });

    await user.type(await screen.findByLabelText('Username'), 'secretary');
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Invalid form');
    expect(dialog).toHaveTextContent('Wrong username or password');
    expect(localStorage.getItem('jwtToken')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it.each([
    ['fr', 900, "Trop d'échecs de connexion\u00a0: la connexion est bloquée pour le moment. Réessayez dans 15 minutes."],
    ['en', 30, 'Too many failed sign-in attempts: signing in is locked for now. Try again in 1 minute.'],
    ['en', undefined, 'Too many failed sign-in attempts: signing in is locked for now. Try again in a few minutes.'],
  ] as const)(
    'says on the form, in %s, that signing in is locked and when to try again (429, retryAfter %s)',
    async (language, retryAfter, text) => {
      mockFetch([
        {
          method: 'POST',
          path: '/oauth/token',
          status: 429,
          body: { statusCode: 429, error: 'Too Many Requests', message: 'Too many attempts.', ...(retryAfter ? { retryAfter } : {}) },
        },
      ]);
      const { user } = renderWithProviders(<AppRoutes />, { route: '/login', language, preloadedState: signedOutState });
      const en = language === 'en';

      await user.type(await screen.findByLabelText(en ? 'Username' : "Nom d'utilisateur"), 'secretary');
      await user.type(screen.getByLabelText(en ? 'Password' : 'Mot de passe'), 'Scola-2026');
      await user.click(screen.getByRole('button', { name: en ? 'Sign in' : 'Se connecter' }));

      // Exactly, non-breaking space included (toHaveTextContent would fold it).
      expect((await screen.findByRole('alert')).textContent).toBe(text);
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(localStorage.getItem('jwtToken')).toBeNull();
    },
  );

  it('refuses an empty form with translated messages and the warning toast', async () => {
    const network = mockFetch([]);
    const { user } = renderWithProviders(<AppRoutes />, { route: '/login', language: 'fr', preloadedState: signedOutState });

    await user.click(await screen.findByRole('button', { name: 'Se connecter' }));

    expect(await screen.findAllByText('Ce champ est obligatoire')).toHaveLength(2);
    expect(await screen.findByText('Veuillez vérifier le formulaire')).toBeInTheDocument();
    expect(network.requests).toHaveLength(0);
  });

  it('asks for a reset link for the typed username and says it was sent', async () => {
    const network = mockFetch([
      { path: '/users/password-reset?username=secretary', body: { message: 'If the account exists, a reset link has been sent.' } },
    ]);
    const { user } = renderWithProviders(<AppRoutes />, { route: '/login', preloadedState: signedOutState });

    await user.click(await screen.findByRole('button', { name: 'Forgot your password?' }));
    expect(await screen.findByText('Enter your username first')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Username'), 'secretary');
    await user.click(screen.getByRole('button', { name: 'Forgot your password?' }));
    expect(await screen.findByText('If the account exists, a reset link has been sent.')).toBeInTheDocument();
    expect(network.requests).toHaveLength(1);
  });
});
