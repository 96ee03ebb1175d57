import { screen, waitFor, within } from '@testing-library/react';
import { mockFetch } from '../../testing/fetchMock';
import { signedInState, TOKEN } from '../../testing/fixtures';
import { renderWithProviders } from '../../testing/renderWithProviders';
import type { Language } from '../../../domain/enums';
import StatisticsPage from './StatisticsPage';
import {
  averageMarksFixture,
  averageMarksLmdFixture,
  averageMarksRoute,
  emptyAverageMarksFixture,
  principalFixture,
  structureRoutes,
} from './testing/statisticsFixtures';

beforeEach(() => localStorage.setItem('jwtToken', TOKEN));

const render = ({ language = 'en', lmdEnabled = false }: { language?: Language; lmdEnabled?: boolean } = {}) =>
  renderWithProviders(<StatisticsPage />, { language, preloadedState: signedInState(principalFixture({ lmdEnabled })) });

/** The value next to a summary label. */
const figure = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

/** The rows of the table named `name`, as the texts of their cells. */
const rowsOf = (name: string) =>
  within(screen.getByRole('table', { name }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => Array.from(row.querySelectorAll('th, td'), (cell) => cell.textContent));

const AVERAGE_MARKS = /^\/api\/statistics\/average-marks\//;
const AVERAGE_MARKS_LMD = /^\/api\/statistics-lmd\/average-marks\//;
const pathsOf = (requests: Request[]) => requests.map((request) => new URL(request.url).pathname);

describe('the average-marks statistics', () => {
  it.each([
    ['en', 'Averages by class', '10.87', '54.3%'],
    ['fr', 'Moyennes par classe', '10,87', '54,3\u00a0%'],
  ] as const)('shows the figures, charts and tables of the current year in %s', async (language, classTitle, average, rate) => {
    const network = mockFetch([...structureRoutes(), averageMarksRoute(averageMarksFixture)]);
    const { container } = render({ language });
    await screen.findByRole('heading', { name: classTitle });
    // Every list of the filters has come, so the snapshot does not depend on which answered first.
    for (const option of ['2025-2026', '3e', '3e A']) await screen.findByRole('option', { name: option });
    expect(pathsOf(network.requestsTo(AVERAGE_MARKS))).toEqual(['/api/statistics/average-marks/1/all/all/trimester/1']);
    expect(screen.getAllByText(average, { selector: 'dd' })).toHaveLength(1);
    expect(
      screen.getByText(rate.replace(/\s/g, ' '), { selector: 'dd', normalizer: (text) => text.replace(/\s/g, ' ') }),
    ).toBeInTheDocument();
    // Three charts drawn by MUI X, each followed by its table.
    expect(container.querySelectorAll('[data-chart] svg.MuiChartsSvgLayer-root')).toHaveLength(3);
    expect(screen.getAllByRole('table')).toHaveLength(3);
    expect(container).toMatchSnapshot();
  });

  it('writes every figure of the tables, with a dash where nobody has a mark', async () => {
    mockFetch([...structureRoutes(), averageMarksRoute(averageMarksFixture)]);
    render();
    await screen.findByRole('table', { name: 'Averages by class' });
    expect(figure('Students')).toBe('150');
    expect(figure('Evaluated')).toBe('147');
    expect(figure('Highest average')).toBe('18.02');
    expect(figure('Lowest average')).toBe('3.40');
    expect(rowsOf('Averages by class')).toEqual([
      ['6e A', '6e', '50', '50', '11.19', '17.10', '4.65', '56%'],
      ['6e B', '6e', '52', '49', '10.42', '18.02', '3.40', '51%'],
      ['3e A', '3e', '48', '48', '11.01', '16.75', '5.20', '56.3%'],
    ]);
    expect(rowsOf('Averages by course')).toEqual([
      ['MATH', 'Mathématiques', '147', '10.42', '49%'],
      ['FRAN', 'Français', '147', '11.30', '57.8%'],
      ['ANG', 'Anglais', '0', '–', '–'],
    ]);
    expect(rowsOf('Distribution of averages')).toEqual([
      ['0–5', '4'],
      ['5–8', '17'],
      ['8–10', '46'],
      ['10–12', '44'],
      ['12–14', '21'],
      ['14–16', '11'],
      ['16–20', '4'],
    ]);
  });

  it('asks for the level, classroom and period chosen', async () => {
    const network = mockFetch([...structureRoutes(), averageMarksRoute(averageMarksFixture)]);
    const { user } = render();
    await screen.findByRole('table', { name: 'Averages by class' });
    // Secondary levels only, in their order.
    await screen.findByRole('option', { name: '3e' });
    expect(
      within(screen.getByLabelText('Level'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All levels', '6e', '5e', '3e']);
    expect(
      within(screen.getByLabelText('Period type'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Sequence', 'Trimester', 'Annual']);

    await user.selectOptions(screen.getByLabelText('Level'), '3');
    await user.selectOptions(screen.getByLabelText('Period'), '2');
    await waitFor(() => expect(network.requestsTo('/api/statistics/average-marks/1/3/all/trimester/2')).toHaveLength(1));
    // The classrooms of that level only.
    expect(
      within(screen.getByLabelText('Class'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All classes', '3e A']);
    await user.selectOptions(screen.getByLabelText('Class'), '31');
    await waitFor(() => expect(network.requestsTo('/api/statistics/average-marks/1/3/31/trimester/2')).toHaveLength(1));

    await user.selectOptions(screen.getByLabelText('Period type'), 'sequence');
    expect(within(screen.getByLabelText('Period')).getAllByRole('option')).toHaveLength(6);
    await user.selectOptions(screen.getByLabelText('Period'), '6');
    await waitFor(() => expect(network.requestsTo('/api/statistics/average-marks/1/3/31/sequence/6')).toHaveLength(1));

    await user.selectOptions(screen.getByLabelText('Period type'), 'annual');
    expect(screen.queryByLabelText('Period')).not.toBeInTheDocument();
    await waitFor(() => expect(network.requestsTo('/api/statistics/average-marks/1/3/31/annual/0')).toHaveLength(1));

    // Another level starts the classroom again; another year too.
    await user.selectOptions(screen.getByLabelText('Level'), 'all');
    await waitFor(() => expect(network.requestsTo('/api/statistics/average-marks/1/all/all/annual/0')).toHaveLength(1));
    await user.selectOptions(screen.getByLabelText('School year'), '2');
    await waitFor(() => expect(network.requestsTo('/api/statistics/average-marks/2/all/all/annual/0')).toHaveLength(1));
    expect(network.requestsTo(AVERAGE_MARKS_LMD)).toHaveLength(0);
  });

  it('offers no LMD switch while the option lmdEnabled is off', async () => {
    mockFetch([...structureRoutes(), averageMarksRoute(averageMarksFixture)]);
    render();
    await screen.findByRole('table', { name: 'Averages by class' });
    expect(screen.queryByRole('group', { name: 'Grading system' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'LMD (university)' })).not.toBeInTheDocument();
  });

  it('switches to the LMD statistics when the option lmdEnabled is on', async () => {
    const network = mockFetch([
      ...structureRoutes(),
      averageMarksRoute(averageMarksFixture),
      averageMarksRoute(averageMarksLmdFixture, true),
    ]);
    const { user } = render({ lmdEnabled: true });
    await screen.findByRole('table', { name: 'Averages by class' });
    const system = screen.getByRole('group', { name: 'Grading system' });
    expect(within(system).getByRole('button', { name: 'Secondary' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(within(system).getByRole('button', { name: 'LMD (university)' }));
    expect(await screen.findByRole('rowheader', { name: 'L1 Informatique' })).toBeInTheDocument();
    expect(pathsOf(network.requestsTo(AVERAGE_MARKS_LMD))).toEqual(['/api/statistics-lmd/average-marks/1/all/all/term/1']);
    expect(
      within(screen.getByLabelText('Level'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All levels', 'L1']);
    expect(
      within(screen.getByLabelText('Period type'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Semester', 'Annual']);
    expect(
      within(screen.getByLabelText('Period'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Semester 1', 'Semester 2']);

    await user.selectOptions(screen.getByLabelText('Period'), '2');
    await waitFor(() => expect(network.requestsTo('/api/statistics-lmd/average-marks/1/all/all/term/2')).toHaveLength(1));
    expect(network.requestsTo(AVERAGE_MARKS)).toHaveLength(1);
  });

  it('says when the period has no marks yet', async () => {
    mockFetch([...structureRoutes(), averageMarksRoute(emptyAverageMarksFixture)]);
    render();
    expect(await screen.findByText('No marks yet for this period.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Level')).toBeInTheDocument();
  });

  it('shows a spinner, then an error with a retry', async () => {
    mockFetch([
      ...structureRoutes(),
      {
        path: AVERAGE_MARKS,
        status: 500,
        body: { statusCode: 500, error: 'Internal Server Error', message: 'The database is unavailable.' },
      },
    ]);
    const { user } = render();
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
    expect(await screen.findByText('The database is unavailable.')).toBeInTheDocument();
    mockFetch([...structureRoutes(), averageMarksRoute(averageMarksFixture)]);
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('table', { name: 'Averages by class' })).toBeInTheDocument();
  });

  it.each([
    ['fa', 'میانگین به تفکیک کلاس'],
    ['ur', 'جماعت وار اوسط'],
  ] as const)('renders right to left in %s, with the charts', async (language, classTitle) => {
    mockFetch([...structureRoutes(), averageMarksRoute(averageMarksFixture)]);
    const { container } = render({ language });
    const heading = await screen.findByRole('heading', { name: classTitle });
    expect(heading.className).toMatch(/muirtl-/);
    expect(container.querySelectorAll('[data-chart] svg.MuiChartsSvgLayer-root')).toHaveLength(3);
    const average = new Intl.NumberFormat(language, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(10.87);
    expect(screen.getByText(average, { selector: 'dd' })).toBeInTheDocument();
  });
});
