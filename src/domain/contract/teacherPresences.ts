/**
 * Teacher presence (domain.md, "Teacher presence"; spec point 7, "Teacher presences"): for every
 * slot of the timetable on a date, whether its teacher was present, absent, late, replaced or the
 * class cancelled; the day's check saved whole; the periodic statistics per teacher.
 */
import { TEACHER_PRESENCE_STATUSES } from '../enums';
import { presenceLineGaps } from '../presence/lineProblems';
import { dateField, multilineTextField } from '../validation/checks';
import { msg, yup } from '../validation/yup';
import { ID_MAX, idParams, listOf, listQuery } from './common';
import { defineEndpoint } from './endpoint';
import { idField } from './resource';

/** Who reads the day and the statistics: the office (principal, studies, discipline, bursar). */
export const PRESENCE_READ = ['presence.read'] as const;
/** Who records: the studies office and the surveillant général. */
export const PRESENCE_MANAGE = ['presence.manage'] as const;
/** The whole school's day: 100 classrooms × 12 time parts, far more than a school has. */
export const SAVE_DAY_MAX_LINES = 1200;
/** The longest period the statistics cover in one call: a school year and a little more. */
export const PERIODIC_STAT_MAX_DAYS = 400;
export const PRESENCE_NOTE_MAX = 300;

export const SHOW_DAY_MODES = ['classroom', 'teacher'] as const;
export type ShowDayMode = (typeof SHOW_DAY_MODES)[number];

/** What a slot of the day shows: a status recorded, or `unchecked` when nobody recorded it and no roll call was taken. */
export const SLOT_STATES = [...TEACHER_PRESENCE_STATUSES, 'unchecked'] as const;
export type SlotState = (typeof SLOT_STATES)[number];
/** Where a slot's state comes from: a record, a roll call taken in that slot, or nothing yet. */
export const SLOT_SOURCES = ['record', 'rollCall', 'none'] as const;

const id = () => yup.number().integer().min(1).max(ID_MAX);
const day = () => dateField().required();
const statusField = () => yup.string().oneOf(TEACHER_PRESENCE_STATUSES);
const person = () => yup.string().nullable().defined();

/* A line, as saved ------------------------------------------------------------------------------ */

const lineFields = {
  classCourseId: id().required(),
  timePartId: id().required(),
  status: statusField().required(),
  /** Late only: from 1 to the time part's length. */
  latenessMinutes: yup.number().integer().min(0).max(720).default(0),
  /** Replaced only: the teacher who took the class. */
  replacedById: id().nullable().default(null),
  note: multilineTextField(PRESENCE_NOTE_MAX).nullable().default(null),
};

const gapsOf = (line: yup.AnyObject) =>
  presenceLineGaps({ status: line.status, latenessMinutes: line.latenessMinutes ?? 0, replacedById: line.replacedById ?? null });

/** The rules a line's fields must keep together (domain/presence/lineProblems.ts), checked by the form and the server alike. */
const lineRules = <T extends yup.AnyObject>(schema: yup.ObjectSchema<T>) =>
  schema
    .test('late-minutes', msg('validation.latenessRequired'), (line) => !gapsOf(line).latenessMinutes)
    .test('replacement', msg('validation.replacementRequired'), (line) => !gapsOf(line).replacedById);

/* The day ----------------------------------------------------------------------------------------- */

export const showDayParams = yup.object({
  date: day(),
  mode: yup.string().required().oneOf(SHOW_DAY_MODES),
});
export const showDayFilteredParams = showDayParams.shape({ extra: id().required() });

export const daySlotSchema = yup.object({
  classroomId: yup.number().integer().required(),
  classroomName: yup.string().required(),
  timePartId: yup.number().integer().required(),
  timePartName: yup.string().required(),
  /** The time part's length: the hours the slot counts, and the most lateness it allows (× 60). */
  hours: yup.number().required(),
  classCourseId: yup.number().integer().required(),
  courseName: yup.string().required(),
  courseCode: yup.string().required(),
  teacherId: yup.number().integer().nullable().defined(),
  teacherName: person(),
  state: yup.string().required().oneOf(SLOT_STATES),
  source: yup.string().required().oneOf(SLOT_SOURCES),
  /** The record's id, null when none was saved. */
  presenceId: yup.number().integer().nullable().defined(),
  latenessMinutes: yup.number().integer().required(),
  replacedById: yup.number().integer().nullable().defined(),
  replacedByName: person(),
  note: yup.string().nullable().defined(),
  recordedBy: person(),
  recordedAt: yup.string().nullable().defined(),
});
export type DaySlot = yup.InferType<typeof daySlotSchema>;

