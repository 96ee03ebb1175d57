import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import type { Statement } from '../../../../domain/contract/teacherStatements';
import type { Language } from '../../../../domain/enums';
import * as files from '../../../api/files';
import { jsonBody, mockFetch, type MockRoute } from '../../../testing/fetchMock';
import { currentUserFixture, signedInState, TOKEN } from '../../../testing/fixtures';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import StatementsTab from './StatementsTab';
import {
  draftStatementFixture,
  listOf,
  ratesFixture,
  uncheckedStatementFixture,
  validatedStatementFixture,
} from './testing/statementFixtures';

const MONTH_URL = '/api/teacher-statements/2026-11';
const BELLO_URL = '/api/teacher-statements/2026-11/9';

beforeEach(() => {
  localStorage.setItem('jwtToken', TOKEN);
  document.cookie = 'XSRF-TOKEN=xsrf-value';
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

const routes = (bello: Statement = draftStatementFixture): MockRoute[] => [
  { path: MONTH_URL, body: listOf([bello, validatedStatementFixture]) },
  { path: BELLO_URL, body: bello },
  { path: '/api/teacher-statements/2026-11/12', body: validatedStatementFixture },
];

const render = (language: Language = 'en', route = '/teacher-presence?tab=statements&month=2026-11&teacher=9') =>
  renderWithProviders(<StatementsTab />, { language, route, preloadedState: signedInState(currentUserFixture()) });

const monthTable = () => screen.findByRole('table', { name: /^(Statements of|États de vacation de)/ });
const linesTable = () => screen.findByRole('table', { name: /^(Lines of|Lignes de)/ });

describe("the part-time teachers' statements", () => {
  it.each([
    ['en', 'Statements of November 2026', 'FCFA 37,500', 'FCFA 61,000', 'Add an adjustment'],
    // The text matcher reads the narrow and no-break spaces of French figures as plain spaces.
    ['fr', 'États de vacation de novembre 2026', '37 500 FCFA', '61 000 FCFA', 'Ajouter un ajustement'],
  ] as const)('lists the month with its total and shows the teacher picked, in %s', async (language, caption, bello, total, add) => {
    const network = mockFetch(routes());
    const { container } = render(language);
    const table = await monthTable();
    expect(table).toHaveAccessibleName(caption);
    const [, first, second, footer] = within(table).getAllByRole('row');
    expect(within(first).getByRole('link', { name: 'Amadou Bello' })).toHaveAttribute('aria-current', 'true');
    expect(first).toHaveTextContent(bello);
    expect(second).toHaveTextContent('Christine Fotso');
    expect(footer).toHaveTextContent(total);
    const lines = await linesTable();
    expect(within(lines).getAllByRole('row')).toHaveLength(5);
    expect(screen.getByRole('button', { name: add })).toBeEnabled();
    expect(network.requestsTo(MONTH_URL)).toHaveLength(1);
    expect(container).toMatchSnapshot();
  });

  it('opens the current month by default and follows the month picked', async () => {
    // Saturday 21 November 2026 (the tests run in UTC): the default month is November.
    jest.useFakeTimers({ now: new Date('2026-11-21T09:00:00Z'), advanceTimers: true });
    const network = mockFetch([...routes(), { path: '/api/teacher-statements/2026-10', body: listOf([]) }]);
    render('en', '/teacher-presence?tab=statements');
    await monthTable();
    expect(screen.queryByRole('table', { name: /^Lines of/ })).not.toBeInTheDocument();
    const month = screen.getByLabelText('Month');
    expect(month).toHaveValue('2026-11');
    // A month input takes its value whole (typing it digit by digit goes through invalid months).
    fireEvent.change(month, { target: { value: '2026-10' } });
    expect(await screen.findByText(/No teacher is paid by the hour this month/)).toBeInTheDocument();
    expect(network.requestsTo('/api/teacher-statements/2026-10')).toHaveLength(1);
  });

  it('marks a validated statement, its validator and the corrections added after', async () => {
    mockFetch(routes());
    render('en', '/teacher-presence?tab=statements&month=2026-11&teacher=12');
    const lines = await linesTable();
    expect(screen.getByText(/Validated by Hortense Kamga on December 1, 2026/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Validate' })).not.toBeInTheDocument();
    expect(within(lines).getByText('Heure comptée deux fois').closest('tr')).toHaveTextContent(
      'Added after validation · Marie-Claire Ngo Biyong',
    );
    expect(within(lines).getByText('Heure comptée deux fois').closest('tr')).toHaveTextContent('-FCFA 2,000');
  });

  it("adds an adjustment checked by the contract's schema, marking the field the server refuses", async () => {
    const network = mockFetch([
      {
        method: 'POST',
        path: `${BELLO_URL}/adjustments`,
        status: 400,
        body: { statusCode: 400, error: 'Bad Request', message: 'Invalid', fields: { label: 'Too long for the server' } },
      },
      ...routes(),
    ]);
    const { user } = render();
    await user.click(await screen.findByRole('button', { name: 'Add an adjustment' }));
    const dialog = await screen.findByRole('dialog', { name: 'New adjustment' });
    await user.type(within(dialog).getByLabelText(/Amount/), '0');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await within(dialog).findByText('This field is required')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Amount/)).toHaveAccessibleDescription('Must not be 0');
    await user.type(within(dialog).getByLabelText(/Reason/), 'Surveillance du BEPC blanc');
    await user.clear(within(dialog).getByLabelText(/Amount/));
    await user.type(within(dialog).getByLabelText(/Amount/), '5000');
    // The form checks each change as it comes: wait for its word before sending.
    await waitFor(() => expect(within(dialog).getByLabelText(/Amount/)).toHaveAccessibleDescription(''));
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await within(dialog).findByText('Too long for the server')).toBeInTheDocument();
    const sent = network.requestsTo(`${BELLO_URL}/adjustments`);
    expect(sent).toHaveLength(1);
    expect(await jsonBody(sent[0])).toEqual({ label: 'Surveillance du BEPC blanc', amount: 5000 });
  });

  it('warns before validating when hours are unchecked, and tells a refusal inside the dialog', async () => {
    const network = mockFetch([
      {
        method: 'POST',
        path: `${BELLO_URL}/validate`,
        status: 409,
        body: { statusCode: 409, error: 'Conflict', message: 'The statement of 2026-11 is already validated.' },
      },
      ...routes(uncheckedStatementFixture),
    ]);
    const { user } = render();
    expect(await screen.findByText(/3 h of the month are not checked yet/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Validate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Validate this statement?' });
    expect(dialog).toHaveTextContent('3 h of the month are still unchecked and will not be paid on it.');
    expect(dialog).toHaveTextContent('FCFA 37,500');
    await user.click(within(dialog).getByRole('button', { name: 'Validate' }));
    expect(await within(dialog).findByText('The statement of 2026-11 is already validated.')).toBeInTheDocument();
    expect(network.requestsTo(`${BELLO_URL}/validate`)).toHaveLength(1);
  });

  it('validates without a warning when every hour is checked', async () => {
    const network = mockFetch([
      { method: 'POST', path: `${BELLO_URL}/validate`, body: { ...draftStatementFixture, status: 'validated' } },
      ...routes(),
    ]);
    const { user } = render('fr');
    await user.click(await screen.findByRole('button', { name: 'Valider' }));
    const dialog = await screen.findByRole('dialog', { name: 'Valider cet état\u202f?' });
    expect(dialog).not.toHaveTextContent('pointées');
    await user.click(within(dialog).getByRole('button', { name: 'Valider' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(network.requestsTo(`${BELLO_URL}/validate`)).toHaveLength(1);
  });

  it("downloads the statement and the month's statements under names in the user's language, or prints them", async () => {
    const saved: string[] = [];
    jest.spyOn(files, 'saveBlob').mockImplementation((_blob, name) => void saved.push(name));
    const printed = jest.spyOn(files, 'printBlob').mockImplementation(() => undefined);
    const network = mockFetch([
      ...routes(),
      { path: `${BELLO_URL}/pdf`, body: {} },
      { path: `${BELLO_URL}/xlsx`, body: {} },
      { path: `${MONTH_URL}/pdf`, body: {} },
    ]);
    const { user } = render('fr');
    await user.click(await screen.findByRole('button', { name: 'PDF' }));
    await waitFor(() => expect(saved).toEqual(['état-de-vacation-Amadou-Bello-2026-11.pdf']));
    await user.click(screen.getByRole('button', { name: 'Excel (.xlsx)' }));
    await waitFor(() => expect(saved).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: 'Tous les états (PDF)' }));
    await waitFor(() => expect(saved).toHaveLength(3));
    expect(saved.slice(1)).toEqual(['état-de-vacation-Amadou-Bello-2026-11.xlsx', 'états-de-vacation-2026-11.pdf']);
    await user.click(screen.getByRole('button', { name: 'Imprimer' }));
    await waitFor(() => expect(printed).toHaveBeenCalledTimes(1));
    expect(network.requestsTo(`${BELLO_URL}/pdf`)).toHaveLength(2);
  });

  it('sets who is paid by the hour and at what rate, one call per teacher changed', async () => {
    const network = mockFetch([
      ...routes(),
      { path: '/api/teacher-rates', body: listOf(ratesFixture) },
      { method: 'PUT', path: '/api/teacher-rates/7', body: { teacherId: 7, teacherName: 'Paul Ndongo', partTime: true, hourlyRate: 2000 } },
      {
        method: 'PUT',
        path: '/api/teacher-rates/12',
        status: 400,
        body: { statusCode: 400, error: 'Bad Request', message: 'Invalid', fields: { hourlyRate: 'Refused by the server' } },
      },
    ]);
    const { user } = render();
    await user.click(await screen.findByRole('button', { name: 'Hourly rates' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hourly rates' });
    const ndongo = await within(dialog).findByRole('switch', { name: 'Paul Ndongo is paid by the hour' });
    expect(ndongo).not.toBeChecked();
    // The currency as every screen and document labels it.
    expect(within(dialog).getByText('Rate per hour (FCFA)')).toBeInTheDocument();
    expect(within(dialog).getByRole('switch', { name: 'Amadou Bello is paid by the hour' })).toBeChecked();
    await user.click(ndongo);
    await user.clear(within(dialog).getByLabelText('Hourly rate of Paul Ndongo'));
    await user.type(within(dialog).getByLabelText('Hourly rate of Paul Ndongo'), '12.5');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Must be a whole number')).toBeInTheDocument();
    expect(network.requestsTo(/^\/api\/teacher-rates\//)).toHaveLength(0);

    await user.clear(within(dialog).getByLabelText('Hourly rate of Paul Ndongo'));
    await user.type(within(dialog).getByLabelText('Hourly rate of Paul Ndongo'), '2000');
    await user.clear(within(dialog).getByLabelText('Hourly rate of Christine Fotso'));
    await user.type(within(dialog).getByLabelText('Hourly rate of Christine Fotso'), '3500');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Refused by the server')).toBeInTheDocument();
    const [paul] = network.requestsTo('/api/teacher-rates/7');
    expect(await jsonBody(paul)).toEqual({ partTime: true, hourlyRate: 2000 });
    expect(await jsonBody(network.requestsTo('/api/teacher-rates/12')[0])).toEqual({ partTime: true, hourlyRate: 3500 });
  });

  it.each(['en', 'fa'] as const)('has no accessibility violations axe can see, the rates open, in %s', async (language) => {
    mockFetch([...routes(uncheckedStatementFixture), { path: '/api/teacher-rates', body: listOf(ratesFixture) }]);
    const { user } = render(language);
    await waitFor(() => expect(screen.getAllByRole('table')).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: language === 'en' ? 'Hourly rates' : 'نرخ‌های ساعتی' }));
    await screen.findAllByRole('switch');
    // Colour contrast needs a layout jsdom does not have, and the check for icon ligatures a canvas:
    // the browser tests run both.
    const canvas = jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
    // The dialog's fade and the button's ripple finish while axe reads: inside act, as React asks.
    const results = await act(() => axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } }));
    canvas.mockRestore();
    expect(results.violations.map(({ id, nodes }) => `${id}: ${nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
  });
});
