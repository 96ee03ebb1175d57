import type { Kysely } from 'kysely';

/**
 * A sanction confirmed from a threshold suggestion keeps its reason as data (issue 26): the
 * trimester, the band reached (its threshold in hours) and the hours counted. Each reader (the
 * screen, the notice, the guardians' message) writes it in its own language; `reason` keeps the
 * text as the confirmer saw it, for any reader that only knows text. Null for a reason typed by hand.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('sanctions').addColumn('reason_trimester', 'integer').execute();
  await db.schema.alterTable('sanctions').addColumn('reason_threshold_hours', 'double precision').execute();
  await db.schema.alterTable('sanctions').addColumn('reason_hours', 'double precision').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const name of ['reason_hours', 'reason_threshold_hours', 'reason_trimester'])
    await db.schema.alterTable('sanctions').dropColumn(name).execute();
}
