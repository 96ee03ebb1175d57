import { act, screen, within } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { permissionsOf, type Permission } from '../../../domain/permissions';
import { mockFetch } from '../../testing/fetchMock';
import { currentUserFixture, signedInState, TOKEN } from '../../testing/fixtures';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { levels, listOf, schoolYears, timeParts } from './toolsFixtures';
import ToolsPage from './ToolsPage';

beforeEach(() => localStorage.setItem('jwtToken', TOKEN));

const ROUTES = [
  { path: '/api/school-years', body: listOf(schoolYears) },
  { path: '/api/levels', body: listOf(levels) },
  { path: '/api/time-parts', body: listOf(timeParts) },
];

function Location() {
  const location = useLocation();
  return <output aria-label="location">{location.search}</output>;
}

const signedInWith = (permissions?: Permission[]) => signedInState(currentUserFixture(permissions ? { permissions } : {}));
const tabNames = () =>
  within(screen.getByRole('tablist'))
    .getAllByRole('tab')
    .map((tab) => tab.textContent);

describe('ToolsPage', () => {
  it.each(['en', 'fr'] as const)('shows every tab to an administrator and the linked one open, in %s', async (language) => {
    mockFetch(ROUTES);
    const { container } = renderWithProviders(<ToolsPage />, { language, route: '/tools?tab=levels', preloadedState: signedInWith() });
    expect(await screen.findByText('Licence 1')).toBeInTheDocument();
    expect(screen.getByRole('tab', { selected: true })).toHaveTextContent(language === 'en' ? 'Levels' : 'Niveaux');
    expect(tabNames()).toHaveLength(16);
    expect(container).toMatchSnapshot();
  });

  it('opens the first tab when the link names none or an unknown one', async () => {
    mockFetch(ROUTES);
    renderWithProviders(<ToolsPage />, { route: '/tools?tab=nothing', preloadedState: signedInWith() });
    expect(screen.getByRole('tab', { selected: true })).toHaveTextContent('School years');
    expect(await screen.findByRole('cell', { name: '2025-2026' })).toBeInTheDocument();
  });

  it('puts the chosen tab in the URL so it can be linked', async () => {
    mockFetch(ROUTES);
    const { user } = renderWithProviders(
      <>
        <ToolsPage />
        <Location />
      </>,
      { route: '/tools', preloadedState: signedInWith() },
    );
    await user.click(screen.getByRole('tab', { name: 'Time parts' }));
    expect(await screen.findByText('Étude du soir')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent('?tab=time-parts');
    expect(screen.getByRole('tabpanel')).toHaveAttribute('aria-labelledby', 'tools-tab-time-parts');
  });

  it('shows the director of studies the structure tabs only', () => {
    mockFetch(ROUTES);
    renderWithProviders(<ToolsPage />, { preloadedState: signedInWith(['structure.read', 'structure.manage']) });
    expect(tabNames()).toEqual([
      'School years',
      'Levels',
      'Classrooms',
      'Courses',
      'Class courses',
      'Time parts',
      'Timetable',
      'Observations',
      'Sanction types',
      'Custom fields',
    ]);
  });

  it('hides the structure tabs without structure.manage, even when linked', async () => {
    const network = mockFetch([
      { path: /^\/(api|users)/, status: 500, body: { statusCode: 500, error: 'Internal Server Error', message: 'Not under test' } },
    ]);
    renderWithProviders(<ToolsPage />, { route: '/tools?tab=levels', preloadedState: signedInWith(['settings.manage', 'audit.read']) });
    expect(tabNames()).toEqual(['Options', 'Absence reasons', 'Audit log']);
    expect(screen.getByRole('tab', { selected: true })).toHaveTextContent('Options');
    expect(screen.queryByRole('tab', { name: 'Levels' })).not.toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Timetable' })).not.toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Staff users' })).not.toBeInTheDocument();
    expect(network.requestsTo('/api/levels')).toHaveLength(0);
    // Let the lazily loaded Options tab arrive inside the test.
    await act(async () => {
      await import('./admin/OptionsTab');
    });
  });

  it('shows the bursar the Fees tab, loaded when opened, and the principal (finance.read only) no tools tab', async () => {
    mockFetch([
      { path: /^\/(api|users)/, status: 500, body: { statusCode: 500, error: 'Internal Server Error', message: 'Not under test' } },
    ]);
    const { unmount } = renderWithProviders(<ToolsPage />, {
      route: '/tools?tab=fees',
      preloadedState: signedInWith(permissionsOf('bursar')),
    });
    expect(tabNames()).toEqual(['Fees']);
    expect(screen.getByRole('tab', { selected: true })).toHaveTextContent('Fees');
    // Let the lazily loaded Fees tab arrive inside the test.
    expect(await screen.findByRole('tab', { name: 'Schedules' })).toBeInTheDocument();
    unmount();

    renderWithProviders(<ToolsPage />, { route: '/tools?tab=fees', preloadedState: signedInWith(['finance.read']) });
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
  });

  it('hides the timetable without structure.manage, even when linked, and never asks for it', async () => {
    const network = mockFetch([
      { path: /^\/(api|users)/, status: 500, body: { statusCode: 500, error: 'Internal Server Error', message: 'Not under test' } },
    ]);
    // The discipline master records teacher presence, but does not build the timetable.
    renderWithProviders(<ToolsPage />, {
      route: '/tools?tab=timetable&timetable=1&classroom=11',
      preloadedState: signedInWith(['presence.read', 'presence.manage', 'settings.manage']),
    });
    expect(tabNames()).toEqual(['Options', 'Absence reasons']);
    expect(screen.queryByRole('tab', { name: 'Timetable' })).not.toBeInTheDocument();
    expect(network.requestsTo(/^\/api\/timetables/)).toHaveLength(0);
    await act(async () => {
      await import('./admin/OptionsTab');
    });
  });

  it('opens the Backups tab, loaded when linked, for the administrator only', async () => {
    const network = mockFetch([
      { path: /^\/(api|users)/, status: 500, body: { statusCode: 500, error: 'Internal Server Error', message: 'Not under test' } },
    ]);
    const { unmount } = renderWithProviders(<ToolsPage />, { route: '/tools?tab=backups', preloadedState: signedInWith() });
    expect(screen.getByRole('tab', { selected: true })).toHaveTextContent('Backups');
    expect(await screen.findByText('The backups could not be loaded.')).toBeInTheDocument();
    unmount();

    // The principal keeps the settings in some schools, but an archive holds every record: not theirs.
    const others = mockFetch([
      { path: /^\/(api|users)/, status: 500, body: { statusCode: 500, error: 'Internal Server Error', message: 'Not under test' } },
    ]);
    renderWithProviders(<ToolsPage />, {
      route: '/tools?tab=backups',
      preloadedState: signedInWith(['settings.manage', 'users.manage', 'audit.read']),
    });
    expect(tabNames()).not.toContain('Backups');
    expect(screen.getByRole('tab', { selected: true })).toHaveTextContent('Options');
    expect(others.requestsTo('/api/backups')).toHaveLength(0);
    expect(network.requestsTo('/api/backups')).toHaveLength(1);
    await act(async () => {
      await import('./admin/OptionsTab');
    });
  });
});
