/**
 * LMD (university) grading: course grades from the evaluation-type marks, letter grades, MGP,
 * credits and the period sheet (domain.md, "Marks, LMD"). Pure: the caller loads marks and options.
 *
 * A course retaken (R, reprise) counts with its latest mark: the engine grades the marks it is
 * given, so the caller passes the latest marks of a retaken course, never the superseded ones.
 */
import type { EvaluationType } from '../enums';
import { availableEvaluationTypes, lmdRatesFrom, type LmdRates } from '../evaluation';
import type { OptionReader } from '../options';
import { competitionRanks, mean, round2, weightedMean } from './numbers';

export type ResitPolicy = 'replace' | 'best';

export interface GradeBand {
  letter: string;
  /** Lowest rounded grade (/20) of the band, inclusive. */
  min: number;
  points: number;
  status: 'capitalised' | 'cant' | 'failed';
  mention: string | null;
}

/** Yaoundé I. */
export const DEFAULT_GRADE_TABLE: readonly GradeBand[] = [
  { letter: 'A', min: 16, points: 4, status: 'capitalised', mention: 'Très bien' },
  { letter: 'A-', min: 15, points: 3.7, status: 'capitalised', mention: 'Bien' },
  { letter: 'B+', min: 14, points: 3.3, status: 'capitalised', mention: 'Bien' },
  { letter: 'B', min: 13, points: 3, status: 'capitalised', mention: 'Assez bien' },
  { letter: 'B-', min: 12, points: 2.7, status: 'capitalised', mention: 'Assez bien' },
  { letter: 'C+', min: 11, points: 2.3, status: 'capitalised', mention: 'Passable' },
  { letter: 'C', min: 10, points: 2, status: 'capitalised', mention: 'Passable' },
  { letter: 'C-', min: 9, points: 1.7, status: 'cant', mention: null },
  { letter: 'D+', min: 8, points: 1.3, status: 'cant', mention: null },
  { letter: 'D', min: 7, points: 1, status: 'cant', mention: null },
  { letter: 'E', min: 6, points: 0, status: 'failed', mention: null },
  { letter: 'F', min: 0, points: 0, status: 'failed', mention: null },
];

export interface LmdRules {
  rates: LmdRates;
  resitPolicy: ResitPolicy;
  passMgp: number;
  gradeTable: readonly GradeBand[];
}

export const DEFAULT_PASS_MGP = 2;

/** The grade table is not an option yet: schools get the default until it becomes editable. */
export function lmdRulesFrom(options: OptionReader): LmdRules {
  return {
    rates: lmdRatesFrom(options),
    resitPolicy: options.raw('lmd_resit_policy')?.trim() === 'best' ? 'best' : 'replace',
    passMgp: options.number('lmd_pass_mgp', DEFAULT_PASS_MGP),
    gradeTable: DEFAULT_GRADE_TABLE,
  };
}

// ---------------------------------------------------------------------------------------------
// Course grade

export type LmdMarks = Partial<Record<EvaluationType, number>>;
export type CourseStatus = 'capitalised' | 'cant' | 'failed' | 'incomplete';

export interface CourseResult {
  /** Full precision; null when incomplete. */
  grade: number | null;
  rounded: number | null;
  /** 'I' when incomplete. */
  letter: string | null;
  points: number | null;
  status: CourseStatus;
  mention: string | null;
  /** The exam mark that entered the grade; null without a grade or when the exam weighs nothing. */
  examType: 'SN' | 'SR' | null;
  /** Marked A: graded as a 0. */
  abandoned: boolean;
}

/**
 * The band of a grade, compared once rounded to two decimals (9.999 shows as 10.00, so it is a C).
 * The table may come in any order; a grade below every band falls in the lowest one.
 */
export function bandOf(grade: number, table: readonly GradeBand[]): GradeBand {
  if (table.length === 0) throw new Error('The LMD grade table is empty');
  const rounded = round2(grade);
  const highestFirst = [...table].sort((a, b) => b.min - a.min);
  return highestFirst.find((band) => rounded >= band.min) ?? highestFirst[highestFirst.length - 1];
}

const RATE_NAME: Record<Exclude<EvaluationType, 'SR'>, keyof LmdRates> = {
  CC: 'lmd_cc_rate',
  TP: 'lmd_tp_rate',
  TPE: 'lmd_tpe_rate',
  SN: 'lmd_sn_rate',
};

/** A mark that is not a finite number (NaN from a bad import) counts as not entered. */
function markOf(marks: LmdMarks, type: EvaluationType): number | null {
  const mark = marks[type];
  return typeof mark === 'number' && Number.isFinite(mark) ? mark : null;
}

interface ExamMark {
  type: 'SN' | 'SR';
  mark: number;
}

