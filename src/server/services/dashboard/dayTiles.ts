/**
 * The day's roll calls and lessons: what the discipline master still waits for and what a teacher
 * has to do. A roll call is expected for each classroom and time part, Monday to Saturday (the
 * KPIs' rule, docs/decisions.md "Attendance and discipline").
 */
import type { Dashboard } from '../../../domain/contract/dashboard';
import { TILE_LIST_MAX } from '../../../domain/dashboard/tiles';
import { weekdayOf } from '../../../domain/presence/week';
import type { Db } from '../../db/schema';
import { scopeIds } from '../discipline/sanctions';
import type { ClassroomScope } from '../discipline/attendanceScope';
import { slotRows } from '../tools/timetables';

type Slot = NonNullable<Dashboard['missingRollCalls']>['slots'][number];

const isSchoolDay = (date: string): boolean => weekdayOf(date) !== 'sun';
const key = (classroomId: number, timePartId: number) => `${classroomId}|${timePartId}`;

async function takenOn(db: Db, date: string, classroomIds: readonly number[] | null): Promise<Set<string>> {
  let query = db.selectFrom('roll_calls').select(['classroom_id', 'time_part_id']).where('date', '=', date);
  if (classroomIds) query = query.where('classroom_id', 'in', classroomIds);
  return new Set((await query.execute()).map((row) => key(row.classroom_id, row.time_part_id)));
}

/** The day's roll calls not taken in the classrooms of the scope, in classroom then time-part order. */
export async function missingRollCalls(
  db: Db,
  schoolYearId: number,
  date: string,
  scope: ClassroomScope,
): Promise<NonNullable<Dashboard['missingRollCalls']>> {
  const ids = scopeIds(scope);
  if (!isSchoolDay(date)) return { count: 0, slots: [] };
  let classrooms = db.selectFrom('classrooms').select(['id', 'name']).where('school_year_id', '=', schoolYearId);
  if (ids) classrooms = classrooms.where('id', 'in', ids);
  const [rooms, parts, taken] = await Promise.all([
    classrooms.orderBy('name').orderBy('id').execute(),
    db.selectFrom('time_parts').select(['id', 'name']).orderBy('position').orderBy('starts_at').execute(),
    takenOn(db, date, ids),
  ]);
  const missing: Slot[] = [];
  for (const room of rooms)
    for (const part of parts)
      if (!taken.has(key(room.id, part.id)))
        missing.push({ classroomId: room.id, classroomName: room.name, timePartId: part.id, timePartName: part.name });
  return { count: missing.length, slots: missing.slice(0, TILE_LIST_MAX) };
}

/** A teacher's lessons of the day (its class courses in the timetable valid on the date), in time-part order. */
export async function classesToday(
  db: Db,
  schoolYearId: number,
  date: string,
  teacherId: number,
): Promise<NonNullable<Dashboard['classesToday']>> {
  const slots = await slotRows(db)
    .innerJoin('timetables as t', 't.id', 's.timetable_id')
    .where('t.school_year_id', '=', schoolYearId)
    .where('t.valid_from', '<=', date)
    .where('t.valid_to', '>=', date)
    .where('s.weekday', '=', weekdayOf(date))
    .where('cc.teacher_id', '=', teacherId)
    .orderBy('tp.position')
    .orderBy('c.name')
    .orderBy('s.id')
    .execute();
  const taken = slots.length
    ? await takenOn(
        db,
        date,
        slots.map((slot) => slot.classroom_id),
      )
    : new Set<string>();
  return {
    count: slots.length,
    slots: slots.map((slot) => ({
      classroomId: slot.classroom_id,
      classroomName: slot.classroom_name,
      timePartId: slot.time_part_id,
      timePartName: slot.time_part_name,
      classCourseId: slot.class_course_id,
      courseName: slot.course_name,
      rollCallTaken: taken.has(key(slot.classroom_id, slot.time_part_id)),
    })),
  };
}

/**
 * The roll calls a teacher has to take today and has not: those of its lessons, and every time
 * part of the classrooms assigned to it for attendance (a head teacher calls its class's roll).
 */
export async function rollCallsToTake(
  db: Db,
  schoolYearId: number,
  date: string,
  teacherId: number,
  lessons: NonNullable<Dashboard['classesToday']>,
): Promise<NonNullable<Dashboard['rollCallsToTake']>> {
  if (!isSchoolDay(date)) return { count: 0, slots: [] };
  const [assigned, parts] = await Promise.all([
    db
      .selectFrom('staff_assignments as a')
      .innerJoin('classrooms as c', 'c.id', 'a.classroom_id')
      .select(['c.id', 'c.name'])
      .where('a.user_id', '=', teacherId)
      .where('a.kind', '=', 'attendance')
      .where('c.school_year_id', '=', schoolYearId)
      .orderBy('c.name')
      .orderBy('c.id')
      .execute(),
    db.selectFrom('time_parts').select(['id', 'name', 'position']).orderBy('position').orderBy('starts_at').execute(),
  ]);
  const wanted = new Map<string, Slot & { position: number }>();
  const position = new Map(parts.map((part, index) => [part.id, index]));
  for (const lesson of lessons.slots)
    wanted.set(key(lesson.classroomId, lesson.timePartId), {
      classroomId: lesson.classroomId,
      classroomName: lesson.classroomName,
      timePartId: lesson.timePartId,
      timePartName: lesson.timePartName,
      position: position.get(lesson.timePartId) ?? 0,
    });
  for (const room of assigned)
    for (const part of parts)
      wanted.set(key(room.id, part.id), {
        classroomId: room.id,
        classroomName: room.name,
        timePartId: part.id,
        timePartName: part.name,
        position: position.get(part.id) ?? 0,
      });
  if (!wanted.size) return { count: 0, slots: [] };
  const taken = await takenOn(db, date, [...new Set([...wanted.values()].map((slot) => slot.classroomId))]);
  const missing = [...wanted.entries()]
    .filter(([slotKey]) => !taken.has(slotKey))
    .map(([, slot]) => slot)
    .sort((a, b) => a.position - b.position || a.classroomName.localeCompare(b.classroomName))
    .map(({ position: _position, ...slot }) => slot);
  return { count: missing.length, slots: missing.slice(0, TILE_LIST_MAX) };
}
