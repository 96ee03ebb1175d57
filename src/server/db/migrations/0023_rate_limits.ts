import { sql, type Kysely } from 'kysely';

/**
 * The limits on password-reset requests and sign-ups were counted in each process's memory, so two
 * processes behind a load balancer allowed twice as many (issue 31). Each limit's count now lives
 * here, one row per route and address, and a hit counts in one atomic statement.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('rate_limits')
    .addColumn('bucket', 'varchar(400)', (column) => column.primaryKey())
    .addColumn('hits', 'integer', (column) => column.notNull())
    // Milliseconds since 1970, as the limiter counts its windows.
    .addColumn('window_ends', 'bigint', (column) => column.notNull())
    .execute();
  await sql`create index rate_limits_window_ends on rate_limits (window_ends)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('rate_limits').execute();
}
