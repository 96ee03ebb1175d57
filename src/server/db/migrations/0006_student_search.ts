import type { Kysely } from 'kysely';
import { studentSearchText } from '../../../domain/students/searchText';

/**
 * Search by each word of a query, ignoring accents and case (issue 12): neither database folds
 * accents without an extension, so each student keeps its names and matricule folded in
 * `search_text`, written with the record, and the list matches every word against it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('students')
    .addColumn('search_text', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  const students = db as unknown as Kysely<{
    students: { id: number; first_name: string; last_name: string; matricule: string; search_text: string };
  }>;
  const BATCH = 500;
  for (let lastId = 0; ;) {
    const rows = await students
      .selectFrom('students')
      .select(['id', 'first_name', 'last_name', 'matricule'])
      .where('id', '>', lastId)
      .orderBy('id')
      .limit(BATCH)
      .execute();
    if (rows.length === 0) break;
    for (const row of rows) {
      const text = studentSearchText({ lastName: row.last_name, firstName: row.first_name, matricule: row.matricule });
      await students.updateTable('students').set({ search_text: text }).where('id', '=', row.id).execute();
    }
    lastId = rows[rows.length - 1].id;
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('students').dropColumn('search_text').execute();
}
