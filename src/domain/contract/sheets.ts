/**
 * Mark sheets: a classroom's marks for a period with averages, ranks and statistics, computed by
 * the grading engine (src/domain/grading) from the marks as they are now.
 */
import { EVALUATION_TYPES } from '../enums';
import { SEQUENCES } from '../grading/secondary';
import { yup } from '../validation/yup';
import { ID_MAX } from './common';
import { defineEndpoint } from './endpoint';

const READ = ['sheets.read'] as const;
const id = () => yup.number().integer().min(1).max(ID_MAX);
const sequence = () => yup.number().integer().oneOf(SEQUENCES);
const nullableNumber = () => yup.number().nullable().defined();

export const SHEET_PERIOD_TYPES = ['sequence', 'two-sequence', 'annual', 'lmd-term', 'lmd-annual'] as const;
export type SheetPeriodType = (typeof SHEET_PERIOD_TYPES)[number];

const classroomPart = yup.object({
  id: yup.number().integer().required(),
  name: yup.string().required(),
  levelName: yup.string().required(),
  levelCode: yup.string().required(),
  schoolYearId: yup.number().integer().required(),
  schoolYearName: yup.string().required(),
  headTeacherName: yup.string().nullable().defined(),
});

const periodPart = yup.object({
  type: yup.string().required().oneOf(SHEET_PERIOD_TYPES),
  /** The sequences the period covers (secondary). */
  sequences: yup.array(yup.number().integer().required()).required(),
  /** LMD: 1, 2, or 3 for the whole year. */
  term: yup.number().integer().nullable().defined(),
});

const statsPart = yup.object({
  students: yup.number().integer().required(),
  evaluated: yup.number().integer().required(),
  ranked: yup.number().integer().required(),
  classAverage: nullableNumber(),
  highest: nullableNumber(),
  lowest: nullableNumber(),
  successRate: nullableNumber(),
});

const courseStatsPart = yup.object({
  evaluated: yup.number().integer().required(),
  mean: nullableNumber(),
  min: nullableNumber(),
  max: nullableNumber(),
  successRate: nullableNumber(),
});

const sheetCourse = yup.object({
  classCourseId: yup.number().integer().required(),
  code: yup.string().required(),
  name: yup.string().required(),
  group: yup.string().required(),
  coefficient: nullableNumber(),
  credits: nullableNumber(),
  teacherName: yup.string().nullable().defined(),
  stats: courseStatsPart.required(),
});

const appreciation = yup.object({ grade: yup.string().required(), label: yup.string().required() }).nullable().defined();

/** The period's attendance and conduct, as the absence statistics count them. */
export const attendancePart = yup.object({
  justifiedHours: yup.number().required(),
  unjustifiedHours: yup.number().required(),
  lateness: yup.number().integer().required(),
  consigneHours: yup.number().required(),
  exclusionDays: yup.number().required(),
});
export type AttendancePart = yup.InferType<typeof attendancePart>;

const rowIdentity = {
  studentId: yup.number().integer().required(),
  matricule: yup.string().required(),
  name: yup.string().required(),
  sex: yup.string().required(),
  /** Rounded to two decimals, or null. */
  average: nullableNumber(),
  rank: yup.number().integer().nullable().defined(),
  exAequo: yup.boolean().required(),
  attendance: attendancePart.required(),
};

/* Secondary ----------------------------------------------------------------------------------- */

const secondaryMark = yup.object({
  classCourseId: yup.number().integer().required(),
  /** Rounded to two decimals; null when not evaluated or exempted. */
  mark: nullableNumber(),
  exempted: yup.boolean().required(),
  points: nullableNumber(),
  rank: yup.number().integer().nullable().defined(),
  exAequo: yup.boolean().required(),
  appreciation,
});

export const DISTINCTIONS = ['honourRoll', 'encouragements', 'congratulations', 'workWarning', 'workBlame'] as const;
export const DECISIONS = ['promoted', 'repeats', 'excluded'] as const;

const secondaryRow = yup.object({
  ...rowIdentity,
  marks: yup.array(secondaryMark).required(),
  totalCoefficients: yup.number().required(),
  totalPoints: yup.number().required(),
  /** Non classé: an average, but too few courses marked to be ranked. */
  nonClasse: yup.boolean().required(),
  observation: appreciation,
  distinctions: yup.array(yup.string().required().oneOf(DISTINCTIONS)).required(),
  /** Annual sheets: each trimester's rounded average. */
  trimesterAverages: yup.array(nullableNumber()).nullable().defined(),
  /** Annual sheets: what the average calls for. */
  decision: yup.string().oneOf(DECISIONS).nullable().defined(),
});

