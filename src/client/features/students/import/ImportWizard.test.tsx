import { act, screen, waitFor, within } from '@testing-library/react';
import { File as NodeFile } from 'node:buffer';
import { useListStudentsQuery, type ImportPreview, type ImportStatus } from '../../../api/studentsApi';
import { mockFetch, type MockRoute } from '../../../testing/fetchMock';
import { signedInState, TOKEN } from '../../../testing/fixtures';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { structureRoutes, studentUserFixture } from '../testing/studentFixtures';
import ImportWizard, { POLL_MS } from './ImportWizard';

beforeEach(() => {
  localStorage.setItem('jwtToken', TOKEN);
  document.cookie = 'XSRF-TOKEN=xsrf-value';
});
afterEach(() => jest.useRealTimers());

const IMPORT_ID = 'imp_0123456789abcdef';
const CSV =
  'nom,prénom,sexe,date de naissance,Groupe sanguin,remarque\nAtangana,Brenda,F,12/03/2014,O+,x\n,Jean,M,2013-11-02,Z,\nDjoda,Aminatou,F,2030-01-01,,\n';

const status = (change: Partial<ImportStatus> = {}): ImportStatus => ({
  id: IMPORT_ID,
  status: 'previewed',
  total: 3,
  valid: 1,
  processed: 0,
  created: 0,
  classroomId: 11,
  message: null,
  ...change,
});

const previewWithProblems: ImportPreview = {
  ...status(),
  columns: ['lastName', 'firstName', 'sex', 'birthDate', 'custom:1'],
  unknownColumns: ['remarque'],
  rows: [
    {
      line: 3,
      values: { firstName: 'Jean', sex: 'M', birthDate: '2013-11-02', customFields: {} },
      problems: [
        { field: 'lastName', message: 'This field is required' },
        { field: 'customFields.1', message: 'Must be one of: A+, B+, O+, O-' },
      ],
    },
    {
      line: 4,
      values: { lastName: 'Djoda', firstName: 'Aminatou', sex: 'F', birthDate: '2030-01-01', customFields: {} },
      problems: [{ field: 'birthDate', message: 'The date of birth must be in the past' }],
    },
    {
      line: 2,
      values: { lastName: 'Atangana', firstName: 'Brenda', sex: 'F', birthDate: '2014-03-12', customFields: { '1': 'O+' } },
      problems: [],
    },
  ],
};

const previewValid: ImportPreview = {
  ...previewWithProblems,
  valid: 3,
  unknownColumns: [],
  rows: previewWithProblems.rows.map((row, index) => ({
    ...row,
    values: { ...row.values, lastName: row.values.lastName ?? `Nom${index}` },
    problems: [],
  })),
};

const baseRoutes = (): MockRoute[] => [{ path: '/api/students?limit=50&skip=0', body: { data: [], total: 0 } }, ...structureRoutes()];

const csvFile = () => new NodeFile([CSV], 'eleves.csv', { type: 'application/vnd.ms-excel' }) as unknown as File;

/** Stands for the student grid behind the wizard: it must load again once the import is done. */
function StudentGrid() {
  useListStudentsQuery({ limit: 50 });
  return null;
}

const render = (language: 'en' | 'fr' = 'en') => {
  const onClose = jest.fn();
  return {
    onClose,
    ...renderWithProviders(
      <>
        <StudentGrid />
        <ImportWizard onClose={onClose} />
      </>,
      { language, preloadedState: signedInState(studentUserFixture()) },
    ),
  };
};

async function upload(user: ReturnType<typeof render>['user'], language: 'en' | 'fr' = 'en') {
  const dialog = within(screen.getByRole('dialog'));
  await user.upload(dialog.getByLabelText(language === 'en' ? 'File to import' : 'Fichier à importer'), csvFile());
  await dialog.findAllByRole('option', { name: '6e A' });
  await user.selectOptions(dialog.getByLabelText(language === 'en' ? /^Class/ : /^Classe/), '11');
  await user.click(dialog.getByRole('button', { name: language === 'en' ? 'Check the file' : 'Vérifier le fichier' }));
}

