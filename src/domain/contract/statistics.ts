import { ABSENCE_PERIOD_PATTERN } from '../discipline/calendar';
import { LMD_PERIOD_TYPES, PERIOD_TYPES, SECONDARY_PERIOD_TYPES, type PeriodType } from '../grading/periods';
import { dateField } from '../validation/checks';
import { msg, yup } from '../validation/yup';
import { ID_MAX, periodFields } from './common';
import { defineEndpoint } from './endpoint';

export const kpisResponse = yup.object({
  schoolYearId: yup.number().integer().required(),
  students: yup
    .object({
      total: yup.number().integer().required(),
      male: yup.number().integer().required(),
      female: yup.number().integer().required(),
    })
    .required(),
  classrooms: yup.number().integer().required(),
  staff: yup.number().integer().required(),
  teachers: yup.number().integer().required(),
  /** The day's attendance: absences and lateness recorded, roll calls taken and still missing. */
  attendance: yup
    .object({
      date: yup.string().required(),
      absent: yup.number().integer().required(),
      late: yup.number().integer().required(),
      rollCallsTaken: yup.number().integer().required(),
      rollCallsMissing: yup.number().integer().required(),
    })
    .required(),
});
export type Kpis = yup.InferType<typeof kpisResponse>;

export const kpis = defineEndpoint({
  method: 'GET',
  path: '/api/statistics/kpis/:schoolYearId',
  tag: 'Statistics',
  summary: 'Head counts for the dashboard',
  description:
    "Students registered in the school year (active registrations) by sex, classrooms of the year, active staff users, and teachers among them; and the day's attendance (`date`, today by default, in the server's time zone): absences (status absent) and lateness recorded, roll calls taken, and roll calls missing (each classroom of the year and time part, Monday to Saturday, not yet taken).",
  access: ['dashboard.read'],
  params: yup.object({ schoolYearId: yup.number().integer().min(1).max(ID_MAX).required() }),
  query: yup.object({ date: dateField().optional() }),
  response: kpisResponse,
  errors: [400, 401, 403, 404],
  example: {
    params: { schoolYearId: 1 },
    response: {
      schoolYearId: 1,
      students: { total: 400, male: 204, female: 196 },
      classrooms: 12,
      staff: 19,
      teachers: 12,
      attendance: { date: '2026-10-12', absent: 14, late: 5, rollCallsTaken: 40, rollCallsMissing: 56 },
    },
  },
});

/* Average marks ------------------------------------------------------------------------------- */

export const allOrId = () =>
  yup
    .string()
    .required()
    .matches(/^(all|[1-9]\d{0,9})$/, { message: msg('validation.allOrId') })
    .test('id-range', msg('validation.allOrId'), (value) => value === 'all' || Number(value) <= ID_MAX);

const averageMarksParams = (periodTypes: readonly PeriodType[]) =>
  yup.object({
    schoolYearId: yup.number().integer().min(1).max(ID_MAX).required(),
    levelId: allOrId(),
    classroomId: allOrId(),
    ...periodFields(periodTypes),
  });

const nullableNumber = () => yup.number().nullable().defined();

const averageFigures = {
  /** Students with an active registration in the classrooms taken. */
  students: yup.number().integer().required(),
  /** Students with an average for the period. */
  evaluated: yup.number().integer().required(),
  /** Mean of the averages (ranked students, as the sheets count them), rounded to two decimals. */
  average: nullableNumber(),
  highest: nullableNumber(),
  lowest: nullableNumber(),
  /** Share (0 to 1) of those students who passed: average >= pass_mark, or the LMD decision passed. */
  successRate: nullableNumber(),
};

