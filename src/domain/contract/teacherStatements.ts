/**
 * Part-time teachers' pay (domain.md, "Teacher presence"): a teacher's hourly rate, and the monthly
 * statement of the hours taught × that rate, with adjustment lines. A statement is computed from the
 * presence records until the bursar or the principal validates it; then it is frozen, and a
 * correction is a new adjustment line.
 */
import { MONEY_MAX } from '../finance/money';
import { msg, yup } from '../validation/yup';
import { MONTH_PATTERN } from '../presence/week';
import { ID_MAX, listOf } from './common';
import { defineEndpoint } from './endpoint';
import { XLSX_TYPE } from './teacherPresences';

export const PRESENCE_PAY = ['presence.pay'] as const;
/** An hourly rate or an adjustment, in the school's currency: integers, bounded like every amount. */
export const AMOUNT_MAX = MONEY_MAX;
export const STATEMENT_STATUSES = ['draft', 'validated'] as const;
export const STATEMENT_LINE_KINDS = ['hours', 'replacement', 'adjustment'] as const;

const id = () => yup.number().integer().min(1).max(ID_MAX);
const month = () =>
  yup
    .string()
    .trim()
    .required()
    .matches(MONTH_PATTERN, { message: msg('validation.month') });
const person = () => yup.string().nullable().defined();

/* Rates --------------------------------------------------------------------------------------- */

export const teacherRateSchema = yup.object({
  teacherId: yup.number().integer().required(),
  teacherName: yup.string().required(),
  partTime: yup.boolean().required(),
  hourlyRate: yup.number().integer().required(),
});
export type TeacherRate = yup.InferType<typeof teacherRateSchema>;

export const teacherRateBody = yup.object({
  partTime: yup.boolean().required(),
  hourlyRate: yup.number().integer().min(0).max(AMOUNT_MAX).required(),
});
export type TeacherRateBody = yup.InferType<typeof teacherRateBody>;

export const listTeacherRates = defineEndpoint({
  method: 'GET',
  path: '/api/teacher-rates',
  tag: 'Teacher pay',
  summary: "Teachers' hourly rates",
  description:
    'Every active teacher account, in name order, with whether they are paid by the hour (part-time, vacataire) and their hourly rate (0 until set).',
  access: PRESENCE_PAY,
  response: listOf(teacherRateSchema),
  errors: [401, 403],
  example: { response: { data: [{ teacherId: 9, teacherName: 'Amadou Bello', partTime: true, hourlyRate: 2500 }], total: 1 } },
});

export const updateTeacherRate = defineEndpoint({
  method: 'PUT',
  path: '/api/teacher-rates/:teacherId(^\\d+$)',
  tag: 'Teacher pay',
  summary: "Set a teacher's hourly rate",
  description:
    "Whether the teacher is paid by the hour, and the rate (a whole amount in the school's currency). Applies to statements not yet validated; a validated statement keeps the rate it was validated with. 404 for an account that is not a teacher. Audited.",
  access: PRESENCE_PAY,
  params: yup.object({ teacherId: id().required() }),
  body: teacherRateBody,
  response: teacherRateSchema,
  errors: [400, 401, 403, 404],
  example: {
    params: { teacherId: 9 },
    body: { partTime: true, hourlyRate: 2500 },
    response: { teacherId: 9, teacherName: 'Amadou Bello', partTime: true, hourlyRate: 2500 },
  },
});

/* Statements ---------------------------------------------------------------------------------- */

export const statementLineSchema = yup.object({
  /** Null for the hours lines of a statement not yet validated: they are computed, not stored. */
  id: yup.number().integer().nullable().defined(),
  kind: yup.string().required().oneOf(STATEMENT_LINE_KINDS),
  label: yup.string().required(),
  hours: yup.number().nullable().defined(),
  amount: yup.number().integer().required(),
  createdBy: person(),
  createdAt: yup.string().nullable().defined(),
  /** An adjustment added after validation: a correction of a frozen statement. */
  afterValidation: yup.boolean().required(),
});
export type StatementLine = yup.InferType<typeof statementLineSchema>;

export const statementSchema = yup.object({
  teacherId: yup.number().integer().required(),
  teacherName: yup.string().required(),
  month: yup.string().required(),
  hourlyRate: yup.number().integer().required(),
  /** Hours taught: own classes present or late, and classes taken as a replacement. */
  hours: yup.number().required(),
  amount: yup.number().integer().required(),
  status: yup.string().required().oneOf(STATEMENT_STATUSES),
  validatedBy: person(),
  validatedAt: yup.string().nullable().defined(),
  /** Hours still unchecked in the month: a warning before validating. */
  uncheckedHours: yup.number().required(),
  lines: yup.array(statementLineSchema).required(),
});
export type Statement = yup.InferType<typeof statementSchema>;

export const monthParams = yup.object({ month: month() });
export const statementParams = yup.object({ month: month(), teacherId: id().required() });

const exampleStatement: Statement = {
  teacherId: 9,
  teacherName: 'Amadou Bello',
  month: '2026-11',
  hourlyRate: 2500,
  hours: 13,
  amount: 37500,
  status: 'draft',
  validatedBy: null,
  validatedAt: null,
  uncheckedHours: 0,
  lines: [
    {
      id: null,
      kind: 'hours',
      label: '6e A · Mathématiques',
      hours: 12,
      amount: 30000,
      createdBy: null,
      createdAt: null,
      afterValidation: false,
    },
    {
      id: null,
      kind: 'replacement',
      label: '5e A · Mathématiques',
      hours: 1,
      amount: 2500,
      createdBy: null,
      createdAt: null,
      afterValidation: false,
    },
    {
      id: 4,
      kind: 'adjustment',
      label: 'Surveillance du BEPC blanc',
      hours: null,
      amount: 5000,
      createdBy: 'Hortense Kamga',
      createdAt: '2026-11-28T10:00:00.000Z',
      afterValidation: false,
    },
  ],
};

