import { screen, waitFor, within } from '@testing-library/react';
import type { Language } from '../../../domain/enums';
import { loadCatalogue } from '../../testing/catalogues';
import { STICKY_CLASS } from '../../components/StickyCell';
import { jsonBody, mockFetch, type MockRoute } from '../../testing/fetchMock';
import { signedInState, TOKEN } from '../../testing/fixtures';
import { renderWithProviders } from '../../testing/renderWithProviders';
import MarksheetPage from './MarksheetPage';
import {
  answerInTurn,
  batchFixture,
  emptySheetFixture,
  principalFixture,
  secondarySheetFixture,
  sheetRoutes,
} from './testing/sheetFixtures';

const mockWriteXlsxFile = jest.fn((..._args: unknown[]) => ({ toBlob: async () => new Blob(['xlsx']) }));
jest.mock('write-excel-file/browser', () => ({ __esModule: true, default: (...args: unknown[]) => mockWriteXlsxFile(...args) }));

const TRIMESTER_1 = '/marksheet?classroom=11&period=trimester-1';
const LMD_TERM_1 = '/marksheet?classroom=21&period=term-1';

let createObjectURL: jest.Mock;
beforeEach(() => {
  localStorage.setItem('jwtToken', TOKEN);
  createObjectURL = jest.fn(() => 'blob:sheet');
  Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
});

afterEach(() => document.querySelectorAll('iframe').forEach((frame) => frame.remove()));

const render = ({ language = 'en', route = TRIMESTER_1 }: { language?: Language; route?: string } = {}) =>
  renderWithProviders(<MarksheetPage />, { language, route, preloadedState: signedInState(principalFixture()) });

const sheetTable = (name = 'Mark sheet') => screen.findByRole('table', { name });
/** The students' names, top to bottom. */
const shownNames = () =>
  within(screen.getByRole('table', { name: 'Mark sheet' }))
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);
/** The value next to a statistics label. */
const figure = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

/** A PDF as the server sends it: without a name, which the client gives in the user's language. */
const pdf = () => ({
  body: new Blob(['%PDF-1.7'], { type: 'application/pdf' }),
  headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': 'attachment' },
});

/** Stops the anchor's download and records the file names asked for. */
function catchDownloads(): string[] {
  const names: string[] = [];
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function click(this: HTMLAnchorElement) {
    names.push(this.download);
  });
  return names;
}

