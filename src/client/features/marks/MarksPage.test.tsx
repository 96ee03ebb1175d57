import { act, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { Link, Route, Routes, useLocation } from 'react-router-dom';
import type { EntryList } from '../../../domain/contract/marks';
import type { CurrentUser } from '../../../domain/contract/users';
import type { Language } from '../../../domain/enums';
import { jsonBody, mockFetch } from '../../testing/fetchMock';
import { signedInState, TOKEN } from '../../testing/fixtures';
import { renderWithProviders } from '../../testing/renderWithProviders';
import MarksPage from './MarksPage';
import { entryFixture, markRoutes, studiesUserFixture, teacherUserFixture } from './testing/markFixtures';

beforeEach(() => {
  localStorage.setItem('jwtToken', TOKEN);
  document.cookie = 'XSRF-TOKEN=xsrf-value';
});

/** Shows the address, so a test can read the query the screen keeps there. */
function Address() {
  const { search } = useLocation();
  return <output aria-label="address">{search}</output>;
}

const MATHS_SEQUENCE_1 = '/marks?classroom=11&course=71&sequence=1';
const DRAFT_KEY = 'marksDraft:71:sequence-1';

const render = ({
  language = 'en',
  route = MATHS_SEQUENCE_1,
  user = studiesUserFixture(),
}: { language?: Language; route?: string; user?: CurrentUser } = {}) =>
  renderWithProviders(<MarksPage />, { language, route, preloadedState: signedInState(user) });

const markOf = (name: string) => screen.getByRole('textbox', { name: `Mark of ${name}` });
const listReady = () => screen.findByRole('textbox', { name: 'Mark of ATANGANA Brenda' });
/** The value next to a summary label. */
const figure = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
const saveButton = () => screen.getByRole('button', { name: 'Save' });

describe('the mark entry screen', () => {
  it.each([
    ['en', 'Mark of ATANGANA Brenda', '14.5'],
    ['fr', 'Note de ATANGANA Brenda', '14,5'],
  ] as const)('renders a list in %s, with the locale decimal sign', async (language, label, shown) => {
    mockFetch(markRoutes());
    const { container } = render({ language });
    expect(await screen.findByRole('textbox', { name: label })).toHaveValue(shown);
    expect(screen.getByRole('heading', { level: 1, name: language === 'en' ? 'Mark entry' : 'Saisie des notes' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: language === 'en' ? 'Class' : 'Classe' })).toHaveDisplayValue('6e A');
    expect(screen.getByRole('button', { name: language === 'en' ? 'Save' : 'Enregistrer' })).toBeInTheDocument();
    expect(container).toMatchSnapshot();
  });

  it('asks for a list until classroom, course and sequence are chosen, and keeps them in the address', async () => {
    const network = mockFetch(markRoutes());
    const { user } = renderWithProviders(
      <>
        <MarksPage />
        <Address />
      </>,
      { route: '/marks', preloadedState: signedInState(studiesUserFixture()) },
    );
    expect(screen.getByText(/Choose a class, a course and a sequence/)).toBeInTheDocument();
    await screen.findByRole('option', { name: '6e A' });
    await user.selectOptions(screen.getByLabelText('Class'), '11');
    await screen.findByRole('option', { name: 'Mathématiques' });
    await user.selectOptions(screen.getByLabelText('Course'), '71');
    await user.selectOptions(screen.getByLabelText('Sequence'), '1');
    await listReady();
    expect(network.requestsTo('/api/classroom-marks/11/71/1')).toHaveLength(1);
    expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent('?classroom=11&course=71&sequence=1');

    // Another classroom starts the choice again.
    await user.selectOptions(screen.getByLabelText('Class'), '12');
    expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent(/^\?classroom=12$/);
    expect(screen.queryByRole('textbox', { name: 'Mark of ATANGANA Brenda' })).not.toBeInTheDocument();
  });

  it('moves with Enter and the arrow keys, flags invalid values at once and accepts a decimal comma', async () => {
    mockFetch(markRoutes());
    const { user } = render();
    await listReady();
    await user.click(markOf('BELLO Amadou'));
    await user.keyboard('12,5{Enter}');
    expect(markOf('DJODA Aminatou')).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(markOf('BELLO Amadou')).toHaveFocus();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(markOf('ESSOMBA Paul')).toHaveFocus();
    expect(markOf('BELLO Amadou')).toHaveValue('12,5');
    expect(markOf('BELLO Amadou')).toHaveAttribute('aria-invalid', 'false');
    expect(saveButton()).toBeEnabled();

    for (const [typed, problem] of [
      ['21', 'Between 0 and 20'],
      ['12.345', 'At most two decimals'],
      ['abc', 'Not a number'],
    ]) {
      await user.clear(markOf('ESSOMBA Paul'));
      await user.type(markOf('ESSOMBA Paul'), typed);
      expect(markOf('ESSOMBA Paul')).toHaveAttribute('aria-invalid', 'true');
      expect(markOf('ESSOMBA Paul')).toHaveAccessibleDescription(problem);
      expect(saveButton()).toBeDisabled();
      expect(screen.getByText('1 mark is not valid: correct before saving.')).toBeInTheDocument();
    }
    await user.clear(markOf('ESSOMBA Paul'));
    expect(markOf('ESSOMBA Paul')).toHaveAttribute('aria-invalid', 'false');
    expect(saveButton()).toBeEnabled();
  });

  it('updates the average, the counts and the distribution as marks are typed', async () => {
    mockFetch(markRoutes());
    const { user } = render();
    await listReady();
    expect(figure('Marks entered')).toBe('2 of 4');
    expect(figure('Class average')).toBe('11.25');
    expect(figure('Below 10')).toBe('1');
    expect(figure('10 and above')).toBe('1');

    await user.type(markOf('BELLO Amadou'), '20');
    await user.type(markOf('ESSOMBA Paul'), '3');
    expect(figure('Marks entered')).toBe('4 of 4');
    // (14.5 + 20 + 8 + 3) / 4 = 11.375, rounded half up.
    expect(figure('Class average')).toBe('11.38');
    expect(figure('Below 10')).toBe('2');
    expect(figure('10 and above')).toBe('2');
    const bands = within(screen.getByRole('list', { name: 'Distribution' }));
    expect(bands.getByLabelText('0 to 5: 1 mark')).toBeInTheDocument();
    expect(bands.getByLabelText('16 to 20: 1 mark')).toBeInTheDocument();
    expect(bands.getByLabelText('10 to 12: 0 marks')).toBeInTheDocument();

    // An invalid value counts for nothing until it is corrected.
    await user.type(markOf('ESSOMBA Paul'), '5');
    expect(figure('Marks entered')).toBe('3 of 4');
  });

  it('shows the average with a decimal comma in French', async () => {
    mockFetch(markRoutes());
    render({ language: 'fr' });
    await screen.findByRole('textbox', { name: 'Note de ATANGANA Brenda' });
    expect(figure('Moyenne de la classe')).toBe('11,25');
  });

  it('reads Persian digits and the Persian decimal sign in fa, styled right to left', async () => {
    mockFetch(markRoutes());
    const { user } = render({ language: 'fa' });
    const brenda = await screen.findByRole('textbox', { name: 'نمره ATANGANA Brenda' });
    // Styled through the right-to-left Emotion cache, which flips MUI's CSS.
    expect(brenda.className).toMatch(/muirtl-/);
    const bello = screen.getByRole('textbox', { name: 'نمره BELLO Amadou' });
    await user.type(bello, '۱۲٫۵');
    expect(bello).toHaveAttribute('aria-invalid', 'false');
    // (14.5 + 12.5 + 8) / 3 = 11.666…, shown with the locale's digits and sign.
    expect(figure('میانگین کلاس')).toBe(new Intl.NumberFormat('fa', { minimumFractionDigits: 2 }).format(11.67));
  });

  it('saves the whole list in one call, empty cells as null, then confirms', async () => {
    const network = mockFetch([
      { method: 'POST', path: '/api/save-bulk-marks/71/1', body: { saved: 1, removed: 1, unchanged: 1 } },
      ...markRoutes(),
    ]);
    const { user } = render();
    await listReady();
    await user.type(markOf('BELLO Amadou'), '9,75');
    await user.clear(markOf('DJODA Aminatou'));
    await user.click(saveButton());

    expect(await screen.findByText('Marks saved: 1 recorded, 1 removed, 1 unchanged.')).toBeInTheDocument();
    const [call] = network.requestsTo('/api/save-bulk-marks/71/1');
    expect(await jsonBody(call)).toEqual({
      marks: [
        { studentId: 1, value: 14.5 },
        { studentId: 2, value: 9.75 },
        { studentId: 3, value: null },
        { studentId: 4, value: null },
      ],
    });
    expect(call.headers.get('X-XSRF-TOKEN')).toBe('xsrf-value');
    expect(localStorage.getItem(DRAFT_KEY)).toBeNull();
    // The list is read again after the save.
    await waitFor(() => expect(network.requestsTo('/api/classroom-marks/11/71/1')).toHaveLength(2));
  });

  it('saves with Ctrl+S', async () => {
    const network = mockFetch([
      { method: 'POST', path: '/api/save-bulk-marks/71/1', body: { saved: 1, removed: 0, unchanged: 1 } },
      ...markRoutes(),
    ]);
    const { user } = render();
    await listReady();
    await user.type(markOf('BELLO Amadou'), '11');
    await user.keyboard('{Control>}s{/Control}');
    await screen.findByText('Marks saved: 1 recorded, 0 removed, 1 unchanged.');
    expect(network.requestsTo('/api/save-bulk-marks/71/1')).toHaveLength(1);
  });

  it('keeps a draft while typing and offers it back on the next visit', async () => {
    mockFetch(markRoutes());
    const first = render();
    await listReady();
    await first.user.type(markOf('BELLO Amadou'), '13');
    await first.user.type(markOf('ESSOMBA Paul'), 'ab');
    const stored = JSON.parse(localStorage.getItem(DRAFT_KEY)!);
    expect(stored.values).toMatchObject({ 1: '14.5', 2: '13', 3: '8', 4: 'ab' });
    expect(Number.isNaN(Date.parse(stored.savedAt))).toBe(false);
    first.unmount();

    const { user } = render();
    await listReady();
    expect(markOf('BELLO Amadou')).toHaveValue('');
    expect(screen.getByText(/were not saved\. They are kept on this device\./)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Restore draft' }));
    expect(markOf('BELLO Amadou')).toHaveValue('13');
    expect(markOf('ESSOMBA Paul')).toHaveValue('ab');
    expect(markOf('ESSOMBA Paul')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('button', { name: 'Restore draft' })).not.toBeInTheDocument();
  });

  it('drops a discarded draft, and one that matches the saved marks', async () => {
    mockFetch(markRoutes());
    localStorage.setItem(DRAFT_KEY, JSON.stringify({ values: { 2: '16' }, savedAt: '2026-10-12T09:30:00.000Z' }));
    const first = render();
    await listReady();
    await first.user.click(screen.getByRole('button', { name: 'Discard' }));
    expect(localStorage.getItem(DRAFT_KEY)).toBeNull();
    first.unmount();

    localStorage.setItem(DRAFT_KEY, JSON.stringify({ values: { 1: '14,50', 2: '' }, savedAt: '2026-10-12T09:30:00.000Z' }));
    render();
    await listReady();
    expect(screen.queryByRole('button', { name: 'Restore draft' })).not.toBeInTheDocument();
    expect(localStorage.getItem(DRAFT_KEY)).toBeNull();
  });

  it('flags the lines a 400 names in `fields`', async () => {
    const fields = { 'marks[1].value': 'Must be at most 20', 'marks[3].studentId': 'This student is exempted from the course' };
    mockFetch([
      {
        method: 'POST',
        path: '/api/save-bulk-marks/71/1',
        status: 400,
        body: { statusCode: 400, error: 'Bad Request', message: 'Please check the form', fields },
      },
      ...markRoutes(),
    ]);
    const { user } = render();
    await listReady();
    await user.type(markOf('BELLO Amadou'), '12');
    await user.click(saveButton());

    expect(await screen.findByText('The server refused 2 lines: see the flagged marks.')).toBeInTheDocument();
    expect(markOf('BELLO Amadou')).toHaveAttribute('aria-invalid', 'true');
    expect(markOf('BELLO Amadou')).toHaveAccessibleDescription('Must be at most 20');
    expect(markOf('ESSOMBA Paul')).toHaveAccessibleDescription('This student is exempted from the course');
    expect(markOf('ATANGANA Brenda')).toHaveAttribute('aria-invalid', 'false');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(localStorage.getItem(DRAFT_KEY)).not.toBeNull();

    // Changing a flagged line clears its server message.
    await user.type(markOf('BELLO Amadou'), '{Backspace}');
    expect(markOf('BELLO Amadou')).toHaveAttribute('aria-invalid', 'false');
  });

  it('shows the error dialog for any other refusal', async () => {
    const message = 'You can only handle the marks of your own courses.';
    mockFetch([
      { method: 'POST', path: '/api/save-bulk-marks/71/1', status: 403, body: { statusCode: 403, error: 'Forbidden', message } },
      ...markRoutes(),
    ]);
    const { user } = render();
    await listReady();
    await user.click(saveButton());
    expect(within(await screen.findByRole('dialog')).getByText(message)).toBeInTheDocument();
  });

  it('keeps the draft and saves again with a growing delay when the network fails', async () => {
    jest.useFakeTimers();
    try {
      // No route for the save: the mock throws as fetch does without a network.
      mockFetch(markRoutes());
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      renderWithProviders(<MarksPage />, { route: MATHS_SEQUENCE_1, preloadedState: signedInState(studiesUserFixture()) });
      await listReady();
      await user.type(markOf('BELLO Amadou'), '17');
      await user.click(saveButton());

      expect(await screen.findByText('No connection. Saving again in 2 s…')).toBeInTheDocument();
      expect(JSON.parse(localStorage.getItem(DRAFT_KEY)!).values[2]).toBe('17');
      expect(saveButton()).toBeDisabled();
      await act(async () => {
        jest.advanceTimersByTime(1_000);
      });
      expect(screen.getByText('No connection. Saving again in 1 s…')).toBeInTheDocument();

      // The second try fails too: the next wait is longer.
      await act(async () => {
        jest.advanceTimersByTime(1_000);
      });
      expect(await screen.findByText('No connection. Saving again in 5 s…')).toBeInTheDocument();

      // The connection is back.
      const network = mockFetch([
        { method: 'POST', path: '/api/save-bulk-marks/71/1', body: { saved: 1, removed: 0, unchanged: 3 } },
        ...markRoutes(),
      ]);
      await act(async () => {
        jest.advanceTimersByTime(5_000);
      });
      expect(await screen.findByText('Marks saved: 1 recorded, 0 removed, 3 unchanged.')).toBeInTheDocument();
      expect(await jsonBody(network.requestsTo('/api/save-bulk-marks/71/1')[0])).toMatchObject({
        marks: expect.arrayContaining([{ studentId: 2, value: 17 }]),
      });
      expect(localStorage.getItem(DRAFT_KEY)).toBeNull();
    } finally {
      jest.useRealTimers();
    }
  });

  it('saves at once with "Retry now"', async () => {
    mockFetch(markRoutes());
    const { user } = render();
    await listReady();
    await user.click(saveButton());
    await screen.findByText('No connection. Saving again in 2 s…');
    const network = mockFetch([
      { method: 'POST', path: '/api/save-bulk-marks/71/1', body: { saved: 0, removed: 0, unchanged: 4 } },
      ...markRoutes(),
    ]);
    await user.click(screen.getByRole('button', { name: 'Retry now' }));
    expect(await screen.findByText('Marks saved: 0 recorded, 0 removed, 4 unchanged.')).toBeInTheDocument();
    expect(network.requestsTo('/api/save-bulk-marks/71/1')).toHaveLength(1);
  });

  it('shows a teacher only its own classrooms and class courses', async () => {
    mockFetch(markRoutes());
    const { user } = render({ route: '/marks', user: teacherUserFixture() });
    await screen.findByRole('option', { name: '6e A' });
    const classrooms = within(screen.getByLabelText('Class')).getAllByRole('option');
    expect(classrooms.map((option) => option.textContent)).toEqual(['Choose…', '6e A', 'L1 Informatique']);

    await user.selectOptions(screen.getByLabelText('Class'), '11');
    await screen.findByRole('option', { name: 'Mathématiques' });
    const courses = within(screen.getByLabelText('Course')).getAllByRole('option');
    expect(courses.map((option) => option.textContent)).toEqual(['Choose…', 'Mathématiques']);
  });

  it('offers the semester of an LMD unit and only the evaluation types whose rate is set', async () => {
    const network = mockFetch([
      {
        path: /^\/api\/classroom-marks-lmd\/21\?/,
        body: { ...entryFixture, classroomId: 21, classCourseId: 81, courseName: 'Algorithmique', sequence: null, term: 2, type: 'SN' },
      },
      ...markRoutes(),
    ]);
    const { user } = render({ route: '/marks?classroom=21&course=81', user: teacherUserFixture() });
    await screen.findByRole('option', { name: 'Algorithmique' });
    expect(screen.queryByLabelText('Sequence')).not.toBeInTheDocument();
    expect(
      within(screen.getByLabelText('Semester'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Semester 2']);
    const types = within(screen.getByLabelText('Evaluation')).getAllByRole('option');
    expect(types.map((option) => option.textContent)).toEqual([
      'Choose…',
      'CC – Continuous assessment',
      'SN – End-of-semester exam',
      'SR – Resit',
    ]);

    await user.selectOptions(screen.getByLabelText('Evaluation'), 'SN');
    await listReady();
    expect(new URL(network.requestsTo(/classroom-marks-lmd/)[0].url).search).toBe('?classCourseId=81&term=2&type=SN');
  });

  it('lets a reader see the marks without changing them', async () => {
    mockFetch(markRoutes());
    const reader = {
      ...studiesUserFixture(),
      permissions: studiesUserFixture().permissions.filter((permission) => permission !== 'marks.manage'),
    };
    render({ user: reader });
    await listReady();
    expect(markOf('ATANGANA Brenda')).toHaveAttribute('readonly');
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(screen.getByText('You can read these marks but not change them.')).toBeInTheDocument();
  });
});

/** A class of sixty: several screens of inputs. */
const longList: EntryList = {
  ...entryFixture,
  data: Array.from({ length: 60 }, (_, index) => ({
    studentId: index + 1,
    matricule: `26SC${String(index + 1).padStart(5, '0')}`,
    lastName: `Eleve${String(index + 1).padStart(2, '0')}`,
    firstName: 'Test',
    value: index % 2 ? null : 12,
  })),
  total: 60,
};

describe('the save bar', () => {
  it('follows a long list, stuck to the bottom of the window, with the save button and the count of unsaved changes', async () => {
    mockFetch(markRoutes(longList));
    const { user } = render();
    // By id: a role query over sixty inputs is slow in jsdom.
    const input = (studentId: number) => document.getElementById(`mark-${studentId}`)!;
    await waitFor(() => expect(input(60)).toBeInTheDocument());
    const bar = screen.getByText('Save').closest<HTMLElement>('.Scola-saveBar')!;
    // After the list in the page, so it sticks at the bottom while the list scrolls and rests below its last row.
    expect(document.querySelector('table')!.compareDocumentPosition(bar) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(getComputedStyle(bar).position).toBe('sticky');
    expect(getComputedStyle(bar).bottom).toMatch(/^0(px)?$/);
    expect(within(bar).queryByText(/unsaved/)).not.toBeInTheDocument();

    await user.type(input(2), '15');
    expect(within(bar).getByText('1 unsaved change')).toBeInTheDocument();
    await user.type(input(60), '9,5');
    await user.clear(input(59));
    expect(within(bar).getByText('3 unsaved changes')).toBeInTheDocument();
    // The same mark typed another way changes nothing.
    await user.clear(input(1));
    await user.type(input(1), '12,00');
    expect(within(bar).getByText('3 unsaved changes')).toBeInTheDocument();
    expect(within(bar).getByText('Not saved yet: a copy is kept on this device.')).toBeInTheDocument();
  });

  it('counts in French with its plural', async () => {
    mockFetch(markRoutes());
    const { user } = render({ language: 'fr' });
    await screen.findByRole('textbox', { name: 'Note de ATANGANA Brenda' });
    await user.type(screen.getByRole('textbox', { name: 'Note de BELLO Amadou' }), '12');
    expect(screen.getByText('1 modification non enregistrée')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Note de ESSOMBA Paul' }), '7');
    expect(screen.getByText('2 modifications non enregistrées')).toBeInTheDocument();
  });

  it('shows the retry countdown beside the save button', async () => {
    mockFetch(markRoutes());
    const { user } = render();
    await listReady();
    await user.type(markOf('BELLO Amadou'), '11');
    await user.click(saveButton());
    const status = await screen.findByRole('status', { name: '' });
    expect(status).toHaveTextContent(/^No connection\. Saving again in \d s…/);
    expect(status.closest('.Scola-saveBar')).toBe(saveButton().closest('.Scola-saveBar'));
  });
});

/** Shows where the router is. */
function Where() {
  const { pathname, search } = useLocation();
  return <output aria-label="location">{pathname + search}</output>;
}

describe('leaving a list with unsaved marks', () => {
  const renderArea = () =>
    renderWithProviders(
      <>
        <Routes>
          <Route path="/marks" element={<MarksPage />} />
          <Route path="/dashboard" element={<h1>Dashboard</h1>} />
        </Routes>
        <Link to="/dashboard">To the dashboard</Link>
        <Where />
      </>,
      { route: MATHS_SEQUENCE_1, preloadedState: signedInState(studiesUserFixture()) },
    );
  const location = () => screen.getByRole('status', { name: 'location' });
  const unload = () => {
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    return event.defaultPrevented;
  };

  it('leaves at once when nothing is unsaved, and has the browser ask before closing the tab only while something is', async () => {
    mockFetch(markRoutes());
    const { user } = renderArea();
    await listReady();
    expect(unload()).toBe(false);
    await user.type(markOf('BELLO Amadou'), '13');
    expect(unload()).toBe(true);
    await user.clear(markOf('BELLO Amadou'));
    expect(unload()).toBe(false);

    await user.click(screen.getByRole('link', { name: 'To the dashboard' }));
    expect(location()).toHaveTextContent('/dashboard');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('asks before following a link, stays on Cancel, and goes on "Leave without saving"', async () => {
    mockFetch(markRoutes());
    const { user } = renderArea();
    await listReady();
    await user.type(markOf('BELLO Amadou'), '13');
    await user.type(markOf('ESSOMBA Paul'), '9');

    await user.click(screen.getByRole('link', { name: 'To the dashboard' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Leave this list without saving?' }));
    expect(screen.getByRole('dialog')).toHaveAccessibleDescription(
      '2 changes have not been saved. A copy stays on this device and is offered back when this list is opened again.',
    );
    expect(dialog.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(location()).toHaveTextContent(MATHS_SEQUENCE_1);
    expect(markOf('BELLO Amadou')).toHaveValue('13');

    await user.click(screen.getByRole('link', { name: 'To the dashboard' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Leave without saving' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(location()).toHaveTextContent('/dashboard');
    // The draft still holds them, for the next visit.
    expect(JSON.parse(localStorage.getItem(DRAFT_KEY)!).values).toMatchObject({ 2: '13', 4: '9' });
    // Once left, nothing holds the router or the tab any more.
    expect(unload()).toBe(false);
  });

  it('asks before another list replaces this one, in French', async () => {
    mockFetch(markRoutes());
    const { user } = renderWithProviders(
      <>
        <MarksPage />
        <Where />
      </>,
      { language: 'fr', route: MATHS_SEQUENCE_1, preloadedState: signedInState(studiesUserFixture()) },
    );
    await screen.findByRole('textbox', { name: 'Note de BELLO Amadou' });
    await user.type(screen.getByRole('textbox', { name: 'Note de BELLO Amadou' }), '13');
    await user.selectOptions(screen.getByLabelText('Séquence'), '2');
    const dialog = await screen.findByRole('dialog', { name: 'Quitter cette liste sans enregistrer\u00a0?' });
    expect(dialog).toHaveAccessibleDescription(
      "1 modification n'a pas été enregistrée. Une copie reste sur cet appareil et sera proposée à la prochaine ouverture de cette liste.",
    );
    await user.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(location()).toHaveTextContent(MATHS_SEQUENCE_1);
    expect(screen.getByLabelText('Séquence')).toHaveDisplayValue(/1/);

    await user.selectOptions(screen.getByLabelText('Séquence'), '2');
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Quitter sans enregistrer' }));
    await waitFor(() => expect(location()).toHaveTextContent('/marks?classroom=11&course=71&sequence=2'));
  });

  it('lets the user go once the marks are saved', async () => {
    mockFetch([{ method: 'POST', path: '/api/save-bulk-marks/71/1', body: { saved: 1, removed: 0, unchanged: 3 } }, ...markRoutes()]);
    const { user } = renderArea();
    await listReady();
    await user.type(markOf('BELLO Amadou'), '13');
    expect(screen.getByText('1 unsaved change')).toBeInTheDocument();
    await user.click(saveButton());
    await screen.findByText('Marks saved: 1 recorded, 0 removed, 3 unchanged.');
    expect(screen.queryByText(/unsaved change/)).not.toBeInTheDocument();
    expect(unload()).toBe(false);
    await user.click(screen.getByRole('link', { name: 'To the dashboard' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
