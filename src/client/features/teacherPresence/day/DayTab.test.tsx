import { act, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { Link, Route, Routes, useLocation } from 'react-router-dom';
import type { CurrentUser } from '../../../../domain/contract/users';
import type { Language } from '../../../../domain/enums';
import { jsonBody, mockFetch, type MockRoute } from '../../../testing/fetchMock';
import { signedInState, TOKEN } from '../../../testing/fixtures';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import type { Day } from '../../../../domain/contract/teacherPresences';
import {
  bursarFixture,
  dayFixture,
  dayPath,
  dayRoutes,
  disciplineMasterFixture,
  fixToday,
  noTimetableDayFixture,
  SAVE_DAY_PATH,
  studiesFixture,
  TEACHERS,
  teacherDayFixture,
  TODAY,
} from '../testing/presenceFixtures';
import { axeViolations } from '../../../testing/axe';
import DayTab from './DayTab';

beforeEach(() => {
  localStorage.setItem('jwtToken', TOKEN);
  document.cookie = 'XSRF-TOKEN=xsrf-value';
  fixToday();
});
afterEach(() => jest.useRealTimers());

const DRAFT_KEY = `presenceDayDraft:${TODAY}:classroom:all`;
/** The slots of the fixture by their key: 6e A maths and French, 6e B English. */
const MATHS = '5:1';
const FRENCH = '6:2';
const ENGLISH = '7:1';

function Address() {
  const { search } = useLocation();
  return <output aria-label="address">{search}</output>;
}

const render = ({
  language = 'en',
  route = '/teacher-presence?tab=day',
  user = disciplineMasterFixture(),
}: { language?: Language; route?: string; user?: CurrentUser } = {}) =>
  renderWithProviders(
    <>
      <DayTab />
      <Address />
    </>,
    { language, route, preloadedState: signedInState(user) },
  );

/** By id: a role query over a whole grid is slow in jsdom. */
const cell = (key: string) => document.getElementById(`presence-cell-${key}`) as HTMLButtonElement;
const minutesOf = (key: string) => document.getElementById(`presence-minutes-${key}`) as HTMLInputElement | null;
const replacementOf = (key: string) => document.getElementById(`presence-replacement-${key}`) as HTMLSelectElement | null;
const gridReady = () => screen.findByRole('button', { name: 'MATH, Clément Fotso: Present (not checked), 07:30-08:25' });
/** The figure next to a count's label. */
const figure = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
const saveButton = () => screen.getByRole('button', { name: 'Save the day' });
const focusCell = (key: string) => act(() => cell(key).focus());
const savedRoute = (saved = 3, unchanged = 0): MockRoute => ({ method: 'POST', path: SAVE_DAY_PATH, body: { saved, unchanged } });

describe("the day's check", () => {
  it.each([
    ['en', 'Teacher presence on Monday, November 23, 2026, by class', 'Save the day'],
    ['fr', 'Présence des enseignants du lundi 23 novembre 2026, par classe', 'Enregistrer le pointage'],
  ] as const)('shows today by class in %s, every slot with its status in words', async (language, caption, save) => {
    const network = mockFetch(dayRoutes());
    const { container } = render({ language });
    const table = await screen.findByRole('table', { name: caption });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(screen.getByRole('button', { name: save })).toBeEnabled();
    expect(network.requestsTo(dayPath())).toHaveLength(1);
    expect(container).toMatchSnapshot();
  });

  it('marks with one key each, asks for the minutes and the replacing teacher, counts the uncovered classes as it goes and saves the whole day in one request', async () => {
    const network = mockFetch([savedRoute(), ...dayRoutes()]);
    const { user } = render();
    await gridReady();
    expect(figure('Classes without a teacher')).toBe('1');
    expect(figure('Not checked')).toBe('1');
    expect(cell(FRENCH)).toHaveAccessibleName('FRAN, Brigitte Ngo Bassa: Present (roll call taken), 08:25-09:20');

    // One cell in the tab order; the arrows walk the grid, skipping the hour 6e B has no class.
    expect(cell(MATHS)).toHaveAttribute('tabindex', '0');
    expect(cell(FRENCH)).toHaveAttribute('tabindex', '-1');
    await focusCell(MATHS);
    await user.keyboard('a');
    expect(cell(MATHS)).toHaveAccessibleName('MATH, Clément Fotso: Absent, 07:30-08:25');
    expect(cell(MATHS)).toHaveFocus();
    expect(figure('Classes without a teacher')).toBe('2');

    // L marks the lateness and asks for its minutes; Enter comes back to the cell.
    await user.keyboard('{ArrowRight}');
    expect(cell(FRENCH)).toHaveFocus();
    await user.keyboard('l');
    expect(minutesOf(FRENCH)).toHaveFocus();
    expect(minutesOf(FRENCH)).toHaveAccessibleName('Minutes late, FRAN, 6e A, 08:25-09:20');
    await user.keyboard('10{Enter}');
    expect(cell(FRENCH)).toHaveFocus();
    expect(cell(FRENCH)).toHaveAccessibleName('FRAN, Brigitte Ngo Bassa: Late, 10 min, 08:25-09:20');

    // R replaces, and asks who: not the slot's own teacher, nor Clément Fotso, absent from his class at that hour.
    await user.keyboard('{ArrowDown}{ArrowLeft}{ArrowDown}');
    expect(cell(ENGLISH)).toHaveFocus();
    await user.keyboard('r');
    expect(replacementOf(ENGLISH)).toHaveFocus();
    expect(screen.getByText('1 class needs its minutes or its teacher: correct before saving.')).toBeInTheDocument();
    expect(saveButton()).toBeDisabled();
    expect(Array.from(replacementOf(ENGLISH)!.options, (option) => option.textContent)).toEqual([
      'Choose the teacher…',
      'Brigitte Ngo Bassa',
      'Paul Essomba',
    ]);
    await user.selectOptions(replacementOf(ENGLISH)!, 'Paul Essomba');
    expect(cell(ENGLISH)).toHaveAccessibleName('ANG, Amadou Bello: Replaced by Paul Essomba, 07:30-08:25');
    expect(figure('Classes without a teacher')).toBe('1');
    expect(figure('Late')).toBe('1');
    expect(figure('Replaced')).toBe('1');
    expect(figure('Not checked')).toBe('0');
    expect(screen.getByText('Absent', { selector: 'dt' }).closest('[aria-live]')).toHaveAttribute('aria-live', 'polite');
    expect(screen.getByText('3 unsaved changes')).toBeInTheDocument();

    await user.keyboard('{Control>}s{/Control}');
    expect(await screen.findByText('Day saved: 3 recorded, 0 unchanged.')).toBeInTheDocument();
    const calls = network.requestsTo(SAVE_DAY_PATH);
    expect(calls).toHaveLength(1);
    expect(await jsonBody(calls[0])).toEqual({
      date: TODAY,
      lines: [
        { classCourseId: 5, timePartId: 1, status: 'absent', latenessMinutes: 0, replacedById: null, note: null },
        { classCourseId: 6, timePartId: 2, status: 'late', latenessMinutes: 10, replacedById: null, note: null },
        { classCourseId: 7, timePartId: 1, status: 'replaced', latenessMinutes: 0, replacedById: 11, note: null },
      ],
    });
    expect(calls[0].headers.get('X-XSRF-TOKEN')).toBe('xsrf-value');
    expect(localStorage.getItem(DRAFT_KEY)).toBeNull();
    // The day is read again after the save.
    await waitFor(() => expect(network.requestsTo(dayPath())).toHaveLength(2));
  });

  it('saves a day nobody marked as present, the unchecked slots included', async () => {
    const network = mockFetch([savedRoute(1, 2), ...dayRoutes()]);
    const { user } = render();
    await gridReady();
    expect(screen.queryByText(/unsaved change/)).not.toBeInTheDocument();
    await user.click(saveButton());
    await screen.findByText('Day saved: 1 recorded, 2 unchanged.');
    const lines = ((await jsonBody(network.requestsTo(SAVE_DAY_PATH)[0])) as { lines: { status: string }[] }).lines;
    expect(lines.map((line) => line.status)).toEqual(['present', 'present', 'absent']);
  });

  it('checks the minutes against the time part and puts a slot back as saved with Delete', async () => {
    mockFetch(dayRoutes());
    const { user } = render();
    await gridReady();
    await focusCell(MATHS);
    await user.keyboard('l');
    expect(minutesOf(MATHS)).toHaveAttribute('aria-invalid', 'true');
    expect(minutesOf(MATHS)).toHaveAccessibleDescription('Type the minutes late');
    await user.keyboard('75');
    expect(minutesOf(MATHS)).toHaveAccessibleDescription('At most 60 minutes, the length of the time part');
    expect(saveButton()).toBeDisabled();
    await user.keyboard('{Escape}{Delete}');
    expect(cell(MATHS)).toHaveAccessibleName('MATH, Clément Fotso: Present (not checked), 07:30-08:25');
    expect(minutesOf(MATHS)).toBeNull();
    expect(saveButton()).toBeEnabled();
  });

  it('offers the same choices in a menu, for a mouse or a phone', async () => {
    mockFetch(dayRoutes());
    const { user } = render();
    await gridReady();
    await user.click(cell(MATHS));
    const menu = await screen.findByRole('menu', { name: 'Status' });
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['PresentP', 'AbsentA', 'LateL', 'ReplacedR', 'Class cancelledC']);
    await user.click(within(menu).getByRole('menuitem', { name: /^Class cancelled/ }));
    await waitFor(() => expect(cell(MATHS)).toHaveAccessibleName('MATH, Clément Fotso: Class cancelled, 07:30-08:25'));
  });

  it('cancels every class shown for a holiday, once confirmed', async () => {
    mockFetch(dayRoutes());
    const { user } = render();
    await gridReady();
    await user.click(screen.getByRole('button', { name: 'Cancel every class of the day' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel every class shown?' });
    expect(dialog).toHaveTextContent('3 classes are marked cancelled');
    await user.click(within(dialog).getByRole('button', { name: 'Mark them cancelled' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(figure('Cancelled')).toBe('3');
    expect(figure('Classes without a teacher')).toBe('0');
    expect(screen.getByRole('button', { name: 'Cancel every class of the day' })).toBeDisabled();
  });

  it('keeps a draft on the device and offers it back on return', async () => {
    mockFetch(dayRoutes());
    const first = render();
    await gridReady();
    await focusCell(MATHS);
    await first.user.keyboard('a{ArrowRight}c');
    const stored = JSON.parse(localStorage.getItem(DRAFT_KEY)!);
    expect(stored.entries[MATHS]).toMatchObject({ status: 'absent' });
    expect(stored.entries[FRENCH]).toMatchObject({ status: 'cancelled' });
    first.unmount();

    const { user } = render();
    await gridReady();
    expect(screen.getByText(/was not saved\. It is kept on this device\./)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Restore draft' }));
    expect(cell(MATHS)).toHaveAccessibleName('MATH, Clément Fotso: Absent, 07:30-08:25');
    expect(cell(FRENCH)).toHaveAccessibleName('FRAN, Brigitte Ngo Bassa: Class cancelled, 08:25-09:20');
    expect(screen.getByText('2 unsaved changes')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Restore draft' })).not.toBeInTheDocument();
  });

  it('flags the slots a refused save names, by the index of the line sent', async () => {
    const fields = {
      'lines[1].status': 'This class is not in the timetable on a Monday.',
      'lines[2].replacedById': 'Paul Essomba teaches 6e A at that time.',
    };
    mockFetch([
      { method: 'POST', path: SAVE_DAY_PATH, status: 409, body: { statusCode: 409, error: 'Conflict', message: 'Conflict', fields } },
      ...dayRoutes(),
    ]);
    const { user } = render();
    await gridReady();
    await focusCell(ENGLISH);
    await user.keyboard('r');
    await user.selectOptions(replacementOf(ENGLISH)!, 'Paul Essomba');
    await user.click(saveButton());

    expect(await screen.findByText('The server refused 2 classes: see the flagged cells.')).toBeInTheDocument();
    expect(cell(FRENCH)).toHaveAttribute('aria-invalid', 'true');
    expect(cell(FRENCH)).toHaveAccessibleDescription('This class is not in the timetable on a Monday.');
    expect(replacementOf(ENGLISH)).toHaveAttribute('aria-invalid', 'true');
    expect(replacementOf(ENGLISH)).toHaveAccessibleDescription('Paul Essomba teaches 6e A at that time.');
    expect(cell(MATHS)).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(localStorage.getItem(DRAFT_KEY)).not.toBeNull();

    // Changing a flagged slot clears its server message.
    await user.selectOptions(replacementOf(ENGLISH)!, 'Brigitte Ngo Bassa');
    expect(replacementOf(ENGLISH)).toHaveAttribute('aria-invalid', 'false');
    expect(screen.getByText('The server refused 1 class: see the flagged cells.')).toBeInTheDocument();
  });

  it('offers as a replacement only the teachers the server says are free at that hour, busy ones elsewhere in the day included', async () => {
    // 6e A alone: the server says who 6e B holds (Amadou Bello, absent there) and Paul Essomba, busy elsewhere at 08:25.
    const narrowed: Day = {
      ...dayFixture,
      slots: dayFixture.slots.slice(0, 2),
      busy: [...dayFixture.busy, { teacherId: TEACHERS.essomba, timePartId: 2, classCourseId: 40 }],
    };
    mockFetch(dayRoutes(narrowed, dayPath(TODAY, 'classroom', 11)));
    const { user } = render({ route: '/teacher-presence?tab=day&classroom=11' });
    await gridReady();
    const offered = (key: string) => Array.from(replacementOf(key)!.options, (option) => option.textContent).slice(1);

    await focusCell(MATHS);
    await user.keyboard('r');
    expect(offered(MATHS)).toEqual(['Brigitte Ngo Bassa', 'Paul Essomba']);
    await focusCell(FRENCH);
    await user.keyboard('r');
    expect(offered(FRENCH)).toEqual(['Amadou Bello', 'Clément Fotso']);
  });

  it('offers as a replacement only the teachers the marks so far leave free at that hour', async () => {
    mockFetch(dayRoutes());
    const { user } = render();
    await gridReady();
    const offered = (key: string) => Array.from(replacementOf(key)!.options, (option) => option.textContent).slice(1);
    // Clément Fotso's class cancelled: he is free to replace in 6e B at that hour.
    await focusCell(MATHS);
    await user.keyboard('c');
    await focusCell(ENGLISH);
    await user.keyboard('r');
    expect(offered(ENGLISH)).toEqual(['Brigitte Ngo Bassa', 'Clément Fotso', 'Paul Essomba']);
    await user.selectOptions(replacementOf(ENGLISH)!, 'Paul Essomba');
    // Paul Essomba taken in 6e B is not offered in 6e A at that hour; Amadou Bello, replaced in his class, is.
    await focusCell(MATHS);
    await user.keyboard('r');
    expect(offered(MATHS)).toEqual(['Amadou Bello', 'Brigitte Ngo Bassa']);
    // Absent from his class, Amadou Bello is busy again.
    await focusCell(ENGLISH);
    await user.keyboard('a');
    expect(offered(MATHS)).toEqual(['Brigitte Ngo Bassa', 'Paul Essomba']);
  });

  it('keeps every entry on screen and in the draft when a replacement is refused, the refused cell marked with its choice', async () => {
    const busy = 'This teacher is already in 5e B at that time.';
    const network = mockFetch([
      {
        method: 'POST',
        path: SAVE_DAY_PATH,
        status: 409,
        body: { statusCode: 409, error: 'Conflict', message: busy, fields: { 'lines[0].replacedById': busy } },
      },
      ...dayRoutes(),
    ]);
    const { user } = render();
    await gridReady();
    await focusCell(MATHS);
    await user.keyboard('r');
    await user.selectOptions(replacementOf(MATHS)!, 'Paul Essomba');
    await focusCell(FRENCH);
    await user.keyboard('l');
    await user.keyboard('15{Enter}');
    await user.click(saveButton());

    expect(await screen.findByText('The server refused 1 class: see the flagged cells.')).toBeInTheDocument();
    expect(network.requestsTo(SAVE_DAY_PATH)).toHaveLength(1);
    // Every entry as marked: the refused one with its choice, the others untouched.
    expect(replacementOf(MATHS)).toHaveValue(String(TEACHERS.essomba));
    expect(replacementOf(MATHS)).toHaveAttribute('aria-invalid', 'true');
    expect(replacementOf(MATHS)).toHaveAccessibleDescription(busy);
    expect(cell(MATHS)).toHaveAccessibleName('MATH, Clément Fotso: Replaced by Paul Essomba, 07:30-08:25');
    expect(cell(FRENCH)).toHaveAccessibleName('FRAN, Brigitte Ngo Bassa: Late, 15 min, 08:25-09:20');
    expect(cell(FRENCH)).not.toHaveAttribute('aria-invalid');
    expect(cell(ENGLISH)).toHaveAccessibleName('ANG, Amadou Bello: Absent, 07:30-08:25');
    expect(screen.getByText('2 unsaved changes')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const stored = JSON.parse(localStorage.getItem(DRAFT_KEY)!);
    expect(stored.entries[MATHS]).toMatchObject({ status: 'replaced', replacedById: TEACHERS.essomba });
    expect(stored.entries[FRENCH]).toMatchObject({ status: 'late', minutes: '15' });

    // Another free teacher chosen, the day saves.
    mockFetch([savedRoute(), ...dayRoutes()]);
    await user.selectOptions(replacementOf(MATHS)!, 'Brigitte Ngo Bassa');
    expect(screen.queryByText(/The server refused/)).not.toBeInTheDocument();
    await user.click(saveButton());
    expect(await screen.findByText('Day saved: 3 recorded, 0 unchanged.')).toBeInTheDocument();
  });

  it('asks before leaving with unsaved marks', async () => {
    mockFetch(dayRoutes());
    const { user } = renderWithProviders(
      <>
        <Routes>
          <Route path="/teacher-presence" element={<DayTab />} />
          <Route path="/dashboard" element={<h1>Dashboard</h1>} />
        </Routes>
        <Link to="/dashboard">To the dashboard</Link>
      </>,
      { route: '/teacher-presence?tab=day', preloadedState: signedInState(disciplineMasterFixture()) },
    );
    await gridReady();
    await focusCell(MATHS);
    await user.keyboard('a');
    await user.click(screen.getByRole('link', { name: 'To the dashboard' }));
    const dialog = await screen.findByRole('dialog', { name: "Leave the day's check without saving?" });
    await user.click(within(dialog).getByRole('button', { name: 'Leave without saving' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(DRAFT_KEY)!).entries[MATHS].status).toBe('absent');
  });

  it('lets the bursar read the day without changing it', async () => {
    mockFetch(dayRoutes());
    render({ user: bursarFixture() });
    expect(await screen.findByText("You can read the day's check but not change it.")).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: /MATH.*Present \(not checked\)/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^MATH/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save the day' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel every class of the day' })).not.toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Keys' })).not.toBeInTheDocument();
  });

  it('shows the day by teacher, narrowed to one, and keeps the choice in the address', async () => {
    const network = mockFetch([
      ...dayRoutes(teacherDayFixture, dayPath(TODAY, 'teacher')),
      { path: dayPath(TODAY, 'teacher', 9), body: { ...teacherDayFixture, slots: [teacherDayFixture.slots[0]] } },
    ]);
    const { user } = render({ route: '/teacher-presence?tab=day&mode=teacher' });
    const table = await screen.findByRole('table', { name: /by teacher/ });
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((header) => header.textContent),
    ).toEqual(['Amadou Bello', 'Clément Fotso', 'Brigitte Ngo Bassa']);
    await user.selectOptions(screen.getByLabelText('Teacher'), 'Amadou Bello');
    await waitFor(() => expect(screen.getAllByRole('rowheader')).toHaveLength(1));
    expect(network.requestsTo(dayPath(TODAY, 'teacher', 9))).toHaveLength(1);
    expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent('?tab=day&mode=teacher&teacher=9');

    // Another mode starts on the whole school.
    network.requests.length = 0;
    mockFetch(dayRoutes());
    await user.selectOptions(screen.getByLabelText('Show'), 'By class');
    await screen.findByRole('table', { name: /by class/ });
    expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent(/^\?tab=day$/);
  });

  it('says when no timetable covers the date, and where to enter one for those who can', async () => {
    mockFetch(dayRoutes(noTimetableDayFixture, dayPath('2026-12-25')));
    const studies = render({ route: '/teacher-presence?tab=day&date=2026-12-25', user: studiesFixture() });
    expect(await screen.findByText(/No timetable covers Friday, December 25, 2026: there is no class to check\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Enter a timetable in the tools.' })).toHaveAttribute('href', '/tools?tab=timetable');
    studies.unmount();

    render({ route: '/teacher-presence?tab=day&date=2026-12-25' });
    expect(await screen.findByText(/The studies office enters timetables in the tools\./)).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('lays out right to left in Persian, the arrows following the reading order, and reads a Persian keyboard', async () => {
    mockFetch(dayRoutes());
    render({ language: 'fa' });
    await waitFor(() => expect(cell(MATHS)).toBeInTheDocument());
    // Styled through the right-to-left Emotion cache, which flips MUI's CSS.
    expect(cell(MATHS).className).toMatch(/muirtl-/);
    expect(screen.getByRole('list', { name: 'کلیدها' })).toBeInTheDocument();
    await focusCell(MATHS);
    const persian = userEvent.setup({ keyboardMap: [{ code: 'KeyA', key: 'ش' }, { key: 'ArrowLeft' }] });
    // The next time part is on the left in a right-to-left grid.
    await persian.keyboard('{ArrowLeft}');
    expect(cell(FRENCH)).toHaveFocus();
    // The Persian layout types ش on the key where QWERTY has A.
    await persian.keyboard('[KeyA]');
    expect(cell(FRENCH)).toHaveAccessibleName(/: غایب،/);
  });
});

describe('the accessibility of the day', () => {
  it('has no violations axe can see, with a lateness, a replacement and a refused line on screen', async () => {
    mockFetch([
      {
        method: 'POST',
        path: SAVE_DAY_PATH,
        status: 400,
        body: { statusCode: 400, error: 'Bad Request', message: 'x', fields: { 'lines[0].status': 'Not on a Monday.' } },
      },
      ...dayRoutes(),
    ]);
    const { container, user } = render();
    await gridReady();
    await focusCell(FRENCH);
    await user.keyboard('l5{Enter}{ArrowDown}{ArrowLeft}{ArrowDown}r');
    await user.selectOptions(replacementOf(ENGLISH)!, 'Paul Essomba');
    await user.click(saveButton());
    await screen.findByText('The server refused 1 class: see the flagged cells.');
    expect(await axeViolations(container)).toEqual([]);
  });
});

/** The dates of the day: read from the address, today otherwise. */
describe('the date', () => {
  it('asks for the date the address names', async () => {
    const network = mockFetch(dayRoutes(dayFixture, dayPath('2026-11-20')));
    render({ route: '/teacher-presence?tab=day&date=2026-11-20' });
    await screen.findByRole('table');
    expect(screen.getByLabelText('Date')).toHaveValue('2026-11-20');
    expect(network.requestsTo(dayPath('2026-11-20'))).toHaveLength(1);
  });
});
