/**
 * The year-wide figures a dashboard shows (averages over every sheet, every account's ledger, the
 * marks still to enter, the sanction suggestions) cost far more than a glance may: they are kept
 * (shared/keptFigures.ts) until the data under them changes, and computed again behind the kept
 * value once it is a minute old. Changes are seen by the newest ids of the tables appended to (a
 * mark entered, a payment or reversal taken, a charge or discount line written) and the change
 * counters of students (registrations), marks (a mark corrected or removed) and money (a schedule
 * changed, a discount revoked) and cards (a code made or revoked), which every process reads from the database, so a change made
 * through any process shows at once on all; what is left (a coefficient or an exemption changed)
 * shows on the first call after that minute has passed. The day's journal is kept the
 * same way (a payment or reversal is a new row); the other figures of the day (absences, roll
 * calls, presence) are never kept: they are read each time.
 */
import { sql } from 'kysely';
import type { Db } from '../../db/schema';
import type { DataName } from '../shared/dataVersions';
import { FigureKeep } from '../shared/keptFigures';

/** The dashboards' figures: at most 200 per database, the oldest going first. */
export const yearFigures = new FigureKeep(200);

const version = (name: DataName) => sql`(select version from data_versions where name = ${name})`;

/** What changes when the data under a kept figure changes: one cheap read (primary-key maxima and the change counters). */
export async function dataStamp(db: Db): Promise<string> {
  const { rows } = await sql<Record<string, unknown>>`select
      (select max(id) from marks) as marks,
      (select max(id) from payments) as payments,
      (select max(id) from fee_charges) as charges,
      (select max(id) from fee_discounts) as discounts,
      ${version('students')} as students_version,
      ${version('marks')} as marks_version,
      ${version('money')} as money_version,
      ${version('cards')} as cards_version`.execute(db);
  return Object.values(rows[0])
    .map((value) => String(value ?? 0))
    .join('|');
}
