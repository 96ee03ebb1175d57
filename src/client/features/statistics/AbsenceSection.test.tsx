import { screen, waitFor, within } from '@testing-library/react';
import type { Language } from '../../../domain/enums';
import { mockFetch } from '../../testing/fetchMock';
import { signedInState, TOKEN } from '../../testing/fixtures';
import { renderWithProviders } from '../../testing/renderWithProviders';
import StatisticsPage from './StatisticsPage';
import { absenceStatisticsRoute, principalFixture, structureRoutes } from './testing/statisticsFixtures';

beforeEach(() => localStorage.setItem('jwtToken', TOKEN));

const render = (language: Language = 'en') =>
  renderWithProviders(<StatisticsPage />, {
    language,
    route: '/statistics?tab=absences',
    preloadedState: signedInState(principalFixture()),
  });

const ABSENCES = /^\/api\/statistics\/absences\//;
const pathsOf = (requests: Request[]) => requests.map((request) => new URL(request.url).pathname);
const figure = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
const rowsOf = (name: string | RegExp) =>
  within(screen.getByRole('table', { name }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => Array.from(row.querySelectorAll('th, td'), (cell) => cell.textContent));

describe('the absence statistics', () => {
  it.each([
    ['en', 'Absence hours by class'],
    ['fr', 'Heures d’absence par classe'],
  ] as const)('shows the figures, the chart by class and its table in %s', async (language, title) => {
    const network = mockFetch([...structureRoutes(), absenceStatisticsRoute()]);
    const { container } = render(language);
    await screen.findByRole('heading', { name: title });
    for (const option of ['2025-2026', '3e', '3e A']) await screen.findByRole('option', { name: option });
    expect(pathsOf(network.requestsTo(ABSENCES))).toEqual(['/api/statistics/absences/1/all/all/trimester-1']);
    // No average-marks call: that section is not shown.
    expect(network.requestsTo(/average-marks/)).toHaveLength(0);
    expect(container.querySelectorAll('[data-chart] svg.MuiChartsSvgLayer-root')).toHaveLength(1);
    expect(container).toMatchSnapshot();
  });

  it('writes the same figures as the chart, and the students with the most unjustified hours', async () => {
    mockFetch([...structureRoutes(), absenceStatisticsRoute()]);
    render();
    await screen.findByRole('table', { name: 'Absence hours by class' });
    expect(figure('Students')).toBe('102');
    expect(figure('Unjustified hours')).toBe('61.5');
    expect(rowsOf('Absence hours by class')).toEqual([
      ['6e A', '6e', '50', '30', '40.5', '9', '110'],
      ['6e B', '6e', '52', '12', '21', '5', '60'],
    ]);
    expect(rowsOf(/students with the most unjustified hours/).map((row) => row[0])).toEqual([
      'ATANGANA Brenda',
      'BELLO Amadou',
      'DJODA Aminatou',
    ]);
  });

  it('asks again for a month of the year', async () => {
    const network = mockFetch([...structureRoutes(), absenceStatisticsRoute()]);
    const { user } = render();
    await screen.findByRole('table', { name: 'Absence hours by class' });
    await user.selectOptions(screen.getByLabelText('Period'), 'October 2026');
    await waitFor(() => expect(pathsOf(network.requestsTo(ABSENCES)).at(-1)).toBe('/api/statistics/absences/1/all/all/2026-10'));
  });
});
