import { sql, type Kysely } from 'kysely';
import { isPostgres } from './migrations/dialect';
import type { Database } from './schema';

/**
 * Makes the rest of a transaction the only one working on `key` (a slot of marks, a classroom's
 * seats, the options) until it commits, so a read-then-write such as "the marks already there,
 * then insert the new ones" cannot interleave with another writer's: concurrent writers each
 * succeed in turn, where they used to collide on a unique index (500) or overwrite each other's
 * checks. PostgreSQL takes a transaction-scoped advisory lock on the key; SQLite already runs one
 * transaction at a time on its one connection, so there is nothing to take.
 */
export async function lockFor(trx: Kysely<Database>, key: string): Promise<void> {
  if (!trx.isTransaction) throw new Error(`lockFor(${key}) outside a transaction would hold nothing`);
  if (isPostgres(trx)) await sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`.execute(trx);
}
