/** The health answer (contract/health.ts): what a load balancer, a service manager or a monitoring tool polls. */
import type { Health } from '../../../domain/contract/health';
import type { Db } from '../../db/schema';
import type { BackupFreshness } from '../backups/service';
import { migrationState } from '../../db/migrationState';
import { SCOLA_VERSION } from '../../version';
import { databaseAnswers, withinTime } from './database';
import { diskState, freeBytesOf, type FreeBytes } from './disk';
import { outboxOf } from './outbox';
import { problemsOf } from './problems';

export interface HealthSources {
  db: Db;
  /** The data folder and the backup folder: the disks that must keep room. */
  directories: readonly string[];
  /** When the newest verified backup was made (null: none) and whether that is too long ago, from the backups service. */
  backups: () => Promise<BackupFreshness>;
  freeBytes?: FreeBytes;
  /** How long each database read may take before the database counts as unreachable. */
  timeoutMs?: number;
}

export const HEALTH_TIMEOUT_MS = 2000;

export async function readHealth(sources: HealthSources): Promise<Health> {
  const { db, timeoutMs = HEALTH_TIMEOUT_MS } = sources;
  const now = Date.now();
  const [reads, disk, backups] = await Promise.all([
    databaseReads(db, now, timeoutMs),
    diskState(sources.directories, sources.freeBytes ?? freeBytesOf),
    // The backups service may read the database too: bounded the same way.
    withinTime(sources.backups(), timeoutMs).catch(() => ({ lastGoodAt: null, stale: false })),
  ]);
  const parts = { ...reads, disk, lastBackup: backups.lastGoodAt };
  return { version: SCOLA_VERSION, ...parts, ...problemsOf(parts, backups.stale) };
}

async function databaseReads(db: Db, now: number, timeoutMs: number): Promise<Pick<Health, 'database' | 'migrations' | 'outbox'>> {
  const unreachable = { database: 'unreachable', migrations: 'unknown', outbox: { queued: 0, oldestAgeSeconds: null } } as const;
  if (!(await databaseAnswers(db, timeoutMs))) return unreachable;
  try {
    const [migrations, outbox] = await withinTime(Promise.all([migrationState(db), outboxOf(db, now)]), timeoutMs);
    return { database: 'ok', migrations, outbox };
  } catch {
    // It answered a moment ago but not now: as unreachable as if it had not answered at all.
    return unreachable;
  }
}
