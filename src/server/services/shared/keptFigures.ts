/**
 * Figures that cost far more than a glance may (a dashboard's year-wide averages, a university's
 * arrears list) are kept, per database and key, until the data under them changes: the caller
 * gives a stamp read from the database (its newest ids and change counters), so a change made
 * through any process shows at once on all. Past KEPT_FOR_MS with the same stamp (only edits the
 * stamp does not see could have changed it) the kept value is answered once more while a new one is
 * computed behind it. Each keep holds at most `max` figures, the oldest going first, and a keep
 * of figures that grow with the school (a list of students) is also bounded in bytes, so what a
 * process keeps does not grow with the school.
 */
import type { Db } from '../../db/schema';

/** How long a kept figure may be shown without being computed again. */
export const KEPT_FOR_MS = 60_000;

interface Kept {
  stamp: string;
  at: number;
  value: Promise<unknown>;
  /** A newer value being computed while this one is still shown. */
  refreshing?: boolean;
  /** The value's estimated size, once computed (a keep with a byte budget only). */
  bytes?: number;
}

/** A keep's bound in bytes: `sizeOf` estimates a computed value's size in memory, cheaply. */
export interface KeepBudget {
  bytes: number;
  sizeOf: (value: unknown) => number;
}

/** Every keep, so that a bench can measure figures computed afresh. */
const keeps: FigureKeep[] = [];

export class FigureKeep {
  private readonly kept = new WeakMap<Db, Map<string, Kept>>();

  constructor(
    private readonly max: number,
    private readonly budget?: KeepBudget,
  ) {
    keeps.push(this);
  }

  /** The figure named `key`, computed again when `stamp` differs from the one it was computed at. */
  get<T>(db: Db, key: string, stamp: string, compute: () => Promise<T>, now = Date.now()): Promise<T> {
    let figures = this.kept.get(db);
    if (!figures) this.kept.set(db, (figures = new Map()));
    const found = figures.get(key);
    if (found && found.stamp === stamp) {
      if (now - found.at >= KEPT_FOR_MS && !found.refreshing) {
        found.refreshing = true;
        const next = compute();
        next.then(
          (computed) => {
            if (figures.get(key) !== found) return;
            const kept: Kept = { stamp, at: now, value: next };
            figures.set(key, kept);
            this.weigh(figures, kept, computed);
          },
          () => {
            found.refreshing = false;
          },
        );
      }
      return found.value as Promise<T>;
    }
    const value = compute();
    const kept: Kept = { stamp, at: now, value };
    figures.delete(key);
    figures.set(key, kept);
    value.then(
      (computed) => {
        if (figures.get(key) === kept) this.weigh(figures, kept, computed);
      },
      // A failed computation is not kept: the next call tries again.
      () => {
        if (figures.get(key) === kept) figures.delete(key);
      },
    );
    if (figures.size > this.max) figures.delete(figures.keys().next().value!);
    return value;
  }

  /**
   * Notes a computed value's size and drops the oldest figures until the keep is within its
   * budget. The one just computed stays even when it alone is larger: it is the one being read.
   */
  private weigh(figures: Map<string, Kept>, kept: Kept, computed: unknown): void {
    if (!this.budget) return;
    kept.bytes = this.budget.sizeOf(computed);
    let total = 0;
    for (const figure of figures.values()) total += figure.bytes ?? 0;
    for (const [key, figure] of figures) {
      if (total <= this.budget.bytes) break;
      // Dropping one still being computed would free nothing yet.
      if (figure === kept || figure.bytes === undefined) continue;
      total -= figure.bytes;
      figures.delete(key);
    }
  }

  forget(db: Db): void {
    this.kept.delete(db);
  }
}

/** Drops every figure kept for a database, in every keep. */
export const forgetKeptFigures = (db: Db): void => keeps.forEach((keep) => keep.forget(db));
