/**
 * The attendance and discipline figures of students over a date range: absence hours justified and
 * unjustified, lateness, consigne hours and exclusion days. The database sums each student's lines
 * by status; `domain/discipline/absenceTotals` says what counts. Report cards, sheets, the student
 * record, the thresholds and the statistics all read their figures here, so they agree.
 */
import { sql } from 'kysely';
import { addGroup, emptyTotals, type AbsenceTotals } from '../../../domain/discipline/absenceTotals';
import type { DateRange } from '../../../domain/discipline/calendar';
import type { AttendanceStatus } from '../../../domain/enums';
import type { Db } from '../../db/schema';

export interface StudentFigures extends AbsenceTotals {
  consigneHours: number;
  exclusionDays: number;
}

export const emptyFigures = (): StudentFigures => ({ ...emptyTotals(), consigneHours: 0, exclusionDays: 0 });

export interface FigureFilter {
  schoolYearId: number;
  /** Narrow to these students, or to the lines taken in these classrooms; all of the year otherwise. */
  studentIds?: readonly number[];
  classroomIds?: readonly number[];
}

const round2 = (value: number): number => Math.round(value * 100) / 100;

/**
 * Each student's figures over each range, in the ranges' order (they may overlap: a record's
 * sequences, trimesters and year); a student with nothing to count in a range is absent from its
 * map. For named students (a record) their few lines are read once over the ranges' whole span,
 * by day, and each day is added to the ranges that hold it: two queries instead of two a range.
 * Otherwise one grouped query per range and table, run side by side: on PostgreSQL each takes a
 * connection of the pool, which beats one query joining the ranges.
 */
export async function figuresByRanges(
  db: Db,
  filter: FigureFilter & { ranges: readonly DateRange[] },
): Promise<Map<number, StudentFigures>[]> {
  if (filter.studentIds?.length === 0) return filter.ranges.map(() => new Map());
  if (!filter.studentIds || filter.ranges.length < 2)
    return Promise.all(filter.ranges.map((range) => figuresByStudent(db, { ...filter, range })));
  const span = {
    from: filter.ranges.reduce((first, range) => (range.from < first ? range.from : first), filter.ranges[0]!.from),
    to: filter.ranges.reduce((last, range) => (range.to > last ? range.to : last), filter.ranges[0]!.to),
  };
  const [absenceRows, sanctionRows] = await Promise.all([
    absenceGroups(db, { ...filter, range: span }, true).execute(),
    sanctionGroups(db, { ...filter, range: span }, true).execute(),
  ]);
  return filter.ranges.map(({ from, to }) => {
    const within = (row: { date?: string }) => row.date! >= from && row.date! <= to;
    return figuresFrom(absenceRows.filter(within), sanctionRows.filter(within));
  });
}

/** Each student's absence lines summed by status and justification, and by day when asked. */
function absenceGroups(db: Db, filter: FigureFilter & { range: DateRange }, byDay: boolean) {
  let query = db
    .selectFrom('absences as a')
    .innerJoin('time_parts as tp', 'tp.id', 'a.time_part_id')
    .select([
      'a.student_id',
      'a.status',
      'a.justified',
      (eb) => eb.fn.sum<number>('tp.duration_hours').as('hours'),
      (eb) => eb.fn.sum<number>(sql`case when a.lateness_minutes > 0 then 1 else 0 end`).as('late_count'),
      (eb) => eb.fn.sum<number>('a.lateness_minutes').as('lateness_minutes'),
    ])
    .where('a.school_year_id', '=', filter.schoolYearId)
    .where('a.date', '>=', filter.range.from)
    .where('a.date', '<=', filter.range.to)
    .groupBy(['a.student_id', 'a.status', 'a.justified'])
    .$if(byDay, (grouped) => grouped.select('a.date').groupBy('a.date'));
  if (filter.studentIds) query = query.where('a.student_id', 'in', filter.studentIds);
  if (filter.classroomIds) query = query.where('a.classroom_id', 'in', filter.classroomIds);
  return query;
}

/** Each student's consigne hours and exclusion days in force, and by day when asked. */
function sanctionGroups(db: Db, filter: FigureFilter & { range: DateRange }, byDay: boolean) {
  let query = db
    .selectFrom('sanctions as s')
    .innerJoin('sanction_types as t', 't.id', 's.sanction_type_id')
    .select(['s.student_id', 't.unit', (eb) => eb.fn.sum<number>('s.duration').as('duration')])
    .where('s.school_year_id', '=', filter.schoolYearId)
    .where('s.status', '=', 'active')
    .where('t.unit', 'in', ['hours', 'days'])
    .where('s.date', '>=', filter.range.from)
    .where('s.date', '<=', filter.range.to)
    .groupBy(['s.student_id', 't.unit'])
    .$if(byDay, (grouped) => grouped.select('s.date').groupBy('s.date'));
  if (filter.studentIds) query = query.where('s.student_id', 'in', filter.studentIds);
  if (filter.classroomIds)
    query = query.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('registrations as r')
          .select('r.id')
          .whereRef('r.student_id', '=', 's.student_id')
          .where('r.school_year_id', '=', filter.schoolYearId)
          .where('r.classroom_id', 'in', filter.classroomIds!),
      ),
    );
  return query;
}

type AbsenceGroup = Awaited<ReturnType<ReturnType<typeof absenceGroups>['execute']>>[number];
type SanctionGroup = Awaited<ReturnType<ReturnType<typeof sanctionGroups>['execute']>>[number];

function figuresFrom(absenceRows: readonly AbsenceGroup[], sanctionRows: readonly SanctionGroup[]): Map<number, StudentFigures> {
  const figures = new Map<number, StudentFigures>();
  const of = (studentId: number) => {
    let entry = figures.get(studentId);
    if (!entry) figures.set(studentId, (entry = emptyFigures()));
    return entry;
  };
  for (const row of absenceRows)
    addGroup(of(row.student_id), {
      status: row.status as AttendanceStatus,
      justified: Number(row.justified) === 1,
      hours: Number(row.hours),
      lateCount: Number(row.late_count),
      latenessMinutes: Number(row.lateness_minutes),
    });
  for (const row of sanctionRows) {
    const entry = of(row.student_id);
    if (row.unit === 'hours') entry.consigneHours = round2(entry.consigneHours + Number(row.duration ?? 0));
    else entry.exclusionDays = round2(entry.exclusionDays + Number(row.duration ?? 0));
  }
  return figures;
}

/** Each student's figures over one range. */
export async function figuresByStudent(db: Db, filter: FigureFilter & { range: DateRange }): Promise<Map<number, StudentFigures>> {
  if (filter.studentIds?.length === 0 || filter.classroomIds?.length === 0) return new Map();
  const [absenceRows, sanctionRows] = await Promise.all([
    absenceGroups(db, filter, false).execute(),
    sanctionGroups(db, filter, false).execute(),
  ]);
  return figuresFrom(absenceRows, sanctionRows);
}

/** One student's figures (zeros when there is nothing). */
export async function figuresOfStudent(db: Db, schoolYearId: number, studentId: number, range: DateRange): Promise<StudentFigures> {
  return (await figuresByStudent(db, { schoolYearId, range, studentIds: [studentId] })).get(studentId) ?? emptyFigures();
}