export const secondarySheetSchema = yup.object({
  classroom: classroomPart.required(),
  period: periodPart.required(),
  courses: yup.array(sheetCourse).required(),
  rows: yup.array(secondaryRow).required(),
  stats: statsPart.required(),
});
export type SecondarySheetAnswer = yup.InferType<typeof secondarySheetSchema>;
export type SecondarySheetRow = yup.InferType<typeof secondaryRow>;

/* LMD ----------------------------------------------------------------------------------------- */

const lmdMarks = yup.object(
  Object.fromEntries(EVALUATION_TYPES.map((type) => [type, nullableNumber()])) as Record<
    (typeof EVALUATION_TYPES)[number],
    ReturnType<typeof nullableNumber>
  >,
);

const lmdCourseLine = yup.object({
  classCourseId: yup.number().integer().required(),
  marks: lmdMarks.required(),
  /** /20, rounded; null when incomplete. */
  grade: nullableNumber(),
  /** A to F, or I when incomplete. */
  letter: yup.string().nullable().defined(),
  points: nullableNumber(),
  status: yup.string().required().oneOf(['capitalised', 'cant', 'failed', 'incomplete']),
  creditsAcquired: yup.number().required(),
});

const lmdRow = yup.object({
  ...rowIdentity,
  courses: yup.array(lmdCourseLine).required(),
  mgp: nullableNumber(),
  creditsAttempted: yup.number().required(),
  creditsAcquired: yup.number().required(),
  decision: yup.string().required().oneOf(['passed', 'failed', 'incomplete']),
});

export const lmdSheetSchema = yup.object({
  classroom: classroomPart.required(),
  period: periodPart.required(),
  courses: yup.array(sheetCourse.shape({ term: yup.number().integer().nullable().defined() })).required(),
  rows: yup.array(lmdRow).required(),
  stats: statsPart.shape({ passed: yup.number().integer().required() }).required(),
});
export type LmdSheetAnswer = yup.InferType<typeof lmdSheetSchema>;

/* Endpoints ----------------------------------------------------------------------------------- */

const exampleClassroom = {
  id: 1,
  name: '6e A',
  levelName: '6e',
  levelCode: '6E',
  schoolYearId: 1,
  schoolYearName: '2026-2027',
  headTeacherName: 'Clément Fotso',
};
const exampleCourse = {
  classCourseId: 5,
  code: 'MATH',
  name: 'Mathématiques',
  group: 'sciences',
  coefficient: 4,
  credits: null,
  teacherName: 'Clément Fotso',
  stats: { evaluated: 48, mean: 11.2, min: 3, max: 19, successRate: 0.58 },
};
const exampleStats = { students: 50, evaluated: 48, ranked: 47, classAverage: 11.04, highest: 17.25, lowest: 4.5, successRate: 0.55 };
const exampleAttendance: AttendancePart = { justifiedHours: 2, unjustifiedHours: 3, lateness: 1, consigneHours: 0, exclusionDays: 0 };
const exampleRow: SecondarySheetRow = {
  studentId: 1,
  matricule: '26SC00001',
  name: 'ATANGANA Brenda',
  sex: 'F',
  attendance: exampleAttendance,
  marks: [
    {
      classCourseId: 5,
      mark: 14.5,
      exempted: false,
      points: 58,
      rank: 3,
      exAequo: false,
      appreciation: { grade: 'B', label: 'Compétences bien acquises' },
    },
  ],
  totalCoefficients: 4,
  totalPoints: 58,
  average: 14.5,
  rank: 3,
  exAequo: false,
  nonClasse: false,
  observation: { grade: 'B', label: 'Compétences bien acquises' },
  distinctions: ['honourRoll', 'encouragements'],
  trimesterAverages: null,
  decision: null,
};
const exampleSheet = (type: SheetPeriodType, sequences: number[]): SecondarySheetAnswer => ({
  classroom: exampleClassroom,
  period: { type, sequences, term: null },
  courses: [exampleCourse],
  rows: [exampleRow],
  stats: exampleStats,
});

const SHEET_RULES =
  'Averages weigh each course mark by its coefficient and leave out courses without a mark and exempted courses; they are rounded half-up to two decimals and ranked highest first, ties sharing a rank (`exAequo`). A student marked in fewer than the `min_evaluated_share` of their courses gets an average but no rank (`nonClasse`). Class statistics count ranked students.';

