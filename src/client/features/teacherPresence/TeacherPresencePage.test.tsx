import { screen } from '@testing-library/react';
import type { CurrentUser } from '../../../domain/contract/users';
import { mockFetch } from '../../testing/fetchMock';
import { signedInState, TOKEN } from '../../testing/fixtures';
import { renderWithProviders } from '../../testing/renderWithProviders';
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
    // The bursar pays the part-time teachers: their statements are a tab of its own.
    expect(tabNames()).toEqual(["Day's check", 'Statistics', "A teacher's month", 'Part-time statements']);
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
