import { sql, type Kysely } from 'kysely';
import { isPostgres, withId } from './dialect';

/**
 * Student records at scale: exemptions, one active registration per student and year enforced by
 * the database itself, indexes for the student list, and the change counters that let list
 * answers be cached safely across server processes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const pg = isPostgres(db);
  await withId(db.schema.createTable('exemptions'), pg)
    .addColumn('student_id', 'integer', (c) => c.notNull().references('students.id'))
    .addColumn('class_course_id', 'integer', (c) => c.notNull().references('class_courses.id').onDelete('cascade'))
    .addColumn('school_year_id', 'integer', (c) => c.notNull().references('school_years.id'))
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('exemptions_student_course', ['student_id', 'class_course_id'])
    .execute();
  await db.schema.createIndex('exemptions_class_course').on('exemptions').column('class_course_id').execute();

  // The rule "one active registration per student per year" holds even under concurrent saves.
  await sql`create unique index registrations_one_active on registrations (student_id, school_year_id) where status = 'active'`.execute(db);
  await db.schema.createIndex('registrations_classroom_status').on('registrations').columns(['classroom_id', 'status']).execute();

  await db.schema.createIndex('students_list').on('students').columns(['archived', 'last_name', 'first_name', 'id']).execute();
  await db.schema.createIndex('audit_log_created').on('audit_log').columns(['created_at', 'id']).execute();

  await db.schema
    .createTable('data_versions')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('version', 'integer', (c) => c.notNull())
    .execute();
  await sql`insert into data_versions (name, version) values ('students', 1)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('data_versions').execute();
  await db.schema.dropIndex('audit_log_created').execute();
  await db.schema.dropIndex('students_list').execute();
  await db.schema.dropIndex('registrations_classroom_status').execute();
  await db.schema.dropIndex('registrations_one_active').execute();
  await db.schema.dropTable('exemptions').execute();
}
