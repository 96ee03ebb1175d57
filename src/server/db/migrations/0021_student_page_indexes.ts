import type { Kysely } from 'kysely';

/**
 * The student's page (issue 29) lists the notices sent to one student's guardians, newest first:
 * without this index each visit read the whole outbox (ten notices a student in a year make 20,000
 * rows for a school of 2,000).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('guardian_notices_student').on('guardian_notices').columns(['student_id', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('guardian_notices_student').execute();
}
