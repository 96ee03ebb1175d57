import { sql, type Kysely } from 'kysely';
import { isPostgres, withId } from './dialect';

/**
 * Sign-in that one account cannot take from another, and a limit that counts failures.
 * - E-mail addresses are unique whatever their case, so an address names one account. Addresses
 *   already shared are resolved first: the oldest account keeps it, the others lose it (an
 *   administrator sees why in the audit log and sets a new one).
 * - Failed sign-ins are kept in the database, per account and per address, so every server process
 *   counts the same failures and a success can clear its account's count.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const pg = isPostgres(db);
  const shared = await sql<{ address: string; keep: number }>`
    select lower(email) as address, min(id) as keep from users where email is not null group by lower(email) having count(*) > 1`.execute(
    db,
  );
  const now = new Date().toISOString();
  for (const { address, keep } of shared.rows) {
    const losers = await sql<{
      id: number;
      email: string;
    }>`select id, email from users where lower(email) = ${address} and id <> ${keep} order by id`.execute(db);
    for (const loser of losers.rows) {
      await sql`update users set email = null, updated_at = ${now} where id = ${loser.id}`.execute(db);
      await sql`insert into audit_log (user_id, action, entity, entity_id, before_json, after_json, created_at)
        values (null, 'update', 'user', ${String(loser.id)}, ${JSON.stringify({ email: loser.email })}, ${JSON.stringify({ email: null, reason: `the address belongs to user ${keep}` })}, ${now})`.execute(
        db,
      );
    }
  }
  await db.schema.dropIndex('users_email').execute();
  await sql`create unique index users_email_unique on users (lower(email))`.execute(db);

  await withId(db.schema.createTable('sign_in_failures'), pg)
    // `user:<id>` for a known account, `login:<text>` for a name that matches none.
    .addColumn('account', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('failed_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sign_in_failures_account').on('sign_in_failures').columns(['account', 'failed_at']).execute();
  await db.schema.createIndex('sign_in_failures_address').on('sign_in_failures').columns(['address', 'failed_at']).execute();
  await db.schema.createIndex('sign_in_failures_time').on('sign_in_failures').column('failed_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('sign_in_failures').execute();
  await db.schema.dropIndex('users_email_unique').execute();
  await db.schema.createIndex('users_email').on('users').column('email').execute();
}
