import { screen, waitFor, within } from '@testing-library/react';
import { permissionsOf, type Role } from '../../../domain/permissions';
import { mockFetch } from '../../testing/fetchMock';
import { currentUserFixture, signedInState, TOKEN } from '../../testing/fixtures';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { backupState, staleState } from '../../testing/backupsFixtures';
import DashboardPage from './DashboardPage';
import { DASHBOARD_DATE, dashboardFixture } from './testing/dashboardFixtures';

const PATH = '/api/dashboard/3';
const BACKUPS = '/api/backups';

beforeEach(() => localStorage.setItem('jwtToken', TOKEN));

function signedInAs(role: Role) {
  const user = currentUserFixture({ permissions: permissionsOf(role) });
  return signedInState({ ...user, data: { ...user.data, user: { ...user.data.user, role } } });
}

const tile = (name: string) => screen.getByRole('region', { name });

describe('DashboardPage', () => {
  describe.each(['en', 'fr'] as const)('in %s', (language) => {
    it.each(['principal', 'teacher', 'bursar', 'secretary', 'discipline'] as const)('shows the %s their tiles', async (role) => {
      const network = mockFetch([{ path: PATH, body: dashboardFixture(role) }]);
      const { container } = renderWithProviders(<DashboardPage />, { language, preloadedState: signedInAs(role) });
      expect(await screen.findAllByRole('region')).toHaveLength(dashboardFixture(role).tiles.length);
      expect(screen.getByRole('heading', { level: 1, name: language === 'en' ? 'Dashboard' : 'Tableau de bord' })).toBeInTheDocument();
      expect(screen.getByText(language === 'en' ? 'School year 2026-2027' : /2026-2027/)).toBeInTheDocument();
      expect(container).toMatchSnapshot();
      expect(network.requests[0].headers.get('Authorization')).toBe(`Bearer ${TOKEN}`);
      // The backups are the administrator's alone: nobody else asks for them.
      expect(network.requestsTo(BACKUPS)).toHaveLength(0);
      expect(screen.queryByRole('link', { name: language === 'en' ? 'Open the backups' : 'Ouvrir les sauvegardes' })).toBeNull();
    });
  });

  describe('the backup warning', () => {
    it.each(['en', 'fr'] as const)('tells the administrator, in %s, that the last good backup is over two days old', async (language) => {
      const network = mockFetch([
        { path: PATH, body: dashboardFixture('admin') },
        { path: BACKUPS, body: staleState },
      ]);
      const { container } = renderWithProviders(<DashboardPage />, { language, preloadedState: signedInAs('admin') });
      const warning = await screen.findByRole('alert');
      const when = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(staleState.lastGoodAt!));
      expect(warning).toHaveTextContent(when);
      expect(
        within(warning).getByRole('link', { name: language === 'en' ? 'Open the backups' : 'Ouvrir les sauvegardes' }),
      ).toHaveAttribute('href', '/tools?tab=backups');
      await screen.findAllByRole('region');
      expect(container.querySelector('.MuiAlert-root')).toMatchSnapshot();
      expect(network.requestsTo(BACKUPS)).toHaveLength(1);
    });

    it('says when the school was never backed up', async () => {
      mockFetch([
        { path: PATH, body: dashboardFixture('admin') },
        { path: BACKUPS, body: backupState({ backups: [], lastGoodAt: null, stale: true }) },
      ]);
      renderWithProviders(<DashboardPage />, { preloadedState: signedInAs('admin') });
      expect(await screen.findByRole('alert')).toHaveTextContent(
        "The school's data has never been backed up yet: if the disk failed, everything would be lost.",
      );
    });

    it('stays away while the backups are recent', async () => {
      const network = mockFetch([
        { path: PATH, body: dashboardFixture('admin') },
        { path: BACKUPS, body: backupState() },
      ]);
      renderWithProviders(<DashboardPage />, { preloadedState: signedInAs('admin') });
      await screen.findAllByRole('region');
      await waitFor(() => expect(network.requestsTo(BACKUPS)).toHaveLength(1));
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    });
  });

  it('gives the principal the school at a glance, each tile leading to its screen', async () => {
    mockFetch([{ path: PATH, body: dashboardFixture('principal') }]);
    renderWithProviders(<DashboardPage />, { preloadedState: signedInAs('principal') });
    const enrolment = await screen.findByRole('region', { name: 'Students enrolled' });
    expect(within(enrolment).getByText('1,240')).toBeInTheDocument();
    expect(within(enrolment).getByText('610 boys and 630 girls')).toBeInTheDocument();
    expect(within(enrolment).getByRole('link', { name: 'Open the students' })).toHaveAttribute('href', '/student');
    const absences = tile('Absences today');
    expect(within(absences).getByText('7 students late')).toBeInTheDocument();
    expect(within(absences).getByRole('link', { name: 'Open the roll-call board' })).toHaveAttribute(
      'href',
      `/discipline?tab=board&date=${DASHBOARD_DATE}`,
    );
    const uncovered = tile('Classes without their teacher today');
    // The figure is the classes without their teacher; the ones nobody checked yet are a figure of their own.
    expect(within(uncovered).getByText('1', { selector: 'p' })).toBeInTheDocument();
    expect(within(uncovered).getByText('6 classes not checked yet')).toBeInTheDocument();
    expect(within(uncovered).getByText('and 5 more')).toBeInTheDocument();
    expect(within(uncovered).getByRole('link', { name: 'Check teacher presence' })).toHaveAttribute(
      'href',
      `/teacher-presence?tab=day&date=${DASHBOARD_DATE}`,
    );
    const money = tile('Fees collected');
    expect(within(money).getByText(/5,400,000/)).toBeInTheDocument();
    expect(within(money).getByText(/of .*9,000,000 expected \(60%\)/)).toBeInTheDocument();
    const averages = tile('Latest averages');
    expect(within(averages).getByText('10.87 out of 20')).toBeInTheDocument();
    expect(within(averages).getByText('Sequence 2: 54.3% passed, 396 students with an average')).toBeInTheDocument();
  });

  it('lists a teacher’s lessons of the day, each opening its roll call, and the marks to enter', async () => {
    mockFetch([{ path: PATH, body: dashboardFixture('teacher') }]);
    renderWithProviders(<DashboardPage />, { preloadedState: signedInAs('teacher') });
    const classes = await screen.findByRole('region', { name: 'My classes today' });
    expect(within(classes).getByRole('link', { name: '09:20-10:15 · 5e A · Mathématiques' })).toHaveAttribute(
      'href',
      `/discipline?tab=roll-call&classroom=13&date=${DASHBOARD_DATE}&timePart=3`,
    );
    expect(within(classes).getByText('Roll call taken')).toBeInTheDocument();
    expect(within(classes).getByText('Roll call to take')).toBeInTheDocument();
    const marks = tile('Marks still to enter');
    expect(within(marks).getByRole('link', { name: '6e A · Mathématiques' })).toHaveAttribute(
      'href',
      '/marks?classroom=11&course=40&sequence=2',
    );
    expect(within(marks).getByText('12 marks missing')).toBeInTheDocument();
    expect(within(marks).getByText('and 1 more')).toBeInTheDocument();
  });

  it('shows the bursar the day’s money by method and the arrears', async () => {
    mockFetch([{ path: PATH, body: dashboardFixture('bursar') }]);
    renderWithProviders(<DashboardPage />, { preloadedState: signedInAs('bursar') });
    const journal = await screen.findByRole('region', { name: "Today's journal" });
    expect(within(journal).getByText(/12 payments: cash .*180,000, mobile money .*45,000, bank .*0/)).toBeInTheDocument();
    expect(within(journal).getByRole('link', { name: 'Open the journal' })).toHaveAttribute(
      'href',
      `/finance?tab=journal&date=${DASHBOARD_DATE}`,
    );
    const arrears = tile('Arrears');
    expect(within(arrears).getByText('37 students in arrears')).toBeInTheDocument();
    expect(within(arrears).getByRole('link', { name: 'See the arrears' })).toHaveAttribute('href', '/finance?tab=arrears');
  });

  it('says when a secretary has nothing left to do, and leads to a classroom’s cards', async () => {
    mockFetch([{ path: PATH, body: dashboardFixture('secretary') }]);
    renderWithProviders(<DashboardPage />, { preloadedState: signedInAs('secretary') });
    const photos = await screen.findByRole('region', { name: 'Students without a photo' });
    expect(within(photos).getByText('Nothing left to do.')).toBeInTheDocument();
    const cards = tile('Students without a card');
    expect(within(cards).getByRole('link', { name: '6e A: 40 students' })).toHaveAttribute('href', '/student-cards?classroom=11');
    expect(within(tile('New registrations')).getByText('In the last 7 days')).toBeInTheDocument();
  });

  it('writes the school year and figures in the digits of Persian screens', async () => {
    mockFetch([{ path: PATH, body: dashboardFixture('principal') }]);
    renderWithProviders(<DashboardPage />, { language: 'fa', preloadedState: signedInAs('principal') });
    expect(await screen.findByText('۱٬۲۴۰')).toBeInTheDocument();
    expect(screen.getByText('سال تحصیلی ۲۰۲۶-۲۰۲۷')).toBeInTheDocument();
  });

  it('shows a spinner while loading and a retry when the figures fail', async () => {
    mockFetch([{ path: PATH, status: 500, body: { statusCode: 500, error: 'Internal Server Error', message: 'boom' } }]);
    const { user } = renderWithProviders(<DashboardPage />, { preloadedState: signedInAs('bursar') });
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
    expect(await screen.findByText('The figures could not be loaded.')).toBeInTheDocument();
    mockFetch([{ path: PATH, body: dashboardFixture('bursar') }]);
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('37 students in arrears')).toBeInTheDocument();
  });

  it('says when no school year is open', () => {
    const network = mockFetch([{ path: BACKUPS, body: backupState() }]);
    renderWithProviders(<DashboardPage />, { preloadedState: signedInState({ ...currentUserFixture(), schoolYear: null }) });
    expect(screen.getByText('No school year is open yet.')).toBeInTheDocument();
    // No figures to ask for; the administrator's backup check does not depend on the year.
    expect(network.requestsTo(/^\/api\/dashboard/)).toHaveLength(0);
  });
});
