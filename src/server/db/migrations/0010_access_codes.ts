import type { Kysely } from 'kysely';
import { isPostgres, withId } from './dialect';

/**
 * Access codes (domain.md): one per student and school year in force, stored only as a keyed hash
 * (the code itself is printed on the card and nowhere else); revoked, never deleted.
 * `access_code_lookups` logs every public lookup with its time and address (never the code) and is
 * what the lookups' rate limits count.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const pg = isPostgres(db);
  await withId(db.schema.createTable('access_codes'), pg)
    .addColumn('student_id', 'integer', (c) => c.notNull().references('students.id').onDelete('cascade'))
    .addColumn('school_year_id', 'integer', (c) => c.notNull().references('school_years.id').onDelete('cascade'))
    .addColumn('code_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('revoked_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('revoked_at', 'text')
    .execute();
  await db.schema.createIndex('access_codes_student').on('access_codes').columns(['student_id', 'school_year_id']).execute();

  await withId(db.schema.createTable('access_code_lookups'), pg)
    .addColumn('looked_up_at', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('found', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('access_code_lookups_address').on('access_code_lookups').columns(['address', 'looked_up_at']).execute();
  await db.schema.createIndex('access_code_lookups_found').on('access_code_lookups').columns(['found', 'looked_up_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('access_code_lookups').execute();
  await db.schema.dropTable('access_codes').execute();
}
