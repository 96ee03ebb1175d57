/**
 * Student import jobs, kept in the database (table import_jobs) so that an accepted import is never
 * silently lost: a preview survives a restart and may be run by any process, and a job either ends
 * done (with its students, in the same transaction) or reads as failed with its reason.
 *
 * previewed ──run──▶ running ──▶ done (students and job row committed together)
 *                           └──▶ failed (rolled back: nothing written; or its process died)
 *
 * While a job runs, its progress is live in the process that writes it (this class's `live` map);
 * other processes read the row, whose `processed` and `heartbeat_at` the writer refreshes on
 * PostgreSQL. A running job nobody is writing any more is marked failed ("interrupted") by the
 * first reader or the next start-up: on SQLite one process serves the file, so a running job that
 * is not live here is dead; on PostgreSQL, one whose heartbeat is older than STALE_MS.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { ExpressionBuilder, Kysely, Updateable } from 'kysely';
import type { StudentBody } from '../../../domain/contract/students';
import { isPostgres } from '../../db/migrations/dialect';
import type { Database, ImportJobTable } from '../../db/schema';
import { badRequest, conflict, HttpError, notFound } from '../../errors';
import { isoIn, nowIso } from '../shared/clock';
import { writeStudents } from './studentImport';

export type ImportStatus = ImportJobTable['status'];

/** A previewed import waits this long to be run. */
export const PREVIEW_LIFETIME_SECONDS = 60 * 60;
/** A finished job (done or failed, its rows dropped) can be read this long, then is deleted. */
export const FINISHED_LIFETIME_SECONDS = 7 * 24 * 60 * 60;
/** How often the writing process says it is alive (PostgreSQL only), and when silence means dead. */
const HEARTBEAT_MS = 10_000;
const STALE_MS = 60_000;

export const INTERRUPTED = 'errors.importInterrupted';

export interface ImportMessage {
  key: string;
  values: Record<string, string | number>;
}

export interface ImportJob {
  id: string;
  userId: number;
  status: ImportStatus;
  total: number;
  valid: number;
  processed: number;
  created: number;
  classroomId: number | null;
  /** A catalogue key, translated in the reader's language when answered. */
  message: ImportMessage | null;
}

type Say = (key: string, values?: Record<string, string | number>) => string;

/** The answer of the three import endpoints (without the preview's rows). */
export const importStatus = (job: ImportJob, say: Say) => ({
  id: job.id,
  status: job.status,
  total: job.total,
  valid: job.valid,
  processed: job.processed,
  created: job.created,
  classroomId: job.classroomId,
  message: job.message ? say(job.message.key, job.message.values) : null,
});

const STATE_COLUMNS = [
  'id',
  'user_id',
  'status',
  'total',
  'valid',
  'processed',
  'created',
  'classroom_id',
  'message_key',
  'message_values',
  'expires_at',
  'heartbeat_at',
] as const;

type StateRow = Pick<ImportJobTable, (typeof STATE_COLUMNS)[number]>;

const jobOf = (row: StateRow): ImportJob => ({
  id: row.id,
  userId: row.user_id,
  status: row.status,
  total: row.total,
  valid: row.valid,
  processed: row.processed,
  created: row.created,
  classroomId: row.classroom_id,
  message: row.message_key
    ? { key: row.message_key, values: row.message_values ? (JSON.parse(row.message_values) as ImportMessage['values']) : {} }
    : null,
});

const messageOf = (error: unknown): ImportMessage =>
  error instanceof HttpError ? { key: error.messageKey, values: error.values } : { key: 'errors.importFailed', values: {} };

/** The columns of a job that ended in failure: no rows kept, nothing counted as written. */
const failedColumns = (message: ImportMessage, now: string): Updateable<ImportJobTable> => ({
  status: 'failed',
  processed: 0,
  rows_json: null,
  message_key: message.key,
  message_values: Object.keys(message.values).length ? JSON.stringify(message.values) : null,
  updated_at: now,
  expires_at: isoIn(FINISHED_LIFETIME_SECONDS),
});

const staleBefore = () => new Date(Date.now() - STALE_MS).toISOString();

