import type { CashSession, Payment } from '../../domain/contract/payments';
import { pdfLines } from '../testing/pdfText';
import { dialects, expectEnvelope, startHarness, TestClient, type Harness } from '../testing/harness';

/**
 * The day's journal and a cash session's close report as files, over HTTP on a real database:
 * who may have them, their names in the caller's words, the cashier filter, and an open session's
 * report refused.
 */
describe.each(dialects())('journal and close-report files on %s', (dialect) => {
  let h: Harness;
  let bursar: TestClient;
  let teacher: TestClient;
  let session: CashSession;
  let payment: Payment;
  let day: string;

  const file = (path: string, client: TestClient | null = bursar, language?: string) =>
    fetch(`${h.baseUrl}${path}`, {
      headers: {
        ...(client && { authorization: `Bearer ${client.token}` }),
        ...(language && { 'accept-language': language }),
      },
    });
  const bytes = async (response: Response) => Buffer.from(await response.arrayBuffer());

  beforeAll(async () => {
    h = await startHarness(dialect);
    [bursar, teacher] = await Promise.all(['bursar', 'teacher'].map((username) => h.signIn(username)));
    const open = await bursar.get<CashSession>('/api/cash-sessions/current');
    session = open.status === 200 ? open.body : (await bursar.post<CashSession>('/api/cash-sessions', { openingFloat: 5000 })).body;
    const student = await h.database.db
      .selectFrom('registrations')
      .select('student_id')
      .where('status', '=', 'active')
      .orderBy('student_id')
      .executeTakeFirstOrThrow();
    const paid = await bursar.post<Payment>('/api/payments', {
      studentId: student.student_id,
      sessionId: session.id,
      amount: 1500,
      method: 'cash',
    });
    expect(paid.status).toBe(201);
    payment = paid.body;
    day = payment.paidOn;
  });
  afterAll(() => h.close());

  it("gives the day's journal as PDF and .xlsx to finance readers only", async () => {
    for (const format of ['pdf', 'xlsx']) {
      const path = `/api/finance/journal/${day}/${format}`;
      expect((await file(path, null)).status).toBe(401);
      expect((await file(path, teacher)).status).toBe(403);
      expectEnvelope(await bursar.get(`/api/finance/journal/2026-13-45/${format}`), 400);
    }
    const pdf = await file(`/api/finance/journal/${day}/pdf`, bursar, 'fr');
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('content-disposition')).toBe(
      `attachment; filename="journal-de-caisse-${day}.pdf"; filename*=UTF-8''journal-de-caisse-${day}.pdf`,
    );
    const lines = pdfLines(await bytes(pdf));
    expect(lines).toContain(payment.receiptLabel);
    expect(lines).toContain('Totaux par mode de paiement');

    const xlsx = await file(`/api/finance/journal/${day}/xlsx`);
    expect(xlsx.status).toBe(200);
    expect(xlsx.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(xlsx.headers.get('content-disposition')).toBe(
      `attachment; filename="cash-journal-${day}.xlsx"; filename*=UTF-8''cash-journal-${day}.xlsx`,
    );
    expect((await bytes(xlsx)).readUInt32LE(0)).toBe(0x04034b50);
  });

  it("names one cashier's journal for them and lists only their lines", async () => {
    const other = await h.database.db.selectFrom('users').select('id').where('username', '=', 'admin').executeTakeFirstOrThrow();
    const own = await file(`/api/finance/journal/${day}/pdf?cashierId=${session.cashierId}`);
    const name = session.cashierName.replace(/ /g, '-');
    expect(own.headers.get('content-disposition')).toContain(`filename="cash-journal-${name}-${day}.pdf"`);
    expect(pdfLines(await bytes(own))).toContain(payment.receiptLabel);
    const theirs = await file(`/api/finance/journal/${day}/pdf?cashierId=${other.id}`);
    expect(theirs.status).toBe(200);
    const lines = pdfLines(await bytes(theirs));
    expect(lines).not.toContain(payment.receiptLabel);
    expect(lines).toContain('No payment on this day.');
  });

  it('refuses the close report of an open session (409) and of an unknown one (404), then gives it once closed', async () => {
    expectEnvelope(await bursar.get(`/api/cash-sessions/${session.id}/close/pdf`), 409);
    expectEnvelope(await bursar.get(`/api/cash-sessions/${session.id}/close/xlsx`), 409);
    expectEnvelope(await bursar.get('/api/cash-sessions/999999/close/pdf'), 404);
    expect((await file(`/api/cash-sessions/${session.id}/close/pdf`, null)).status).toBe(401);
    expect((await file(`/api/cash-sessions/${session.id}/close/pdf`, teacher)).status).toBe(403);

    const closed = await bursar.post<CashSession>(`/api/cash-sessions/${session.id}/close`, { countedAmount: session.openingFloat });
    expect(closed.status).toBe(200);
    const opened = closed.body.openedAt.slice(0, 10);
    const name = session.cashierName.replace(/ /g, '-');

    const pdf = await file(`/api/cash-sessions/${session.id}/close/pdf`, bursar, 'fr');
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('content-disposition')).toBe(
      `attachment; filename="cloture-de-caisse-${name}-${opened}.pdf"; filename*=UTF-8''cl%C3%B4ture-de-caisse-${name}-${opened}.pdf`,
    );
    const lines = pdfLines(await bytes(pdf));
    expect(lines).toEqual(expect.arrayContaining([payment.receiptLabel, 'Écart', 'Le caissier']));

    const xlsx = await file(`/api/cash-sessions/${session.id}/close/xlsx`);
    expect(xlsx.status).toBe(200);
    expect(xlsx.headers.get('content-disposition')).toContain(`filename="cash-session-close-${name}-${opened}.xlsx"`);

    // A Persian reader gets a Persian document, named in Persian.
    const fa = await file(`/api/cash-sessions/${session.id}/close/pdf`, bursar, 'fa');
    expect(fa.status).toBe(200);
    expect(fa.headers.get('content-disposition')).toContain("filename*=UTF-8''" + encodeURIComponent('بستن-صندوق'));
    expect(pdfLines(await bytes(fa))).toContain('مسئول امور مالی');
  });
});
