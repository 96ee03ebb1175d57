/**
 * Loads a classroom's courses, students, exemptions and marks, and hands them to the grading
 * engine: the sheets, the report cards and the statistics all start here.
 */
import type { LmdSheetAnswer, SecondarySheetAnswer, SheetPeriodType } from '../../../domain/contract/sheets';
import type { EvaluationType } from '../../../domain/enums';
import { lmdRulesFrom, lmdSheet, type LmdMarks, type LmdRules } from '../../../domain/grading/lmd';
import { round2 } from '../../../domain/grading/numbers';
import {
  annualDecisionOf,
  appreciationOf,
  distinctionsOf,
  secondaryRulesFrom,
  secondarySheet,
  type ObservationRange,
  type Period,
  type SecondaryRules,
} from '../../../domain/grading/secondary';
import { lmdTermOf, secondaryPeriodOf, type PeriodType } from '../../../domain/grading/periods';
import { sequencesRange, type DateRange } from '../../../domain/discipline/calendar';
import type { Db } from '../../db/schema';
import { badRequest, notFound } from '../../errors';
import { emptyFigures, figuresByStudent, type StudentFigures } from '../discipline/absenceFigures';
import { readOptions } from '../shared/options';
import { registrationsOn } from '../students/registrationPeriods';

const personName = (first: string | null, last: string | null) => (first === null || last === null ? null : `${first} ${last}`);
const studentName = (row: { last_name: string; first_name: string }) => `${row.last_name.toUpperCase()} ${row.first_name}`;
export const rounded = (value: number | null) => (value === null ? null : round2(value));
/** A share (0 to 1) kept to a hundredth of a percent. */
const share = (value: number | null | undefined) => (value === null || value === undefined ? null : Math.round(value * 10000) / 10000);

export async function loadClassroom(db: Db, classroomId: number) {
  const row = await db
    .selectFrom('classrooms as c')
    .innerJoin('levels as l', 'l.id', 'c.level_id')
    .innerJoin('school_years as y', 'y.id', 'c.school_year_id')
    .leftJoin('users as t', 't.id', 'c.head_teacher_id')
    .select([
      'c.id',
      'c.name',
      'l.name as level_name',
      'l.code as level_code',
      'l.grading_system',
      'c.school_year_id',
      'y.name as year_name',
      'y.starts_on',
      'y.ends_on',
      't.first_name',
      't.last_name',
    ])
    .where('c.id', '=', classroomId)
    .executeTakeFirst();
  if (!row) throw notFound('errors.classroomMissing');
  return row;
}
export type ClassroomRow = Awaited<ReturnType<typeof loadClassroom>>;

/**
 * Each student's attendance over the sheet's dates: the lines taken in this classroom, and the
 * sanctions of the year, so a card, the sheet and the absence statistics give the same hours.
 */
async function attendanceOf(db: Db, classroom: ClassroomRow, range: DateRange | null, studentIds: readonly number[]) {
  const figures = range
    ? await figuresByStudent(db, { schoolYearId: classroom.school_year_id, range, studentIds })
    : new Map<number, StudentFigures>();
  return (studentId: number) => {
    const { justifiedHours, unjustifiedHours, lateness, consigneHours, exclusionDays } = figures.get(studentId) ?? emptyFigures();
    return { justifiedHours, unjustifiedHours, lateness, consigneHours, exclusionDays };
  };
}

export const yearOf = (classroom: ClassroomRow): DateRange => ({ from: classroom.starts_on, to: classroom.ends_on });

const classroomPart = (row: ClassroomRow) => ({
  id: row.id,
  name: row.name,
  levelName: row.level_name,
  levelCode: row.level_code,
  schoolYearId: row.school_year_id,
  schoolYearName: row.year_name,
  headTeacherName: personName(row.first_name, row.last_name),
});

export function loadCourses(db: Db, classroomId: number) {
  return db
    .selectFrom('class_courses as cc')
    .innerJoin('courses as co', 'co.id', 'cc.course_id')
    .leftJoin('users as t', 't.id', 'cc.teacher_id')
    .select(['cc.id', 'co.code', 'co.name', 'cc.course_group', 'cc.coefficient', 'cc.credits', 'cc.term', 't.first_name', 't.last_name'])
    .where('cc.classroom_id', '=', classroomId)
    .orderBy('cc.course_group')
    .orderBy('co.name')
    .orderBy('cc.id')
    .execute();
}

/**
 * The students of a period's sheet: registered in the classroom at some time from the period's first
 * day on (docs/decisions.md, "Registration history"). A student who left or was transferred out
 * keeps the sheets of the periods they were there; only a registration that ended before the period
 * began is left out. Its start is not held against it: marks are entered by sequence, not by date,
 * and a school often records its registrations after the year has begun.
 */
