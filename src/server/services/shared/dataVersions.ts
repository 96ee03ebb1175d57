import { sql, type Kysely, type Transaction } from 'kysely';
import { prepared, slot } from '../../db/prepared';
import type { Database } from '../../db/schema';

/**
 * Change counters kept in the database, so every server process sees a change made by another:
 * a write bumps its counter in the write's own transaction, and a cached answer built at an older
 * counter is rebuilt. `students` covers students, registrations, classrooms and levels, the tables
 * the student list reads; `marks` the marks changed or removed; `money` the fee schedules changed
 * and the discounts revoked; `cards` the access codes made or revoked (new marks, payments, charges and discounts are new rows, which the
 * dashboards see by their ids).
 */
export type DataName = 'students' | 'marks' | 'money' | 'cards';

export async function bumpVersion(trx: Transaction<Database>, name: DataName): Promise<void> {
  await trx
    .updateTable('data_versions')
    .set({ version: sql`version + 1` })
    .where('name', '=', name)
    .execute();
}

const versionOf = prepared((db) => db.selectFrom('data_versions').select('version').where('name', '=', slot<DataName>('name')));

export async function readVersion(db: Kysely<Database>, name: DataName): Promise<number> {
  const [row] = await versionOf(db, { name });
  return Number(row?.version ?? 0);
}
