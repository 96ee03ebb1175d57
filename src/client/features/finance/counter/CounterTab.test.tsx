import { act, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { useLocation } from 'react-router-dom';
import type { Payment } from '../../../../domain/contract/payments';
import type { Language } from '../../../../domain/enums';
import * as files from '../../../api/files';
import { jsonBody, mockFetch, type MockRoute } from '../../../testing/fetchMock';
import { currentUserFixture, fixDate, signedInState, TOKEN } from '../../../testing/fixtures';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import {
  accountFixture,
  brendaStudentFixture,
  inscriptionPaymentFixture,
  listOf,
  mobilePaymentFixture,
  openSessionFixture,
  SESSION_ID,
} from '../testing/counterFixtures';
import CounterTab from './CounterTab';
import { LAYOUT_KEY } from './useReceipts';

const ACCOUNT_URL = '/api/student-accounts/1';
const CURRENT_URL = '/api/cash-sessions/current';

const newPayment: Payment = {
  ...inscriptionPaymentFixture,
  id: 44,
  receiptNumber: 133,
  receiptLabel: '2026-2027-000133',
  amount: 30000,
  paidOn: '2026-11-25',
  allocations: [{ instalmentId: 2, label: 'Tranche 1', amount: 21000 }],
};

const refusal = (fields: Record<string, string>) => ({
  method: 'POST',
  path: '/api/payments',
  status: 400,
  body: { statusCode: 400, error: 'Bad Request', message: 'Invalid', fields },
});

const routes = (session: unknown = openSessionFixture): MockRoute[] => [
  session
    ? { path: CURRENT_URL, body: session }
    : { path: CURRENT_URL, status: 404, body: { statusCode: 404, error: 'Not Found', message: 'No session' } },
  { path: ACCOUNT_URL, body: accountFixture },
  { path: /^\/api\/students\?/, body: listOf([brendaStudentFixture]) },
  { path: '/api/students/1', body: brendaStudentFixture },
];

function Address() {
  const { search } = useLocation();
  return <output aria-label="address">{search}</output>;
}

const render = (language: Language = 'en', route = '/finance?tab=counter&student=1', permissions?: string[]) =>
  renderWithProviders(
    <>
      <CounterTab />
      <Address />
    </>,
    {
      language,
      route,
      preloadedState: signedInState(currentUserFixture(permissions ? { permissions: permissions as never } : {})),
    },
  );

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('jwtToken', TOKEN);
  document.cookie = 'XSRF-TOKEN=xsrf-value';
  fixDate('2026-11-25T10:00:00');
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

const accountTable = () => screen.findByRole('table', { name: /^(Instalments of|Tranches de)/ });
const amountInput = () => screen.getByRole('spinbutton', { name: /^(Amount|Montant)/ });

describe('the counter', () => {
  it.each([
    ['en', 'Session open since 07:30 AM', 'FCFA 57,000', 'Cancels receipt 2026-2027-000131'],
    ['fr', 'Session ouverte depuis 07:30', '57 000 FCFA', 'Annule le reçu 2026-2027-000131'],
  ] as const)("shows the session, the student's account and payments, in %s", async (language, sessionTitle, balance, cancels) => {
    mockFetch(routes());
    const { container } = render(language);
    const table = await accountTable();
    expect(await screen.findByRole('heading', { name: sessionTitle })).toBeInTheDocument();
    const rows = within(table).getAllByRole('row');
    // Heading, three instalments, the totals; the overdue tranche says how much is late.
    expect(rows).toHaveLength(5);
    expect(rows[2]).toHaveTextContent(language === 'en' ? '(FCFA 21,000 overdue)' : '(21 000 FCFA en retard)');
    expect(rows[4]).toHaveTextContent(balance);
    expect(screen.getByText(cancels)).toBeInTheDocument();
    expect(container).toMatchSnapshot();
  });

  it('finds a student as the name is typed and keeps them in the address', async () => {
    const network = mockFetch(routes());
    const { user } = render('en', '/finance?tab=counter');
    await user.type(screen.getByRole('combobox', { name: 'Student (name or matricule)' }), 'atan');
    await user.click(await screen.findByRole('option', { name: 'ATANGANA Brenda 6e A · 26SC00001' }));
    expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent('?tab=counter&student=1');
    await accountTable();
    // One call once the typing paused, not one per letter.
    expect(network.requestsTo(/^\/api\/students\?/)).toHaveLength(1);
    expect(network.requestsTo(/^\/api\/students\?/)[0].url).toContain('search=atan');
  });

  it('takes a payment with the keyboard and offers its receipt to print, A5 or ticket', async () => {
    const printed = jest.spyOn(files, 'printBlob').mockImplementation(() => undefined);
    const network = mockFetch([
      { method: 'POST', path: '/api/payments', status: 201, body: newPayment },
      { path: '/api/payments/44/receipt?layout=a5', body: {} },
      { path: '/api/payments/44/receipt?layout=ticket', body: {} },
      ...routes(),
    ]);
    const { user } = render();
    await accountTable();
    await user.click(screen.getByRole('radio', { name: 'Mobile money' }));
    await user.type(screen.getByRole('textbox', { name: /^Transaction reference/ }), 'MP261125.1000.Z9');
    await user.type(screen.getByRole('textbox', { name: 'Paid by' }), 'M. Atangana');
    await user.type(amountInput(), '30000{Enter}');
    expect(await screen.findByText(/Receipt 2026-2027-000133: FCFA 30,000 from ATANGANA Brenda/)).toBeInTheDocument();
    const [sent] = network.requestsTo('/api/payments');
    expect(await jsonBody(sent)).toEqual({
      studentId: 1,
      sessionId: SESSION_ID,
      amount: 30000,
      method: 'mobile',
      reference: 'MP261125.1000.Z9',
      payer: 'M. Atangana',
      note: null,
    });
    expect(amountInput()).toHaveValue(null);
    await user.click(screen.getByRole('button', { name: 'Print 80 mm ticket' }));
    await waitFor(() => expect(printed).toHaveBeenCalledTimes(1));
    expect(network.requestsTo('/api/payments/44/receipt?layout=ticket')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Print A5' }));
    await waitFor(() => expect(printed).toHaveBeenCalledTimes(2));
    expect(network.requestsTo('/api/payments/44/receipt?layout=a5')).toHaveLength(1);
  });

  it('prints with the layout chosen for this counter, kept in the browser', async () => {
    jest.spyOn(files, 'printBlob').mockImplementation(() => undefined);
    const network = mockFetch([{ path: '/api/payments/41/receipt?layout=ticket', body: {} }, ...routes()]);
    const { user } = render();
    await accountTable();
    await user.click(screen.getByRole('combobox', { name: 'Print receipts as' }));
    await user.click(await screen.findByRole('option', { name: '80 mm ticket' }));
    expect(localStorage.getItem(LAYOUT_KEY)).toBe('ticket');
    await user.click(screen.getByRole('button', { name: 'Print receipt 2026-2027-000128' }));
    await waitFor(() => expect(network.requestsTo('/api/payments/41/receipt?layout=ticket')).toHaveLength(1));
  });

  it('asks for the reference unless cash, and puts the server refusals on their fields', async () => {
    const network = mockFetch([
      refusal({ amount: 'More than the balance of the account', sessionId: 'The session is closed' }),
      ...routes(),
    ]);
    const { user } = render();
    await accountTable();
    await user.click(screen.getByRole('radio', { name: 'Bank' }));
    await user.type(amountInput(), '90000{Enter}');
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    expect(network.requestsTo('/api/payments')).toHaveLength(0);
    await user.click(screen.getByRole('radio', { name: 'Cash' }));
    await user.click(screen.getByRole('button', { name: 'Take the payment' }));
    expect(await screen.findByText('More than the balance of the account')).toBeInTheDocument();
    expect(amountInput()).toHaveAccessibleDescription('More than the balance of the account');
    // The session has no input: its refusal is told above the form.
    expect(screen.getByText('The session is closed').closest('[role="alert"]')).toBeInTheDocument();
    expect(network.requestsTo('/api/payments')).toHaveLength(1);
  });

  it('splits the amount over the instalments chosen, oldest due first, and marks a refused one', async () => {
    const network = mockFetch([refusal({ 'allocations[0].amount': 'More than what is left on Tranche 2' }), ...routes()]);
    const { user } = render();
    await accountTable();
    await user.type(amountInput(), '30000');
    await user.click(screen.getByRole('checkbox', { name: 'Choose the instalments' }));
    const first = screen.getByRole('spinbutton', { name: 'Amount for Tranche 1' });
    const second = screen.getByRole('spinbutton', { name: 'Amount for Tranche 2' });
    expect(first).toHaveValue(21000);
    expect(second).toHaveValue(9000);
    await user.clear(first);
    await user.type(first, '1000');
    await user.click(screen.getByRole('button', { name: 'Take the payment' }));
    expect(await screen.findByText(/The instalments add up to 10,000/)).toBeInTheDocument();
    await user.clear(first);
    await user.clear(second);
    await user.type(second, '30000');
    await user.click(screen.getByRole('button', { name: 'Take the payment' }));
    expect(await screen.findByText('More than what is left on Tranche 2')).toBeInTheDocument();
    expect(second).toHaveAccessibleDescription('More than what is left on Tranche 2');
    // Tranche 1, left empty, is not sent: the server's allocations[0] is the form's second row.
    const [sent] = network.requestsTo('/api/payments');
    expect(await jsonBody(sent)).toMatchObject({ amount: 30000, allocations: [{ instalmentId: 3, amount: 30000 }] });
  });

  it('reverses a payment, the whole of what is left by default, and shows a refusal on its field', async () => {
    const network = mockFetch([
      {
        method: 'POST',
        path: '/api/payments/42/reversal',
        status: 400,
        body: { statusCode: 400, error: 'Bad Request', message: 'Invalid', fields: { amount: 'At most 15000' } },
      },
      ...routes(),
    ]);
    const { user } = render();
    await accountTable();
    expect(screen.queryByRole('button', { name: 'Reverse receipt 2026-2027-000132' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reverse receipt 2026-2027-000131' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reverse a payment' });
    expect(within(dialog).getByRole('spinbutton', { name: /Amount to reverse/ })).toHaveValue(mobilePaymentFixture.amount - 5000);
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Trop-perçu');
    await user.click(within(dialog).getByRole('button', { name: 'Reverse' }));
    expect(await within(dialog).findByText('At most 15000')).toBeInTheDocument();
    const [sent] = network.requestsTo('/api/payments/42/reversal');
    expect(await jsonBody(sent)).toEqual({ sessionId: SESSION_ID, amount: 15000, reason: 'Trop-perçu' });
  });

  it('opens a session with its float when none is open', async () => {
    const network = mockFetch([{ method: 'POST', path: '/api/cash-sessions', status: 201, body: openSessionFixture }, ...routes(null)]);
    const { user } = render();
    await accountTable();
    expect(screen.getByText('Open a cash session to take payments.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Open a session' }));
    const dialog = await screen.findByRole('dialog', { name: 'Open a cash session' });
    const float = within(dialog).getByRole('spinbutton', { name: /Opening float/ });
    await user.clear(float);
    await user.type(float, '10000');
    await user.click(within(dialog).getByRole('button', { name: 'Open a session' }));
    await waitFor(() => expect(network.requestsTo('/api/cash-sessions')).toHaveLength(1));
    expect(await jsonBody(network.requestsTo('/api/cash-sessions')[0])).toEqual({ openingFloat: 10000 });
  });

  it("shows the chosen student's photo, class and matricule, the name opening their page", async () => {
    const network = mockFetch([
      ...routes().filter((route) => route.path !== '/api/students/1'),
      { path: '/api/students/1', body: { ...brendaStudentFixture, hasPhoto: true } },
      { path: '/api/students/1/photo', body: {} },
    ]);
    render();
    await accountTable();
    expect(screen.getByRole('link', { name: 'ATANGANA Brenda' })).toHaveAttribute('href', '/student/1');
    expect(screen.getByText('6e A · 26SC00001')).toBeInTheDocument();
    // jsdom makes no object URLs: the initials stand in for the photo, under its name.
    expect(await screen.findByRole('img', { name: 'Photo of Atangana Brenda' })).toBeInTheDocument();
    // Only the chosen student's record is read for it: no photos for the search's options.
    expect(network.requestsTo('/api/students/1')).toHaveLength(1);
  });

  it('shows the account without the form or the buttons to a reader', async () => {
    mockFetch(routes());
    render('en', '/finance?tab=counter&student=1', ['finance.read']);
    await accountTable();
    expect(screen.queryByRole('button', { name: 'Take the payment' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Reverse receipt/ })).not.toBeInTheDocument();
  });

  it('has no accessibility violations axe can see', async () => {
    mockFetch(routes());
    const { user } = render();
    await accountTable();
    await user.click(screen.getByRole('checkbox', { name: 'Choose the instalments' }));
    // Colour contrast needs a layout jsdom does not have, and the check for icon ligatures a canvas:
    // the browser tests run both.
    const canvas = jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
    const results = await act(() => axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } }));
    canvas.mockRestore();
    expect(results.violations.map(({ id, nodes }) => `${id}: ${nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
  });
});
