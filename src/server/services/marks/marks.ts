/**
 * Marks: who may read and write a class course's marks, the entry list of a slot (a sequence, or
 * an LMD term and evaluation type), the all-or-nothing save of a whole list, and the marks resource.
 */
import type { Insertable } from 'kysely';
import type { BulkMarksBody, BulkResult, DeleteMarksQuery, EntryList, Mark, MarksQuery } from '../../../domain/contract/marks';
import { isEvaluationTypeAvailable, lmdRatesFrom } from '../../../domain/evaluation';
import { isValidMark, MARK_MAX, MARK_MIN } from '../../../domain/grading/secondary';
import type { ValidationMessage } from '../../../domain/validation/yup';
import { lockFor } from '../../db/locks';
import type { Db, MarkTable } from '../../db/schema';
import { badRequest, forbidden, HttpError, notFound } from '../../errors';
import type { Caller } from '../../http/auth';
import { audit } from '../shared/audit';
import { nowIso } from '../shared/clock';
import { bumpVersion } from '../shared/dataVersions';
import { pageOf } from '../shared/listQueries';
import { readOptions } from '../shared/options';

/** A class course with what marks need of its classroom and level. */
export async function findClassCourse(db: Db, id: number) {
  return db
    .selectFrom('class_courses as cc')
    .innerJoin('classrooms as c', 'c.id', 'cc.classroom_id')
    .innerJoin('levels as l', 'l.id', 'c.level_id')
    .innerJoin('courses as co', 'co.id', 'cc.course_id')
    .select([
      'cc.id',
      'cc.classroom_id',
      'cc.teacher_id',
      'cc.coefficient',
      'cc.credits',
      'cc.term',
      'co.name as course_name',
      'c.school_year_id',
      'l.grading_system',
      'l.code as level_code',
    ])
    .where('cc.id', '=', id)
    .executeTakeFirst();
}
export type ClassCourseInfo = NonNullable<Awaited<ReturnType<typeof findClassCourse>>>;

/** Whether the caller may see or change every classroom's marks, not only its own class courses'. */
export const handlesAllMarks = (caller: Caller): boolean =>
  caller.permissions.includes('marks.manage') || caller.permissions.includes('marks.read');

/** A teacher reaches only its own class courses (403 otherwise). */
export function checkOwnClassCourse(caller: Caller, classCourse: { teacher_id: number | null }, write: boolean): void {
  const all = write ? caller.permissions.includes('marks.manage') : handlesAllMarks(caller);
  if (all) return;
  if (!caller.permissions.includes('marks.manage.own') || classCourse.teacher_id !== caller.user.id)
    throw forbidden('errors.notYourClassCourse');
}

/** The class course, 404 when missing (or not the classroom's, when one is named), 403 when not the caller's. */
export async function classCourseFor(db: Db, caller: Caller, id: number, write: boolean, classroomId?: number): Promise<ClassCourseInfo> {
  const classCourse = await findClassCourse(db, id);
  if (!classCourse || (classroomId !== undefined && classCourse.classroom_id !== classroomId)) throw notFound('errors.classCourseMissing');
  checkOwnClassCourse(caller, classCourse, write);
  return classCourse;
}

/** The students a class course's marks are for: registered in its classroom, not exempted from it. */
export async function entryStudents(db: Db, classCourse: Pick<ClassCourseInfo, 'id' | 'classroom_id'>) {
  return db
    .selectFrom('registrations as r')
    .innerJoin('students as s', 's.id', 'r.student_id')
    .select(['s.id', 's.matricule', 's.last_name', 's.first_name'])
    .where('r.classroom_id', '=', classCourse.classroom_id)
    .where('r.status', '=', 'active')
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('exemptions as e')
            .select('e.id')
            .whereRef('e.student_id', '=', 's.id')
            .where('e.class_course_id', '=', classCourse.id),
        ),
      ),
    )
    .orderBy('s.last_name')
    .orderBy('s.first_name')
    .orderBy('s.id')
    .execute();
}

/** Where a mark goes: a sequence (secondary) or a term and evaluation type (LMD). */
export type Slot = { sequence: number; term: null; type: null } | { sequence: null; term: number; type: string };

