/**
 * Attendance (domain.md, "Attendance and discipline"): a classroom's roll call for a date and time
 * part, the absences resource, justifications, and the school's list of absence reasons.
 */
import { ATTENDANCE_STATUSES } from '../enums';
import { dateField, multilineTextField } from '../validation/checks';
import { yup } from '../validation/yup';
import { ID_MAX, idParams, listOf, listQuery } from './common';
import { defineEndpoint } from './endpoint';
import { resourceEndpoints } from './resource';

/** Who reads roll calls and absences: the discipline office, the principal, a teacher for its own classes. */
export const ATTENDANCE_READ = ['discipline.read', 'discipline.manage', 'discipline.manage.own', 'attendance.manage.own'] as const;
/** Who takes a roll call: the same but the readers only. */
export const ATTENDANCE_TAKE = ['discipline.manage', 'discipline.manage.own', 'attendance.manage.own'] as const;
/** Who justifies and corrects absences: the discipline office. */
export const DISCIPLINE_MANAGE = ['discipline.manage', 'discipline.manage.own'] as const;
/** At most this many lines in one roll call: a classroom is far smaller. */
export const ROLL_CALL_MAX = 500;
/** Lateness is at most a school day. */
export const LATENESS_MAX_MINUTES = 600;

const id = () => yup.number().integer().min(1).max(ID_MAX);
const day = () => dateField().required();
const statusField = () => yup.string().oneOf(ATTENDANCE_STATUSES);
const latenessField = () => yup.number().integer().min(0).max(LATENESS_MAX_MINUTES);
const person = () => yup.string().nullable().defined();

export const rollCallParams = yup.object({ classroomId: id().required(), date: day(), timePartId: id().required() });

export const rollCallRowSchema = yup.object({
  studentId: yup.number().integer().required(),
  matricule: yup.string().required(),
  lastName: yup.string().required(),
  firstName: yup.string().required(),
  status: yup.string().required().oneOf(ATTENDANCE_STATUSES),
  latenessMinutes: yup.number().integer().required(),
  justified: yup.boolean().required(),
  reasonName: yup.string().nullable().defined(),
  /** The absence line's id, null when the student was present and on time (no line). */
  absenceId: yup.number().integer().nullable().defined(),
});
export type RollCallRow = yup.InferType<typeof rollCallRowSchema>;

export const rollCallSchema = yup.object({
  classroomId: yup.number().integer().required(),
  classroomName: yup.string().required(),
  date: yup.string().required(),
  timePartId: yup.number().integer().required(),
  timePartName: yup.string().required(),
  /** The time part's length: the hours an absence counts, and the most lateness it can have. */
  durationHours: yup.number().required(),
  taken: yup.boolean().required(),
  takenBy: person(),
  takenAt: yup.string().nullable().defined(),
  updatedBy: person(),
  updatedAt: yup.string().nullable().defined(),
  data: yup.array(rollCallRowSchema).required(),
  total: yup.number().integer().required(),
});
export type RollCall = yup.InferType<typeof rollCallSchema>;

export const rollCallBody = yup.object({
  lines: yup
    .array(
      yup.object({
        studentId: id().required(),
        status: statusField().required(),
        latenessMinutes: latenessField().default(0),
      }),
    )
    .required()
    .max(ROLL_CALL_MAX),
});
export type RollCallBody = yup.InferType<typeof rollCallBody>;

export const rollCallResultSchema = yup.object({
  /** Lines written or changed. */
  saved: yup.number().integer().required(),
  /** Lines removed: students now present and on time. */
  removed: yup.number().integer().required(),
  unchanged: yup.number().integer().required(),
});
export type RollCallResult = yup.InferType<typeof rollCallResultSchema>;

const exampleRollCall: RollCall = {
  classroomId: 1,
  classroomName: '6e A',
  date: '2026-10-12',
  timePartId: 1,
  timePartName: '07:30-08:25',
  durationHours: 1,
  taken: true,
  takenBy: 'Paul Ngono',
  takenAt: '2026-10-12T07:41:00.000Z',
  updatedBy: 'Paul Ngono',
  updatedAt: '2026-10-12T07:41:00.000Z',
  data: [
    {
      studentId: 1,
      matricule: '26SC00001',
      lastName: 'Atangana',
      firstName: 'Brenda',
      status: 'absent',
      latenessMinutes: 0,
      justified: false,
      reasonName: null,
      absenceId: 7,
    },
    {
      studentId: 2,
      matricule: '26SC00002',
      lastName: 'Bello',
      firstName: 'Amadou',
      status: 'present',
      latenessMinutes: 10,
      justified: false,
      reasonName: null,
      absenceId: 8,
    },
  ],
  total: 2,
};