describe('the import wizard', () => {
  it.each(['en', 'fr'] as const)('shows the preview with its problems first in %s', async (language) => {
    mockFetch([{ method: 'POST', path: '/api/students/import/preview?classroomId=11', body: previewWithProblems }, ...baseRoutes()]);
    const { user } = render(language);
    await upload(user, language);
    await screen.findByText(language === 'en' ? '2 rows to fix' : '2 lignes à corriger');
    const dialog = within(screen.getByRole('dialog', { name: language === 'en' ? 'Import students' : 'Importer des élèves' }));
    expect(dialog.getAllByRole('row')).toHaveLength(4);
    expect(dialog.getAllByRole('alert')).toHaveLength(2);
    expect(dialog.getByRole('button', { name: language === 'en' ? 'Import 1 student' : 'Importer 1 élève' })).toBeDisabled();
    expect(screen.getByRole('dialog')).toMatchSnapshot();
  });

  it('uploads the file itself as text/csv with the bearer, XSRF and language headers', async () => {
    document.documentElement.lang = 'fr';
    const network = mockFetch([
      { method: 'POST', path: '/api/students/import/preview?classroomId=11', body: previewWithProblems },
      ...baseRoutes(),
    ]);
    const { user } = render();
    await upload(user);
    await screen.findByText('2 rows to fix');
    const [call] = network.requestsTo(/^\/api\/students\/import\/preview/);
    // The browser called it application/vnd.ms-excel; the extension decides.
    expect(call.headers.get('Content-Type')).toBe('text/csv');
    expect(call.headers.get('Authorization')).toBe(`Bearer ${TOKEN}`);
    expect(call.headers.get('X-XSRF-TOKEN')).toBe('xsrf-value');
    expect(call.headers.get('Accept-Language')).toBe('fr');
    expect(await call.clone().text()).toBe(CSV);
  });

  it('marks the faulty cells, lists the problems and refuses to import until every row is valid', async () => {
    mockFetch([{ method: 'POST', path: '/api/students/import/preview?classroomId=11', body: previewWithProblems }, ...baseRoutes()]);
    const { user } = render();
    await upload(user);
    const dialog = within(await screen.findByRole('dialog'));
    await dialog.findByText('2 rows to fix');
    // The column named, and the ones the import reads, in the user's language.
    expect(
      dialog.getByText(/^This column was not recognised and will be ignored: “remarque”\. The columns read are “Matricule”, “Last name”,/),
    ).toBeInTheDocument();
    const rows = dialog.getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0].textContent)).toEqual(['3', '4', '2']);
    expect(within(rows[0]).getByText('Last name: This field is required')).toBeInTheDocument();
    expect(within(rows[0]).getByText('Groupe sanguin: Must be one of: A+, B+, O+, O-')).toBeInTheDocument();
    const marked = (row: HTMLElement) =>
      within(row)
        .getAllByRole('cell')
        .filter((cell) => cell.hasAttribute('data-problem')).length;
    expect(rows.map(marked)).toEqual([2, 1, 0]);
    expect(dialog.getByRole('button', { name: 'Import 1 student' })).toBeDisabled();
  });

  it.each([
    [
      'en',
      'Download a template',
      'student-import-template.csv',
      "Matricule,Last name,First name,Sex,Date of birth,Place of birth,Parent or guardian,Guardian's phone,Guardian's e-mail,Address",
    ],
    [
      'fr',
      'Télécharger un modèle',
      'modèle-importation-élèves.csv',
      'Matricule,Nom,Prénom,Sexe,Date de naissance,Lieu de naissance,Parent ou tuteur,Téléphone du parent,E-mail du parent,Adresse',
    ],
    [
      'es',
      'Descargar una plantilla',
      'plantilla-importación-alumnos.csv',
      'Número de expediente,Apellidos,Nombre,Sexo,Fecha de nacimiento,Lugar de nacimiento,"Padre, madre o tutor",Teléfono del tutor,Correo del tutor,Dirección',
    ],
    ['zh-CHS', '下载模板', '学生导入模板.csv', '学号,姓,名,性别,出生日期,出生地,家长或监护人,监护人电话,监护人电子邮件,地址'],
  ] as const)('offers a template headed and named in %s', async (language, link, name, header) => {
    mockFetch(baseRoutes());
    let saved: { name: string; blob: Blob } | undefined;
    const blobs: Blob[] = [];
    Object.assign(URL, { createObjectURL: jest.fn((blob: Blob) => (blobs.push(blob), 'blob:template')), revokeObjectURL: jest.fn() });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved = { name: this.download, blob: blobs[0] };
    });
    const { user } = renderWithProviders(<ImportWizard onClose={jest.fn()} />, {
      language,
      preloadedState: signedInState(studentUserFixture()),
    });
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: link }));
    expect(saved?.name).toBe(name);
    // The byte-order mark first, so Excel reads the file as UTF-8.
    expect(new Uint8Array(await saved!.blob.arrayBuffer()).slice(0, 3)).toEqual(new Uint8Array([0xef, 0xbb, 0xbf]));
    expect((await saved!.blob.text()).replace(/^\uFEFF/, '')).toBe(`${header}\r\n`);
    click.mockRestore();
  });

  it('refuses a file of another type before sending it', async () => {
    const network = mockFetch(baseRoutes());
    const { user } = render();
    const dialog = within(screen.getByRole('dialog'));
    // Typed text/csv by the browser, but not a .csv: the name decides what is sent.
    await user.upload(dialog.getByLabelText('File to import'), new NodeFile(['x'], 'liste.txt', { type: 'text/csv' }) as unknown as File);
    expect(await dialog.findByText('Choose a .csv or .xlsx file.')).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Check the file' })).toBeDisabled();
    expect(network.requestsTo(/import/)).toHaveLength(0);
  });

  it('imports, follows the progress every half second until done, and refreshes the list', async () => {
    // The polling runs on the fake clock: the test moves it instead of waiting for it.
    jest.useFakeTimers();
    const progress: MockRoute = { path: `/api/students/import/${IMPORT_ID}`, body: status({ status: 'running', valid: 3, processed: 1 }) };
    const network = mockFetch([
      { method: 'POST', path: '/api/students/import/preview?classroomId=11', body: previewValid },
      { method: 'POST', path: `/api/students/import/${IMPORT_ID}`, status: 202, body: status({ status: 'running', valid: 3 }) },
      progress,
      ...baseRoutes(),
    ]);
    const { user } = render();
    await upload(user);
    const dialog = within(await screen.findByRole('dialog'));
    expect(await dialog.findByText('Every row is valid.')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Import 3 students' }));

    expect(await dialog.findByText('1 of 3 rows written')).toBeInTheDocument();
    expect(dialog.getByRole('progressbar', { name: 'Import progress' })).toHaveAttribute('aria-valuenow', '33');
    expect(dialog.getByRole('button', { name: 'Close' })).toBeDisabled();

    progress.body = status({ status: 'done', valid: 3, processed: 3, created: 3 });
    expect(await screen.findByText('3 students imported', { selector: '.MuiAlert-message' })).toBeInTheDocument();
    // The wizard's own message and the success toast.
    await waitFor(() => expect(screen.getAllByText('3 students imported')).toHaveLength(2));
    expect(
      network.requestsTo(`/api/students/import/${IMPORT_ID}`).filter((request) => request.method === 'GET').length,
    ).toBeGreaterThanOrEqual(2);
    await waitFor(() => expect(network.requestsTo('/api/students?limit=50&skip=0')).toHaveLength(2));

    // Polling stops once the import is over.
    const polls = network.requestsTo(`/api/students/import/${IMPORT_ID}`).length;
    await act(() => jest.advanceTimersByTimeAsync(POLL_MS * 3));
    expect(network.requestsTo(`/api/students/import/${IMPORT_ID}`)).toHaveLength(polls);
    expect(dialog.getByRole('button', { name: 'Close' })).toBeEnabled();
  });

  it('shows the error dialog when the import fails, nothing written', async () => {
    mockFetch([
      { method: 'POST', path: '/api/students/import/preview?classroomId=11', body: previewValid },
      { method: 'POST', path: `/api/students/import/${IMPORT_ID}`, status: 202, body: status({ status: 'running', valid: 3 }) },
      {
        path: `/api/students/import/${IMPORT_ID}`,
        body: status({ status: 'failed', valid: 3, message: 'The classroom 6e A is full (60 places).' }),
      },
      ...baseRoutes(),
    ]);
    const { user } = render();
    await upload(user);
    await user.click(await screen.findByRole('button', { name: 'Import 3 students' }));
    const alert = await screen.findByRole('dialog', { name: 'The server is temporarily unavailable' });
    expect(alert).toHaveTextContent('The classroom 6e A is full (60 places).');
    expect(screen.getByText('The import failed: nothing was written.')).toBeInTheDocument();
  });
});
