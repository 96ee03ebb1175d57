/**
 * The demo school's week and, when asked, two weeks of its teachers' presence: a timetable valid
 * the whole year, Monday to Friday, every time part, each classroom's courses in turn with no
 * teacher in two places (a free period where every teacher of the classroom is taken), two
 * part-time teachers paid by the hour, and the days' checks with a few absences, lateness and a
 * replacement, as a surveillant général records them.
 */
import type { Insertable, Transaction } from 'kysely';
import type { TeacherPresenceStatus, Weekday } from '../../domain/enums';
import { addDays, weekdayOf } from '../../domain/presence/week';
import type { Database, TeacherPresenceTable } from './schema';

const WEEK: readonly Weekday[] = ['mon', 'tue', 'wed', 'thu', 'fri'];
/** Paid by the hour in the demo school, at this rate (XAF). */
export const DEMO_PART_TIME = ['a.bello', 'g.nkeng'] as const;
export const DEMO_HOURLY_RATE = 2500;

export interface WeekSlot {
  weekday: Weekday;
  timePartId: number;
  hours: number;
  classroomId: number;
  classCourseId: number;
  teacherId: number | null;
}

/**
 * Every classroom's courses in turn over the week, no teacher in two places: at each weekday and
 * time part, each classroom takes the next of its courses whose teacher is free, or has a free period.
 */
export function weekOf(
  courses: readonly { id: number; classroom_id: number; teacher_id: number | null }[],
  parts: readonly { id: number; duration_hours: number }[],
  weekdays: readonly Weekday[],
): WeekSlot[] {
  const byClassroom = new Map<number, (typeof courses)[number][]>();
  for (const course of courses) byClassroom.set(course.classroom_id, [...(byClassroom.get(course.classroom_id) ?? []), course]);
  const slots: WeekSlot[] = [];
  let turn = 0;
  for (const weekday of weekdays)
    for (const part of parts) {
      const busy = new Set<number>();
      for (const [classroomId, list] of byClassroom) {
        turn += 1;
        const free = Array.from({ length: list.length }, (_, offset) => list[(turn + offset) % list.length]).find(
          (course) => course.teacher_id === null || !busy.has(course.teacher_id),
        );
        if (!free) continue;
        if (free.teacher_id !== null) busy.add(free.teacher_id);
        slots.push({
          weekday,
          timePartId: part.id,
          hours: Number(part.duration_hours),
          classroomId,
          classCourseId: free.id,
          teacherId: free.teacher_id,
        });
      }
    }
  return slots;
}

interface SeedWeek {
  schoolYear: { id: number; name: string; startsOn: string; endsOn: string };
  now: string;
  /** Record the school days before this date (two weeks of them), or nothing. */
  presenceUntil?: string;
  next: () => number;
}

export async function seedTimetable(trx: Transaction<Database>, { schoolYear, now, presenceUntil, next }: SeedWeek): Promise<void> {
  const { id: timetableId } = await trx
    .insertInto('timetables')
    .values({
      school_year_id: schoolYear.id,
      name: `Emploi du temps ${schoolYear.name}`,
      valid_from: schoolYear.startsOn,
      valid_to: schoolYear.endsOn,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const [parts, courses] = await Promise.all([
    trx.selectFrom('time_parts').select(['id', 'duration_hours']).orderBy('position').execute(),
    trx
      .selectFrom('class_courses as cc')
      .innerJoin('classrooms as c', 'c.id', 'cc.classroom_id')
      .select(['cc.id', 'cc.classroom_id', 'cc.teacher_id'])
      .where('c.school_year_id', '=', schoolYear.id)
      .orderBy('cc.classroom_id')
      .orderBy('cc.id')
      .execute(),
  ]);
  const slots = weekOf(courses, parts, WEEK);
  for (let start = 0; start < slots.length; start += 500)
    await trx
      .insertInto('timetable_slots')
      .values(
        slots.slice(start, start + 500).map((slot) => ({
          timetable_id: timetableId,
          classroom_id: slot.classroomId,
          weekday: slot.weekday,
          time_part_id: slot.timePartId,
          class_course_id: slot.classCourseId,
        })),
      )
      .execute();

  const partTime = await trx
    .selectFrom('users')
    .select('id')
    .where('username', 'in', [...DEMO_PART_TIME])
    .execute();
  if (partTime.length)
    await trx
      .insertInto('teacher_pay')
      .values(partTime.map(({ id }) => ({ teacher_id: id, part_time: 1 as const, hourly_rate: DEMO_HOURLY_RATE, updated_at: now })))
      .execute();
  if (!presenceUntil) return;

  const recorder = await trx.selectFrom('users').select('id').where('username', '=', 'discipline').executeTakeFirst();
  const teachers = [...new Set(courses.flatMap((course) => (course.teacher_id === null ? [] : [course.teacher_id])))];
  const rows: Insertable<TeacherPresenceTable>[] = [];
  let date = presenceUntil;
  for (let days = 0; days < 10;) {
    date = addDays(date, -1);
    if (date < schoolYear.startsOn) break;
    const weekday = weekdayOf(date);
    if (!WEEK.includes(weekday)) continue;
    days += 1;
    for (const part of parts) {
      const here = slots.filter((slot) => slot.weekday === weekday && slot.timePartId === part.id);
      const busy = new Set(here.map((slot) => slot.teacherId));
      for (const slot of here) {
        const draw = next();
        let status: TeacherPresenceStatus = 'present';
        let lateness = 0;
        let replacedBy: number | null = null;
        if (draw < 0.03) status = 'absent';
        else if (draw < 0.06) [status, lateness] = ['late', 5 + Math.floor(next() * 4) * 5];
        else if (draw < 0.075) {
          replacedBy = teachers.find((teacher) => !busy.has(teacher) && teacher !== slot.teacherId) ?? null;
          if (replacedBy !== null) {
            status = 'replaced';
            busy.add(replacedBy);
          } else status = 'absent';
        }
        rows.push({
          school_year_id: schoolYear.id,
          date,
          time_part_id: slot.timePartId,
          classroom_id: slot.classroomId,
          class_course_id: slot.classCourseId,
          teacher_id: slot.teacherId,
          hours: slot.hours,
          status,
          lateness_minutes: lateness,
          replaced_by: replacedBy,
          note: null,
          recorded_by: recorder?.id ?? null,
          recorded_at: `${date}T08:00:00.000Z`,
          updated_by: recorder?.id ?? null,
          updated_at: `${date}T08:00:00.000Z`,
        });
      }
    }
  }
  for (let start = 0; start < rows.length; start += 500)
    await trx
      .insertInto('teacher_presences')
      .values(rows.slice(start, start + 500))
      .execute();
}
