/**
 * Discipline (domain.md, "Attendance and discipline"): sanctions (cancelled with a reason, never
 * deleted), the threshold suggestions the discipline master confirms or dismisses, the day's board
 * of roll calls, and a student's record.
 */
import { REPORT_CARD_LANGUAGES } from './reportCards';
import { dateField, multilineTextField } from '../validation/checks';
import { yup } from '../validation/yup';
import { ID_MAX, idParams, listOf, listQuery } from './common';
import { ATTENDANCE_READ, DISCIPLINE_MANAGE, absenceSchema } from './absences';
import { defineEndpoint } from './endpoint';
import { SANCTION_UNITS } from './settings';

const READ = ['discipline.read', 'discipline.manage', 'discipline.manage.own'] as const;
const id = () => yup.number().integer().min(1).max(ID_MAX);
const day = () => dateField().required();
const person = () => yup.string().nullable().defined();
export const SANCTION_STATUSES = ['active', 'cancelled'] as const;
export const SUGGESTION_STATUSES = ['pending', 'confirmed', 'dismissed'] as const;
/** Hours of consigne or days of exclusion: never more than a school year holds. */
export const SANCTION_DURATION_MAX = 365;

const WHO =
  'The discipline master reaches the students of its `disciplineClasses` (their classroom this school year), the administrator everyone, the principal reads all (403 otherwise).';

/* Sanctions ----------------------------------------------------------------------------------- */

export const sanctionSchema = yup.object({
  id: yup.number().integer().required(),
  studentId: yup.number().integer().required(),
  matricule: yup.string().required(),
  studentName: yup.string().required(),
  classroomName: yup.string().nullable().defined(),
  schoolYearId: yup.number().integer().required(),
  sanctionTypeId: yup.number().integer().required(),
  typeCode: yup.string().required(),
  typeName: yup.string().required(),
  unit: yup.string().required().oneOf(SANCTION_UNITS),
  date: yup.string().required(),
  reason: yup.string().required(),
  duration: yup.number().nullable().defined(),
  decidedBy: person(),
  status: yup.string().required().oneOf(SANCTION_STATUSES),
  cancelReason: yup.string().nullable().defined(),
  cancelledBy: person(),
  cancelledAt: yup.string().nullable().defined(),
  createdAt: yup.string().required(),
});
export type Sanction = yup.InferType<typeof sanctionSchema>;

export const sanctionBody = yup.object({
  studentId: id().required(),
  sanctionTypeId: id().required(),
  date: day(),
  reason: multilineTextField(500).required(),
  /** Required for a type counted in hours or days, refused for the others (400 naming `duration`). */
  duration: yup.number().min(0.5).max(SANCTION_DURATION_MAX).nullable().optional(),
});
export type SanctionBody = yup.InferType<typeof sanctionBody>;

export const sanctionsQuery = listQuery.shape({
  studentId: id().optional(),
  classroomId: id().optional(),
  schoolYearId: id().optional(),
  sanctionTypeId: id().optional(),
  from: dateField().optional(),
  to: dateField().optional(),
  status: yup.string().oneOf(SANCTION_STATUSES).optional(),
});
export type SanctionsQuery = yup.InferType<typeof sanctionsQuery>;

export const exampleSanction: Sanction = {
  id: 3,
  studentId: 1,
  matricule: '26SC00001',
  studentName: 'ATANGANA Brenda',
  classroomName: '6e A',
  schoolYearId: 1,
  sanctionTypeId: 3,
  typeCode: 'CONS',
  typeName: 'Consigne',
  unit: 'hours',
  date: '2026-10-16',
  reason: 'Bavardages répétés',
  duration: 2,
  decidedBy: 'Jean Mbarga',
  status: 'active',
  cancelReason: null,
  cancelledBy: null,
  cancelledAt: null,
  createdAt: '2026-10-16T10:00:00.000Z',
};

export const listSanctions = defineEndpoint({
  method: 'GET',
  path: '/api/sanctions',
  tag: 'Discipline',
  summary: 'List sanctions',
  description: `Newest first, cancelled ones included unless \`status\` says otherwise. Filters: \`studentId\`, \`classroomId\`, \`schoolYearId\`, \`sanctionTypeId\`, \`from\`, \`to\`, \`status\`. ${WHO}`,
  access: READ,
  query: sanctionsQuery,
  response: listOf(sanctionSchema),
  errors: [400, 401, 403],
  example: { query: { studentId: 1 }, response: { data: [exampleSanction], total: 1 } },
});

