import { screen, waitFor, within } from '@testing-library/react';
import type { Language } from '../../../domain/enums';
import { mockFetch, type MockRoute } from '../../testing/fetchMock';
import { signedInState, TOKEN } from '../../testing/fixtures';
import { renderWithProviders } from '../../testing/renderWithProviders';
import StatisticsPage from './StatisticsPage';
import { demographicsFixture, demographicsRoute } from './testing/demographicsFixtures';
import { principalFixture, structureRoutes } from './testing/statisticsFixtures';

beforeEach(() => localStorage.setItem('jwtToken', TOKEN));

const render = (language: Language = 'en') =>
  renderWithProviders(<StatisticsPage />, {
    language,
    route: '/statistics?tab=demographics',
    preloadedState: signedInState(principalFixture()),
  });

const DEMOGRAPHICS = /^\/api\/statistics\/demographics\//;
const pathsOf = (requests: Request[]) => requests.map((request) => new URL(request.url).pathname);
const rowsOf = (name: string | RegExp) =>
  within(screen.getByRole('table', { name }))
    .getAllByRole('row')
    .map((row) => Array.from(row.querySelectorAll('th, td'), (cell) => cell.textContent));

/** Saves nothing: records the names the browser was asked to save under. */
function catchSaves() {
  Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:demographics'), revokeObjectURL: jest.fn() });
  const saved: string[] = [];
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
  return { saved, restore: () => click.mockRestore() };
}

describe('the demographic statistics', () => {
  it.each([
    ['en', 'Students by level'],
    ['fr', 'Effectifs par niveau'],
  ] as const)('shows the figures, charts and tables with totals in %s', async (language, title) => {
    const network = mockFetch([...structureRoutes(), demographicsRoute()]);
    const { container } = render(language);
    await screen.findByRole('heading', { name: title });
    for (const option of ['2025-2026', '3e', '3e A']) await screen.findByRole('option', { name: option });
    expect(pathsOf(network.requestsTo(DEMOGRAPHICS))).toEqual(['/api/statistics/demographics/1/all/all']);
    // Only this section asks the server.
    expect(network.requestsTo(/average-marks|absences/)).toHaveLength(0);
    // Sex pie, levels, ages, intakes.
    expect(container.querySelectorAll('[data-chart] svg.MuiChartsSvgLayer-root')).toHaveLength(4);
    expect(container).toMatchSnapshot();
  });

  it('writes each table with its total row, ages from 10 or younger to 21 or older and those of no birth date', async () => {
    mockFetch([...structureRoutes(), demographicsRoute()]);
    render();
    await screen.findByRole('table', { name: 'Students by level' });
    expect(rowsOf('Students by level')).toEqual([
      ['Level', 'Boys', 'Girls', 'Total'],
      ['6e', '45', '43', '88'],
      ['3e', '20', '22', '42'],
      ['Total', '65', '65', '130'],
    ]);
    const ages = rowsOf('Students by age at the start of the year');
    expect(ages[1]).toEqual(['10 or younger', '2', '1', '3']);
    expect(ages[12]).toEqual(['21 or older', '1', '0', '1']);
    expect(ages.slice(-2)).toEqual([
      ['Unknown (no birth date)', '1', '4', '5'],
      ['Total', '65', '65', '130'],
    ]);
    expect(rowsOf('Students by class').map((row) => row[0])).toEqual(['Class', '6e A', '6e B', '3e A', 'Total']);
    expect(rowsOf('New, returning and repeating students').slice(1)).toEqual([
      ['New to the school', '40', '38', '78'],
      ['Returning', '20', '24', '44'],
      ['Repeating', '5', '3', '8'],
      ['Total', '65', '65', '130'],
    ]);
    // Scrollable on a narrow screen: each table sits in a region the keyboard reaches.
    expect(screen.getByRole('region', { name: 'Students by class' })).toHaveAttribute('tabindex', '0');
  });

  it('asks again for a level, then a class of it', async () => {
    const network = mockFetch([...structureRoutes(), demographicsRoute()]);
    const { user } = render();
    await screen.findByRole('table', { name: 'Students by level' });
    await user.selectOptions(screen.getByLabelText('Level'), '6e');
    await waitFor(() => expect(pathsOf(network.requestsTo(DEMOGRAPHICS)).at(-1)).toBe('/api/statistics/demographics/1/1/all'));
    await user.selectOptions(screen.getByLabelText('Class'), '6e B');
    await waitFor(() => expect(pathsOf(network.requestsTo(DEMOGRAPHICS)).at(-1)).toBe('/api/statistics/demographics/1/1/12'));
  });

  it('says so when no student is registered', async () => {
    mockFetch([...structureRoutes(), demographicsRoute({ ...demographicsFixture, totals: { male: 0, female: 0, total: 0 } })]);
    render();
    expect(await screen.findByText('No student is registered in these classes.')).toBeInTheDocument();
  });

  it.each([
    ['en', 'xlsx', 'Export (.xlsx)', 'student-numbers-2026-2027.xlsx'],
    ['en', 'pdf', 'Export (PDF)', 'student-numbers-2026-2027.pdf'],
    ['fr', 'xlsx', 'Exporter (.xlsx)', 'effectifs-2026-2027.xlsx'],
    ['fr', 'pdf', 'Exporter (PDF)', 'effectifs-2026-2027.pdf'],
  ] as const)('exports the %s return as %s with the bearer token, named in the language', async (language, format, button, name) => {
    const file: MockRoute = { path: `/api/statistics/demographics/1/all/all/${format}`, body: 'file' };
    const network = mockFetch([...structureRoutes(), file, demographicsRoute()]);
    const saves = catchSaves();
    try {
      const { user } = render(language);
      await screen.findAllByRole('table');
      await user.click(screen.getByRole('button', { name: button }));
      await waitFor(() => expect(saves.saved).toEqual([name]));
      const [request] = network.requestsTo(file.path);
      expect(request.headers.get('Authorization')).toBe(`Bearer ${TOKEN}`);
    } finally {
      saves.restore();
    }
  });
});
