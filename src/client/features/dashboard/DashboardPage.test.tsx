import { screen } from '@testing-library/react';
import { mockFetch } from '../../testing/fetchMock';
import { currentUserFixture, kpisFixture, signedInState, TOKEN } from '../../testing/fixtures';
import { renderWithProviders } from '../../testing/renderWithProviders';
import DashboardPage from './DashboardPage';

beforeEach(() => localStorage.setItem('jwtToken', TOKEN));

describe('DashboardPage', () => {
  it.each(['en', 'fr'] as const)('shows the head counts of the school year in %s', async (language) => {
    const network = mockFetch([{ path: '/api/statistics/kpis/3', body: kpisFixture }]);
    const { container } = renderWithProviders(<DashboardPage />, { language, preloadedState: signedInState() });
    await screen.findByText(language === 'en' ? '1,240' : /1\s240/);
    expect(screen.getByRole('heading', { level: 1, name: language === 'en' ? 'Dashboard' : 'Tableau de bord' })).toBeInTheDocument();
    expect(screen.getByText(language === 'en' ? 'School year 2026-2027' : /2026-2027/)).toBeInTheDocument();
    expect(container).toMatchSnapshot();
    expect(network.requests[0].headers.get('Authorization')).toBe(`Bearer ${TOKEN}`);
  });

  it('writes the school year in the digits of Persian screens, as their figures and dates are', async () => {
    mockFetch([{ path: '/api/statistics/kpis/3', body: kpisFixture }]);
    renderWithProviders(<DashboardPage />, { language: 'fa', preloadedState: signedInState() });
    expect(await screen.findByText('۱٬۲۴۰')).toBeInTheDocument();
    expect(screen.getByText('سال تحصیلی ۲۰۲۶-۲۰۲۷')).toBeInTheDocument();
    expect(screen.queryByText(/2026/)).not.toBeInTheDocument();
  });

  it('labels each figure', async () => {
    mockFetch([{ path: '/api/statistics/kpis/3', body: kpisFixture }]);
    renderWithProviders(<DashboardPage />, { preloadedState: signedInState() });
    expect(await screen.findByText('610')).toBeInTheDocument();
    for (const label of ['Students', 'Boys', 'Girls', 'Classrooms', 'Staff', 'Teachers'])
      expect(screen.getByText(label)).toBeInTheDocument();
    expect(screen.getByText('School year 2026-2027')).toBeInTheDocument();
  });

  it('shows a spinner while loading and a retry when the figures fail', async () => {
    mockFetch([
      { path: '/api/statistics/kpis/3', status: 500, body: { statusCode: 500, error: 'Internal Server Error', message: 'boom' } },
    ]);
    const { user } = renderWithProviders(<DashboardPage />, { preloadedState: signedInState() });
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
    expect(await screen.findByText('The figures could not be loaded.')).toBeInTheDocument();
    mockFetch([{ path: '/api/statistics/kpis/3', body: kpisFixture }]);
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('1,240')).toBeInTheDocument();
  });

  it('says when no school year is open', () => {
    const network = mockFetch([]);
    renderWithProviders(<DashboardPage />, { preloadedState: signedInState({ ...currentUserFixture(), schoolYear: null }) });
    expect(screen.getByText('No school year is open yet.')).toBeInTheDocument();
    expect(network.requests).toHaveLength(0);
  });
});