export const getSanction = defineEndpoint({
  method: 'GET',
  path: '/api/sanctions/:id(^\\d+$)',
  tag: 'Discipline',
  summary: 'One sanction',
  access: READ,
  params: idParams,
  response: sanctionSchema,
  errors: [400, 401, 403, 404],
  example: { params: { id: 3 }, response: exampleSanction },
});

const SANCTION_RULES =
  "The student must be registered in the school year of the date (400 on `date` otherwise); the type is one of the school's; `duration` is hours for a type counted in hours (consigne), days for one counted in days (exclusion), and absent for the others. Decided by the caller. Audited.";

export const createSanction = defineEndpoint({
  method: 'POST',
  path: '/api/sanctions',
  tag: 'Discipline',
  summary: 'Record a sanction',
  description: `${SANCTION_RULES} ${WHO}`,
  access: DISCIPLINE_MANAGE,
  body: sanctionBody,
  response: sanctionSchema,
  status: 201,
  errors: [400, 401, 403, 404],
  example: {
    body: { studentId: 1, sanctionTypeId: 3, date: '2026-10-16', reason: 'Bavardages répétés', duration: 2 },
    response: exampleSanction,
  },
});

export const updateSanction = defineEndpoint({
  method: 'PUT',
  path: '/api/sanctions/:id(^\\d+$)',
  tag: 'Discipline',
  summary: 'Correct a sanction',
  description: `As POST; a cancelled sanction cannot change (409). A reason that is a threshold reached (a confirmed suggestion) is read in the caller's language; sent back unchanged it stays a threshold, edited it becomes the text typed. ${WHO}`,
  access: DISCIPLINE_MANAGE,
  params: idParams,
  body: sanctionBody,
  response: sanctionSchema,
  errors: [400, 401, 403, 404, 409],
  example: {
    params: { id: 3 },
    body: { studentId: 1, sanctionTypeId: 3, date: '2026-10-16', reason: 'Bavardages répétés', duration: 3 },
    response: { ...exampleSanction, duration: 3 },
  },
});

export const cancelSanctionBody = yup.object({ reason: multilineTextField(500).required() });

export const cancelSanction = defineEndpoint({
  method: 'POST',
  path: '/api/sanctions/:id(^\\d+$)/cancel',
  tag: 'Discipline',
  summary: 'Cancel a sanction, with a reason',
  description: `A sanction is never deleted: it is cancelled, with the reason, who and when, and no longer counts. Cancelling it twice is a 409. Audited. ${WHO}`,
  access: DISCIPLINE_MANAGE,
  params: idParams,
  body: cancelSanctionBody,
  response: sanctionSchema,
  errors: [400, 401, 403, 404, 409],
  example: {
    params: { id: 3 },
    body: { reason: 'Erreur de saisie' },
    response: {
      ...exampleSanction,
      status: 'cancelled',
      cancelReason: 'Erreur de saisie',
      cancelledBy: 'Jean Mbarga',
      cancelledAt: '2026-10-17T08:00:00.000Z',
    },
  },
});

export const sanctionNotice = defineEndpoint({
  method: 'GET',
  path: '/api/sanctions/:id(^\\d+$)/notice',
  tag: 'Discipline',
  summary: "A sanction's notice to the guardians, as PDF",
  description: `One A4 page in any of the eight languages (\`lang\`, French by default), whatever the screen's: the school, the student and classroom, the sanction, its date, duration and reason, who decided it, and a line for the guardian's signature. A cancelled sanction has no notice (409). ${WHO}`,
  access: READ,
  params: idParams,
  query: yup.object({ lang: yup.string().oneOf(REPORT_CARD_LANGUAGES).default('fr') }),
  produces: ['application/pdf'],
  response: yup.mixed(),
  errors: [400, 401, 403, 404, 409],
});

/* Threshold suggestions ----------------------------------------------------------------------- */

