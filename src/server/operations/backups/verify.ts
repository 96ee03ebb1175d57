/**
 * Reads an archive back as a restore would: unpacks it, checks every file against the manifest,
 * integrity-checks the database copy (SQLite) or reads the dump's whole table of contents
 * (PostgreSQL), and counts the rows. What it finds wrong is a catalogue key (`backups.problem.*`).
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { migrations } from '../../db/migrations';
import { MANIFEST, PG_DUMP_FILE, SQLITE_FILE, readManifest, type Manifest } from './manifest';
import { pgDumpContents, pgToolsAvailable } from './pgTools';
import { checkSqliteCopy } from './sqliteCheck';
import { UnreadableArchive, extractTarGz } from './tarArchive';

export const PROBLEMS = {
  unreadable: 'backups.problem.unreadable',
  checksum: 'backups.problem.checksum',
  integrity: 'backups.problem.integrity',
  newerVersion: 'backups.problem.newerVersion',
  diskFull: 'backups.problem.diskFull',
  failed: 'backups.problem.failed',
  noTools: 'backups.problem.noTools',
} as const;

export interface Verification {
  problem: string | null;
  manifest: Manifest | null;
  /** Rows of the database copy, all tables together (null when not counted: a dump, or a failure first). */
  rows: number | null;
  photos: number | null;
}

/** Whether this code knows the migration an archive was made at (an archive from a newer Scola does not). */
export const knownMigration = (name: string): boolean => name === '' || Object.hasOwn(migrations, name);

/**
 * Verifies `archive`, unpacking it into a fresh folder under `workDir` that is removed afterwards;
 * when it passes, `keep` is given the folder first (the restore moves out the files it checked).
 */
export async function verifyArchive(
  archive: string,
  workDir: string,
  keep?: (folder: string, verification: Verification) => Promise<void>,
): Promise<Verification> {
  const folder = await mkdtemp(path.join(workDir, '.verify-'));
  try {
    const verification = await check(archive, folder);
    if (keep && !verification.problem) await keep(folder, verification);
    return verification;
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

async function check(archive: string, folder: string): Promise<Verification> {
  const failed = (problem: string, manifest: Manifest | null = null): Verification => ({
    problem,
    manifest,
    rows: null,
    photos: manifest?.photos ?? null,
  });
  let files;
  try {
    files = await extractTarGz(archive, folder);
  } catch (error) {
    if (error instanceof UnreadableArchive) return failed(PROBLEMS.unreadable);
    if ((error as NodeJS.ErrnoException).code === 'ENOSPC') return failed(PROBLEMS.diskFull);
    throw error;
  }
  if (!files.some((file) => file.name === MANIFEST)) return failed(PROBLEMS.unreadable);
  const manifest = readManifest(await readFile(path.join(folder, MANIFEST), 'utf8'));
  if (!manifest) return failed(PROBLEMS.unreadable);
  const found = new Map(files.map((file) => [file.name, file]));
  for (const expected of manifest.files) {
    const file = found.get(expected.name);
    if (!file || file.size !== expected.size || file.sha256 !== expected.sha256) return failed(PROBLEMS.checksum, manifest);
  }
  if (!knownMigration(manifest.migration)) return failed(PROBLEMS.newerVersion, manifest);
  if (manifest.method === 'pg_dump') {
    if (!(await pgToolsAvailable())) return failed(PROBLEMS.noTools, manifest);
    const contents = await pgDumpContents(path.join(folder, PG_DUMP_FILE));
    return contents ? { problem: null, manifest, rows: null, photos: manifest.photos } : failed(PROBLEMS.integrity, manifest);
  }
  let copy;
  try {
    copy = await checkSqliteCopy(path.join(folder, SQLITE_FILE));
  } catch {
    return failed(PROBLEMS.integrity, manifest);
  }
  if (copy.integrity !== 'ok' || copy.migration !== manifest.migration) return failed(PROBLEMS.integrity, manifest);
  for (const [table, count] of Object.entries(manifest.tables))
    if (copy.tables[table] !== count) return failed(PROBLEMS.integrity, manifest);
  const rows = Object.values(copy.tables).reduce((sum, count) => sum + count, 0);
  return { problem: null, manifest, rows, photos: manifest.photos };
}
