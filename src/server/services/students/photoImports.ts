/**
 * Photos in bulk (issue 29). The preview does the slow part: every photo of the archive that names a
 * student is unpacked under limits, checked and re-encoded as a single upload is, and stored under an
 * unguessable name beside the other photos, where no student points at it yet. Applying is then one
 * short transaction that points the students at their staged photos, so a failure midway leaves no
 * record naming a file that is not there. A preview nobody applies is swept with its files.
 * See "Photos in bulk (issue 29)" in docs/decisions.md.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import {
  PHOTO_ZIP_MAX_ENTRIES,
  WITHOUT_PHOTO_LISTED,
  type PhotoImport,
  type PhotoProblem,
} from '../../../domain/contract/studentPhotoImport';
import { PHOTO_MAX_BYTES } from '../../../domain/contract/students';
import { photoEntry } from '../../../domain/students/photoNames';
import type { Database } from '../../db/schema';
import { conflict, HttpError, notFound } from '../../errors';
import { auditMany } from '../shared/audit';
import { isoIn, nowIso } from '../shared/clock';
import { bumpVersion } from '../shared/dataVersions';
import { BULK_PHOTO_RECIPE, type PhotoStore } from './photos';
import { currentSchoolYear, studentsWithPlacement } from './students';
import { checkDeclaredSizes, readZipDirectory, unpackEntry, ZipRefusal, type ZipEntry } from '../shared/zipArchive';

/** A preview waits this long to be applied; an applied report is kept a week. */
export const PHOTO_PREVIEW_LIFETIME_SECONDS = 60 * 60;
const REPORT_LIFETIME_SECONDS = 7 * 24 * 60 * 60;
/**
 * Photos re-encoded at once, in sharp's threads, never the event loop: three keep two cores busy
 * while one photo is unpacked or written (9.3 s for 400 under load against 11.3 s with two).
 */
const IN_FLIGHT = 3;
/** Previews read at once in a process, and how many may wait: each holds its archive in memory. */
const AT_ONCE = 1;
const MAX_WAITING = 2;
/** Ids per `in (…)` list, far below SQLite's bound-value limit. */
const CHUNK = 500;

interface Staged {
  studentId: number;
  file: string;
}

type Report = Pick<PhotoImport, 'matched' | 'unmatched' | 'refused' | 'withoutPhoto'>;

interface PlacedStudent {
  id: number;
  matricule: string;
  first_name: string;
  last_name: string;
  photo: string | null;
  classroom_name: string | null;
}

const chunks = <T>(items: readonly T[]): T[][] =>
  Array.from({ length: Math.ceil(items.length / CHUNK) }, (_, index) => items.slice(index * CHUNK, (index + 1) * CHUNK));

const who = (student: PlacedStudent) => ({
  studentId: student.id,
  matricule: student.matricule,
  firstName: student.first_name,
  lastName: student.last_name,
  classroomName: student.classroom_name,
});

/** One photo of at most PHOTO_MAX_BYTES: packed no tighter than a real photo, and unpacking to what it declares. */
const ENTRY_LIMITS = { maxEntries: 1, maxBytes: PHOTO_MAX_BYTES, maxRatio: 200, ratioFromBytes: 64 * 1024 };

/** Why a problem is `tooLarge` rather than unreadable: the declared size (or pixels) is over the limit. */
function problemOf(error: unknown): PhotoProblem {
  if (error instanceof ZipRefusal) return 'unreadable';
  if (error instanceof HttpError && error.messageKey === BULK_PHOTO_RECIPE.pixelsKey) return 'tooLarge';
  if (error instanceof HttpError && error.messageKey === BULK_PHOTO_RECIPE.typeKey) return 'notImage';
  throw error;
}

export class PhotoImports {
  private active = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    private readonly db: Kysely<Database>,
    private readonly store: PhotoStore,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Reads an archive, stages its photos and keeps the preview; writes nothing to any student. */
  async preview(userId: number, zip: Buffer): Promise<PhotoImport> {
    await this.sweep();
    await this.turn();
    try {
      return await this.read(userId, zip);
    } finally {
      this.active--;
      this.waiting.shift()?.();
    }
  }

  /** Waits for a free turn, or refuses at once when too many previews already wait (503). */
  private async turn(): Promise<void> {
    if (this.active < AT_ONCE) {
      this.active++;
      return;
    }
    if (this.waiting.length >= MAX_WAITING) throw new HttpError(503, 'errors.importBusy');
    // The finishing preview hands its turn over without giving it back.
    await new Promise<void>((resolve) => this.waiting.push(resolve));
  }

