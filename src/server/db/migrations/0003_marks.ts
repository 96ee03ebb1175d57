import { sql, type Kysely } from 'kysely';
import { isPostgres, withId } from './dialect';

/**
 * Marks: one table for both systems. A secondary mark has a sequence (1 to 6); an LMD mark has a
 * term (1 or 2) and an evaluation type. Partial unique indexes keep one mark per student, class
 * course and sequence (or term and type), even under concurrent saves. An LMD class course
 * belongs to a semester (`term`), so a semester's sheet knows its course units.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const pg = isPostgres(db);
  await withId(db.schema.createTable('marks'), pg)
    .addColumn('student_id', 'integer', (c) => c.notNull().references('students.id'))
    .addColumn('class_course_id', 'integer', (c) => c.notNull().references('class_courses.id'))
    .addColumn('sequence', 'integer')
    .addColumn('term', 'integer')
    .addColumn('evaluation_type', 'text')
    .addColumn('value', 'double precision', (c) => c.notNull())
    .addColumn('updated_by', 'integer', (c) => c.references('users.id'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await sql`create unique index marks_one_per_sequence on marks (class_course_id, sequence, student_id) where sequence is not null`.execute(
    db,
  );
  await sql`create unique index marks_one_per_type on marks (class_course_id, term, evaluation_type, student_id) where term is not null`.execute(
    db,
  );
  await db.schema.createIndex('marks_student').on('marks').column('student_id').execute();

  await db.schema.alterTable('class_courses').addColumn('term', 'integer').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('class_courses').dropColumn('term').execute();
  await db.schema.dropIndex('marks_student').execute();
  await db.schema.dropIndex('marks_one_per_type').execute();
  await db.schema.dropIndex('marks_one_per_sequence').execute();
  await db.schema.dropTable('marks').execute();
}
