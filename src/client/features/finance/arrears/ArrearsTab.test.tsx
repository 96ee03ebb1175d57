import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import type { Language } from '../../../../domain/enums';
import { mockFetch, type MockRoute } from '../../../testing/fetchMock';
import { signedInState, TOKEN } from '../../../testing/fixtures';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { axeViolations } from '../../../testing/axe';
import {
  arrearsFilePath,
  arrearsFixture,
  arrearsPath,
  bursarFixture,
  fixToday,
  noArrearsFixture,
  structureRoutes,
} from '../testing/reportFixtures';
import ArrearsTab from './ArrearsTab';

beforeEach(() => {
  localStorage.setItem('jwtToken', TOKEN);
  fixToday();
});
afterEach(() => jest.useRealTimers());

function Address() {
  const { search } = useLocation();
  return <output aria-label="address">{search}</output>;
}

const render = (language: Language = 'en', route = '/finance?tab=arrears') =>
  renderWithProviders(
    <>
      <ArrearsTab />
      <Address />
    </>,
    { language, route, preloadedState: signedInState(bursarFixture()) },
  );

const withStructure = (routes: MockRoute[]) => mockFetch([...structureRoutes, ...routes]);

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => Array.from(row.querySelectorAll('th, td'), (cell) => cell.textContent?.replace(/\s/g, ' ')));

/** Saves nothing: records the names the browser was asked to save under. */
function catchSaves() {
  Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:arrears'), revokeObjectURL: jest.fn() });
  const saved: string[] = [];
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
  return { saved, restore: () => click.mockRestore() };
}

