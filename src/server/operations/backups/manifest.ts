/** What an archive says about itself (manifest.json, its last file): enough to check it and to restore it. */
import type { BackupMethod, BackupReason } from '../../../domain/contract/backups';
import type { TarFile } from './tarArchive';

export const MANIFEST = 'manifest.json';
/** The database's file in the archive: SQLite's snapshot or PostgreSQL's custom-format dump. */
export const SQLITE_FILE = 'scola.sqlite';
export const PG_DUMP_FILE = 'scola.dump';
export const PHOTOS = 'photos';
export const ACCESS_CODE_KEY_FILE = 'access-code.key';

export interface Manifest {
  format: 1;
  version: string;
  /** The last migration the database had when it was copied. */
  migration: string;
  createdAt: string;
  reason: BackupReason;
  method: Exclude<BackupMethod, 'none'>;
  /** `file`: the key file is in the archive; `environment`: ACCESS_CODE_KEY was set and is not; `none`: no key yet. */
  accessCodeKey: 'file' | 'environment' | 'none';
  /** Every other file of the archive. */
  files: TarFile[];
  /** Rows per table of the database copy (SQLite; empty for a PostgreSQL dump, whose rows are not counted). */
  tables: Record<string, number>;
  photos: number;
}

export function readManifest(text: string): Manifest | null {
  try {
    const manifest = JSON.parse(text) as Manifest;
    if (manifest.format !== 1 || !Array.isArray(manifest.files) || typeof manifest.migration !== 'string') return null;
    return manifest;
  } catch {
    return null;
  }
}
