import { screen, waitFor, within } from '@testing-library/react';
import { File as NodeFile } from 'node:buffer';
import { previewTimetableImport, runTimetableImport, type TimetableImportPreview } from '../../../../domain/contract/timetableImport';
import { useListTeacherPresencesQuery } from '../../../api/teacherPresencesApi';
import { useListSlotsQuery } from '../../../api/timetablesApi';
import { mockFetch, type MockRoute } from '../../../testing/fetchMock';
import { signedInState, TOKEN } from '../../../testing/fixtures';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { TimetableImportDialog } from './TimetableImportDialog';

beforeEach(() => {
  localStorage.setItem('jwtToken', TOKEN);
  document.cookie = 'XSRF-TOKEN=xsrf-value';
});

const TIMETABLE = 7;
const PREVIEW = `/api/timetables/${TIMETABLE}/import/preview`;
const RUN = `/api/timetables/${TIMETABLE}/import`;
const CSV = 'Classe;Jour;Tranche horaire;Matière\n6e A;lundi;07:30;MATH\n6e A;lundi;07:30;Anglais\n';

/** The contract's example: two rows, the second doubling the first's hour. */
const withProblems = previewTimetableImport.example!.response as TimetableImportPreview;
const valid: TimetableImportPreview = {
  ...withProblems,
  valid: 2,
  problems: 0,
  unknownColumns: [],
  rows: withProblems.rows.map((row, index) => ({
    ...row,
    values: { ...row.values, timePart: index ? '08:25' : row.values.timePart },
    problems: [],
  })),
};
const imported = runTimetableImport.example!.response;

/** Stand for the timetable grid and the day's check behind the dialog: both must load again after an import. */
function Screens() {
  useListSlotsQuery({ id: TIMETABLE });
  useListTeacherPresencesQuery();
  return null;
}
const screenRoutes = (): MockRoute[] => [
  { path: `/api/timetables/${TIMETABLE}/slots`, body: { data: [], total: 0 } },
  { path: '/api/teacherPresences', body: { data: [], total: 0 } },
];

const csvFile = (name = 'emploi-du-temps.csv') => new NodeFile([CSV], name, { type: 'application/vnd.ms-excel' }) as unknown as File;

function render(language: 'en' | 'fr' = 'en', open = true) {
  const onClose = jest.fn();
  return {
    onClose,
    ...renderWithProviders(
      <>
        <Screens />
        <TimetableImportDialog timetableId={TIMETABLE} open={open} onClose={onClose} />
      </>,
      { language, preloadedState: signedInState() },
    ),
  };
}

async function check(user: ReturnType<typeof render>['user'], language: 'en' | 'fr' = 'en') {
  const dialog = within(screen.getByRole('dialog'));
  await user.upload(dialog.getByLabelText(language === 'en' ? 'Timetable file' : "Fichier de l'emploi du temps"), csvFile());
  await user.click(dialog.getByRole('button', { name: language === 'en' ? 'Check the file' : 'Vérifier le fichier' }));
}

