/** Which of this code's migrations a database has not had yet, and the last one it has had. */
import type { Kysely } from 'kysely';
import { migratorFor } from './database';
import type { Database } from './schema';

export async function pendingMigrations(db: Kysely<Database>): Promise<string[]> {
  const infos = await (await migratorFor(db)).getMigrations();
  return infos.filter((info) => !info.executedAt).map((info) => info.name);
}

/** The newest migration the database has had, '' for a database never migrated. */
export async function lastMigration(db: Kysely<Database>): Promise<string> {
  const infos = await (await migratorFor(db)).getMigrations();
  return infos.filter((info) => info.executedAt).at(-1)?.name ?? '';
}