describe('the mark sheet screen', () => {
  it.each([
    ['en', 'Mark sheet', '6e A — Trimester 1 (sequences 1 and 2)', '15.44'],
    ['fr', 'Relevé de notes', '6e A — Trimestre 1 (séquences 1 et 2)', '15,44'],
  ] as const)('shows a secondary trimester sheet in %s', async (language, tableName, heading, average) => {
    mockFetch(sheetRoutes());
    const { container } = render({ language });
    const table = await sheetTable(tableName);
    expect(screen.getByRole('heading', { name: heading })).toBeInTheDocument();
    expect(within(table).getByText(average)).toBeInTheDocument();
    expect(within(table).getAllByText(language === 'en' ? '2 ex' : '2 ex')).toHaveLength(2);
    expect(within(table).getByText(language === 'en' ? 'Exempt' : 'Disp.')).toBeInTheDocument();
    expect(
      within(table).getByText(
        language === 'en' ? 'Honour roll, Encouragement, Congratulations' : "Tableau d'honneur, Encouragements, Félicitations",
      ),
    ).toBeInTheDocument();
    expect(container).toMatchSnapshot();
  });

  it.each([
    ['en', 'Mark sheet', 'L1 Informatique — Semester 1', 'Incomplete'],
    ['fr', 'Relevé de notes', 'L1 Informatique — Semestre 1', 'Incomplet'],
  ] as const)('shows an LMD semester sheet in %s', async (language, tableName, heading, incomplete) => {
    mockFetch(sheetRoutes());
    const { container } = render({ language, route: LMD_TERM_1 });
    const table = await sheetTable(tableName);
    expect(screen.getByRole('heading', { name: heading })).toBeInTheDocument();
    expect(within(table).getByText(incomplete)).toBeInTheDocument();
    expect(within(table).getByText('10 / 10')).toBeInTheDocument();
    expect(container).toMatchSnapshot();
  });

  it('shows the course headers with their name, coefficient and teacher', async () => {
    mockFetch(sheetRoutes());
    render();
    const table = await sheetTable();
    expect(within(table).getByLabelText('Mathématiques — coefficient 4 — Clément Fotso')).toHaveTextContent('MATH');
    expect(within(table).getByLabelText('Éducation physique — coefficient 1 — not assigned')).toHaveTextContent('EPS');
  });

  it('orders the rows by rank, the Non classés and unranked last, or by name', async () => {
    mockFetch(sheetRoutes());
    const { user } = render();
    await sheetTable();
    expect(shownNames()).toEqual(['ATANGANA Brenda', 'BELLO Amadou', 'ESSOMBA Paul', 'ABENA Zoé', 'DJODA Aminatou']);
    expect(screen.getByRole('button', { name: 'By rank' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: 'By name' }));
    expect(shownNames()).toEqual(['ABENA Zoé', 'ATANGANA Brenda', 'BELLO Amadou', 'DJODA Aminatou', 'ESSOMBA Paul']);
    await user.click(screen.getByRole('button', { name: 'By rank' }));
    expect(shownNames()[0]).toBe('ATANGANA Brenda');
  });

  it.each(['en', 'fa'] as const)(
    'keeps the rank and the name at the start and the average and the report card at the end, in reading order (%s)',
    async (language) => {
      mockFetch(sheetRoutes());
      render({ language });
      const [table] = await screen.findAllByRole('table');
      const [header, ...rows] = within(table).getAllByRole('row');
      const headers = within(header).getAllByRole('columnheader');
      const sides = (cells: HTMLElement[]) =>
        cells.map((cell) =>
          cell.classList.contains(STICKY_CLASS.start) ? 'start' : cell.classList.contains(STICKY_CLASS.end) ? 'end' : 'scrolls',
        );
      // Rank, matricule, name, three courses, total coefficients, total points, average, unjustified hours, remark,
      // distinctions, report card.
      const expected = [
        'start',
        'scrolls',
        'start',
        'scrolls',
        'scrolls',
        'scrolls',
        'scrolls',
        'scrolls',
        'end',
        'scrolls',
        'scrolls',
        'scrolls',
        'end',
      ];
      expect(sides(headers)).toEqual(expected);
      const bello = rows.find((row) => within(row).queryByRole('rowheader', { name: 'BELLO Amadou' }))!;
      const cells = Array.from(bello.querySelectorAll<HTMLElement>('td, th'));
      expect(sides(cells)).toEqual(expected);
      // The DOM keeps the reading order: the rank is still the row's first cell, the name its header.
      expect(cells[0]).toHaveTextContent(language === 'en' ? '2 ex' : '2 (هم‌رتبه)');
      expect(cells[2]).toBe(within(bello).getByRole('rowheader'));
      expect(cells.at(-1)).toContainElement(within(bello).getByRole('button'));

      // Logical insets only, so "start" is the right-hand side in Persian; solid, so the scrolled cells do not show through.
      for (const cell of [cells[0], cells[2], cells[8], cells[12], headers[0], headers[12]]) {
        const style = getComputedStyle(cell);
        expect(style.position).toBe('sticky');
        expect([style.left, style.right]).toEqual(['', '']);
        expect(style.backgroundColor).toMatch(/^rgb\(/);
      }
      expect(getComputedStyle(cells[0]).getPropertyValue('inset-inline-start')).toMatch(/^0(px)?$/);
      expect(getComputedStyle(cells[2]).getPropertyValue('inset-inline-start')).toBe('var(--sheet-rank-width, 4rem)');
      expect(getComputedStyle(cells[8]).getPropertyValue('inset-inline-end')).toBe('48px');
      expect(getComputedStyle(cells[12]).getPropertyValue('inset-inline-end')).toMatch(/^0(px)?$/);
      // The header's corner cells stay above the body's sticky cells as both scroll.
      expect(Number(getComputedStyle(headers[0]).zIndex)).toBeGreaterThan(Number(getComputedStyle(cells[0]).zIndex));
    },
  );

  it('keeps the average at the end of an LMD sheet too', async () => {
    mockFetch(sheetRoutes());
    render({ route: LMD_TERM_1 });
    const table = await sheetTable();
    expect(within(table).getByRole('columnheader', { name: 'Average' })).toHaveClass(STICKY_CLASS.end);
    expect(within(table).getByRole('columnheader', { name: 'Rank' })).toHaveClass(STICKY_CLASS.start);
    expect(within(table).getByRole('columnheader', { name: 'Name' })).toHaveClass(STICKY_CLASS.start);
    expect(within(table).getByRole('columnheader', { name: 'GPA' })).not.toHaveClass(STICKY_CLASS.start, STICKY_CLASS.end);
  });

  it.each([
    ['a secondary', TRIMESTER_1],
    ['an LMD', LMD_TERM_1],
  ])('gives every header cell of %s sheet a text, the report card column too', async (_, route) => {
    mockFetch(sheetRoutes());
    render({ route });
    const table = await sheetTable();
    const headers = within(within(table).getAllByRole('rowgroup')[0]).getAllByRole('columnheader');
    // axe's empty-table-header wants text in the cell itself: an aria-label is not enough.
    expect(headers.filter((cell) => !cell.textContent?.trim())).toEqual([]);
    const card = within(table).getByRole('columnheader', { name: 'Report card' });
    expect(card).not.toHaveAttribute('aria-label');
    expect(card).toHaveTextContent('Report card');
  });

  it("shows the class's statistics and each course's", async () => {
    mockFetch(sheetRoutes());
    render();
    await sheetTable();
    expect(figure('Students')).toBe('5');
    expect(figure('Ranked')).toBe('3');
    expect(figure('Class average')).toBe('13.48');
    expect(figure('Success rate')).toBe('100%');
    const courses = screen.getByRole('table', { name: 'By course' });
    const maths = within(courses).getByRole('row', { name: /MATH — Mathématiques/ });
    expect(
      within(maths)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['4', '4', '11.63', '6', '16', '75%']);
  });

  it("offers the level's own trimesters and asks the matching sheet", async () => {
    const network = mockFetch([
      ...sheetRoutes(),
      {
        path: '/api/classroom-sequence-sheet/14/6',
        body: { ...secondarySheetFixture, classroom: { ...secondarySheetFixture.classroom, id: 14, name: '3e A' } },
      },
    ]);
    const { user } = render({ route: '/marksheet' });
    expect(screen.getByText('Choose a class and a period to see its mark sheet.')).toBeInTheDocument();
    await screen.findByRole('option', { name: '3e A' });
    await user.selectOptions(screen.getByLabelText('Class'), '14');
    expect(await screen.findByRole('option', { name: 'Trimester 2 (sequences 3, 4, and 5)' })).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Period'), 'trimester-3');
    expect(await screen.findByRole('heading', { name: '3e A — Trimester 3 (sequence 6)' })).toBeInTheDocument();
    expect(network.requestsTo('/api/classroom-sequence-sheet/14/6')).toHaveLength(1);

    // An LMD class offers its semesters instead.
    await user.selectOptions(screen.getByLabelText('Class'), '21');
    expect(
      within(screen.getByLabelText('Period'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose…', 'Semester 1', 'Semester 2', 'Annual']);
  });

  it('shows the annual decisions and trimester averages', async () => {
    mockFetch(sheetRoutes());
    render({ language: 'fr', route: '/marksheet?classroom=11&period=annual' });
    const table = await sheetTable('Relevé de notes');
    expect(within(table).getByRole('columnheader', { name: 'Trim. 3' })).toBeInTheDocument();
    expect(within(table).getAllByText('Admis(e) en classe supérieure')).toHaveLength(3);
    expect(within(table).getByText('Exclu(e)')).toBeInTheDocument();
  });

  it('shows the error with a retry that loads the sheet again', async () => {
    mockFetch(sheetRoutes());
    const calls = answerInTurn(/^\/api\/classroom-bisequence-sheet\/11\/1\/2$/, [
      { status: 500, body: { statusCode: 500, error: 'Internal Server Error', message: 'The database is not answering.' } },
      { body: secondarySheetFixture },
    ]);
    const { user } = render();
    expect(await screen.findByText('The database is not answering.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await sheetTable();
    expect(calls).toHaveLength(2);
  });

  it('says so when the class has no students', async () => {
    mockFetch([{ path: '/api/classroom-bisequence-sheet/11/1/2', body: emptySheetFixture }, ...sheetRoutes()]);
    render();
    expect(await screen.findByText('This class has no students yet.')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Mark sheet' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: "Download the class's report cards" })).toBeDisabled();
  });

  it('exports the sheet as shown to an .xlsx named after the class and period', async () => {
    mockFetch(sheetRoutes());
    const downloads = catchDownloads();
    const { user } = render({ language: 'fr' });
    await sheetTable('Relevé de notes');
    await user.click(screen.getByRole('button', { name: 'Par nom' }));
    await user.click(screen.getByRole('button', { name: 'Exporter (.xlsx)' }));
    await waitFor(() => expect(downloads).toEqual(['relevé-6e-A-trimestre-1.xlsx']));
    const [data, options] = mockWriteXlsxFile.mock.calls[0] as [{ value: unknown }[][], { sheet: string }];
    expect(data[0][0]).toEqual({ value: 'Rang', type: String, fontWeight: 'bold' });
    expect(data[1][2]).toEqual({ value: 'ABENA Zoé', type: String });
    expect(data[2][3]).toEqual({ value: 16, type: Number });
    expect(options.sheet).toBe('6e A Trimestre 1 (séquences 1 et 2)'.slice(0, 31));
  });

  it("downloads one student's report card in the chosen language, with the bearer token", async () => {
    mockFetch(sheetRoutes());
    const calls = answerInTurn(/^\/api\/report-cards\//, [pdf()]);
    const downloads = catchDownloads();
    const { user } = render();
    await sheetTable();
    await user.selectOptions(screen.getByLabelText('Report card language'), 'en');
    await user.click(screen.getByRole('button', { name: 'Report card of BELLO Amadou' }));
    // Named in the page's language (English), whatever the card's.
    await waitFor(() => expect(downloads).toEqual(['report-card-BELLO-Amadou-6e-A-trimester-1.pdf']));
    const url = new URL(calls[0].url);
    expect(url.pathname + url.search).toBe('/api/report-cards/11/trimester/1?lang=en&studentId=2');
    expect(calls[0].headers.get('Authorization')).toBe(`Bearer ${TOKEN}`);
  });

  it.each([
    ['fr', 'bulletins-6e-A-trimestre-1.pdf'],
    ['fa', 'کارنامه‌ها-6e-A-سه‌ماهه-1.pdf'],
    ['zh-CHS', '成绩单-6e-A-第1学季.pdf'],
    ['ur', 'رپورٹ-کارڈ-6e-A-سہ-ماہی-1.pdf'],
  ] as const)("names the class's report cards in %s", async (language, name) => {
    mockFetch(sheetRoutes());
    answerInTurn(/^\/api\/report-cards\//, [pdf()]);
    const downloads = catchDownloads();
    const { user } = render({ language });
    await user.click(await screen.findByRole('button', { name: loadCatalogue(language)['marksheet.cards.downloadClass'] }));
    await waitFor(() => expect(downloads).toEqual([name]));
  });

  it("downloads and prints the class's report cards", async () => {
    mockFetch(sheetRoutes());
    const calls = answerInTurn(/^\/api\/report-cards\//, [pdf()]);
    const downloads = catchDownloads();
    const { user } = render({ route: LMD_TERM_1 });
    await sheetTable();
    await user.click(screen.getByRole('button', { name: "Download the class's report cards" }));
    await waitFor(() => expect(downloads).toEqual(['report-cards-L1-Informatique-semester-1.pdf']));

    await user.click(screen.getByRole('button', { name: 'Print' }));
    await waitFor(() => expect(document.querySelector('iframe')).not.toBeNull());
    expect(document.querySelector('iframe')!.getAttribute('src')).toBe('blob:sheet');
    expect(calls.map((call) => new URL(call.url).search)).toEqual(['?lang=fr', '?lang=fr']);
    expect(new URL(calls[1].url).pathname).toBe('/api/report-cards/21/term/1');
  });
});

describe("the whole school's report cards", () => {
  const batchRoutes = (): MockRoute[] => [
    ...sheetRoutes(),
    { method: 'POST', path: '/api/report-card-batches', status: 202, body: batchFixture({}) },
  ];

  it('starts a batch, shows its progress each second, then offers the PDF with the count', async () => {
    const network = mockFetch(batchRoutes());
    const polls = answerInTurn(/^\/api\/report-card-batches\/batch-7Qm2$/, [
      { body: batchFixture({ made: 60, classroomsDone: 1 }) },
      { body: batchFixture({ status: 'done', made: 120, classroomsDone: 3, bytes: 4_200_000 }) },
    ]);
    const files = answerInTurn(/^\/api\/report-card-batches\/batch-7Qm2\/file$/, [pdf()]);
    const downloads = catchDownloads();
    const { user } = render({ route: '/marksheet' });

    await user.click(screen.getByRole('button', { name: "Whole school's report cards" }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Report cards of the whole school' }));
    expect(dialog.getByLabelText('Period')).toHaveValue('trimester-1');
    await user.selectOptions(dialog.getByLabelText('Report card language'), 'en');
    await user.click(dialog.getByRole('button', { name: 'Start' }));

    expect(await dialog.findByText('60 / 120 cards')).toBeInTheDocument();
    expect(dialog.getByText('1 / 3 classes')).toBeInTheDocument();
    expect(dialog.getByRole('progressbar', { name: 'Report cards made' })).toHaveAttribute('aria-valuenow', '50');
    expect(await jsonBody(network.requestsTo('/api/report-card-batches')[0])).toEqual({ periodType: 'trimester', period: 1, lang: 'en' });

    expect(await dialog.findByText('120 report cards were made.')).toBeInTheDocument();
    expect(dialog.getByRole('progressbar', { name: 'Report cards made' })).toHaveAttribute('aria-valuenow', '100');
    expect(polls).toHaveLength(2);

    await user.click(dialog.getByRole('button', { name: 'Download the PDF' }));
    await waitFor(() => expect(downloads).toEqual(['report-cards-trimester-1.pdf']));
    expect(files[0].headers.get('Authorization')).toBe(`Bearer ${TOKEN}`);
  });

  it("makes one level's cards when a level of the period's grading system is chosen", async () => {
    const network = mockFetch(batchRoutes());
    answerInTurn(/^\/api\/report-card-batches\/batch-7Qm2$/, [{ body: batchFixture({ status: 'done', made: 120, classroomsDone: 3 }) }]);
    const { user } = render({ route: '/marksheet' });
    await user.click(screen.getByRole('button', { name: "Whole school's report cards" }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Report cards of the whole school' }));
    const level = dialog.getByLabelText('Level');
    expect(level).toHaveValue('all');
    // A trimester takes the secondary levels only; the LMD semesters the LMD ones; the year both.
    await waitFor(() =>
      expect(
        within(level)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['All levels', '6e', '3e']),
    );
    await user.selectOptions(dialog.getByLabelText('Period'), 'term-1');
    expect(
      within(level)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All levels', 'L1']);
    await user.selectOptions(level, 'L1');
    await user.click(dialog.getByRole('button', { name: 'Start' }));
    await waitFor(() => expect(network.requestsTo('/api/report-card-batches')).toHaveLength(1));
    expect(await jsonBody(network.requestsTo('/api/report-card-batches')[0])).toEqual({
      periodType: 'term',
      period: 1,
      lang: 'fr',
      levelId: 7,
    });
  });

  it("shows a failed batch's message", async () => {
    mockFetch(batchRoutes());
    answerInTurn(/^\/api\/report-card-batches\/batch-7Qm2$/, [
      { body: batchFixture({ status: 'failed', made: 40, message: 'The disk is full.' }) },
    ]);
    const { user } = render({ route: '/marksheet', language: 'fr' });
    await user.click(screen.getByRole('button', { name: "Bulletins de tout l'établissement" }));
    const dialog = within(await screen.findByRole('dialog'));
    await user.selectOptions(dialog.getByLabelText('Période'), 'annual');
    await user.click(dialog.getByRole('button', { name: 'Lancer' }));
    expect(await dialog.findByText('The disk is full.')).toBeInTheDocument();
    expect(dialog.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(dialog.queryByRole('button', { name: 'Télécharger le PDF' })).not.toBeInTheDocument();
  });
});
