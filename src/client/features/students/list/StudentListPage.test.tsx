import { screen, waitFor, within } from '@testing-library/react';
import { createIntl } from 'react-intl';
import { Route, Routes, useLocation } from 'react-router-dom';
import { permissionsOf } from '../../../../domain/permissions';
import { mockFetch, type MockRoute } from '../../../testing/fetchMock';
import { signedInState, TOKEN } from '../../../testing/fixtures';
import { loadCatalogue } from '../../../testing/catalogues';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import StudentsPage from '../StudentsPage';
import { listOf, structureRoutes, studentsFixture, studentUserFixture } from '../testing/studentFixtures';
import { studentColumns } from './studentColumns';

beforeEach(() => localStorage.setItem('jwtToken', TOKEN));

function Where() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

const area = (
  <>
    <Routes>
      <Route path="/student/*" element={<StudentsPage />} />
    </Routes>
    <Where />
  </>
);

const studentRoutes = (total = 120): MockRoute[] => [
  { path: /^\/api\/students\?/, body: { data: studentsFixture, total } },
  ...structureRoutes(),
];

const render = (options: Parameters<typeof renderWithProviders>[1] = {}) =>
  renderWithProviders(area, { route: '/student', preloadedState: signedInState(studentUserFixture()), ...options });

const studentCalls = (network: ReturnType<typeof mockFetch>) =>
  network.requestsTo(/^\/api\/students\?/).map((request) => new URL(request.url).search);