function loadStudents(db: Db, classroom: ClassroomRow, period: DateRange) {
  return db
    .selectFrom(registrationsOn(db, { from: period.from, to: classroom.ends_on }).as('r'))
    .innerJoin('students as s', 's.id', 'r.student_id')
    .select(['s.id', 's.matricule', 's.last_name', 's.first_name', 's.sex'])
    .distinct()
    .where('r.classroom_id', '=', classroom.id)
    .orderBy('s.last_name')
    .orderBy('s.first_name')
    .orderBy('s.id')
    .execute();
}

export async function loadExemptions(db: Db, classroomId: number): Promise<Map<number, Set<number>>> {
  const rows = await db
    .selectFrom('exemptions as e')
    .innerJoin('class_courses as cc', 'cc.id', 'e.class_course_id')
    .select(['e.student_id', 'e.class_course_id'])
    .where('cc.classroom_id', '=', classroomId)
    .execute();
  const byStudent = new Map<number, Set<number>>();
  for (const row of rows) byStudent.set(row.student_id, (byStudent.get(row.student_id) ?? new Set()).add(row.class_course_id));
  return byStudent;
}

async function loadObservations(db: Db): Promise<ObservationRange[]> {
  const rows = await db.selectFrom('observations').select(['min_mark', 'max_mark', 'grade', 'label']).execute();
  return rows.map((row) => ({ minMark: Number(row.min_mark), maxMark: Number(row.max_mark), grade: row.grade, label: row.label }));
}

const appreciation = (mark: number | null, ranges: readonly ObservationRange[]) => {
  const range = appreciationOf(mark, ranges);
  return range && { grade: range.grade, label: range.label };
};

function courseStats(
  stats:
    | { evaluated?: number; graded?: number; mean: number | null; min: number | null; max: number | null; successRate: number | null }
    | undefined,
) {
  return {
    evaluated: stats?.evaluated ?? stats?.graded ?? 0,
    mean: rounded(stats?.mean ?? null),
    min: rounded(stats?.min ?? null),
    max: rounded(stats?.max ?? null),
    successRate: share(stats?.successRate),
  };
}

export type CourseRow = Awaited<ReturnType<typeof loadCourses>>[number];
type StudentRow = Awaited<ReturnType<typeof loadStudents>>[number];

export const asNumber = (value: number | null) => (value === null ? null : Number(value));

/** A course as every sheet heads it. */
const coursePart = (course: CourseRow, stats: Parameters<typeof courseStats>[0]) => ({
  classCourseId: course.id,
  code: course.code,
  name: course.name,
  group: course.course_group,
  coefficient: asNumber(course.coefficient),
  credits: asNumber(course.credits),
  teacherName: personName(course.first_name, course.last_name),
  stats: courseStats(stats),
});

/** Who a sheet's row is about. */
const studentPart = (student: StudentRow) => ({
  studentId: student.id,
  matricule: student.matricule,
  name: studentName(student),
  sex: student.sex,
});

export type SecondaryPeriod =
  { type: 'sequence'; sequence: number } | { type: 'two-sequence'; sequences: readonly number[] } | { type: 'annual' };

/** A secondary classroom's sheet for a sequence, two sequences or the year. */
export async function buildSecondarySheet(db: Db, classroomId: number, requested: SecondaryPeriod): Promise<SecondarySheetAnswer> {
  const classroom = await loadClassroom(db, classroomId);
  if (classroom.grading_system !== 'sequence') throw badRequest('errors.notSecondary');
  return secondarySheetOf(db, classroom, secondaryRulesFrom(await readOptions(db), classroom.level_code), requested);
}