describe('the students in arrears', () => {
  it.each([
    ['en', '6e A'],
    ['fr', '6e A'],
  ] as const)('lists the whole school today, one table per class, in %s', async (language, title) => {
    const network = withStructure([{ path: arrearsPath(), body: arrearsFixture }]);
    const { container } = render(language);
    await screen.findByRole('table', { name: title });
    expect(network.requestsTo(arrearsPath())).toHaveLength(1);
    expect(screen.getAllByRole('table')).toHaveLength(2);
    expect(container).toMatchSnapshot();
  });

  it('writes what each student owes on every overdue instalment, and the class totals', async () => {
    withStructure([{ path: arrearsPath(), body: arrearsFixture }]);
    render();
    const table = await screen.findByRole('table', { name: '6e A' });
    expect(rowsOf(table)).toEqual([
      ['Student', 'Matricule', 'Tranche 1due Oct 15, 2026', 'Tranche 2due Nov 15, 2026', 'Total overdue', 'Balance'],
      ['ATANGANA Paul', 'STU-0031', '–', 'FCFA 30,000', 'FCFA 30,000', 'FCFA 65,000'],
      ['NGONO Marie', 'STU-0012', 'FCFA 25,000', 'FCFA 35,000', 'FCFA 60,000', 'FCFA 95,000'],
      ['Class total (2 students)', 'FCFA 25,000', 'FCFA 65,000', 'FCFA 90,000', 'FCFA 160,000'],
    ]);
    expect(screen.getByText('3 students in arrears on Nov 25, 2026, FCFA 130,000 overdue in all.')).toBeInTheDocument();
  });

  it('asks for the level, then the class, then the day the address names', async () => {
    const level = 'schoolYearId=3&levelId=1&asOf=2026-11-25';
    const classroom = 'schoolYearId=3&classroomId=12&asOf=2026-11-25';
    const day = 'schoolYearId=3&classroomId=12&asOf=2026-10-31';
    const network = withStructure([
      { path: arrearsPath(), body: arrearsFixture },
      { path: arrearsPath(level), body: arrearsFixture },
      { path: arrearsPath(classroom), body: noArrearsFixture },
      { path: arrearsPath(day), body: noArrearsFixture },
    ]);
    const { user } = render();
    await screen.findByRole('table', { name: '6e A' });
    await user.selectOptions(screen.getByLabelText('Level'), '6e');
    await waitFor(() => expect(network.requestsTo(arrearsPath(level))).toHaveLength(1));
    // The classes narrow to the level's.
    const classes = within(screen.getByLabelText('Class')).getAllByRole('option');
    expect(classes.map((option) => option.textContent)).toEqual(['All classes', '6e A', '6e B']);
    await user.selectOptions(screen.getByLabelText('Class'), '6e B');
    await waitFor(() => expect(network.requestsTo(arrearsPath(classroom))).toHaveLength(1));
    // The browser's date picker hands over a whole date at once.
    fireEvent.change(screen.getByLabelText('As of'), { target: { value: '2026-10-31' } });
    await waitFor(() => expect(network.requestsTo(arrearsPath(day))).toHaveLength(1));
    expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent('?tab=arrears&level=1&classroom=12&asOf=2026-10-31');
  });

  it('starts from the filters of the address', async () => {
    const query = 'schoolYearId=3&classroomId=21&asOf=2026-11-01';
    const network = withStructure([{ path: arrearsPath(query), body: arrearsFixture }]);
    render('en', '/finance?tab=arrears&classroom=21&asOf=2026-11-01');
    await screen.findByRole('table', { name: '6e A' });
    expect(network.requestsTo(arrearsPath(query))).toHaveLength(1);
    expect(screen.getByLabelText('As of')).toHaveValue('2026-11-01');
    await waitFor(() => expect(screen.getByLabelText('Class')).toHaveValue('21'));
  });

  it.each([
    ['en', 'pdf', 'Download (PDF)', 'arrears-6e-B-2026-11-25.pdf'],
    ['en', 'xlsx', 'Download (.xlsx)', 'arrears-6e-B-2026-11-25.xlsx'],
    ['fr', 'pdf', 'Télécharger (PDF)', 'impayés-6e-B-2026-11-25.pdf'],
    ['fr', 'xlsx', 'Télécharger (.xlsx)', 'impayés-6e-B-2026-11-25.xlsx'],
  ] as const)('downloads the %s list as %s with the bearer token, named for the class', async (language, format, button, name) => {
    const query = 'schoolYearId=3&classroomId=12&asOf=2026-11-25';
    const network = withStructure([
      { path: arrearsPath(query), body: arrearsFixture },
      { path: arrearsFilePath(format, query), body: 'file' },
    ]);
    const saves = catchSaves();
    try {
      const { user } = render(language, '/finance?tab=arrears&classroom=12');
      await screen.findAllByRole('table');
      await waitFor(() => expect(screen.getByLabelText(language === 'en' ? 'Class' : 'Classe')).toHaveValue('12'));
      await user.click(screen.getByRole('button', { name: button }));
      await waitFor(() => expect(saves.saved).toEqual([name]));
      const [request] = network.requestsTo(arrearsFilePath(format, query));
      expect(request.headers.get('Authorization')).toBe(`Bearer ${TOKEN}`);
    } finally {
      saves.restore();
    }
  });

  it('names the whole school’s file for the school year', async () => {
    withStructure([
      { path: arrearsPath(), body: arrearsFixture },
      { path: arrearsFilePath('pdf'), body: 'file' },
    ]);
    const saves = catchSaves();
    try {
      const { user } = render();
      await screen.findAllByRole('table');
      await user.click(screen.getByRole('button', { name: 'Download (PDF)' }));
      await waitFor(() => expect(saves.saved).toEqual(['arrears-2026-2027-2026-11-25.pdf']));
    } finally {
      saves.restore();
    }
  });

  it('reads a page at a time, the figures the whole list’s, and starts again at the first page for another filter', async () => {
    // 120 behind in all: this page holds the first of 6e A's 40 and the first of 5e A's.
    const [sixth, fifth] = arrearsFixture.classrooms;
    const long = {
      ...arrearsFixture,
      classrooms: [{ ...sixth, studentCount: 40 }, fifth],
      studentCount: 120,
      totalOverdue: 4000000,
    };
    const level = 'schoolYearId=3&levelId=1&asOf=2026-11-25';
    const network = withStructure([
      { path: arrearsPath(), body: long },
      { path: arrearsPath(undefined, 'limit=50&skip=50'), body: long },
      { path: arrearsPath(level), body: arrearsFixture },
    ]);
    const { user } = render();
    const table = await screen.findByRole('table', { name: '6e A' });
    expect(screen.getByText('120 students in arrears on Nov 25, 2026, FCFA 4,000,000 overdue in all.')).toBeInTheDocument();
    expect(screen.getByText('2 of 40 students on this page')).toBeInTheDocument();
    // The class total is the whole class's, not the page's.
    expect(rowsOf(table).at(-1)).toEqual(['Class total (40 students)', 'FCFA 25,000', 'FCFA 65,000', 'FCFA 90,000', 'FCFA 160,000']);
    expect(screen.getByText('1–50 of 120')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(network.requestsTo(arrearsPath(undefined, 'limit=50&skip=50'))).toHaveLength(1));
    expect(await screen.findByText('51–100 of 120')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Level'), '6e');
    await waitFor(() => expect(network.requestsTo(arrearsPath(level))).toHaveLength(1));
    expect(await screen.findByText('1–3 of 3')).toBeInTheDocument();
  });

  it('says so when no student is in arrears', async () => {
    withStructure([{ path: arrearsPath(), body: noArrearsFixture }]);
    render();
    expect(await screen.findByText('No student in arrears.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('offers to try again when the list cannot be loaded', async () => {
    withStructure([{ path: arrearsPath(), status: 500, body: { message: 'boom' } }]);
    render();
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('has no violations axe can see', async () => {
    withStructure([{ path: arrearsPath(), body: arrearsFixture }]);
    const { container } = render('fr');
    await screen.findAllByRole('table');
    expect(await axeViolations(container)).toEqual([]);
  });
});
