import { screen } from '@testing-library/react';
import type { CurrentUser } from '../../../domain/contract/users';
import { mockFetch } from '../../testing/fetchMock';
import { signedInState, TOKEN } from '../../testing/fixtures';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { PRESENCE_TABS } from './presenceTabs';
import TeacherPresencePage from './TeacherPresencePage';
import { bursarFixture, dayRoutes, disciplineMasterFixture, fixToday, teacherFixture } from './testing/presenceFixtures';

beforeEach(() => {
  localStorage.setItem('jwtToken', TOKEN);
  fixToday();
});
afterEach(() => jest.useRealTimers());

const render = (user: CurrentUser, route = '/teacher-presence') =>
  renderWithProviders(<TeacherPresencePage />, { route, preloadedState: signedInState(user) });
const tabNames = () => screen.queryAllByRole('tab').map((tab) => tab.textContent);
/** The statements tab is the other helper's; it shows to the bursar once its entry is in presenceTabs.ts. */
const statements = PRESENCE_TABS.some((tab) => tab.key === 'statements') ? ['Statements'] : [];

describe('the teacher-presence area', () => {
  it("opens on the day's check, with the tabs the user's permissions open", async () => {
    mockFetch(dayRoutes());
    const master = render(disciplineMasterFixture());
    expect(screen.getByRole('heading', { level: 1, name: 'Teacher presence' })).toBeInTheDocument();
    expect(tabNames()).toEqual(["Day's check", 'Statistics', "A teacher's month"]);
    expect(screen.getByRole('tab', { selected: true })).toHaveTextContent("Day's check");
    await screen.findByRole('table', { name: /Teacher presence on/ });
    master.unmount();

    render(bursarFixture());
    expect(tabNames().slice(0, 3)).toEqual(["Day's check", 'Statistics', "A teacher's month"]);
    expect(tabNames().slice(3)).toEqual(statements);
    await screen.findByRole('table', { name: /Teacher presence on/ });
  });

  it('says so to a user with no tab here', () => {
    const network = mockFetch([]);
    render(teacherFixture(), '/teacher-presence?tab=stats');
    expect(screen.getByText('Nothing in this area is open to you.')).toBeInTheDocument();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    expect(network.requests).toHaveLength(0);
  });
});
