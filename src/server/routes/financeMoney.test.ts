import type { Schedule } from '../../domain/contract/feeSetup';
import type { Account, CashSession } from '../../domain/contract/payments';
import { dialects, expectEnvelope, startHarness, type Harness, type TestClient } from '../testing/harness';

/**
 * Money at the edges (issue 26): two-decimal percentages, an account with a line in credit, amounts
 * sent as text, and totals past 2^31, over HTTP on both databases.
 */
describe.each(dialects())('money on %s', (dialect) => {
  let h: Harness;
  let bursar: TestClient;
  let admin: TestClient;
  let yearId: number;
  let feeTypes: Record<string, number>;
  let levels: { id: number; classroomId: number }[];

  const db = () => h.database.db;
  const count = async (table: 'payments' | 'fee_discounts') =>
    Number(
      (
        await db()
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const account = async (studentId: number) => (await bursar.get<Account>(`/api/student-accounts/${studentId}`)).body;
  /** A new student registered in the classroom of `level`, whose schedule is `instalments` (amount, due date). */
  const studentOn = async (level: { id: number; classroomId: number }, instalments: [string, string, number, string][]) => {
    const schedule = await bursar.put<Schedule>(`/api/fee-schedules/${yearId}/${level.id}`, {
      instalments: instalments.map(([feeType, label, amount, dueDate]) => ({ feeTypeId: feeTypes[feeType], label, amount, dueDate })),
    });
    expect(schedule.status).toBe(200);
    const created = await admin.post('/api/students', { firstName: 'Awa', lastName: 'Money', sex: 'F', birthDate: '2014-03-02' });
    expect(created.status).toBe(201);
    expect((await admin.post('/api/registrations', { studentId: created.body.id, classroomId: level.classroomId })).status).toBe(201);
    return created.body.id as number;
  };

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
    levels = [];
    for (const room of classrooms)
      if (!levels.some((level) => level.id === room.level_id)) levels.push({ id: room.level_id, classroomId: room.id });
    feeTypes = Object.fromEntries((await db().selectFrom('fee_types').select(['id', 'name']).execute()).map((row) => [row.name, row.id]));
  });
  afterAll(() => h.close());

  it('grants a discount of 8.2 %, a percentage with two decimals', async () => {
    const studentId = await studentOn(levels[0], [['Scolarité', 'Tranche 1', 100000, '2026-10-15']]);
    const granted = await bursar.post('/api/fee-discounts', {
      studentId,
      schoolYearId: yearId,
      feeTypeId: null,
      kind: 'percent',
      percent: 8.2,
      reason: 'Bourse',
    });
    expect(granted.status).toBe(201);
    expect(granted.body.percent).toBe(8.2);
    expect((await account(studentId)).totals).toMatchObject({ discount: 8200, balance: 91800 });
    const discounts = await count('fee_discounts');
    const refused = await bursar.post('/api/fee-discounts', {
      studentId,
      schoolYearId: yearId,
      kind: 'percent',
      percent: 8.205,
      reason: 'Bourse',
    });
    expectEnvelope(refused, 400);
    expect(Object.keys(refused.body.fields)).toEqual(['percent']);
    expect(await count('fee_discounts')).toBe(discounts);
  });

  it('refuses a payment over the whole balance when a line is in credit, whichever way it is spread', async () => {
    const studentId = await studentOn(levels[1], [
      ['Inscription', 'Inscription', 10000, '2026-09-07'],
      ['Scolarité', 'Tranche 1', 30000, '2026-10-15'],
      ['APEE', 'APEE', 15000, '2026-10-20'],
      ['Scolarité', 'Tranche 2', 63000, '2027-01-15'],
    ]);
    const session = (await bursar.post<CashSession>('/api/cash-sessions', {})).body;
    const pay = (body: object) => bursar.post('/api/payments', { studentId, sessionId: session.id, method: 'cash', ...body });
    expect((await pay({ amount: 55000 })).status).toBe(201);
    const granted = await bursar.post('/api/fee-discounts', {
      studentId,
      schoolYearId: yearId,
      feeTypeId: feeTypes.Inscription,
      kind: 'percent',
      percent: 100,
      reason: 'Enfant du personnel',
    });
    expect(granted.status).toBe(201);
    const before = await account(studentId);
    expect(before.totals.balance).toBe(53000);
    expect(before.lines.find((line) => line.label === 'Inscription')!.balance).toBe(-10000);

    const payments = await count('payments');
    const tranche2 = before.lines.find((line) => line.label === 'Tranche 2')!.instalmentId;
    for (const body of [{ amount: 63000 }, { amount: 63000, allocations: [{ instalmentId: tranche2, amount: 63000 }] }]) {
      const refused = await pay(body);
      expectEnvelope(refused, 400);
      expect(Object.keys(refused.body.fields)).toEqual(['amount']);
    }
    expect(await count('payments')).toBe(payments);

    expect((await pay({ amount: 53000 })).status).toBe(201);
    expect((await account(studentId)).totals.balance).toBe(0);
    expectEnvelope(await pay({ amount: 1 }), 400);
  });

  it('takes amounts and counts in a JSON body only as JSON numbers; text in a query is still read as a number', async () => {
    const studentId = await studentOn(levels[2], [['Scolarité', 'Tranche 1', 30000, '2026-10-15']]);
    const session = (await bursar.get<CashSession>('/api/cash-sessions/current')).body;
    const payments = await count('payments');
    for (const amount of ['0x10', '1e2', ' 100', '100']) {
      const refused = await bursar.post('/api/payments', { studentId, sessionId: session.id, method: 'cash', amount });
      expectEnvelope(refused, 400);
      expect(Object.keys(refused.body.fields)).toEqual(['amount']);
    }
    const textId = await bursar.post('/api/payments', { studentId: String(studentId), sessionId: session.id, method: 'cash', amount: 100 });
    expectEnvelope(textId, 400);
    expect(Object.keys(textId.body.fields)).toEqual(['studentId']);
    expect(await count('payments')).toBe(payments);
    expect((await bursar.post('/api/payments', { studentId, sessionId: session.id, method: 'cash', amount: 100 })).status).toBe(201);

    const listed = await bursar.get<{ total: number }>(`/api/fee-discounts?schoolYearId=${yearId}&studentId=${studentId}`);
    expect(listed.status).toBe(200);
    expectEnvelope(await bursar.get(`/api/fee-discounts?schoolYearId=0x${yearId.toString(16)}`), 400);
  });

  it('closes a session whose cash is past 2^31, and adds the totals up as numbers', async () => {
    const cashier = await h.signIn('admin');
    // 23 instalments of 100,000,000: each amount is ordinary, their sum is not a 32-bit integer.
    const instalments = Array.from({ length: 23 }, (_, index): [string, string, number, string] => [
      'Scolarité',
      `Tranche ${index + 1}`,
      100_000_000,
      `2026-${String(9 + Math.floor(index / 28)).padStart(2, '0')}-${String((index % 28) + 1).padStart(2, '0')}`,
    ]);
    const studentId = await studentOn(levels[3], instalments);
    expect((await account(studentId)).totals.balance).toBe(2_300_000_000);
    const session = await cashier.post<CashSession>('/api/cash-sessions', { openingFloat: 0 });
    expect(session.status).toBe(201);
    for (let index = 0; index < 23; index += 1) {
      const paid = await cashier.post('/api/payments', { studentId, sessionId: session.body.id, method: 'cash', amount: 100_000_000 });
      expect(paid.status).toBe(201);
    }
    const current = (await cashier.get<CashSession>('/api/cash-sessions/current')).body;
    expect(current.expectedAmount).toBe(2_300_000_000);
    const closed = await cashier.post<CashSession>(`/api/cash-sessions/${session.body.id}/close`, { countedAmount: 2_299_999_500 });
    expect(closed.status).toBe(200);
    expect(closed.body).toMatchObject({ expectedAmount: 2_300_000_000, countedAmount: 2_299_999_500, difference: -500 });
    // The cashier is not stuck: another session opens.
    expect((await cashier.post('/api/cash-sessions', {})).status).toBe(201);
    const { totals } = await account(studentId);
    expect(totals).toMatchObject({ charged: 2_300_000_000, paid: 2_300_000_000, balance: 0 });
    expect(typeof totals.paid).toBe('number');
  });
});