export const dayCountsSchema = yup.object({
  slots: yup.number().integer().required(),
  present: yup.number().integer().required(),
  absent: yup.number().integer().required(),
  late: yup.number().integer().required(),
  replaced: yup.number().integer().required(),
  cancelled: yup.number().integer().required(),
  unchecked: yup.number().integer().required(),
  /** Classes left without a teacher: absent and not replaced. */
  uncovered: yup.number().integer().required(),
});
export type DayCounts = yup.InferType<typeof dayCountsSchema>;

export const daySchema = yup.object({
  date: yup.string().required(),
  weekday: yup.string().required(),
  mode: yup.string().required().oneOf(SHOW_DAY_MODES),
  /** The timetable valid on the date; null (and no slot) when the date has none. */
  timetableId: yup.number().integer().nullable().defined(),
  timetableName: yup.string().nullable().defined(),
  schoolYearId: yup.number().integer().nullable().defined(),
  timeParts: yup
    .array(yup.object({ id: yup.number().integer().required(), name: yup.string().required(), hours: yup.number().required() }))
    .required(),
  slots: yup.array(daySlotSchema).required(),
  counts: dayCountsSchema.required(),
  /** Every active teacher, in name order: who may be picked as a replacement. */
  teachers: yup.array(yup.object({ id: yup.number().integer().required(), name: yup.string().required() })).required(),
  /**
   * Who is not free at each time part of the whole day, whatever part of it is shown, and which slot
   * holds them (domain/presence/occupancy.ts): a class's own teacher unless it was cancelled or given
   * to another (absent included), and whoever replaces in it. The replacement list offers the others.
   */
  busy: yup
    .array(
      yup.object({
        teacherId: yup.number().integer().required(),
        timePartId: yup.number().integer().required(),
        classCourseId: yup.number().integer().required(),
      }),
    )
    .required(),
});
export type Day = yup.InferType<typeof daySchema>;

const exampleSlot: DaySlot = {
  classroomId: 1,
  classroomName: '6e A',
  timePartId: 1,
  timePartName: '07:30-08:25',
  hours: 1,
  classCourseId: 5,
  courseName: 'Mathématiques',
  courseCode: 'MATH',
  teacherId: 8,
  teacherName: 'Clément Fotso',
  state: 'replaced',
  source: 'record',
  presenceId: 12,
  latenessMinutes: 0,
  replacedById: 9,
  replacedByName: 'Amadou Bello',
  note: null,
  recordedBy: 'Roger Abena',
  recordedAt: '2026-11-23T08:05:00.000Z',
};

const exampleDay: Day = {
  date: '2026-11-23',
  weekday: 'mon',
  mode: 'classroom',
  timetableId: 1,
  timetableName: 'Premier trimestre',
  schoolYearId: 1,
  timeParts: [{ id: 1, name: '07:30-08:25', hours: 1 }],
  slots: [exampleSlot],
  counts: { slots: 1, present: 0, absent: 0, late: 0, replaced: 1, cancelled: 0, unchecked: 0, uncovered: 0 },
  teachers: [
    { id: 9, name: 'Amadou Bello' },
    { id: 8, name: 'Clément Fotso' },
  ],
  busy: [{ teacherId: 9, timePartId: 1, classCourseId: 5 }],
};

const SHOW_DAY = `Every slot the timetable valid on the date expects on its weekday, each with what was recorded: a record's status, else present when a roll call was taken in that slot (\`source: rollCall\`), else \`unchecked\`. \`mode\` orders the slots by classroom (then time part) or by teacher; \`counts\` sums the states and the classes left without a teacher (\`uncovered\`: absent, not replaced). A date no timetable covers answers no slot (\`timetableId\` null). \`teachers\` lists every active teacher; \`busy\` says who is not free at each time part of the whole day and which slot holds them (a class's own teacher, recorded absent included, unless the class was cancelled or given to another; whoever replaces in it): a replacement is picked among the others, and the save refuses a busy one (409).`;

