/** Fixed backups for the tab's and the dashboard's tests (no clock involved: every moment is written out). */
import type { Backup, BackupProgress, BackupState } from '../../domain/contract/backups';

export const BACKUPS_PATH = '/api/backups';

export const verifiedDaily: Backup = {
  name: 'scola-2026-11-27-0200-daily.tar.gz',
  createdAt: '2026-11-27T02:00:05.000Z',
  sizeBytes: 1_482_113_024,
  reason: 'daily',
  version: '0.2.0',
  migration: '0031',
  verified: true,
  verifiedAt: '2026-11-27T02:00:41.000Z',
  problem: null,
  rows: 1_254_300,
  photos: 1_240,
};

/** An archive that changed on disk since it was written: its checksum no longer matches. */
export const failedManual: Backup = {
  name: 'scola-2026-11-26-1530-manual.tar.gz',
  createdAt: '2026-11-26T15:30:12.000Z',
  sizeBytes: 912_400_000,
  reason: 'manual',
  version: '0.2.0',
  migration: '0031',
  verified: false,
  verifiedAt: '2026-11-27T08:12:00.000Z',
  problem: 'backups.problem.checksum',
  rows: null,
  photos: null,
};

export const beforeMigration: Backup = {
  name: 'scola-2026-11-20-0715-migration.tar.gz',
  createdAt: '2026-11-20T07:15:00.000Z',
  sizeBytes: 48_200,
  reason: 'migration',
  version: '0.1.9',
  migration: '0030',
  verified: true,
  verifiedAt: null,
  problem: null,
  rows: 1,
  photos: 0,
};

/** The one the tests' "Back up now" makes. */
export const madeNow: Backup = {
  ...verifiedDaily,
  name: 'scola-2026-11-27-1005-manual.tar.gz',
  createdAt: '2026-11-27T10:05:00.000Z',
  reason: 'manual',
  verifiedAt: '2026-11-27T10:05:38.000Z',
};

export const backupState = (overrides: Partial<BackupState> = {}): BackupState => ({
  method: 'sqlite',
  directory: '/media/usb-backup/scola',
  freeBytes: 48_300_000_000,
  backups: [verifiedDaily, failedManual, beforeMigration],
  running: null,
  lastFailure: null,
  lastGoodAt: verifiedDaily.createdAt,
  stale: false,
  schedule: { time: '02:00', keepDaily: 7, keepMonthly: 12 },
  ...overrides,
});

export const progress = (step: BackupProgress['step'], share: number): BackupProgress => ({
  reason: 'manual',
  startedAt: '2026-11-27T10:05:00.000Z',
  step,
  progress: share,
});

/** PostgreSQL without pg_dump: the backups are the database operator's job. */
export const noMethodState = backupState({ method: 'none', directory: null, freeBytes: null, backups: [], lastGoodAt: null });

/** No good backup for four days, and last night's failed on a full disk. */
export const staleState = backupState({
  backups: [beforeMigration],
  lastGoodAt: beforeMigration.createdAt,
  stale: true,
  lastFailure: { at: '2026-11-27T02:00:03.000Z', problem: 'backups.problem.diskFull' },
});
