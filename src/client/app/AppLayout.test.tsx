import { screen, waitFor, within } from '@testing-library/react';
import { mockFetch } from '../testing/fetchMock';
import { currentUserFixture, signedInState, TOKEN } from '../testing/fixtures';
import { renderWithProviders } from '../testing/renderWithProviders';
import { AppRoutes } from './router';

/** The student-cards area, the page these tests open, asks for the year's classrooms first. */
const CLASSROOMS = { path: /^\/api\/classrooms\?/, body: { data: [], total: 0 } };
/** The top bar's envelope polls the unread count: none, so the bar looks the same whenever it answers. */
const UNREAD = { path: '/api/messages/unread', body: { unread: 0, latest: null } };

beforeEach(() => {
  localStorage.setItem('jwtToken', TOKEN);
  mockFetch([CLASSROOMS, UNREAD]);
});

const EN_PAGE = 'Choose a class to see its students and their cards.';
const FR_PAGE = 'Choisissez une classe pour voir ses élèves et leurs cartes.';

/** The permanent drawer (the temporary one only mounts when opened on narrow screens). */
const navigation = () => within(screen.getByRole('navigation'));

describe('AppLayout', () => {
  it.each(['en', 'fr'] as const)('renders the app bar and the drawer in %s', async (language) => {
    const { container } = renderWithProviders(<AppRoutes />, { route: '/student-cards', language, preloadedState: signedInState() });
    await screen.findByText(language === 'en' ? EN_PAGE : FR_PAGE);
    expect(screen.getByText('Lycée de Démonstration')).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 1, name: language === 'en' ? 'Student cards' : "Cartes d'identité scolaires" }),
    ).toBeInTheDocument();
    expect(navigation().getAllByRole('link')).toHaveLength(10);
    expect(navigation().getByRole('link', { name: language === 'en' ? 'Students' : 'Élèves' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: language === 'en' ? 'Account menu' : 'Menu du compte' })).toBeInTheDocument();
    expect(container).toMatchSnapshot();
  });

  it('holds each menu link in a list item, marks the current one and names the page in the title', async () => {
    renderWithProviders(<AppRoutes />, { route: '/student-cards', language: 'fr', preloadedState: signedInState() });
    await screen.findByText(FR_PAGE);
    for (const item of navigation().getAllByRole('listitem')) expect(within(item).getAllByRole('link')).toHaveLength(1);
    expect(navigation().getByRole('link', { name: "Cartes d'identité scolaires" })).toHaveAttribute('aria-current', 'page');
    expect(document.title).toBe("Cartes d'identité scolaires · Scola");
  });

  it('offers a skip link first, which moves the focus to the screen', async () => {
    const { user } = renderWithProviders(<AppRoutes />, { route: '/student-cards', preloadedState: signedInState() });
    await screen.findByText(EN_PAGE);
    await user.tab();
    const skip = screen.getByRole('link', { name: 'Skip to the content' });
    expect(skip).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('names the language button by its visible text first', async () => {
    renderWithProviders(<AppRoutes />, { route: '/student-cards', language: 'fr', preloadedState: signedInState() });
    await screen.findByText(FR_PAGE);
    expect(screen.getByRole('button', { name: 'Français – choisir la langue' })).toHaveTextContent('Français');
  });

  it('lists only the areas the permissions open', async () => {
    const user = currentUserFixture({ permissions: ['dashboard.read', 'students.read', 'cards.read'] });
    renderWithProviders(<AppRoutes />, { route: '/student-cards', preloadedState: signedInState(user) });
    await screen.findByText(EN_PAGE);
    const links = navigation()
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(links).toEqual(['Dashboard', 'Students', 'Student cards']);
  });

  it('shows a plain notice for an area the permissions do not open', async () => {
    const user = currentUserFixture({ permissions: ['dashboard.read'] });
    renderWithProviders(<AppRoutes />, { route: '/student-cards', preloadedState: signedInState(user) });
    expect(await screen.findByRole('heading', { name: 'No access' })).toBeInTheDocument();
    expect(navigation().queryByRole('link', { name: 'Student cards' })).not.toBeInTheDocument();
  });

  it('falls back to the default school name', async () => {
    renderWithProviders(<AppRoutes />, {
      route: '/student-cards',
      preloadedState: signedInState({ ...currentUserFixture(), school: null }),
    });
    expect(await screen.findByText('Scola', { selector: 'div' })).toBeInTheDocument();
  });

  it('opens the profile from the user menu', async () => {
    const { user } = renderWithProviders(<AppRoutes />, { route: '/student-cards', preloadedState: signedInState() });
    await user.click(await screen.findByRole('button', { name: 'Account menu' }));
    await user.click(screen.getByRole('menuitem', { name: 'Profile' }));
    expect(await screen.findByRole('heading', { name: 'My profile' })).toBeInTheDocument();
  });

  it('shows Scola’s version at the foot of the account menu, asked once from the public health answer', async () => {
    const health = {
      status: 'ok',
      version: '0.2.0',
      database: 'ok',
      migrations: 'current',
      outbox: { queued: 0, oldestAgeSeconds: null },
      lastBackup: '2026-11-27T02:00:41.000Z',
      disk: 'ok',
      problems: [],
    };
    const network = mockFetch([CLASSROOMS, UNREAD, { path: '/api/health', body: health }]);
    const { user } = renderWithProviders(<AppRoutes />, { route: '/student-cards', language: 'fr', preloadedState: signedInState() });
    await screen.findByText(FR_PAGE);
    // Nobody asks before the menu opens.
    expect(network.requestsTo('/api/health')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Menu du compte' }));
    const menu = await screen.findByRole('menu');
    expect(await within(menu).findByText('Scola version 0.2.0')).toBeInTheDocument();
    // Read as text, not offered as an action.
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Profil', 'Se déconnecter']);
    expect(menu).toMatchSnapshot();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Menu du compte' }));
    expect(await within(await screen.findByRole('menu')).findByText('Scola version 0.2.0')).toBeInTheDocument();
    expect(network.requestsTo('/api/health')).toHaveLength(1);
    // A public call: no bearer token travels with it.
    expect(network.requestsTo('/api/health')[0].headers.get('Authorization')).toBeNull();
  });

  it('still shows the version when the server reports a problem (503)', async () => {
    const failing = {
      status: 'failing',
      version: '0.2.0',
      database: 'ok',
      migrations: 'pending',
      outbox: { queued: 3, oldestAgeSeconds: 40 },
      lastBackup: null,
      disk: 'ok',
      problems: ['migrations', 'backup'],
    };
    mockFetch([CLASSROOMS, UNREAD, { path: '/api/health', status: 503, body: failing }]);
    const { user } = renderWithProviders(<AppRoutes />, { route: '/student-cards', preloadedState: signedInState() });
    await user.click(await screen.findByRole('button', { name: 'Account menu' }));
    expect(await within(await screen.findByRole('menu')).findByText('Scola version 0.2.0')).toBeInTheDocument();
  });

  it.each([200, 500])('logs out: calls the server, then clears the token, the user and the cache even on %s', async (status) => {
    const network = mockFetch([
      { path: '/users/logout', status, body: status === 200 ? { message: 'Signed out' } : { statusCode: 500, error: 'x', message: 'x' } },
    ]);
    const { user, store } = renderWithProviders(<AppRoutes />, { route: '/student-cards', preloadedState: signedInState() });
    await user.click(await screen.findByRole('button', { name: 'Account menu' }));
    await user.click(screen.getByRole('menuitem', { name: 'Sign out' }));

    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(network.requestsTo('/users/logout')[0].headers.get('Authorization')).toBe(`Bearer ${TOKEN}`);
    expect(localStorage.getItem('jwtToken')).toBeNull();
    expect(store.getState().auth).toEqual({ status: 'anonymous', currentUser: null });
    expect(store.getState().api?.mutations).toEqual({});
  });
});
