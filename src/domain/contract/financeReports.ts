/**
 * What the bursar and the principal read of the money (domain.md, "Finance"): the day's journal,
 * the students in arrears by classroom, and the year's figures. All computed from the lines.
 */
import { dateField } from '../validation/checks';
import { yup } from '../validation/yup';
import { ID_MAX, listQuery, PDF_TYPE, XLSX_TYPE } from './common';
import { defineEndpoint } from './endpoint';
import { FINANCE_READ } from './feeSetup';
import { cashSessionSchema, paymentSchema } from './payments';
import { idField } from './resource';

const id = () => yup.number().integer().min(1).max(ID_MAX);
const amount = () => yup.number().integer().required();
const methodTotals = () => yup.object({ cash: amount(), mobile: amount(), bank: amount(), total: amount() });

/* The day's journal --------------------------------------------------------------------------- */

export const journalSchema = yup.object({
  date: yup.string().required(),
  cashierId: yup.number().integer().nullable().defined(),
  /** Payments and reversals of the day, in receipt order: the page `limit` and `skip` ask for. */
  payments: yup.array(paymentSchema).required(),
  /** How many payments and reversals the day (or the cashier) has, on every page. */
  total: amount(),
  totals: methodTotals().required(),
  cashiers: yup
    .array(yup.object({ cashierId: amount(), cashierName: yup.string().required(), count: amount(), totals: methodTotals().required() }))
    .required(),
  sessions: yup.array(cashSessionSchema).required(),
});
export type Journal = yup.InferType<typeof journalSchema>;

const journalDescription =
  "The payments and reversals of the day (`cashierId`: one cashier's), in receipt order, a page at a time (`limit`, `skip`; `total` counts them all), with the whole day's totals by method (reversals count negative) and by cashier, and the sessions opened that day or taking its payments.";
/** What the journal's documents hold: the whole day, never a page. */
const wholeDay = "Every payment and reversal of the day (`cashierId`: one cashier's), in receipt order.";
const journalParams = yup.object({ date: dateField().required() });
const journalFilterFields = { cashierId: idField().optional() };
const journalFilter = yup.object(journalFilterFields);
const journalQuery = listQuery.shape(journalFilterFields);

export const journal = defineEndpoint({
  method: 'GET',
  path: '/api/finance/journal/:date',
  tag: 'Finance reports',
  summary: "The day's journal",
  description: journalDescription,
  access: FINANCE_READ,
  params: journalParams,
  query: journalQuery,
  response: journalSchema,
  errors: [400, 401, 403],
  example: {
    params: { date: '2026-10-02' },
    query: { limit: 50, skip: 0 },
    response: {
      date: '2026-10-02',
      cashierId: null,
      payments: [],
      total: 0,
      totals: { cash: 0, mobile: 0, bank: 0, total: 0 },
      cashiers: [],
      sessions: [],
    },
  },
});

export const journalPdf = defineEndpoint({
  method: 'GET',
  path: '/api/finance/journal/:date/pdf',
  tag: 'Finance reports',
  summary: "The day's journal (PDF)",
  description: `${wholeDay} A4 under the school's letterhead, in the caller's language: the payments (receipt, time, student, matricule, method, amount, cashier; a reversal names the receipt it reverses), then the totals by method and by cashier, and the sessions with what was counted and the differences. The header row is repeated on each page.`,
  access: FINANCE_READ,
  params: journalParams,
  query: journalFilter,
  produces: [PDF_TYPE],
  response: yup.mixed(),
  errors: [400, 401, 403],
  example: { params: { date: '2026-10-02' }, response: undefined },
});

export const journalXlsx = defineEndpoint({
  method: 'GET',
  path: '/api/finance/journal/:date/xlsx',
  tag: 'Finance reports',
  summary: "The day's journal (.xlsx)",
  description: `${wholeDay} One sheet in the caller's language, amounts as numbers; text is never read as a formula.`,
  access: FINANCE_READ,
  params: journalParams,
  query: journalFilter,
  produces: [XLSX_TYPE],
  response: yup.mixed(),
  errors: [400, 401, 403],
  example: { params: { date: '2026-10-02' }, response: undefined },
});

