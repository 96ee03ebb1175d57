import type { Journal } from '../../domain/contract/financeReports';
import type { CashSession, Payment } from '../../domain/contract/payments';
import { dialects, expectEnvelope, startHarness, TestClient, type Harness } from '../testing/harness';

/**
 * The day's journal in pages (issue 31): the payments and reversals in receipt order cut by `skip`
 * and `limit`, `total` counting them all, and the day's figures (totals by method and by cashier,
 * reversals negative) added up by the database whatever the page. Two cashiers take payments of
 * each method and one is partly reversed.
 */
describe.each(dialects())("the day's journal in pages on %s", (dialect) => {
  let h: Harness;
  let bursar: TestClient;
  let admin: TestClient;
  let day: string;
  let whole: Journal;

  const journal = async (client: TestClient, query: string) => {
    const response = await client.get<Journal>(`/api/finance/journal/${day}?${query}`);
    expect(response.status).toBe(200);
    return response.body;
  };
  const added = (payments: readonly Payment[]) => {
    const totals = { cash: 0, mobile: 0, bank: 0, total: 0 };
    for (const payment of payments) {
      totals[payment.method] += payment.amount;
      totals.total += payment.amount;
    }
    return totals;
  };

  beforeAll(async () => {
    h = await startHarness(dialect);
    bursar = await h.signIn('bursar');
    admin = await h.signIn('admin');
    const students = await h.database.db.selectFrom('students').select('id').orderBy('id').limit(4).execute();
    const take = async (client: TestClient, session: CashSession, studentId: number, method: Payment['method'], amount: number) => {
      const reference = method === 'cash' ? {} : { reference: `REF-${studentId}-${amount}` };
      const response = await client.post<Payment>('/api/payments', { studentId, sessionId: session.id, method, amount, ...reference });
      expect(response.status).toBe(201);
      return response.body;
    };
    const bursarSession = (await bursar.post<CashSession>('/api/cash-sessions', { openingFloat: 0 })).body;
    const adminSession = (await admin.post<CashSession>('/api/cash-sessions', { openingFloat: 0 })).body;
    const first = await take(bursar, bursarSession, students[0].id, 'cash', 10_000);
    await take(bursar, bursarSession, students[1].id, 'mobile', 7_500);
    await take(admin, adminSession, students[2].id, 'bank', 20_000);
    await take(bursar, bursarSession, students[3].id, 'cash', 2_500);
    await take(admin, adminSession, students[0].id, 'mobile', 1_000);
    const reversal = await bursar.post<Payment>(`/api/payments/${first.id}/reversal`, {
      sessionId: bursarSession.id,
      amount: 4_000,
      reason: 'Trop perçu',
    });
    expect(reversal.status).toBe(201);
    day = first.paidOn;
    whole = await journal(bursar, 'limit=1000');
  });
  afterAll(() => h.close());

  it('cuts pages from the day in receipt order, each with the whole day’s figures', async () => {
    expect(whole.total).toBe(6);
    expect(whole.payments).toHaveLength(6);
    const numbers = whole.payments.map((payment) => payment.receiptNumber);
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
    const read: Payment[] = [];
    for (let skip = 0; skip < whole.total; skip += 4) {
      const page = await journal(bursar, `limit=4&skip=${skip}`);
      expect(page.payments.length).toBe(Math.min(4, whole.total - skip));
      expect(page).toMatchObject({ total: whole.total, totals: whole.totals, cashiers: whole.cashiers, sessions: whole.sessions });
      read.push(...page.payments);
    }
    expect(read).toEqual(whole.payments);
    expect((await journal(bursar, 'limit=4&skip=40')).payments).toEqual([]);
  });

  it('adds up the day by method and by cashier, a reversal counting negative', async () => {
    expect(whole.totals).toEqual(added(whole.payments));
    expect(whole.totals).toEqual({ cash: 8_500, mobile: 8_500, bank: 20_000, total: 37_000 });
    const cashiers = [...new Set(whole.payments.map((payment) => payment.cashierId))].map((cashierId) => {
      const own = whole.payments.filter((payment) => payment.cashierId === cashierId);
      return { cashierId, cashierName: own[0].cashierName, count: own.length, totals: added(own) };
    });
    expect(whole.cashiers).toEqual(expect.arrayContaining(cashiers));
    expect(whole.cashiers).toHaveLength(2);
  });

  it("gives one cashier's part: their payments, count, totals and sessions only", async () => {
    const cashierId = whole.payments.find((payment) => payment.method === 'bank')!.cashierId;
    const own = whole.payments.filter((payment) => payment.cashierId === cashierId);
    const part = await journal(bursar, `cashierId=${cashierId}&limit=1`);
    expect(part).toMatchObject({ cashierId, total: own.length, totals: added(own), payments: [own[0]] });
    expect(part.cashiers).toEqual([whole.cashiers.find((cashier) => cashier.cashierId === cashierId)]);
    expect(part.sessions.map((session) => session.cashierId)).toEqual([cashierId]);
    expect((await journal(bursar, `cashierId=${cashierId}&limit=1&skip=1`)).payments).toEqual([own[1]]);
  });

  it('refuses a page outside the list convention', async () => {
    expectEnvelope(await bursar.get(`/api/finance/journal/${day}?limit=1001`), 400);
    expectEnvelope(await bursar.get(`/api/finance/journal/${day}?skip=-1`), 400);
    expectEnvelope(await bursar.get(`/api/finance/journal/${day}?limit=0`), 400);
  });
});
