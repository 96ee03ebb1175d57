/**
 * Marks: the entry lists a teacher fills, the bulk saves, and the marks resource itself
 * (domain.md, "Marks, secondary" and "Marks, LMD").
 */
import { EVALUATION_TYPES } from '../enums';
import { SEQUENCES } from '../grading/secondary';
import { yup } from '../validation/yup';
import { ID_MAX, idParams, listOf, listQuery } from './common';
import { defineEndpoint } from './endpoint';

const READ = ['marks.read', 'marks.manage', 'marks.manage.own'] as const;
const MANAGE = ['marks.manage', 'marks.manage.own'] as const;
/** At most this many marks in one save: a university's L1 classroom of 1,500 is saved whole. */
export const BULK_MARKS_MAX = 2000;
export const LMD_TERMS = [1, 2] as const;

const id = () => yup.number().integer().min(1).max(ID_MAX);
const sequenceField = () => yup.number().integer().oneOf(SEQUENCES);
const termField = () => yup.number().integer().oneOf(LMD_TERMS);
const typeField = () => yup.string().oneOf(EVALUATION_TYPES);

/**
 * A mark line's value: a number or null (removes it). Its range and decimals are checked with the
 * lines' students by the server (`isValidMark`), so one answer names every bad line at once.
 */
export const markValueField = () => yup.number().nullable().defined();

export const bulkMarksBody = yup.object({
  marks: yup
    .array(yup.object({ studentId: id().required(), value: markValueField() }))
    .required()
    .max(BULK_MARKS_MAX),
});
export type BulkMarksBody = yup.InferType<typeof bulkMarksBody>;

export const entryRowSchema = yup.object({
  studentId: yup.number().integer().required(),
  matricule: yup.string().required(),
  lastName: yup.string().required(),
  firstName: yup.string().required(),
  value: yup.number().nullable().defined(),
});
export type EntryRow = yup.InferType<typeof entryRowSchema>;

export const entryListSchema = yup.object({
  classroomId: yup.number().integer().required(),
  classCourseId: yup.number().integer().required(),
  courseName: yup.string().required(),
  /** Set for secondary lists. */
  sequence: yup.number().integer().nullable().defined(),
  /** Set for LMD lists. */
  term: yup.number().integer().nullable().defined(),
  type: yup.string().nullable().defined(),
  data: yup.array(entryRowSchema).required(),
  total: yup.number().integer().required(),
});
export type EntryList = yup.InferType<typeof entryListSchema>;

export const bulkResultSchema = yup.object({
  saved: yup.number().integer().required(),
  removed: yup.number().integer().required(),
  unchanged: yup.number().integer().required(),
});
export type BulkResult = yup.InferType<typeof bulkResultSchema>;

const exampleEntry: EntryList = {
  classroomId: 1,
  classCourseId: 5,
  courseName: 'Mathématiques',
  sequence: 1,
  term: null,
  type: null,
  data: [
    { studentId: 1, matricule: '26SC00001', lastName: 'Atangana', firstName: 'Brenda', value: 14.5 },
    { studentId: 2, matricule: '26SC00002', lastName: 'Bello', firstName: 'Amadou', value: null },
  ],
  total: 2,
};

const CHECKS =
  'Each line is checked: a value from 0 to 20 with at most two decimals (null removes the mark), a student registered in the classroom and not exempted from the course. Any bad line refuses the whole save (400, `fields` naming each line, e.g. `marks[3].value`). A teacher saves only for its own class courses (403). All marks are saved in one transaction, with an audit entry per change.';

export const classroomMarks = defineEndpoint({
  method: 'GET',
  path: '/api/classroom-marks/:classroomId/:classCourseId/:sequence',
  tag: 'Marks',
  summary: "A secondary class course's entry list for one sequence",
  description:
    'Every student registered in the classroom and not exempted from the class course, in name order, with their mark or null. Teachers read only their own class courses.',
  access: READ,
  params: yup.object({ classroomId: id().required(), classCourseId: id().required(), sequence: sequenceField().required() }),
  response: entryListSchema,
  errors: [400, 401, 403, 404],
  example: { params: { classroomId: 1, classCourseId: 5, sequence: 1 }, response: exampleEntry },
});

export const saveBulkMarks = defineEndpoint({
  method: 'POST',
  path: '/api/save-bulk-marks/:classCourseId/:sequence',
  tag: 'Marks',
  summary: 'Save a whole entry list of one sequence',
  description: CHECKS,
  access: MANAGE,
  params: yup.object({ classCourseId: id().required(), sequence: sequenceField().required() }),
  body: bulkMarksBody,
  response: bulkResultSchema,
  errors: [400, 401, 403, 404],
  example: {
    params: { classCourseId: 5, sequence: 1 },
    body: {
      marks: [
        { studentId: 1, value: 14.5 },
        { studentId: 2, value: null },
      ],
    },
    response: { saved: 1, removed: 1, unchanged: 0 },
  },
});

export const classroomMarksLmd = defineEndpoint({
  method: 'GET',
  path: '/api/classroom-marks-lmd/:classroomId',
  tag: 'Marks',
  summary: "An LMD class course's entry list for one term and evaluation type",
  description: 'As the secondary list, for `term` 1 or 2 and an evaluation `type` available under the LMD rates (400 otherwise).',
  access: READ,
  params: yup.object({ classroomId: id().required() }),
  query: yup.object({ classCourseId: id().required(), term: termField().required(), type: typeField().required() }),
  response: entryListSchema,
  errors: [400, 401, 403, 404],
  example: {
    params: { classroomId: 10 },
    query: { classCourseId: 40, term: 1, type: 'CC' },
    response: { ...exampleEntry, classroomId: 10, classCourseId: 40, courseName: 'Algorithmique', sequence: null, term: 1, type: 'CC' },
  },
});

