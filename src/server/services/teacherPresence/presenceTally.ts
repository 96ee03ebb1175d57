/**
 * What the periodic statistics and the part-time statements count, per teacher over a range of
 * dates, summed by the database rather than read line by line (a trimester of a large school is
 * tens of thousands of slots):
 * - the hours the timetables expect: each slot's hours × how many of its weekday the range holds
 *   while its timetable is valid (calendar arithmetic, no row per date);
 * - the records, grouped by teacher, class course and status, and the replacements by who took them;
 * - the slots with no record where a roll call was taken (the teacher was there), grouped by
 *   timetable, classroom, time part and weekday, then given to the slot's teacher.
 * domain/presence/figures.ts turns a tally into figures.
 */
import { sql } from 'kysely';
import { WEEKDAYS, type TeacherPresenceStatus } from '../../../domain/enums';
import type { PresenceInput } from '../../../domain/presence/figures';
import { overlap, weekdayCounts } from '../../../domain/presence/week';
import { isPostgres } from '../../db/migrations/dialect';
import type { Db } from '../../db/schema';
import { personName } from '../shared/personNames';
import { compareNames, compareStaff } from '../shared/nameOrder';

export interface ClassCourseHours {
  classCourseId: number;
  classroomName: string;
  courseName: string;
  hours: number;
}

export interface TeacherTally {
  teacherId: number;
  teacherName: string;
  input: PresenceInput;
  /** Own classes present, late or vouched for by a roll call, per class course. */
  taught: ClassCourseHours[];
  /** Classes taken in another teacher's place, per class course. */
  replacing: ClassCourseHours[];
}

export interface DateRange {
  from: string;
  to: string;
}

/** Sunday is 0, as both databases number weekdays. */
function weekdayNumber(db: Db) {
  return isPostgres(db)
    ? sql<number>`cast(extract(dow from cast(rc.date as date)) as integer)`
    : sql<number>`cast(strftime('%w', rc.date) as integer)`;
}

interface Working {
  input: PresenceInput;
  taught: Map<number, number>;
  replacing: Map<number, number>;
}

const add = (map: Map<number, number>, key: number, hours: number) => map.set(key, (map.get(key) ?? 0) + hours);
const round2 = (value: number) => Math.round(value * 100) / 100;