describe('the student list', () => {
  it.each(['en', 'fr'] as const)('renders in %s', async (language) => {
    mockFetch(studentRoutes());
    const { container } = render({ language });
    expect(await screen.findByText('Atangana')).toBeInTheDocument();
    await screen.findAllByRole('option', { name: '6e A' });
    const en = language === 'en';
    expect(screen.getByRole('heading', { level: 1, name: en ? 'Students' : 'Élèves' })).toBeInTheDocument();
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('gridcell')[2].textContent)).toEqual(['Atangana', 'Biya', 'Djoda']);
    expect(screen.getByRole('button', { name: en ? 'New student' : 'Nouvel élève' })).toBeInTheDocument();
    expect(container).toMatchSnapshot();
  });

  it('shows many rows in a compact grid, each with its actions first, where no scrolling hides them', async () => {
    mockFetch(studentRoutes());
    render();
    await screen.findByText('Atangana');
    expect(screen.getByRole('grid').closest('.MuiDataGrid-root')).toHaveClass('MuiDataGrid-root--densityCompact');
    const biya = screen.getByRole('row', { name: /Biya/ });
    const [first] = within(biya).getAllByRole('gridcell');
    expect(within(first).getByRole('link', { name: 'Open Biya Jean' })).toHaveAttribute('href', '/student/2');
    expect(within(first).getByRole('button', { name: 'Edit Biya Jean' })).toBeInTheDocument();
  });

  it('fits its columns in the grid of a 1024 px screen beside the drawer', () => {
    const intl = createIntl({ locale: 'en', messages: loadCatalogue('en') });
    const columns = studentColumns(intl, () => true, jest.fn());
    expect(columns[0].field).toBe('actions');
    // 1024 px less the 248 px drawer, the page's padding and a scroll bar leave about 710 px.
    expect(columns.reduce((sum, column) => sum + (column.minWidth ?? column.width ?? 0), 0)).toBeLessThanOrEqual(710);
    // Every column but the actions shares what is left instead of a fixed width that pushes the grid wider.
    expect(columns.slice(1).filter((column) => !column.flex)).toEqual([]);
  });

  it('asks for the first page of 50 in the current year, sorted by last name', async () => {
    const network = mockFetch(studentRoutes());
    render();
    await screen.findByText('Atangana');
    expect(studentCalls(network)[0]).toBe('?limit=50&skip=0&schoolYearId=3&sort=lastName&order=asc');
  });

  it('searches once the typing pauses, from the first page', async () => {
    const network = mockFetch(studentRoutes());
    const { user } = render();
    await screen.findByText('Atangana');
    await user.type(screen.getByLabelText('Name or matricule'), 'atan');
    await waitFor(() => expect(studentCalls(network).at(-1)).toContain('search=atan'));
    const last = new URLSearchParams(studentCalls(network).at(-1));
    expect(last.get('limit')).toBe('50');
    expect(last.get('skip')).toBe('0');
    // One call for the settled text, none for each keystroke.
    expect(studentCalls(network).filter((search) => search.includes('search='))).toHaveLength(1);
  });

  it('pages with skip = page × limit − limit', async () => {
    const network = mockFetch(studentRoutes());
    const { user } = render();
    await screen.findByText('Atangana');
    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    await waitFor(() => expect(studentCalls(network).at(-1)).toContain('skip=50'));
    expect(new URLSearchParams(studentCalls(network).at(-1)).get('limit')).toBe('50');
    expect(screen.getByTestId('location')).toHaveTextContent('/student?page=2');
  });

  it('filters by sex, registration and archive, and sorts on the server', async () => {
    const network = mockFetch(studentRoutes());
    const { user } = render();
    await screen.findByText('Atangana');
    await user.selectOptions(screen.getByLabelText('Sex'), 'F');
    await user.selectOptions(screen.getByLabelText('Registered'), 'false');
    await user.click(screen.getByLabelText('Archived students'));
    await waitFor(() => expect(studentCalls(network).at(-1)).toContain('archived=true'));
    const query = new URLSearchParams(studentCalls(network).at(-1));
    expect(query.get('sex')).toBe('F');
    expect(query.get('registered')).toBe('false');

    await user.click(screen.getByRole('columnheader', { name: /Date of birth/ }));
    await waitFor(() => expect(studentCalls(network).at(-1)).toContain('sort=birthDate&order=asc'));
  });

  it('opens the student page on a row click', async () => {
    mockFetch([...studentRoutes(), { path: /^\/api\/(students\/1|registrations|exemptions)/, body: listOf([]) }]);
    const { user } = render();
    await user.click(await screen.findByText('Biya'));
    expect(screen.getByTestId('location')).toHaveTextContent('/student/2');
  });

  it('creates a student from the New student button and opens their page', async () => {
    mockFetch([
      { method: 'POST', path: '/api/students', status: 201, body: { ...studentsFixture[1], id: 7 } },
      // The page it opens reads the new record (no registration, exemption or possible duplicate yet).
      { path: /^\/api\/students\/7$/, body: { ...studentsFixture[1], id: 7 } },
      { path: /^\/api\/(students\/duplicates|registrations|exemptions)/, body: listOf([]) },
      ...studentRoutes(),
    ]);
    const { user } = render();
    await screen.findByText('Atangana');
    await user.click(screen.getByRole('button', { name: 'New student' }));
    const form = within(await screen.findByRole('dialog', { name: 'New student' }));
    await user.type(form.getByLabelText(/Last name/), 'Biya');
    await user.type(form.getByLabelText(/First name/), 'Jean');
    await user.selectOptions(form.getByLabelText(/Sex/), 'M');
    await user.click(form.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/student/7'));
  });

  it('opens the import wizard', async () => {
    mockFetch(studentRoutes());
    const { user } = render({ language: 'fr' });
    await screen.findByText('Atangana');
    await user.click(screen.getByRole('button', { name: 'Importer' }));
    expect(await screen.findByRole('dialog', { name: 'Importer des élèves' })).toBeInTheDocument();
  });

  it('offers new, import and export only to those who manage students', async () => {
    mockFetch(studentRoutes());
    render({ preloadedState: signedInState(studentUserFixture({ permissions: ['students.read', 'structure.read'] })) });
    await screen.findByText('Atangana');
    expect(screen.queryByRole('button', { name: 'New student' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Import' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Export' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Edit / })).not.toBeInTheDocument();
  });

  it('shows the date of birth column only to those who may read it, and sorts the others by name', async () => {
    const network = mockFetch(studentRoutes());
    render({
      route: '/student?sort=birthDate',
      preloadedState: signedInState(studentUserFixture({ permissions: permissionsOf('teacher') })),
    });
    await screen.findByText('Atangana');
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Actions',
      'Matricule',
      'Last name',
      'First name',
      'Sex',
      'Class',
    ]);
    expect(studentCalls(network)[0]).toBe('?limit=50&skip=0&schoolYearId=3&sort=lastName&order=asc');
  });

  /** Answers the export with a CSV, as the server does (without a name), and records what the anchor saves. */
  const answerExports = (network: ReturnType<typeof mockFetch>) => {
    const fetchSpy = globalThis.fetch as jest.Mock;
    const original = fetchSpy.getMockImplementation()!;
    fetchSpy.mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
      // The one baseQuery hands fetch a Request.
      const request = new Request(input instanceof Request ? input : String(input), init);
      if (request.url.includes('/api/students/export')) {
        network.requests.push(request);
        return new Response('Matricule,Nom\n', {
          status: 200,
          headers: { 'Content-Type': 'text/csv', 'Content-Disposition': 'attachment' },
        });
      }
      return original(input, init);
    });
    Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:export'), revokeObjectURL: jest.fn() });
    const saved: string[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    return { saved, restore: () => click.mockRestore() };
  };
  const pad = (value: number) => String(value).padStart(2, '0');
  const today = () => `${new Date().getFullYear()}-${pad(new Date().getMonth() + 1)}-${pad(new Date().getDate())}`;

  it('exports the filtered list with the bearer token and saves it named in English with the day', async () => {
    const network = mockFetch(studentRoutes());
    const { saved, restore } = answerExports(network);
    const { user } = render({ route: '/student?sex=F' });
    await screen.findByText('Atangana');
    await user.click(screen.getByRole('button', { name: 'Export' }));
    await user.click(within(screen.getByRole('menu')).getByRole('menuitem', { name: 'CSV file (.csv)' }));

    await waitFor(() => expect(saved).toEqual([`students-${today()}.csv`]));
    expect(saved[0]).toMatch(/^students-\d{4}-\d{2}-\d{2}\.csv$/);
    const [request] = network.requestsTo(/^\/api\/students\/export/);
    expect(new URL(request.url).search).toBe('?format=csv&sex=F&schoolYearId=3&sort=lastName&order=asc');
    expect(request.headers.get('Authorization')).toBe(`Bearer ${TOKEN}`);
    restore();
  });

  it("names a classroom's export after the classroom, in the user's language", async () => {
    // The language the I18nProvider sets on the page, which the server heads the columns in.
    document.documentElement.lang = 'fr';
    const network = mockFetch(studentRoutes());
    const { saved, restore } = answerExports(network);
    const { user } = render({ route: '/student?classroomId=11', language: 'fr' });
    await screen.findByText('Atangana');
    await screen.findAllByRole('option', { name: '6e A' });
    await user.click(screen.getByRole('button', { name: 'Exporter' }));
    await user.click(within(screen.getByRole('menu')).getByRole('menuitem', { name: 'Classeur Excel (.xlsx)' }));
    await waitFor(() => expect(saved).toEqual([`élèves-6e-A-${today()}.xlsx`]));
    expect(network.requestsTo(/^\/api\/students\/export/)[0].headers.get('Accept-Language')).toBe('fr');
    document.documentElement.lang = '';
    restore();
  });
});
