import type { Kysely } from 'kysely';

/**
 * The student's page (issue 29) reads one student's records across the years. It lists the notices
 * sent to the guardians, newest first: without an index each visit read the whole outbox (ten
 * notices a student in a year make 20,000 rows for a school of 2,000). Its audit trail finds the
 * student's absences and sanctions of every year, whose indexes begin with the year.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('guardian_notices_student').on('guardian_notices').columns(['student_id', 'id']).execute();
  await db.schema.createIndex('absences_student').on('absences').column('student_id').execute();
  await db.schema.createIndex('sanctions_student').on('sanctions').column('student_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('sanctions_student').execute();
  await db.schema.dropIndex('absences_student').execute();
  await db.schema.dropIndex('guardian_notices_student').execute();
}