export const suggestionSchema = yup.object({
  id: yup.number().integer().required(),
  studentId: yup.number().integer().required(),
  matricule: yup.string().required(),
  studentName: yup.string().required(),
  classroomName: yup.string().nullable().defined(),
  schoolYearId: yup.number().integer().required(),
  trimester: yup.number().integer().required(),
  thresholdHours: yup.number().required(),
  /** Unjustified absence hours plus consigne hours of the trimester when the band was reached. */
  hours: yup.number().required(),
  sanctionCode: yup.string().required(),
  /** The type's name when the school has that code, else null (confirming is then refused). */
  sanctionName: yup.string().nullable().defined(),
  days: yup.number().integer().nullable().defined(),
  status: yup.string().required().oneOf(SUGGESTION_STATUSES),
  sanctionId: yup.number().integer().nullable().defined(),
  decidedBy: person(),
  decidedAt: yup.string().nullable().defined(),
  createdAt: yup.string().required(),
});
export type Suggestion = yup.InferType<typeof suggestionSchema>;

export const suggestionsQuery = listQuery.shape({
  schoolYearId: id().optional(),
  studentId: id().optional(),
  status: yup.string().oneOf(SUGGESTION_STATUSES).optional(),
});
export type SuggestionsQuery = yup.InferType<typeof suggestionsQuery>;

export const exampleSuggestion: Suggestion = {
  id: 1,
  studentId: 1,
  matricule: '26SC00001',
  studentName: 'ATANGANA Brenda',
  classroomName: '6e A',
  schoolYearId: 1,
  trimester: 1,
  thresholdHours: 6,
  hours: 7,
  sanctionCode: 'AVC',
  sanctionName: 'Avertissement conduite',
  days: null,
  status: 'pending',
  sanctionId: null,
  decidedBy: null,
  decidedAt: null,
  createdAt: '2026-10-20T07:00:00.000Z',
};

export const listSuggestions = defineEndpoint({
  method: 'GET',
  path: '/api/sanction-suggestions',
  tag: 'Discipline',
  summary: 'Conduct sanctions the thresholds suggest',
  description: `First brings the suggestions up to date for the school year (the current one unless \`schoolYearId\` says otherwise): for each student and trimester, the unjustified absence hours plus consigne hours are set against the bands of the option \`discipline_threshold_hours\` (6, 10, 15, 20, 25 and 30 h by default), and the highest band reached is suggested, once: a band confirmed or dismissed is never suggested again that trimester, nor any band below it, and a later justification does not change what was decided. Then lists them, pending first. Filters: \`schoolYearId\`, \`studentId\`, \`status\`. ${WHO}`,
  access: READ,
  query: suggestionsQuery,
  response: listOf(suggestionSchema),
  errors: [400, 401, 403, 404],
  example: { query: { status: 'pending' }, response: { data: [exampleSuggestion], total: 1 } },
});

export const confirmSuggestionBody = yup.object({
  date: day(),
  /**
   * A reason typed by hand. Without one (or blank), the reason is the threshold reached, kept as
   * data and written in each reader's language: the screen's, the notice's.
   */
  reason: multilineTextField(500).nullable().optional(),
});

export const confirmSuggestion = defineEndpoint({
  method: 'POST',
  path: '/api/sanction-suggestions/:id(^\\d+$)/confirm',
  tag: 'Discipline',
  summary: 'Confirm a suggestion: record its sanction',
  description: `Records the sanction the suggestion names (its type by code, its days) for the date given, and marks the suggestion confirmed, in one transaction. Its reason is the one typed, or without one the threshold reached (trimester, band and hours), kept as data: every sanction read and notice printed writes it in its own language (\`Accept-Language\`, the notice's \`lang\`). A suggestion already decided is a 409, as is a code the school no longer has. Audited. ${WHO}`,
  access: DISCIPLINE_MANAGE,
  params: idParams,
  body: confirmSuggestionBody,
  response: suggestionSchema,
  errors: [400, 401, 403, 404, 409],
  example: {
    params: { id: 1 },
    body: { date: '2026-10-21' },
    response: { ...exampleSuggestion, status: 'confirmed', sanctionId: 4, decidedBy: 'Jean Mbarga', decidedAt: '2026-10-21T08:00:00.000Z' },
  },
});

