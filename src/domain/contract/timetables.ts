/**
 * The weekly timetable (domain.md, "Teacher presence"): what is expected of every classroom and
 * teacher, week after week. A school year has one or more timetables, each valid over a range of
 * dates (a first-term timetable, a second one after the holidays); their ranges never overlap, so
 * a date has at most one. A slot is a weekday, a time part and a class course: its teacher is the
 * class course's. One classroom and one teacher are never in two slots at once.
 */
import { WEEKDAYS } from '../enums';
import { dateField } from '../validation/checks';
import { msg, yup } from '../validation/yup';
import { ID_MAX, idParams, listOf, listQuery } from './common';
import { defineEndpoint } from './endpoint';
import { idField, resourceEndpoints } from './resource';

/** Who reads timetables: anyone signed in (a teacher reads its week, the office every classroom's). */
export const TIMETABLE_READ = 'authenticated' as const;
/** Who enters them: the studies office, as it builds classrooms and class courses. */
export const TIMETABLE_MANAGE = ['structure.manage'] as const;
/** A week of a classroom: 7 days × at most 50 time parts. */
export const TIMETABLE_CLASSROOM_MAX_SLOTS = 350;

const id = () => yup.number().integer().min(1).max(ID_MAX);
const weekdayField = () => yup.string().oneOf(WEEKDAYS);
const rangeEnd = () =>
  dateField()
    .required()
    .test('after-from', msg('validation.endsAfterStart'), function check(value) {
      const { validFrom } = this.parent as { validFrom?: string };
      return !value || !validFrom || value >= validFrom;
    });

export const timetableSchema = yup.object({
  id: yup.number().integer().required(),
  schoolYearId: yup.number().integer().required(),
  schoolYearName: yup.string().required(),
  name: yup.string().required(),
  validFrom: yup.string().required(),
  validTo: yup.string().required(),
  /** Slots of every classroom. */
  slotCount: yup.number().integer().required(),
});
export type Timetable = yup.InferType<typeof timetableSchema>;

export const timetableBody = yup.object({
  schoolYearId: idField().required(),
  name: yup.string().trim().required().max(60),
  validFrom: dateField().required(),
  validTo: rangeEnd(),
});
export type TimetableBody = yup.InferType<typeof timetableBody>;

const exampleTimetable: Timetable = {
  id: 1,
  schoolYearId: 1,
  schoolYearName: '2026-2027',
  name: 'Premier trimestre',
  validFrom: '2026-09-07',
  validTo: '2026-12-18',
  slotCount: 240,
};

export const timetables = resourceEndpoints({
  path: '/api/timetables',
  tag: 'Timetable',
  noun: 'timetable',
  nouns: 'timetables (a weekly timetable and the dates it is valid), the latest first',
  item: timetableSchema,
  body: timetableBody,
  query: listQuery.shape({ schoolYearId: idField().optional() }),
  listDescription: 'Filter: `schoolYearId`.',
  read: TIMETABLE_READ,
  manage: TIMETABLE_MANAGE,
  rules:
    'The dates lie inside the school year (400 naming `validFrom` or `validTo`) and do not overlap another timetable of the year (409): a date has one timetable at most. Deleting a timetable deletes its slots; presence already recorded keeps its own copy of the teacher and hours.',
  example: {
    item: exampleTimetable,
    body: { schoolYearId: 1, name: 'Premier trimestre', validFrom: '2026-09-07', validTo: '2026-12-18' },
  },
});

/* Slots --------------------------------------------------------------------------------------- */

export const timetableSlotSchema = yup.object({
  id: yup.number().integer().required(),
  weekday: yup.string().required().oneOf(WEEKDAYS),
  timePartId: yup.number().integer().required(),
  classroomId: yup.number().integer().required(),
  classroomName: yup.string().required(),
  classCourseId: yup.number().integer().required(),
  courseName: yup.string().required(),
  courseCode: yup.string().required(),
  teacherId: yup.number().integer().nullable().defined(),
  teacherName: yup.string().nullable().defined(),
});
export type TimetableSlot = yup.InferType<typeof timetableSlotSchema>;

const exampleSlot: TimetableSlot = {
  id: 1,
  weekday: 'mon',
  timePartId: 1,
  classroomId: 1,
  classroomName: '6e A',
  classCourseId: 5,
  courseName: 'Mathématiques',
  courseCode: 'MATH',
  teacherId: 8,
  teacherName: 'Clément Fotso',
};

export const slotsQuery = yup.object({
  classroomId: idField().optional(),
  teacherId: idField().optional(),
  weekday: weekdayField().optional(),
});
export type SlotsQuery = yup.InferType<typeof slotsQuery>;

