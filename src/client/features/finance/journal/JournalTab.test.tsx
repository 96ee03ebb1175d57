import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { useLocation } from 'react-router-dom';
import type { Language } from '../../../../domain/enums';
import * as files from '../../../api/files';
import { jsonBody, mockFetch, type MockRoute } from '../../../testing/fetchMock';
import { currentUserFixture, fixDate, signedInState, TOKEN } from '../../../testing/fixtures';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import type { Journal } from '../../../../domain/contract/financeReports';
import { journalFixture, openSessionFixture } from '../testing/counterFixtures';
import JournalTab from './JournalTab';

const DAY_URL = '/api/finance/journal/2026-11-25';
const CURRENT_URL = '/api/cash-sessions/current';

/** Paul Essomba's part of the day, as the server answers it. */
const paulsPart: Journal = {
  ...journalFixture,
  cashierId: 9,
  payments: journalFixture.payments.filter((payment) => payment.cashierId === 9),
  total: 1,
  totals: journalFixture.cashiers[1].totals,
  cashiers: [journalFixture.cashiers[1]],
  sessions: journalFixture.sessions.filter((session) => session.cashierId === 9),
};
const DAY_PAGE = /^\/api\/finance\/journal\/2026-11-25\?limit=\d+&skip=\d+$/;
const PAULS_PAGE = /^\/api\/finance\/journal\/2026-11-25\?cashierId=9&limit=\d+&skip=\d+$/;

const routes = (): MockRoute[] => [
  { path: CURRENT_URL, body: openSessionFixture },
  { path: DAY_PAGE, body: journalFixture },
  { path: PAULS_PAGE, body: paulsPart },
  {
    path: /^\/api\/finance\/journal\/2026-11-24\?/,
    body: { ...journalFixture, date: '2026-11-24', payments: [], total: 0, cashiers: [], sessions: [] },
  },
];

function Address() {
  const { search } = useLocation();
  return <output aria-label="address">{search}</output>;
}

const render = (language: Language = 'en', route = '/finance?tab=journal') =>
  renderWithProviders(
    <>
      <JournalTab />
      <Address />
    </>,
    { language, route, preloadedState: signedInState(currentUserFixture()) },
  );