const ROLL_CALL_WHO =
  'Teachers reach the classrooms of their `attendanceClasses`, the discipline master those of its `disciplineClasses`, the administrator every classroom (403 otherwise).';

export const getRollCall = defineEndpoint({
  method: 'GET',
  path: '/api/absences/:classroomId/:date/:timePartId',
  tag: 'Attendance',
  summary: "A classroom's roll call for one date and time part",
  description: `Every student registered in the classroom on that date (the registration's dates hold that day, whatever became of the student since: a transfer or a departure later does not remove them), in name order, with their status (present when the roll call holds no line for them), lateness minutes and justification; \`taken\` says whether the roll call was taken, and by whom. A date outside the classroom's school year is refused (400). ${ROLL_CALL_WHO}`,
  access: ATTENDANCE_READ,
  params: rollCallParams,
  response: rollCallSchema,
  errors: [400, 401, 403, 404],
  example: { params: { classroomId: 1, date: '2026-10-12', timePartId: 1 }, response: exampleRollCall },
});

export const saveRollCall = defineEndpoint({
  method: 'POST',
  path: '/api/absences/:classroomId/:date/:timePartId',
  tag: 'Attendance',
  summary: 'Save a whole roll call',
  description: `The lines are the roll call's exceptions or all of its students: a student of the classroom not listed, or listed present without lateness, is present. The date must have come and be a day of lessons: a date after today, or a weekday without a slot in the timetables of that date (Monday to Saturday when none covers it), is refused (400 naming \`date\`). Each line is checked (a student registered in the classroom that day, once; a status of the spec's list; lateness from 0 to the time part's length in minutes) and any bad line refuses the whole save (400, \`fields\` naming each line, e.g. \`lines[3].studentId\`). Saved in one transaction with one audit entry; a justification already given stays while the student stays absent. When the school's option \`absence_notices\` is on, each new unjustified absence queues a notice to the student's guardians. ${ROLL_CALL_WHO}`,
  access: ATTENDANCE_TAKE,
  params: rollCallParams,
  body: rollCallBody,
  response: rollCallResultSchema,
  errors: [400, 401, 403, 404],
  example: {
    params: { classroomId: 1, date: '2026-10-12', timePartId: 1 },
    body: {
      lines: [
        { studentId: 1, status: 'absent', latenessMinutes: 0 },
        { studentId: 2, status: 'present', latenessMinutes: 10 },
      ],
    },
    response: { saved: 2, removed: 0, unchanged: 0 },
  },
});

/* The absences resource ----------------------------------------------------------------------- */

export const absenceSchema = yup.object({
  id: yup.number().integer().required(),
  studentId: yup.number().integer().required(),
  matricule: yup.string().required(),
  studentName: yup.string().required(),
  classroomId: yup.number().integer().required(),
  classroomName: yup.string().required(),
  schoolYearId: yup.number().integer().required(),
  date: yup.string().required(),
  timePartId: yup.number().integer().required(),
  timePartName: yup.string().required(),
  hours: yup.number().required(),
  status: yup.string().required().oneOf(ATTENDANCE_STATUSES),
  latenessMinutes: yup.number().integer().required(),
  justified: yup.boolean().required(),
  reasonId: yup.number().integer().nullable().defined(),
  reasonName: yup.string().nullable().defined(),
  justificationNote: yup.string().nullable().defined(),
  justifiedBy: person(),
  justifiedAt: yup.string().nullable().defined(),
  enteredBy: person(),
  enteredAt: yup.string().required(),
  updatedBy: person(),
  updatedAt: yup.string().required(),
});
export type Absence = yup.InferType<typeof absenceSchema>;

export const absenceBody = yup.object({
  studentId: id().required(),
  date: day(),
  timePartId: id().required(),
  status: statusField().required(),
  latenessMinutes: latenessField().default(0),
});
export type AbsenceBody = yup.InferType<typeof absenceBody>;

export const absencesQuery = listQuery.shape({
  studentId: id().optional(),
  classroomId: id().optional(),
  schoolYearId: id().optional(),
  from: dateField().optional(),
  to: dateField().optional(),
  status: statusField().optional(),
  justified: yup.boolean().optional(),
});
export type AbsencesQuery = yup.InferType<typeof absencesQuery>;

export const exampleAbsence: Absence = {
  id: 7,
  studentId: 1,
  matricule: '26SC00001',
  studentName: 'ATANGANA Brenda',
  classroomId: 1,
  classroomName: '6e A',
  schoolYearId: 1,
  date: '2026-10-12',
  timePartId: 1,
  timePartName: '07:30-08:25',
  hours: 1,
  status: 'absent',
  latenessMinutes: 0,
  justified: true,
  reasonId: 1,
  reasonName: 'Maladie',
  justificationNote: 'Certificat médical du 13/10',
  justifiedBy: 'Jean Mbarga',
  justifiedAt: '2026-10-13T08:00:00.000Z',
  enteredBy: 'Paul Ngono',
  enteredAt: '2026-10-12T07:41:00.000Z',
  updatedBy: 'Paul Ngono',
  updatedAt: '2026-10-12T07:41:00.000Z',
};

