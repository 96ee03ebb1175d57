/**
 * The daily sweeps: audit entries past their retention, request-limit windows that have ended and
 * old background claims. Every process checks each hour, but the day's sweeps are claimed (job
 * `sweeps`, slot the UTC day), so on several processes they run once a day, in whichever process
 * asks first after midnight (UTC); a process that dies mid-sweep is taken over after the claim's
 * staleness.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { forgetEndedWindows } from '../http/rateLimitStore';
import { sweepAudit } from '../services/shared/audit';
import { CLAIM_RETENTION_DAYS, PROCESS_HOLDER, runClaimed, sweepClaims } from '../services/shared/backgroundClaims';

const CHECK_MS = 3600_000;
const DAY_MS = 24 * 3600_000;

export interface SweepLog {
  info(object: object, message: string): void;
  error(object: object, message: string): void;
}

export interface DailySweepOptions {
  db: Kysely<Database>;
  auditRetentionDays: number;
  log: SweepLog;
  holder?: string;
  now?: () => Date;
}

/** Runs the day's sweeps when this process wins the day's claim; answers whether it did. */
export async function sweepOnceToday(options: DailySweepOptions): Promise<boolean> {
  const { db, auditRetentionDays, log, holder = PROCESS_HOLDER, now = () => new Date() } = options;
  const run = await runClaimed({ db, job: 'sweeps', slot: now().toISOString().slice(0, 10), holder, now }, async () => {
    // Each sweep on its own: one failing does not keep the others from running.
    await sweepAudit(db, auditRetentionDays, now()).then(
      (deleted) => deleted && log.info({ deleted, retentionDays: auditRetentionDays }, 'old audit entries deleted'),
      (error: unknown) => log.error({ err: error }, 'audit sweep failed'),
    );
    // A request limit's row whose window has ended counts nothing any more.
    await forgetEndedWindows(db, now().getTime()).catch((error: unknown) => log.error({ err: error }, 'request-limit sweep failed'));
    await sweepClaims(db, new Date(now().getTime() - CLAIM_RETENTION_DAYS * DAY_MS)).catch((error: unknown) =>
      log.error({ err: error }, 'background-claim sweep failed'),
    );
  });
  return run.claimed;
}

/** Sweeps at start (when the day's sweeps are not done yet) and checks each hour; answers the stop, which waits for a sweep under way. */
export function startDailySweeps(options: DailySweepOptions): () => Promise<void> {
  const check = () => sweepOnceToday(options).catch((error: unknown) => options.log.error({ err: error }, 'daily sweeps failed'));
  let sweeping = check();
  // One after the other: a slow sweep is never overlapped by the next check.
  const timer = setInterval(() => (sweeping = sweeping.then(check)), CHECK_MS);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await sweeping;
  };
}