async function secondarySheetOf(
  db: Db,
  classroom: ClassroomRow,
  rules: SecondaryRules,
  requested: SecondaryPeriod,
): Promise<SecondarySheetAnswer> {
  const classroomId = classroom.id;
  const period: Period =
    requested.type === 'sequence'
      ? requested
      : requested.type === 'two-sequence'
        ? { type: 'trimester', sequences: requested.sequences }
        : { type: 'annual' };
  const sequences =
    requested.type === 'sequence'
      ? [requested.sequence]
      : requested.type === 'two-sequence'
        ? [...requested.sequences]
        : rules.trimesters.flat();

  const annual = requested.type === 'annual';
  const range = annual ? yearOf(classroom) : sequencesRange(yearOf(classroom), sequences);
  const [courses, students, exemptions, observations, marks] = await Promise.all([
    loadCourses(db, classroomId),
    loadStudents(db, classroom, range ?? yearOf(classroom)),
    loadExemptions(db, classroomId),
    loadObservations(db),
    db
      .selectFrom('marks as m')
      .innerJoin('class_courses as cc', 'cc.id', 'm.class_course_id')
      .select(['m.student_id', 'm.class_course_id', 'm.sequence', 'm.value'])
      .where('cc.classroom_id', '=', classroomId)
      .where('m.sequence', 'in', sequences)
      .execute(),
  ]);

  const sheet = secondarySheet(
    courses.map((course) => ({ classCourseId: course.id, coefficient: Number(course.coefficient ?? 0) })),
    students.map((student) => ({ studentId: student.id, exempted: exemptions.get(student.id) })),
    marks.map((mark) => ({
      studentId: mark.student_id,
      classCourseId: mark.class_course_id,
      sequence: mark.sequence!,
      value: Number(mark.value),
    })),
    period,
    rules,
  );
  const attendance = await attendanceOf(
    db,
    classroom,
    range,
    students.map((student) => student.id),
  );
  return {
    classroom: classroomPart(classroom),
    period: { type: requested.type as SheetPeriodType, sequences, term: null },
    courses: courses.map((course) => coursePart(course, sheet.courseStats.get(course.id))),
    rows: sheet.rows.map((row, index) => ({
      ...studentPart(students[index]),
      attendance: attendance(students[index].id),
      marks: courses.map((course) => {
        const line = row.courses.get(course.id)!;
        return {
          classCourseId: course.id,
          mark: line.rounded,
          exempted: line.exempted,
          points: rounded(line.points),
          rank: line.placing?.rank ?? null,
          exAequo: line.placing?.exAequo ?? false,
          appreciation: appreciation(line.mark, observations),
        };
      }),
      totalCoefficients: row.totalCoefficients,
      totalPoints: round2(row.totalPoints),
      average: row.averageRounded,
      rank: row.rank,
      exAequo: row.exAequo,
      nonClasse: row.nonClasse,
      observation: appreciation(row.average, observations),
      // Unjustified absence hours over the limit withhold the honour roll and its higher steps.
      distinctions: distinctionsOf(row.average, attendance(students[index].id).unjustifiedHours, rules),
      trimesterAverages: annual ? (row.trimesterAverages ?? []).map(rounded) : null,
      decision: annual ? annualDecisionOf(row.average, rules) : null,
    })),
    stats: { ...sheet.stats, classAverage: rounded(sheet.stats.classAverage), successRate: share(sheet.stats.successRate) },
  };
}

/** An LMD classroom's sheet for a semester (1, 2) or the year (3). */
export async function buildLmdSheet(db: Db, classroomId: number, term: 1 | 2 | 3): Promise<LmdSheetAnswer> {
  const classroom = await loadClassroom(db, classroomId);
  if (classroom.grading_system !== 'lmd') throw badRequest('errors.notLmd');
  return lmdSheetOf(db, classroom, lmdRulesFrom(await readOptions(db)), term);
}

/** A semester is half of the year: the first three sequences' dates, or the last three; 3 is the year. */
export const semesterRange = (year: DateRange, term: 1 | 2 | 3): DateRange | null =>
  sequencesRange(year, term === 3 ? [1, 2, 3, 4, 5, 6] : term === 1 ? [1, 2, 3] : [4, 5, 6]);

/** A class course's semester: the second if it says so, else the first. */
export const courseSemester = (course: { term: number | null }): 1 | 2 => (course.term === 2 ? 2 : 1);

/**
 * The classroom's LMD marks, by student then class course, each course's evaluations together:
 * only its semester's courses when `term` is 1 or 2.
 */
export async function loadLmdMarks(db: Db, classroomId: number, term: 1 | 2 | 3 = 3): Promise<Map<number, Map<number, LmdMarks>>> {
  // The class courses named, not joined: with millions of marks PostgreSQL scanned them all for the
  // join (some 470 ms for a university's L1), where each course's marks are one index range. A
  // semester's sheet reads only its courses: half the rows to carry and parse.
  const courseIds = (await db.selectFrom('class_courses').select(['id', 'term']).where('classroom_id', '=', classroomId).execute())
    .filter((course) => term === 3 || courseSemester(course) === term)
    .map((course) => course.id);
  if (!courseIds.length) return new Map();
  const marks = await db
    .selectFrom('marks as m')
    .select(['m.student_id', 'm.class_course_id', 'm.evaluation_type', 'm.value'])
    .where('m.class_course_id', 'in', courseIds)
    .where('m.term', 'is not', null)
    .execute();
  const byStudent = new Map<number, Map<number, LmdMarks>>();
  for (const mark of marks) {
    const byCourse = byStudent.get(mark.student_id) ?? new Map<number, LmdMarks>();
    byStudent.set(mark.student_id, byCourse);
    byCourse.set(mark.class_course_id, {
      ...byCourse.get(mark.class_course_id),
      [mark.evaluation_type as EvaluationType]: Number(mark.value),
    });
  }
  return byStudent;
}