export const sequenceSheet = defineEndpoint({
  method: 'GET',
  path: '/api/classroom-sequence-sheet/:classroomId/:sequence',
  tag: 'Sheets',
  summary: "A secondary classroom's sheet for one sequence",
  description: SHEET_RULES,
  access: READ,
  params: yup.object({ classroomId: id().required(), sequence: sequence().required() }),
  response: secondarySheetSchema,
  errors: [400, 401, 403, 404],
  example: { params: { classroomId: 1, sequence: 1 }, response: exampleSheet('sequence', [1]) },
});

export const bisequenceSheet = defineEndpoint({
  method: 'GET',
  path: '/api/classroom-bisequence-sheet/:classroomId/:sequenceA/:sequenceB',
  tag: 'Sheets',
  summary: "A secondary classroom's sheet for two sequences (a trimester)",
  description: `A course's mark is the mean of its marks in the two sequences that exist. ${SHEET_RULES}`,
  access: READ,
  params: yup.object({ classroomId: id().required(), sequenceA: sequence().required(), sequenceB: sequence().required() }),
  response: secondarySheetSchema,
  errors: [400, 401, 403, 404],
  example: { params: { classroomId: 1, sequenceA: 1, sequenceB: 2 }, response: exampleSheet('two-sequence', [1, 2]) },
});

export const annualSheet = defineEndpoint({
  method: 'GET',
  path: '/api/classroom-annual-sheet/:classroomId',
  tag: 'Sheets',
  summary: "A secondary classroom's annual sheet, with the decision each average calls for",
  description: `Trimesters group the sequences as the level's \`trimesters\` option says (default 1-2, 3-4, 5-6). The annual average is the mean of the trimester averages (or, with \`annual_average_mode\` = courses, weighs the annual course marks). ${SHEET_RULES}`,
  access: READ,
  params: yup.object({ classroomId: id().required() }),
  response: secondarySheetSchema,
  errors: [400, 401, 403, 404],
  example: {
    params: { classroomId: 1 },
    response: {
      ...exampleSheet('annual', [1, 2, 3, 4, 5, 6]),
      rows: [{ ...exampleRow, trimesterAverages: [13.1, 14.6, 15.8], decision: 'promoted' }],
    },
  },
});

const LMD_RULES =
  'Each course unit is graded from the available evaluation types weighed by the LMD rates, SR replacing SN (or the better of the two under `lmd_resit_policy` = best); a missing mark makes it incomplete (I). Letters, points and status follow the grade table; CANT credits count when the MGP reaches `lmd_pass_mgp`.';

const exampleLmd: LmdSheetAnswer = {
  classroom: { ...exampleClassroom, id: 10, name: 'L1 Informatique', levelName: 'L1', levelCode: 'L1' },
  period: { type: 'lmd-term', sequences: [], term: 1 },
  courses: [
    {
      ...exampleCourse,
      classCourseId: 40,
      code: 'INF111',
      name: 'Algorithmique',
      group: 'fondamentale',
      coefficient: null,
      credits: 6,
      term: 1,
    },
  ],
  rows: [
    {
      studentId: 7,
      matricule: '26SC00007',
      name: 'NANA Ruth',
      sex: 'F',
      attendance: exampleAttendance,
      courses: [
        {
          classCourseId: 40,
          marks: { CC: 12, SN: 14, SR: null, TP: null, TPE: null },
          grade: 13.4,
          letter: 'B',
          points: 3,
          status: 'capitalised',
          creditsAcquired: 6,
        },
      ],
      average: 13.4,
      rank: 1,
      exAequo: false,
      mgp: 3,
      creditsAttempted: 6,
      creditsAcquired: 6,
      decision: 'passed',
    },
  ],
  stats: { ...exampleStats, passed: 30 },
};

export const lmdTermSheet = defineEndpoint({
  method: 'GET',
  path: '/api/classroom-sheet-lmd/:classroomId',
  tag: 'Sheets',
  summary: "An LMD classroom's semester sheet",
  description: `\`term\` 1 or 2 takes the course units of that semester; 3 takes the whole year. ${LMD_RULES}`,
  access: READ,
  params: yup.object({ classroomId: id().required() }),
  query: yup.object({ term: yup.number().integer().oneOf([1, 2, 3]).required() }),
  response: lmdSheetSchema,
  errors: [400, 401, 403, 404],
  example: { params: { classroomId: 10 }, query: { term: 1 }, response: exampleLmd },
});

