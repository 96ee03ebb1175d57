/**
 * The average-marks statistics: the mark sheets of the classrooms taken, built one after another,
 * then summed up. `aggregateAverageMarks` is pure (it sees the sheets' figures only) so it can be
 * tested without a database; `averageMarksOf` chooses the classrooms and builds their sheets.
 */
import type { AverageMarks } from '../../../domain/contract/statistics';
import { round2 } from '../../../domain/grading/numbers';
import { AVERAGE_BANDS, distributionOf, secondaryPeriodOf, type PeriodType } from '../../../domain/grading/periods';
import { secondaryRulesFrom } from '../../../domain/grading/secondary';
import type { Db } from '../../db/schema';
import { badRequest, notFound } from '../../errors';
import { readOptions } from '../shared/options';
import { buildSheetFor } from '../marksheet/sheets';

/** What the statistics need of one classroom's sheet. */
export interface ClassroomFigures {
  classroomId: number;
  name: string;
  levelId: number;
  levelName: string;
  /** The sheet's own statistics (already rounded). */
  stats: { students: number; classAverage: number | null; highest: number | null; lowest: number | null; successRate: number | null };
  /** Each student's rounded average, whether the sheet ranks it, and whether it passed. */
  rows: { average: number | null; ranked: boolean; passed: boolean }[];
  /** The sheet's course statistics (already rounded), with the course they teach. */
  courses: { courseId: number; code: string; name: string; evaluated: number; mean: number | null; successRate: number | null }[];
}

type Figures = AverageMarks['overall'];
type Aggregate = Pick<AverageMarks, 'overall' | 'distribution' | 'classrooms' | 'courses'>;

/** A share (0 to 1) kept to a hundredth of a percent, as the sheets keep theirs. */
const share = (value: number) => Math.round(value * 10000) / 10000;
const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

/**
 * Sums the classrooms' sheets up. Overall figures count the rows as the sheets do: the average,
 * highest, lowest and success rate are over the ranked rows (a Non classé student has an average
 * but no rank), so one classroom alone gives its own sheet's figures; `evaluated` and the
 * distribution take every row with an average. A course's average and success rate are the means
 * of its classrooms' figures weighted by the students evaluated in each.
 */
export function aggregateAverageMarks(sheets: readonly ClassroomFigures[]): Aggregate {
  const rows = sheets.flatMap((sheet) => sheet.rows);
  const averages = rows.map((row) => row.average).filter((average): average is number => average !== null);
  const ranked = rows.filter((row): row is typeof row & { average: number } => row.ranked && row.average !== null);
  const rankedAverages = ranked.map((row) => row.average);
  const overall: Figures = {
    students: sum(sheets.map((sheet) => sheet.stats.students)),
    evaluated: averages.length,
    average: ranked.length ? round2(sum(rankedAverages) / ranked.length) : null,
    highest: ranked.length ? Math.max(...rankedAverages) : null,
    lowest: ranked.length ? Math.min(...rankedAverages) : null,
    successRate: ranked.length ? share(ranked.filter((row) => row.passed).length / ranked.length) : null,
  };

  const counts = distributionOf(averages);
  const distribution = AVERAGE_BANDS.map((from, band) => ({ from, to: AVERAGE_BANDS[band + 1] ?? 20, count: counts[band] }));

  const classrooms = sheets.map((sheet) => ({
    classroomId: sheet.classroomId,
    name: sheet.name,
    levelId: sheet.levelId,
    levelName: sheet.levelName,
    students: sheet.stats.students,
    evaluated: sheet.rows.filter((row) => row.average !== null).length,
    average: sheet.stats.classAverage,
    highest: sheet.stats.highest,
    lowest: sheet.stats.lowest,
    successRate: sheet.stats.successRate,
  }));

  const byCourse = new Map<number, { code: string; name: string; evaluated: number; points: number; passed: number }>();
  for (const course of sheets.flatMap((sheet) => sheet.courses)) {
    const total = byCourse.get(course.courseId) ?? { code: course.code, name: course.name, evaluated: 0, points: 0, passed: 0 };
    byCourse.set(course.courseId, total);
    if (course.evaluated === 0) continue;
    total.evaluated += course.evaluated;
    total.points += (course.mean ?? 0) * course.evaluated;
    total.passed += (course.successRate ?? 0) * course.evaluated;
  }
  const courses = [...byCourse]
    .map(([courseId, total]) => ({
      courseId,
      code: total.code,
      name: total.name,
      evaluated: total.evaluated,
      average: total.evaluated ? round2(total.points / total.evaluated) : null,
      successRate: total.evaluated ? share(total.passed / total.evaluated) : null,
    }))
    .sort((a, b) => (a.code < b.code ? -1 : a.code > b.code ? 1 : a.courseId - b.courseId));

  return { overall, distribution, classrooms, courses };
}

export type GradingSide = 'secondary' | 'lmd';

export interface AverageMarksRequest {
  schoolYearId: number;
  levelId: string;
  classroomId: string;
  periodType: PeriodType;
  period: number;
}

