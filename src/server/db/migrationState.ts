import { DEFAULT_MIGRATION_TABLE, sql, type Kysely, type Migration } from 'kysely';
import type { Database } from './schema';
import { migrations } from './migrations';

/**
 * Where the database stands against this code's migrations: `pending` when this code has
 * migrations the database lacks, `newer` when the database records a migration this code does not
 * know (a newer Scola migrated it: this one must not write to it), `unknown` when the record cannot
 * be read. A database that has both counts as `newer`, the more dangerous of the two.
 */
export type MigrationState = 'current' | 'pending' | 'newer' | 'unknown';

export async function migrationState(db: Kysely<Database>, list: Record<string, Migration> = migrations): Promise<MigrationState> {
  let executed: string[];
  try {
    // Unqualified, the table is found the way the migrator finds it: in the first schema of the
    // search path (migratorFor gives the migrator the current schema, which is that one).
    const rows = await sql<{ name: string }>`select name from ${sql.table(DEFAULT_MIGRATION_TABLE)}`.execute(db);
    executed = rows.rows.map((row) => row.name);
  } catch {
    return 'unknown';
  }
  const known = new Set(Object.keys(list));
  if (executed.some((name) => !known.has(name))) return 'newer';
  const done = new Set(executed);
  return [...known].every((name) => done.has(name)) ? 'current' : 'pending';
}
