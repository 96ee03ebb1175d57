/**
 * `npm run restore -- <archive>` (README, "Backups and restore"): puts a backup archive back with
 * the server stopped. It refuses while a server runs on the data directory, checks the archive as
 * the backups' verification does (every checksum, the database's integrity, a migration this code
 * knows), moves the current database, photos and key aside into `DATA_DIR/before-restore-<stamp>/`,
 * puts the archive's in their place, migrates the database if the archive is older than this
 * code, and says what it did. A PostgreSQL dump is restored with pg_restore by hand (README).
 */
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { readConfig, type Config } from './config';
import { migrateToLatest, openDatabase } from './db/database';
import { pendingMigrations } from './db/migrationState';
import { translate } from './i18n';
import { ACCESS_CODE_KEY_FILE, PHOTOS, SQLITE_FILE, type Manifest } from './operations/backups/manifest';
import { runningServer } from './operations/backups/serverMark';
import { verifyArchive } from './operations/backups/verify';

/** What the restore refuses, in words for the person at the terminal. */
export class RestoreRefused extends Error {}

export interface RestoreResult {
  manifest: Manifest;
  /** Where the data that was there before went; null when there was none. */
  aside: string | null;
  /** The migrations run on the restored database, oldest first. */
  migrated: string[];
}

const DATABASE_FILES = [SQLITE_FILE, `${SQLITE_FILE}-wal`, `${SQLITE_FILE}-shm`];

const stampOf = (at: Date) => at.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);

/** Moves what exists of `names` from one folder to the other; answers the names moved. */
async function moveAll(from: string, to: string, names: readonly string[]): Promise<string[]> {
  const moved: string[] = [];
  for (const name of names) {
    if (!existsSync(path.join(from, name))) continue;
    await mkdir(to, { recursive: true });
    await rename(path.join(from, name), path.join(to, name));
    moved.push(name);
  }
  return moved;
}

export async function restoreArchive(
  archive: string,
  config: Pick<Config, 'dataDir' | 'databaseUrl' | 'accessCodeKey'>,
  say: (line: string) => void = console.log,
  now = new Date(),
): Promise<RestoreResult> {
  if (config.databaseUrl)
    throw new RestoreRefused(
      'DATABASE_URL is set: restore a PostgreSQL dump with pg_restore, as the README\'s "Backups and restore" says.',
    );
  const pid = runningServer(config.dataDir);
  if (pid) throw new RestoreRefused(`A Scola server (pid ${pid}) is running on ${config.dataDir}: stop it first.`);
  if (!existsSync(archive)) throw new RestoreRefused(`There is no file ${archive}.`);
  await mkdir(config.dataDir, { recursive: true });
  say(`Checking ${archive}...`);

  let result: RestoreResult | undefined;
  // Unpacked inside the data directory, so the checked files are renamed into place, not copied.
  const work = await mkdtemp(path.join(config.dataDir, '.restore-'));
  try {
    const verification = await verifyArchive(archive, work, async (folder, checked) => {
      const manifest = checked.manifest!;
      if (manifest.method !== 'sqlite')
        throw new RestoreRefused(
          'This archive holds a PostgreSQL dump: restore it with pg_restore, as the README\'s "Backups and restore" says.',
        );
      say(
        `The archive is sound: made ${manifest.createdAt} (${manifest.reason}) by Scola ${manifest.version} at migration ${manifest.migration}, ${checked.rows} rows, ${manifest.photos} photos.`,
      );
      const asideDir = path.join(config.dataDir, `before-restore-${stampOf(now)}`);
      // A key stays where it is when the archive brings none: codes made with it still open.
      const current = [...DATABASE_FILES, PHOTOS, ...(manifest.accessCodeKey === 'file' ? [ACCESS_CODE_KEY_FILE] : [])];
      const setAside = await moveAll(config.dataDir, asideDir, current);
      try {
        await moveAll(folder, config.dataDir, [SQLITE_FILE, PHOTOS, ...(manifest.accessCodeKey === 'file' ? [ACCESS_CODE_KEY_FILE] : [])]);
      } catch (error) {
        // Nothing half-restored: what was there goes back.
        await moveAll(config.dataDir, path.join(work, 'failed'), [SQLITE_FILE, PHOTOS, ACCESS_CODE_KEY_FILE]);
        await moveAll(asideDir, config.dataDir, setAside);
        throw error;
      }
      if (setAside.length) say(`The data that was there (${setAside.join(', ')}) is kept in ${asideDir}.`);
      result = { manifest, aside: setAside.length ? asideDir : null, migrated: [] };
    });
    if (verification.problem) throw new RestoreRefused(`The archive was not restored: ${translate('en', verification.problem)}`);
  } finally {
    await rm(work, { recursive: true, force: true });
  }
  const restored = result!;

  const database = openDatabase({ sqliteFile: path.join(config.dataDir, SQLITE_FILE) });
  try {
    restored.migrated = await pendingMigrations(database.db);
    if (restored.migrated.length) {
      say(`Migrating the restored database (${restored.migrated.join(', ')})...`);
      await migrateToLatest(database.db);
    }
  } finally {
    await database.close();
  }
  if (restored.manifest.accessCodeKey === 'environment')
    say('The access-code key was in ACCESS_CODE_KEY when this backup was made: set the same value, or printed cards will not open.');
  else if (restored.manifest.accessCodeKey === 'file' && config.accessCodeKey)
    say("ACCESS_CODE_KEY is set, so the archive's key file is not used: printed cards open only if it is the same key.");
  say(`Restored ${path.join(config.dataDir, SQLITE_FILE)}, ${restored.manifest.photos} photos. Start Scola again.`);
  return restored;
}

async function main(): Promise<void> {
  const archive = process.argv[2];
  if (!archive) {
    console.error('Usage: npm run restore -- <archive.tar.gz>');
    process.exit(2);
  }
  try {
    await restoreArchive(path.resolve(archive), readConfig());
  } catch (error) {
    console.error(error instanceof RestoreRefused ? error.message : error);
    process.exit(1);
  }
}

if (require.main === module) void main();