const idOf = (value: string): number | null => (value === 'all' ? null : Number(value));

/**
 * The classrooms a request takes: those of the school year whose level grades by the side's
 * system, narrowed to a level and a classroom when they are given. An unknown year, level or
 * classroom is a 404; a classroom or level that does not fit the rest of the request a 400.
 */
async function classroomsTaken(db: Db, side: GradingSide, request: AverageMarksRequest) {
  const grading = side === 'secondary' ? 'sequence' : 'lmd';
  const levelId = idOf(request.levelId);
  const classroomId = idOf(request.classroomId);
  const year = await db.selectFrom('school_years').select('id').where('id', '=', request.schoolYearId).executeTakeFirst();
  if (!year) throw notFound('errors.schoolYearMissing');
  if (levelId !== null) {
    const level = await db.selectFrom('levels').select(['id', 'grading_system']).where('id', '=', levelId).executeTakeFirst();
    if (!level) throw notFound('errors.levelMissing');
    if (level.grading_system !== grading) throw badRequest('errors.noClassrooms');
  }
  if (classroomId !== null) {
    const classroom = await db
      .selectFrom('classrooms as c')
      .innerJoin('levels as l', 'l.id', 'c.level_id')
      .select(['c.school_year_id', 'c.level_id', 'l.grading_system'])
      .where('c.id', '=', classroomId)
      .executeTakeFirst();
    if (!classroom) throw notFound('errors.classroomMissing');
    if (classroom.grading_system !== grading) throw badRequest(side === 'secondary' ? 'errors.notSecondary' : 'errors.notLmd');
    if (classroom.school_year_id !== year.id || (levelId !== null && classroom.level_id !== levelId))
      throw badRequest('errors.noClassrooms');
  }
  let query = db
    .selectFrom('classrooms as c')
    .innerJoin('levels as l', 'l.id', 'c.level_id')
    .select(['c.id', 'c.name', 'c.level_id', 'l.name as level_name', 'l.code as level_code'])
    .where('c.school_year_id', '=', year.id)
    .where('l.grading_system', '=', grading);
  if (levelId !== null) query = query.where('c.level_id', '=', levelId);
  if (classroomId !== null) query = query.where('c.id', '=', classroomId);
  return query.orderBy('l.position').orderBy('c.name').orderBy('c.id').execute();
}

/** class_courses.id → the course it teaches, for the classrooms given. */
async function coursesOfClassCourses(db: Db, classroomIds: readonly number[]) {
  if (!classroomIds.length) return new Map<number, number>();
  const rows = await db.selectFrom('class_courses').select(['id', 'course_id']).where('classroom_id', 'in', classroomIds).execute();
  return new Map(rows.map((row) => [row.id, row.course_id]));
}

/**
 * The average-marks statistics of one side (secondary or LMD) for a period. The sheets are built
 * one after another: SQLite is synchronous and a PostgreSQL pool small, so building them all at
 * once would only queue. When every level is taken, a classroom whose level's trimester map lacks
 * the trimester asked for is left out; asked for by level or classroom, it is a 400.
 */
export async function averageMarksOf(db: Db, side: GradingSide, request: AverageMarksRequest): Promise<AverageMarks> {
  const options = await readOptions(db);
  if (side === 'lmd' && !options.bool('lmdEnabled')) throw notFound('errors.lmdDisabled');
  const taken = await classroomsTaken(db, side, request);
  const everyLevel = request.levelId === 'all' && request.classroomId === 'all';
  const classrooms =
    side === 'secondary' && request.periodType === 'trimester' && everyLevel
      ? taken.filter(
          (classroom) =>
            secondaryPeriodOf('trimester', request.period, secondaryRulesFrom(options, classroom.level_code).trimesters) !== null,
        )
      : taken;
  const passMark = secondaryRulesFrom(options).passMark;
  const courseIds = await coursesOfClassCourses(
    db,
    classrooms.map((classroom) => classroom.id),
  );

  const figures: ClassroomFigures[] = [];
  for (const classroom of classrooms) {
    const built = await buildSheetFor(db, classroom.id, request.periodType, request.period);
    const { sheet } = built;
    const rows =
      built.system === 'secondary'
        ? built.sheet.rows.map((row) => ({
            average: row.average,
            ranked: row.rank !== null,
            passed: row.average !== null && row.average >= passMark,
          }))
        : built.sheet.rows.map((row) => ({ average: row.average, ranked: row.rank !== null, passed: row.decision === 'passed' }));
    figures.push({
      classroomId: classroom.id,
      name: classroom.name,
      levelId: classroom.level_id,
      levelName: classroom.level_name,
      stats: sheet.stats,
      rows,
      courses: sheet.courses.map((course) => ({
        courseId: courseIds.get(course.classCourseId)!,
        code: course.code,
        name: course.name,
        evaluated: course.stats.evaluated,
        mean: course.stats.mean,
        successRate: course.stats.successRate,
      })),
    });
  }
  return { schoolYearId: request.schoolYearId, periodType: request.periodType, period: request.period, ...aggregateAverageMarks(figures) };
}