export const showDay = defineEndpoint({
  method: 'GET',
  path: '/api/teacherPresences/showDay/:date/:mode',
  tag: 'Teacher presence',
  summary: "The day's slots and what was recorded",
  description: SHOW_DAY,
  access: PRESENCE_READ,
  params: showDayParams,
  response: daySchema,
  errors: [400, 401, 403],
  example: { params: { date: '2026-11-23', mode: 'classroom' }, response: exampleDay },
});

export const showDayFiltered = defineEndpoint({
  method: 'GET',
  path: '/api/teacherPresences/showDay/:date/:mode/:extra',
  tag: 'Teacher presence',
  summary: "The day's slots of one classroom or one teacher",
  description: `As without \`extra\`, narrowed to the classroom (\`mode\` classroom) or the teacher (\`mode\` teacher) it names; a teacher's slots include those they take as a replacement. 404 when no such classroom or teacher exists.`,
  access: PRESENCE_READ,
  params: showDayFilteredParams,
  response: daySchema,
  errors: [400, 401, 403, 404],
  example: { params: { date: '2026-11-23', mode: 'classroom', extra: 1 }, response: exampleDay },
});

export const saveDayLine = lineRules(yup.object(lineFields));
export const saveDayBody = yup.object({
  date: day(),
  lines: yup.array(saveDayLine).required().max(SAVE_DAY_MAX_LINES),
});
export type SaveDayBody = yup.InferType<typeof saveDayBody>;
export type SaveDayLine = SaveDayBody['lines'][number];

export const saveDayResultSchema = yup.object({
  /** Records written or changed. */
  saved: yup.number().integer().required(),
  unchanged: yup.number().integer().required(),
});
export type SaveDayResult = yup.InferType<typeof saveDayResultSchema>;

const LINE_RULES =
  "Each line names a slot of the timetable valid on the date, on that weekday (a class course at a time part; 400 otherwise). Late needs minutes from 1 to the time part's length; replaced needs the replacing teacher, an active teacher other than the slot's own (400), who is not teaching or replacing elsewhere at that time (409). Other statuses keep no minutes and no replacement. A date outside every timetable, hence every school year, is refused (400 `date`).";

export const saveDay = defineEndpoint({
  method: 'POST',
  path: '/api/teacherPresences/saveDay',
  tag: 'Teacher presence',
  summary: "Save the day's check",
  description: `The lines are the slots shown (the whole day, or one classroom's or one teacher's part of it): each is written as it is sent, present included, so the day reads as checked; slots not sent are left as they were. ${LINE_RULES} Any bad line refuses the whole save, naming each one (\`lines[3].replacedById\`); otherwise all are written in one transaction with one audit entry.`,
  access: PRESENCE_MANAGE,
  body: saveDayBody,
  response: saveDayResultSchema,
  errors: [400, 401, 403, 409],
  example: {
    body: {
      date: '2026-11-23',
      lines: [
        { classCourseId: 5, timePartId: 1, status: 'replaced', latenessMinutes: 0, replacedById: 9, note: null },
        { classCourseId: 6, timePartId: 2, status: 'late', latenessMinutes: 15, replacedById: null, note: 'Taxi en panne' },
      ],
    },
    response: { saved: 2, unchanged: 0 },
  },
});

/* The records resource ------------------------------------------------------------------------ */

export const teacherPresenceSchema = yup.object({
  id: yup.number().integer().required(),
  schoolYearId: yup.number().integer().required(),
  date: yup.string().required(),
  timePartId: yup.number().integer().required(),
  timePartName: yup.string().required(),
  hours: yup.number().required(),
  classroomId: yup.number().integer().required(),
  classroomName: yup.string().required(),
  classCourseId: yup.number().integer().required(),
  courseName: yup.string().required(),
  teacherId: yup.number().integer().nullable().defined(),
  teacherName: person(),
  status: yup.string().required().oneOf(TEACHER_PRESENCE_STATUSES),
  latenessMinutes: yup.number().integer().required(),
  replacedById: yup.number().integer().nullable().defined(),
  replacedByName: person(),
  note: yup.string().nullable().defined(),
  recordedBy: person(),
  recordedAt: yup.string().required(),
  updatedBy: person(),
  updatedAt: yup.string().required(),
});
export type TeacherPresence = yup.InferType<typeof teacherPresenceSchema>;

