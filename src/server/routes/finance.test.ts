import type { Schedule } from '../../domain/contract/feeSetup';
import type { Arrears, FinanceStatistics, Journal } from '../../domain/contract/financeReports';
import type { Account, CashSession, Payment } from '../../domain/contract/payments';
import { moneyFormat } from '../../domain/finance/currency';
import { issueToken } from '../services/auth/tokens';
import { pdfLines } from '../testing/pdfText';
import { dialects, expectEnvelope, startHarness, TestClient, type Harness } from '../testing/harness';

/**
 * Finance over HTTP on a real database: schedules charged as lines, payments and their receipt
 * numbers, reversals, sessions, and the reports; bad input refused with nothing changed.
 */
describe.each(dialects())('finance on %s', (dialect) => {
  let h: Harness;
  let bursar: TestClient;
  let admin: TestClient;
  let yearId: number;
  let session: CashSession;
  /** Two levels with a classroom each, and a student registered in neither. */
  let levelA: { id: number; classroomId: number };
  let levelB: { id: number; classroomId: number };
  let studentId: number;
  let feeTypes: Record<string, number>;

  const db = () => h.database.db;
  const count = async (table: 'payments' | 'fee_charges' | 'fee_discounts' | 'cash_sessions' | 'payment_allocations') =>
    Number(
      (
        await db()
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const account = async (id = studentId) => (await bursar.get<Account>(`/api/student-accounts/${id}`)).body;
  const pay = (body: object, client = bursar) =>
    client.post('/api/payments', { studentId, sessionId: session.id, method: 'cash', ...body });

  beforeAll(async () => {
    h = await startHarness(dialect);
    [bursar, admin] = await Promise.all(['bursar', 'admin'].map((username) => h.signIn(username)));
    yearId = (await db().selectFrom('school_years').select('id').where('current', '=', 1).executeTakeFirstOrThrow()).id;
    const classrooms = await db()
      .selectFrom('classrooms')
      .select(['id', 'level_id'])
      .where('school_year_id', '=', yearId)
      .orderBy('level_id')
      .orderBy('id')
      .execute();
    const [first] = classrooms;
    const second = classrooms.find((row) => row.level_id !== first.level_id)!;
    levelA = { id: first.level_id, classroomId: first.id };
    levelB = { id: second.level_id, classroomId: second.id };
    feeTypes = Object.fromEntries((await db().selectFrom('fee_types').select(['id', 'name']).execute()).map((row) => [row.name, row.id]));
    const created = await admin.post('/api/students', { firstName: 'Awa', lastName: 'Test', sex: 'F', birthDate: '2014-03-02' });
    expect(created.status).toBe(201);
    studentId = created.body.id;
    const schedule = await bursar.put<Schedule>(`/api/fee-schedules/${yearId}/${levelA.id}`, {
      instalments: [
        { feeTypeId: feeTypes.Inscription, label: 'Inscription', amount: 10000, dueDate: '2026-09-07' },
        { feeTypeId: feeTypes['Scolarité'], label: 'Tranche 1', amount: 30000, dueDate: '2026-10-15' },
        { feeTypeId: feeTypes['Scolarité'], label: 'Tranche 2', amount: 30000, dueDate: '2027-01-15' },
      ],
    });
    expect(schedule.status).toBe(200);
    session = (await bursar.post<CashSession>('/api/cash-sessions', { openingFloat: 5000 })).body;
    expect(session.id).toEqual(expect.any(Number));
  });
  afterAll(() => h.close());

  it('charges a registered student their level schedule, with no one doing it by hand', async () => {
    expect((await account()).totals.charged).toBe(0);
    const registered = await admin.post('/api/registrations', { studentId, classroomId: levelA.classroomId });
    expect(registered.status).toBe(201);
    const { lines, totals } = await account();
    expect(lines.map((line) => [line.label, line.due])).toEqual([
      ['Inscription', 10000],
      ['Tranche 1', 30000],
      ['Tranche 2', 30000],
    ]);
    expect(totals).toMatchObject({ charged: 70000, due: 70000, paid: 0, balance: 70000 });
    expect(lines[0].overdue).toBe(10000);
  });

  it('charges the rise when the schedule changes, as a line of its own', async () => {
    const { body } = await bursar.get<{ data: Schedule[] }>(`/api/fee-schedules?schoolYearId=${yearId}&levelId=${levelA.id}`);
    const instalments = body.data[0].instalments.map(({ id, feeTypeId, label, amount, dueDate }) => ({
      id,
      feeTypeId,
      label,
      amount,
      dueDate,
    }));
    instalments[2].amount = 35000;
    expect((await bursar.put(`/api/fee-schedules/${yearId}/${levelA.id}`, { instalments })).status).toBe(200);
    expect((await account()).totals.charged).toBe(75000);
    const lines = await db()
      .selectFrom('fee_charges')
      .select(['amount', 'reason'])
      .where('student_id', '=', studentId)
      .orderBy('id')
      .execute();
    expect(lines.map((line) => [line.amount, line.reason])).toEqual([
      [10000, 'registration'],
      [30000, 'registration'],
      [30000, 'registration'],
      [5000, 'schedule'],
    ]);
  });

  it('refuses a schedule line dated outside the year, naming it, and changes nothing', async () => {
    const before = await count('fee_charges');
    const response = await bursar.put(`/api/fee-schedules/${yearId}/${levelA.id}`, {
      instalments: [{ feeTypeId: feeTypes.Inscription, label: 'Inscription', amount: 10000, dueDate: '2031-09-07' }],
    });
    expectEnvelope(response, 400);
    expect(Object.keys(response.body.fields)).toEqual(['instalments[0].dueDate']);
    expect(await count('fee_charges')).toBe(before);
  });

  it('takes a payment on the oldest instalments first and gives it the next receipt number', async () => {
    const first = await pay({ amount: 25000, payer: 'Mme Test' });
    expect(first.status).toBe(201);
    expect(first.body.allocations.map((line: Payment['allocations'][number]) => [line.label, line.amount])).toEqual([
      ['Inscription', 10000],
      ['Tranche 1', 15000],
    ]);
    const second = await pay({ amount: 5000, method: 'mobile', reference: 'MP-1' });
    expect(second.body.receiptNumber).toBe(first.body.receiptNumber + 1);
    expect(second.body.receiptLabel).toMatch(/^\d{4}-\d{4}-\d{6}$/);
    const { totals } = await account();
    expect(totals).toMatchObject({ paid: 30000, balance: 45000 });
  });

  it('covers the instalments the cashier chose', async () => {
    const { lines } = await account();
    const last = lines[2];
    const response = await pay({ amount: 1000, allocations: [{ instalmentId: last.instalmentId, amount: 1000 }] });
    expect(response.status).toBe(201);
    expect((await account()).lines[2].paid).toBe(1000);
  });

  it.each([
    ['zero', { amount: 0 }, 'amount'],
    ['negative', { amount: -500 }, 'amount'],
    ['with decimals', { amount: 100.5 }, 'amount'],
    ['more than the balance', { amount: 10_000_000 }, 'amount'],
    ['by mobile money without a reference', { amount: 1000, method: 'mobile' }, 'reference'],
    [
      'with allocations that do not add up',
      { amount: 1000, allocations: [{ instalmentId: 1, amount: 500 }] },
      'allocations[0].instalmentId',
    ],
  ])('refuses a payment %s, naming the field, and writes nothing', async (_case, body, field) => {
    const [payments, allocations] = [await count('payments'), await count('payment_allocations')];
    const response = await pay(body);
    expectEnvelope(response, 400);
    expect(Object.keys(response.body.fields ?? {})).toContain(field);
    expect([await count('payments'), await count('payment_allocations')]).toEqual([payments, allocations]);
  });

  it('reverses a payment with a numbered entry that references it; the payment keeps its number', async () => {
    const original = await pay({ amount: 4000 });
    const balance = (await account()).totals.balance;
    const partial = await bursar.post<Payment>(`/api/payments/${original.body.id}/reversal`, {
      sessionId: session.id,
      amount: 1500,
      reason: 'Trop perçu',
    });
    expect(partial.status).toBe(201);
    expect(partial.body).toMatchObject({ amount: -1500, reversesId: original.body.id, reversesReceiptLabel: original.body.receiptLabel });
    expect(partial.body.receiptNumber).toBe(original.body.receiptNumber + 1);
    const after = (await bursar.get<Payment>(`/api/payments/${original.body.id}`)).body;
    expect(after).toMatchObject({ receiptNumber: original.body.receiptNumber, reversed: 1500 });
    expect((await account()).totals.balance).toBe(balance + 1500);

    const payments = await count('payments');
    const tooMuch = await bursar.post(`/api/payments/${original.body.id}/reversal`, { sessionId: session.id, amount: 2501, reason: 'x' });
    expectEnvelope(tooMuch, 400);
    expect(Object.keys(tooMuch.body.fields)).toEqual(['amount']);
    const ofReversal = await bursar.post(`/api/payments/${partial.body.id}/reversal`, { sessionId: session.id, reason: 'x' });
    expectEnvelope(ofReversal, 400);
    expect(Object.keys(ofReversal.body.fields)).toEqual(['id']);
    expect(await count('payments')).toBe(payments);

    const rest = await bursar.post<Payment>(`/api/payments/${original.body.id}/reversal`, { sessionId: session.id, reason: 'Erreur' });
    expect(rest.body.amount).toBe(-2500);
    expectEnvelope(await bursar.post(`/api/payments/${original.body.id}/reversal`, { sessionId: session.id, reason: 'x' }), 400);
  });

  it('refuses a payment in another cashier’s session', async () => {
    const response = await pay({ amount: 1000 }, admin);
    expectEnvelope(response, 400);
    expect(Object.keys(response.body.fields)).toEqual(['sessionId']);
  });

  it('on a change of level takes the old schedule back and charges the new one, as lines', async () => {
    await bursar.put(`/api/fee-schedules/${yearId}/${levelB.id}`, {
      instalments: [{ feeTypeId: feeTypes.Inscription, label: 'Inscription B', amount: 12000, dueDate: '2026-09-07' }],
    });
    const moved = await admin.post('/api/registrations', { studentId, classroomId: levelB.classroomId, transfer: true });
    expect(moved.status).toBe(201);
    const { lines } = await account();
    // The old instalments stay as far as payments cover them; what is owed is the new level's.
    expect(lines.find((line) => line.label === 'Inscription B')?.due).toBe(12000);
    expect(lines.filter((line) => line.label.startsWith('Tranche')).every((line) => line.charged === 0)).toBe(true);
    const reasons = await db()
      .selectFrom('fee_charges')
      .select('reason')
      .where('student_id', '=', studentId)
      .where('reason', '=', 'transfer')
      .execute();
    expect(reasons.length).toBeGreaterThan(0);
    // Move back, so the rest of the tests see level A's schedule.
    expect((await admin.post('/api/registrations', { studentId, classroomId: levelA.classroomId, transfer: true })).status).toBe(201);
  });

  it('grants a discount that takes off the latest instalments, and refuses one over 100 %', async () => {
    const before = (await account()).totals;
    const granted = await bursar.post('/api/fee-discounts', {
      studentId,
      schoolYearId: yearId,
      feeTypeId: feeTypes['Scolarité'],
      kind: 'percent',
      percent: 10,
      reason: 'Fratrie',
    });
    expect(granted.status).toBe(201);
    const after = await account();
    // The discounts list tells namesakes apart, as the account does.
    expect(granted.body).toMatchObject({ matricule: after.matricule, classroomName: after.classroomName });
    expect(after.classroomName).not.toBeNull();
    expect(after.totals.discount).toBe(Math.round(0.1 * 65000));
    expect(after.lines[2].discount).toBe(6500);
    expect(after.totals.balance).toBe(before.balance - 6500);

    const discounts = await count('fee_discounts');
    const refused = await bursar.post('/api/fee-discounts', {
      studentId,
      schoolYearId: yearId,
      kind: 'percent',
      percent: 120,
      reason: 'x',
    });
    expectEnvelope(refused, 400);
    expect(Object.keys(refused.body.fields)).toEqual(['percent']);
    expect(await count('fee_discounts')).toBe(discounts);
    expect((await bursar.request('DELETE', `/api/fee-discounts/${granted.body.id}`)).status).toBe(200);
    expect((await account()).totals.discount).toBe(0);
  });

  it('reprints a receipt with the balance it had when taken, whatever was paid, reversed or granted since', async () => {
    const year = (await db().selectFrom('school_years').select('name').where('id', '=', yearId).executeTakeFirstOrThrow()).name;
    const { money } = moneyFormat('en', 'XAF');
    const receipt = async (id: number) => {
      const response = await fetch(`${h.baseUrl}/api/payments/${id}/receipt`, {
        headers: { authorization: `Bearer ${bursar.token}`, 'accept-language': 'en' },
      });
      expect(response.status).toBe(200);
      return pdfLines(Buffer.from(await response.arrayBuffer()));
    };
    /** The balance a receipt states, under its total. */
    const balanceOn = async (id: number) => {
      const lines = await receipt(id);
      const at = lines.indexOf(`Left to pay for ${year} after this receipt`);
      expect(at).toBeGreaterThan(-1);
      return lines[at + 1];
    };

    const first = (await pay({ amount: 2000, payer: 'Mme Test' })).body;
    const owed = (await account()).totals.balance;
    expect(await balanceOn(first.id)).toBe(money(owed));
    expect((await receipt(first.id)).join(' ')).toContain('Received the sum of: two thousand CFA francs');

    const second = (await pay({ amount: 3000 })).body;
    const discount = await bursar.post('/api/fee-discounts', {
      studentId,
      schoolYearId: yearId,
      kind: 'amount',
      amount: 5000,
      reason: 'Bourse',
    });
    expect(discount.status).toBe(201);
    const refund = await bursar.post<Payment>(`/api/payments/${first.id}/reversal`, {
      sessionId: session.id,
      amount: 500,
      reason: 'Trop perçu',
    });
    expect(refund.status).toBe(201);
    const now = (await account()).totals.balance;
    expect(now).toBe(owed - 3000 - 5000 + 500);

    // Each receipt as it was printed: the later payment, the discount and the refund do not reach the first.
    expect(await balanceOn(first.id)).toBe(money(owed));
    expect(await balanceOn(second.id)).toBe(money(owed - 3000));
    expect(await balanceOn(refund.body.id)).toBe(money(now));
    expect(await receipt(refund.body.id)).toEqual(
      expect.arrayContaining(['REVERSAL', `Reverses part of receipt ${first.receiptLabel}`, 'Refunded to', 'Mme Test', 'Paid out by']),
    );
    expect(await receipt(first.id)).toContain(`PARTLY REVERSED: ${money(500)}`);

    // The discount revoked: the account moves, the refund's receipt still counts it, as it was then in force.
    expect((await bursar.request('DELETE', `/api/fee-discounts/${discount.body.id}`)).status).toBe(200);
    expect((await account()).totals.balance).toBe(now + 5000);
    expect(await balanceOn(refund.body.id)).toBe(money(now));
  });

  it('lists the student in arrears by classroom after the due date, and not before', async () => {
    const late = (await bursar.get<Arrears>(`/api/finance/arrears?classroomId=${levelA.classroomId}&asOf=2026-10-20`)).body;
    const row = late.classrooms[0].students.find((student) => student.studentId === studentId)!;
    expect(late.classrooms[0].instalments.map((column) => column.label)).toContain('Tranche 1');
    expect(row.totalOverdue).toBeGreaterThan(0);
    const early = (await bursar.get<Arrears>(`/api/finance/arrears?classroomId=${levelA.classroomId}&asOf=2026-09-01`)).body;
    expect(early.classrooms.flatMap((classroom) => classroom.students).some((student) => student.studentId === studentId)).toBe(false);
    const pdf = await fetch(`${h.baseUrl}/api/finance/arrears/pdf?classroomId=${levelA.classroomId}&asOf=2026-10-20`, {
      headers: { authorization: `Bearer ${bursar.token}`, 'accept-language': 'fr' },
    });
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    // Named as the Arrears tab names it: the classroom (else the level, else the year) and the day, in the caller's words.
    const names = await db()
      .selectFrom('classrooms as c')
      .innerJoin('levels as l', 'l.id', 'c.level_id')
      .select(['c.name as classroom', 'l.name as level'])
      .where('c.id', '=', levelA.classroomId)
      .executeTakeFirstOrThrow();
    expect(names).toEqual({ classroom: '6e A', level: '6e' });
    expect(pdf.headers.get('content-disposition')).toBe(
      `attachment; filename="impayes-6e-A-2026-10-20.pdf"; filename*=UTF-8''impay%C3%A9s-6e-A-2026-10-20.pdf`,
    );
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 4)
        .toString(),
    ).toBe('%PDF');
    const xlsx = await fetch(`${h.baseUrl}/api/finance/arrears/xlsx?levelId=${levelA.id}&asOf=2026-10-20`, {
      headers: { authorization: `Bearer ${bursar.token}` },
    });
    expect(xlsx.status).toBe(200);
    expect(xlsx.headers.get('content-disposition')).toBe(
      `attachment; filename="arrears-6e-2026-10-20.xlsx"; filename*=UTF-8''arrears-6e-2026-10-20.xlsx`,
    );
    // Nobody owes anything yet: the list is empty, and still named for the level.
    expect((await bursar.get<Arrears>(`/api/finance/arrears?levelId=${levelA.id}&asOf=2026-09-01`)).body.classrooms).toEqual([]);
    const none = await fetch(`${h.baseUrl}/api/finance/arrears/xlsx?levelId=${levelA.id}&asOf=2026-09-01`, {
      headers: { authorization: `Bearer ${bursar.token}` },
    });
    expect(none.headers.get('content-disposition')).toBe(
      `attachment; filename="arrears-6e-2026-09-01.xlsx"; filename*=UTF-8''arrears-6e-2026-09-01.xlsx`,
    );
    const year = await db().selectFrom('school_years').select('name').where('id', '=', yearId).executeTakeFirstOrThrow();
    const school = await fetch(`${h.baseUrl}/api/finance/arrears/pdf?asOf=2026-10-20`, {
      headers: { authorization: `Bearer ${bursar.token}` },
    });
    expect(school.headers.get('content-disposition')).toBe(
      `attachment; filename="arrears-${year.name}-2026-10-20.pdf"; filename*=UTF-8''arrears-${year.name}-2026-10-20.pdf`,
    );
  });

  it('prints a receipt as A5 and as an 80 mm ticket, named for its number and the student', async () => {
    const { body } = await pay({ amount: 500 });
    for (const layout of ['a5', 'ticket']) {
      const response = await fetch(`${h.baseUrl}/api/payments/${body.id}/receipt?layout=${layout}`, {
        headers: { authorization: `Bearer ${bursar.token}`, 'accept-language': 'fr' },
      });
      expect(response.status).toBe(200);
      expect(body.studentName).toBe('TEST Awa');
      expect(response.headers.get('content-disposition')).toBe(
        `attachment; filename="recu-${body.receiptLabel}-TEST-Awa.pdf"; filename*=UTF-8''re%C3%A7u-${body.receiptLabel}-TEST-Awa.pdf`,
      );
      expect(
        Buffer.from(await response.arrayBuffer())
          .subarray(0, 4)
          .toString(),
      ).toBe('%PDF');
    }
  });

  it("gives the day's journal with totals by method, and the statistics that add up", async () => {
    const today = (await bursar.get<CashSession>('/api/cash-sessions/current')).body;
    const payments = (await bursar.get<{ data: Payment[] }>(`/api/payments?sessionId=${today.id}&limit=1000`)).body.data;
    const journal = (await bursar.get<Journal>(`/api/finance/journal/${payments[0].paidOn}`)).body;
    const sum = (method: string) =>
      payments.filter((payment) => payment.method === method).reduce((total, payment) => total + payment.amount, 0);
    expect(journal.totals).toMatchObject({ cash: sum('cash'), mobile: sum('mobile') });
    expect(journal.sessions.map((one) => one.id)).toContain(today.id);
    const statistics = (await bursar.get<FinanceStatistics>(`/api/finance/statistics/${yearId}`)).body;
    expect(statistics.totals.outstanding).toBe(statistics.totals.expected - statistics.totals.collected);
    expect(statistics.byFeeType.reduce((total, type) => total + type.expected, 0)).toBe(statistics.totals.expected);
    expect(statistics.byMethod.total).toBe(statistics.totals.collected);
  });

  it('closes a session with the counted amount and the difference, then never changes it', async () => {
    const current = (await bursar.get<CashSession>('/api/cash-sessions/current')).body;
    const closed = await bursar.post<CashSession>(`/api/cash-sessions/${current.id}/close`, {
      countedAmount: current.expectedAmount - 200,
    });
    expect(closed.status).toBe(200);
    expect(closed.body).toMatchObject({ expectedAmount: current.expectedAmount, difference: -200 });
    expectEnvelope(await bursar.post(`/api/cash-sessions/${current.id}/close`, { countedAmount: 0 }), 400);
    const payments = await count('payments');
    const refused = await pay({ amount: 1000 });
    expectEnvelope(refused, 400);
    expect(Object.keys(refused.body.fields)).toEqual(['sessionId']);
    expect(await count('payments')).toBe(payments);
    session = (await bursar.post<CashSession>('/api/cash-sessions', {})).body;
  });

  it('numbers receipts with no gap and no duplicate under many cashiers saving at once', async () => {
    const cashiers = await Promise.all(
      Array.from({ length: 6 }, async (_, index) => {
        const { id } = await db()
          .insertInto('users')
          .values({
            username: `cashier${index}`,
            first_name: 'Caissier',
            last_name: String(index),
            email: null,
            phone: null,
            role: 'bursar',
            status: 'active',
            password_hash: 'x',
            created_at: new Date().toISOString(),
            updated_at: new Date().toISOString(),
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        const client = new TestClient(h.baseUrl);
        client.token = await issueToken(db(), id, 3600);
        const opened = await client.post<CashSession>('/api/cash-sessions', {});
        return { client, sessionId: opened.body.id };
      }),
    );
    const students = (
      await db()
        .selectFrom('registrations')
        .select('student_id')
        .where('school_year_id', '=', yearId)
        .where('status', '=', 'active')
        .limit(30)
        .execute()
    ).map((row) => row.student_id);
    const results = await Promise.all(
      students.map((id, index) => {
        const { client, sessionId } = cashiers[index % cashiers.length];
        return client.post<Payment>('/api/payments', { studentId: id, sessionId, amount: 500, method: 'cash' });
      }),
    );
    expect(results.map((result) => result.status)).toEqual(students.map(() => 201));
    const numbers = (
      await db().selectFrom('payments').select('receipt_number').where('school_year_id', '=', yearId).orderBy('receipt_number').execute()
    ).map((row) => row.receipt_number);
    expect(numbers).toEqual(numbers.map((_, index) => index + 1));
  });
});