/** How the audit log names a slot of marks: `12/sequence 3`, `40/term 1 CC`. */
const slotName = (classCourseId: number, slot: Slot): string =>
  `${classCourseId}/${slot.sequence !== null ? `sequence ${slot.sequence}` : `term ${slot.term} ${slot.type}`}`;

export const sequenceSlot = (sequence: number): Slot => ({ sequence, term: null, type: null });
export const lmdSlot = (term: number, type: string): Slot => ({ sequence: null, term, type });

function marksOfSlot(db: Db, classCourseId: number, slot: Slot) {
  const query = db.selectFrom('marks').select(['id', 'student_id', 'value']).where('class_course_id', '=', classCourseId);
  return slot.sequence !== null
    ? query.where('sequence', '=', slot.sequence)
    : query.where('term', '=', slot.term).where('evaluation_type', '=', slot.type);
}

function checkSystem(classCourse: ClassCourseInfo, slot: Slot): void {
  if (slot.sequence !== null && classCourse.grading_system !== 'sequence') throw badRequest('errors.notSecondary');
  if (slot.term !== null && classCourse.grading_system !== 'lmd') throw badRequest('errors.notLmd');
}

/** The slot belongs to the class course's grading system, and an LMD slot to its term and an available type. */
async function checkSlot(db: Db, classCourse: ClassCourseInfo, slot: Slot): Promise<void> {
  checkSystem(classCourse, slot);
  await checkLmdSlot(db, classCourse, slot);
}

async function checkLmdSlot(db: Db, classCourse: ClassCourseInfo, slot: Slot): Promise<void> {
  if (slot.type === null) return;
  if (!isEvaluationTypeAvailable(slot.type, lmdRatesFrom(await readOptions(db))))
    throw badRequest('errors.evaluationTypeUnavailable', { type: slot.type });
  if (classCourse.term !== null && classCourse.term !== slot.term) throw badRequest('errors.wrongTerm', { term: classCourse.term });
}

async function entryList(db: Db, classCourse: ClassCourseInfo, slot: Slot): Promise<EntryList> {
  const [students, marks] = await Promise.all([entryStudents(db, classCourse), marksOfSlot(db, classCourse.id, slot).execute()]);
  const valueOf = new Map(marks.map((mark) => [mark.student_id, Number(mark.value)]));
  return {
    classroomId: classCourse.classroom_id,
    classCourseId: classCourse.id,
    courseName: classCourse.course_name,
    ...slot,
    data: students.map((s) => ({
      studentId: s.id,
      matricule: s.matricule,
      lastName: s.last_name,
      firstName: s.first_name,
      value: valueOf.get(s.id) ?? null,
    })),
    total: students.length,
  };
}

/** Every bad line named, so the teacher sees them all at once; nothing is written if there is one. */
async function checkLines(db: Db, classCourse: ClassCourseInfo, lines: BulkMarksBody['marks']): Promise<void> {
  const [allowed, exempted] = await Promise.all([
    entryStudents(db, classCourse).then((rows) => new Set(rows.map((row) => row.id))),
    db
      .selectFrom('exemptions')
      .select('student_id')
      .where('class_course_id', '=', classCourse.id)
      .execute()
      .then((rows) => new Set(rows.map((row) => row.student_id))),
  ]);
  const problems: Record<string, ValidationMessage> = {};
  const seen = new Set<number>();
  lines.forEach(({ studentId, value }, index) => {
    if (value !== null && value !== undefined && !isValidMark(value)) {
      problems[`marks[${index}].value`] = {
        key: value >= MARK_MIN && value <= MARK_MAX ? 'validation.markDecimals' : 'validation.markRange',
      };
    }
    const field = `marks[${index}].studentId`;
    if (seen.has(studentId)) problems[field] = { key: 'validation.duplicateStudent' };
    else if (exempted.has(studentId)) problems[field] = { key: 'validation.studentExempted' };
    else if (!allowed.has(studentId)) problems[field] = { key: 'validation.studentNotInClassroom' };
    seen.add(studentId);
  });
  if (Object.keys(problems).length) throw new HttpError(400, 'errors.validation', {}, undefined, problems);
}