export const teacherPresenceBody = lineRules(yup.object({ date: day(), ...lineFields }));
export type TeacherPresenceBody = yup.InferType<typeof teacherPresenceBody>;

export const teacherPresencesQuery = listQuery.shape({
  teacherId: idField().optional(),
  classroomId: idField().optional(),
  from: dateField().optional(),
  to: dateField().optional(),
  status: statusField().optional(),
});
export type TeacherPresencesQuery = yup.InferType<typeof teacherPresencesQuery>;

const examplePresence: TeacherPresence = {
  id: 12,
  schoolYearId: 1,
  date: '2026-11-23',
  timePartId: 1,
  timePartName: '07:30-08:25',
  hours: 1,
  classroomId: 1,
  classroomName: '6e A',
  classCourseId: 5,
  courseName: 'Mathématiques',
  teacherId: 8,
  teacherName: 'Clément Fotso',
  status: 'replaced',
  latenessMinutes: 0,
  replacedById: 9,
  replacedByName: 'Amadou Bello',
  note: null,
  recordedBy: 'Roger Abena',
  recordedAt: '2026-11-23T08:05:00.000Z',
  updatedBy: 'Roger Abena',
  updatedAt: '2026-11-23T08:05:00.000Z',
};

export const listTeacherPresences = defineEndpoint({
  method: 'GET',
  path: '/api/teacherPresences',
  tag: 'Teacher presence',
  summary: 'List presence records',
  description:
    'Records, newest first. Filters: `teacherId` (their own slots and those they took as a replacement), `classroomId`, `from` and `to` (dates, inclusive), `status`.',
  access: PRESENCE_READ,
  query: teacherPresencesQuery,
  response: listOf(teacherPresenceSchema),
  errors: [400, 401, 403],
  example: { query: { teacherId: 8, from: '2026-11-01', to: '2026-11-30' }, response: { data: [examplePresence], total: 1 } },
});

export const getTeacherPresence = defineEndpoint({
  method: 'GET',
  path: '/api/teacherPresences/:id(^\\d+$)',
  tag: 'Teacher presence',
  summary: 'One presence record',
  access: PRESENCE_READ,
  params: idParams,
  response: teacherPresenceSchema,
  errors: [400, 401, 403, 404],
  example: { params: { id: 12 }, response: examplePresence },
});

export const createTeacherPresence = defineEndpoint({
  method: 'POST',
  path: '/api/teacherPresences',
  tag: 'Teacher presence',
  summary: 'Record one slot',
  description: `${LINE_RULES} One record per classroom, date and time part (409 when it exists: change it with PUT). Audited.`,
  access: PRESENCE_MANAGE,
  body: teacherPresenceBody,
  response: teacherPresenceSchema,
  status: 201,
  errors: [400, 401, 403, 409],
  example: {
    body: { date: '2026-11-23', classCourseId: 5, timePartId: 1, status: 'replaced', latenessMinutes: 0, replacedById: 9, note: null },
    response: examplePresence,
  },
});

export const updateTeacherPresence = defineEndpoint({
  method: 'PUT',
  path: '/api/teacherPresences/:id(^\\d+$)',
  tag: 'Teacher presence',
  summary: 'Correct a record',
  description: `As POST, for the record named; it may move to another slot only if that slot has no record (409). Audited with before and after.`,
  access: PRESENCE_MANAGE,
  params: idParams,
  body: teacherPresenceBody,
  response: teacherPresenceSchema,
  errors: [400, 401, 403, 404, 409],
  example: {
    params: { id: 12 },
    body: { date: '2026-11-23', classCourseId: 5, timePartId: 1, status: 'absent', latenessMinutes: 0, replacedById: null, note: null },
    response: { ...examplePresence, status: 'absent', replacedById: null, replacedByName: null },
  },
});

