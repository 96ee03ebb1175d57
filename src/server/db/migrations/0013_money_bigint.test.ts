import { sql, type Kysely } from 'kysely';
import { dialects, openTestDatabase } from '../../testing/harness';
import { migratorFor, type DatabaseHandle } from '../database';
import { MONEY_COLUMNS } from './0013_money_bigint';

describe.each(dialects())('migration 0013 on %s', (dialect) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase(dialect);
  });
  afterAll(() => database.close());

  it('makes every money column 64-bit, keeping the amounts already stored', async () => {
    const migrator = await migratorFor(database.db);
    expect((await migrator.migrateTo('0012_guardian_notices')).error).toBeUndefined();
    const now = new Date().toISOString();
    const db = database.db as unknown as Kysely<Record<string, Record<string, unknown>>>;
    const { id } = (await db
      .insertInto('users')
      .values({
        username: 'rate',
        first_name: 'A',
        last_name: 'B',
        role: 'teacher',
        status: 'active',
        password_hash: 'x',
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow()) as { id: number };
    await db.insertInto('teacher_pay').values({ teacher_id: id, part_time: 1, hourly_rate: 2500, updated_at: now }).execute();

    expect((await migrator.migrateTo('0013_money_bigint')).error).toBeUndefined();

    const rate = () => db.selectFrom('teacher_pay').select('hourly_rate').where('teacher_id', '=', id).executeTakeFirstOrThrow();
    expect(await rate()).toEqual({ hourly_rate: 2500 });
    await db.updateTable('teacher_pay').set({ hourly_rate: 4_400_000_000 }).where('teacher_id', '=', id).execute();
    expect(await rate()).toEqual({ hourly_rate: 4_400_000_000 });
    if (dialect === 'postgres') {
      const { rows } = await sql<{ table_name: string; column_name: string; data_type: string }>`
        select table_name, column_name, data_type from information_schema.columns where table_schema = current_schema()`.execute(
        database.db,
      );
      const typeOf = new Map(rows.map((row) => [`${row.table_name}.${row.column_name}`, row.data_type]));
      for (const [table, columns] of Object.entries(MONEY_COLUMNS))
        for (const column of columns)
          expect([`${table}.${column}`, typeOf.get(`${table}.${column}`)]).toEqual([`${table}.${column}`, 'bigint']);
    }
  });
});
