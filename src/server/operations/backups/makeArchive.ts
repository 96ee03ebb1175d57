/**
 * Makes one archive: a consistent copy of the database (SQLite's online backup API, a few pages a
 * step so saves go on between steps; or pg_dump), the photos and the access-code key file, and a
 * manifest with every file's checksum. Written under a temporary name and renamed at the end, so a
 * half-written archive is never listed as a backup; the temporary files go whatever happens.
 */
import { mkdtemp, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import type { BackupReason, BackupStep } from '../../../domain/contract/backups';
import type { DatabaseOrigin } from '../../db/database';
import type { Database } from '../../db/schema';
import { lastMigration } from '../../db/migrationState';
import { SCOLA_VERSION } from '../../version';
import { ACCESS_CODE_KEY_FILE, MANIFEST, PG_DUMP_FILE, PHOTOS, SQLITE_FILE, type Manifest } from './manifest';
import { archiveName } from './names';
import { pgDump } from './pgTools';
import { checkSqliteCopy } from './sqliteCheck';
import { writeTarGz, type TarInput } from './tarArchive';

/** Pages copied per step of SQLite's online backup: a step takes about a millisecond, then saves go on. */
export const PAGES_PER_STEP = 256;
const PHOTO_NAME = /^[a-f0-9]{32}\.jpg$/;

export interface ArchiveSource {
  db: Kysely<Database>;
  origin: DatabaseOrigin;
  dataDir: string;
  /** ACCESS_CODE_KEY is set: the key is in the environment and stays out of the archive. */
  keyInEnvironment: boolean;
}

export interface MakeOptions {
  reason: BackupReason;
  now: Date;
  backupDir: string;
  signal: AbortSignal;
  onProgress: (step: BackupStep, fraction: number) => void;
  /** Tests put a writer that fills the disk here. */
  writer?: typeof writeTarGz;
}

export interface MadeArchive {
  name: string;
  file: string;
  manifest: Manifest;
}

const aborted = () => Object.assign(new Error('backup abandoned'), { name: 'AbortError' });

async function photoNames(dataDir: string): Promise<string[]> {
  try {
    return (await readdir(path.join(dataDir, 'photos'))).filter((name) => PHOTO_NAME.test(name)).sort();
  } catch {
    return [];
  }
}

const exists = (file: string) =>
  stat(file).then(
    () => true,
    () => false,
  );

/** The files the database copy, photos and key take now: what an archive will need about as much as. */
export async function expectedBytes(source: ArchiveSource): Promise<number> {
  let bytes = 0;
  if (source.origin.sqlite) {
    const pages = source.origin.sqlite.pragma('page_count', { simple: true }) as number;
    bytes += pages * (source.origin.sqlite.pragma('page_size', { simple: true }) as number);
  } else {
    // The whole database's size: more than a dump of it takes, which errs on the safe side.
    const { rows } = await sql<{ size: number }>`select pg_database_size(current_database()) as size`.execute(source.db);
    bytes += Number(rows[0]?.size ?? 0);
  }
  for (const name of await photoNames(source.dataDir))
    bytes += await stat(path.join(source.dataDir, 'photos', name)).then(
      (info) => info.size,
      () => 0,
    );
  return bytes;
}

export async function makeArchive(source: ArchiveSource, options: MakeOptions): Promise<MadeArchive> {
  const name = archiveName(options.now, options.reason);
  const file = path.join(options.backupDir, name);
  const partial = path.join(options.backupDir, `.${name}.partial`);
  const work = await mkdtemp(path.join(options.backupDir, '.work-'));
  try {
    options.onProgress('database', 0);
    let database: TarInput;
    let migration: string;
    let tables: Record<string, number> = {};
    if (source.origin.sqlite) {
      const copy = path.join(work, SQLITE_FILE);
      await source.origin.sqlite.backup(copy, {
        progress: ({ totalPages, remainingPages }) => {
          if (options.signal.aborted) throw aborted();
          options.onProgress('database', totalPages ? 1 - remainingPages / totalPages : 1);
          return PAGES_PER_STEP;
        },
      });
      const checked = await checkSqliteCopy(copy, true);
      migration = checked.migration;
      tables = checked.tables;
      database = { name: SQLITE_FILE, file: copy };
    } else {
      const dump = path.join(work, PG_DUMP_FILE);
      migration = await lastMigration(source.db);
      await pgDump({ url: source.origin.url!, schema: source.origin.pgSchema }, dump, options.signal);
      database = { name: PG_DUMP_FILE, file: dump };
    }
    if (options.signal.aborted) throw aborted();

    options.onProgress('photos', 0);
    const photos = await photoNames(source.dataDir);
    const inputs: TarInput[] = [
      database,
      ...photos.map((photo) => ({ name: `${PHOTOS}/${photo}`, file: path.join(source.dataDir, 'photos', photo) })),
    ];
    const keyFile = path.join(source.dataDir, ACCESS_CODE_KEY_FILE);
    const keyInArchive = !source.keyInEnvironment && (await exists(keyFile));
    if (keyInArchive) inputs.push({ name: ACCESS_CODE_KEY_FILE, file: keyFile });
    options.onProgress('photos', 1);

    let manifest: Manifest | undefined;
    const writer = options.writer ?? writeTarGz;
    await writer(partial, inputs, {
      signal: options.signal,
      onFile: (_, index) => options.onProgress('archive', index / inputs.length),
      trailer: (written) => {
        manifest = {
          format: 1,
          version: SCOLA_VERSION,
          migration,
          createdAt: options.now.toISOString(),
          reason: options.reason,
          method: source.origin.sqlite ? 'sqlite' : 'pg_dump',
          accessCodeKey: source.keyInEnvironment ? 'environment' : keyInArchive ? 'file' : 'none',
          files: written,
          tables,
          photos: written.filter((entry) => entry.name.startsWith(`${PHOTOS}/`)).length,
        };
        return [{ name: MANIFEST, bytes: Buffer.from(JSON.stringify(manifest, null, 2)) }];
      },
    });
    await rename(partial, file);
    return { name, file, manifest: manifest! };
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
