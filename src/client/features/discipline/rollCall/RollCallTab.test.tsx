import { act, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import axe from 'axe-core';
import { Link, Route, Routes, useLocation } from 'react-router-dom';
import type { RollCall } from '../../../../domain/contract/absences';
import type { CurrentUser } from '../../../../domain/contract/users';
import type { Language } from '../../../../domain/enums';
import { jsonBody, mockFetch } from '../../../testing/fetchMock';
import { signedInState, TOKEN } from '../../../testing/fixtures';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import RollCallTab from './RollCallTab';
import {
  managerUserFixture,
  principalUserFixture,
  ROLL_CALL_PATH,
  rollCallFixture,
  rollCallRoutes,
  takenRollCallFixture,
  teacherUserFixture,
} from './testing/rollCallFixtures';

beforeEach(() => {
  localStorage.setItem('jwtToken', TOKEN);
  document.cookie = 'XSRF-TOKEN=xsrf-value';
});

const ROUTE = '/discipline?tab=rollCall&classroom=11&date=2026-10-12&timePart=1';
const DRAFT_KEY = 'rollCallDraft:11:2026-10-12:1';

const render = ({
  language = 'en',
  route = ROUTE,
  user = teacherUserFixture(),
}: { language?: Language; route?: string; user?: CurrentUser } = {}) =>
  renderWithProviders(<RollCallTab />, { language, route, preloadedState: signedInState(user) });

/** By id: a role query over a whole class is slow in jsdom. */
const statusOf = (studentId: number) => document.getElementById(`rollCall-status-${studentId}`) as HTMLButtonElement;
const minutesOf = (studentId: number) => document.getElementById(`rollCall-minutes-${studentId}`) as HTMLInputElement | null;
const listReady = () => screen.findByRole('button', { name: 'Status of ATANGANA Brenda: Present' });
/** The figure next to a count's label. */
const figure = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
const saveButton = () => screen.getByRole('button', { name: 'Save the roll call' });
const savedRoute = (saved: number, removed = 0, unchanged = 0) => ({
  method: 'POST',
  path: ROLL_CALL_PATH,
  body: { saved, removed, unchanged },
});
/** Puts the keyboard on a student's status, as a click would but without opening its menu. */
const focusStatus = (studentId: number) => act(() => statusOf(studentId).focus());

describe('the roll call', () => {
  describe('opened with a fixed clock', () => {
    beforeEach(() => {
      // Monday 12 October 2026, 07:35 (the tests run in UTC): the first hour is under way.
      jest.useFakeTimers({ now: new Date('2026-10-12T07:35:00Z'), advanceTimers: true });
    });
    afterEach(() => jest.useRealTimers());

    it.each([
      ['en', 'Status of ATANGANA Brenda: Present', 'Roll call', 'Save the roll call'],
      ['fr', 'Statut de ATANGANA Brenda\u00a0: Présent', 'Appel', "Enregistrer l'appel"],
    ] as const)(
      "renders in %s, on today's date and the time part under way, in the teacher's one class",
      async (language, label, title, save) => {
        const network = mockFetch(rollCallRoutes(takenRollCallFixture));
        const { container } = render({ language, route: '/discipline' });
        expect(await screen.findByRole('button', { name: label })).toBeInTheDocument();
        expect(screen.getByRole('heading', { level: 2, name: title })).toBeInTheDocument();
        expect(screen.getByRole('button', { name: save })).toBeEnabled();
        expect(network.requestsTo(ROLL_CALL_PATH)).toHaveLength(1);
        expect(container).toMatchSnapshot();
      },
    );
  });

  it('marks with one key each, moves on, takes the minutes of a lateness, counts as it goes and saves the exceptions in one request', async () => {
    const network = mockFetch([savedRoute(4), ...rollCallRoutes()]);
    const { user } = render();
    await listReady();
    expect(screen.getByText('Roll call not taken yet: every student is present until marked otherwise.')).toBeInTheDocument();
    expect(figure('Present')).toBe('5');

    await focusStatus(1);
    await user.keyboard('{ArrowDown}');
    expect(statusOf(2)).toHaveFocus();
    // A marks the absence and goes to the next student.
    await user.keyboard('a');
    expect(statusOf(2)).toHaveAccessibleName('Status of BELLO Amadou: Absent');
    expect(statusOf(3)).toHaveFocus();
    // R marks the lateness and asks for its minutes; Enter goes on to the next student.
    await user.keyboard('r');
    expect(minutesOf(3)).toHaveFocus();
    expect(minutesOf(3)).toHaveAccessibleName('Minutes late of DJODA Aminatou');
    await user.keyboard('10{Enter}');
    expect(statusOf(4)).toHaveFocus();
    await user.keyboard('A');
    expect(statusOf(5)).toHaveFocus();
    await user.keyboard('a');
    // The last student keeps the focus.
    expect(statusOf(5)).toHaveFocus();

    expect(figure('Present')).toBe('1');
    expect(figure('Absent')).toBe('3');
    expect(figure('Late')).toBe('1');
    expect(figure('Permission')).toBe('0');
    expect(screen.getByText('Absent', { selector: 'dt' }).closest('[aria-live]')).toHaveAttribute('aria-live', 'polite');
    expect(screen.getByText('4 unsaved changes')).toBeInTheDocument();

    // P, then Space to make the same student present again, from the first row.
    await user.keyboard('{Home}');
    expect(statusOf(1)).toHaveFocus();
    await user.keyboard('p');
    expect(figure('Permission')).toBe('1');
    expect(statusOf(2)).toHaveFocus();
    await user.keyboard('{ArrowUp}[Space]');
    expect(statusOf(1)).toHaveAccessibleName('Status of ATANGANA Brenda: Present');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(figure('Permission')).toBe('0');
    expect(figure('Present')).toBe('1');

    await user.click(saveButton());
    expect(await screen.findByText('Roll call saved: 4 recorded, 0 removed, 0 unchanged.')).toBeInTheDocument();
    const calls = network.requestsTo(ROLL_CALL_PATH).filter((request) => request.method === 'POST');
    expect(calls).toHaveLength(1);
    expect(await jsonBody(calls[0])).toEqual({
      lines: [
        { studentId: 2, status: 'absent', latenessMinutes: 0 },
        { studentId: 3, status: 'present', latenessMinutes: 10 },
        { studentId: 4, status: 'absent', latenessMinutes: 0 },
        { studentId: 5, status: 'absent', latenessMinutes: 0 },
      ],
    });
    expect(calls[0].headers.get('X-XSRF-TOKEN')).toBe('xsrf-value');
    expect(localStorage.getItem(DRAFT_KEY)).toBeNull();
    // The roll call is read again after the save.
    await waitFor(() => expect(network.requestsTo(ROLL_CALL_PATH).filter((request) => request.method === 'GET')).toHaveLength(2));
  });

  it('asks for the minutes of a lateness before saving, within the time part', async () => {
    mockFetch(rollCallRoutes());
    const { user } = render();
    await listReady();
    await focusStatus(2);
    await user.keyboard('l');
    expect(minutesOf(2)).toHaveAttribute('aria-invalid', 'true');
    expect(minutesOf(2)).toHaveAccessibleDescription('Type the minutes late');
    expect(saveButton()).toBeDisabled();
    expect(screen.getByText('1 lateness needs its minutes: correct before saving.')).toBeInTheDocument();
    await user.keyboard('75');
    expect(minutesOf(2)).toHaveAccessibleDescription('At most 60 minutes, the length of the time part');
    await user.clear(minutesOf(2)!);
    await user.type(minutesOf(2)!, '5');
    expect(minutesOf(2)).toHaveAttribute('aria-invalid', 'false');
    expect(saveButton()).toBeEnabled();
    // Escape goes back to the student's status.
    await user.keyboard('{Escape}');
    expect(statusOf(2)).toHaveFocus();
  });

  it('offers the same choices in a menu, for a mouse or a phone', async () => {
    mockFetch(rollCallRoutes());
    const { user } = render();
    await listReady();
    await user.click(statusOf(3));
    const menu = await screen.findByRole('menu', { name: 'Status' });
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['PresentSpace / Del', 'AbsentA', 'LateR / L', 'PermissionP']);
    await user.click(within(menu).getByRole('menuitem', { name: /^Permission/ }));
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(statusOf(3)).toHaveAccessibleName('Status of DJODA Aminatou: Permission');
    await waitFor(() => expect(statusOf(4)).toHaveFocus());

    await user.click(statusOf(4));
    await user.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: /^Late/ }));
    await waitFor(() => expect(minutesOf(4)).toHaveFocus());
  });

  it('shows who took the roll call and when, and counts the lines already there', async () => {
    mockFetch(rollCallRoutes(takenRollCallFixture));
    render();
    await listReady();
    expect(screen.getByText('Roll call taken by Clément Fotso at 7:41 AM. Last changed by Jean Mbarga at 10:05 AM.')).toBeInTheDocument();
    expect(statusOf(4)).toHaveAccessibleName('Status of ESSOMBA Paul: Absent');
    expect(minutesOf(5)).toHaveValue('12');
    expect(figure('Absent')).toBe('1');
    expect(figure('Late')).toBe('1');
    expect(screen.queryByText(/unsaved change/)).not.toBeInTheDocument();
  });

  it('sends a student made present again by leaving them out, so the server removes their line', async () => {
    const network = mockFetch([savedRoute(0, 1, 1), ...rollCallRoutes(takenRollCallFixture)]);
    const { user } = render();
    await listReady();
    await focusStatus(4);
    await user.keyboard('{Delete}');
    expect(screen.getByText('1 unsaved change')).toBeInTheDocument();
    await user.keyboard('{Control>}s{/Control}');
    await screen.findByText('Roll call saved: 0 recorded, 1 removed, 1 unchanged.');
    const [call] = network.requestsTo(ROLL_CALL_PATH).filter((request) => request.method === 'POST');
    expect(await jsonBody(call)).toEqual({ lines: [{ studentId: 5, status: 'present', latenessMinutes: 12 }] });
  });

  it('flags the students a refused save names in `fields`', async () => {
    const fields = {
      'lines[0].studentId': 'This student is not in the class on that date',
      'lines[1].latenessMinutes': 'Must be at most 60',
    };
    mockFetch([
      {
        method: 'POST',
        path: ROLL_CALL_PATH,
        status: 400,
        body: { statusCode: 400, error: 'Bad Request', message: 'Please check the form', fields },
      },
      ...rollCallRoutes(),
    ]);
    const { user } = render();
    await listReady();
    await focusStatus(2);
    await user.keyboard('a');
    await user.keyboard('r30{Enter}');
    await user.click(saveButton());

    expect(await screen.findByText('The server refused 2 lines: see the flagged students.')).toBeInTheDocument();
    expect(statusOf(2)).toHaveAttribute('aria-invalid', 'true');
    expect(statusOf(2)).toHaveAccessibleDescription('This student is not in the class on that date');
    expect(minutesOf(3)).toHaveAttribute('aria-invalid', 'true');
    expect(minutesOf(3)).toHaveAccessibleDescription('Must be at most 60');
    expect(statusOf(1)).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(localStorage.getItem(DRAFT_KEY)).not.toBeNull();

    // Changing a flagged student clears its server message.
    await focusStatus(2);
    await user.keyboard('p');
    expect(statusOf(2)).not.toHaveAttribute('aria-invalid');
    expect(screen.getByText('The server refused 1 line: see the flagged students.')).toBeInTheDocument();
  });

  it('shows the error dialog for any other refusal', async () => {
    const message = 'You can only take the roll call of your own classes.';
    mockFetch([
      { method: 'POST', path: ROLL_CALL_PATH, status: 403, body: { statusCode: 403, error: 'Forbidden', message } },
      ...rollCallRoutes(),
    ]);
    const { user } = render();
    await listReady();
    await user.click(saveButton());
    expect(within(await screen.findByRole('dialog')).getByText(message)).toBeInTheDocument();
  });

  it('keeps a draft on the device and offers it back after a reload', async () => {
    mockFetch(rollCallRoutes());
    const first = render();
    await listReady();
    await focusStatus(2);
    await first.user.keyboard('ar15');
    const stored = JSON.parse(localStorage.getItem(DRAFT_KEY)!);
    expect(stored.entries).toMatchObject({ 2: { mark: 'absent' }, 3: { mark: 'late', minutes: '15' } });
    expect(Number.isNaN(Date.parse(stored.savedAt))).toBe(false);
    first.unmount();

    const { user } = render();
    await listReady();
    expect(statusOf(2)).toHaveAccessibleName('Status of BELLO Amadou: Present');
    expect(screen.getByText(/was not saved\. It is kept on this device\./)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Restore draft' }));
    expect(statusOf(2)).toHaveAccessibleName('Status of BELLO Amadou: Absent');
    expect(minutesOf(3)).toHaveValue('15');
    expect(figure('Absent')).toBe('1');
    expect(figure('Late')).toBe('1');
    expect(screen.getByText('2 unsaved changes')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Restore draft' })).not.toBeInTheDocument();
  });

  it('drops a discarded draft, and one that matches the saved roll call', async () => {
    mockFetch(rollCallRoutes(takenRollCallFixture));
    localStorage.setItem(
      DRAFT_KEY,
      JSON.stringify({ entries: { 1: { mark: 'absent', minutes: '' } }, savedAt: '2026-10-12T07:40:00.000Z' }),
    );
    const first = render();
    await listReady();
    await first.user.click(screen.getByRole('button', { name: 'Discard' }));
    expect(localStorage.getItem(DRAFT_KEY)).toBeNull();
    first.unmount();

    localStorage.setItem(
      DRAFT_KEY,
      JSON.stringify({
        entries: { 4: { mark: 'absent', minutes: '' }, 5: { mark: 'late', minutes: '012' } },
        savedAt: '2026-10-12T07:40:00.000Z',
      }),
    );
    render();
    await listReady();
    expect(screen.queryByRole('button', { name: 'Restore draft' })).not.toBeInTheDocument();
    expect(localStorage.getItem(DRAFT_KEY)).toBeNull();
  });

  it('keeps the draft and saves again with a growing delay when the network drops', async () => {
    jest.useFakeTimers();
    try {
      // No route for the save: the mock throws as fetch does without a network.
      mockFetch(rollCallRoutes());
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      renderWithProviders(<RollCallTab />, { route: ROUTE, preloadedState: signedInState(teacherUserFixture()) });
      await listReady();
      await focusStatus(2);
      await user.keyboard('a');
      await user.click(saveButton());

      expect(await screen.findByText('No connection. Saving again in 2 s…')).toBeInTheDocument();
      expect(JSON.parse(localStorage.getItem(DRAFT_KEY)!).entries[2].mark).toBe('absent');
      expect(saveButton()).toBeDisabled();
      await act(async () => {
        jest.advanceTimersByTime(2_000);
      });
      expect(await screen.findByText('No connection. Saving again in 5 s…')).toBeInTheDocument();

      const network = mockFetch([savedRoute(1), ...rollCallRoutes()]);
      await act(async () => {
        jest.advanceTimersByTime(5_000);
      });
      expect(await screen.findByText('Roll call saved: 1 recorded, 0 removed, 0 unchanged.')).toBeInTheDocument();
      const [call] = network.requestsTo(ROLL_CALL_PATH).filter((request) => request.method === 'POST');
      expect(await jsonBody(call)).toEqual({ lines: [{ studentId: 2, status: 'absent', latenessMinutes: 0 }] });
      expect(localStorage.getItem(DRAFT_KEY)).toBeNull();
    } finally {
      jest.useRealTimers();
    }
  });

  it('saves at once with "Retry now"', async () => {
    mockFetch(rollCallRoutes());
    const { user } = render();
    await listReady();
    await user.click(saveButton());
    await screen.findByText('No connection. Saving again in 2 s…');
    const network = mockFetch([savedRoute(0), ...rollCallRoutes()]);
    await user.click(screen.getByRole('button', { name: 'Retry now' }));
    expect(await screen.findByText('Roll call saved: 0 recorded, 0 removed, 0 unchanged.')).toBeInTheDocument();
    expect(network.requestsTo(ROLL_CALL_PATH).filter((request) => request.method === 'POST')).toHaveLength(1);
  });

  it('offers a teacher only its own classes, and the discipline office every one', async () => {
    mockFetch(rollCallRoutes());
    const teacher = render({ route: '/discipline?date=2026-10-12' });
    await screen.findByRole('option', { name: '6e A' });
    const options = () =>
      within(screen.getByLabelText('Class'))
        .getAllByRole('option')
        .map((option) => option.textContent);
    expect(options()).toEqual(['Choose…', '6e A']);
    teacher.unmount();

    render({ route: '/discipline?date=2026-10-12', user: managerUserFixture() });
    await screen.findByRole('option', { name: '5e A' });
    expect(options()).toEqual(['Choose…', '6e A', '6e B', '5e A']);
    expect(screen.getByText('Choose a class, a date and a time part to take the roll call.')).toBeInTheDocument();
    expect(
      within(screen.getByLabelText('Time part'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose…', '07:30-08:25', '08:25-09:20']);
  });

  it('keeps the choice in the address beside the parameters of the discipline area', async () => {
    mockFetch(rollCallRoutes());
    function Address() {
      const { search } = useLocation();
      return <output aria-label="address">{search}</output>;
    }
    const { user } = renderWithProviders(
      <>
        <RollCallTab />
        <Address />
      </>,
      { route: '/discipline?tab=rollCall&date=2026-10-12', preloadedState: signedInState(managerUserFixture()) },
    );
    await screen.findByRole('option', { name: '6e A' });
    await user.selectOptions(screen.getByLabelText('Class'), '11');
    await user.selectOptions(screen.getByLabelText('Time part'), '1');
    await listReady();
    expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent('?tab=rollCall&date=2026-10-12&classroom=11&timePart=1');
  });

  it('says so to a teacher with no class to call', async () => {
    mockFetch(rollCallRoutes());
    render({ user: { ...teacherUserFixture(), attendanceClasses: [] } });
    expect(await screen.findByText('No class is assigned to you for the roll call.')).toBeInTheDocument();
  });

  it('lets the principal read a roll call without changing it', async () => {
    mockFetch(rollCallRoutes(takenRollCallFixture));
    render({ user: principalUserFixture() });
    expect(await screen.findByText('You can read this roll call but not change it.')).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Absent' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Status of/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save the roll call' })).not.toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Keys' })).not.toBeInTheDocument();
  });

  it('lays out right to left in Persian and reads the keys of a Persian keyboard', async () => {
    mockFetch(rollCallRoutes());
    render({ language: 'fa' });
    const brenda = await screen.findByRole('button', { name: 'وضعیت ATANGANA Brenda: حاضر' });
    // Styled through the right-to-left Emotion cache, which flips MUI's CSS.
    expect(brenda.className).toMatch(/muirtl-/);
    expect(screen.getByRole('list', { name: 'کلیدها' })).toBeInTheDocument();
    await focusStatus(1);
    // The Persian layout types ش on the key where QWERTY has A.
    const persian = userEvent.setup({ keyboardMap: [{ code: 'KeyA', key: 'ش' }] });
    await persian.keyboard('[KeyA]');
    expect(statusOf(1)).toHaveAccessibleName('وضعیت ATANGANA Brenda: غایب');
  });

  it('asks before leaving with unsaved marks', async () => {
    mockFetch(rollCallRoutes());
    function Where() {
      const { pathname } = useLocation();
      return <output aria-label="location">{pathname}</output>;
    }
    const { user } = renderWithProviders(
      <>
        <Routes>
          <Route path="/discipline" element={<RollCallTab />} />
          <Route path="/dashboard" element={<h1>Dashboard</h1>} />
        </Routes>
        <Link to="/dashboard">To the dashboard</Link>
        <Where />
      </>,
      { route: ROUTE, preloadedState: signedInState(teacherUserFixture()) },
    );
    await listReady();
    await focusStatus(2);
    await user.keyboard('a');
    await user.click(screen.getByRole('link', { name: 'To the dashboard' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave this roll call without saving?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent('/discipline');
    expect(statusOf(2)).toHaveAccessibleName('Status of BELLO Amadou: Absent');
  });

  it('has no accessibility violations axe can see, with an exception of each kind marked', async () => {
    mockFetch(rollCallRoutes(takenRollCallFixture));
    const { container, user } = render();
    await listReady();
    await focusStatus(1);
    await user.keyboard('p');
    // Colour contrast needs a layout jsdom does not have, and the check for icon ligatures a canvas:
    // the browser tests run both.
    const canvas = jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    canvas.mockRestore();
    expect(results.violations.map(({ id, nodes }) => `${id}: ${nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
  });
});

/** A class of sixty: several screens of rows. */
const longRollCall: RollCall = {
  ...rollCallFixture,
  data: Array.from({ length: 60 }, (_, index) => ({
    ...rollCallFixture.data[0],
    studentId: index + 1,
    matricule: `26SC${String(index + 1).padStart(5, '0')}`,
    lastName: `Eleve${String(index + 1).padStart(2, '0')}`,
    firstName: 'Test',
  })),
  total: 60,
};

describe('a class of sixty', () => {
  it('walks to the last student, marks and counts, with the save bar stuck below the list', async () => {
    mockFetch(rollCallRoutes(longRollCall));
    const { user } = render();
    await waitFor(() => expect(statusOf(60)).toBeInTheDocument());
    await focusStatus(1);
    await user.keyboard('{End}');
    expect(statusOf(60)).toHaveFocus();
    await user.keyboard('a{ArrowUp}{ArrowUp}p');
    expect(figure('Present')).toBe('58');
    expect(figure('Absent')).toBe('1');
    expect(figure('Permission')).toBe('1');
    const bar = saveButton().closest<HTMLElement>('.Scola-saveBar')!;
    expect(document.querySelector('table')!.compareDocumentPosition(bar) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(getComputedStyle(bar).position).toBe('sticky');
  });
});
