/**
 * The tiles of the whole school (principal, studies, discipline master): head counts and the day's
 * absences from the KPIs, the uncovered classes from the teacher-presence day, the money from the
 * finance ledgers, and the averages from the statistics. Each reuses the service the screen it
 * links to reads, so the tile and the screen never disagree.
 */
import type { Dashboard } from '../../../domain/contract/dashboard';
import { collectedShare, TILE_LIST_MAX } from '../../../domain/dashboard/tiles';
import type { Db } from '../../db/schema';
import { averageMarksOf } from '../statistics/averageMarks';
import { ledgers } from '../finance/ledger';
import { dayAbsences, studentsBySex } from '../statistics/kpis';
import { showDay } from '../teacherPresence/teacherPresences';

type Tile<K extends keyof Dashboard> = NonNullable<Dashboard[K]>;

/** The year's head count; kept by the dashboard, as registrations move the students' counter. */
export const enrolment = (db: Db, schoolYearId: number): Promise<Tile<'enrolment'>> => studentsBySex(db, schoolYearId);

/** The day's absences: read on every call, as a roll call adds none of the kept figures' rows. */
export const absences = (db: Db, schoolYearId: number, date: string): Promise<Tile<'absences'>> => dayAbsences(db, schoolYearId, date);

/**
 * The day's classes without their teacher, and apart those not checked yet: the presence screen's own day, so the figures match
 * it. An unchecked slot may well have its teacher, so counting it as uncovered would tell the principal a class is alone when
 * nobody knows yet.
 */
export async function uncoveredClasses(db: Db, date: string): Promise<Tile<'uncoveredClasses'>> {
  const day = await showDay(db, date, 'classroom');
  // Known absences first: a class without its teacher before one nobody has checked yet.
  const uncovered = [...day.slots.filter((slot) => slot.state === 'absent'), ...day.slots.filter((slot) => slot.state === 'unchecked')];
  return {
    count: day.counts.uncovered,
    unchecked: day.counts.unchecked,
    slots: uncovered.slice(0, TILE_LIST_MAX).map((slot) => ({
      classroomId: slot.classroomId,
      classroomName: slot.classroomName,
      timePartId: slot.timePartId,
      timePartName: slot.timePartName,
      courseName: slot.courseName,
      teacherName: slot.teacherName,
      state: slot.state as 'absent' | 'unchecked',
    })),
  };
}

/** The year's accounts summed as the finance statistics sum them: due is charged less discounts, paid is payments less reversals. */
export async function money(db: Db, schoolYearId: number, date: string): Promise<Tile<'money'>> {
  let expected = 0;
  let collected = 0;
  for (const account of (await ledgers(db, { schoolYearId }, date)).values()) {
    expected += account.totals.due;
    collected += account.totals.paid;
  }
  return { expected, collected, share: collectedShare(collected, expected) };
}

/** The latest sequence any secondary mark of the year was entered for; null before the first mark. */
export async function latestSequence(db: Db, schoolYearId: number): Promise<number | null> {
  const row = await db
    .selectFrom('marks as m')
    .innerJoin('class_courses as cc', 'cc.id', 'm.class_course_id')
    .innerJoin('classrooms as c', 'c.id', 'cc.classroom_id')
    .select((eb) => eb.fn.max('m.sequence').as('sequence'))
    .where('c.school_year_id', '=', schoolYearId)
    .where('m.sequence', 'is not', null)
    .executeTakeFirst();
  return row?.sequence == null ? null : Number(row.sequence);
}

/** The school's figures for the latest sequence with marks, as the average-marks statistics give them. */
export async function averages(db: Db, schoolYearId: number, sequence: number | null): Promise<Tile<'averages'>> {
  if (sequence === null) return { sequence: null, evaluated: 0, average: null, successRate: null };
  const { overall } = await averageMarksOf(db, 'secondary', {
    schoolYearId,
    levelId: 'all',
    classroomId: 'all',
    periodType: 'sequence',
    period: sequence,
  });
  return { sequence, evaluated: overall.evaluated, average: overall.average, successRate: overall.successRate };
}
