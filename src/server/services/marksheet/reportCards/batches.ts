/**
 * A whole school's report cards, made in the background into one PDF while the screen follows the
 * count. Every card of every classroom taken is made, and the batch says how many.
 *
 * Each batch is a row of report_card_batches (issue 31): its request, its progress and, once done,
 * the PDF itself, so whichever process behind the load balancer is asked answers the same, and a
 * second machine needs nothing but the database. The process making a batch writes its progress
 * and heartbeat after each classroom. A running batch whose heartbeat is older than the stale limit
 * lost its process: the next process that reads it claims it with one conditional update (the row
 * count says who won, so it is never made twice at once) and makes it again from the start. Every
 * write of a run names the run's number (`runs`), which each claim bumps, so a run that was only
 * slow, not dead, finds its batch taken and stops without writing over the new run.
 */
import { randomBytes } from 'node:crypto';
import type { Kysely, Selectable, Updateable } from 'kysely';
import {
  REPORT_CARD_BATCH_MAX,
  type ReportCardBatch,
  type ReportCardLanguage,
  type startReportCardBatch,
} from '../../../../domain/contract/reportCards';
import type { BodyOf } from '../../../../domain/contract/endpoint';
import type { PeriodType } from '../../../../domain/grading/periods';
import type { Database, Db, ReportCardBatchTable } from '../../../db/schema';
import { badRequest, HttpError, notFound } from '../../../errors';
import { translate } from '../../../i18n';
import type { PhotoStore } from '../../students/photos';
import { currentSchoolYear } from '../../students/students';
import { isoIn, nowIso } from '../../shared/clock';
import { loadSchool } from '../../../documents/school';
import { classroomCards } from './load';
import { drawCard, newCardDocument } from './pdf';

/** A batch is kept this long from its start, and its file this long from its end. */
const LIFETIME_SECONDS = 60 * 60;
/** A running batch whose heartbeat is older than this lost its process (a classroom takes about a second). */
export const STALE_MS = 2 * 60 * 1000;
/** The heartbeat of a batch let go by a clean stop: stale at once, so the next reader claims it. */
const RELEASED = new Date(0).toISOString();
/** Cards drawn between two pauses that let other requests through. */
const CARDS_PER_SLICE = 25;

export interface BatchRequest {
  schoolYearId: number;
  periodType: PeriodType;
  period: number;
  lang: ReportCardLanguage;
  levelId: number | null;
}

export interface BatchOptions {
  /** Past this silence a running batch is another process's to claim (tests shorten it). */
  staleMs?: number;
  /** The most cards a batch makes (tests lower it). */
  maxCards?: number;
}

type Row = Omit<Selectable<ReportCardBatchTable>, 'pdf'>;
/** The run a process is making: the batch and the run's number, which every write names. */
interface Run {
  id: string;
  runs: number;
}

/** The run's batch was claimed by another process (or deleted): it stops and writes nothing more. */
class Lost extends Error {}
/** The server is stopping: the run lets its batch go for another process to make. */
class Stopped extends Error {}

const STATE_COLUMNS = [
  'id',
  'user_id',
  'status',
  'school_year_id',
  'level_id',
  'period_type',
  'period',
  'lang',
  'classrooms',
  'classrooms_done',
  'total',
  'made',
  'bytes',
  'message',
  'runs',
  'heartbeat_at',
  'created_at',
  'expires_at',
] as const;

const viewOf = (row: Row): ReportCardBatch => ({
  id: row.id,
  status: row.status,
  // Written from a checked request only.
  periodType: row.period_type as PeriodType,
  period: row.period,
  lang: row.lang as ReportCardLanguage,
  classrooms: row.classrooms,
  classroomsDone: row.classrooms_done,
  total: row.total,
  made: row.made,
  bytes: row.bytes,
  message: row.message,
});

const requestOf = (row: Row): BatchRequest => ({
  schoolYearId: row.school_year_id,
  periodType: row.period_type as PeriodType,
  period: row.period,
  lang: row.lang as ReportCardLanguage,
  levelId: row.level_id,
});

const countOf = (classrooms: Array<{ students: number }>) => ({
  classrooms: classrooms.length,
  total: classrooms.reduce((sum, classroom) => sum + classroom.students, 0),
});

/** A batch's request from the call's body: the school year defaults to the current one; year and level must exist. */
export async function batchRequestOf(db: Db, body: BodyOf<typeof startReportCardBatch>): Promise<BatchRequest> {
  const schoolYearId = body.schoolYearId ?? (await currentSchoolYear(db))?.id;
  const year = schoolYearId
    ? await db.selectFrom('school_years').select('id').where('id', '=', schoolYearId).executeTakeFirst()
    : undefined;
  if (!year) throw notFound('errors.schoolYearMissing');
  if (body.levelId) {
    const level = await db.selectFrom('levels').select('id').where('id', '=', body.levelId).executeTakeFirst();
    if (!level) throw notFound('errors.levelMissing');
  }
  return {
    schoolYearId: year.id,
    // The contract accepts only known period types (oneOf), so the cast is checked already.
    periodType: body.periodType as PeriodType,
    period: body.period,
    lang: body.lang ?? 'fr',
    levelId: body.levelId ?? null,
  };
}