beforeEach(() => {
  localStorage.setItem('jwtToken', TOKEN);
  document.cookie = 'XSRF-TOKEN=xsrf-value';
  // The journal opens on today: 25 November 2026.
  fixDate('2026-11-25T10:00:00');
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

/** Saves nothing: records the names the browser was asked to save under. */
function catchSaves() {
  Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:journal'), revokeObjectURL: jest.fn() });
  const saved: string[] = [];
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
  return { saved, restore: () => click.mockRestore() };
}

const paymentsTable = () => screen.findByRole('table', { name: /^(Payments and reversals of|Versements et annulations du)/ });
const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.textContent);

describe("the day's journal", () => {
  it.each([
    ['en', 'Totals by method', 'FCFA 90,000', 'Cancels receipt 2026-2027-000140', '-FCFA 500'],
    ['fr', 'Totaux par mode de paiement', '90 000 FCFA', 'Annule le reçu 2026-2027-000140', '-500 FCFA'],
  ] as const)('lists the day in receipt order with its totals and sessions, in %s', async (language, totals, total, cancels, short) => {
    mockFetch(routes());
    const { container } = render(language);
    const table = await paymentsTable();
    const rows = rowsOf(table);
    expect(rows).toHaveLength(4);
    expect(rows[0]).toContain('2026-2027-000140');
    expect(rows[3]).toContain(cancels);
    expect(screen.getByRole('table', { name: totals })).toHaveTextContent(total);
    const sessions = screen.getByRole('table', { name: /^(Cash sessions opened on|Sessions de caisse ouvertes le)/ });
    expect(within(sessions).getAllByRole('row')[2]).toHaveTextContent(short);
    expect(container).toMatchSnapshot();
  });

  it("follows the day picked and shows one cashier's part, both kept in the address", async () => {
    const network = mockFetch(routes());
    const { user } = render();
    await paymentsTable();
    await user.click(screen.getByRole('combobox', { name: 'Cashier' }));
    await user.click(await screen.findByRole('option', { name: 'Paul Essomba' }));
    expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent('cashier=9');
    expect(rowsOf(await paymentsTable())).toHaveLength(1);
    expect(screen.getByRole('table', { name: 'Totals by method' })).toHaveTextContent('FCFA 25,000');
    // The server cuts the cashier's part: the day is asked once, the cashier's page once.
    expect(network.requestsTo(DAY_PAGE)).toHaveLength(1);
    expect(network.requests.map((request) => new URL(request.url).search).filter((search) => search.includes('cashierId'))).toEqual([
      '?cashierId=9&limit=50&skip=0',
    ]);
    fireEvent.change(screen.getByLabelText('Day'), { target: { value: '2026-11-24' } });
    expect(await screen.findByText('No payment on this day.')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent('date=2026-11-24');
  });

  it('asks the next page of a busy day, and the first again for another cashier', async () => {
    const network = mockFetch([
      { path: CURRENT_URL, body: openSessionFixture },
      { path: PAULS_PAGE, body: { ...paulsPart, total: 80 } },
      { path: DAY_PAGE, body: { ...journalFixture, total: 120 } },
    ]);
    const { user } = render();
    await paymentsTable();
    expect(screen.getByText('1–50 of 120')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(network.requestsTo(/skip=50$/)).toHaveLength(1));
    expect(await screen.findByText('51–100 of 120')).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Cashier' }));
    await user.click(await screen.findByRole('option', { name: 'Paul Essomba' }));
    expect(await screen.findByText('1–50 of 80')).toBeInTheDocument();
    expect(network.requestsTo(PAULS_PAGE).map((request) => new URL(request.url).search)).toEqual(['?cashierId=9&limit=50&skip=0']);
  });

  it.each([
    ['en', 'pdf', 'Download (PDF)', 'cash-journal-2026-11-25.pdf'],
    ['en', 'xlsx', 'Download (.xlsx)', 'cash-journal-2026-11-25.xlsx'],
    ['fr', 'pdf', 'Télécharger (PDF)', 'journal-de-caisse-2026-11-25.pdf'],
    ['fr', 'xlsx', 'Télécharger (.xlsx)', 'journal-de-caisse-2026-11-25.xlsx'],
  ] as const)('saves the day in %s as %s with the bearer token', async (language, format, button, name) => {
    const path = `${DAY_URL}/${format}`;
    const network = mockFetch([{ path, body: 'file' }, ...routes()]);
    const saves = catchSaves();
    try {
      const { user } = render(language);
      await paymentsTable();
      await user.click(screen.getByRole('button', { name: button }));
      await waitFor(() => expect(saves.saved).toEqual([name]));
      const [request] = network.requestsTo(path);
      expect(request.headers.get('Authorization')).toBe(`Bearer ${TOKEN}`);
    } finally {
      saves.restore();
    }
  });

  it("saves one cashier's part of the day, named for them, when the filter says so", async () => {
    const path = `${DAY_URL}/pdf?cashierId=9`;
    const network = mockFetch([{ path, body: 'file' }, ...routes()]);
    const saves = catchSaves();
    try {
      const { user } = render('en', '/finance?tab=journal&cashier=9');
      await paymentsTable();
      await waitFor(() => expect(rowsOf(screen.getByRole('table', { name: /^Payments and reversals of/ }))).toHaveLength(1));
      await user.click(screen.getByRole('button', { name: 'Download (PDF)' }));
      await waitFor(() => expect(saves.saved).toEqual(['cash-journal-Paul-Essomba-2026-11-25.pdf']));
      expect(network.requestsTo(path)).toHaveLength(1);
    } finally {
      saves.restore();
    }
  });

  it.each([
    ['en', 'Close report of Paul Essomba (PDF)', 'pdf', 'cash-session-close-Paul-Essomba-2026-11-25.pdf'],
    ['fr', 'Clôture de caisse de Paul Essomba (.xlsx)', 'xlsx', 'clôture-de-caisse-Paul-Essomba-2026-11-25.xlsx'],
  ] as const)('saves a closed session’s report in %s, and offers none for a session still open', async (language, button, format, name) => {
    const path = `/api/cash-sessions/4/close/${format}`;
    const network = mockFetch([{ path, body: 'file' }, ...routes()]);
    const saves = catchSaves();
    try {
      const { user } = render(language);
      await paymentsTable();
      expect(screen.queryByRole('button', { name: /Aïcha Mbarga \((PDF|\.xlsx)\)/ })).not.toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: button }));
      await waitFor(() => expect(saves.saved).toEqual([name]));
      expect(network.requestsTo(path)).toHaveLength(1);
    } finally {
      saves.restore();
    }
  });

  it('closes a session with the amount counted, showing the difference as it is typed, then prints its report', async () => {
    const printed = jest.spyOn(files, 'printBlob').mockImplementation(() => undefined);
    const network = mockFetch([
      {
        method: 'POST',
        path: '/api/cash-sessions/3/close',
        body: { ...openSessionFixture, closedAt: '2026-11-25T16:00:00.000Z', countedAmount: 59500, difference: -500 },
      },
      { path: '/api/cash-sessions/3/close/pdf', body: 'file' },
      ...routes(),
    ]);
    const { user } = render();
    await paymentsTable();
    await user.click(screen.getByRole('button', { name: 'Close the session of Aïcha Mbarga' }));
    const dialog = await screen.findByRole('dialog', { name: 'Close the cash session' });
    expect(dialog).toHaveTextContent('it should hold FCFA 60,000');
    await user.type(within(dialog).getByRole('spinbutton', { name: /Counted amount/ }), '59500');
    expect(within(dialog).getByRole('status')).toHaveTextContent('Difference: -FCFA 500');
    await user.type(within(dialog).getByRole('textbox', { name: 'Note' }), 'Pièce manquante');
    await user.click(within(dialog).getByRole('button', { name: 'Close the session' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const [sent] = network.requestsTo('/api/cash-sessions/3/close');
    expect(await jsonBody(sent)).toEqual({ countedAmount: 59500, note: 'Pièce manquante' });
    await waitFor(() => expect(printed).toHaveBeenCalledTimes(1));
    expect(network.requestsTo('/api/cash-sessions/3/close/pdf')).toHaveLength(1);
  });

  it('closes without printing when the cashier unticks the report', async () => {
    const printed = jest.spyOn(files, 'printBlob').mockImplementation(() => undefined);
    const network = mockFetch([
      {
        method: 'POST',
        path: '/api/cash-sessions/3/close',
        body: { ...openSessionFixture, closedAt: '2026-11-25T16:00:00.000Z', countedAmount: 60000, difference: 0 },
      },
      ...routes(),
    ]);
    const { user } = render();
    await paymentsTable();
    await user.click(screen.getByRole('button', { name: 'Close the session of Aïcha Mbarga' }));
    const dialog = await screen.findByRole('dialog', { name: 'Close the cash session' });
    const checkbox = within(dialog).getByRole('checkbox', { name: 'Print the close report' });
    expect(checkbox).toBeChecked();
    await user.click(checkbox);
    await user.type(within(dialog).getByRole('spinbutton', { name: /Counted amount/ }), '60000');
    await user.click(within(dialog).getByRole('button', { name: 'Close the session' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(network.requestsTo('/api/cash-sessions/3/close')).toHaveLength(1);
    expect(network.requestsTo(/close\/pdf/)).toHaveLength(0);
    expect(printed).not.toHaveBeenCalled();
  });

  it('has no accessibility violations axe can see', async () => {
    mockFetch(routes());
    render();
    await paymentsTable();
    const canvas = jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
    const results = await act(() => axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } }));
    canvas.mockRestore();
    expect(results.violations.map(({ id, nodes }) => `${id}: ${nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
  });
});