export const dismissSuggestion = defineEndpoint({
  method: 'POST',
  path: '/api/sanction-suggestions/:id(^\\d+$)/dismiss',
  tag: 'Discipline',
  summary: 'Dismiss a suggestion',
  description: `Marks it dismissed; nothing is recorded against the student, and the band is not suggested again that trimester. A suggestion already decided is a 409. Audited. ${WHO}`,
  access: DISCIPLINE_MANAGE,
  params: idParams,
  response: suggestionSchema,
  errors: [400, 401, 403, 404, 409],
  example: {
    params: { id: 1 },
    response: { ...exampleSuggestion, status: 'dismissed', decidedBy: 'Jean Mbarga', decidedAt: '2026-10-21T08:00:00.000Z' },
  },
});

/* The day's board ----------------------------------------------------------------------------- */

export const boardSchema = yup.object({
  date: yup.string().required(),
  timeParts: yup.array(yup.object({ id: yup.number().integer().required(), name: yup.string().required() })).required(),
  classrooms: yup
    .array(
      yup.object({
        classroomId: yup.number().integer().required(),
        classroomName: yup.string().required(),
        slots: yup
          .array(
            yup.object({
              timePartId: yup.number().integer().required(),
              taken: yup.boolean().required(),
              takenBy: person(),
              absent: yup.number().integer().required(),
              late: yup.number().integer().required(),
            }),
          )
          .required(),
      }),
    )
    .required(),
  taken: yup.number().integer().required(),
  missing: yup.number().integer().required(),
});
export type Board = yup.InferType<typeof boardSchema>;

export const disciplineBoard = defineEndpoint({
  method: 'GET',
  path: '/api/discipline/board/:date',
  tag: 'Discipline',
  summary: "The day's board of roll calls, taken and missing",
  description:
    "For each classroom of the date's school year (the discipline master's `disciplineClasses`, a teacher's `attendanceClasses`) and each time part: whether the roll call was taken, by whom, and its absences and lateness. A date outside every school year is a 404.",
  access: ATTENDANCE_READ,
  params: yup.object({ date: day() }),
  response: boardSchema,
  errors: [400, 401, 403, 404],
  example: {
    params: { date: '2026-10-12' },
    response: {
      date: '2026-10-12',
      timeParts: [{ id: 1, name: '07:30-08:25' }],
      classrooms: [
        { classroomId: 1, classroomName: '6e A', slots: [{ timePartId: 1, taken: true, takenBy: 'Paul Ngono', absent: 3, late: 1 }] },
      ],
      taken: 1,
      missing: 0,
    },
  },
});

/* A student's record -------------------------------------------------------------------------- */

export const periodTotalsSchema = yup.object({
  /** `sequence-1` … `sequence-6`, `trimester-1` …, `annual`. */
  period: yup.string().required(),
  from: yup.string().required(),
  to: yup.string().required(),
  justifiedHours: yup.number().required(),
  unjustifiedHours: yup.number().required(),
  lateness: yup.number().integer().required(),
  latenessMinutes: yup.number().integer().required(),
  consigneHours: yup.number().required(),
  exclusionDays: yup.number().required(),
});
export type PeriodTotals = yup.InferType<typeof periodTotalsSchema>;

export const studentRecordSchema = yup.object({
  studentId: yup.number().integer().required(),
  matricule: yup.string().required(),
  studentName: yup.string().required(),
  classroomName: yup.string().nullable().defined(),
  schoolYearId: yup.number().integer().required(),
  periods: yup.array(periodTotalsSchema).required(),
  absences: yup.array(absenceSchema).required(),
  sanctions: yup.array(sanctionSchema).required(),
  suggestions: yup.array(suggestionSchema).required(),
});
export type StudentRecord = yup.InferType<typeof studentRecordSchema>;

export const studentRecord = defineEndpoint({
  method: 'GET',
  path: '/api/discipline/students/:studentId/:schoolYearId',
  tag: 'Discipline',
  summary: "A student's attendance and discipline record for a school year",
  description: `The hours (justified, unjustified), lateness, consigne hours and exclusion days of each sequence, trimester (through the level's trimester map) and the year, with every absence, sanction and suggestion. The figures are the report cards' and the statistics'. ${WHO}`,
  access: READ,
  params: yup.object({ studentId: id().required(), schoolYearId: id().required() }),
  response: studentRecordSchema,
  errors: [400, 401, 403, 404],
});

export const disciplineEndpoints = [
  listSanctions,
  getSanction,
  createSanction,
  updateSanction,
  cancelSanction,
  sanctionNotice,
  listSuggestions,
  confirmSuggestion,
  dismissSuggestion,
  disciplineBoard,
  studentRecord,
];