export class ImportJobs {
  /** Jobs this process is writing (or about to): their progress is live here only. */
  private readonly live = new Map<string, ImportJob>();
  /** The work under way, so closing the app waits for it rather than pulling the database away. */
  private readonly running = new Set<Promise<unknown>>();
  private readonly postgres: boolean;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly log: FastifyBaseLogger,
  ) {
    this.postgres = isPostgres(db);
  }

  /** At start-up: jobs left running by a dead process read as failed; expired ones are deleted. */
  async recover(): Promise<void> {
    const now = nowIso();
    let dead = this.db
      .updateTable('import_jobs')
      .set(failedColumns({ key: INTERRUPTED, values: {} }, now))
      .where('status', '=', 'running');
    // One process serves a SQLite file, and it is starting: nothing it ran before is still running.
    if (this.postgres) dead = dead.where(this.stale());
    const ids = [...this.live.keys()];
    if (ids.length) dead = dead.where('id', 'not in', ids);
    await dead.execute();
    await this.sweep(now);
  }

  /** Waits for the jobs this process is writing (the app is closing). */
  async close(): Promise<void> {
    while (this.running.size) await Promise.allSettled([...this.running]);
  }

  /** Keeps checked rows under a new random id until they are run or expire. */
  async preview(input: {
    userId: number;
    rows: readonly StudentBody[];
    valid: number;
    classroomId: number | null;
    message: ImportMessage | null;
  }): Promise<ImportJob> {
    const now = nowIso();
    await this.sweep(now);
    const job: ImportJob = {
      id: randomBytes(18).toString('base64url'),
      userId: input.userId,
      status: 'previewed',
      total: input.rows.length,
      valid: input.valid,
      processed: 0,
      created: 0,
      classroomId: input.classroomId,
      message: input.message,
    };
    await this.db
      .insertInto('import_jobs')
      .values({
        id: job.id,
        user_id: job.userId,
        status: job.status,
        // Rows with problems can never be run: keep nothing for them.
        rows_json: job.valid === job.total ? JSON.stringify(input.rows) : null,
        total: job.total,
        valid: job.valid,
        processed: 0,
        created: 0,
        classroom_id: job.classroomId,
        message_key: job.message?.key ?? null,
        message_values: job.message && Object.keys(job.message.values).length ? JSON.stringify(job.message.values) : null,
        created_at: now,
        updated_at: now,
        expires_at: isoIn(PREVIEW_LIFETIME_SECONDS),
        heartbeat_at: null,
      })
      .execute();
    return job;
  }

  /**
   * Runs a previewed import once: the row goes from previewed to running in one conditional update,
   * so of two clicks (or two processes) exactly one wins; the other gets 409. The students are
   * written in the background; the answer is the job as it starts.
   */
  async start(id: string, userId: number): Promise<ImportJob> {
    const row = await this.db
      .selectFrom('import_jobs')
      .select([...STATE_COLUMNS, 'rows_json'])
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (!row || (row.status === 'previewed' && row.expires_at <= nowIso())) throw notFound('errors.importNotFound');
    if (row.status !== 'previewed' || this.live.has(id)) throw conflict('errors.importStarted');
    if (row.valid !== row.total || row.rows_json === null) throw badRequest('errors.importHasProblems', { count: row.total - row.valid });
    const job: ImportJob = { ...jobOf(row), status: 'running' };
    // Claimed here before the update, so no reader in this process takes it for a dead job.
    this.live.set(id, job);
    const now = nowIso();
    let flipped = false;
    try {
      const result = await this.db
        .updateTable('import_jobs')
        .set({ status: 'running', heartbeat_at: now, updated_at: now })
        .where('id', '=', id)
        .where('status', '=', 'previewed')
        .where('expires_at', '>', now)
        .executeTakeFirst();
      flipped = Number(result.numUpdatedRows) === 1;
    } finally {
      if (!flipped) this.live.delete(id);
    }
    if (!flipped) throw row.expires_at <= now ? notFound('errors.importNotFound') : conflict('errors.importStarted');
    const rows = JSON.parse(row.rows_json) as StudentBody[];
    this.track(this.write(job, rows));
    return { ...job };
  }

  /** The job as its owner may read it, or undefined (unknown, someone else's, or an expired preview). */
  async find(id: string, userId: number): Promise<ImportJob | undefined> {
    const here = this.live.get(id);
    if (here) return here.userId === userId ? { ...here } : undefined;
    const row = await this.db
      .selectFrom('import_jobs')
      .select(STATE_COLUMNS)
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (!row) return undefined;
    if (row.status === 'previewed' && row.expires_at <= nowIso()) return undefined;
    if (row.status !== 'running') return jobOf(row);
    // It may have started here while the row was read.
    const started = this.live.get(id);
    if (started) return { ...started };
    if (this.postgres && (row.heartbeat_at ?? '') >= staleBefore()) return jobOf(row);
    const interrupted: ImportMessage = { key: INTERRUPTED, values: {} };
    let mark = this.db
      .updateTable('import_jobs')
      .set(failedColumns(interrupted, nowIso()))
      .where('id', '=', id)
      .where('status', '=', 'running');
    if (this.postgres) mark = mark.where(this.stale());
    const marked = await mark.executeTakeFirst();
    if (Number(marked.numUpdatedRows) === 1) return { ...jobOf(row), status: 'failed', processed: 0, message: interrupted };
    // Someone else moved it meanwhile (it finished, or its writer beat again): read it afresh.
    return this.find(id, userId);
  }

  /**
   * Writes the rows in one transaction. "done" is written in that same transaction, and only if the
   * row still says running: a job already declared dead by another process rolls back instead of
   * committing students the row says were never written.
   */
  private async write(job: ImportJob, rows: readonly StudentBody[]): Promise<void> {
    const beat = this.postgres ? setInterval(() => this.track(this.beat(job)), HEARTBEAT_MS) : undefined;
    beat?.unref();
    try {
      const created = await this.db.transaction().execute(async (trx) => {
        const count = await writeStudents(trx, rows, job.classroomId, job.userId, (written) => {
          job.processed += written;
        });
        const now = nowIso();
        const done = await trx
          .updateTable('import_jobs')
          .set({
            status: 'done',
            processed: count,
            created: count,
            rows_json: null,
            message_key: null,
            message_values: null,
            updated_at: now,
            heartbeat_at: now,
            expires_at: isoIn(FINISHED_LIFETIME_SECONDS),
          })
          .where('id', '=', job.id)
          .where('status', '=', 'running')
          .executeTakeFirst();
        if (Number(done.numUpdatedRows) !== 1) throw new HttpError(500, INTERRUPTED);
        return count;
      });
      Object.assign(job, { status: 'done', processed: created, created, message: null });
    } catch (error) {
      Object.assign(job, { status: 'failed', processed: 0, message: messageOf(error) });
      if (error instanceof HttpError)
        this.log.info({ importId: job.id, reason: error.messageKey }, 'student import refused; nothing written');
      else this.log.error({ err: error, importId: job.id }, 'student import failed; nothing written');
      try {
        await this.db
          .updateTable('import_jobs')
          .set(failedColumns(job.message!, nowIso()))
          .where('id', '=', job.id)
          .where('status', '=', 'running')
          .execute();
      } catch (writeError) {
        // The row stays running with no writer: its next reader marks it interrupted.
        this.log.error({ err: writeError, importId: job.id }, 'could not record a failed student import');
      }
    } finally {
      clearInterval(beat);
      this.live.delete(job.id);
    }
  }

  /** The writer is alive: refreshes the heartbeat and lets other processes see the progress. */
  private async beat(job: ImportJob): Promise<void> {
    try {
      await this.db
        .updateTable('import_jobs')
        .set({ heartbeat_at: nowIso(), processed: job.processed })
        .where('id', '=', job.id)
        .where('status', '=', 'running')
        .execute();
    } catch (error) {
      this.log.warn({ err: error, importId: job.id }, 'could not refresh a student import heartbeat');
    }
  }

  /** Deletes expired previews and finished jobs past their keeping time. */
  private async sweep(now: string): Promise<void> {
    await this.db.deleteFrom('import_jobs').where('status', '!=', 'running').where('expires_at', '<', now).execute();
  }

  private stale() {
    const before = staleBefore();
    return (eb: ExpressionBuilder<Database, 'import_jobs'>) => eb.or([eb('heartbeat_at', 'is', null), eb('heartbeat_at', '<', before)]);
  }

  private track(work: Promise<unknown>): void {
    const tracked = work.finally(() => this.running.delete(tracked));
    this.running.add(tracked);
  }
}
