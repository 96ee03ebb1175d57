/**
 * The server's backups (README, "Backups and restore"): one at a time, in the background, with
 * its progress and the last failure kept in memory; the list read from the backup folder, where
 * each archive's verification is kept beside it (`<name>.json`); the daily schedule and the
 * retention from the options.
 */
import { mkdir, rm, stat, statfs } from 'node:fs/promises';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { backupIsStale } from '../../../domain/backups/staleness';
import {
  BACKUP_STEPS,
  type Backup,
  type BackupMethod,
  type BackupProgress,
  type BackupReason,
  type BackupState,
  type BackupStep,
} from '../../../domain/contract/backups';
import type { Config } from '../../config';
import { originOf, type DatabaseOrigin } from '../../db/database';
import type { Database } from '../../db/schema';
import { HttpError, conflict, notFound } from '../../errors';
import { PROCESS_HOLDER, runClaimed } from '../../services/shared/backgroundClaims';
import { readOptions } from '../../services/shared/options';
import { expectedBytes, makeArchive, type ArchiveSource } from './makeArchive';
import { listArchives, readSidecar, sweepLeftovers, writeSidecar } from './archiveList';
import { archiveName, parseArchiveName, sidecarName } from './names';
import { pgToolsAvailable } from './pgTools';
import { archivesToDelete } from './retention';
import { BACKUP_OPTION_DEFAULTS, dailyDue, dailySlot, scheduleOf, type BackupSchedule } from './schedule';
import { PROBLEMS, verifyArchive } from './verify';
import type { writeTarGz } from './tarArchive';

/** Free space wanted beyond twice the expected archive: the archive and its unpacked check both fit, with room to spare. */
export const SPACE_MARGIN_BYTES = 64 * 1024 * 1024;
const TICK_MS = 60_000;
/** A failed daily backup is tried again after this long, not every minute. */
const RETRY_MS = 3600_000;
/** Share of the progress bar each step takes. */
const STEP_WEIGHTS: Record<BackupStep, number> = { database: 0.35, photos: 0.05, archive: 0.35, verify: 0.2, retention: 0.05 };

export interface BackupLog {
  info(object: object, message: string): void;
  error(object: object, message: string): void;
}

export interface BackupServiceOptions {
  db: Kysely<Database>;
  config: Pick<Config, 'dataDir' | 'backupDir' | 'accessCodeKey'>;
  log?: BackupLog;
  /** Free bytes on the backup folder's disk (tests say how full it is). */
  freeBytes?: (directory: string) => Promise<number | null>;
  /** Tests put an archive writer that fills the disk here. */
  writer?: typeof writeTarGz;
  now?: () => Date;
  /** This process's name in the daily backup's claim (tests run two services in one process). */
  holder?: string;
}

const quiet: BackupLog = { info: () => undefined, error: () => undefined };

async function diskFree(directory: string): Promise<number | null> {
  try {
    const info = await statfs(directory);
    return info.bavail * info.bsize;
  } catch {
    return null;
  }
}

export type BackupFreshness = Pick<BackupState, 'lastGoodAt' | 'stale'>;

/** The later of two ISO times, either of which may be missing. */
const newestOf = (a: string | null, b: string | null): string | null => (a === null ? b : b === null || a >= b ? a : b);

/** `elsewhereAt`: the newest daily backup any process on the database made, which may sit in another machine's folder. */
function freshnessOf(method: BackupMethod, backups: Backup[], now: Date, elsewhereAt: string | null = null): BackupFreshness {
  const lastGoodAt = newestOf(backups.find((backup) => backup.verified)?.createdAt ?? null, elsewhereAt);
  return { lastGoodAt, stale: backupIsStale(lastGoodAt, method !== 'none', now.getTime()) };
}

