/**
 * Upgrades (issue 27): a school's database made at the first migration, with data in every area the
 * schema had then, is migrated one migration at a time to the current one, each step as the server
 * runs it (migrateToLatest, one transaction per migration). After each step the areas that step
 * brought get data of their own, and no table may have lost (or gained) rows the step does not
 * explain. At the end the data the migrations reshaped reads as it should, and today's server serves
 * the upgraded school.
 *
 * Generic over the migration list: a new migration just runs (add its data to DATA_AFTER).
 */
import { sql, type Migration } from 'kysely';
import { studentSearchText } from '../../domain/students/searchText';
import { buildApp } from '../app';
import { readConfig } from '../config';
import { issueToken } from '../services/auth/tokens';
import { dialects, openTestDatabase } from '../testing/harness';
import {
  AT,
  BIG_AMOUNT,
  DATA_AFTER,
  ROWS_CHANGED_BY,
  STUDENTS,
  TABLES_DROPPED_BY,
  type AnyDb,
  type School,
} from '../testing/upgradeSchool';
import { migrateToLatest, type DatabaseHandle } from './database';
import { migrationState } from './migrationState';
import { migrations } from './migrations';

/** Rows per table of the database's own schema (Kysely's bookkeeping aside). */
async function rowCounts(db: AnyDb, dialect: string): Promise<Map<string, number>> {
  const schema =
    dialect === 'postgres' ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0].schema : undefined;
  const tables = (await db.introspection.getTables())
    .filter((table) => (schema === undefined || table.schema === schema) && !table.name.startsWith('kysely_'))
    .map((table) => table.name);
  const counts = new Map<string, number>();
  for (const table of tables.sort()) {
    const { rows } = await sql<{ n: number }>`select count(*) as n from ${sql.table(table)}`.execute(db);
    counts.set(table, Number(rows[0].n));
  }
  return counts;
}

