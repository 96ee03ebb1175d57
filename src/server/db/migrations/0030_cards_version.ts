import { sql, type Kysely } from 'kysely';

/**
 * The secretary's "without a card" tile summed every registration against the access codes on
 * each call, some 200 ms for a university (issue 31's bench). It is kept like the other dashboard
 * figures; a code made or revoked changes no id the dashboards read, so the codes get a change
 * counter of their own, bumped in the transaction that makes or revokes them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`insert into data_versions (name, version) values ('cards', 1)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from data_versions where name = 'cards'`.execute(db);
}
