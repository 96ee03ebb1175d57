import type { Kysely } from 'kysely';

/**
 * Notices to guardians become a reliable outbox (issue 17): a guardian's e-mail beside their phone;
 * each notice gets a subject for e-mail, the time of its next attempt (back-off), a lease a sender
 * holds while sending (`claimed_until`: a sender killed mid-send lets it expire and another retries
 * with the same idempotency key), who queued it and, for a bulk send, its batch and classroom.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('students').addColumn('guardian_email', 'text').execute();
  for (const [name, type] of [
    ['subject', 'text'],
    ['next_attempt_at', 'text'],
    ['claimed_until', 'text'],
    ['batch', 'text'],
    ['last_attempt_at', 'text'],
  ] as const)
    await db.schema.alterTable('guardian_notices').addColumn(name, type).execute();
  await db.schema
    .alterTable('guardian_notices')
    .addColumn('classroom_id', 'integer', (c) => c.references('classrooms.id').onDelete('set null'))
    .execute();
  await db.schema
    .alterTable('guardian_notices')
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .execute();
  // The sender's query: queued notices due now, oldest first.
  await db.schema.createIndex('guardian_notices_due').on('guardian_notices').columns(['status', 'next_attempt_at', 'id']).execute();
  await db.schema.createIndex('guardian_notices_batch').on('guardian_notices').columns(['batch']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('guardian_notices_batch').execute();
  await db.schema.dropIndex('guardian_notices_due').execute();
  for (const name of ['created_by', 'classroom_id', 'last_attempt_at', 'batch', 'claimed_until', 'next_attempt_at', 'subject'])
    await db.schema.alterTable('guardian_notices').dropColumn(name).execute();
  await db.schema.alterTable('students').dropColumn('guardian_email').execute();
}