export const listSlots = defineEndpoint({
  method: 'GET',
  path: '/api/timetables/:id(^\\d+$)/slots',
  tag: 'Timetable',
  summary: "A timetable's slots",
  description:
    'Every slot of the timetable, or those of one classroom (`classroomId`), one teacher (`teacherId`) or one weekday (`weekday`), in weekday and time part order, with the class course, its teacher and the classroom.',
  access: TIMETABLE_READ,
  params: idParams,
  query: slotsQuery,
  response: listOf(timetableSlotSchema),
  errors: [400, 401, 404],
  example: { params: { id: 1 }, query: { classroomId: 1 }, response: { data: [exampleSlot], total: 1 } },
});

export const classroomSlotsParams = yup.object({ id: id().required(), classroomId: id().required() });

export const classroomSlotsBody = yup.object({
  slots: yup
    .array(
      yup.object({
        weekday: weekdayField().required(),
        timePartId: id().required(),
        classCourseId: id().required(),
      }),
    )
    .required()
    .max(TIMETABLE_CLASSROOM_MAX_SLOTS),
});
export type ClassroomSlotsBody = yup.InferType<typeof classroomSlotsBody>;

export const saveClassroomSlots = defineEndpoint({
  method: 'PUT',
  path: '/api/timetables/:id(^\\d+$)/classrooms/:classroomId(^\\d+$)',
  tag: 'Timetable',
  summary: "Save a classroom's week",
  description:
    "The classroom's whole week, replacing the slots it had, in one transaction with one audit entry. Each line is checked and every bad one named: a class course of this classroom (400 `slots[i].classCourseId`), a time part of the school (400 `slots[i].timePartId`), one slot per weekday and time part (400 `slots[i].weekday`). A teacher already teaching another classroom of this timetable at that weekday and time part is a clash (409, `slots[i].classCourseId` naming the other classroom). The classroom must belong to the timetable's school year (400). Answers the classroom's slots.",
  access: TIMETABLE_MANAGE,
  params: classroomSlotsParams,
  body: classroomSlotsBody,
  response: listOf(timetableSlotSchema),
  errors: [400, 401, 403, 404, 409],
  example: {
    params: { id: 1, classroomId: 1 },
    body: { slots: [{ weekday: 'mon', timePartId: 1, classCourseId: 5 }] },
    response: { data: [exampleSlot], total: 1 },
  },
});

export const copyClassroomSlotsBody = yup.object({
  fromClassroomId: idField().required(),
  toClassroomId: idField()
    .required()
    .test('different', msg('validation.sameClassroom'), function check(value) {
      return value !== (this.parent as { fromClassroomId?: number }).fromClassroomId;
    }),
});

export const copyResultSchema = yup.object({
  /** Slots written. */
  copied: yup.number().integer().required(),
  /** Slots left out: a course the target classroom does not have, or a classroom the target year lacks. */
  skipped: yup.number().integer().required(),
});
export type CopyResult = yup.InferType<typeof copyResultSchema>;

export const copyClassroomSlots = defineEndpoint({
  method: 'POST',
  path: '/api/timetables/:id(^\\d+$)/copy-classroom',
  tag: 'Timetable',
  summary: "Copy a classroom's week onto another classroom",
  description:
    "The target classroom's week becomes the source's, course by course: a slot whose course the target classroom does not have is left out (counted in `skipped`), and the target's teachers are those of its own class courses. Clashes are refused as when saving (409). Both classrooms belong to the timetable's school year (400).",
  access: TIMETABLE_MANAGE,
  params: idParams,
  body: copyClassroomSlotsBody,
  response: copyResultSchema,
  errors: [400, 401, 403, 404, 409],
  example: { params: { id: 1 }, body: { fromClassroomId: 1, toClassroomId: 2 }, response: { copied: 38, skipped: 2 } },
});

export const copyTimetableBody = timetableBody;

export const copyTimetable = defineEndpoint({
  method: 'POST',
  path: '/api/timetables/:id(^\\d+$)/copy',
  tag: 'Timetable',
  summary: 'Copy a timetable to new dates or another school year',
  description:
    "Creates a timetable with the body's name and dates (checked as when creating one) holding the source's slots. In another school year each classroom is matched by name and each course by code; slots without a match are left out (`skipped`). Clashes cannot arise from a timetable that had none, unless the target year's class courses have other teachers: such slots are left out too. Answers the new timetable and the counts.",
  access: TIMETABLE_MANAGE,
  params: idParams,
  body: copyTimetableBody,
  response: yup.object({
    timetable: timetableSchema.required(),
    copied: yup.number().integer().required(),
    skipped: yup.number().integer().required(),
  }),
  status: 201,
  errors: [400, 401, 403, 404, 409],
  example: {
    params: { id: 1 },
    body: { schoolYearId: 2, name: 'Premier trimestre', validFrom: '2027-09-06', validTo: '2027-12-17' },
    response: { timetable: { ...exampleTimetable, id: 2, schoolYearId: 2, schoolYearName: '2027-2028' }, copied: 240, skipped: 0 },
  },
});

export const timetableEndpoints = [listSlots, saveClassroomSlots, copyClassroomSlots, copyTimetable];