async function saveBulk(
  db: Db,
  caller: Caller,
  classCourse: ClassCourseInfo,
  slot: Slot,
  lines: BulkMarksBody['marks'],
): Promise<BulkResult> {
  return db.transaction().execute(async (trx) => {
    // One save of a slot at a time: the marks read below are still the marks when they are written.
    await lockFor(trx, `marks:${classCourse.id}:${slot.sequence ?? `${slot.term}:${slot.type}`}`);
    // Checked inside the transaction, so a registration or exemption changed meanwhile is seen.
    await checkLines(trx, classCourse, lines);
    const existing = new Map(
      (await marksOfSlot(trx, classCourse.id, slot).execute()).map((mark) => [mark.student_id, { id: mark.id, value: Number(mark.value) }]),
    );
    const now = nowIso();
    const inserts: Insertable<MarkTable>[] = [];
    const removals: number[] = [];
    /** Marks to change, by their new value: one statement a value, not one a mark (a class of 1,500 has a few dozen values). */
    const updates = new Map<number, number[]>();
    // What the save changed, student by student: null where there was or is no mark.
    const before: Record<number, number | null> = {};
    const after: Record<number, number | null> = {};
    let unchanged = 0;
    for (const { studentId, value } of lines) {
      const previous = existing.get(studentId);
      const next = value ?? null;
      if ((previous?.value ?? null) === next) {
        unchanged += 1;
        continue;
      }
      before[studentId] = previous?.value ?? null;
      after[studentId] = next;
      if (next === null) removals.push(previous!.id);
      else if (!previous) {
        inserts.push({
          student_id: studentId,
          class_course_id: classCourse.id,
          sequence: slot.sequence,
          term: slot.term,
          evaluation_type: slot.type,
          value: next,
          updated_by: caller.user.id,
          created_at: now,
          updated_at: now,
        });
      } else updates.set(next, [...(updates.get(next) ?? []), previous.id]);
    }
    for (const [value, ids] of updates)
      for (let start = 0; start < ids.length; start += 500)
        await trx
          .updateTable('marks')
          .set({ value, updated_by: caller.user.id, updated_at: now })
          .where('id', 'in', ids.slice(start, start + 500))
          .execute();
    if (removals.length) await trx.deleteFrom('marks').where('id', 'in', removals).execute();
    for (let start = 0; start < inserts.length; start += 500)
      await trx
        .insertInto('marks')
        .values(inserts.slice(start, start + 500))
        .execute();
    if (unchanged < lines.length) {
      // One entry per save, listing every change, rather than one per mark: a class's list is one act.
      const where = { classCourseId: classCourse.id, ...slot };
      await audit(trx, {
        userId: caller.user.id,
        action: 'update',
        entity: 'marks',
        entityId: slotName(classCourse.id, slot),
        before: { ...where, marks: before },
        after: { ...where, marks: after },
      });
      // Last, so the counter's row is held only as the transaction commits.
      await bumpVersion(trx, 'marks');
    }
    return { saved: lines.length - unchanged - removals.length, removed: removals.length, unchanged };
  });
}

/* The marks resource ------------------------------------------------------------------------- */

function marksSelect(db: Db) {
  return db
    .selectFrom('marks as m')
    .innerJoin('students as s', 's.id', 'm.student_id')
    .innerJoin('class_courses as cc', 'cc.id', 'm.class_course_id')
    .innerJoin('courses as co', 'co.id', 'cc.course_id')
    .innerJoin('classrooms as c', 'c.id', 'cc.classroom_id');
}

function filtered(db: Db, caller: Caller, filters: Omit<MarksQuery, 'limit' | 'skip'>) {
  let query = marksSelect(db);
  if (filters.studentId) query = query.where('m.student_id', '=', filters.studentId);
  if (filters.classCourseId) query = query.where('m.class_course_id', '=', filters.classCourseId);
  if (filters.classroomId) query = query.where('cc.classroom_id', '=', filters.classroomId);
  if (filters.schoolYearId) query = query.where('c.school_year_id', '=', filters.schoolYearId);
  if (filters.sequence) query = query.where('m.sequence', '=', filters.sequence);
  if (filters.term) query = query.where('m.term', '=', filters.term);
  if (filters.type) query = query.where('m.evaluation_type', '=', filters.type);
  // A teacher lists only the marks of its own class courses.
  if (!handlesAllMarks(caller)) query = query.where('cc.teacher_id', '=', caller.user.id);
  return query;
}