export class BackupService {
  private readonly origin: DatabaseOrigin | undefined;
  private readonly log: BackupLog;
  private readonly now: () => Date;
  private running: (BackupProgress & { done: Promise<Backup | null>; abort: AbortController }) | null = null;
  private lastFailure: { at: string; problem: string } | null = null;
  private timer: NodeJS.Timeout | null = null;
  private ticking: Promise<void> = Promise.resolve();
  private methodFound: Promise<BackupMethod> | undefined;

  constructor(private readonly options: BackupServiceOptions) {
    // A database opened some other way (none is today) gets no backups rather than a broken one.
    this.origin = originOf(options.db);
    this.log = options.log ?? quiet;
    this.now = options.now ?? (() => new Date());
  }

  get directory(): string {
    return this.options.config.backupDir;
  }

  method(): Promise<BackupMethod> {
    this.methodFound ??= !this.origin
      ? Promise.resolve('none')
      : this.origin.dialect === 'sqlite'
        ? Promise.resolve('sqlite')
        : pgToolsAvailable().then((found) => (found ? 'pg_dump' : 'none'));
    return this.methodFound;
  }

  private async schedule(): Promise<BackupSchedule> {
    try {
      return scheduleOf(await readOptions(this.options.db));
    } catch {
      // A database from before the options table (a migration backup of a very old school).
      return { ...BACKUP_OPTION_DEFAULTS };
    }
  }

  private archives(): Promise<Backup[]> {
    return listArchives(this.directory);
  }

  /**
   * When the daily backup was last made by any process on the database: its claim is finished once
   * its archive is verified. With a backup folder on each machine, the machines that lost the claim
   * hold no archive of the day, and the school is backed up all the same.
   */
  private async lastClaimedAt(): Promise<string | null> {
    try {
      const row = await this.options.db
        .selectFrom('background_claims')
        .select((eb) => eb.fn.max('finished_at').as('at'))
        .where('job', '=', 'daily-backup')
        .executeTakeFirst();
      return row?.at ?? null;
    } catch {
      // A database from before the claims (a migration backup of an older school).
      return null;
    }
  }

  /** When the newest verified archive was made, and whether that is too long ago: the dashboard's and the health answer's warning. */
  async freshness(): Promise<BackupFreshness> {
    const method = await this.method();
    if (method === 'none') return freshnessOf(method, [], this.now());
    return freshnessOf(method, await this.archives(), this.now(), await this.lastClaimedAt());
  }

  async state(): Promise<BackupState> {
    const method = await this.method();
    const backups = method === 'none' ? [] : await this.archives();
    const { lastGoodAt, stale } = freshnessOf(method, backups, this.now(), method === 'none' ? null : await this.lastClaimedAt());
    const schedule = await this.schedule();
    return {
      method,
      directory: method === 'none' ? null : this.directory,
      freeBytes: method === 'none' ? null : await this.freeBytes(),
      backups,
      running: this.running && {
        reason: this.running.reason,
        startedAt: this.running.startedAt,
        step: this.running.step,
        progress: this.running.progress,
      },
      lastFailure: this.lastFailure,
      lastGoodAt,
      stale,
      schedule,
    };
  }

  private async freeBytes(): Promise<number | null> {
    await mkdir(this.directory, { recursive: true }).catch(() => undefined);
    return (this.options.freeBytes ?? diskFree)(this.directory);
  }

