import { BACKUP_STALE_HOURS } from '../contract/backups';

/**
 * Whether backups look neglected: the newest verified backup is older than BACKUP_STALE_HOURS, or
 * there is none although Scola makes backups here (SQLite, or PostgreSQL with pg_dump). Where the
 * database's operator makes them, no backup on record is no sign of trouble. The backups screen,
 * the dashboard's warning and the health answer all read this one rule.
 */
export function backupIsStale(lastGoodAt: string | null, madeHere: boolean, now: number): boolean {
  if (!madeHere) return false;
  if (lastGoodAt === null) return true;
  const at = Date.parse(lastGoodAt);
  return Number.isNaN(at) || now - at > BACKUP_STALE_HOURS * 3600_000;
}
