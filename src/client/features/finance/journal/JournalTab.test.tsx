import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { useLocation } from 'react-router-dom';
import type { Language } from '../../../../domain/enums';
import { jsonBody, mockFetch, type MockRoute } from '../../../testing/fetchMock';
import { currentUserFixture, fixDate, signedInState, TOKEN } from '../../../testing/fixtures';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { journalFixture, openSessionFixture } from '../testing/counterFixtures';
import JournalTab from './JournalTab';

const DAY_URL = '/api/finance/journal/2026-11-25';
const CURRENT_URL = '/api/cash-sessions/current';

const routes = (): MockRoute[] => [
  { path: CURRENT_URL, body: openSessionFixture },
  { path: DAY_URL, body: journalFixture },
  { path: '/api/finance/journal/2026-11-24', body: { ...journalFixture, date: '2026-11-24', payments: [], cashiers: [], sessions: [] } },
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
    // The filter works on the day's journal: no call per cashier.
    expect(network.requestsTo(DAY_URL)).toHaveLength(1);
    fireEvent.change(screen.getByLabelText('Day'), { target: { value: '2026-11-24' } });
    expect(await screen.findByText('No payment on this day.')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent('date=2026-11-24');
  });

  it('closes a session with the amount counted, showing the difference as it is typed', async () => {
    const network = mockFetch([
      {
        method: 'POST',
        path: '/api/cash-sessions/3/close',
        body: { ...openSessionFixture, closedAt: '2026-11-25T16:00:00.000Z', countedAmount: 59500, difference: -500 },
      },
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
