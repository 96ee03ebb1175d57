/**
 * Which archives go (docs/decisions.md, "Backups (issue 27)"): the newest of each of the last
 * `keepDaily` days that have one and of each of the last `keepMonthly` months stay, preferring a
 * verified archive to a newer unverified one; a pre-migration archive younger than `keepDaily`
 * days stays too (it is an upgrade's way back, and the day's later daily would displace it); the
 * newest verified archive never goes, whatever the options say.
 */
import type { BackupReason } from '../../../domain/contract/backups';

export interface RetainedArchive {
  name: string;
  createdAt: string;
  reason: BackupReason;
  verified: boolean;
}

export interface Retention {
  keepDaily: number;
  keepMonthly: number;
}

const DAY_MS = 24 * 3600 * 1000;

/** The best archive of each period (newest verified, else newest), for the `count` newest periods. */
function bestPerPeriod(archives: readonly RetainedArchive[], periodOf: (archive: RetainedArchive) => string, count: number): string[] {
  const periods = new Map<string, RetainedArchive>();
  for (const archive of archives) {
    const period = periodOf(archive);
    const best = periods.get(period);
    if (!best || (archive.verified && !best.verified) || (archive.verified === best.verified && archive.createdAt > best.createdAt))
      periods.set(period, archive);
  }
  return [...periods.entries()]
    .sort(([a], [b]) => (a < b ? 1 : -1))
    .slice(0, Math.max(0, count))
    .map(([, archive]) => archive.name);
}

/** The names to delete, among `archives` (any order). */
export function archivesToDelete(archives: readonly RetainedArchive[], retention: Retention, now: Date): string[] {
  const keep = new Set<string>([
    ...bestPerPeriod(archives, (archive) => archive.createdAt.slice(0, 10), retention.keepDaily),
    ...bestPerPeriod(archives, (archive) => archive.createdAt.slice(0, 7), retention.keepMonthly),
  ]);
  for (const archive of archives)
    if (archive.reason === 'migration' && now.getTime() - Date.parse(archive.createdAt) < retention.keepDaily * DAY_MS)
      keep.add(archive.name);
  const newestVerified = archives.filter((archive) => archive.verified).sort((a, b) => (a.createdAt < b.createdAt ? 1 : -1))[0];
  if (newestVerified) keep.add(newestVerified.name);
  return archives.filter((archive) => !keep.has(archive.name)).map((archive) => archive.name);
}
