/**
 * One student's results over a school year: every period's average, rank and course marks, as the
 * period's sheet gives them. The classroom's courses, exemptions, registrations and the year's marks
 * are read once and the grading engine computes each period in memory: ten sheets read one by one
 * would cost ten times the queries (docs/decisions.md, "The student's page").
 */
import type { StudentResultPeriod, StudentResults } from '../../../domain/contract/sheets';
import { lmdRulesFrom, lmdSheet } from '../../../domain/grading/lmd';
import { secondaryRulesFrom, secondarySheet, type Period } from '../../../domain/grading/secondary';
import { sequencesRange, type DateRange } from '../../../domain/discipline/calendar';
import type { Db } from '../../db/schema';
import { notFound } from '../../errors';
import { readOptions } from '../shared/options';
import { inEffectDuring } from '../students/registrationPeriods';
import {
  asNumber,
  courseSemester,
  loadClassroom,
  loadCourses,
  loadExemptions,
  loadLmdMarks,
  rounded,
  semesterRange,
  yearOf,
  type ClassroomRow,
  type CourseRow,
} from './sheets';

/** The classroom of the student's latest registration in the year, or undefined. */
async function classroomOfStudent(db: Db, studentId: number, schoolYearId: number) {
  // Side by side: on PostgreSQL each read is a round trip.
  const [student, year, registration] = await Promise.all([
    db.selectFrom('students').select('id').where('id', '=', studentId).executeTakeFirst(),
    db.selectFrom('school_years').select('id').where('id', '=', schoolYearId).executeTakeFirst(),
    db
      .selectFrom('registrations')
      .select('classroom_id')
      .where('student_id', '=', studentId)
      .where('school_year_id', '=', schoolYearId)
      .orderBy('registered_on', 'desc')
      .orderBy('id', 'desc')
      .executeTakeFirst(),
  ]);
  if (!student) throw notFound('errors.studentNotFound');
  if (!year) throw notFound('errors.schoolYearMissing');
  return registration;
}

/** The classroom's registrations that begin by the year's end; each period keeps those in effect from its first day on. */
function loadRegistrations(db: Db, classroom: ClassroomRow) {
  return db
    .selectFrom('registrations')
    .select(['student_id', 'registered_on', 'ended_on', 'status'])
    .where('classroom_id', '=', classroom.id)
    .where('registered_on', '<=', classroom.ends_on)
    .execute();
}
type Registrations = Awaited<ReturnType<typeof loadRegistrations>>;

/** The sheet's students for a period starting on `from` (the sheets' loadStudents, in memory). */
function studentsFrom(registrations: Registrations, classroom: ClassroomRow, from: string): number[] {
  const range: DateRange = { from, to: classroom.ends_on };
  return [...new Set(registrations.filter((row) => inEffectDuring(row, range)).map((row) => row.student_id))];
}

const courseHead = (course: CourseRow) => ({
  classCourseId: course.id,
  code: course.code,
  name: course.name,
  coefficient: asNumber(course.coefficient),
  credits: asNumber(course.credits),
});

