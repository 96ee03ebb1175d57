/**
 * Marks of secondary schools (domain.md, "Marks, secondary"): sequence, trimester and annual marks
 * per course, coefficient-weighted averages, ranks with ties, Non classé, course ranks and class
 * statistics. Pure: the server builds sheets with it, the client previews with it.
 */
import type { OptionReader } from '../options';
import { competitionRanks, mean, round2, weightedMean, type Placing } from './numbers';

export const SEQUENCES = [1, 2, 3, 4, 5, 6] as const;
export const MARK_MIN = 0;
export const MARK_MAX = 20;
export const DEFAULT_TRIMESTERS: readonly (readonly number[])[] = [
  [1, 2],
  [3, 4],
  [5, 6],
];
export const ANNUAL_AVERAGE_MODES = ['trimesters', 'courses'] as const;
export type AnnualAverageMode = (typeof ANNUAL_AVERAGE_MODES)[number];

export interface SecondaryRules {
  passMark: number;
  minEvaluatedShare: number;
  annualAverageMode: AnnualAverageMode;
  promotionMark: number;
  /** The sequences of each trimester, in order. */
  trimesters: readonly (readonly number[])[];
  honourRollMark: number;
  honourRollMaxUnjustifiedHours: number;
  encouragementMark: number;
  congratulationMark: number;
  workWarningMark: number;
  workBlameMark: number;
}

/**
 * Reads a trimester map such as "1,2;3,4;5,6" (one item a trimester). A map that names a sequence
 * twice, or one outside 1 to 6, is not used: a wrong setting must not silently move marks.
 */
export function parseTrimesters(items: readonly string[]): number[][] | null {
  const trimesters = items.map((item) => item.split(',').map((part) => Number(part.trim())));
  const all = trimesters.flat();
  const valid =
    trimesters.length > 0 &&
    trimesters.every((sequences) => sequences.length > 0) &&
    all.every((sequence) => Number.isInteger(sequence) && sequence >= 1 && sequence <= 6) &&
    new Set(all).size === all.length;
  return valid ? trimesters : null;
}

/** The school's rules, with a level's own trimester map (option `trimesters.<level code>`) first. */
export function secondaryRulesFrom(options: OptionReader, levelCode?: string): SecondaryRules {
  const ownMap = levelCode ? options.strings(`trimesters.${levelCode}`) : [];
  const trimesters = parseTrimesters(ownMap) ?? parseTrimesters(options.strings('trimesters')) ?? DEFAULT_TRIMESTERS;
  const mode = options.raw('annual_average_mode');
  return {
    passMark: options.number('pass_mark', 10),
    minEvaluatedShare: options.number('min_evaluated_share', 0.5),
    annualAverageMode: mode === 'courses' ? 'courses' : 'trimesters',
    promotionMark: options.number('promotion_mark', 10),
    trimesters,
    honourRollMark: options.number('honour_roll_mark', 12),
    honourRollMaxUnjustifiedHours: options.number('honour_roll_max_unjustified_hours', 10),
    encouragementMark: options.number('encouragement_mark', 14),
    congratulationMark: options.number('congratulation_mark', 15),
    workWarningMark: options.number('work_warning_mark', 7.5),
    workBlameMark: options.number('work_blame_mark', 5),
  };
}

export type Period = { type: 'sequence'; sequence: number } | { type: 'trimester'; sequences: readonly number[] } | { type: 'annual' };

export interface SheetCourse {
  classCourseId: number;
  coefficient: number;
}

export interface SheetStudent {
  studentId: number;
  /** Class courses the student is exempted from. */
  exempted?: ReadonlySet<number>;
}

export interface MarkEntry {
  studentId: number;
  classCourseId: number;
  sequence: number;
  value: number;
}

/** Marks by student, then class course, then sequence. */
export type MarkIndex = Map<number, Map<number, Map<number, number>>>;

export function indexMarks(marks: readonly MarkEntry[]): MarkIndex {
  const index: MarkIndex = new Map();
  for (const { studentId, classCourseId, sequence, value } of marks) {
    let byCourse = index.get(studentId);
    if (!byCourse) index.set(studentId, (byCourse = new Map()));
    let bySequence = byCourse.get(classCourseId);
    if (!bySequence) byCourse.set(classCourseId, (bySequence = new Map()));
    bySequence.set(sequence, value);
  }
  return index;
}

/** The mean of the sequences' marks that exist: a sequence without a mark is left out, never 0. */
function meanOfSequences(bySequence: ReadonlyMap<number, number> | undefined, sequences: readonly number[]): number | null {
  if (!bySequence) return null;
  return mean(sequences.map((sequence) => bySequence.get(sequence)).filter((value): value is number => value !== undefined));
}