describe('the timetable import dialog', () => {
  it.each(['en', 'fr'] as const)(
    'explains the file, then shows its rows with the problems first and the import held back, in %s',
    async (language) => {
      mockFetch([{ method: 'POST', path: PREVIEW, body: withProblems }, ...screenRoutes()]);
      const { user } = render(language);
      const dialog = within(screen.getByRole('dialog', { name: language === 'en' ? 'Import a timetable' : 'Importer un emploi du temps' }));
      expect(
        dialog.getByText(
          language === 'en'
            ? /the columns “Classroom”, “Weekday”, “Time part”, and “Course”\./
            : /les colonnes « Classe », « Jour », « Tranche horaire » et « Matière »\./,
        ),
      ).toBeInTheDocument();
      expect(screen.getByRole('dialog')).toMatchSnapshot('file');
      await check(user, language);
      await dialog.findByText(language === 'en' ? '1 row to fix' : '1 ligne à corriger');
      const rows = dialog.getAllByRole('row').slice(1);
      expect(rows.map((row) => within(row).getAllByRole('cell')[0].textContent)).toEqual(['3', '2']);
      const problemCells = within(rows[0])
        .getAllByRole('cell')
        .filter((cell) => cell.hasAttribute('data-problem'));
      expect(problemCells.map((cell) => cell.textContent)).toEqual(['07:30']);
      expect(dialog.getByRole('button', { name: language === 'en' ? 'Import 1 lesson' : 'Importer 1 cours' })).toBeDisabled();
      expect(dialog.getByRole('list', { name: language === 'en' ? 'Weeks replaced' : 'Emplois du temps remplacés' })).toHaveTextContent(
        language === 'en' ? '6e A: 2 lessons instead of 38' : '6e A : 2 cours au lieu de 38',
      );
      expect(screen.getByRole('dialog')).toMatchSnapshot('preview');
    },
  );

  it('sends the file itself, typed by its extension, with the bearer, XSRF and language headers', async () => {
    const network = mockFetch([{ method: 'POST', path: PREVIEW, body: withProblems }, ...screenRoutes()]);
    const { user } = render();
    await check(user);
    await screen.findByText('1 row to fix');
    const [call] = network.requestsTo(PREVIEW);
    // The browser called it application/vnd.ms-excel; the extension decides.
    expect(call.headers.get('Content-Type')).toBe('text/csv');
    expect(call.headers.get('Authorization')).toBe(`Bearer ${TOKEN}`);
    expect(call.headers.get('X-XSRF-TOKEN')).toBe('xsrf-value');
    expect(await call.clone().text()).toBe(CSV);
  });

  it('refuses a file of another type before sending it', async () => {
    const network = mockFetch(screenRoutes());
    const { user } = render();
    const dialog = within(screen.getByRole('dialog'));
    await user.upload(dialog.getByLabelText('Timetable file'), new NodeFile(['x'], 'semaine.txt', { type: 'text/csv' }) as unknown as File);
    expect(await dialog.findByText('Choose a .csv or .xlsx file.')).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Check the file' })).toBeDisabled();
    expect(network.requestsTo(/import/)).toHaveLength(0);
  });

  it('imports a valid file, says so, closes and refreshes the timetable and the days', async () => {
    const network = mockFetch([
      { method: 'POST', path: PREVIEW, body: valid },
      { method: 'POST', path: RUN, body: imported },
      ...screenRoutes(),
    ]);
    const { user, onClose } = render();
    await check(user);
    const dialog = within(screen.getByRole('dialog'));
    expect(await dialog.findByText('Every row is valid.')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Import 2 lessons' }));
    expect(await screen.findByText('Timetable imported: 76 lessons in 1 class.')).toBeInTheDocument();
    expect(onClose).toHaveBeenCalledTimes(1);
    const [sent] = network.requestsTo(RUN);
    expect(sent.headers.get('Content-Type')).toBe('text/csv');
    expect(await sent.clone().text()).toBe(CSV);
    await waitFor(() => expect(network.requestsTo(`/api/timetables/${TIMETABLE}/slots`)).toHaveLength(2));
    await waitFor(() => expect(network.requestsTo('/api/teacherPresences')).toHaveLength(2));
  });

  it('checks the file again when the timetable changed since, and shows what is now wrong', async () => {
    const preview: MockRoute = { method: 'POST', path: PREVIEW, body: valid };
    mockFetch([
      preview,
      {
        method: 'POST',
        path: RUN,
        status: 400,
        body: { statusCode: 400, error: 'Bad Request', message: 'Rows with problems: 1.', fields: { 'rows[1].timePart': 'x' } },
      },
      ...screenRoutes(),
    ]);
    const { user, onClose } = render();
    await check(user);
    const dialog = within(screen.getByRole('dialog'));
    await dialog.findByText('Every row is valid.');
    preview.body = withProblems;
    await user.click(dialog.getByRole('button', { name: 'Import 2 lessons' }));
    expect(await dialog.findByText('The timetable changed since the check: the file has been checked again.')).toBeInTheDocument();
    expect(dialog.getByText('1 row to fix')).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Import 1 lesson' })).toBeDisabled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it.each([
    ['en', 'Download an example', 'timetable-example.csv', 'Classroom,Weekday,Time part,Course\r\n6e A,Monday,07:30-08:25,MATH'],
    ['fr', 'Télécharger un exemple', 'exemple-emploi-du-temps.csv', 'Classe,Jour,Tranche horaire,Matière\r\n6e A,lundi,07:30-08:25,MATH'],
  ] as const)('offers an example headed and named in %s', async (language, link, name, start) => {
    mockFetch(screenRoutes());
    const blobs: Blob[] = [];
    let saved: { name: string; blob: Blob } | undefined;
    Object.assign(URL, { createObjectURL: jest.fn((blob: Blob) => (blobs.push(blob), 'blob:example')), revokeObjectURL: jest.fn() });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved = { name: this.download, blob: blobs[0] };
    });
    const { user } = render(language);
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: link }));
    expect(saved?.name).toBe(name);
    expect((await saved!.blob.text()).replace(/^\uFEFF/, '')).toMatch(new RegExp(`^${start}\r\n`));
    click.mockRestore();
  });

  it('shows nothing while closed', () => {
    mockFetch(screenRoutes());
    render('en', false);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