const pause = () => new Promise<void>((resolve) => setImmediate(resolve));

/** The classrooms a batch takes, by level order then name: the order the cards are printed in. */
export async function batchClassrooms(db: Kysely<Database>, request: Omit<BatchRequest, 'lang'>) {
  const systems = request.periodType === 'term' ? ['lmd'] : request.periodType === 'annual' ? ['lmd', 'sequence'] : ['sequence'];
  let query = db
    .selectFrom('classrooms as c')
    .innerJoin('levels as l', 'l.id', 'c.level_id')
    .leftJoin('registrations as r', (join) => join.onRef('r.classroom_id', '=', 'c.id').on('r.status', '=', 'active'))
    .select(['c.id', (eb) => eb.fn.count<number>('r.id').as('students')])
    .where('c.school_year_id', '=', request.schoolYearId)
    .where('l.grading_system', 'in', systems as Array<'lmd' | 'sequence'>)
    .groupBy(['c.id', 'l.position', 'c.name'])
    .orderBy('l.position')
    .orderBy('c.name')
    .orderBy('c.id');
  if (request.levelId !== null) query = query.where('c.level_id', '=', request.levelId);
  return (await query.execute()).map((row) => ({ id: row.id, students: Number(row.students) }));
}

export class ReportCardBatches {
  /** The runs under way in this process, so closing the app waits for them to let go of the database. */
  private readonly running = new Set<Promise<void>>();
  private closing = false;
  private readonly staleMs: number;
  private readonly maxCards: number;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly photos: PhotoStore,
    options: BatchOptions = {},
  ) {
    this.staleMs = options.staleMs ?? STALE_MS;
    this.maxCards = options.maxCards ?? REPORT_CARD_BATCH_MAX;
  }

  /** Starts a batch and answers at once; the work goes on in this process after the answer. */
  async start(userId: number, request: BatchRequest): Promise<ReportCardBatch> {
    await this.sweep();
    const classrooms = await batchClassrooms(this.db, request);
    const { total } = countOf(classrooms);
    if (total > this.maxCards) throw badRequest('errors.batchTooLarge', { count: total, max: this.maxCards });
    const now = nowIso();
    const row: Row = {
      id: randomBytes(18).toString('base64url'),
      user_id: userId,
      status: 'running',
      school_year_id: request.schoolYearId,
      level_id: request.levelId,
      period_type: request.periodType,
      period: request.period,
      lang: request.lang,
      ...countOf(classrooms),
      classrooms_done: 0,
      made: 0,
      bytes: null,
      message: null,
      runs: 1,
      heartbeat_at: now,
      created_at: now,
      expires_at: isoIn(LIFETIME_SECONDS),
    };
    await this.db
      .insertInto('report_card_batches')
      .values({ ...row, pdf: null })
      .execute();
    this.launch({ id: row.id, runs: row.runs }, request, classrooms);
    return viewOf(row);
  }

  /**
   * Stops the runs under way (the server is shutting down) and waits until they have let go of the
   * database. A stopped run is not failed: its batch is released (heartbeat set stale), so the next
   * poll, on another process or on this one once restarted, claims it and makes it again; the user
   * sees the count start over rather than an error.
   */
  async close(): Promise<void> {
    this.closing = true;
    while (this.running.size) await Promise.all([...this.running]);
  }

  /**
   * The batch as the user who started it may follow it (anyone else: undefined). A running batch
   * whose process died is claimed here, on read, rather than by a timer: only its owner wants it,
   * and the screen asks every second or so while it waits, so the batch is made again exactly when
   * someone is waiting for it, and idle processes never scan the table. One nobody follows any more
   * is deleted by the sweep once expired.
   */
  async get(id: string, userId: number): Promise<ReportCardBatch | undefined> {
    const row = await this.read(id, userId);
    if (!row || row.status !== 'running' || row.heartbeat_at >= this.staleBefore() || this.closing) return row && viewOf(row);
    const claimed = await this.takeOver(row);
    if (claimed) return viewOf(claimed);
    // Another process moved it first (claimed or finished it): read it afresh.
    const moved = await this.read(id, userId);
    return moved && viewOf(moved);
  }

  /** A done batch's PDF, or undefined (unknown, someone else's, or deleted meanwhile). */
  async pdf(id: string, userId: number): Promise<Buffer | undefined> {
    const row = await this.db
      .selectFrom('report_card_batches')
      .select('pdf')
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .where('status', '=', 'done')
      .executeTakeFirst();
    return row?.pdf ?? undefined;
  }

  private read(id: string, userId: number): Promise<Row | undefined> {
    return this.db
      .selectFrom('report_card_batches')
      .select(STATE_COLUMNS)
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .executeTakeFirst();
  }

  /**
   * Claims a dead batch for this process and makes it again from the start: one update, conditioned
   * on the row still being that run, running and stale, so of two processes reading it at once
   * exactly one wins. Past its lifetime it is not made again but failed: a batch that keeps losing
   * its process (or kills it) does not go round for ever. Answers the row as claimed, or undefined
   * when another process moved it first.
   */
  private async takeOver(row: Row): Promise<Row | undefined> {
    const mine = this.db
      .updateTable('report_card_batches')
      .where('id', '=', row.id)
      .where('status', '=', 'running')
      .where('runs', '=', row.runs)
      .where('heartbeat_at', '<', this.staleBefore());
    if (row.expires_at < nowIso()) {
      const message = translate(requestOf(row).lang, 'errors.batchInterrupted');
      await mine.set(this.failedColumns(message)).execute();
      return undefined;
    }
    const request = requestOf(row);
    const classrooms = await batchClassrooms(this.db, request);
    const claimed: Row = { ...row, ...countOf(classrooms), classrooms_done: 0, made: 0, runs: row.runs + 1, heartbeat_at: nowIso() };
    const result = await mine
      .set({
        classrooms: claimed.classrooms,
        total: claimed.total,
        classrooms_done: 0,
        made: 0,
        runs: claimed.runs,
        heartbeat_at: claimed.heartbeat_at,
      })
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) return undefined;
    this.launch({ id: row.id, runs: claimed.runs }, request, classrooms);
    return claimed;
  }

  /** Makes a run in the background; its end (done, failed, released or lost) is written by the run itself. */
  private launch(run: Run, request: BatchRequest, classrooms: Array<{ id: number }>): void {
    const work = this.make(run, request, classrooms)
      .catch(async (error: unknown) => {
        if (error instanceof Lost) return;
        if (error instanceof Stopped) return this.write(run, { heartbeat_at: RELEASED });
        const message = error instanceof HttpError ? translate(request.lang, error.messageKey, error.values) : String(error);
        return this.write(run, this.failedColumns(message));
      })
      // The end could not be written (the database is away): the row stays running, its heartbeat
      // goes stale, and the next reader claims it.
      .catch(() => undefined)
      .finally(() => this.running.delete(work));
    this.running.add(work);
  }

  private async make(run: Run, request: BatchRequest, classrooms: Array<{ id: number }>): Promise<void> {
    const doc = newCardDocument(request.lang, translate(request.lang, 'reportCard.batchTitle'));
    // Built in memory: a whole school's file is about 10 MB, and it goes into the row whole.
    const chunks: Buffer[] = [];
    const ended = new Promise<Buffer>((resolve, reject) => {
      doc.on('data', (chunk: Buffer) => chunks.push(chunk));
      doc.on('end', () => resolve(Buffer.concat(chunks)));
      doc.on('error', reject);
    });
    // A run that stops early never reads the file: its error must not go unhandled.
    ended.catch(() => undefined);
    let made = 0;
    let classroomsDone = 0;
    try {
      const school = await loadSchool(this.db, this.photos);
      for (const classroom of classrooms) {
        if (this.closing) throw new Stopped();
        const cards = await classroomCards(
          this.db,
          this.photos,
          { classroomId: classroom.id, periodType: request.periodType, period: request.period, lang: request.lang },
          school,
        ).catch((error: unknown) => {
          // A level whose trimester map has no such trimester has no cards for it; the others go on.
          if (error instanceof HttpError && error.messageKey === 'errors.unknownTrimester') return [];
          throw error;
        });
        for (let index = 0; index < cards.length; index++) {
          drawCard(doc, cards[index]);
          made += 1;
          if ((index + 1) % CARDS_PER_SLICE === 0) await pause();
        }
        classroomsDone += 1;
        // Progress and heartbeat once a classroom, not once a card: a classroom takes about a second.
        await this.write(run, { made, classrooms_done: classroomsDone, heartbeat_at: nowIso() });
        await pause();
      }
    } finally {
      doc.end();
    }
    const pdf = await ended;
    // Students registered or leaving while the batch ran change the count; the batch says what it made.
    await this.write(run, {
      status: 'done',
      made,
      total: made,
      classrooms_done: classroomsDone,
      bytes: pdf.length,
      pdf,
      heartbeat_at: nowIso(),
      expires_at: isoIn(LIFETIME_SECONDS),
    });
  }

  /** Writes to the run's batch if the run still has it; otherwise the run is lost and stops. */
  private async write(run: Run, values: Updateable<ReportCardBatchTable>): Promise<void> {
    const result = await this.db
      .updateTable('report_card_batches')
      .set(values)
      .where('id', '=', run.id)
      .where('runs', '=', run.runs)
      .where('status', '=', 'running')
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) throw new Lost();
  }

  private failedColumns(message: string): Updateable<ReportCardBatchTable> {
    return { status: 'failed', message, pdf: null, heartbeat_at: nowIso(), expires_at: isoIn(LIFETIME_SECONDS) };
  }

  private staleBefore(): string {
    return new Date(Date.now() - this.staleMs).toISOString();
  }

  /** Deletes expired batches: finished ones, and running ones no process is making any more. */
  private async sweep(): Promise<void> {
    await this.db
      .deleteFrom('report_card_batches')
      .where('expires_at', '<', nowIso())
      .where((eb) => eb.or([eb('status', '!=', 'running'), eb('heartbeat_at', '<', this.staleBefore())]))
      .execute();
  }
}
