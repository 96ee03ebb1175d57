import type { Kysely } from 'kysely';

/**
 * Registrations become dated periods (issue 26): a registration runs from `registered_on` to
 * `ended_on`, both days included, `ended_on` null while it runs. A transfer or a departure closes
 * the period instead of hiding the registration, so "registered in this classroom that day" can be
 * answered for any past day (docs/decisions.md, "Registration history").
 *
 * Existing rows that already ended get the best date on record: a transfer ends the day before the
 * student's next registration of the year starts; a departure (or a transfer with no later
 * registration) ends on the day its audit entry recorded it (the day before, for a transfer);
 * with no such entry, on the day of this migration (within the year), so past roll calls keep them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('registrations').addColumn('ended_on', 'text').execute();
  const d = db as unknown as Kysely<BackfillDb>;
  const ended = await d
    .selectFrom('registrations as r')
    .innerJoin('school_years as y', 'y.id', 'r.school_year_id')
    .select(['r.id', 'r.student_id', 'r.school_year_id', 'r.registered_on', 'r.status', 'y.ends_on'])
    .where('r.status', '!=', 'active')
    .orderBy('r.id')
    .execute();
  if (!ended.length) return;
  const today = new Date().toISOString().slice(0, 10);
  for (const row of ended) {
    const next = await d
      .selectFrom('registrations')
      .select('registered_on')
      .where('student_id', '=', row.student_id)
      .where('school_year_id', '=', row.school_year_id)
      .where('id', '>', row.id)
      .orderBy('id')
      .executeTakeFirst();
    let endedOn: string;
    if (row.status === 'transferred' && next) endedOn = addDays(next.registered_on, -1);
    else {
      const recorded = await d
        .selectFrom('audit_log')
        .select('created_at')
        .where('entity', '=', 'registration')
        .where('entity_id', '=', String(row.id))
        .where('action', '=', 'update')
        .where('after_json', 'like', `%"status":"${row.status}"%`)
        .orderBy('id')
        .executeTakeFirst();
      const day = recorded?.created_at.slice(0, 10) ?? (today < row.ends_on ? today : row.ends_on);
      endedOn = row.status === 'transferred' ? addDays(day, -1) : day;
    }
    await d.updateTable('registrations').set({ ended_on: endedOn }).where('id', '=', row.id).execute();
  }
}

/** Written out here: a migration must not change when shared code does. */
const addDays = (date: string, days: number): string =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('registrations').dropColumn('ended_on').execute();
}

/** The columns this migration reads, as they stand at this point of the history. */
interface BackfillDb {
  registrations: {
    id: number;
    student_id: number;
    school_year_id: number;
    registered_on: string;
    ended_on: string | null;
    status: string;
  };
  school_years: { id: number; ends_on: string };
  audit_log: { id: number; entity: string; entity_id: string; action: string; after_json: string | null; created_at: string };
}