export const saveBulkMarksLmd = defineEndpoint({
  method: 'POST',
  path: '/api/save-bulk-marks-lmd/:classCourseId/:term/:type',
  tag: 'Marks',
  summary: 'Save a whole LMD entry list of one term and evaluation type',
  description: `${CHECKS} A type whose rate is 0 is unavailable and refused (400).`,
  access: MANAGE,
  params: yup.object({ classCourseId: id().required(), term: termField().required(), type: typeField().required() }),
  body: bulkMarksBody,
  response: bulkResultSchema,
  errors: [400, 401, 403, 404],
  example: {
    params: { classCourseId: 40, term: 1, type: 'CC' },
    body: { marks: [{ studentId: 1, value: 12 }] },
    response: { saved: 1, removed: 0, unchanged: 0 },
  },
});

/* The marks resource ------------------------------------------------------------------------- */

export const markSchema = yup.object({
  id: yup.number().integer().required(),
  studentId: yup.number().integer().required(),
  matricule: yup.string().required(),
  studentName: yup.string().required(),
  classCourseId: yup.number().integer().required(),
  courseName: yup.string().required(),
  classroomId: yup.number().integer().required(),
  sequence: yup.number().integer().nullable().defined(),
  term: yup.number().integer().nullable().defined(),
  type: yup.string().nullable().defined(),
  value: yup.number().required(),
  updatedAt: yup.string().required(),
});
export type Mark = yup.InferType<typeof markSchema>;

export const markFilterFields = {
  studentId: id().optional(),
  classCourseId: id().optional(),
  classroomId: id().optional(),
  schoolYearId: id().optional(),
  sequence: sequenceField().optional(),
  term: termField().optional(),
  type: typeField().optional(),
};
export const marksQuery = listQuery.shape(markFilterFields);
export type MarksQuery = yup.InferType<typeof marksQuery>;

/** Deleting by filter needs a class course: a stray call never empties a whole school's marks. */
export const deleteMarksQuery = yup.object({
  classCourseId: id().required(),
  sequence: sequenceField().optional(),
  term: termField().optional(),
  type: typeField().optional(),
  studentId: id().optional(),
});
export type DeleteMarksQuery = yup.InferType<typeof deleteMarksQuery>;

const exampleMark: Mark = {
  id: 1,
  studentId: 1,
  matricule: '26SC00001',
  studentName: 'ATANGANA Brenda',
  classCourseId: 5,
  courseName: 'Mathématiques',
  classroomId: 1,
  sequence: 1,
  term: null,
  type: null,
  value: 14.5,
  updatedAt: '2026-10-12T09:30:00.000Z',
};

const FILTERS =
  'Filters: `studentId`, `classCourseId`, `classroomId`, `schoolYearId`, `sequence`, `term`, `type`. Teachers see only the marks of their own class courses.';

export const listMarks = defineEndpoint({
  method: 'GET',
  path: '/api/marks',
  tag: 'Marks',
  summary: 'List marks',
  description: FILTERS,
  access: READ,
  query: marksQuery,
  response: listOf(markSchema),
  errors: [400, 401, 403],
  example: { query: { classCourseId: 5, sequence: 1 }, response: { data: [exampleMark], total: 1 } },
});

export const filterMarks = defineEndpoint({
  method: 'POST',
  path: '/api/marks/filter',
  tag: 'Marks',
  summary: 'List marks, filters in the body',
  description: FILTERS,
  access: READ,
  body: marksQuery,
  response: listOf(markSchema),
  errors: [400, 401, 403],
  example: { body: { classroomId: 1, sequence: 1 }, response: { data: [exampleMark], total: 1 } },
});

export const getMark = defineEndpoint({
  method: 'GET',
  path: '/api/marks/:id(^\\d+$)',
  tag: 'Marks',
  summary: 'One mark',
  access: READ,
  params: idParams,
  response: markSchema,
  errors: [400, 401, 403, 404],
  example: { params: { id: 1 }, response: exampleMark },
});

export const deleteMarks = defineEndpoint({
  method: 'DELETE',
  path: '/api/marks',
  tag: 'Marks',
  summary: 'Delete the marks a filter selects',
  description:
    'Needs `classCourseId`; narrow with `sequence`, or `term` and `type`, or `studentId`. All in one transaction, each deletion audited. Teachers delete only in their own class courses.',
  access: MANAGE,
  query: deleteMarksQuery,
  response: yup.object({ deleted: yup.number().integer().required() }),
  errors: [400, 401, 403, 404],
  example: { query: { classCourseId: 5, sequence: 1 }, response: { deleted: 48 } },
});

export const deleteMark = defineEndpoint({
  method: 'DELETE',
  path: '/api/marks/:id(^\\d+$)',
  tag: 'Marks',
  summary: 'Delete one mark',
  access: MANAGE,
  params: idParams,
  response: yup.object({ deleted: yup.number().integer().required() }),
  errors: [400, 401, 403, 404],
  example: { params: { id: 1 }, response: { deleted: 1 } },
});

export const markEndpoints = [
  classroomMarks,
  saveBulkMarks,
  classroomMarksLmd,
  saveBulkMarksLmd,
  listMarks,
  filterMarks,
  getMark,
  deleteMarks,
  deleteMark,
];
