/**
 * Report cards as PDF: one student's, a whole classroom's (one card per page), and a whole
 * school's made in the background with its progress.
 */
import { LANGUAGES, type Language } from '../enums';
import { PERIOD_TYPES } from '../grading/periods';
import { yup } from '../validation/yup';
import { ID_MAX, periodFields } from './common';
import { defineEndpoint } from './endpoint';

const READ = ['sheets.read'] as const;
const id = () => yup.number().integer().min(1).max(ID_MAX);

/** A document handed to families may be written in any of the app's languages, whatever the screen's. */
export const REPORT_CARD_LANGUAGES = LANGUAGES;
export type ReportCardLanguage = Language;
import { PDF_TYPE } from './common';
export { PDF_TYPE };

const PERIODS =
  "`periodType` is sequence (`period` 1-6), trimester (`period` 1-3, through the level's trimester map), term (LMD, `period` 1 or 2) or annual (`period` 0). Secondary classrooms take sequence, trimester and annual; LMD classrooms take term and annual (400 otherwise).";

export const classroomReportCards = defineEndpoint({
  method: 'GET',
  path: '/api/report-cards/:classroomId/:periodType/:period',
  tag: 'Report cards',
  summary: "A classroom's report cards as one PDF, or one student's",
  description: `${PERIODS} One card per page, students in the sheet's order; with \`studentId\`, only that student's card (404 when the student is not in the classroom). \`lang\` is fr (default) or en. The figures are the sheet's for the same period. The answer's \`Content-Disposition\` names the file as the marksheet page does, in the language of \`Accept-Language\` whatever \`lang\` is: \`bulletins-6e-A-trimestre-1.pdf\`, \`report-card-ATANGANA-Brenda-6e-A-sequence-2.pdf\`.`,
  access: READ,
  params: yup.object({ classroomId: id().required(), ...periodFields(PERIOD_TYPES) }),
  query: yup.object({ studentId: id(), lang: yup.string().oneOf(REPORT_CARD_LANGUAGES).default('fr') }),
  produces: [PDF_TYPE],
  response: yup.mixed(),
  errors: [400, 401, 403, 404],
});

export const BATCH_STATUSES = ['running', 'done', 'failed'] as const;

export const reportCardBatchSchema = yup.object({
  id: yup.string().required(),
  status: yup.string().required().oneOf(BATCH_STATUSES),
  periodType: yup.string().required().oneOf(PERIOD_TYPES),
  period: yup.number().integer().required(),
  lang: yup.string().required().oneOf(REPORT_CARD_LANGUAGES),
  classrooms: yup.number().integer().required(),
  classroomsDone: yup.number().integer().required(),
  /** Cards to make: the students of the classrooms taken. */
  total: yup.number().integer().required(),
  /** Cards made so far; equal to `total` when done. */
  made: yup.number().integer().required(),
  /** The file's size in bytes once done. */
  bytes: yup.number().integer().nullable().defined(),
  message: yup.string().nullable().defined(),
});
export type ReportCardBatch = yup.InferType<typeof reportCardBatchSchema>;

/**
 * The most cards one batch makes: the file is built in the server's memory (about 5 KB a card), so
 * a university makes its cards a level at a time rather than holding 70,000 pages at once. The
 * largest secondary schools fit whole.
 */
export const REPORT_CARD_BATCH_MAX = 10_000;

export const startReportCardBatchBody = yup.object({
  ...periodFields(PERIOD_TYPES),
  /** Default: the current school year. */
  schoolYearId: id().nullable(),
  /** Only this level's classrooms; default every level of the period's grading system. */
  levelId: id().nullable(),
  lang: yup.string().oneOf(REPORT_CARD_LANGUAGES).default('fr'),
});
export type StartReportCardBatchBody = yup.InferType<typeof startReportCardBatchBody>;

const exampleBatch: ReportCardBatch = {
  id: 'q3J8lX0nS2c1n9aKx7bQ4mPz',
  status: 'running',
  periodType: 'trimester',
  period: 1,
  lang: 'fr',
  classrooms: 40,
  classroomsDone: 12,
  total: 2000,
  made: 600,
  bytes: null,
  message: null,
};

export const startReportCardBatch = defineEndpoint({
  method: 'POST',
  path: '/api/report-card-batches',
  tag: 'Report cards',
  summary: "Start making a whole school's report cards",
  description: `${PERIODS} Sequence and trimester batches take the secondary classrooms, term batches the LMD ones, annual batches both. Answers at once (202) with the progress; \`GET /api/report-card-batches/{id}\` follows it and \`/file\` downloads the one PDF (classrooms by level and name, one card per page) once done. Only the user who started a batch may follow it; it is kept for an hour. A batch of more than ${REPORT_CARD_BATCH_MAX.toLocaleString('en')} cards is refused (400): choose a level.`,
  access: READ,
  body: startReportCardBatchBody,
  status: 202,
  response: reportCardBatchSchema,
  errors: [400, 401, 403, 404],
  example: { body: { periodType: 'trimester', period: 1, lang: 'fr' }, response: exampleBatch },
});

export const reportCardBatch = defineEndpoint({
  method: 'GET',
  path: '/api/report-card-batches/:id',
  tag: 'Report cards',
  summary: "A report-card batch's progress",
  access: READ,
  params: yup.object({ id: yup.string().required().max(64) }),
  response: reportCardBatchSchema,
  errors: [400, 401, 403, 404],
  example: {
    params: { id: exampleBatch.id },
    response: { ...exampleBatch, status: 'done', classroomsDone: 40, made: 2000, bytes: 9_437_184 },
  },
});

export const reportCardBatchFile = defineEndpoint({
  method: 'GET',
  path: '/api/report-card-batches/:id/file',
  tag: 'Report cards',
  summary: "A finished batch's PDF",
  description: '409 while the batch is still running or when it failed.',
  access: READ,
  params: yup.object({ id: yup.string().required().max(64) }),
  produces: [PDF_TYPE],
  response: yup.mixed(),
  errors: [400, 401, 403, 404, 409],
});

export const reportCardEndpoints = [classroomReportCards, startReportCardBatch, reportCardBatch, reportCardBatchFile];