const ABSENCE_WHO =
  'The discipline master reaches the students of its `disciplineClasses`, the administrator everyone; readers (principal) read everything, a teacher the absences of its `attendanceClasses`.';

export const listAbsences = defineEndpoint({
  method: 'GET',
  path: '/api/absences',
  tag: 'Attendance',
  summary: 'List absences',
  description: `Lines of roll calls other than present-and-on-time, newest first. Filters: \`studentId\`, \`classroomId\`, \`schoolYearId\`, \`from\` and \`to\` (dates, inclusive), \`status\`, \`justified\`. ${ABSENCE_WHO}`,
  access: ATTENDANCE_READ,
  query: absencesQuery,
  response: listOf(absenceSchema),
  errors: [400, 401, 403],
  example: { query: { studentId: 1, justified: true }, response: { data: [exampleAbsence], total: 1 } },
});

export const getAbsence = defineEndpoint({
  method: 'GET',
  path: '/api/absences/:id(^\\d+$)',
  tag: 'Attendance',
  summary: 'One absence',
  access: ATTENDANCE_READ,
  params: idParams,
  response: absenceSchema,
  errors: [400, 401, 403, 404],
  example: { params: { id: 7 }, response: exampleAbsence },
});

const ABSENCE_RULES =
  "The student must be registered on that date (the classroom is theirs that day), the date inside the school year, not after today and a day of lessons (as for a roll call), the time part one of the school's, the lateness no longer than the time part (400 naming the field). One line per student, date and time part (409 when it exists: change it with PUT). The roll call of that slot counts as taken. Audited.";

export const createAbsence = defineEndpoint({
  method: 'POST',
  path: '/api/absences',
  tag: 'Attendance',
  summary: 'Record one absence or lateness',
  description: `${ABSENCE_RULES} ${ABSENCE_WHO}`,
  access: DISCIPLINE_MANAGE,
  body: absenceBody,
  response: absenceSchema,
  status: 201,
  errors: [400, 401, 403, 404, 409],
  example: { body: { studentId: 1, date: '2026-10-12', timePartId: 1, status: 'absent', latenessMinutes: 0 }, response: exampleAbsence },
});

export const updateAbsence = defineEndpoint({
  method: 'PUT',
  path: '/api/absences/:id(^\\d+$)',
  tag: 'Attendance',
  summary: 'Correct an absence',
  description: `As POST. A line changed to present with no lateness is kept until deleted, so the correction is seen in the record. ${ABSENCE_WHO}`,
  access: DISCIPLINE_MANAGE,
  params: idParams,
  body: absenceBody,
  response: absenceSchema,
  errors: [400, 401, 403, 404, 409],
  example: {
    params: { id: 7 },
    body: { studentId: 1, date: '2026-10-12', timePartId: 1, status: 'permission', latenessMinutes: 0 },
    response: exampleAbsence,
  },
});

export const deleteAbsence = defineEndpoint({
  method: 'DELETE',
  path: '/api/absences/:id(^\\d+$)',
  tag: 'Attendance',
  summary: 'Delete an absence (the student was present)',
  description: `Audited with the line removed. ${ABSENCE_WHO}`,
  access: DISCIPLINE_MANAGE,
  params: idParams,
  response: yup.object({ deleted: yup.number().integer().required() }),
  errors: [400, 401, 403, 404],
  example: { params: { id: 7 }, response: { deleted: 1 } },
});

/* Justifications ------------------------------------------------------------------------------ */

const justificationFields = {
  reasonId: id().required(),
  note: multilineTextField(500).nullable().optional(),
};

export const justifyBody = yup.object({
  studentId: id().required(),
  from: day(),
  to: day().test('after-from', { key: 'validation.endsAfterStart' }, function check(value) {
    return !value || !this.parent.from || value >= this.parent.from;
  }),
  ...justificationFields,
});
export type JustifyBody = yup.InferType<typeof justifyBody>;

export const justificationBody = yup.object(justificationFields);
export type JustificationBody = yup.InferType<typeof justificationBody>;

export const justifySelectionBody = yup.object({
  absenceIds: yup.array(id().required()).required().min(1).max(ROLL_CALL_MAX),
  ...justificationFields,
});
export type JustifySelectionBody = yup.InferType<typeof justifySelectionBody>;

export const justifyResultSchema = yup.object({ justified: yup.number().integer().required() });