/** Teachers with a slot or a record in the range, in name order (only `teacherIds` when given). */
export async function presenceTally(db: Db, range: DateRange, teacherIds?: readonly number[]): Promise<TeacherTally[]> {
  const only = teacherIds && new Set(teacherIds);
  if (only && only.size === 0) return [];
  const timetables = await db
    .selectFrom('timetables')
    .select(['id', 'valid_from', 'valid_to'])
    .where('valid_from', '<=', range.to)
    .where('valid_to', '>=', range.from)
    .execute();
  const timetableIds = timetables.map((t) => t.id);

  let records = db
    .selectFrom('teacher_presences')
    .select((eb) => [
      'teacher_id',
      'class_course_id',
      'status',
      eb.fn.sum<number>('hours').as('hours'),
      eb.fn.countAll<number>().as('count'),
      eb.fn.sum<number>('lateness_minutes').as('minutes'),
    ])
    .where('date', '>=', range.from)
    .where('date', '<=', range.to)
    .where('teacher_id', 'is not', null)
    .groupBy(['teacher_id', 'class_course_id', 'status']);
  let replacements = db
    .selectFrom('teacher_presences')
    .select((eb) => ['replaced_by', 'class_course_id', eb.fn.sum<number>('hours').as('hours')])
    .where('date', '>=', range.from)
    .where('date', '<=', range.to)
    .where('status', '=', 'replaced')
    .where('replaced_by', 'is not', null)
    .groupBy(['replaced_by', 'class_course_id']);
  if (only) {
    records = records.where('teacher_id', 'in', [...only]);
    replacements = replacements.where('replaced_by', 'in', [...only]);
  }

  const [slots, recorded, replaced, rollCalls] = await Promise.all([
    timetableIds.length
      ? db
          .selectFrom('timetable_slots as s')
          .innerJoin('class_courses as cc', 'cc.id', 's.class_course_id')
          .innerJoin('time_parts as tp', 'tp.id', 's.time_part_id')
          .select([
            's.timetable_id',
            's.classroom_id',
            's.weekday',
            's.time_part_id',
            's.class_course_id',
            'cc.teacher_id',
            'tp.duration_hours',
          ])
          .where('s.timetable_id', 'in', timetableIds)
          .where('cc.teacher_id', 'is not', null)
          .execute()
      : [],
    records.execute(),
    replacements.execute(),
    timetableIds.length
      ? db
          .selectFrom('roll_calls as rc')
          .innerJoin('timetables as t', (join) =>
            join.on('t.id', 'in', timetableIds).onRef('t.valid_from', '<=', 'rc.date').onRef('t.valid_to', '>=', 'rc.date'),
          )
          .leftJoin('teacher_presences as p', (join) =>
            join
              .onRef('p.classroom_id', '=', 'rc.classroom_id')
              .onRef('p.date', '=', 'rc.date')
              .onRef('p.time_part_id', '=', 'rc.time_part_id'),
          )
          .select((eb) => [
            't.id as timetable_id',
            'rc.classroom_id',
            'rc.time_part_id',
            weekdayNumber(db).as('weekday'),
            eb.fn.countAll<number>().as('count'),
          ])
          .where('rc.date', '>=', range.from)
          .where('rc.date', '<=', range.to)
          .where('p.id', 'is', null)
          .groupBy(['t.id', 'rc.classroom_id', 'rc.time_part_id', weekdayNumber(db)])
          .execute()
      : [],
  ]);

  const teachers = new Map<number, Working>();
  const working = (teacherId: number): Working | undefined => {
    if (only && !only.has(teacherId)) return undefined;
    let entry = teachers.get(teacherId);
    if (!entry) {
      entry = { input: { scheduledHours: 0, recorded: {}, rollCallHours: 0, replacingHours: 0 }, taught: new Map(), replacing: new Map() };
      teachers.set(teacherId, entry);
    }
    return entry;
  };

  // How many of each weekday every timetable is valid for inside the range.
  const counts = new Map(
    timetables.map((t) => {
      const span = overlap(range, { from: t.valid_from, to: t.valid_to });
      return [t.id, span ? weekdayCounts(span.from, span.to) : undefined] as const;
    }),
  );
  const slotAt = new Map<string, (typeof slots)[number]>();
  for (const slot of slots) {
    slotAt.set(`${slot.timetable_id}|${slot.classroom_id}|${slot.time_part_id}|${slot.weekday}`, slot);
    const entry = working(slot.teacher_id!);
    const times = counts.get(slot.timetable_id)?.[slot.weekday] ?? 0;
    if (entry) entry.input.scheduledHours += Number(slot.duration_hours) * times;
  }

  for (const row of recorded) {
    const entry = working(row.teacher_id!);
    if (!entry) continue;
    const status = row.status as TeacherPresenceStatus;
    const hours = Number(row.hours);
    const previous = entry.input.recorded[status] ?? { hours: 0, count: 0, lateMinutes: 0 };
    entry.input.recorded[status] = {
      hours: previous.hours + hours,
      count: previous.count + Number(row.count),
      lateMinutes: previous.lateMinutes + (status === 'late' ? Number(row.minutes) : 0),
    };
    if (status === 'present' || status === 'late') add(entry.taught, row.class_course_id, hours);
  }
  for (const row of replaced) {
    const entry = working(row.replaced_by!);
    if (!entry) continue;
    entry.input.replacingHours += Number(row.hours);
    add(entry.replacing, row.class_course_id, Number(row.hours));
  }
  for (const row of rollCalls) {
    const slot = slotAt.get(`${row.timetable_id}|${row.classroom_id}|${row.time_part_id}|${WEEKDAYS[Number(row.weekday)]}`);
    if (!slot) continue;
    const entry = working(slot.teacher_id!);
    if (!entry) continue;
    const hours = Number(slot.duration_hours) * Number(row.count);
    entry.input.rollCallHours += hours;
    add(entry.taught, slot.class_course_id, hours);
  }

  if (teachers.size === 0) return [];
  const courseIds = [...new Set([...teachers.values()].flatMap((entry) => [...entry.taught.keys(), ...entry.replacing.keys()]))];
  const [people, courses] = await Promise.all([
    db
      .selectFrom('users')
      .select(['id', 'first_name', 'last_name'])
      .where('id', 'in', [...teachers.keys()])
      .execute(),
    courseIds.length
      ? db
          .selectFrom('class_courses as cc')
          .innerJoin('classrooms as c', 'c.id', 'cc.classroom_id')
          .innerJoin('courses as co', 'co.id', 'cc.course_id')
          .select(['cc.id', 'c.name as classroom_name', 'co.name as course_name'])
          .where('cc.id', 'in', courseIds)
          .execute()
      : [],
  ]);
  const courseOf = new Map(courses.map((course) => [course.id, course]));
  const lines = (map: Map<number, number>): ClassCourseHours[] =>
    [...map.entries()]
      .map(([classCourseId, hours]) => ({
        classCourseId,
        classroomName: courseOf.get(classCourseId)?.classroom_name ?? '',
        courseName: courseOf.get(classCourseId)?.course_name ?? '',
        hours: round2(hours),
      }))
      .sort((a, b) => compareNames(a.classroomName, b.classroomName) || compareNames(a.courseName, b.courseName));

  return people.sort(compareStaff).map((person) => {
    const entry = teachers.get(person.id)!;
    return {
      teacherId: person.id,
      teacherName: personName(person.first_name, person.last_name)!,
      input: entry.input,
      taught: lines(entry.taught),
      replacing: lines(entry.replacing),
    };
  });
}