function withMarkColumns<Q extends ReturnType<typeof marksSelect>>(query: Q) {
  return query.select([
    'm.id',
    'm.student_id',
    's.matricule',
    's.last_name',
    's.first_name',
    'm.class_course_id',
    'co.name as course_name',
    'cc.classroom_id',
    'cc.teacher_id',
    'm.sequence',
    'm.term',
    'm.evaluation_type',
    'm.value',
    'm.updated_at',
  ]);
}
type MarkRow = Awaited<ReturnType<ReturnType<typeof withMarkColumns>['executeTakeFirstOrThrow']>>;

const toMark = (row: MarkRow): Mark => ({
  id: row.id,
  studentId: row.student_id,
  matricule: row.matricule,
  studentName: `${row.last_name.toUpperCase()} ${row.first_name}`,
  classCourseId: row.class_course_id,
  courseName: row.course_name,
  classroomId: row.classroom_id,
  sequence: row.sequence,
  term: row.term,
  type: row.evaluation_type,
  value: Number(row.value),
  updatedAt: row.updated_at,
});

async function deleteMarks(db: Db, caller: Caller, marks: readonly Mark[]): Promise<number> {
  if (!marks.length) return 0;
  await db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom('marks')
      .where(
        'id',
        'in',
        marks.map((mark) => mark.id),
      )
      .execute();
    // One entry for the whole deletion, listing the marks it removed.
    const [first] = marks;
    if (marks.length === 1)
      await audit(trx, { userId: caller.user.id, action: 'delete', entity: 'mark', entityId: first.id, before: first });
    else
      await audit(trx, {
        userId: caller.user.id,
        action: 'delete',
        entity: 'marks',
        entityId: first.classCourseId,
        before: { classCourseId: first.classCourseId, marks },
      });
    await bumpVersion(trx, 'marks');
  });
  return marks.length;
}

/* What the routes call ------------------------------------------------------------------------ */

/** A slot's entry list: the class course's students with their marks (403 for another teacher's). */
export async function markEntryList(db: Db, caller: Caller, classCourseId: number, slot: Slot, classroomId: number): Promise<EntryList> {
  const classCourse = await classCourseFor(db, caller, classCourseId, false, classroomId);
  await checkSlot(db, classCourse, slot);
  return entryList(db, classCourse, slot);
}

/** Saves a slot's whole list at once (see saveBulk). */
export async function saveMarks(
  db: Db,
  caller: Caller,
  classCourseId: number,
  slot: Slot,
  lines: BulkMarksBody['marks'],
): Promise<BulkResult> {
  const classCourse = await classCourseFor(db, caller, classCourseId, true);
  await checkSlot(db, classCourse, slot);
  return saveBulk(db, caller, classCourse, slot, lines);
}

/** A page of the marks a filter selects (a teacher's own class courses only). */
export function listMarks(db: Db, caller: Caller, { limit, skip, ...filters }: MarksQuery) {
  return pageOf(
    withMarkColumns(filtered(db, caller, filters))
      .orderBy('m.class_course_id')
      .orderBy('s.last_name')
      .orderBy('s.first_name')
      .orderBy('m.id'),
    filtered(db, caller, filters).select((eb) => eb.fn.countAll<number>().as('n')),
    { limit, skip },
    toMark,
  );
}

async function findMark(db: Db, caller: Caller, id: number, write: boolean) {
  const row = await withMarkColumns(marksSelect(db)).where('m.id', '=', id).executeTakeFirst();
  if (!row) throw notFound('errors.markNotFound');
  checkOwnClassCourse(caller, row, write);
  return toMark(row);
}

export const getMark = (db: Db, caller: Caller, id: number): Promise<Mark> => findMark(db, caller, id, false);

export async function deleteMark(db: Db, caller: Caller, id: number): Promise<{ deleted: number }> {
  return { deleted: await deleteMarks(db, caller, [await findMark(db, caller, id, true)]) };
}

/** Deletes the marks a filter selects, within one class course the caller may write. */
export async function deleteMarksWhere(db: Db, caller: Caller, query: DeleteMarksQuery): Promise<{ deleted: number }> {
  await classCourseFor(db, caller, query.classCourseId, true);
  const rows = await withMarkColumns(filtered(db, caller, query)).execute();
  return { deleted: await deleteMarks(db, caller, rows.map(toMark)) };
}
