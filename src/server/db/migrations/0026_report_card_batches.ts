import type { Kysely } from 'kysely';
import { isPostgres } from './dialect';

/**
 * Whole-school report-card batches were kept in one process's memory and their PDF in its
 * DATA_DIR, so behind a load balancer the other process answered 404 (issue 31). Each batch is now
 * a row: its request (to start it again), its progress, and once done the PDF itself (a school's
 * file is about 10 MB), so a second machine needs only the database. `heartbeat_at` is refreshed
 * by the process making the batch; a running batch whose heartbeat is old is claimed by another
 * process, which bumps `runs`: every write of a run is conditioned on its own number, so a run
 * that lost its batch stops instead of writing over the new one.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('report_card_batches')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('status', 'text', (c) => c.notNull())
    // No foreign keys on the request: a year or level deleted meanwhile makes the run fail on its own.
    .addColumn('school_year_id', 'integer', (c) => c.notNull())
    .addColumn('level_id', 'integer')
    .addColumn('period_type', 'text', (c) => c.notNull())
    .addColumn('period', 'integer', (c) => c.notNull())
    .addColumn('lang', 'text', (c) => c.notNull())
    .addColumn('classrooms', 'integer', (c) => c.notNull())
    .addColumn('classrooms_done', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('total', 'integer', (c) => c.notNull())
    .addColumn('made', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('bytes', 'integer')
    .addColumn('message', 'text')
    .addColumn('pdf', isPostgres(db) ? 'bytea' : 'blob')
    .addColumn('runs', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('heartbeat_at', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('report_card_batches_expires').on('report_card_batches').column('expires_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('report_card_batches_expires').execute();
  await db.schema.dropTable('report_card_batches').execute();
}
