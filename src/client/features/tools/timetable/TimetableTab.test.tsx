import { screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { useLocation } from 'react-router-dom';
import type { Language } from '../../../../domain/enums';
import { jsonBody, mockFetch } from '../../../testing/fetchMock';
import { signedInState, TOKEN } from '../../../testing/fixtures';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { columnTexts } from '../../../testing/tables';
import { listOf } from '../toolsFixtures';
import { copyClassroomResult, copyTimetableResult, firstTerm, SAVE_PATH, slots6eA, timetableRoutes, WEEK_ROUTE } from './timetableFixtures';
import TimetableTab from './TimetableTab';

process.env.TZ = 'UTC';

beforeEach(() => localStorage.setItem('jwtToken', TOKEN));

function Location() {
  const location = useLocation();
  return <output aria-label="location">{location.search}</output>;
}

const render = ({ language = 'en', route = WEEK_ROUTE }: { language?: Language; route?: string } = {}) =>
  renderWithProviders(
    <>
      <TimetableTab />
      <Location />
    </>,
    { language, route, preloadedState: signedInState() },
  );

/** The select of one cell, by the name a screen reader gives it. */
const cell = (name: string) => screen.getByRole('combobox', { name }) as HTMLSelectElement;
/** The address, read even while a dialog hides the page from the accessibility tree. */
const address = () => screen.getByRole('status', { name: 'location', hidden: true });
const weekReady = () => screen.findByRole('combobox', { name: 'Monday, 07:30-08:25' });
const timetablesTable = () => screen.getAllByRole('table')[0];
const weekTable = () => screen.getByRole('table', { name: 'Week of 6e A (Premier trimestre)' });

describe('TimetableTab', () => {
  it.each(['en', 'fr'] as const)("lists the year's timetables and shows a classroom's week in %s", async (language) => {
    mockFetch(timetableRoutes());
    const { container } = render({ language });
    await screen.findByRole('combobox', { name: language === 'en' ? 'Monday, 07:30-08:25' : 'Lundi, 07:30-08:25' });
    expect(columnTexts(0, timetablesTable())).toEqual(['Deuxième trimestre', 'Premier trimestre']);
    expect(container).toMatchSnapshot();
  });

  it('names every cell by its weekday and time part, Monday to Saturday, with Sunday only when the week uses it', async () => {
    mockFetch(timetableRoutes());
    render();
    await weekReady();
    const texts = (role: 'columnheader' | 'rowheader') =>
      within(weekTable())
        .getAllByRole(role)
        .map((header) => header.textContent);
    expect(texts('rowheader')).toEqual(['07:30-08:25', '08:25-09:20', 'Étude du soir']);
    expect(texts('columnheader')).toEqual(['Time part', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']);
    expect(cell('Monday, 07:30-08:25')).toHaveDisplayValue('MATH · Clément Fotso');
    expect(cell('Wednesday, 08:25-09:20')).toHaveDisplayValue('FRAN · no teacher');
    expect(cell('Friday, Étude du soir')).toHaveDisplayValue('Free');
    expect(screen.queryByRole('columnheader', { name: 'Sunday' })).not.toBeInTheDocument();
  });

  it('shows Sunday when a lesson falls on it', async () => {
    const onSunday = { ...slots6eA[0], id: 3, weekday: 'sun' as const };
    mockFetch(timetableRoutes([{ path: '/api/timetables/1/slots?classroomId=11', body: listOf([...slots6eA, onSunday]) }]));
    render();
    await weekReady();
    expect(screen.getByRole('columnheader', { name: 'Sunday' })).toBeInTheDocument();
    expect(cell('Sunday, 07:30-08:25')).toHaveDisplayValue('MATH · Clément Fotso');
  });

  it('saves the whole week in one call, free periods left out', async () => {
    const network = mockFetch(timetableRoutes([{ method: 'PUT', path: SAVE_PATH, body: listOf(slots6eA) }]));
    const { user } = render();
    await weekReady();
    expect(screen.getByRole('button', { name: 'Save the week' })).toBeDisabled();
    await user.selectOptions(cell('Tuesday, 07:30-08:25'), 'FRAN · no teacher');
    await user.selectOptions(cell('Monday, 07:30-08:25'), 'Free');
    expect(screen.getByText('2 unsaved periods')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save the week' }));

    expect(await screen.findByText('Week of 6e A saved: 2 periods.')).toBeInTheDocument();
    const [put] = network.requestsTo(SAVE_PATH);
    expect(put.method).toBe('PUT');
    expect(await jsonBody(put)).toEqual({
      slots: [
        { weekday: 'tue', timePartId: 1, classCourseId: 102 },
        { weekday: 'wed', timePartId: 2, classCourseId: 102 },
      ],
    });
    await waitFor(() => expect(screen.queryByText('2 unsaved periods')).not.toBeInTheDocument());
  });

  it('saves with Ctrl+S', async () => {
    const network = mockFetch(timetableRoutes([{ method: 'PUT', path: SAVE_PATH, body: listOf(slots6eA) }]));
    const { user } = render();
    await weekReady();
    await user.selectOptions(cell('Thursday, Étude du soir'), 'MATH · Clément Fotso');
    await user.keyboard('{Control>}s{/Control}');
    await screen.findByText('Week of 6e A saved: 3 periods.');
    expect(await jsonBody(network.requestsTo(SAVE_PATH)[0])).toEqual({
      slots: [
        { weekday: 'mon', timePartId: 1, classCourseId: 101 },
        { weekday: 'wed', timePartId: 2, classCourseId: 102 },
        { weekday: 'thu', timePartId: 3, classCourseId: 101 },
      ],
    });
  });

  it("marks a teacher's clash (409) on the cell of the line the server names, until that cell changes", async () => {
    const clash = 'Clément Fotso already teaches 6e B at this time.';
    const network = mockFetch(
      timetableRoutes([
        {
          method: 'PUT',
          path: SAVE_PATH,
          status: 409,
          body: { statusCode: 409, error: 'Conflict', message: clash, fields: { 'slots[1].classCourseId': clash } },
        },
      ]),
    );
    const { user } = render();
    await weekReady();
    await user.selectOptions(cell('Tuesday, 07:30-08:25'), 'MATH · Clément Fotso');
    await user.click(screen.getByRole('button', { name: 'Save the week' }));

    // Line 1 of the body is Tuesday's first hour: Monday's comes before it.
    expect(await screen.findByRole('alert')).toHaveTextContent('The server refused 1 period: see the marked cells.');
    expect(await jsonBody(network.requestsTo(SAVE_PATH)[0])).toEqual({
      slots: [
        { weekday: 'mon', timePartId: 1, classCourseId: 101 },
        { weekday: 'tue', timePartId: 1, classCourseId: 101 },
        { weekday: 'wed', timePartId: 2, classCourseId: 102 },
      ],
    });
    expect(cell('Tuesday, 07:30-08:25')).toHaveAttribute('aria-invalid', 'true');
    expect(cell('Tuesday, 07:30-08:25')).toHaveAccessibleDescription(clash);
    expect(cell('Monday, 07:30-08:25')).toHaveAttribute('aria-invalid', 'false');
    expect(screen.getByText('1 period refused: change it before saving.')).toBeInTheDocument();

    await user.selectOptions(cell('Tuesday, 07:30-08:25'), 'FRAN · no teacher');
    expect(cell('Tuesday, 07:30-08:25')).toHaveAttribute('aria-invalid', 'false');
    expect(screen.queryByText(clash)).not.toBeInTheDocument();
  });

  it('marks a refused line (400) on its cell too, and tells what names no line above the grid', async () => {
    mockFetch(
      timetableRoutes([
        {
          method: 'PUT',
          path: SAVE_PATH,
          status: 400,
          body: {
            statusCode: 400,
            error: 'Bad Request',
            message: 'Invalid input',
            fields: {
              'slots[0].classCourseId': 'This course is not taught in 6e A.',
              classroomId: 'This classroom is not of the timetable’s year.',
            },
          },
        },
      ]),
    );
    const { user } = render();
    await weekReady();
    await user.selectOptions(cell('Saturday, 07:30-08:25'), 'FRAN · no teacher');
    await user.click(screen.getByRole('button', { name: 'Save the week' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The server refused 1 period: see the marked cells. This classroom is not of the timetable’s year.',
    );
    expect(cell('Monday, 07:30-08:25')).toHaveAccessibleDescription('This course is not taught in 6e A.');
  });

  it('asks before leaving a week with unsaved changes for another classroom', async () => {
    mockFetch(timetableRoutes());
    const { user } = render();
    await weekReady();
    await user.selectOptions(cell('Friday, 08:25-09:20'), 'MATH · Clément Fotso');
    await user.click(screen.getByRole('combobox', { name: 'Classroom' }));
    await user.click(await screen.findByRole('option', { name: '6e B' }));

    const dialog = await screen.findByRole('dialog', { name: 'Leave this week without saving?' });
    expect(dialog).toHaveTextContent('1 change has not been saved and will be lost.');
    expect(address()).toHaveTextContent('classroom=11');
    await user.click(within(dialog).getByRole('button', { name: 'Leave without saving' }));

    expect(await screen.findByRole('table', { name: 'Week of 6e B (Premier trimestre)' })).toBeInTheDocument();
    expect(address()).toHaveTextContent('?tab=timetable&timetable=1&classroom=12');
    expect(screen.getByText('6e B has no course yet: add its courses in the Class courses tab.')).toBeInTheDocument();
  });

  it("copies another classroom's week onto this one and says how many periods came and how many were left out", async () => {
    const network = mockFetch(timetableRoutes([{ method: 'POST', path: '/api/timetables/1/copy-classroom', body: copyClassroomResult }]));
    const { user } = render();
    await weekReady();
    await user.selectOptions(cell('Friday, 08:25-09:20'), 'MATH · Clément Fotso');
    await user.click(screen.getByRole('button', { name: 'Copy from another classroom' }));
    const dialog = await screen.findByRole('dialog', { name: "Copy another classroom's week" });
    expect(dialog).toHaveTextContent('1 unsaved change is lost.');
    await user.click(within(dialog).getByRole('combobox', { name: /Copy from/ }));
    expect(screen.queryByRole('option', { name: '6e A' })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('option', { name: '6e B' }));
    await user.click(within(dialog).getByRole('button', { name: 'Copy' }));

    expect(await screen.findByText('38 periods copied from 6e B to 6e A, 2 left out (courses 6e A does not have).')).toBeInTheDocument();
    expect(await jsonBody(network.requestsTo('/api/timetables/1/copy-classroom')[0])).toEqual({ fromClassroomId: 12, toClassroomId: 11 });
    // The edit made over the old week is gone with it.
    expect(cell('Friday, 08:25-09:20')).toHaveDisplayValue('Free');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('copies the timetable to new dates and opens the copy', async () => {
    const copied = {
      ...copyTimetableResult,
      timetable: { ...firstTerm, id: 3, name: 'Troisième trimestre', validFrom: '2027-04-12', validTo: '2027-06-30' },
    };
    const network = mockFetch(timetableRoutes([{ method: 'POST', path: '/api/timetables/1/copy', body: copied }]));
    const { user } = render();
    await weekReady();
    await user.click(screen.getByRole('button', { name: 'Copy to new dates or another year' }));
    const dialog = await screen.findByRole('dialog', { name: 'Copy the timetable' });
    expect(within(dialog).getByRole('combobox', { name: /School year/ })).toHaveTextContent('2026-2027');
    const name = within(dialog).getByLabelText(/Name/);
    expect(name).toHaveValue('Premier trimestre');
    await user.clear(name);
    await user.type(name, 'Troisième trimestre');
    await user.type(within(dialog).getByLabelText(/Valid from/), '2027-04-12');
    await user.type(within(dialog).getByLabelText(/Valid until/), '2027-06-30');
    await user.click(within(dialog).getByRole('button', { name: 'Copy' }));

    expect(await screen.findByText('Timetable Troisième trimestre created: 240 periods copied, none left out.')).toBeInTheDocument();
    expect(await jsonBody(network.requestsTo('/api/timetables/1/copy')[0])).toEqual({
      schoolYearId: 3,
      name: 'Troisième trimestre',
      validFrom: '2027-04-12',
      validTo: '2027-06-30',
    });
    await waitFor(() => expect(address()).toHaveTextContent('?tab=timetable&timetable=3&classroom=11&year=3'));
  });

  it("checks a new timetable's name and dates as the server would, before sending anything", async () => {
    const network = mockFetch(timetableRoutes());
    const { user } = render();
    await weekReady();
    await user.click(screen.getByRole('button', { name: 'Add' }));
    const dialog = await screen.findByRole('dialog', { name: 'New timetable' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findAllByText('This field is required')).toHaveLength(3);

    await user.type(within(dialog).getByLabelText(/Name/), 'Troisième trimestre');
    await user.type(within(dialog).getByLabelText(/Valid from/), '2027-06-30');
    await user.type(within(dialog).getByLabelText(/Valid until/), '2027-04-12');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('The end must come after the start')).toBeInTheDocument();
    expect(network.requests.filter((request) => request.method === 'POST')).toHaveLength(0);
  });

  it.each([
    [409, 'Conflict', 'These dates overlap Premier trimestre.', ['validFrom', 'validTo']],
    [400, 'Bad Request', 'This date is outside the school year 2026-2027.', ['validFrom']],
  ])('shows a %i refusing the dates on the date fields', async (status, error, message, fields) => {
    const network = mockFetch(
      timetableRoutes([
        {
          method: 'POST',
          path: '/api/timetables',
          status,
          body: { statusCode: status, error, message, fields: Object.fromEntries(fields.map((field) => [field, message])) },
        },
      ]),
    );
    const { user } = render();
    await weekReady();
    await user.click(screen.getByRole('button', { name: 'Add' }));
    const dialog = await screen.findByRole('dialog', { name: 'New timetable' });
    await user.type(within(dialog).getByLabelText(/Name/), 'Rattrapage');
    await user.type(within(dialog).getByLabelText(/Valid from/), '2026-08-31');
    await user.type(within(dialog).getByLabelText(/Valid until/), '2026-09-30');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await within(dialog).findAllByText(message)).toHaveLength(fields.length);
    expect(within(dialog).getByLabelText(/Valid from/)).toHaveAccessibleDescription(message);
    expect(within(dialog).getByLabelText(/Valid from/)).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByLabelText(/Valid until/)).toHaveAttribute('aria-invalid', String(fields.includes('validTo')));
    expect(await jsonBody(network.requestsTo('/api/timetables')[0])).toEqual({
      schoolYearId: 3,
      name: 'Rattrapage',
      validFrom: '2026-08-31',
      validTo: '2026-09-30',
    });
  });

  it('opens the timetable in force today when the link names none', async () => {
    // Monday 12 October 2026: the first trimester, though the second is listed first.
    jest.useFakeTimers({ now: new Date('2026-10-12T08:00:00Z'), advanceTimers: true });
    try {
      mockFetch(timetableRoutes());
      render({ route: '/tools?tab=timetable' });
      expect(await screen.findByRole('table', { name: 'Week of 6e A (Premier trimestre)' })).toBeInTheDocument();
      expect(screen.getByRole('combobox', { name: 'Timetable' })).toHaveTextContent('Premier trimestre');
    } finally {
      jest.useRealTimers();
    }
  });

  it('says to create a timetable first in a year that has none', async () => {
    mockFetch(timetableRoutes());
    const { user } = render();
    await weekReady();
    await user.click(screen.getByRole('combobox', { name: 'School year' }));
    await user.click(await screen.findByRole('option', { name: '2025-2026' }));
    expect(await screen.findByText('Add a timetable to this school year first, with the dates it is valid.')).toBeInTheDocument();
    expect(screen.getByText('This school year has no timetable yet.')).toBeInTheDocument();
    expect(address()).toHaveTextContent('?tab=timetable&year=2');
  });

  it('has no accessibility violations axe can see, with a clash marked', async () => {
    const clash = 'Clément Fotso already teaches 6e B at this time.';
    mockFetch(
      timetableRoutes([
        {
          method: 'PUT',
          path: SAVE_PATH,
          status: 409,
          body: { statusCode: 409, error: 'Conflict', message: clash, fields: { 'slots[0].classCourseId': clash } },
        },
      ]),
    );
    const { container, user } = render();
    await weekReady();
    await user.selectOptions(cell('Tuesday, 07:30-08:25'), 'FRAN · no teacher');
    await user.click(screen.getByRole('button', { name: 'Save the week' }));
    await screen.findByRole('alert');
    // Colour contrast needs a layout jsdom does not have, and the check for icon ligatures a canvas.
    const canvas = jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    canvas.mockRestore();
    expect(results.violations.map(({ id, nodes }) => `${id}: ${nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
  });
});