export const deleteTeacherPresence = defineEndpoint({
  method: 'DELETE',
  path: '/api/teacherPresences/:id(^\\d+$)',
  tag: 'Teacher presence',
  summary: 'Delete a record',
  description: 'The slot reads as unchecked again (or present, when a roll call was taken in it). Audited.',
  access: PRESENCE_MANAGE,
  params: idParams,
  response: yup.object({ deleted: yup.number().integer().required() }),
  errors: [400, 401, 403, 404],
  example: { params: { id: 12 }, response: { deleted: 1 } },
});

/* Periodic statistics ------------------------------------------------------------------------- */

export const periodParams = yup.object({
  from: day(),
  to: day().test('after-from', msg('validation.endsAfterStart'), function check(value) {
    const { from } = this.parent as { from?: string };
    return !value || !from || value >= from;
  }),
});

export const presenceFiguresSchema = yup.object({
  expectedHours: yup.number().required(),
  presentHours: yup.number().required(),
  absentHours: yup.number().required(),
  lateCount: yup.number().integer().required(),
  lateMinutes: yup.number().integer().required(),
  replacedHours: yup.number().required(),
  replacingHours: yup.number().required(),
  cancelledHours: yup.number().required(),
  uncheckedHours: yup.number().required(),
  taughtHours: yup.number().required(),
  rate: yup.number().nullable().defined(),
});

export const teacherFiguresSchema = presenceFiguresSchema.shape({
  teacherId: yup.number().integer().required(),
  teacherName: yup.string().required(),
  partTime: yup.boolean().required(),
});
export type TeacherFigures = yup.InferType<typeof teacherFiguresSchema>;

export const periodicStatSchema = yup.object({
  from: yup.string().required(),
  to: yup.string().required(),
  data: yup.array(teacherFiguresSchema).required(),
  totals: presenceFiguresSchema.required(),
});
export type PeriodicStat = yup.InferType<typeof periodicStatSchema>;

const exampleFigures = {
  expectedHours: 18,
  presentHours: 14,
  absentHours: 3,
  lateCount: 2,
  lateMinutes: 25,
  replacedHours: 1,
  replacingHours: 4,
  cancelledHours: 2,
  uncheckedHours: 0,
  taughtHours: 18,
  rate: 0.7778,
};

const PERIODIC =
  'Per teacher with a slot or a record in the period (`from` to `to` inclusive, at most 400 days; 400 otherwise), in name order: the hours the timetables expect (cancelled classes left out), present (late included, and slots where a roll call was taken without a record), absent, late (times and minutes), replaced, taught as a replacement, cancelled and still unchecked; `taughtHours` (present plus replacing) is what a part-time teacher is paid for; `rate` is present over checked hours (present, absent, replaced), null when none was checked. `totals` adds every teacher up.';

export const periodicStat = defineEndpoint({
  method: 'GET',
  path: '/api/teacherPresences/periodicStat/:from/:to',
  tag: 'Teacher presence',
  summary: 'Presence statistics per teacher over a period',
  description: PERIODIC,
  access: PRESENCE_READ,
  params: periodParams,
  response: periodicStatSchema,
  errors: [400, 401, 403],
  example: {
    params: { from: '2026-11-01', to: '2026-11-30' },
    response: {
      from: '2026-11-01',
      to: '2026-11-30',
      data: [{ teacherId: 8, teacherName: 'Clément Fotso', partTime: false, ...exampleFigures }],
      totals: exampleFigures,
    },
  },
});

import { XLSX_TYPE } from './common';
export { XLSX_TYPE };

export const exportPeriodicStat = defineEndpoint({
  method: 'GET',
  path: '/api/teacherPresences/periodicStat/:from/:to/xlsx',
  tag: 'Teacher presence',
  summary: 'The periodic statistics as a spreadsheet',
  description: `The same figures as an .xlsx workbook, one row per teacher and a total row, headers in the language of \`Accept-Language\`; every cell typed (text or number), never a formula. ${PERIODIC}`,
  access: PRESENCE_READ,
  params: periodParams,
  produces: [XLSX_TYPE],
  response: yup.mixed(),
  errors: [400, 401, 403],
});

export const teacherPresenceEndpoints = [
  showDay,
  showDayFiltered,
  saveDay,
  periodicStat,
  exportPeriodicStat,
  listTeacherPresences,
  getTeacherPresence,
  createTeacherPresence,
  updateTeacherPresence,
  deleteTeacherPresence,
];