/* Arrears ------------------------------------------------------------------------------------- */

const arrearsFilterFields = {
  schoolYearId: idField().optional(),
  classroomId: idField().optional(),
  levelId: idField().optional(),
  /** The day overdue is judged on: today by default. */
  asOf: dateField().optional(),
};

/** What the list is of: the documents take these and print every student. */
export const arrearsFilters = yup.object(arrearsFilterFields);
export type ArrearsFilters = yup.InferType<typeof arrearsFilters>;

/** The screen's list pages (`limit`, `skip`) through the one ordered sequence of students. */
export const arrearsQuery = listQuery.shape(arrearsFilterFields);
export type ArrearsQuery = yup.InferType<typeof arrearsQuery>;

export const arrearsStudentSchema = yup.object({
  studentId: amount(),
  studentName: yup.string().required(),
  matricule: yup.string().required(),
  /** Overdue amount per instalment label (the columns), 0 when covered. */
  overdue: yup.array(amount()).required(),
  totalOverdue: amount(),
  balance: amount(),
});

export const arrearsClassroomSchema = yup.object({
  classroomId: amount(),
  classroomName: yup.string().required(),
  levelName: yup.string().required(),
  /**
   * The classroom's overdue instalments, oldest due first: the columns of `overdue`, each with what
   * the whole classroom owes on it (every student's, on this page or not).
   */
  instalments: yup
    .array(yup.object({ label: yup.string().required(), dueDate: yup.string().required(), totalOverdue: amount() }))
    .required(),
  /** This page's students of the classroom, in name order: a classroom may go on over the next page. */
  students: yup.array(arrearsStudentSchema).required(),
  /** The whole classroom's figures: its students in arrears, what they owe overdue and their balances. */
  studentCount: amount(),
  totalOverdue: amount(),
  balance: amount(),
});
export type ArrearsClassroom = yup.InferType<typeof arrearsClassroomSchema>;

export const arrearsSchema = yup.object({
  schoolYearId: amount(),
  schoolYearName: yup.string().required(),
  asOf: yup.string().required(),
  /** The classrooms with a student on this page, in the list's order (level, then name). */
  classrooms: yup.array(arrearsClassroomSchema).required(),
  /** The whole list's figures, every page's. */
  studentCount: amount(),
  totalOverdue: amount(),
});
export type Arrears = yup.InferType<typeof arrearsSchema>;

const exampleArrears: Arrears = {
  schoolYearId: 1,
  schoolYearName: '2026-2027',
  asOf: '2026-11-25',
  classrooms: [
    {
      classroomId: 1,
      classroomName: '6e A',
      levelName: '6e',
      instalments: [{ label: 'Tranche 1', dueDate: '2026-10-15', totalOverdue: 50000 }],
      students: [
        { studentId: 12, studentName: 'NGONO Marie', matricule: 'STU-0012', overdue: [25000], totalOverdue: 25000, balance: 60000 },
      ],
      studentCount: 2,
      totalOverdue: 50000,
      balance: 120000,
    },
  ],
  studentCount: 2,
  totalOverdue: 50000,
};

const arrearsDescription =
  'The students with an amount overdue ("insolvables"): instalments past their due date (before `asOf`, today by default) and not covered by discounts and payments, by classroom (classrooms in level order then by name, students in name order), for the year (`schoolYearId`, the current one by default), one classroom (`classroomId`) or one level (`levelId`).';

export const arrears = defineEndpoint({
  method: 'GET',
  path: '/api/finance/arrears',
  tag: 'Finance reports',
  summary: 'Students in arrears',
  description: `${arrearsDescription} One page of the list: \`skip\` and \`limit\` (100 by default, at most 1000) cut the one ordered sequence of students, which is then grouped by classroom, so a classroom may go on over the next page. \`studentCount\` and \`totalOverdue\`, and each classroom's \`studentCount\`, \`totalOverdue\`, \`balance\` and instalment totals, are the whole list's, every page's.`,
  access: FINANCE_READ,
  query: arrearsQuery,
  response: arrearsSchema,
  errors: [400, 401, 403],
  example: { query: { classroomId: 1, limit: 1 }, response: exampleArrears },
});

