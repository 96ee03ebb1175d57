import { migrateToLatest, type DatabaseHandle } from '../../db/database';
import { seedDemoSchool } from '../../db/seed';
import { dialects, openTestDatabase } from '../../testing/harness';
import { insertPayments, type NewPayment } from './insertPayments';
import { chargeRowsOf } from './ledger';

/** The one path payments are written by, many at once as the seed and the benches write them (the counter's one is tested over HTTP). */
describe.each(dialects())('insertPayments on %s', (dialect) => {
  let database: DatabaseHandle;
  let yearId: number;
  let bursarId: number;
  let sessionId: number;
  let studentIds: number[];
  /** Each student's instalments, the oldest due first. */
  let instalments: Map<number, { instalmentId: number; charged: number }[]>;

  const db = () => database.db;
  const payment = (studentId: number, amount: number, extra: Partial<NewPayment> = {}): NewPayment => ({
    schoolYearId: yearId,
    studentId,
    amount,
    paidOn: '2026-09-15',
    method: 'cash',
    cashierId: bursarId,
    sessionId,
    ...extra,
  });
  const counter = async () =>
    (await db().selectFrom('receipt_counters').select('last_number').where('school_year_id', '=', yearId).executeTakeFirst())
      ?.last_number ?? 0;

  beforeAll(async () => {
    database = await openTestDatabase(dialect);
    await migrateToLatest(db());
    await seedDemoSchool(db(), { schoolName: 'Lycée', students: 20, today: new Date('2026-09-10T10:00:00Z') });
    yearId = (await db().selectFrom('school_years').select('id').where('current', '=', 1).executeTakeFirstOrThrow()).id;
    bursarId = (await db().selectFrom('users').select('id').where('role', '=', 'bursar').executeTakeFirstOrThrow()).id;
    sessionId = (
      await db()
        .insertInto('cash_sessions')
        .values({ cashier_id: bursarId, opened_at: '2026-09-15T07:30:00.000Z', opening_float: 0 })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    const accounts = await chargeRowsOf(db(), yearId);
    studentIds = [...accounts.keys()].sort((a, b) => a - b);
    instalments = new Map(
      [...accounts].map(([studentId, lines]) => [
        studentId,
        [...lines]
          .sort((a, b) => (a.dueDate < b.dueDate ? -1 : a.dueDate > b.dueDate ? 1 : a.position - b.position))
          .map((line) => ({ instalmentId: line.instalmentId, charged: line.charged })),
      ]),
    );
  });
  afterAll(() => database.close());

  it('numbers the payments in order after the year’s last receipt and spreads each over the oldest instalments, the earlier ones of the call counted', async () => {
    const [first, second] = studentIds;
    const [oldest, next] = instalments.get(first)!;
    const before = await counter();
    const written = await db()
      .transaction()
      .execute((trx) =>
        insertPayments(trx, [
          payment(first, oldest.charged - 500),
          payment(second, 1000, { method: 'mobile', reference: 'MP1', createdAt: '2026-09-15T09:00:00.000Z' }),
          payment(first, 1500),
        ]),
      );
    expect(written.map((row) => row.receiptNumber)).toEqual([before + 1, before + 2, before + 3]);
    expect(await counter()).toBe(before + 3);
    expect(written[0].allocations).toEqual([{ instalmentId: oldest.instalmentId, amount: oldest.charged - 500 }]);
    expect(written[2].allocations).toEqual([
      { instalmentId: oldest.instalmentId, amount: 500 },
      { instalmentId: next.instalmentId, amount: 1000 },
    ]);
    const rows = await db()
      .selectFrom('payments')
      .select(['id', 'student_id', 'receipt_number', 'amount', 'reference', 'created_at'])
      .where(
        'id',
        'in',
        written.map((row) => row.id),
      )
      .orderBy('receipt_number')
      .execute();
    expect(rows.map((row) => [row.id, row.student_id, row.receipt_number, row.amount])).toEqual([
      [written[0].id, first, before + 1, oldest.charged - 500],
      [written[1].id, second, before + 2, 1000],
      [written[2].id, first, before + 3, 1500],
    ]);
    expect(rows[1]).toMatchObject({ reference: 'MP1', created_at: '2026-09-15T09:00:00.000Z' });
    const lines = await db()
      .selectFrom('payment_allocations')
      .select(['payment_id', 'instalment_id', 'amount'])
      .where('payment_id', '=', written[2].id)
      .orderBy('id')
      .execute();
    expect(lines).toEqual([
      { payment_id: written[2].id, instalment_id: oldest.instalmentId, amount: 500 },
      { payment_id: written[2].id, instalment_id: next.instalmentId, amount: 1000 },
    ]);
    // A seed's payments are not audited; the counter's are.
    expect(
      await db()
        .selectFrom('audit_log')
        .select('id')
        .where('entity', '=', 'payment')
        .where(
          'entity_id',
          'in',
          written.map((row) => String(row.id)),
        )
        .execute(),
    ).toEqual([]);
  });

  it('writes the allocations given and the audit entry asked for, with the receipt number and the allocations', async () => {
    const studentId = studentIds[2];
    const [, second] = instalments.get(studentId)!;
    const allocations = [{ instalmentId: second.instalmentId, amount: 2000 }];
    const [written] = await db()
      .transaction()
      .execute((trx) =>
        insertPayments(trx, [
          payment(studentId, 2000, { allocations, audit: { userId: bursarId, asked: { studentId, amount: 2000, allocations } } }),
        ]),
      );
    expect(written.allocations).toEqual(allocations);
    const entry = await db()
      .selectFrom('audit_log')
      .select(['user_id', 'action', 'after_json'])
      .where('entity', '=', 'payment')
      .where('entity_id', '=', String(written.id))
      .executeTakeFirstOrThrow();
    expect(entry.user_id).toBe(bursarId);
    expect(entry.action).toBe('create');
    expect(JSON.parse(entry.after_json!)).toEqual({ studentId, amount: 2000, allocations, receiptNumber: written.receiptNumber });
  });

  it('refuses a payment beyond the balance and writes nothing of the call', async () => {
    const studentId = studentIds[3];
    const total = instalments.get(studentId)!.reduce((sum, line) => sum + line.charged, 0);
    const before = await counter();
    const count = async () => (await db().selectFrom('payments').select('id').execute()).length;
    const rows = await count();
    await expect(
      db()
        .transaction()
        .execute((trx) => insertPayments(trx, [payment(studentId, total - 1000), payment(studentId, 1500)])),
    ).rejects.toMatchObject({ statusCode: 400 });
    expect(await count()).toBe(rows);
    expect(await counter()).toBe(before);
  });

  it('writes nothing and takes no number for no payment', async () => {
    const before = await counter();
    await expect(
      db()
        .transaction()
        .execute((trx) => insertPayments(trx, [])),
    ).resolves.toEqual([]);
    expect(await counter()).toBe(before);
  });
});