  private async read(userId: number, zip: Buffer): Promise<PhotoImport> {
    let entries: ZipEntry[];
    try {
      entries = readZipDirectory(zip, PHOTO_ZIP_MAX_ENTRIES);
    } catch (error) {
      if (!(error instanceof ZipRefusal)) throw error;
      if (error.problem === 'tooManyEntries') throw new HttpError(413, 'errors.photoZipTooManyEntries', { max: PHOTO_ZIP_MAX_ENTRIES });
      throw new HttpError(400, 'errors.photoZipUnreadable');
    }

    const refused: Report['refused'] = [];
    const byMatricule = new Map<string, ZipEntry[]>();
    for (const entry of entries) {
      const kind = photoEntry(entry.name);
      if (kind.kind === 'outside') refused.push({ file: entry.name, problem: 'outside' });
      else if (kind.kind === 'photo') byMatricule.set(kind.matricule, [...(byMatricule.get(kind.matricule) ?? []), entry]);
    }
    const single = new Map<string, ZipEntry>();
    for (const [matricule, named] of byMatricule) {
      if (named.length === 1) single.set(matricule, named[0]);
      else refused.push(...named.map((entry) => ({ file: entry.name, problem: 'duplicate' as const })));
    }

    const year = await currentSchoolYear(this.db);
    const students = await this.studentsByMatricule(year?.id ?? 0, [...single.keys()]);
    const unmatched: string[] = [];
    const wanted: { entry: ZipEntry; student: PlacedStudent }[] = [];
    for (const [matricule, entry] of single) {
      const student = students.get(matricule);
      if (student) wanted.push({ entry, student });
      else unmatched.push(entry.name);
    }

    const staged: Staged[] = [];
    const matched: Report['matched'] = [];
    try {
      await this.eachInFlight(wanted, async ({ entry, student }) => {
        const stored = await this.stage(zip, entry);
        if ('problem' in stored) return void refused.push({ file: entry.name, problem: stored.problem });
        staged.push({ studentId: student.id, file: stored.file });
        matched.push({ file: entry.name, ...who(student), replaces: student.photo !== null });
      });
      const report: Report = {
        matched: matched.sort((a, b) => a.file.localeCompare(b.file)),
        unmatched: unmatched.sort((a, b) => a.localeCompare(b)),
        refused: refused.sort((a, b) => a.file.localeCompare(b.file)),
        withoutPhoto: await this.withoutPhoto(year?.id ?? 0, new Set(staged.map((photo) => photo.studentId))),
      };
      return await this.keep(userId, staged, report);
    } catch (error) {
      await Promise.all(staged.map((photo) => this.store.remove(photo.file)));
      throw error;
    }
  }

  /** One photo unpacked (stopped at its declared size), checked and re-encoded into the store; or why not. */
  private async stage(zip: Buffer, entry: ZipEntry): Promise<{ file: string } | { problem: PhotoProblem }> {
    if (entry.size > PHOTO_MAX_BYTES) return { problem: 'tooLarge' };
    try {
      checkDeclaredSizes([entry], ENTRY_LIMITS);
      const bytes = await unpackEntry(zip, entry);
      if (!bytes.length) return { problem: 'notImage' };
      return { file: await this.store.save(bytes, BULK_PHOTO_RECIPE) };
    } catch (error) {
      return { problem: problemOf(error) };
    }
  }

  private async eachInFlight<T>(items: readonly T[], work: (item: T) => Promise<void>): Promise<void> {
    let next = 0;
    const worker = async () => {
      while (next < items.length) await work(items[next++]);
    };
    await Promise.all(Array.from({ length: Math.min(IN_FLIGHT, items.length) }, worker));
  }

  private placed(schoolYearId: number) {
    return studentsWithPlacement(this.db, schoolYearId).select([
      's.id',
      's.matricule',
      's.first_name',
      's.last_name',
      's.photo',
      'c.name as classroom_name',
    ]);
  }

  private async studentsByMatricule(schoolYearId: number, matricules: string[]): Promise<Map<string, PlacedStudent>> {
    const found = new Map<string, PlacedStudent>();
    for (const some of chunks(matricules)) {
      const rows = await this.placed(schoolYearId).where('s.matricule', 'in', some).execute();
      for (const row of rows) found.set(row.matricule, row);
    }
    return found;
  }

  /** The students registered this year who will still have no photo, by classroom then name. */
  private async withoutPhoto(schoolYearId: number, getting: Set<number>): Promise<Report['withoutPhoto']> {
    const rows = (
      await this.placed(schoolYearId).where('r.id', 'is not', null).where('s.photo', 'is', null).where('s.archived', '=', 0).execute()
    ).filter((row) => !getting.has(row.id));
    rows.sort(
      (a, b) =>
        (a.classroom_name ?? '').localeCompare(b.classroom_name ?? '') ||
        a.last_name.localeCompare(b.last_name) ||
        a.first_name.localeCompare(b.first_name),
    );
    return { total: rows.length, students: rows.slice(0, WITHOUT_PHOTO_LISTED).map(who) };
  }

