import { sql, type Kysely } from 'kysely';
import { isPostgres } from './dialect';

/**
 * The secretary's rush (issue 29) asks, for every new student, which records bear the same names,
 * and gives each the year's next matricule. On a school of 100,000 both read every student: the
 * names were compared through lower(), which no index serves, and the highest matricule was found
 * by sorting the year's matricules by length. The names are now compared as a range of the folded
 * text, in byte order (PostgreSQL's "C" collation, SQLite's own), and the matricules are indexed
 * by length, then text, as they are ordered.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) await sql`create index students_search_prefix on students (search_text collate "C")`.execute(db);
  else await db.schema.createIndex('students_search_prefix').on('students').column('search_text').execute();
  await sql`create index students_matricule_length on students (length(matricule), matricule)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('students_matricule_length').execute();
  await db.schema.dropIndex('students_search_prefix').execute();
}