export const averageMarksSchema = yup.object({
  schoolYearId: yup.number().integer().required(),
  periodType: yup.string().required().oneOf(PERIOD_TYPES),
  period: yup.number().integer().required(),
  overall: yup.object(averageFigures).required(),
  /** Counts of averages per band: `from` inclusive up to the next band's `from` (the last includes 20). */
  distribution: yup
    .array(yup.object({ from: yup.number().required(), to: yup.number().required(), count: yup.number().integer().required() }))
    .required(),
  classrooms: yup
    .array(
      yup.object({
        classroomId: yup.number().integer().required(),
        name: yup.string().required(),
        levelId: yup.number().integer().required(),
        levelName: yup.string().required(),
        ...averageFigures,
      }),
    )
    .required(),
  /** Per course (over every classroom taken): the mean of the course's period marks and the share at or above the pass mark (LMD: capitalised). */
  courses: yup
    .array(
      yup.object({
        courseId: yup.number().integer().required(),
        code: yup.string().required(),
        name: yup.string().required(),
        evaluated: yup.number().integer().required(),
        average: nullableNumber(),
        successRate: nullableNumber(),
      }),
    )
    .required(),
});
export type AverageMarks = yup.InferType<typeof averageMarksSchema>;

const exampleAverageMarks: AverageMarks = {
  schoolYearId: 1,
  periodType: 'trimester',
  period: 1,
  overall: { students: 400, evaluated: 396, average: 10.87, highest: 18.02, lowest: 3.4, successRate: 0.5429 },
  distribution: [
    { from: 0, to: 5, count: 8 },
    { from: 5, to: 8, count: 41 },
    { from: 8, to: 10, count: 132 },
    { from: 10, to: 12, count: 120 },
    { from: 12, to: 14, count: 61 },
    { from: 14, to: 16, count: 26 },
    { from: 16, to: 20, count: 8 },
  ],
  classrooms: [
    {
      classroomId: 1,
      name: '6e A',
      levelId: 1,
      levelName: '6e',
      students: 50,
      evaluated: 50,
      average: 11.19,
      highest: 17.1,
      lowest: 4.65,
      successRate: 0.56,
    },
  ],
  courses: [{ courseId: 3, code: 'MATH', name: 'Mathématiques', evaluated: 396, average: 10.42, successRate: 0.49 }],
};

const AVERAGE_MARKS_RULES =
  '`levelId` and `classroomId` are an id or `all`. Figures are those of the mark sheets for the period, summed over the classrooms of the school year taken (a classroom given must belong to the level given, if any).';

export const averageMarks = defineEndpoint({
  method: 'GET',
  path: '/api/statistics/average-marks/:schoolYearId/:levelId/:classroomId/:periodType/:period',
  tag: 'Statistics',
  summary: 'Averages and success rates of secondary classrooms, by classroom and course, with the distribution of averages',
  description: `${AVERAGE_MARKS_RULES} \`periodType\` is sequence (\`period\` 1-6), trimester (1-3, through each level's trimester map) or annual (0). Only levels graded by sequences are taken.`,
  access: ['statistics.read'],
  params: averageMarksParams(SECONDARY_PERIOD_TYPES),
  response: averageMarksSchema,
  errors: [400, 401, 403, 404],
  example: {
    params: { schoolYearId: 1, levelId: 'all', classroomId: 'all', periodType: 'trimester', period: 1 },
    response: exampleAverageMarks,
  },
});

export const averageMarksLmd = defineEndpoint({
  method: 'GET',
  path: '/api/statistics-lmd/average-marks/:schoolYearId/:levelId/:classroomId/:periodType/:period',
  tag: 'Statistics',
  summary: 'Averages and success rates of LMD classrooms (when the option lmdEnabled is on)',
  description: `${AVERAGE_MARKS_RULES} \`periodType\` is term (\`period\` 1 or 2) or annual (0). Averages are the semester averages /20; success is the LMD decision passed; a course's success rate is its share of capitalised grades. 404 while the option lmdEnabled is off.`,
  access: ['statistics.read'],
  params: averageMarksParams(LMD_PERIOD_TYPES),
  response: averageMarksSchema,
  errors: [400, 401, 403, 404],
  example: {
    params: { schoolYearId: 1, levelId: 'all', classroomId: 'all', periodType: 'term', period: 1 },
    response: {
      ...exampleAverageMarks,
      periodType: 'term',
      classrooms: [{ ...exampleAverageMarks.classrooms[0], classroomId: 10, name: 'L1 Informatique', levelId: 8, levelName: 'L1' }],
      courses: [{ courseId: 20, code: 'INF111', name: 'Algorithmique', evaluated: 60, average: 11.9, successRate: 0.63 }],
    },
  },
});

