/** Archive names: `scola-YYYYMMDD-HHMMSS-<reason>.tar.gz` in UTC, so they sort by date and say why they were made. */
import { BACKUP_NAME_PATTERN, BACKUP_REASONS, type BackupReason } from '../../../domain/contract/backups';

const ARCHIVE = /^scola-(\d{4})(\d{2})(\d{2})-(\d{2})(\d{2})(\d{2})-([a-z]+)\.tar\.gz$/;

export function archiveName(at: Date, reason: BackupReason): string {
  const stamp = at.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
  return `scola-${stamp}-${reason}.tar.gz`;
}

export interface ParsedName {
  createdAt: string;
  reason: BackupReason;
}

/** The date and reason an archive's name carries, or null for a file that is not one of ours. */
export function parseArchiveName(name: string): ParsedName | null {
  const match = ARCHIVE.exec(name);
  if (!match || !BACKUP_NAME_PATTERN.test(name)) return null;
  const [, year, month, day, hour, minute, second, reason] = match;
  if (!(BACKUP_REASONS as readonly string[]).includes(reason)) return null;
  const at = new Date(`${year}-${month}-${day}T${hour}:${minute}:${second}Z`);
  if (Number.isNaN(at.getTime())) return null;
  return { createdAt: at.toISOString(), reason: reason as BackupReason };
}

/** The verification's record beside an archive. */
export const sidecarName = (name: string) => `${name}.json`;