/** A course's mark for the period: the sequence's, the trimester's mean, or the mean of the trimesters' marks. */
export function periodMark(bySequence: ReadonlyMap<number, number> | undefined, period: Period, rules: SecondaryRules): number | null {
  switch (period.type) {
    case 'sequence':
      return bySequence?.get(period.sequence) ?? null;
    case 'trimester':
      return meanOfSequences(bySequence, period.sequences);
    case 'annual':
      return mean(
        rules.trimesters.map((sequences) => meanOfSequences(bySequence, sequences)).filter((value): value is number => value !== null),
      );
  }
}

export interface CourseLine {
  /** Full precision; null when the student has no mark for the period or is exempted. */
  mark: number | null;
  rounded: number | null;
  exempted: boolean;
  /** mark x coefficient. */
  points: number | null;
  placing: Placing | null;
}

export interface SheetRow {
  studentId: number;
  courses: Map<number, CourseLine>;
  /** Coefficients of the courses that have a mark. */
  totalCoefficients: number;
  totalPoints: number;
  average: number | null;
  averageRounded: number | null;
  /** Share of the student's (not exempted) courses that have a mark for the period. */
  evaluatedShare: number;
  /** Non classé: an average but too few courses marked to be ranked. */
  nonClasse: boolean;
  rank: number | null;
  exAequo: boolean;
  /** For the annual sheet: each trimester's average (null where none). */
  trimesterAverages?: (number | null)[];
}

export interface ClassStats {
  students: number;
  evaluated: number;
  ranked: number;
  /** The mean of the ranked students' averages. */
  classAverage: number | null;
  highest: number | null;
  lowest: number | null;
  /** Share (0 to 1) of ranked students whose rounded average reaches the pass mark. */
  successRate: number | null;
}

export interface CourseStats {
  evaluated: number;
  mean: number | null;
  min: number | null;
  max: number | null;
  successRate: number | null;
}

export interface SecondarySheet {
  rows: SheetRow[];
  stats: ClassStats;
  courseStats: Map<number, CourseStats>;
}

interface Averaged {
  lines: Map<number, CourseLine>;
  totalCoefficients: number;
  totalPoints: number;
  average: number | null;
  marked: number;
  expected: number;
}

function averageFor(
  courses: readonly SheetCourse[],
  student: SheetStudent,
  bySequence: (classCourseId: number) => ReadonlyMap<number, number> | undefined,
  period: Period,
  rules: SecondaryRules,
): Averaged {
  const lines = new Map<number, CourseLine>();
  const weighted: { value: number; weight: number }[] = [];
  let expected = 0;
  for (const course of courses) {
    const exempted = student.exempted?.has(course.classCourseId) ?? false;
    const mark = exempted ? null : periodMark(bySequence(course.classCourseId), period, rules);
    if (!exempted) expected += 1;
    if (mark !== null) weighted.push({ value: mark, weight: course.coefficient });
    lines.set(course.classCourseId, {
      mark,
      rounded: mark === null ? null : round2(mark),
      exempted,
      points: mark === null ? null : mark * course.coefficient,
      placing: null,
    });
  }
  return {
    lines,
    totalCoefficients: weighted.reduce((sum, item) => sum + item.weight, 0),
    totalPoints: weighted.reduce((sum, item) => sum + item.value * item.weight, 0),
    average: weightedMean(weighted),
    marked: weighted.length,
    expected,
  };
}

function rowFor(courses: readonly SheetCourse[], student: SheetStudent, marks: MarkIndex, period: Period, rules: SecondaryRules): SheetRow {
  const byCourse = marks.get(student.studentId);
  const bySequence = (classCourseId: number) => byCourse?.get(classCourseId);
  const own = averageFor(courses, student, bySequence, period, rules);
  let average = own.average;
  let trimesterAverages: (number | null)[] | undefined;
  if (period.type === 'annual') {
    trimesterAverages = rules.trimesters.map(
      (sequences) => averageFor(courses, student, bySequence, { type: 'trimester', sequences }, rules).average,
    );
    if (rules.annualAverageMode === 'trimesters') average = mean(trimesterAverages.filter((value): value is number => value !== null));
  }
  const evaluatedShare = own.expected ? own.marked / own.expected : 0;
  return {
    studentId: student.studentId,
    courses: own.lines,
    totalCoefficients: own.totalCoefficients,
    totalPoints: own.totalPoints,
    average,
    averageRounded: average === null ? null : round2(average),
    evaluatedShare,
    nonClasse: average !== null && evaluatedShare < rules.minEvaluatedShare,
    rank: null,
    exAequo: false,
    ...(trimesterAverages && { trimesterAverages }),
  };
}

