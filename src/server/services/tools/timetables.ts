/**
 * Weekly timetables (domain.md, "Teacher presence"): a school year's timetables, each valid over a
 * range of dates, and their slots. A slot's teacher is its class course's, so a clash (a teacher in
 * two classrooms at once) is checked against every other classroom of the same timetable, under a
 * lock on the timetable: two classrooms saved at once cannot both take the same teacher.
 */
import type { Transaction } from 'kysely';
import type { CopyResult, Timetable, TimetableBody, TimetableSlot } from '../../../domain/contract/timetables';
import * as contract from '../../../domain/contract/timetables';
import { WEEKDAYS, type Weekday } from '../../../domain/enums';
import type { ValidationMessage } from '../../../domain/validation/yup';
import { lockFor } from '../../db/locks';
import type { Database, Db } from '../../db/schema';
import { conflict, HttpError, notFound } from '../../errors';
import type { Caller } from '../../http/auth';
import { personName } from '../shared/personNames';
import { audit } from '../shared/audit';
import { nowIso } from '../shared/clock';
import { tableResource } from '../shared/resources';
import { compareNames } from '../shared/nameOrder';

const weekdayOrder = (day: string): number => WEEKDAYS.indexOf(day as Weekday);

/* Timetables ---------------------------------------------------------------------------------- */

function timetableRows(db: Db) {
  return db
    .selectFrom('timetables as t')
    .innerJoin('school_years as y', 'y.id', 't.school_year_id')
    .select((eb) => [
      't.id',
      't.school_year_id',
      'y.name as year_name',
      't.name',
      't.valid_from',
      't.valid_to',
      eb
        .selectFrom('timetable_slots as s')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('s.timetable_id', '=', 't.id')
        .as('slot_count'),
    ]);
}
type TimetableRow = Awaited<ReturnType<ReturnType<typeof timetableRows>['executeTakeFirstOrThrow']>>;

const toTimetable = (row: TimetableRow): Timetable => ({
  id: row.id,
  schoolYearId: row.school_year_id,
  schoolYearName: row.year_name,
  name: row.name,
  validFrom: row.valid_from,
  validTo: row.valid_to,
  slotCount: Number(row.slot_count ?? 0),
});

async function findTimetable(db: Db, id: number): Promise<Timetable | undefined> {
  const row = await timetableRows(db).where('t.id', '=', id).executeTakeFirst();
  return row && toTimetable(row);
}

export async function timetableOrThrow(db: Db, id: number): Promise<Timetable> {
  const timetable = await findTimetable(db, id);
  if (!timetable) throw notFound('errors.timetableMissing');
  return timetable;
}

/** The dates inside the school year (400 naming the field) and clear of the year's other timetables (409). */
async function checkDates(trx: Db, body: TimetableBody, id: number | null): Promise<void> {
  const year = await trx
    .selectFrom('school_years')
    .select(['name', 'starts_on', 'ends_on'])
    .where('id', '=', body.schoolYearId)
    .executeTakeFirst();
  if (!year) throw notFound('errors.schoolYearMissing');
  const outside: Record<string, ValidationMessage> = {};
  const message = { key: 'errors.dateOutsideYear', values: { year: year.name } };
  if (body.validFrom < year.starts_on || body.validFrom > year.ends_on) outside.validFrom = message;
  if (body.validTo < year.starts_on || body.validTo > year.ends_on) outside.validTo = message;
  if (Object.keys(outside).length) throw new HttpError(400, message.key, message.values, undefined, outside);
  let others = trx
    .selectFrom('timetables')
    .select('name')
    .where('school_year_id', '=', body.schoolYearId)
    .where('valid_from', '<=', body.validTo)
    .where('valid_to', '>=', body.validFrom);
  if (id !== null) others = others.where('id', '!=', id);
  const overlapping = await others.executeTakeFirst();
  if (overlapping) throw conflict('errors.timetableOverlap', { name: overlapping.name }, ['validFrom', 'validTo']);
}

