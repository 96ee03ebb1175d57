import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { jsonBody, mockFetch } from '../../testing/fetchMock';
import { Route, Routes } from 'react-router-dom';
import { currentUserFixture, signedInState, signedOutState } from '../../testing/fixtures';
import { renderWithProviders } from '../../testing/renderWithProviders';
import SignupPage from './SignupPage';

/** The required fields only: the optional ones stay blank and must not be sent. */
async function fillAndSubmit(user: UserEvent) {
  await user.type(screen.getByLabelText(/First name/), 'Paul');
  await user.type(screen.getByLabelText(/Last name/), 'Nkoulou');
  await user.type(screen.getByLabelText(/Username/), 'nkoulou');
  await user.type(screen.getByLabelText(/Password/), 'a-long-passphrase');
  await user.click(screen.getByRole('button', { name: 'Sign up' }));
}

describe('SignupPage', () => {
  it.each(['en', 'fr'] as const)('renders in %s', (language) => {
    const { container } = renderWithProviders(<SignupPage />, { language });
    const en = language === 'en';
    expect(screen.getByRole('heading', { level: 1, name: en ? 'Create an account' : 'Créer un compte' })).toBeInTheDocument();
    for (const name of en ? ['First name', 'Last name', 'Username'] : ['Prénom', 'Nom', "Nom d'utilisateur"])
      expect(screen.getByRole('textbox', { name })).toBeRequired();
    expect(screen.getByRole('button', { name: en ? 'Sign up' : 'Créer le compte' })).toBeInTheDocument();
    expect(container).toMatchSnapshot();
  });

  it.each([
    ['sends a signed-in user to the dashboard', signedInState(), 'The dashboard'],
    ['shows the form to a signed-out visitor', signedOutState, 'Create an account'],
  ])('%s', async (_, preloadedState, heading) => {
    renderWithProviders(
      <Routes>
        <Route path="/signup" element={<SignupPage />} />
        <Route path="/dashboard" element={<h1>The dashboard</h1>} />
      </Routes>,
      { route: '/signup', preloadedState },
    );
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });

  it('registers without the shared client and says the account awaits approval', async () => {
    const created = { ...currentUserFixture().data.user, id: 21, username: 'nkoulou', status: 'pending' };
    const network = mockFetch([{ method: 'POST', path: '/register/user', status: 201, body: { user: created, pending: true } }]);
    document.cookie = 'XSRF-TOKEN=should-not-be-sent';
    const { user } = renderWithProviders(<SignupPage />);

    await fillAndSubmit(user);

    expect(await screen.findByText(/An administrator must approve it/)).toHaveTextContent('Account nkoulou created.');
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    const [call] = network.requests;
    expect(await jsonBody(call)).toEqual({ username: 'nkoulou', firstName: 'Paul', lastName: 'Nkoulou', password: 'a-long-passphrase' });
    expect(call.headers.get('X-XSRF-TOKEN')).toBeNull();
  });

  it('marks a username already taken (409) on its field, without the error dialog', async () => {
    const taken = 'The username "nkoulou" is already taken.';
    mockFetch([
      {
        method: 'POST',
        path: '/register/user',
        status: 409,
        body: { statusCode: 409, error: 'Conflict', message: taken, fields: { username: taken } },
      },
    ]);
    const { user } = renderWithProviders(<SignupPage />);
    await fillAndSubmit(user);
    const username = screen.getByLabelText(/Username/);
    await waitFor(() => expect(username).toHaveAccessibleDescription(taken));
    expect(username).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says on the form when sign-ups from this address must wait (429)', async () => {
    mockFetch([
      {
        method: 'POST',
        path: '/register/user',
        status: 429,
        body: { statusCode: 429, error: 'Too Many Requests', message: 'Too many attempts.', retryAfter: 600 },
      },
    ]);
    const { user } = renderWithProviders(<SignupPage />);
    await fillAndSubmit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts. Try again in 10 minutes.');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