/** On a tie under `best` the SN is kept: the resit changed nothing. */
function examMark(marks: LmdMarks, policy: ResitPolicy): ExamMark | null {
  const sn = markOf(marks, 'SN');
  const sr = markOf(marks, 'SR');
  if (sr === null) return sn === null ? null : { type: 'SN', mark: sn };
  if (sn === null || policy === 'replace' || sr > sn) return { type: 'SR', mark: sr };
  return { type: 'SN', mark: sn };
}

interface WeightedMark {
  value: number;
  weight: number;
}

/**
 * One weighted mark per available slot (CC, TP, TPE and the exam, which SN and SR share), or null
 * when a slot has no mark. CC, TP and TPE are the same before and after the resit.
 */
function weightedMarks(marks: LmdMarks, rules: LmdRules): { parts: WeightedMark[]; exam: ExamMark | null } | null {
  const parts: WeightedMark[] = [];
  let exam: ExamMark | null = null;
  for (const type of availableEvaluationTypes(rules.rates)) {
    if (type === 'SR') continue;
    const weight = rules.rates[RATE_NAME[type]];
    if (type === 'SN') {
      exam = examMark(marks, rules.resitPolicy);
      if (!exam) return null;
      parts.push({ value: exam.mark, weight });
    } else {
      const mark = markOf(marks, type);
      if (mark === null) return null;
      parts.push({ value: mark, weight });
    }
  }
  return parts.length ? { parts, exam } : null;
}

const INCOMPLETE: CourseResult = {
  grade: null,
  rounded: null,
  letter: 'I',
  points: null,
  status: 'incomplete',
  mention: null,
  examType: null,
  abandoned: false,
};

function graded(grade: number, table: readonly GradeBand[], examType: CourseResult['examType'], abandoned: boolean): CourseResult {
  const band = bandOf(grade, table);
  return {
    grade,
    rounded: round2(grade),
    letter: band.letter,
    points: band.points,
    status: band.status,
    mention: band.mention,
    examType,
    abandoned,
  };
}

/**
 * The grade (/20) of one course: sum(mark x rate) / sum(rates) over the available types. Marks of
 * unavailable types are ignored; a missing mark of an available type, or no available type at
 * all, leaves the course incomplete. An abandoned course is a 0 whatever its marks.
 */
export function courseResult(marks: LmdMarks, rules: LmdRules, abandoned = false): CourseResult {
  if (abandoned) return graded(0, rules.gradeTable, null, true);
  const weighted = weightedMarks(marks, rules);
  if (!weighted) return { ...INCOMPLETE };
  return graded(weightedMean(weighted.parts)!, rules.gradeTable, weighted.exam?.type ?? null, false);
}

// ---------------------------------------------------------------------------------------------
// Period (semester or year) of one student

export interface LmdCourseInput {
  classCourseId: number;
  credits: number;
  term: 1 | 2;
}

export interface LmdStudentInput {
  studentId: number;
  /** By class course; the latest marks of a retaken course. */
  marks: ReadonlyMap<number, LmdMarks>;
  /** Class courses marked A. */
  abandoned?: ReadonlySet<number>;
}

export type LmdPeriodCourse = CourseResult & { credits: number; creditsAcquired: number };

export interface LmdPeriodResult {
  /** Credit-weighted mean of the graded courses (/20), full precision. */
  average: number | null;
  averageRounded: number | null;
  /** Rounded to two decimals, and compared to the pass MGP once rounded. */
  mgp: number | null;
  creditsAttempted: number;
  creditsAcquired: number;
  decision: 'passed' | 'failed' | 'incomplete';
  courses: Map<number, LmdPeriodCourse>;
}

function sum(values: readonly number[]): number {
  return values.reduce((total, value) => total + value, 0);
}

function coursesOfTerm(courses: readonly LmdCourseInput[], term: 1 | 2 | 3): LmdCourseInput[] {
  return courses.filter((course) => term === 3 || course.term === term);
}

/** CANT credits are acquired only when the period compensates, i.e. its MGP passes. */
function acquiredCredits(result: CourseResult, credits: number, mgpPasses: boolean): number {
  if (result.status === 'capitalised') return credits;
  if (result.status === 'cant' && mgpPasses) return credits;
  return 0;
}

function decisionOf(mgp: number | null, incomplete: boolean, mgpPasses: boolean): LmdPeriodResult['decision'] {
  if (incomplete || mgp === null) return 'incomplete';
  return mgpPasses ? 'passed' : 'failed';
}

/**
 * One student's semester (term 1 or 2) or year (term 3: every course of both semesters, the
 * year's MGP deciding the CANT credits). Incomplete courses count in the credits attempted but
 * not in the average or MGP. With an incomplete course the MGP (and so the CANT credits) is
 * provisional: it covers the graded courses only and the decision stays 'incomplete'.
 */
