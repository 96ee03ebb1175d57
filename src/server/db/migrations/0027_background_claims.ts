import { sql, type Kysely } from 'kysely';

/**
 * Every server process ran the daily sweeps and the daily backup, so two processes on one database
 * swept twice and made two daily archives (issue 31). A piece of background work is now claimed
 * first, one row per job and slot (the day, the backup's scheduled time): the process that holds
 * the row does the work, beats while it works, and marks it finished; a holder that stops beating
 * (a dead process) is taken over. Times are ISO-8601 UTC text, as everywhere else.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('background_claims')
    .addColumn('job', 'varchar(100)', (column) => column.notNull())
    .addColumn('slot', 'varchar(100)', (column) => column.notNull())
    .addColumn('holder', 'varchar(200)', (column) => column.notNull())
    .addColumn('claimed_at', 'text', (column) => column.notNull())
    .addColumn('heartbeat_at', 'text', (column) => column.notNull())
    .addColumn('finished_at', 'text')
    .addPrimaryKeyConstraint('background_claims_pkey', ['job', 'slot'])
    .execute();
  // The sweep of old claims reads by age.
  await sql`create index background_claims_claimed_at on background_claims (claimed_at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('background_claims').execute();
}
