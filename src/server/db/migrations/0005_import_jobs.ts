import type { Kysely } from 'kysely';

/**
 * Student imports, kept in the database rather than in one process's memory: a preview survives a
 * restart and can be run by any process, and a job whose process died reads as failed instead of
 * vanishing. `id` is the random id the API hands out; `rows_json` holds the checked rows (JSON text)
 * until the job ends; `message_key` and `message_values` (JSON text) are a catalogue key and its
 * values, translated when read. `heartbeat_at` is refreshed by the process running the job
 * (PostgreSQL), so other processes can tell a live job from a dead one.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('import_jobs')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('rows_json', 'text')
    .addColumn('total', 'integer', (c) => c.notNull())
    .addColumn('valid', 'integer', (c) => c.notNull())
    .addColumn('processed', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created', 'integer', (c) => c.notNull().defaultTo(0))
    // No foreign key: a classroom deleted after the preview makes the run fail with its own message.
    .addColumn('classroom_id', 'integer')
    .addColumn('message_key', 'text')
    .addColumn('message_values', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('heartbeat_at', 'text')
    .execute();
  await db.schema.createIndex('import_jobs_status_expires').on('import_jobs').columns(['status', 'expires_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('import_jobs_status_expires').execute();
  await db.schema.dropTable('import_jobs').execute();
}
