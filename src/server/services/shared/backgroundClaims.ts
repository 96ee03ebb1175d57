/**
 * Background work done once across the server processes on one database (issue 31): before a
 * piece of work (a job's run for a slot: the sweeps of a day, the daily backup of a scheduled
 * time) a process claims it with one statement, and only the process that wins does it. The
 * holder beats while it works and marks the claim finished when done; a finished claim is never
 * taken again, and a claim whose holder stopped beating (a process that died) is taken over by the
 * next process that asks. docs/decisions.md, "Background work once across processes", says why a
 * table rather than advisory locks.
 */
import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** A holder that has not beaten for this long is taken for dead. */
export const CLAIM_STALE_MS = 10 * 60_000;
/** How often a holder beats while it works: well inside the staleness. */
export const CLAIM_BEAT_MS = 60_000;
/** Claims are kept this long for whoever looks at the table (which process did what), then swept. */
export const CLAIM_RETENTION_DAYS = 30;

/** This process's name in the claims: the host and pid say where to look, the random part tells a restarted pid apart. */
export const PROCESS_HOLDER = `${hostname().slice(0, 100)}:${process.pid}:${randomBytes(4).toString('hex')}`;

/**
 * Claims `job`'s run for `slot` for `holder`: answers true when the holder now holds it, that is
 * when nobody had claimed it, or its holder has not beaten since `staleBefore` and it is not
 * finished. One statement, so two processes asking at once never both win (the primary key
 * serialises them on both databases).
 */
export async function claim(
  db: Kysely<Database>,
  job: string,
  slot: string,
  holder: string,
  staleBefore: Date,
  now = new Date(),
): Promise<boolean> {
  const at = now.toISOString();
  const won = await db
    .insertInto('background_claims')
    .values({ job, slot, holder, claimed_at: at, heartbeat_at: at, finished_at: null })
    .onConflict((conflict) =>
      conflict
        .columns(['job', 'slot'])
        .doUpdateSet({
          holder: sql<string>`excluded.holder`,
          claimed_at: sql<string>`excluded.claimed_at`,
          heartbeat_at: sql<string>`excluded.heartbeat_at`,
        })
        .where(sql<boolean>`background_claims.finished_at is null and background_claims.heartbeat_at < ${staleBefore.toISOString()}`),
    )
    // Both databases return no row when the update's condition refuses it: the claim was lost.
    .returning('holder')
    .executeTakeFirst();
  return won?.holder === holder;
}

/** Sets `columns` on the holder's own unfinished claim; false when it is no longer the holder's. */
async function updateHeld(
  db: Kysely<Database>,
  job: string,
  slot: string,
  holder: string,
  columns: { heartbeat_at: string; finished_at?: string },
): Promise<boolean> {
  const result = await db
    .updateTable('background_claims')
    .set(columns)
    .where('job', '=', job)
    .where('slot', '=', slot)
    .where('holder', '=', holder)
    .where('finished_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Tells the others the holder still works on it; false when the claim is no longer its own (taken over, or finished). */
export async function beat(db: Kysely<Database>, job: string, slot: string, holder: string, now = new Date()): Promise<boolean> {
  return updateHeld(db, job, slot, holder, { heartbeat_at: now.toISOString() });
}

/** Marks the work done: nobody claims it again. False when the claim was no longer the holder's. */
export async function finish(db: Kysely<Database>, job: string, slot: string, holder: string, now = new Date()): Promise<boolean> {
  const at = now.toISOString();
  return updateHeld(db, job, slot, holder, { heartbeat_at: at, finished_at: at });
}

/** Gives up an unfinished claim (the work failed), so that another process may try at once rather than after the staleness. */
export async function release(db: Kysely<Database>, job: string, slot: string, holder: string): Promise<void> {
  await db
    .deleteFrom('background_claims')
    .where('job', '=', job)
    .where('slot', '=', slot)
    .where('holder', '=', holder)
    .where('finished_at', 'is', null)
    .execute();
}

/** Deletes the claims nobody has touched since `before` (finished or abandoned); answers how many went. */
export async function sweepClaims(db: Kysely<Database>, before: Date): Promise<number> {
  const result = await db.deleteFrom('background_claims').where('heartbeat_at', '<', before.toISOString()).executeTakeFirst();
  return Number(result.numDeletedRows);
}

export interface ClaimedRun {
  db: Kysely<Database>;
  job: string;
  slot: string;
  holder?: string;
  now?: () => Date;
  staleMs?: number;
  beatMs?: number;
  /** Told when a beat fails or finds the claim taken over; the work goes on (its result may then be made twice). */
  onBeatProblem?: (error: unknown) => void;
}

export type ClaimedResult<T> = { claimed: false } | { claimed: true; result: T };

/**
 * Claims the run and, when won, does `work` while beating, then finishes the claim when `done`
 * says the result is the work done, or releases it (a failure, a throw) so that another process,
 * or this one later, tries again.
 */
export async function runClaimed<T>(
  run: ClaimedRun,
  work: () => Promise<T>,
  done: (result: T) => boolean = () => true,
): Promise<ClaimedResult<T>> {
  const { db, job, slot, holder = PROCESS_HOLDER, now = () => new Date(), staleMs = CLAIM_STALE_MS, beatMs = CLAIM_BEAT_MS } = run;
  const started = now();
  if (!(await claim(db, job, slot, holder, new Date(started.getTime() - staleMs), started))) return { claimed: false };
  const problem = run.onBeatProblem ?? (() => undefined);
  const beating = setInterval(() => {
    beat(db, job, slot, holder, now()).then((held) => held || problem(new Error(`claim ${job} ${slot} lost`)), problem);
  }, beatMs);
  beating.unref();
  let result: T;
  try {
    result = await work();
  } catch (error) {
    clearInterval(beating);
    await release(db, job, slot, holder).catch(() => undefined);
    throw error;
  }
  clearInterval(beating);
  if (done(result)) await finish(db, job, slot, holder, now());
  else await release(db, job, slot, holder);
  return { claimed: true, result };
}