const shareOf = (count: number, total: number): number | null => (total ? count / total : null);

function courseStatsFor(rows: readonly SheetRow[], classCourseId: number, passMark: number): CourseStats {
  const marks = rows.map((row) => row.courses.get(classCourseId)?.rounded ?? null).filter((value): value is number => value !== null);
  return {
    evaluated: marks.length,
    mean: mean(marks),
    min: marks.length ? Math.min(...marks) : null,
    max: marks.length ? Math.max(...marks) : null,
    successRate: shareOf(marks.filter((mark) => mark >= passMark).length, marks.length),
  };
}

/** The whole sheet of a classroom for a period: rows with ranks, course ranks and statistics. */
export function secondarySheet(
  courses: readonly SheetCourse[],
  students: readonly SheetStudent[],
  marks: readonly MarkEntry[],
  period: Period,
  rules: SecondaryRules,
): SecondarySheet {
  const index = indexMarks(marks);
  const rows = students.map((student) => rowFor(courses, student, index, period, rules));

  const placings = competitionRanks(new Map(rows.map((row) => [row.studentId, row.nonClasse ? null : row.averageRounded])));
  for (const row of rows) {
    const placing = placings.get(row.studentId);
    row.rank = placing?.rank ?? null;
    row.exAequo = placing?.exAequo ?? false;
  }
  for (const course of courses) {
    const coursePlacings = competitionRanks(
      new Map(rows.map((row) => [row.studentId, row.courses.get(course.classCourseId)?.rounded ?? null])),
    );
    for (const row of rows) row.courses.get(course.classCourseId)!.placing = coursePlacings.get(row.studentId) ?? null;
  }

  const ranked = rows.filter((row) => row.rank !== null).map((row) => row.averageRounded!);
  const stats: ClassStats = {
    students: rows.length,
    evaluated: rows.filter((row) => row.average !== null).length,
    ranked: ranked.length,
    classAverage: mean(rows.filter((row) => row.rank !== null).map((row) => row.average!)),
    highest: ranked.length ? Math.max(...ranked) : null,
    lowest: ranked.length ? Math.min(...ranked) : null,
    successRate: shareOf(ranked.filter((average) => average >= rules.passMark).length, ranked.length),
  };
  const courseStats = new Map(courses.map((course) => [course.classCourseId, courseStatsFor(rows, course.classCourseId, rules.passMark)]));
  return { rows, stats, courseStats };
}

/* What the report card says ------------------------------------------------------------------ */

export interface ObservationRange {
  minMark: number;
  maxMark: number;
  grade: string;
  label: string;
}

/** The appreciation of a mark: the range holding it, the top range's upper bound included. */
export function appreciationOf(mark: number | null, ranges: readonly ObservationRange[]): ObservationRange | null {
  if (mark === null) return null;
  const value = round2(mark);
  const top = Math.max(...ranges.map((range) => range.maxMark));
  return ranges.find((range) => value >= range.minMark && (value < range.maxMark || (range.maxMark === top && value === top))) ?? null;
}

export type Distinction = 'honourRoll' | 'encouragements' | 'congratulations' | 'workWarning' | 'workBlame';

/**
 * Distinctions and work sanctions of an average. Encouragements and congratulations are the
 * honour roll's higher steps (a card shows "Tableau d'honneur + Félicitations"), so unjustified
 * absences above the limit withhold all three.
 */
export function distinctionsOf(average: number | null, unjustifiedHours: number, rules: SecondaryRules): Distinction[] {
  if (average === null) return [];
  const value = round2(average);
  if (value < rules.workBlameMark) return ['workBlame'];
  if (value < rules.workWarningMark) return ['workWarning'];
  if (value < rules.honourRollMark || unjustifiedHours > rules.honourRollMaxUnjustifiedHours) return [];
  if (value >= rules.congratulationMark) return ['honourRoll', 'congratulations'];
  if (value >= rules.encouragementMark) return ['honourRoll', 'encouragements'];
  return ['honourRoll'];
}

export type AnnualDecision = 'promoted' | 'repeats' | 'excluded';

/** The decision the annual average calls for; the class council may override it (with a reason). */
export function annualDecisionOf(annualAverage: number | null, rules: SecondaryRules): AnnualDecision | null {
  if (annualAverage === null) return null;
  return round2(annualAverage) >= rules.promotionMark ? 'promoted' : 'repeats';
}

/** A mark as typed: 0 to 20 with at most two decimals. */
export function isValidMark(value: number): boolean {
  return Number.isFinite(value) && value >= MARK_MIN && value <= MARK_MAX && Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;
}
