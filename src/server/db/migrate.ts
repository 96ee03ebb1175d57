/**
 * Runs this code's pending migrations one at a time, each in a transaction of its own with the row
 * that records it (docs/decisions.md, "Health and migrations"): a migration that fails leaves the
 * database as that migration found it, and those before it stay done.
 *
 * Kysely's Migrator would run them all in one transaction on PostgreSQL and in none on SQLite (its
 * SQLite adapter says DDL is not transactional, which SQLite's is); run one step at a time, it
 * lists every table of every schema before each step, which races with DDL running elsewhere on
 * the server. So the steps are run here, on Kysely's own record (`kysely_migration`, the same
 * table and rows), which its Migrator (the migrations' tests) and migrationState read.
 */
import { DEFAULT_MIGRATION_TABLE, sql, type Kysely, type Migration } from 'kysely';
import { migrations } from './migrations';
import { isPostgres } from './migrations/dialect';
import type { Database } from './schema';

/** Kysely's advisory lock on PostgreSQL: its Migrator and these steps keep each other out. */
const POSTGRES_LOCK = sql.lit(BigInt('3853314791062309107'));
const RECORD = sql.table(DEFAULT_MIGRATION_TABLE);

export async function migrateToLatest(app: Kysely<Database>, list: Record<string, Migration> = migrations): Promise<void> {
  // Migrations see the database as it stands at their point of the history, not as schema.ts says.
  const db = app as unknown as Kysely<unknown>;
  const names = Object.keys(list).sort();
  if (isPostgres(db)) {
    // One connection holds the lock for the whole run: a second process starting at once waits,
    // then finds nothing left to do. Each migration still commits on its own.
    await db.connection().execute(async (connection) => {
      await sql`select pg_advisory_lock(${POSTGRES_LOCK})`.execute(connection);
      try {
        await createRecord(connection);
        while (await connection.transaction().execute((trx) => runNext(trx, names, list))) {
          // one migration per transaction
        }
      } finally {
        await sql`select pg_advisory_unlock(${POSTGRES_LOCK})`.execute(connection);
      }
    });
    return;
  }
  // SQLite: `begin immediate` takes the write lock first, so a second process waits, then reads
  // which migrations ran inside the same transaction. No migration changes `PRAGMA foreign_keys`
  // (a no-op inside a transaction); 0017's table rebuild is transactional like any statement.
  await db.connection().execute(async (connection) => {
    await createRecord(connection);
    for (;;) {
      await sql`begin immediate`.execute(connection);
      let ran: boolean;
      try {
        ran = await runNext(connection, names, list);
      } catch (error) {
        await sql`rollback`.execute(connection);
        throw error;
      }
      await sql`commit`.execute(connection);
      if (!ran) return;
    }
  });
}

async function createRecord(db: Kysely<unknown>): Promise<void> {
  await sql`create table if not exists ${RECORD} (name varchar(255) not null primary key, timestamp varchar(255) not null)`.execute(db);
}

/** Runs the first pending migration and records it; false when none is pending. */
async function runNext(db: Kysely<unknown>, names: readonly string[], list: Record<string, Migration>): Promise<boolean> {
  const executed = new Set((await sql<{ name: string }>`select name from ${RECORD}`.execute(db)).rows.map((row) => row.name));
  const unknown = [...executed].filter((name) => !(name in list));
  if (unknown.length) throw new Error(`The database was migrated by a newer Scola (${unknown.join(', ')}): this version must not use it`);
  const next = names.findIndex((name) => !executed.has(name));
  if (next === -1) return false;
  const skipped = names.slice(next + 1).filter((name) => executed.has(name));
  if (skipped.length) throw new Error(`Migration ${names[next]} is missing before ${skipped.join(', ')}`);
  try {
    await list[names[next]].up(db);
  } catch (error) {
    throw new Error(`Migration ${names[next]} failed: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
  await sql`insert into ${RECORD} (name, timestamp) values (${names[next]}, ${new Date().toISOString()})`.execute(db);
  return true;
}