const STATEMENT =
  "Hours lines are computed per classroom and course from the month's presence records (and roll calls) until the statement is validated; then they are stored as they were and never change: a later correction of presence does not reach a validated statement, and a correction of the pay is an adjustment line (`afterValidation`). Amounts are whole units of the school's currency; each line's amount is its hours × the rate, rounded.";

export const listStatements = defineEndpoint({
  method: 'GET',
  path: '/api/teacher-statements/:month',
  tag: 'Teacher pay',
  summary: "The month's statements of every part-time teacher",
  description: `One statement per teacher paid by the hour (and per teacher with a validated statement that month), in name order. ${STATEMENT}`,
  access: PRESENCE_PAY,
  params: monthParams,
  response: listOf(statementSchema),
  errors: [400, 401, 403],
  example: { params: { month: '2026-11' }, response: { data: [exampleStatement], total: 1 } },
});

export const getStatement = defineEndpoint({
  method: 'GET',
  path: '/api/teacher-statements/:month/:teacherId(^\\d+$)',
  tag: 'Teacher pay',
  summary: "A teacher's statement for a month",
  description: `${STATEMENT} 404 for an account that is not a teacher.`,
  access: PRESENCE_PAY,
  params: statementParams,
  response: statementSchema,
  errors: [400, 401, 403, 404],
  example: { params: { month: '2026-11', teacherId: 9 }, response: exampleStatement },
});

export const adjustmentBody = yup.object({
  label: yup.string().trim().required().max(120),
  amount: yup
    .number()
    .integer()
    .required()
    .min(-AMOUNT_MAX)
    .max(AMOUNT_MAX)
    .test('not-zero', msg('validation.notZero'), (value) => value !== 0),
});
export type AdjustmentBody = yup.InferType<typeof adjustmentBody>;

export const addAdjustment = defineEndpoint({
  method: 'POST',
  path: '/api/teacher-statements/:month/:teacherId(^\\d+$)/adjustments',
  tag: 'Teacher pay',
  summary: 'Add an adjustment line',
  description: `A bonus (positive) or a deduction (negative) with its reason, a whole amount other than 0. On a validated statement it is a correction, kept as such. Audited. Answers the statement. ${STATEMENT}`,
  access: PRESENCE_PAY,
  params: statementParams,
  body: adjustmentBody,
  response: statementSchema,
  status: 201,
  errors: [400, 401, 403, 404],
  example: {
    params: { month: '2026-11', teacherId: 9 },
    body: { label: 'Surveillance du BEPC blanc', amount: 5000 },
    response: exampleStatement,
  },
});

export const validateStatement = defineEndpoint({
  method: 'POST',
  path: '/api/teacher-statements/:month/:teacherId(^\\d+$)/validate',
  tag: 'Teacher pay',
  summary: 'Validate a statement',
  description: `Freezes the hours lines and the rate as they are now, with who validated and when. A month not yet begun cannot be validated (400); a statement already validated answers 409. Audited. ${STATEMENT}`,
  access: PRESENCE_PAY,
  params: statementParams,
  response: statementSchema,
  errors: [400, 401, 403, 404, 409],
  example: {
    params: { month: '2026-11', teacherId: 9 },
    response: { ...exampleStatement, status: 'validated', validatedBy: 'Hortense Kamga', validatedAt: '2026-12-01T09:00:00.000Z' },
  },
});

import { PDF_TYPE } from './common';
export { PDF_TYPE };

export const statementPdf = defineEndpoint({
  method: 'GET',
  path: '/api/teacher-statements/:month/:teacherId(^\\d+$)/pdf',
  tag: 'Teacher pay',
  summary: 'A statement as PDF',
  description:
    "An A4 page with the school's name, the teacher, the month, the lines, the total and the validation (or DRAFT across it), in the language of `Accept-Language`.",
  access: PRESENCE_PAY,
  params: statementParams,
  produces: [PDF_TYPE],
  response: yup.mixed(),
  errors: [400, 401, 403, 404],
});

export const statementXlsx = defineEndpoint({
  method: 'GET',
  path: '/api/teacher-statements/:month/:teacherId(^\\d+$)/xlsx',
  tag: 'Teacher pay',
  summary: 'A statement as a spreadsheet',
  description: 'The lines of the statement and its total as an .xlsx workbook, every cell typed, never a formula.',
  access: PRESENCE_PAY,
  params: statementParams,
  produces: [XLSX_TYPE],
  response: yup.mixed(),
  errors: [400, 401, 403, 404],
});

export const statementsPdf = defineEndpoint({
  method: 'GET',
  path: '/api/teacher-statements/:month/pdf',
  tag: 'Teacher pay',
  summary: "The month's statements as one PDF",
  description: 'Every statement of the month (as the list answers them), one page each, for the bursar to print at once.',
  access: PRESENCE_PAY,
  params: monthParams,
  produces: [PDF_TYPE],
  response: yup.mixed(),
  errors: [400, 401, 403],
});

export const teacherStatementEndpoints = [
  listTeacherRates,
  updateTeacherRate,
  listStatements,
  statementsPdf,
  getStatement,
  addAdjustment,
  validateStatement,
  statementPdf,
  statementXlsx,
];