export const lmdAnnualSheet = defineEndpoint({
  method: 'GET',
  path: '/api/classroom-annual-sheet-lmd',
  tag: 'Sheets',
  summary: "An LMD classroom's annual sheet (both semesters)",
  description: LMD_RULES,
  access: READ,
  query: yup.object({ classroomId: id().required() }),
  response: lmdSheetSchema,
  errors: [400, 401, 403, 404],
  example: { query: { classroomId: 10 }, response: { ...exampleLmd, period: { type: 'lmd-annual', sequences: [], term: 3 } } },
});

/* One student's results ---------------------------------------------------------------------- */

export const RESULT_PERIOD_TYPES = ['sequence', 'trimester', 'term', 'annual'] as const;

const resultCourse = yup.object({
  classCourseId: yup.number().integer().required(),
  code: yup.string().required(),
  name: yup.string().required(),
  coefficient: nullableNumber(),
  credits: nullableNumber(),
  /** Secondary: the course mark for the period; LMD: the grade /20. Rounded; null when none. */
  mark: nullableNumber(),
  exempted: yup.boolean().required(),
  /** Secondary: the student's rank in the course. */
  rank: yup.number().integer().nullable().defined(),
  /** LMD: A to F, or I when incomplete. */
  letter: yup.string().nullable().defined(),
});

const resultPeriod = yup.object({
  /** As the report cards take it: `{periodType}/{period}` (annual is 0). */
  periodType: yup.string().required().oneOf(RESULT_PERIOD_TYPES),
  period: yup.number().integer().required(),
  /** The sequences a secondary period covers. */
  sequences: yup.array(yup.number().integer().required()).required(),
  average: nullableNumber(),
  rank: yup.number().integer().nullable().defined(),
  exAequo: yup.boolean().required(),
  nonClasse: yup.boolean().required(),
  classAverage: nullableNumber(),
  /** How many students the period's sheet ranks, and lists. */
  ranked: yup.number().integer().required(),
  students: yup.number().integer().required(),
  courses: yup.array(resultCourse).required(),
});

export const studentResultsSchema = yup.object({
  studentId: yup.number().integer().required(),
  schoolYearId: yup.number().integer().required(),
  /** The classroom of the student's latest registration that year; null (and no periods) when none. */
  classroomId: yup.number().integer().nullable().defined(),
  classroomName: yup.string().nullable().defined(),
  system: yup.string().oneOf(['sequence', 'lmd']).nullable().defined(),
  periods: yup.array(resultPeriod).required(),
});
export type StudentResults = yup.InferType<typeof studentResultsSchema>;
export type StudentResultPeriod = yup.InferType<typeof resultPeriod>;

export const studentResults = defineEndpoint({
  method: 'GET',
  path: '/api/students/:id(^\\d+$)/results/:schoolYearId',
  tag: 'Sheets',
  summary: "One student's averages, ranks and marks for each period of a school year",
  description: `The classroom is the one of the student's latest registration that year. Secondary: each sequence, each trimester of the level's trimester map and the year; LMD: each semester (\`term\` 1, 2) and the year. A period whose sheet does not list the student (a registration ended before it began) is left out. Every figure is the sheet's for that period: the same averages, ranks, ex aequo, Non classé and class average. ${SHEET_RULES}`,
  access: READ,
  params: yup.object({ id: id().required(), schoolYearId: id().required() }),
  response: studentResultsSchema,
  errors: [400, 401, 403, 404],
  example: {
    params: { id: 1, schoolYearId: 1 },
    response: {
      studentId: 1,
      schoolYearId: 1,
      classroomId: 1,
      classroomName: '6e A',
      system: 'sequence',
      periods: [
        {
          periodType: 'sequence',
          period: 1,
          sequences: [1],
          average: 14.5,
          rank: 3,
          exAequo: false,
          nonClasse: false,
          classAverage: 11.04,
          ranked: 47,
          students: 50,
          courses: [
            {
              classCourseId: 5,
              code: 'MATH',
              name: 'Mathématiques',
              coefficient: 4,
              credits: null,
              mark: 14.5,
              exempted: false,
              rank: 3,
              letter: null,
            },
          ],
        },
      ],
    },
  },
});

export const sheetEndpoints = [sequenceSheet, bisequenceSheet, annualSheet, lmdTermSheet, lmdAnnualSheet, studentResults];