/* Absences ------------------------------------------------------------------------------------ */

const absenceFigures = {
  justifiedHours: yup.number().required(),
  unjustifiedHours: yup.number().required(),
  /** Times late, and their minutes. */
  lateness: yup.number().integer().required(),
  latenessMinutes: yup.number().integer().required(),
};

export const absenceStatisticsSchema = yup.object({
  schoolYearId: yup.number().integer().required(),
  period: yup.string().required(),
  /** The dates the period covers in the school year. */
  from: yup.string().required(),
  to: yup.string().required(),
  overall: yup.object({ students: yup.number().integer().required(), ...absenceFigures }).required(),
  classrooms: yup
    .array(
      yup.object({
        classroomId: yup.number().integer().required(),
        name: yup.string().required(),
        levelId: yup.number().integer().required(),
        levelName: yup.string().required(),
        students: yup.number().integer().required(),
        ...absenceFigures,
      }),
    )
    .required(),
  /** Every student with an absence or a lateness in the period, most unjustified hours first. */
  students: yup
    .array(
      yup.object({
        studentId: yup.number().integer().required(),
        matricule: yup.string().required(),
        name: yup.string().required(),
        classroomId: yup.number().integer().required(),
        classroomName: yup.string().required(),
        ...absenceFigures,
      }),
    )
    .required(),
});
export type AbsenceStatistics = yup.InferType<typeof absenceStatisticsSchema>;

export const absenceStatistics = defineEndpoint({
  method: 'GET',
  path: '/api/statistics/absences/:schoolYearId/:levelId/:classroomId/:period',
  tag: 'Statistics',
  summary: 'Absence hours, justified and unjustified, and lateness, by classroom and student',
  description:
    "`levelId` and `classroomId` are an id or `all` (a classroom given must belong to the level given). `period` is `sequence-1` to `sequence-6`, `trimester-1` to `trimester-3` (through the first level's trimester map), `term-1` or `term-2` (the halves of the year), `annual`, or a month `YYYY-MM` within the year (404 when the month is outside it). Until school years carry their sequences' dates, the six sequences share the year's days evenly (docs/decisions.md). A permission counts as justified; rattrapage and draft lines count as nothing. The figures are the report cards' and the student records'.",
  access: ['statistics.read'],
  params: yup.object({
    schoolYearId: yup.number().integer().min(1).max(ID_MAX).required(),
    levelId: allOrId(),
    classroomId: allOrId(),
    period: yup
      .string()
      .required()
      .matches(ABSENCE_PERIOD_PATTERN, { message: msg('validation.absencePeriod') }),
  }),
  response: absenceStatisticsSchema,
  errors: [400, 401, 403, 404],
  example: {
    params: { schoolYearId: 1, levelId: 'all', classroomId: 'all', period: 'trimester-1' },
    response: {
      schoolYearId: 1,
      period: 'trimester-1',
      from: '2026-09-07',
      to: '2026-12-09',
      overall: { students: 400, justifiedHours: 312, unjustifiedHours: 541, lateness: 97, latenessMinutes: 1210 },
      classrooms: [
        {
          classroomId: 1,
          name: '6e A',
          levelId: 1,
          levelName: '6e',
          students: 50,
          justifiedHours: 40,
          unjustifiedHours: 61,
          lateness: 12,
          latenessMinutes: 150,
        },
      ],
      students: [
        {
          studentId: 1,
          matricule: '26SC00001',
          name: 'ATANGANA Brenda',
          classroomId: 1,
          classroomName: '6e A',
          justifiedHours: 2,
          unjustifiedHours: 11,
          lateness: 1,
          latenessMinutes: 10,
        },
      ],
    },
  },
});
