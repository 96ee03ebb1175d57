/**
 * The year-wide figures a dashboard shows (averages over every sheet, every account's ledger, the
 * marks still to enter, the sanction suggestions) cost far more than a glance may: they are kept,
 * per database and figure, until the data under them changes, and computed again behind the kept
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

/** How long a kept figure may be shown without being computed again. */
export const KEPT_FOR_MS = 60_000;
/** Figures kept per database at most; the oldest goes first. */
const KEPT_MAX = 200;

interface Kept {
  stamp: string;
  at: number;
  value: Promise<unknown>;
  /** A newer value being computed while this one is still shown. */
  refreshing?: boolean;
}

const kept = new WeakMap<Db, Map<string, Kept>>();

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

/**
 * The figure named `key`, computed again when `stamp` differs from the one it was computed at. Past
 * KEPT_FOR_MS with the same stamp (only edits could have changed it), the kept value is answered
 * once more while a new one is computed behind it: the first screen stays quick, and the next call
 * has the new value.
 */
export function keptFigure<T>(db: Db, key: string, stamp: string, compute: () => Promise<T>, now = Date.now()): Promise<T> {
  let figures = kept.get(db);
  if (!figures) kept.set(db, (figures = new Map()));
  const found = figures.get(key);
  if (found && found.stamp === stamp) {
    if (now - found.at >= KEPT_FOR_MS && !found.refreshing) {
      found.refreshing = true;
      const next = compute();
      next.then(
        () => {
          if (figures.get(key) === found) figures.set(key, { stamp, at: now, value: next });
        },
        () => {
          found.refreshing = false;
        },
      );
    }
    return found.value as Promise<T>;
  }
  const value = compute();
  figures.delete(key);
  figures.set(key, { stamp, at: now, value });
  // A failed computation is not kept: the next call tries again.
  value.catch(() => {
    if (figures.get(key)?.value === value) figures.delete(key);
  });
  if (figures.size > KEPT_MAX) figures.delete(figures.keys().next().value!);
  return value;
}

/** Drops every figure kept for a database: the bench measures a dashboard computed afresh. */
export const forgetKeptFigures = (db: Db): void => void kept.delete(db);