const JUSTIFY =
  'The reason comes from the school\'s list (404 otherwise); the absences it covers count as justified when the reason justifies, unjustified when it does not (say, "sans motif valable"). A sanction already confirmed stays as it was: a later justification never rewrites it. Who and when are kept; audited.';

export const justifyAbsences = defineEndpoint({
  method: 'POST',
  path: '/api/absences/justify',
  tag: 'Attendance',
  summary: "Justify a student's absences over a date range",
  description: `Every absence (status absent) of the student from \`from\` to \`to\` inclusive, in one transaction. ${JUSTIFY} ${ABSENCE_WHO}`,
  access: DISCIPLINE_MANAGE,
  body: justifyBody,
  response: justifyResultSchema,
  errors: [400, 401, 403, 404],
  example: {
    body: { studentId: 1, from: '2026-10-12', to: '2026-10-14', reasonId: 1, note: 'Certificat médical' },
    response: { justified: 5 },
  },
});

export const justifySelection = defineEndpoint({
  method: 'POST',
  path: '/api/absences/justify-selection',
  tag: 'Attendance',
  summary: 'Justify the absences picked in a list',
  description: `The absences named by id (the rows ticked in a student's record), in one transaction: all or nothing. Each must exist (404), be an absence (status absent: 400 naming \`absenceIds[i]\`) and lie in a classroom the caller manages (403). ${JUSTIFY} ${ABSENCE_WHO}`,
  access: DISCIPLINE_MANAGE,
  body: justifySelectionBody,
  response: justifyResultSchema,
  errors: [400, 401, 403, 404],
  example: { body: { absenceIds: [7, 9], reasonId: 1, note: 'Certificat médical' }, response: { justified: 2 } },
});

export const justifyAbsence = defineEndpoint({
  method: 'PUT',
  path: '/api/absences/:id(^\\d+$)/justification',
  tag: 'Attendance',
  summary: 'Justify one absence',
  description: `${JUSTIFY} ${ABSENCE_WHO}`,
  access: DISCIPLINE_MANAGE,
  params: idParams,
  body: justificationBody,
  response: absenceSchema,
  errors: [400, 401, 403, 404],
  example: { params: { id: 7 }, body: { reasonId: 1, note: 'Certificat médical' }, response: exampleAbsence },
});

export const removeJustification = defineEndpoint({
  method: 'DELETE',
  path: '/api/absences/:id(^\\d+$)/justification',
  tag: 'Attendance',
  summary: "Withdraw an absence's justification",
  description: `The absence counts as unjustified again. Audited. ${ABSENCE_WHO}`,
  access: DISCIPLINE_MANAGE,
  params: idParams,
  response: absenceSchema,
  errors: [400, 401, 403, 404],
  example: {
    params: { id: 7 },
    response: {
      ...exampleAbsence,
      justified: false,
      reasonId: null,
      reasonName: null,
      justificationNote: null,
      justifiedBy: null,
      justifiedAt: null,
    },
  },
});

/* Absence reasons ----------------------------------------------------------------------------- */

export const absenceReasonSchema = yup.object({
  id: yup.number().integer().required(),
  name: yup.string().required(),
  justifies: yup.boolean().required(),
  onReportCard: yup.boolean().required(),
  position: yup.number().integer().required(),
});
export type AbsenceReason = yup.InferType<typeof absenceReasonSchema>;

export const absenceReasonBody = yup.object({
  name: yup.string().trim().required().max(100),
  justifies: yup.boolean().required(),
  onReportCard: yup.boolean().required(),
  position: yup.number().integer().min(1).max(100).required(),
});
export type AbsenceReasonBody = yup.InferType<typeof absenceReasonBody>;

export const absenceReasons = resourceEndpoints({
  path: '/api/absence-reasons',
  tag: 'Attendance',
  noun: 'absence reason',
  nouns: 'absence reasons the school keeps',
  item: absenceReasonSchema,
  body: absenceReasonBody,
  read: ATTENDANCE_READ,
  manage: ['settings.manage', ...DISCIPLINE_MANAGE],
  rules:
    'The name is unique (409). `justifies` says whether an absence given this reason counts as justified; `onReportCard` whether the reason is named on the report card. A reason some absence uses cannot be deleted (409).',
  example: {
    item: { id: 1, name: 'Maladie', justifies: true, onReportCard: true, position: 1 },
    body: { name: 'Maladie', justifies: true, onReportCard: true, position: 1 },
  },
});

export const absenceEndpoints = [
  getRollCall,
  saveRollCall,
  listAbsences,
  getAbsence,
  createAbsence,
  updateAbsence,
  deleteAbsence,
  justifyAbsences,
  justifySelection,
  justifyAbsence,
  removeJustification,
];
