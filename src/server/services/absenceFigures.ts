/**
 * The attendance and discipline figures of students over a date range: absence hours justified and
 * unjustified, lateness, consigne hours and exclusion days. The database sums each student's lines
 * by status; `domain/discipline/absenceTotals` says what counts. Report cards, sheets, the student
 * record, the thresholds and the statistics all read their figures here, so they agree.
 */
import { sql } from 'kysely';
import { addGroup, emptyTotals, type AbsenceTotals } from '../../domain/discipline/absenceTotals';
import type { DateRange } from '../../domain/discipline/calendar';
import type { AttendanceStatus } from '../../domain/enums';
import type { Db } from '../db/schema';

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
 * The ranges as a small table (index, from, to) to join lines on: one pass over the year's lines
 * serves every range, overlapping or not (a record's sequences, trimesters and year at once).
 */
function rangeTable(ranges: readonly DateRange[]) {
  const rows = ranges.map(
    (range, index) => sql`select cast(${index} as integer) as i, cast(${range.from} as text) as f, cast(${range.to} as text) as t`,
  );
  return sql<{ i: number; f: string; t: string }>`(${sql.join(rows, sql` union all `)})`.as('r');
}

/**
 * Each student's figures over each range, in the ranges' order; a student with nothing to count in
 * a range is absent from its map.
 */
export async function figuresByRanges(
  db: Db,
  filter: FigureFilter & { ranges: readonly DateRange[] },
): Promise<Map<number, StudentFigures>[]> {
  const maps = filter.ranges.map(() => new Map<number, StudentFigures>());
  if (!filter.ranges.length || filter.studentIds?.length === 0 || filter.classroomIds?.length === 0) return maps;
  const from = filter.ranges.map((range) => range.from).sort()[0]!;
  const to = filter.ranges
    .map((range) => range.to)
    .sort()
    .at(-1)!;
  let absences = db
    .selectFrom('absences as a')
    .innerJoin('time_parts as tp', 'tp.id', 'a.time_part_id')
    .innerJoin(rangeTable(filter.ranges), (join) => join.on(sql<boolean>`a.date between r.f and r.t`))
    .select([
      'r.i',
      'a.student_id',
      'a.status',
      'a.justified',
      (eb) => eb.fn.sum<number>('tp.duration_hours').as('hours'),
      (eb) => eb.fn.sum<number>(sql`case when a.lateness_minutes > 0 then 1 else 0 end`).as('late_count'),
      (eb) => eb.fn.sum<number>('a.lateness_minutes').as('lateness_minutes'),
    ])
    .where('a.school_year_id', '=', filter.schoolYearId)
    .where('a.date', '>=', from)
    .where('a.date', '<=', to)
    .groupBy(['r.i', 'a.student_id', 'a.status', 'a.justified']);
  if (filter.studentIds) absences = absences.where('a.student_id', 'in', filter.studentIds);
  if (filter.classroomIds) absences = absences.where('a.classroom_id', 'in', filter.classroomIds);

  let sanctions = db
    .selectFrom('sanctions as s')
    .innerJoin('sanction_types as t', 't.id', 's.sanction_type_id')
    .innerJoin(rangeTable(filter.ranges), (join) => join.on(sql<boolean>`s.date between r.f and r.t`))
    .select(['r.i', 's.student_id', 't.unit', (eb) => eb.fn.sum<number>('s.duration').as('duration')])
    .where('s.school_year_id', '=', filter.schoolYearId)
    .where('s.status', '=', 'active')
    .where('t.unit', 'in', ['hours', 'days'])
    .where('s.date', '>=', from)
    .where('s.date', '<=', to)
    .groupBy(['r.i', 's.student_id', 't.unit']);
  if (filter.studentIds) sanctions = sanctions.where('s.student_id', 'in', filter.studentIds);
  if (filter.classroomIds)
    sanctions = sanctions.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('registrations as reg')
          .select('reg.id')
          .whereRef('reg.student_id', '=', 's.student_id')
          .where('reg.school_year_id', '=', filter.schoolYearId)
          .where('reg.classroom_id', 'in', filter.classroomIds!),
      ),
    );

  const [absenceRows, sanctionRows] = await Promise.all([absences.execute(), sanctions.execute()]);
  const of = (range: number, studentId: number) => {
    const figures = maps[Number(range)]!;
    let entry = figures.get(studentId);
    if (!entry) figures.set(studentId, (entry = emptyFigures()));
    return entry;
  };
  for (const row of absenceRows)
    addGroup(of(row.i, row.student_id), {
      status: row.status as AttendanceStatus,
      justified: Number(row.justified) === 1,
      hours: Number(row.hours),
      lateCount: Number(row.late_count),
      latenessMinutes: Number(row.lateness_minutes),
    });
  for (const row of sanctionRows) {
    const entry = of(row.i, row.student_id);
    if (row.unit === 'hours') entry.consigneHours = round2(entry.consigneHours + Number(row.duration ?? 0));
    else entry.exclusionDays = round2(entry.exclusionDays + Number(row.duration ?? 0));
  }
  return maps;
}

/** Each student's figures over one range. */
export async function figuresByStudent(db: Db, filter: FigureFilter & { range: DateRange }): Promise<Map<number, StudentFigures>> {
  const [figures] = await figuresByRanges(db, { ...filter, ranges: [filter.range] });
  return figures!;
}

/** One student's figures (zeros when there is nothing). */
export async function figuresOfStudent(db: Db, schoolYearId: number, studentId: number, range: DateRange): Promise<StudentFigures> {
  return (await figuresByStudent(db, { schoolYearId, range, studentIds: [studentId] })).get(studentId) ?? emptyFigures();
}