async function secondaryResults(db: Db, classroom: ClassroomRow, studentId: number): Promise<StudentResultPeriod[]> {
  const [options, courses, exemptions, registrations, marks] = await Promise.all([
    readOptions(db),
    loadCourses(db, classroom.id),
    loadExemptions(db, classroom.id),
    loadRegistrations(db, classroom),
    db
      .selectFrom('marks as m')
      .innerJoin('class_courses as cc', 'cc.id', 'm.class_course_id')
      .select(['m.student_id', 'm.class_course_id', 'm.sequence', 'm.value'])
      .where('cc.classroom_id', '=', classroom.id)
      .where('m.sequence', 'is not', null)
      .execute(),
  ]);
  const rules = secondaryRulesFrom(options, classroom.level_code);
  const year = yearOf(classroom);
  const sheetCourses = courses.map((course) => ({ classCourseId: course.id, coefficient: Number(course.coefficient ?? 0) }));
  const entries = marks.map((mark) => ({
    studentId: mark.student_id,
    classCourseId: mark.class_course_id,
    sequence: mark.sequence!,
    value: Number(mark.value),
  }));

  const periods: { periodType: StudentResultPeriod['periodType']; period: number; sequences: number[]; of: Period }[] = [
    ...[1, 2, 3, 4, 5, 6].map((sequence) => ({
      periodType: 'sequence' as const,
      period: sequence,
      sequences: [sequence],
      of: { type: 'sequence' as const, sequence },
    })),
    ...rules.trimesters.map((sequences, index) => ({
      periodType: 'trimester' as const,
      period: index + 1,
      sequences: [...sequences],
      of: { type: 'trimester' as const, sequences },
    })),
    { periodType: 'annual', period: 0, sequences: rules.trimesters.flat(), of: { type: 'annual' } },
  ];

  const results: StudentResultPeriod[] = [];
  for (const { periodType, period, sequences, of } of periods) {
    const range = periodType === 'annual' ? year : (sequencesRange(year, sequences) ?? year);
    const students = studentsFrom(registrations, classroom, range.from);
    if (!students.includes(studentId)) continue;
    const inPeriod = new Set(sequences);
    const sheet = secondarySheet(
      sheetCourses,
      students.map((id) => ({ studentId: id, exempted: exemptions.get(id) })),
      entries.filter((entry) => inPeriod.has(entry.sequence)),
      of,
      rules,
    );
    const row = sheet.rows.find((candidate) => candidate.studentId === studentId)!;
    results.push({
      periodType,
      period,
      sequences,
      average: row.averageRounded,
      rank: row.rank,
      exAequo: row.exAequo,
      nonClasse: row.nonClasse,
      classAverage: rounded(sheet.stats.classAverage),
      ranked: sheet.stats.ranked,
      students: sheet.stats.students,
      courses: courses.map((course) => {
        const line = row.courses.get(course.id)!;
        return {
          ...courseHead(course),
          mark: line.rounded,
          exempted: line.exempted,
          rank: line.placing?.rank ?? null,
          letter: null,
        };
      }),
    });
  }
  return results;
}

async function lmdResults(db: Db, classroom: ClassroomRow, studentId: number): Promise<StudentResultPeriod[]> {
  const [options, courses, registrations, byStudent] = await Promise.all([
    readOptions(db),
    loadCourses(db, classroom.id),
    loadRegistrations(db, classroom),
    loadLmdMarks(db, classroom.id),
  ]);
  const rules = lmdRulesFrom(options);
  const lmdCourses = courses.map((course) => ({
    classCourseId: course.id,
    credits: Number(course.credits ?? 0),
    term: courseSemester(course),
  }));
  const year = yearOf(classroom);

  const results: StudentResultPeriod[] = [];
  for (const term of [1, 2, 3] as const) {
    const range = semesterRange(year, term) ?? year;
    const students = studentsFrom(registrations, classroom, range.from);
    if (!students.includes(studentId)) continue;
    const sheet = lmdSheet(
      lmdCourses,
      students.map((id) => ({ studentId: id, marks: byStudent.get(id) ?? new Map() })),
      rules,
      term,
    );
    const row = sheet.rows.find((candidate) => candidate.studentId === studentId)!;
    results.push({
      periodType: term === 3 ? 'annual' : 'term',
      period: term === 3 ? 0 : term,
      sequences: [],
      average: row.averageRounded,
      rank: row.rank,
      exAequo: row.exAequo,
      nonClasse: false,
      classAverage: rounded(sheet.stats.classAverage),
      ranked: sheet.rows.filter((candidate) => candidate.rank !== null).length,
      students: sheet.stats.students,
      courses: courses
        .filter((course) => term === 3 || courseSemester(course) === term)
        .map((course) => {
          const result = row.courses.get(course.id)!;
          return { ...courseHead(course), mark: result.rounded, exempted: false, rank: null, letter: result.letter };
        }),
    });
  }
  return results;
}

export async function studentResults(db: Db, studentId: number, schoolYearId: number): Promise<StudentResults> {
  const registration = await classroomOfStudent(db, studentId, schoolYearId);
  const none = { studentId, schoolYearId, classroomId: null, classroomName: null, system: null, periods: [] };
  if (!registration) return none;
  const classroom = await loadClassroom(db, registration.classroom_id);
  const periods =
    classroom.grading_system === 'lmd' ? await lmdResults(db, classroom, studentId) : await secondaryResults(db, classroom, studentId);
  return {
    studentId,
    schoolYearId,
    classroomId: classroom.id,
    classroomName: classroom.name,
    system: classroom.grading_system === 'lmd' ? 'lmd' : 'sequence',
    periods,
  };
}