describe.each(dialects())('upgrading a school from the first migration on %s', (dialect) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase(dialect);
  });
  afterAll(() => database.close());

  it('migrates one step at a time and keeps every record of every area', async () => {
    const db = database.db as AnyDb;
    const school = {} as School;
    const names = Object.keys(migrations);
    const lost: string[] = [];

    for (const [index, name] of names.entries()) {
      const before = await rowCounts(db, dialect);
      const upTo: Record<string, Migration> = Object.fromEntries(names.slice(0, index + 1).map((one) => [one, migrations[one]]));
      await migrateToLatest(database.db, upTo);
      expect(await migrationState(database.db, upTo)).toBe('current');

      const after = await rowCounts(db, dialect);
      for (const [table, count] of before) {
        if (!after.has(table)) {
          if (!TABLES_DROPPED_BY[name]?.includes(table)) lost.push(`${name} dropped ${table} (${count} rows)`);
        } else if (after.get(table) !== count && !ROWS_CHANGED_BY[name]?.includes(table)) {
          lost.push(`${name}: ${table} went from ${count} to ${after.get(table)} rows`);
        }
      }
      await DATA_AFTER[name]?.(db, school);
    }
    expect(lost).toEqual([]);
    expect(await migrationState(database.db)).toBe('current');

    const counts = await rowCounts(db, dialect);
    // Every area holds rows; none came out empty.
    expect([...counts].filter(([, count]) => count === 0).map(([table]) => table)).toEqual([]);
    expect(counts.get('students')).toBe(STUDENTS);
    expect(counts.get('marks')).toBe(school.marks);
    expect(counts.has('outbox')).toBe(false);

    // 0004: the address shared by two accounts stays with the older one; the other's loss is audited.
    const shared = await db
      .selectFrom('users')
      .select(['id', 'email'])
      .where('id', 'in', [school.sharedEmail.keeper, school.sharedEmail.loser])
      .orderBy('id')
      .execute();
    expect(shared).toEqual([
      { id: school.sharedEmail.keeper, email: 'Shared@Example.cm' },
      { id: school.sharedEmail.loser, email: null },
    ]);
    expect(
      await db
        .selectFrom('audit_log')
        .select('entity_id')
        .where('entity', '=', 'user')
        .where('entity_id', '=', String(school.sharedEmail.loser))
        .execute(),
    ).toHaveLength(1);

    // 0006: names searchable without their accents.
    const accented = await db
      .selectFrom('students')
      .select(['first_name', 'last_name', 'matricule', 'search_text'])
      .where('id', '=', school.accented)
      .executeTakeFirstOrThrow();
    expect(accented.search_text).toBe(studentSearchText({ lastName: 'Ébène', firstName: 'Zoé', matricule: accented.matricule }));
    expect(accented.search_text).toContain('ebene zoe');

    // 0003: every mark, to the quarter point.
    const marks = await db
      .selectFrom('marks')
      .select((eb) => eb.fn.sum<number>('value').as('total'))
      .executeTakeFirstOrThrow();
    expect(Number(marks.total)).toBeCloseTo(school.markTotal, 6);

    // 0013: money past 2^31, read back as a number; every payment there.
    const big = await db.selectFrom('payments').select('amount').where('id', '=', school.payments.big).executeTakeFirstOrThrow();
    expect(big.amount).toBe(BIG_AMOUNT);
    const paid = await db
      .selectFrom('payments')
      .select([(eb) => eb.fn.sum<number>('amount').as('total'), (eb) => eb.fn.countAll<number>().as('n')])
      .executeTakeFirstOrThrow();
    expect({ total: Number(paid.total), n: Number(paid.n) }).toEqual({ total: school.payments.total, n: school.payments.count });
    const session = await db
      .selectFrom('cash_sessions')
      .select(['expected_amount', 'counted_amount'])
      .where('note', '=', 'Gros versement')
      .executeTakeFirstOrThrow();
    expect(session).toEqual({ expected_amount: BIG_AMOUNT, counted_amount: BIG_AMOUNT });

    // 0014: registrations that had ended get the end their history gives.
    const ends = await db
      .selectFrom('registrations')
      .select(['id', 'ended_on'])
      .where('id', 'in', Object.values(school.registrations))
      .execute();
    expect(Object.fromEntries(ends.map((row) => [row.id, row.ended_on]))).toEqual({
      [school.registrations.transferred]: '2026-10-14',
      [school.registrations.successor]: null,
      [school.registrations.left]: '2026-10-05',
    });

    // 0015, 0018 and 0019: the later options, the backups' and the letterhead's, with their defaults; the school's own kept as they were.
    const options = Object.fromEntries(
      (await db.selectFrom('options').select(['name', 'value']).execute()).map((row) => [row.name, row.value]),
    );
    expect(options).toEqual({
      school_motto: 'Travail',
      absence_notices: 'true',
      max_mark: '20',
      guardian_notices_sanctions: 'false',
      public_url: '',
      backup_time: '02:00',
      backup_keep_daily: '7',
      backup_keep_monthly: '12',
      letterhead_left: '',
      letterhead_right: '',
    });
    // 0019: no logo yet.
    expect((await db.selectFrom('school').select('logo').executeTakeFirstOrThrow()).logo).toBeNull();

    // 0016: the reason as data on the sanction confirmed after it, none on those before.
    const sanctions = await db
      .selectFrom('sanctions')
      .select(['id', 'reason_trimester', 'reason_threshold_hours', 'reason_hours'])
      .orderBy('id')
      .execute();
    expect(
      sanctions
        .filter((row) => row.id !== school.reasonSanction)
        .every((row) => row.reason_trimester === null && row.reason_hours === null),
    ).toBe(true);
    expect(sanctions.find((row) => row.id === school.reasonSanction)).toEqual({
      id: school.reasonSanction,
      reason_trimester: 1,
      reason_threshold_hours: 10,
      reason_hours: 12.5,
    });

    // 0017: the notices survive SQLite's table rebuild with every column; staff mail has no student.
    const notices = await db.selectFrom('guardian_notices').selectAll().orderBy('id').execute();
    expect(notices.map((row) => row.id)).toEqual([...school.notices, school.staffMail]);
    expect(
      notices
        .slice(0, 6)
        .every((row) => row.subject === 'Absence' && row.batch === 'batch-1' && row.created_at === AT && row.student_id !== null),
    ).toBe(true);
    expect(notices[6]).toMatchObject({
      kind: 'arrears',
      status: 'failed',
      attempts: 8,
      last_error: 'mailbox full',
      subject: 'Scolarité',
      batch: 'batch-2',
    });
    expect(notices[7]).toMatchObject({ student_id: null, kind: 'staff', status: 'queued' });

    // Today's server serves the upgraded school.
    const app = await buildApp({ config: { ...readConfig({}), clientDir: '/nonexistent', dataDir: '/nonexistent/data' }, db: database.db });
    try {
      await app.listen({ port: 0, host: '127.0.0.1' });
      const address = app.server.address();
      const baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
      const health = await fetch(`${baseUrl}/api/health`);
      expect(await health.json()).toMatchObject({ database: 'ok', migrations: 'current', outbox: { queued: 4 } });
      const token = await issueToken(database.db, school.admin, 3600);
      const students = await fetch(`${baseUrl}/api/students?limit=100`, { headers: { authorization: `Bearer ${token}` } });
      expect(students.status).toBe(200);
      expect(((await students.json()) as { total: number }).total).toBe(STUDENTS);
    } finally {
      await app.close();
    }
  });
});
