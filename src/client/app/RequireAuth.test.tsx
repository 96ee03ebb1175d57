import { act, screen } from '@testing-library/react';
import { populate } from '../features/auth/authThunks';
import { mockFetch } from '../testing/fetchMock';
import { currentUserFixture, dashboardFixture, signedInState, TOKEN } from '../testing/fixtures';
import { renderWithProviders } from '../testing/renderWithProviders';
import { AppRoutes } from './router';
import { makeStore } from './store';

describe('RequireAuth', () => {
  it('sends a visitor without a token to the login page', async () => {
    const store = makeStore();
    await store.dispatch(populate());
    renderWithProviders(<AppRoutes />, { route: '/dashboard', store });
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('waits with a spinner while the stored token is checked, then opens the route', async () => {
    localStorage.setItem('jwtToken', TOKEN);
    // The student-cards area asks for the year's classrooms once the user is known.
    mockFetch([{ path: /^\/api\/classrooms\?/, body: { data: [], total: 0 } }]);
    let answer: (response: Response) => void = () => undefined;
    jest.spyOn(globalThis, 'fetch').mockImplementationOnce(() => new Promise<Response>((resolve) => (answer = resolve)));
    const store = makeStore();
    const populating = store.dispatch(populate());
    renderWithProviders(<AppRoutes />, { route: '/student-cards', store });

    expect(await screen.findByRole('progressbar')).toBeInTheDocument();
    await act(async () => {
      answer(new Response(JSON.stringify(currentUserFixture()), { headers: { 'Content-Type': 'application/json' } }));
      await populating;
    });
    expect(await screen.findByText('Choose a class to see its students and their cards.')).toBeInTheDocument();
  });

  it('returns to the wanted page after sign-in', async () => {
    mockFetch([
      { method: 'POST', path: '/oauth/token', body: { token_type: 'Bearer', access_token: TOKEN, expires_in: 60 } },
      { path: '/api/user', body: currentUserFixture() },
      { path: '/api/dashboard/3', body: dashboardFixture },
    ]);
    const { user } = renderWithProviders(<AppRoutes />, {
      route: '/user',
      preloadedState: { auth: { status: 'anonymous', currentUser: null } },
    });
    await user.type(await screen.findByLabelText('Username'), 'secretary');
    await user.type(screen.getByLabelText('Password'), 'Scola-2026');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { name: 'My profile' })).toBeInTheDocument();
  });

  it('lets a signed-in user through to the login page redirect (no second sign-in)', async () => {
    localStorage.setItem('jwtToken', TOKEN);
    mockFetch([{ path: '/api/dashboard/3', body: dashboardFixture }]);
    renderWithProviders(<AppRoutes />, { route: '/login', preloadedState: signedInState() });
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
  });
});