async function lmdSheetOf(db: Db, classroom: ClassroomRow, rules: LmdRules, term: 1 | 2 | 3): Promise<LmdSheetAnswer> {
  const classroomId = classroom.id;
  const range = semesterRange(yearOf(classroom), term);
  const [courses, students, byStudent] = await Promise.all([
    loadCourses(db, classroomId),
    loadStudents(db, classroom, range ?? yearOf(classroom)),
    loadLmdMarks(db, classroomId, term),
  ]);
  const attendance = await attendanceOf(
    db,
    classroom,
    range,
    students.map((student) => student.id),
  );
  const inPeriod = courses.filter((course) => term === 3 || courseSemester(course) === term);
  const sheet = lmdSheet(
    courses.map((course) => ({ classCourseId: course.id, credits: Number(course.credits ?? 0), term: courseSemester(course) })),
    students.map((student) => ({ studentId: student.id, marks: byStudent.get(student.id) ?? new Map() })),
    rules,
    term,
  );
  return {
    classroom: classroomPart(classroom),
    period: { type: term === 3 ? 'lmd-annual' : 'lmd-term', sequences: [], term },
    courses: inPeriod.map((course) => ({ ...coursePart(course, sheet.courseStats.get(course.id)), term: courseSemester(course) })),
    rows: sheet.rows.map((row, index) => {
      const student = students[index];
      return {
        ...studentPart(student),
        attendance: attendance(student.id),
        courses: inPeriod.map((course) => {
          const result = row.courses.get(course.id)!;
          const given = byStudent.get(student.id)?.get(course.id) ?? {};
          return {
            classCourseId: course.id,
            marks: { CC: given.CC ?? null, TP: given.TP ?? null, TPE: given.TPE ?? null, SN: given.SN ?? null, SR: given.SR ?? null },
            grade: result.rounded,
            letter: result.letter,
            points: result.points,
            status: result.status,
            creditsAcquired: result.creditsAcquired,
          };
        }),
        average: row.averageRounded,
        rank: row.rank,
        exAequo: row.exAequo,
        mgp: row.mgp,
        creditsAttempted: row.creditsAttempted,
        creditsAcquired: row.creditsAcquired,
        decision: row.decision,
      };
    }),
    stats: {
      students: sheet.stats.students,
      evaluated: sheet.stats.graded,
      ranked: sheet.rows.filter((row) => row.rank !== null).length,
      passed: sheet.stats.passed,
      classAverage: rounded(sheet.stats.classAverage),
      highest: rounded(sheet.stats.highest),
      lowest: rounded(sheet.stats.lowest),
      successRate: share(sheet.stats.successRate),
    },
  };
}

export type PeriodSheet = { system: 'secondary'; sheet: SecondarySheetAnswer } | { system: 'lmd'; sheet: LmdSheetAnswer; rules: LmdRules };

/**
 * The sheet of a classroom for a `{periodType}/{period}` pair (report cards, statistics): a
 * trimester goes through the level's trimester map; a type the classroom's grading system does not
 * have is refused (400).
 */
export async function buildSheetFor(db: Db, classroomId: number, periodType: PeriodType, period: number): Promise<PeriodSheet> {
  // The classroom and the options are read once here, not again by the sheet.
  const [classroom, options] = await Promise.all([loadClassroom(db, classroomId), readOptions(db)]);
  if (classroom.grading_system === 'lmd') {
    const term = lmdTermOf(periodType, period);
    if (term === null) throw badRequest('errors.notSecondary');
    const rules = lmdRulesFrom(options);
    return { system: 'lmd', sheet: await lmdSheetOf(db, classroom, rules, term), rules };
  }
  const rules = secondaryRulesFrom(options, classroom.level_code);
  const resolved = secondaryPeriodOf(periodType, period, rules.trimesters);
  if (resolved === null) throw badRequest(periodType === 'trimester' ? 'errors.unknownTrimester' : 'errors.notLmd');
  const requested: SecondaryPeriod =
    resolved.type === 'trimester'
      ? { type: 'two-sequence', sequences: resolved.sequences }
      : resolved.type === 'sequence'
        ? resolved
        : { type: 'annual' };
  return { system: 'secondary', sheet: await secondarySheetOf(db, classroom, rules, requested) };
}