export function periodResult(
  courses: readonly LmdCourseInput[],
  student: LmdStudentInput,
  rules: LmdRules,
  term: 1 | 2 | 3,
): LmdPeriodResult {
  const inPeriod = coursesOfTerm(courses, term);
  const results = inPeriod.map((course) => ({
    course,
    result: courseResult(student.marks.get(course.classCourseId) ?? {}, rules, student.abandoned?.has(course.classCourseId) ?? false),
  }));
  const withGrade = results.filter(({ result }) => result.grade !== null);
  const average = weightedMean(withGrade.map(({ course, result }) => ({ value: result.grade!, weight: course.credits })));
  const rawMgp = weightedMean(withGrade.map(({ course, result }) => ({ value: result.points!, weight: course.credits })));
  const mgp = rawMgp === null ? null : round2(rawMgp);
  const mgpPasses = mgp !== null && mgp >= rules.passMgp;
  const periodCourses = new Map<number, LmdPeriodCourse>(
    results.map(({ course, result }) => [
      course.classCourseId,
      { ...result, credits: course.credits, creditsAcquired: acquiredCredits(result, course.credits, mgpPasses) },
    ]),
  );
  return {
    average,
    averageRounded: average === null ? null : round2(average),
    mgp,
    creditsAttempted: sum(inPeriod.map((course) => course.credits)),
    creditsAcquired: sum([...periodCourses.values()].map((course) => course.creditsAcquired)),
    decision: decisionOf(
      mgp,
      results.some(({ result }) => result.status === 'incomplete'),
      mgpPasses,
    ),
    courses: periodCourses,
  };
}

// ---------------------------------------------------------------------------------------------
// Sheet of a class

export interface LmdSheetRow extends LmdPeriodResult {
  studentId: number;
  rank: number | null;
  exAequo: boolean;
}

export interface LmdSheetStats {
  students: number;
  /** Students with at least one graded course (those with an average). */
  graded: number;
  passed: number;
  /** passed / graded in full precision (0..1); a student left incomplete counts as not passed. */
  successRate: number | null;
  /** Mean, highest and lowest of the students' averages, full precision: round to show. */
  classAverage: number | null;
  highest: number | null;
  lowest: number | null;
}

export interface LmdCourseStats {
  /** Students with a grade, abandons (graded 0) included. */
  graded: number;
  incomplete: number;
  /** Of the grades, full precision. */
  mean: number | null;
  min: number | null;
  max: number | null;
  capitalised: number;
  cant: number;
  failed: number;
  /** capitalised / graded, full precision: a CANT depends on the student's MGP, not on the course. */
  successRate: number | null;
}

export interface LmdSheet {
  rows: LmdSheetRow[];
  stats: LmdSheetStats;
  courseStats: Map<number, LmdCourseStats>;
}

function rankedRows(students: readonly LmdStudentInput[], results: LmdPeriodResult[]): LmdSheetRow[] {
  const placings = competitionRanks(new Map(students.map((student, index) => [student.studentId, results[index].averageRounded])));
  return students.map((student, index) => {
    const placing = placings.get(student.studentId);
    return { ...results[index], studentId: student.studentId, rank: placing?.rank ?? null, exAequo: placing?.exAequo ?? false };
  });
}

function sheetStats(rows: readonly LmdSheetRow[]): LmdSheetStats {
  const averages = rows.map((row) => row.average).filter((average): average is number => average !== null);
  const passed = rows.filter((row) => row.decision === 'passed').length;
  return {
    students: rows.length,
    graded: averages.length,
    passed,
    successRate: averages.length ? passed / averages.length : null,
    classAverage: mean(averages),
    highest: averages.length ? Math.max(...averages) : null,
    lowest: averages.length ? Math.min(...averages) : null,
  };
}

function statsOfCourse(results: readonly CourseResult[]): LmdCourseStats {
  const grades = results.map((result) => result.grade).filter((grade): grade is number => grade !== null);
  const count = (status: CourseStatus) => results.filter((result) => result.status === status).length;
  return {
    graded: grades.length,
    incomplete: count('incomplete'),
    mean: mean(grades),
    min: grades.length ? Math.min(...grades) : null,
    max: grades.length ? Math.max(...grades) : null,
    capitalised: count('capitalised'),
    cant: count('cant'),
    failed: count('failed'),
    successRate: grades.length ? count('capitalised') / grades.length : null,
  };
}

/** The class sheet for a semester or the year: rows in the order of `students`, ranked on the rounded average. */
export function lmdSheet(
  courses: readonly LmdCourseInput[],
  students: readonly LmdStudentInput[],
  rules: LmdRules,
  term: 1 | 2 | 3,
): LmdSheet {
  const rows = rankedRows(
    students,
    students.map((student) => periodResult(courses, student, rules, term)),
  );
  const courseStats = new Map(
    coursesOfTerm(courses, term).map((course) => [
      course.classCourseId,
      statsOfCourse(rows.map((row) => row.courses.get(course.classCourseId)!)),
    ]),
  );
  return { rows, stats: sheetStats(rows), courseStats };
}