  /**
   * Starts a backup in the background: 409 while one runs, 503 where Scola makes none, 507 when
   * the disk has too little room (nothing is written then, and the failure is kept for the list).
   */
  async start(reason: BackupReason): Promise<{ name: string; done: Promise<Backup | null> }> {
    if (this.running) throw conflict('backups.problem.running');
    if ((await this.method()) === 'none') throw new HttpError(503, 'backups.problem.notByScola');
    if (this.running) throw conflict('backups.problem.running');
    const abort = new AbortController();
    const running = {
      reason,
      startedAt: this.now().toISOString(),
      step: BACKUP_STEPS[0] as BackupStep,
      progress: 0,
      abort,
      done: Promise.resolve<Backup | null>(null),
    };
    this.running = running;
    try {
      await mkdir(this.directory, { recursive: true });
      await sweepLeftovers(this.directory, this.now());
      const source = this.source();
      const free = await this.freeBytes();
      if (free !== null && free < 2 * (await expectedBytes(source)) + SPACE_MARGIN_BYTES) {
        this.fail(PROBLEMS.diskFull);
        throw new HttpError(507, PROBLEMS.diskFull);
      }
    } catch (error) {
      this.running = null;
      // A folder that cannot be made (a USB stick unplugged) is a failure the list shows, and the
      // schedule waits before trying again.
      if (!(error instanceof HttpError)) this.fail(PROBLEMS.failed);
      throw error;
    }
    running.done = this.run(running);
    return { name: archiveName(new Date(running.startedAt), reason), done: running.done };
  }

  /** Makes a backup and waits for it (before a migration, the bench, tests); null when it failed (see the state's lastFailure). */
  async backUp(reason: BackupReason): Promise<Backup | null> {
    return (await this.start(reason)).done;
  }

  private source(): ArchiveSource {
    return {
      db: this.options.db,
      origin: this.origin!,
      dataDir: this.options.config.dataDir,
      keyInEnvironment: Boolean(this.options.config.accessCodeKey),
    };
  }

  private progress(step: BackupStep, fraction: number): void {
    if (!this.running) return;
    const before = BACKUP_STEPS.slice(0, BACKUP_STEPS.indexOf(step)).reduce((sum, name) => sum + STEP_WEIGHTS[name], 0);
    this.running.step = step;
    this.running.progress = Math.min(1, before + STEP_WEIGHTS[step] * Math.max(0, Math.min(1, fraction)));
  }

  private fail(problem: string): void {
    this.lastFailure = { at: this.now().toISOString(), problem };
  }

  private async run(running: NonNullable<typeof this.running>): Promise<Backup | null> {
    const started = Date.now();
    try {
      const made = await makeArchive(this.source(), {
        reason: running.reason,
        now: new Date(running.startedAt),
        backupDir: this.directory,
        signal: running.abort.signal,
        onProgress: (step, fraction) => this.progress(step, fraction),
        writer: this.options.writer,
      });
      // Stopping: the archive is whole (renamed into place); it stays, unverified, and is checked on demand.
      if (running.abort.signal.aborted) return null;
      this.progress('verify', 0);
      const backup = await this.verifyFile(made.name);
      this.progress('retention', 0);
      await this.applyRetention();
      if (backup.problem) this.fail(backup.problem);
      else this.lastFailure = null;
      this.log.info({ name: made.name, reason: running.reason, ms: Date.now() - started, problem: backup.problem }, 'backup made');
      return backup;
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      const abandoned = running.abort.signal.aborted;
      this.fail(code === 'ENOSPC' ? PROBLEMS.diskFull : PROBLEMS.failed);
      this.log.error(
        { err: abandoned ? undefined : error, reason: running.reason, abandoned },
        abandoned ? 'backup abandoned' : 'backup failed',
      );
      return null;
    } finally {
      this.running = null;
    }
  }

  private archivePath(name: string): string {
    // The contract's pattern already refuses a path; only our own archives are ever answered.
    if (!parseArchiveName(name) || path.basename(name) !== name) throw notFound('backups.problem.notFound');
    return path.join(this.directory, name);
  }

  /** The archive's path, for the download; 404 when there is no such archive. */
  async file(name: string): Promise<string> {
    const file = this.archivePath(name);
    try {
      if (!(await stat(file)).isFile()) throw new Error('not a file');
    } catch {
      throw notFound('backups.problem.notFound');
    }
    return file;
  }

