import { screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import type { CurrentUser } from '../../../../domain/contract/users';
import type { Language } from '../../../../domain/enums';
import { mockFetch } from '../../../testing/fetchMock';
import { signedInState, TOKEN } from '../../../testing/fixtures';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import {
  bursarFixture,
  disciplineMasterFixture,
  fixToday,
  MONTH_STAT_PATH,
  statFixture,
  statPath,
  teacherMonthRoutes,
} from '../testing/presenceFixtures';
import { axeViolations } from '../../../testing/axe';
import TeacherMonthTab from './TeacherMonthTab';

beforeEach(() => {
  localStorage.setItem('jwtToken', TOKEN);
  fixToday();
});
afterEach(() => jest.useRealTimers());

function Address() {
  const { search } = useLocation();
  return <output aria-label="address">{search}</output>;
}

const ROUTE = '/teacher-presence?tab=teacher&month=2026-11&teacher=8';
const render = ({
  language = 'en',
  route = ROUTE,
  user = bursarFixture(),
}: { language?: Language; route?: string; user?: CurrentUser } = {}) =>
  renderWithProviders(
    <>
      <TeacherMonthTab />
      <Address />
    </>,
    { language, route, preloadedState: signedInState(user) },
  );

const figure = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

describe("a teacher's month", () => {
  it.each([
    ['en', 'Clément Fotso, November 2026', 'Records of November 2026'],
    ['fr', 'Clément Fotso, novembre 2026', 'Pointages de novembre 2026'],
  ] as const)('shows the figures, the week and the records of the month in %s', async (language, heading, records) => {
    mockFetch(teacherMonthRoutes());
    const { container } = render({ language });
    expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument();
    await screen.findByRole('table', { name: records });
    await screen.findByRole('table', { name: /Premier trimestre/ });
    expect(container).toMatchSnapshot();
  });

  it("gives the teacher's row of the month, the week in the timetable valid then, and each record in words", async () => {
    const network = mockFetch(teacherMonthRoutes());
    render();
    await screen.findByRole('heading', { name: 'Clément Fotso, November 2026' });
    expect(figure('Expected hours')).toBe('18');
    expect(figure('Hours taught')).toBe('18');
    expect(figure('Presence rate')).toBe('77.8%');

    const week = await screen.findByRole('table', { name: 'Weekly timetable “Premier trimestre”, Sep 7, 2026 to Dec 18, 2026' });
    expect(screen.getByText('2 classes a week')).toBeInTheDocument();
    const rows = within(week).getAllByRole('row');
    expect(Array.from(rows[0].querySelectorAll('th'), (cell) => cell.textContent)).toEqual([
      'Time part',
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
    ]);
    expect(Array.from(rows[1].querySelectorAll('th, td'), (cell) => cell.textContent)).toEqual(['07:30-08:25', 'MATH6e A', '', '', '', '']);
    expect(Array.from(rows[2].querySelectorAll('th, td'), (cell) => cell.textContent)).toEqual(['08:25-09:20', '', '', 'MATH6e B', '', '']);
    // Only the timetable valid in November, for this teacher.
    expect(network.requestsTo(/^\/api\/timetables\/2\//)).toHaveLength(0);

    const records = await screen.findByRole('table', { name: 'Records of November 2026' });
    expect(
      within(records)
        .getAllByRole('row')
        .slice(1)
        .map((row) => Array.from(row.querySelectorAll('th, td'), (cell) => cell.textContent)),
    ).toEqual([
      ['Nov 23, 2026', '07:30-08:25', '6e A', 'Mathématiques', 'Replaced', 'Amadou Bello', '', 'Roger Abena'],
      ['Nov 21, 2026', '07:30-08:25', '6e A', 'Français', 'Replacing Brigitte Ngo Bassa', '', '', 'Roger Abena'],
      ['Nov 20, 2026', '07:30-08:25', '6e A', 'Mathématiques', 'Late, 10 min', '', 'Taxi en panne', 'Roger Abena'],
    ]);
    const [recordsCall] = network.requestsTo(/^\/api\/teacherPresences\?/);
    expect(Object.fromEntries(new URL(recordsCall.url).searchParams)).toEqual({
      teacherId: '8',
      from: '2026-11-01',
      to: '2026-11-30',
      limit: '1000',
    });
  });

  it('links to the statement of the month for those who pay the part-time teachers only', async () => {
    mockFetch(teacherMonthRoutes());
    const bursar = render();
    expect(await screen.findByRole('link', { name: 'Statement' })).toHaveAttribute(
      'href',
      '/teacher-presence?tab=statements&month=2026-11&teacher=8',
    );
    bursar.unmount();

    render({ user: disciplineMasterFixture() });
    await screen.findByRole('heading', { name: 'Clément Fotso, November 2026' });
    expect(screen.queryByRole('link', { name: 'Statement' })).not.toBeInTheDocument();
  });

  it("opens on this month, offers the month's teachers and keeps the choice in the address", async () => {
    const network = mockFetch([...teacherMonthRoutes(), { path: statPath('2026-10-01', '2026-10-31'), body: statFixture }]);
    const { user } = render({ route: '/teacher-presence?tab=teacher' });
    expect(await screen.findByText('Choose a teacher to see their month.')).toBeInTheDocument();
    expect(screen.getByLabelText('Month')).toHaveDisplayValue('November 2026');
    expect(network.requestsTo(MONTH_STAT_PATH)).toHaveLength(1);
    expect(
      within(screen.getByLabelText('Teacher'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose…', 'Amadou Bello', 'Clément Fotso', 'Brigitte Ngo Bassa']);

    await user.selectOptions(screen.getByLabelText('Teacher'), 'Clément Fotso');
    await screen.findByRole('heading', { name: 'Clément Fotso, November 2026' });
    expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent('?tab=teacher&month=2026-11&teacher=8');

    await user.selectOptions(screen.getByLabelText('Month'), 'October 2026');
    await waitFor(() => expect(network.requestsTo(statPath('2026-10-01', '2026-10-31'))).toHaveLength(1));
    expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent('?tab=teacher&month=2026-10&teacher=8');
  });

  it('has no violations axe can see', async () => {
    mockFetch(teacherMonthRoutes());
    const { container } = render({ language: 'fa' });
    await screen.findAllByRole('table');
    await waitFor(() => expect(screen.getAllByRole('table')).toHaveLength(2));
    expect(await axeViolations(container)).toEqual([]);
  });
});
