import { screen, within } from '@testing-library/react';
import type { CurrentUser } from '../../../domain/contract/users';
import type { Language } from '../../../domain/enums';
import { mockFetch } from '../../testing/fetchMock';
import { signedInState, TOKEN } from '../../testing/fixtures';
import { renderWithProviders } from '../../testing/renderWithProviders';
import DisciplinePage from './DisciplinePage';
import { DISCIPLINE_TABS } from './disciplineTabs';
import { boardFixture, disciplineMasterFixture, fixToday, principalFixture, teacherFixture, TODAY } from './testing/disciplineFixtures';

beforeEach(() => localStorage.setItem('jwtToken', TOKEN));
afterEach(() => jest.useRealTimers());

const render = (user: CurrentUser, route = '/discipline', language: Language = 'en') =>
  renderWithProviders(<DisciplinePage />, { language, route, preloadedState: signedInState(user) });

const tabNames = () => screen.queryAllByRole('tab').map((tab) => tab.textContent);
/** The roll call tab is the other helper's; it shows once its entry is enabled in disciplineTabs.ts. */
const rollCall = DISCIPLINE_TABS.some((tab) => tab.key === 'roll-call') ? ['Roll call'] : [];
const OFFICE_TABS = ['Roll call board', 'Student record', 'Suggested sanctions', 'Sanctions'];

describe('the discipline area', () => {
  it('shows each user the tabs its permissions open', async () => {
    mockFetch([{ path: /^\/api\/discipline\/board\//, body: boardFixture }]);
    const master = render(disciplineMasterFixture(), '/discipline?tab=board');
    expect(tabNames()).toEqual([...rollCall, ...OFFICE_TABS]);
    // The tab's own chunk has arrived before the next render.
    await screen.findByRole('heading', { name: 'Roll calls of the day' });
    master.unmount();

    const principal = render(principalFixture(), '/discipline?tab=board');
    expect(tabNames()).toEqual([...rollCall, ...OFFICE_TABS]);
    await screen.findByRole('heading', { name: 'Roll calls of the day' });
    principal.unmount();

    // A teacher takes its roll calls and sees nothing else of the area.
    render(teacherFixture());
    expect(tabNames()).toEqual(rollCall);
    expect(screen.queryByRole('tab', { name: 'Roll call board' })).not.toBeInTheDocument();
  });

  it('keeps a teacher off the office tabs even when linked to one', () => {
    const network = mockFetch([]);
    render(teacherFixture(), '/discipline?tab=board');
    expect(screen.queryByRole('heading', { name: 'Roll calls of the day' })).not.toBeInTheDocument();
    expect(network.requestsTo(/^\/api\/discipline\//)).toHaveLength(0);
  });

  it('asks for today’s board when the address names no date', async () => {
    fixToday();
    const network = mockFetch([{ path: `/api/discipline/board/${TODAY}`, body: { ...boardFixture, date: TODAY } }]);
    render(disciplineMasterFixture(), '/discipline?tab=board');
    expect(await screen.findByRole('table', { name: /Roll calls of Oct 21, 2026/ })).toBeInTheDocument();
    expect(network.requestsTo(`/api/discipline/board/${TODAY}`)).toHaveLength(1);
  });

  it.each([
    ['en', 'Roll calls of Oct 12, 2026, by class and time part', 'Not taken', 'Take the roll call'],
    ['fr', 'Appels du 12 oct. 2026, par classe et par plage horaire', 'Appel non fait', 'Faire l’appel'],
  ] as const)(
    'shows the day’s board in %s, taken and missing in words, with a link to take a missing roll call',
    async (language, caption, missing, take) => {
      mockFetch([{ path: '/api/discipline/board/2026-10-12', body: boardFixture }]);
      const { container } = render(disciplineMasterFixture(), '/discipline?tab=board&date=2026-10-12', language);
      const table = await screen.findByRole('table', { name: caption });
      const rows = within(table).getAllByRole('row');
      expect(rows).toHaveLength(3);
      expect(within(rows[1]).getByText(missing)).toBeInTheDocument();
      expect(within(rows[1]).getByText('Paul Ngono')).toBeInTheDocument();
      expect(within(rows[1]).getByRole('link', { name: take })).toHaveAttribute(
        'href',
        '/discipline?tab=roll-call&classroom=11&date=2026-10-12&timePart=2',
      );
      expect(screen.getByLabelText(language === 'en' ? 'Date' : 'Date')).toHaveValue('2026-10-12');
      expect(container).toMatchSnapshot();
    },
  );

  it('gives the principal the board without a way to take a roll call', async () => {
    mockFetch([{ path: '/api/discipline/board/2026-10-12', body: boardFixture }]);
    render(principalFixture(), '/discipline?tab=board&date=2026-10-12');
    await screen.findByRole('table', { name: /Roll calls of/ });
    expect(screen.getByText('Not taken')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Take the roll call' })).not.toBeInTheDocument();
  });
});