  /** Verifies an archive again (409 while a backup runs: both would want the disk) and answers it as it now reads. */
  async verify(name: string): Promise<Backup> {
    await this.file(name);
    if (this.running) throw conflict('backups.problem.running');
    return this.verifyFile(name);
  }

  private async verifyFile(name: string): Promise<Backup> {
    const file = this.archivePath(name);
    const verification = await verifyArchive(file, this.directory);
    const previous = await readSidecar(this.directory, name);
    const sidecar = {
      verified: verification.problem === null,
      verifiedAt: this.now().toISOString(),
      problem: verification.problem,
      rows: verification.rows,
      photos: verification.photos,
      version: verification.manifest?.version ?? previous?.version ?? '',
      migration: verification.manifest?.migration ?? previous?.migration ?? '',
    };
    await writeSidecar(this.directory, name, sidecar);
    const backup = (await this.archives()).find((candidate) => candidate.name === name);
    if (!backup) throw notFound('backups.problem.notFound');
    return backup;
  }

  private async applyRetention(): Promise<void> {
    const schedule = await this.schedule();
    const doomed = archivesToDelete(await this.archives(), schedule, this.now());
    for (const name of doomed) {
      await rm(path.join(this.directory, name), { force: true });
      await rm(path.join(this.directory, sidecarName(name)), { force: true });
    }
    if (doomed.length) this.log.info({ deleted: doomed }, 'old backups deleted');
  }

  /** Checks every minute whether the daily backup is due (main.ts starts it after listening). */
  startSchedule(): void {
    if (this.timer) return;
    // One tick after the other: stop() waits for the last, so a claim is never left behind a closed database.
    const next = () => (this.ticking = this.ticking.then(() => this.tick()));
    this.timer = setInterval(next, TICK_MS);
    this.timer.unref();
    void next();
  }

  private async tick(): Promise<void> {
    try {
      if (this.running || (await this.method()) === 'none') return;
      if (this.lastFailure && this.now().getTime() - Date.parse(this.lastFailure.at) < RETRY_MS) return;
      // Any verified archive made since the day's time is that day's backup: a "Back up now" at 9:00
      // is not followed by a daily one, which would then displace it from the day (retention). So is
      // a daily one another process made (its finished claim), whose archive is in its own folder.
      const here = (await this.archives()).find((backup) => backup.verified)?.createdAt ?? null;
      const last = newestOf(here, await this.lastClaimedAt());
      const { time } = await this.schedule();
      const now = this.now();
      const slot = dailySlot(time, now);
      if (!slot || !dailyDue(time, now, last ? new Date(last) : null)) return;
      // Several processes on one database (issue 31): the day's backup is claimed first, and a
      // process that loses the claim skips it. Each machine has its own backup folder under its
      // DATA_DIR, and the day's archive lands in the folder of the process that won (its backups
      // screen lists it; the others' do not). A backup that fails or is abandoned gives the claim
      // up, so another process tries at its next tick; one whose process died is taken over once
      // its heartbeat is stale (services/shared/backgroundClaims.ts).
      await runClaimed(
        {
          db: this.options.db,
          job: 'daily-backup',
          slot: slot.toISOString(),
          holder: this.options.holder ?? PROCESS_HOLDER,
          now: this.now,
          onBeatProblem: (error) => this.log.error({ err: error }, 'daily backup claim not kept'),
        },
        // A stop that came while claiming: the claim is given back, and the database closes untouched.
        () => (this.timer ? this.backUp('daily') : Promise.resolve(null)),
        (backup) => backup?.verified === true,
      );
    } catch (error) {
      if (!(error instanceof HttpError)) this.log.error({ err: error }, 'daily backup check failed');
    }
  }

  /**
   * Stops the schedule and abandons a backup in progress, waiting for it to remove its temporary
   * files: the database closes right after, and a half-made archive is never left behind.
   */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    const running = this.running;
    if (running) {
      running.abort.abort();
      await running.done;
    }
    await this.ticking;
  }
}
