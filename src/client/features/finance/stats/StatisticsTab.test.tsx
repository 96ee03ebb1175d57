import { screen, within } from '@testing-library/react';
import type { Language } from '../../../../domain/enums';
import type { CurrentUser } from '../../../../domain/contract/users';
import { mockFetch } from '../../../testing/fetchMock';
import { signedInState, TOKEN } from '../../../testing/fixtures';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { axeViolations } from '../../../testing/axe';
import { bursarFixture, fixToday, statisticsFixture, statisticsPath } from '../testing/reportFixtures';
import StatisticsTab from './StatisticsTab';

beforeEach(() => {
  localStorage.setItem('jwtToken', TOKEN);
  fixToday();
});
afterEach(() => jest.useRealTimers());

const render = (language: Language = 'en', user: CurrentUser = bursarFixture()) =>
  renderWithProviders(<StatisticsTab />, { language, route: '/finance?tab=stats', preloadedState: signedInState(user) });

/** An element's text with Intl's no-break spaces as plain ones. */
const text = (element: Element) => element.textContent?.replace(/\s/g, ' ');

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => Array.from(row.querySelectorAll('th, td'), text));

describe('the finance statistics', () => {
  it.each([
    ['en', 'By level'],
    ['fr', 'Par niveau'],
  ] as const)('shows the current year as cards, a chart and tables in %s', async (language, title) => {
    const network = mockFetch([{ path: statisticsPath(), body: statisticsFixture }]);
    const { container } = render(language);
    await screen.findByRole('table', { name: title });
    expect(network.requestsTo(statisticsPath())).toHaveLength(1);
    expect(container.querySelectorAll('[data-chart] svg.MuiChartsSvgLayer-root')).toHaveLength(1);
    expect(container).toMatchSnapshot();
  });

  it('writes the totals as cards, the collection rate as a percentage', async () => {
    mockFetch([{ path: statisticsPath(), body: statisticsFixture }]);
    render();
    await screen.findByRole('table', { name: 'By level' });
    const terms = screen.getAllByRole('term').map(text);
    const definitions = screen.getAllByRole('definition').map(text);
    expect(terms.map((term, index) => `${term}: ${definitions[index]}`)).toEqual([
      'Expected: FCFA 9,000,000',
      'Collected: FCFA 5,400,000',
      'Outstanding: FCFA 3,600,000',
      'Overdue: FCFA 1,200,000',
      'Collection rate: 60%',
    ]);
  });

  it('writes the figures by month, by level, by fee type and by method, the totals last', async () => {
    mockFetch([{ path: statisticsPath(), body: statisticsFixture }]);
    render();
    expect(rowsOf(await screen.findByRole('table', { name: 'By level' }))).toEqual([
      ['Level', 'Students', 'Expected', 'Collected', 'Outstanding', 'Overdue', 'Collection rate'],
      ['6e', '80', 'FCFA 5,000,000', 'FCFA 3,200,000', 'FCFA 1,800,000', 'FCFA 700,000', '64%'],
      ['5e', '60', 'FCFA 4,000,000', 'FCFA 2,200,000', 'FCFA 1,800,000', 'FCFA 500,000', '55%'],
      ['Total', '140', 'FCFA 9,000,000', 'FCFA 5,400,000', 'FCFA 3,600,000', 'FCFA 1,200,000', '60%'],
    ]);
    expect(rowsOf(screen.getByRole('table', { name: 'Expected and collected by month' }))).toEqual([
      ['Month', 'Expected', 'Collected', 'Collection rate'],
      ['Sep 2026', 'FCFA 4,000,000', 'FCFA 3,600,000', '90%'],
      ['Oct 2026', 'FCFA 2,500,000', 'FCFA 1,200,000', '48%'],
      ['Nov 2026', 'FCFA 1,500,000', 'FCFA 600,000', '40%'],
      ['Dec 2026', 'FCFA 1,000,000', 'FCFA 0', '0%'],
    ]);
    expect(rowsOf(screen.getByRole('table', { name: 'By fee type' }))).toEqual([
      ['Fee type', 'Expected', 'Collected', 'Outstanding', 'Overdue', 'Collection rate'],
      ['Inscription', 'FCFA 1,400,000', 'FCFA 1,400,000', 'FCFA 0', 'FCFA 0', '100%'],
      ['Scolarité', 'FCFA 7,600,000', 'FCFA 4,000,000', 'FCFA 3,600,000', 'FCFA 1,200,000', '52.6%'],
      ['Total', 'FCFA 9,000,000', 'FCFA 5,400,000', 'FCFA 3,600,000', 'FCFA 1,200,000', '60%'],
    ]);
    expect(rowsOf(screen.getByRole('table', { name: 'By payment method' }))).toEqual([
      ['Method', 'Collected', 'Share'],
      ['Cash', 'FCFA 4,000,000', '74.1%'],
      ['Mobile money', 'FCFA 1,400,000', '25.9%'],
      ['Bank', 'FCFA 0', '0%'],
      ['Total', 'FCFA 5,400,000', '100%'],
    ]);
  });

  it('asks for the school year the user works in', async () => {
    const user = { ...bursarFixture(), schoolYear: { id: 7, name: '2027-2028' } };
    const network = mockFetch([{ path: statisticsPath(7), body: { ...statisticsFixture, schoolYearId: 7, schoolYearName: '2027-2028' } }]);
    render('en', user);
    expect(await screen.findByText('School year 2027-2028, figures on Nov 25, 2026.')).toBeInTheDocument();
    expect(network.requests.map((request) => new URL(request.url).pathname)).toEqual([statisticsPath(7)]);
  });

  it('says so when nothing is charged yet', async () => {
    const nothing = { expected: 0, collected: 0, outstanding: 0, overdue: 0 };
    mockFetch([
      {
        path: statisticsPath(),
        body: {
          ...statisticsFixture,
          totals: nothing,
          byMonth: [],
          byLevel: [],
          byFeeType: [],
          byMethod: { cash: 0, mobile: 0, bank: 0, total: 0 },
        },
      },
    ]);
    render();
    expect(await screen.findByText('Nothing is charged or collected for this school year yet.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('asks for nothing without a current school year', async () => {
    const network = mockFetch([]);
    render('en', { ...bursarFixture(), schoolYear: null });
    expect(await screen.findByText('No current school year: choose one in the tools first.')).toBeInTheDocument();
    expect(network.requests).toHaveLength(0);
  });

  it('has no violations axe can see', async () => {
    mockFetch([{ path: statisticsPath(), body: statisticsFixture }]);
    const { container } = render('fr');
    await screen.findAllByRole('table');
    expect(await axeViolations(container)).toEqual([]);
  });
});
