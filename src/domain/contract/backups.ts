/**
 * Backups the server makes itself (README, "Backups"): one dated archive of the database, the
 * photos and the access-code key, verified after it is written, kept N daily and M monthly.
 * On PostgreSQL the archive is a `pg_dump` custom-format file where `pg_dump` is available;
 * otherwise backups are the database operator's job and the answer says so.
 */
import { yup } from '../validation/yup';
import { defineEndpoint } from './endpoint';

export const BACKUPS_MANAGE = ['backups.manage'] as const;

/** Why an archive was made: the daily schedule, an admin's "Back up now", or before a migration. */
export const BACKUP_REASONS = ['daily', 'manual', 'migration'] as const;
export type BackupReason = (typeof BACKUP_REASONS)[number];

/** How backups are made here: SQLite online backup, pg_dump, or not by Scola (PostgreSQL without pg_dump). */
export const BACKUP_METHODS = ['sqlite', 'pg_dump', 'none'] as const;
export type BackupMethod = (typeof BACKUP_METHODS)[number];

/** The steps of a backup in progress, in order. */
export const BACKUP_STEPS = ['database', 'photos', 'archive', 'verify', 'retention'] as const;
export type BackupStep = (typeof BACKUP_STEPS)[number];

/** A backup whose last good archive is older than this is shown as a warning on the dashboard. */
export const BACKUP_STALE_HOURS = 48;

/** An archive's file name: letters, digits, dot, dash, underscore; never a path. */
export const BACKUP_NAME_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;

export const backupSchema = yup.object({
  /** The archive's file name in the backup folder; the download and verify calls take it. */
  name: yup.string().required(),
  createdAt: yup.string().required(),
  sizeBytes: yup.number().integer().required(),
  reason: yup.string().required().oneOf(BACKUP_REASONS),
  /** The version of Scola and the last migration the archive was made with. */
  version: yup.string().required(),
  migration: yup.string().required(),
  /** Opened, integrity-checked and its rows counted after it was written. */
  verified: yup.boolean().required(),
  verifiedAt: yup.string().nullable().defined(),
  /** What the last verification found wrong (a catalogue key), null when it passed or never ran. */
  problem: yup.string().nullable().defined(),
  /** Rows per table in the archive's database, as the verification read them. */
  rows: yup.number().integer().nullable().defined(),
  photos: yup.number().integer().nullable().defined(),
});
export type Backup = yup.InferType<typeof backupSchema>;

export const backupProgressSchema = yup.object({
  reason: yup.string().required().oneOf(BACKUP_REASONS),
  startedAt: yup.string().required(),
  step: yup.string().required().oneOf(BACKUP_STEPS),
  /** 0 to 1 across all steps. */
  progress: yup.number().min(0).max(1).required(),
});
export type BackupProgress = yup.InferType<typeof backupProgressSchema>;

export const backupStateSchema = yup.object({
  method: yup.string().required().oneOf(BACKUP_METHODS),
  /** The folder archives are written to (BACKUP_DIR); null when method is 'none'. */
  directory: yup.string().nullable().defined(),
  /** Free bytes on the backup folder's disk; null when it cannot be read. */
  freeBytes: yup.number().nullable().defined(),
  /** Newest first. */
  backups: yup.array(backupSchema).required(),
  /** The backup in progress, or null. */
  running: backupProgressSchema.nullable().defined().default(null),
  /** What the last attempt failed on (a catalogue key, such as `backups.problem.diskFull`), null when it succeeded. */
  lastFailure: yup.object({ at: yup.string().required(), problem: yup.string().required() }).nullable().defined().default(null),
  /** When the newest verified archive was made, or null. */
  lastGoodAt: yup.string().nullable().defined(),
  /** True when there is no verified archive younger than BACKUP_STALE_HOURS (and method is not 'none'). */
  stale: yup.boolean().required(),
  /** The daily time (HH:MM, server's local time) and retention, from the options. */
  schedule: yup
    .object({
      time: yup.string().required(),
      keepDaily: yup.number().integer().required(),
      keepMonthly: yup.number().integer().required(),
    })
    .required(),
});
export type BackupState = yup.InferType<typeof backupStateSchema>;

const nameParams = yup.object({ name: yup.string().required().max(128).matches(BACKUP_NAME_PATTERN) });

export const getBackups = defineEndpoint({
  method: 'GET',
  path: '/api/backups',
  tag: 'Backups',
  summary: 'List backups',
  description:
    "The archives in the backup folder, newest first, with whether each was verified; the backup in progress; the last failure; and whether the last good backup is older than 48 hours (`stale`, which the dashboard shows as a warning). On PostgreSQL without `pg_dump`, `method` is `none` and the list is empty: backups are the database operator's job.",
  access: BACKUPS_MANAGE,
  response: backupStateSchema,
  errors: [401, 403],
});

export const startBackup = defineEndpoint({
  method: 'POST',
  path: '/api/backups',
  tag: 'Backups',
  summary: 'Back up now',
  description:
    "Starts a backup and answers at once with the state, `running` set; follow it with `GET /api/backups`. 409 while a backup is already running; 507 when the backup folder's disk has too little free space (nothing is written); 503 when backups are not made by Scola here (`method` `none`). Audited.",
  access: BACKUPS_MANAGE,
  status: 202,
  response: backupStateSchema,
  errors: [401, 403, 409, 503, 507],
});

export const verifyBackup = defineEndpoint({
  method: 'POST',
  path: '/api/backups/:name/verify',
  tag: 'Backups',
  summary: 'Verify a backup again',
  description:
    'Opens the archive, checks every file against its manifest, integrity-checks the database and counts its rows; answers the archive as it now reads. 404 for a name that is not an archive in the folder.',
  access: BACKUPS_MANAGE,
  params: nameParams,
  response: backupSchema,
  errors: [400, 401, 403, 404, 409],
});

export const downloadBackup = defineEndpoint({
  method: 'GET',
  path: '/api/backups/:name/file',
  tag: 'Backups',
  summary: 'Download a backup',
  description: 'The archive itself, to keep elsewhere. 404 for a name that is not an archive in the folder. Audited.',
  access: BACKUPS_MANAGE,
  params: nameParams,
  produces: ['application/octet-stream'],
  response: yup.mixed(),
  errors: [400, 401, 403, 404],
});

export const backupEndpoints = [getBackups, startBackup, verifyBackup, downloadBackup];
