/**
 * Before the server migrates a school's database, it backs it up with the code about to migrate
 * (the archive records the migration the database was at): an upgrade that goes wrong has its
 * way back. A new database has nothing to keep; where Scola makes no backups (PostgreSQL without
 * pg_dump) the operator's own backups stand in, and the log says so.
 */
import type { Kysely } from 'kysely';
import type { Config } from '../../config';
import { lastMigration, pendingMigrations } from '../../db/migrationState';
import type { Database } from '../../db/schema';
import { HttpError } from '../../errors';
import { BackupService } from './service';

export async function backUpBeforeMigrating(
  db: Kysely<Database>,
  config: Pick<Config, 'dataDir' | 'backupDir' | 'accessCodeKey'>,
  say: (line: string) => void = console.log,
): Promise<string | null> {
  const pending = await pendingMigrations(db);
  if (!pending.length || !(await lastMigration(db))) return null;
  const backups = new BackupService({ db, config });
  if ((await backups.method()) === 'none') {
    say(`Migrating without a backup: pg_dump is not installed, so the database's operator keeps its backups.`);
    return null;
  }
  say(`Backing up before ${pending.length} migration(s) (${pending.join(', ')})...`);
  let problem: string;
  try {
    const made = await backups.backUp('migration');
    if (made && !made.problem) {
      say(`Backed up to ${config.backupDir}/${made.name}`);
      return made.name;
    }
    problem = made?.problem ?? (await backups.state()).lastFailure?.problem ?? 'backups.problem.failed';
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    problem = error.messageKey;
  }
  // An upgrade without a way back is the risk this backup exists for: stop rather than migrate.
  throw new Error(
    `The backup before migrating failed (${problem}); the database was not migrated. Free space on BACKUP_DIR (${config.backupDir}) or point it elsewhere, then start again.`,
  );
}
