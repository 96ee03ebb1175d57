import { screen, within } from '@testing-library/react';
import { jsonBody, mockFetch, type MockRoute } from '../../../testing/fetchMock';
import { signedInState, TOKEN } from '../../../testing/fixtures';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { pendingUsersFixture, usersFixture } from './adminFixtures';
import UsersTab from './UsersTab';

// The machine running the suite may be busy: leave the network answers and user events time.

beforeEach(() => localStorage.setItem('jwtToken', TOKEN));

const listRoutes: MockRoute[] = [
  { path: '/users?status=pending&limit=20', body: { data: pendingUsersFixture, total: 1 } },
  { path: '/users?limit=25&skip=0', body: { data: usersFixture, total: 4 } },
];

const rowOf = async (username: string) => (await screen.findByText(username, { selector: 'td span' })).closest('tr') as HTMLElement;

describe('UsersTab', () => {
  it.each(['en', 'fr'] as const)('renders in %s', async (language) => {
    mockFetch(listRoutes);
    const { container } = renderWithProviders(<UsersTab />, { language, preloadedState: signedInState() });
    await rowOf('intendant');
    await screen.findByRole('heading', { name: /1 (sign-up|compte)/ });
    expect(within(screen.getByRole('alert')).getAllByRole('listitem')).toHaveLength(1);
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(4);
    for (const [index, username] of ['nkoulou', 'secretary', 'censeur', 'intendant'].entries())
      expect(within(rows[index]).getAllByRole('cell')[0]).toHaveTextContent(username);
    expect(container).toMatchSnapshot();
  });

  it('translates the school roles and lists pending accounts first', async () => {
    mockFetch(listRoutes);
    renderWithProviders(<UsersTab />, { language: 'fr', preloadedState: signedInState() });
    const censeur = await rowOf('censeur');
    expect(censeur).toHaveTextContent('Censeur');
    expect(await rowOf('intendant')).toHaveTextContent('Économe / Intendant');
    const [, first] = screen.getAllByRole('row');
    expect(first).toHaveTextContent('nkoulou');
    expect(first).toHaveTextContent('En attente de validation');
  });

  it("hides disabling and the role on one's own row", async () => {
    mockFetch(listRoutes);
    const { user } = renderWithProviders(<UsersTab />, { preloadedState: signedInState() });
    const own = await rowOf('secretary');
    expect(own).toHaveTextContent('(you)');
    expect(within(own).queryByRole('button', { name: 'Disable' })).not.toBeInTheDocument();
    expect(within(await rowOf('censeur')).getByRole('button', { name: 'Disable' })).toBeInTheDocument();
    expect(within(await rowOf('intendant')).getByRole('button', { name: 'Enable' })).toBeInTheDocument();

    await user.click(within(own).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('You cannot change your own role.')).toBeInTheDocument();
  });

  it('approves a pending sign-up with PUT /users/{id} {status: active}', async () => {
    const network = mockFetch([...listRoutes, { method: 'PUT', path: '/users/21', body: { ...pendingUsersFixture[0], status: 'active' } }]);
    const { user } = renderWithProviders(<UsersTab />, { preloadedState: signedInState() });
    const banner = (await screen.findByRole('heading', { name: '1 sign-up awaiting approval' })).closest('section') as HTMLElement;
    await user.click(within(banner).getByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve Paul Nkoulou' });
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));

    expect(await screen.findByText('Action completed successfully')).toBeInTheDocument();
    const [put] = network.requestsTo('/users/21');
    expect(put.method).toBe('PUT');
    expect(await jsonBody(put)).toEqual({ status: 'active' });
  });

  it('approves with another role when one is chosen', async () => {
    const network = mockFetch([
      ...listRoutes,
      { method: 'PUT', path: '/users/21', body: { ...pendingUsersFixture[0], status: 'active', role: 'secretary' } },
    ]);
    const { user } = renderWithProviders(<UsersTab />, { preloadedState: signedInState() });
    await user.click(within(await rowOf('nkoulou')).getByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('combobox', { name: 'Role' }));
    await user.click(await screen.findByRole('option', { name: 'Secretary' }));
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await screen.findByText('Action completed successfully');
    expect(await jsonBody(network.requestsTo('/users/21')[0])).toEqual({ status: 'active', role: 'secretary' });
  });

  it('resets a password with PUT /users/{id}/password', async () => {
    const network = mockFetch([
      ...listRoutes,
      { method: 'PUT', path: '/users/7/password', body: { message: 'The password has been changed.' } },
    ]);
    const { user } = renderWithProviders(<UsersTab />, { preloadedState: signedInState() });
    await user.click(within(await rowOf('censeur')).getByRole('button', { name: 'Reset the password' }));
    const dialog = await screen.findByRole('dialog', { name: 'New password for Serge Atangana' });
    await user.type(within(dialog).getByLabelText(/^New password/), 'a-new-passphrase');
    await user.type(within(dialog).getByLabelText(/^Confirm the new password/), 'a-new-passphrase');
    await user.click(within(dialog).getByRole('button', { name: 'Set the password' }));

    expect(await screen.findByText('Action completed successfully')).toBeInTheDocument();
    expect(await jsonBody(network.requestsTo('/users/7/password')[0])).toEqual({ password: 'a-new-passphrase' });
  });

  it('shows the server refusal of a status change in the error dialog', async () => {
    mockFetch([
      ...listRoutes,
      {
        method: 'PUT',
        path: '/users/7',
        status: 403,
        body: { statusCode: 403, error: 'Forbidden', message: 'You cannot disable this account' },
      },
    ]);
    const { user } = renderWithProviders(<UsersTab />, { preloadedState: signedInState() });
    await user.click(within(await rowOf('censeur')).getByRole('button', { name: 'Disable' }));
    const confirm = await screen.findByRole('dialog', { name: 'Disable Serge Atangana?' });
    await user.click(within(confirm).getByRole('button', { name: 'Disable' }));
    expect(await screen.findByText('You cannot disable this account')).toBeInTheDocument();
  });

  it('creates a user with the createUserBody fields', async () => {
    const created = {
      ...usersFixture[1],
      id: 30,
      username: 'owona',
      firstName: 'Ruth',
      lastName: 'Owona',
      email: null,
      phone: null,
      role: 'teacher',
    };
    const network = mockFetch([...listRoutes, { method: 'POST', path: '/users', body: created }]);
    const { user } = renderWithProviders(<UsersTab />, { preloadedState: signedInState() });
    await rowOf('censeur');
    await user.click(screen.getByRole('button', { name: 'New user' }));
    const dialog = await screen.findByRole('dialog', { name: 'New user' });
    await user.type(within(dialog).getByLabelText(/^Username/), 'owona');
    await user.type(within(dialog).getByLabelText(/^First name/), 'Ruth');
    await user.type(within(dialog).getByLabelText(/^Last name/), 'Owona');
    await user.type(within(dialog).getByLabelText(/^Password/), 'short');
    await user.type(within(dialog).getByLabelText(/^Confirm the password/), 'short');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findAllByText('At least 8 characters')).not.toHaveLength(0);
    expect(network.requestsTo('/users').filter((request) => request.method === 'POST')).toHaveLength(0);

    await user.clear(within(dialog).getByLabelText(/^Password/));
    await user.type(within(dialog).getByLabelText(/^Password/), 'a-long-passphrase');
    await user.clear(within(dialog).getByLabelText(/^Confirm the password/));
    await user.type(within(dialog).getByLabelText(/^Confirm the password/), 'a-long-passphrase');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await screen.findByText('Action completed successfully');
    const [post] = network.requestsTo('/users').filter((request) => request.method === 'POST');
    expect(await jsonBody(post)).toEqual({
      username: 'owona',
      firstName: 'Ruth',
      lastName: 'Owona',
      email: null,
      phone: null,
      role: 'teacher',
      status: 'active',
      password: 'a-long-passphrase',
    });
  });

  it('filters by role and status and pages on the server', async () => {
    const network = mockFetch([
      ...listRoutes,
      { path: '/users?role=teacher&limit=25&skip=0', body: { data: [pendingUsersFixture[0]], total: 60 } },
      { path: '/users?role=teacher&status=pending&limit=25&skip=0', body: { data: [pendingUsersFixture[0]], total: 60 } },
      { path: '/users?role=teacher&status=pending&limit=25&skip=25', body: { data: [pendingUsersFixture[0]], total: 60 } },
      { path: '/users?search=nkou&role=teacher&status=pending&limit=25&skip=0', body: { data: [pendingUsersFixture[0]], total: 1 } },
    ]);
    const { user } = renderWithProviders(<UsersTab />, { preloadedState: signedInState() });
    await rowOf('censeur');
    await user.click(screen.getByRole('combobox', { name: 'Role' }));
    await user.click(await screen.findByRole('option', { name: 'Teacher' }));
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Awaiting approval' }));
    await screen.findByText('1–25 of 60');
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await screen.findByText('26–50 of 60');
    await user.type(screen.getByLabelText('Search (name, username, e-mail)'), 'nkou{Enter}');
    await screen.findByText('1–1 of 1');
    expect(network.requestsTo('/users?search=nkou&role=teacher&status=pending&limit=25&skip=0')).toHaveLength(1);
  });
});