export const timetables = tableResource({
  endpoints: contract.timetables,
  entity: 'timetable',
  table: 'timetables',
  rows: timetableRows,
  idColumn: 't.id',
  toItem: toTimetable,
  order: [
    ['t.valid_from', 'desc'],
    ['t.id', 'desc'],
  ],
  filters: (q: { schoolYearId?: number }) => [['t.school_year_id', q.schoolYearId]],
  duplicateKey: 'errors.duplicate',
  async write(trx, body: TimetableBody, id) {
    // Two timetables saved at once must not both pass the overlap check.
    await lockFor(trx, `timetables:${body.schoolYearId}`);
    await checkDates(trx, body, id);
    const now = nowIso();
    const values = {
      school_year_id: body.schoolYearId,
      name: body.name,
      valid_from: body.validFrom,
      valid_to: body.validTo,
      updated_at: now,
    };
    if (id !== null) {
      const before = await trx.selectFrom('timetables').select('school_year_id').where('id', '=', id).executeTakeFirstOrThrow();
      // The slots name the year's classrooms: they cannot move to another year.
      if (before.school_year_id !== body.schoolYearId)
        throw new HttpError(400, 'errors.timetableYearFixed', {}, undefined, { schoolYearId: { key: 'errors.timetableYearFixed' } });
      await trx.updateTable('timetables').set(values).where('id', '=', id).execute();
      return id;
    }
    const row = await trx
      .insertInto('timetables')
      .values({ ...values, created_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  },
  alsoDelete: [['timetable_slots', 'timetable_id']],
});

/** The timetable valid on a date, if any (their ranges do not overlap within a year). */
export function timetableOn(db: Db, date: string) {
  return db
    .selectFrom('timetables')
    .select(['id', 'name', 'school_year_id', 'valid_from', 'valid_to'])
    .where('valid_from', '<=', date)
    .where('valid_to', '>=', date)
    .orderBy('valid_from', 'desc')
    .executeTakeFirst();
}

/* Slots --------------------------------------------------------------------------------------- */

/** Slots with what they show (classroom, course, teacher), for the timetable screens and the day. */
export function slotRows(db: Db) {
  return db
    .selectFrom('timetable_slots as s')
    .innerJoin('classrooms as c', 'c.id', 's.classroom_id')
    .innerJoin('class_courses as cc', 'cc.id', 's.class_course_id')
    .innerJoin('courses as co', 'co.id', 'cc.course_id')
    .innerJoin('time_parts as tp', 'tp.id', 's.time_part_id')
    .leftJoin('users as u', 'u.id', 'cc.teacher_id')
    .select([
      's.id',
      's.timetable_id',
      's.weekday',
      's.time_part_id',
      's.classroom_id',
      'c.name as classroom_name',
      's.class_course_id',
      'co.name as course_name',
      'co.code as course_code',
      'cc.teacher_id',
      'u.first_name as teacher_first',
      'u.last_name as teacher_last',
      'tp.name as time_part_name',
      'tp.position as time_part_position',
      'tp.duration_hours',
    ]);
}
export type SlotRow = Awaited<ReturnType<ReturnType<typeof slotRows>['executeTakeFirstOrThrow']>>;

const toSlot = (row: SlotRow): TimetableSlot => ({
  id: row.id,
  weekday: row.weekday,
  timePartId: row.time_part_id,
  classroomId: row.classroom_id,
  classroomName: row.classroom_name,
  classCourseId: row.class_course_id,
  courseName: row.course_name,
  courseCode: row.course_code,
  teacherId: row.teacher_id,
  teacherName: personName(row.teacher_first, row.teacher_last),
});

const bySlotOrder = (a: SlotRow, b: SlotRow) =>
  weekdayOrder(a.weekday) - weekdayOrder(b.weekday) ||
  a.time_part_position - b.time_part_position ||
  compareNames(a.classroom_name, b.classroom_name) ||
  a.id - b.id;

export async function listSlots(
  db: Db,
  timetableId: number,
  query: contract.SlotsQuery,
): Promise<{ data: TimetableSlot[]; total: number }> {
  await timetableOrThrow(db, timetableId);
  let rows = slotRows(db).where('s.timetable_id', '=', timetableId);
  if (query.classroomId !== undefined) rows = rows.where('s.classroom_id', '=', query.classroomId);
  if (query.teacherId !== undefined) rows = rows.where('cc.teacher_id', '=', query.teacherId);
  if (query.weekday !== undefined) rows = rows.where('s.weekday', '=', query.weekday);
  const data = (await rows.execute()).sort(bySlotOrder).map(toSlot);
  return { data, total: data.length };
}

export type SlotLine = contract.ClassroomSlotsBody['slots'][number];

async function classroomOfYear(db: Db, classroomId: number, schoolYearId: number, field: string) {
  const classroom = await db
    .selectFrom('classrooms')
    .select(['id', 'name', 'school_year_id'])
    .where('id', '=', classroomId)
    .executeTakeFirst();
  if (!classroom) throw notFound('errors.classroomMissing');
  if (classroom.school_year_id !== schoolYearId) {
    const message = { key: 'errors.classroomOtherYear', values: { classroom: classroom.name } };
    throw new HttpError(400, message.key, message.values, undefined, { [field]: message });
  }
  return classroom;
}

/**
 * Replaces a classroom's week with `lines` after checking each (every bad line named: 400 for a
 * line that cannot be, 409 for a teacher already elsewhere). Runs inside the caller's transaction,
 * under the timetable's lock (taken here; taking it again in the same transaction is harmless).
 */
export async function writeClassroomWeek(
  trx: Transaction<Database>,
  timetableId: number,
  classroomId: number,
  lines: readonly SlotLine[],
): Promise<void> {
  await lockFor(trx, `timetable:${timetableId}`);
  const [courses, parts, others] = await Promise.all([
    trx.selectFrom('class_courses').select(['id', 'teacher_id']).where('classroom_id', '=', classroomId).execute(),
    trx.selectFrom('time_parts').select('id').execute(),
    // Where the teachers of this classroom's courses already are in the week, in other classrooms.
    trx
      .selectFrom('timetable_slots as s')
      .innerJoin('class_courses as cc', 'cc.id', 's.class_course_id')
      .innerJoin('classrooms as c', 'c.id', 's.classroom_id')
      .select(['s.weekday', 's.time_part_id', 'cc.teacher_id', 'c.name'])
      .where('s.timetable_id', '=', timetableId)
      .where('s.classroom_id', '!=', classroomId)
      .where('cc.teacher_id', 'in', (eb) => eb.selectFrom('class_courses').select('teacher_id').where('classroom_id', '=', classroomId))
      .execute(),
  ]);
  const teacherOf = new Map(courses.map((course) => [course.id, course.teacher_id]));
  const partIds = new Set(parts.map((part) => part.id));
  const busy = new Map(others.map((slot) => [`${slot.weekday}|${slot.time_part_id}|${slot.teacher_id}`, slot.name]));

  const invalid: Record<string, ValidationMessage> = {};
  const clashes: Record<string, ValidationMessage> = {};
  const cells = new Set<string>();
  lines.forEach((line, index) => {
    const cell = `${line.weekday}|${line.timePartId}`;
    if (cells.has(cell)) invalid[`slots[${index}].weekday`] = { key: 'validation.duplicateSlot' };
    cells.add(cell);
    if (!partIds.has(line.timePartId)) invalid[`slots[${index}].timePartId`] = { key: 'errors.timePartMissing' };
    if (!teacherOf.has(line.classCourseId)) {
      invalid[`slots[${index}].classCourseId`] = { key: 'validation.classCourseNotInClassroom' };
      return;
    }
    const teacher = teacherOf.get(line.classCourseId);
    const elsewhere = teacher === null ? undefined : busy.get(`${cell}|${teacher}`);
    if (elsewhere !== undefined)
      clashes[`slots[${index}].classCourseId`] = { key: 'errors.teacherClash', values: { classroom: elsewhere } };
  });
  if (Object.keys(invalid).length) throw new HttpError(400, 'errors.validation', {}, undefined, invalid);
  if (Object.keys(clashes).length) {
    const [first] = Object.values(clashes);
    throw new HttpError(409, first.key, first.values, undefined, clashes);
  }
  await trx.deleteFrom('timetable_slots').where('timetable_id', '=', timetableId).where('classroom_id', '=', classroomId).execute();
  if (lines.length)
    await trx
      .insertInto('timetable_slots')
      .values(
        lines.map((line) => ({
          timetable_id: timetableId,
          classroom_id: classroomId,
          weekday: line.weekday,
          time_part_id: line.timePartId,
          class_course_id: line.classCourseId,
        })),
      )
      .execute();
}

/** A week as its audit entries keep it. */
export const slotSummary = (rows: readonly { weekday: string; time_part_id: number; class_course_id: number }[]) =>
  rows.map((row) => ({ weekday: row.weekday, timePartId: row.time_part_id, classCourseId: row.class_course_id }));

async function classroomWeek(db: Db, timetableId: number, classroomId: number) {
  return db
    .selectFrom('timetable_slots')
    .select(['weekday', 'time_part_id', 'class_course_id'])
    .where('timetable_id', '=', timetableId)
    .where('classroom_id', '=', classroomId)
    .orderBy('id')
    .execute();
}

export async function saveClassroomSlots(
  db: Db,
  caller: Caller,
  timetableId: number,
  classroomId: number,
  lines: readonly SlotLine[],
): Promise<{ data: TimetableSlot[]; total: number }> {
  const timetable = await timetableOrThrow(db, timetableId);
  await classroomOfYear(db, classroomId, timetable.schoolYearId, 'classroomId');
  await db.transaction().execute(async (trx) => {
    const before = await classroomWeek(trx, timetableId, classroomId);
    await writeClassroomWeek(trx, timetableId, classroomId, lines);
    await audit(trx, {
      userId: caller.user.id,
      action: 'update',
      entity: 'timetable_week',
      entityId: `${timetableId}/${classroomId}`,
      before: slotSummary(before),
      after: lines,
    });
  });
  return listSlots(db, timetableId, { classroomId });
}

export async function copyClassroomSlots(db: Db, caller: Caller, timetableId: number, fromId: number, toId: number): Promise<CopyResult> {
  const timetable = await timetableOrThrow(db, timetableId);
  await classroomOfYear(db, fromId, timetable.schoolYearId, 'fromClassroomId');
  await classroomOfYear(db, toId, timetable.schoolYearId, 'toClassroomId');
  return db.transaction().execute(async (trx) => {
    const [source, targetCourses, before] = await Promise.all([
      trx
        .selectFrom('timetable_slots as s')
        .innerJoin('class_courses as cc', 'cc.id', 's.class_course_id')
        .select(['s.weekday', 's.time_part_id', 'cc.course_id'])
        .where('s.timetable_id', '=', timetableId)
        .where('s.classroom_id', '=', fromId)
        .execute(),
      trx.selectFrom('class_courses').select(['id', 'course_id']).where('classroom_id', '=', toId).execute(),
      classroomWeek(trx, timetableId, toId),
    ]);
    const courseIn = new Map(targetCourses.map((course) => [course.course_id, course.id]));
    const lines = source.flatMap((slot) => {
      const classCourseId = courseIn.get(slot.course_id);
      return classCourseId === undefined ? [] : [{ weekday: slot.weekday, timePartId: slot.time_part_id, classCourseId }];
    });
    await writeClassroomWeek(trx, timetableId, toId, lines);
    await audit(trx, {
      userId: caller.user.id,
      action: 'update',
      entity: 'timetable_week',
      entityId: `${timetableId}/${toId}`,
      before: slotSummary(before),
      after: { copiedFrom: fromId, slots: lines },
    });
    return { copied: lines.length, skipped: source.length - lines.length };
  });
}

/**
 * A new timetable with the source's slots. Within the same year the slots are the same; in another
 * year classrooms are matched by name and courses by code, and a slot whose teacher would be in two
 * places (the new year's class courses may have other teachers) is left out with the unmatched.
 */
export async function copyTimetable(
  db: Db,
  caller: Caller,
  sourceId: number,
  body: TimetableBody,
): Promise<{ timetable: Timetable; copied: number; skipped: number }> {
  const source = await timetableOrThrow(db, sourceId);
  const result = await db.transaction().execute(async (trx) => {
    const id = await timetables.write(trx, body, null, undefined, caller);
    const slots = await trx
      .selectFrom('timetable_slots as s')
      .innerJoin('classrooms as c', 'c.id', 's.classroom_id')
      .innerJoin('class_courses as cc', 'cc.id', 's.class_course_id')
      .select(['s.weekday', 's.time_part_id', 's.classroom_id', 's.class_course_id', 'c.name as classroom_name', 'cc.course_id'])
      .where('s.timetable_id', '=', sourceId)
      .orderBy('s.id')
      .execute();
    const targets = await trx
      .selectFrom('class_courses as cc')
      .innerJoin('classrooms as c', 'c.id', 'cc.classroom_id')
      .select(['cc.id', 'cc.course_id', 'cc.teacher_id', 'c.id as classroom_id', 'c.name as classroom_name'])
      .where('c.school_year_id', '=', body.schoolYearId)
      .execute();
    const sameYear = body.schoolYearId === source.schoolYearId;
    const target = new Map(
      targets.map((course) => [sameYear ? `${course.id}` : `${course.classroom_name}|${course.course_id}`, course] as const),
    );
    const taken = new Set<string>();
    const rows = slots.flatMap((slot) => {
      const course = target.get(sameYear ? `${slot.class_course_id}` : `${slot.classroom_name}|${slot.course_id}`);
      if (!course) return [];
      const teacherKey = course.teacher_id === null ? null : `${slot.weekday}|${slot.time_part_id}|${course.teacher_id}`;
      if (teacherKey && taken.has(teacherKey)) return [];
      if (teacherKey) taken.add(teacherKey);
      return [
        {
          timetable_id: id,
          classroom_id: course.classroom_id,
          weekday: slot.weekday,
          time_part_id: slot.time_part_id,
          class_course_id: course.id,
        },
      ];
    });
    for (let start = 0; start < rows.length; start += 500)
      await trx
        .insertInto('timetable_slots')
        .values(rows.slice(start, start + 500))
        .execute();
    const timetable = (await findTimetable(trx, id))!;
    await audit(trx, {
      userId: caller.user.id,
      action: 'create',
      entity: 'timetable',
      entityId: id,
      after: { ...timetable, copiedFrom: sourceId },
    });
    return { timetable, copied: rows.length, skipped: slots.length - rows.length };
  });
  return result;
}