export const arrearsPdf = defineEndpoint({
  method: 'GET',
  path: '/api/finance/arrears/pdf',
  tag: 'Finance reports',
  summary: 'Students in arrears (PDF)',
  description: `${arrearsDescription} Every student of the list, one A4 page (or more) per classroom for the notice board, in the caller's language.`,
  access: FINANCE_READ,
  query: arrearsFilters,
  produces: [PDF_TYPE],
  response: yup.mixed(),
  errors: [400, 401, 403],
  example: { query: { classroomId: 1 }, response: undefined },
});

export const arrearsXlsx = defineEndpoint({
  method: 'GET',
  path: '/api/finance/arrears/xlsx',
  tag: 'Finance reports',
  summary: 'Students in arrears (.xlsx)',
  description: `${arrearsDescription} Every student of the list, one sheet per classroom, in the caller's language.`,
  access: FINANCE_READ,
  query: arrearsFilters,
  produces: [XLSX_TYPE],
  response: yup.mixed(),
  errors: [400, 401, 403],
  example: { query: { classroomId: 1 }, response: undefined },
});

/* Statistics ---------------------------------------------------------------------------------- */

const figures = () => yup.object({ expected: amount(), collected: amount(), outstanding: amount(), overdue: amount() });

export const financeStatisticsSchema = yup.object({
  schoolYearId: amount(),
  schoolYearName: yup.string().required(),
  asOf: yup.string().required(),
  totals: figures().required(),
  /** Expected: instalments falling due that month (less discounts); collected: payments less reversals of that month. */
  byMonth: yup.array(yup.object({ month: yup.string().required(), expected: amount(), collected: amount() })).required(),
  byLevel: yup.array(figures().shape({ levelId: amount(), levelName: yup.string().required(), students: amount() })).required(),
  byFeeType: yup.array(figures().shape({ feeTypeId: amount(), feeTypeName: yup.string().required() })).required(),
  byMethod: yup.object({ cash: amount(), mobile: amount(), bank: amount(), total: amount() }).required(),
});
export type FinanceStatistics = yup.InferType<typeof financeStatisticsSchema>;

export const financeStatistics = defineEndpoint({
  method: 'GET',
  path: '/api/finance/statistics/:schoolYearId(^\\d+$)',
  tag: 'Finance reports',
  summary: "The year's finance statistics",
  description:
    'Expected (charged less discounts), collected (payments less reversals) and outstanding (expected − collected), with what is overdue today, for the school year: in total, by month, by level and by fee type, and what was collected by method. 404 for an unknown school year.',
  access: FINANCE_READ,
  params: yup.object({ schoolYearId: id().required() }),
  response: financeStatisticsSchema,
  errors: [400, 401, 403, 404],
  example: {
    params: { schoolYearId: 1 },
    response: {
      schoolYearId: 1,
      schoolYearName: '2026-2027',
      asOf: '2026-11-25',
      totals: { expected: 9000000, collected: 5400000, outstanding: 3600000, overdue: 1200000 },
      byMonth: [{ month: '2026-09', expected: 3000000, collected: 2800000 }],
      byLevel: [
        { levelId: 1, levelName: '6e', students: 120, expected: 9000000, collected: 5400000, outstanding: 3600000, overdue: 1200000 },
      ],
      byFeeType: [
        { feeTypeId: 2, feeTypeName: 'Scolarité', expected: 9000000, collected: 5400000, outstanding: 3600000, overdue: 1200000 },
      ],
      byMethod: { cash: 4000000, mobile: 1400000, bank: 0, total: 5400000 },
    },
  },
});

export const financeReportEndpoints = [journal, journalPdf, journalXlsx, arrears, arrearsPdf, arrearsXlsx, financeStatistics] as const;
