import { DEFAULT_MIGRATION_TABLE, sql, type Kysely, type Migration } from 'kysely';
import type { Database } from './schema';
import { migrations } from './migrations';

// What a database has had of this code's migrations, read one way for the health answer, the backup
// before migrating, the archive's manifest and the restore.

/**
 * Where the database stands against this code's migrations: `pending` when this code has
 * migrations the database lacks, `newer` when the database records a migration this code does not
 * know (a newer Scola migrated it: this one must not write to it), `unknown` when the record cannot
 * be read. A database that has both counts as `newer`, the more dangerous of the two.
 */
export type MigrationState = 'current' | 'pending' | 'newer' | 'unknown';

/** The migrations the database records, by name; null when it has no record yet (a new database) or it cannot be read. */
async function executedMigrations(db: Kysely<Database>): Promise<string[] | null> {
  try {
    // Unqualified, the table is found the way the migrator finds it: in the first schema of the
    // search path (migratorFor gives the migrator the current schema, which is that one).
    const rows = await sql<{ name: string }>`select name from ${sql.table(DEFAULT_MIGRATION_TABLE)}`.execute(db);
    return rows.rows.map((row) => row.name).sort();
  } catch {
    return null;
  }
}

export async function migrationState(db: Kysely<Database>, list: Record<string, Migration> = migrations): Promise<MigrationState> {
  const executed = await executedMigrations(db);
  if (!executed) return 'unknown';
  const known = new Set(Object.keys(list));
  if (executed.some((name) => !known.has(name))) return 'newer';
  const done = new Set(executed);
  return [...known].every((name) => done.has(name)) ? 'current' : 'pending';
}

/** This code's migrations the database has not had yet, in the order they run. */
export async function pendingMigrations(db: Kysely<Database>, list: Record<string, Migration> = migrations): Promise<string[]> {
  const done = new Set((await executedMigrations(db)) ?? []);
  return Object.keys(list)
    .sort()
    .filter((name) => !done.has(name));
}

/** The newest migration the database has had, '' for a database never migrated. */
export async function lastMigration(db: Kysely<Database>): Promise<string> {
  return (await executedMigrations(db))?.at(-1) ?? '';
}
