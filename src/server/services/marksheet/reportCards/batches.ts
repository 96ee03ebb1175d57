/**
 * A whole school's report cards, made in the background into one PDF on disk while the screen
 * follows the count. Every card of every classroom taken is made, and the batch says how many.
 */
import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { ReportCardBatch, ReportCardLanguage, startReportCardBatch } from '../../../../domain/contract/reportCards';
import type { BodyOf } from '../../../../domain/contract/endpoint';
import type { PeriodType } from '../../../../domain/grading/periods';
import type { Database, Db } from '../../../db/schema';
import { HttpError, notFound } from '../../../errors';
import { translate } from '../../../i18n';
import type { PhotoStore } from '../../students/photos';
import { currentSchoolYear } from '../../students/students';
import { loadSchool } from '../../../documents/school';
import { classroomCards } from './load';
import { drawCard, newCardDocument } from './pdf';

const LIFETIME_MS = 60 * 60 * 1000;
/** Cards drawn between two pauses that let other requests through. */
const CARDS_PER_SLICE = 25;

export interface BatchRequest {
  schoolYearId: number;
  periodType: PeriodType;
  period: number;
  lang: ReportCardLanguage;
  levelId: number | null;
}

interface Batch extends ReportCardBatch {
  userId: number;
  file: string;
  expiresAt: number;
}

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
  private readonly batches = new Map<string, Batch>();
  private readonly running = new Set<Promise<void>>();
  private closing = false;
  private readonly dir: string;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly photos: PhotoStore,
    dataDir: string,
  ) {
    this.dir = path.join(dataDir, 'report-cards');
  }

  /** Starts a batch and answers at once; the work goes on after the answer. */
  async start(userId: number, request: BatchRequest): Promise<ReportCardBatch> {
    await this.sweep();
    const classrooms = await batchClassrooms(this.db, request);
    const id = randomBytes(18).toString('base64url');
    const batch: Batch = {
      id,
      status: 'running',
      periodType: request.periodType,
      period: request.period,
      lang: request.lang,
      classrooms: classrooms.length,
      classroomsDone: 0,
      total: classrooms.reduce((sum, classroom) => sum + classroom.students, 0),
      made: 0,
      bytes: null,
      message: null,
      userId,
      file: path.join(this.dir, `${id}.pdf`),
      expiresAt: Date.now() + LIFETIME_MS,
    };
    this.batches.set(id, batch);
    const work = this.run(batch, request, classrooms)
      .catch((error: unknown) => {
        batch.status = 'failed';
        batch.message = error instanceof HttpError ? translate(request.lang, error.messageKey, error.values) : String(error);
      })
      .finally(() => this.running.delete(work));
    this.running.add(work);
    return publicView(batch);
  }

  /** Stops the batches under way (the server is shutting down) and waits until they have let go of the database. */
  async close(): Promise<void> {
    this.closing = true;
    await Promise.all([...this.running]);
  }

  /** Only the user who started a batch may follow it. */
  get(id: string, userId: number): Batch | undefined {
    const batch = this.batches.get(id);
    return batch && batch.userId === userId ? batch : undefined;
  }

  private async run(batch: Batch, request: BatchRequest, classrooms: Array<{ id: number }>): Promise<void> {
    await mkdir(this.dir, { recursive: true });
    const doc = newCardDocument(request.lang, translate(request.lang, 'reportCard.batchTitle'));
    const out = createWriteStream(batch.file, { mode: 0o600 });
    const written = new Promise<void>((resolve, reject) => {
      out.on('finish', resolve);
      out.on('error', reject);
      doc.on('error', reject);
    });
    doc.pipe(out);
    const school = await loadSchool(this.db, this.photos);
    try {
      for (const classroom of classrooms) {
        if (this.closing) throw new Error('The server stopped before the batch was finished.');
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
          batch.made += 1;
          if ((index + 1) % CARDS_PER_SLICE === 0) await pause();
        }
        batch.classroomsDone += 1;
        await pause();
      }
    } finally {
      doc.end();
      await written;
    }
    // Students registered or leaving while the batch ran change the count; the batch says what it made.
    batch.total = batch.made;
    batch.bytes = (await stat(batch.file)).size;
    batch.status = 'done';
  }

  private async sweep(): Promise<void> {
    const now = Date.now();
    for (const [id, batch] of this.batches) {
      if (batch.expiresAt < now && batch.status !== 'running') {
        this.batches.delete(id);
        await rm(batch.file, { force: true });
      }
    }
  }
}

export const publicView = (batch: Batch): ReportCardBatch => ({
  id: batch.id,
  status: batch.status,
  periodType: batch.periodType,
  period: batch.period,
  lang: batch.lang,
  classrooms: batch.classrooms,
  classroomsDone: batch.classroomsDone,
  total: batch.total,
  made: batch.made,
  bytes: batch.bytes,
  message: batch.message,
});