  private async keep(userId: number, staged: Staged[], report: Report): Promise<PhotoImport> {
    const now = nowIso();
    const id = randomBytes(18).toString('base64url');
    const expiresAt = isoIn(PHOTO_PREVIEW_LIFETIME_SECONDS);
    await this.db
      .insertInto('photo_imports')
      .values({
        id,
        user_id: userId,
        status: 'previewed',
        staged_json: JSON.stringify(staged),
        report_json: JSON.stringify(report),
        applied: 0,
        replaced: 0,
        created_at: now,
        updated_at: now,
        expires_at: expiresAt,
      })
      .execute();
    return { id, status: 'previewed', expiresAt, applied: 0, replaced: 0, ...report };
  }

  /**
   * Points every matched student at their staged photo, in one transaction with the audit entries
   * and the preview's change to applied (conditional, so of two clicks exactly one applies). The
   * photos they replace, and those of students deleted since, are removed once it has committed.
   */
  async apply(id: string, userId: number): Promise<PhotoImport> {
    const row = await this.row(id, userId);
    if (row.status !== 'previewed') throw conflict('errors.photoImportApplied');
    const staged = JSON.parse(row.staged_json ?? '[]') as Staged[];
    const leftOver: string[] = [];
    const outcome = await this.db.transaction().execute(async (trx) => {
      const now = nowIso();
      const flipped = await trx
        .updateTable('photo_imports')
        .set({ status: 'applied', updated_at: now })
        .where('id', '=', id)
        .where('status', '=', 'previewed')
        .where('expires_at', '>', now)
        .executeTakeFirst();
      if (Number(flipped.numUpdatedRows) !== 1)
        throw row.expires_at <= now ? notFound('errors.photoImportNotFound') : conflict('errors.photoImportApplied');
      const before = new Map<number, string | null>();
      for (const some of chunks(staged.map((photo) => photo.studentId)))
        for (const student of await trx.selectFrom('students').select(['id', 'photo']).where('id', 'in', some).execute())
          before.set(student.id, student.photo);
      const applied = staged.filter((photo) => before.has(photo.studentId));
      for (const photo of applied)
        await trx.updateTable('students').set({ photo: photo.file, updated_at: now }).where('id', '=', photo.studentId).execute();
      await auditMany(
        trx,
        applied.map((photo) => ({
          userId,
          action: 'update' as const,
          entity: 'student',
          entityId: photo.studentId,
          before: { photo: before.get(photo.studentId) !== null },
          after: { photo: true },
        })),
      );
      if (applied.length) await bumpVersion(trx, 'students');
      const replacedFiles = applied.map((photo) => before.get(photo.studentId)).filter((file): file is string => Boolean(file));
      await trx
        .updateTable('photo_imports')
        .set({ staged_json: null, applied: applied.length, replaced: replacedFiles.length, expires_at: isoIn(REPORT_LIFETIME_SECONDS) })
        .where('id', '=', id)
        .execute();
      leftOver.push(...replacedFiles, ...staged.filter((photo) => !before.has(photo.studentId)).map((photo) => photo.file));
      return { applied: applied.length, replaced: replacedFiles.length };
    });
    await Promise.all(leftOver.map((file) => this.store.remove(file)));
    this.log.info({ photoImportId: id, ...outcome }, 'photo import applied');
    return this.find(id, userId);
  }

  /** The preview or report, as its owner may read it. */
  async find(id: string, userId: number): Promise<PhotoImport> {
    const row = await this.row(id, userId);
    return {
      id: row.id,
      status: row.status,
      expiresAt: row.expires_at,
      applied: row.applied,
      replaced: row.replaced,
      ...(JSON.parse(row.report_json) as Report),
    };
  }

  private async row(id: string, userId: number) {
    const row = await this.db.selectFrom('photo_imports').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
    if (!row || row.expires_at <= nowIso()) throw notFound('errors.photoImportNotFound');
    return row;
  }

  /** Deletes previews past their hour with the photos they staged, and reports past their week. */
  async sweep(): Promise<void> {
    const now = nowIso();
    const expired = await this.db
      .selectFrom('photo_imports')
      .select(['id', 'status', 'staged_json'])
      .where('expires_at', '<=', now)
      .execute();
    for (const row of expired) {
      // Conditional on the status read: a preview applied meanwhile keeps its photos.
      const gone = await this.db.deleteFrom('photo_imports').where('id', '=', row.id).where('status', '=', row.status).executeTakeFirst();
      if (Number(gone.numDeletedRows) !== 1 || row.status !== 'previewed') continue;
      for (const photo of JSON.parse(row.staged_json ?? '[]') as Staged[]) await this.store.remove(photo.file);
    }
  }
}
