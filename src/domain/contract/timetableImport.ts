/**
 * A timetable imported from a spreadsheet (issue 14: "imported from .xlsx with a preview, as
 * students are"): one row per slot, read and checked without writing, then the same file sent
 * again to replace the week of every classroom it names, all in one transaction.
 */
import { yup } from '../validation/yup';
import { idParams } from './common';
import { defineEndpoint } from './endpoint';
import { IMPORT_TYPES, importProblemSchema } from './students';
import { TIMETABLE_MANAGE } from './timetables';

/** The columns of a timetable file, as fields; their headers are read in any of the app's languages. */
export const TIMETABLE_IMPORT_FIELDS = ['classroom', 'weekday', 'timePart', 'course'] as const;
export type TimetableImportField = (typeof TIMETABLE_IMPORT_FIELDS)[number];

/** A school of a hundred classrooms with fifty time parts a week stays below this. */
export const TIMETABLE_IMPORT_MAX_ROWS = 10000;

export const timetableImportRowSchema = yup.object({
  /** The line in the file (the header is line 1). */
  line: yup.number().integer().required(),
  /** The cells as read, by field. */
  values: yup
    .object({
      classroom: yup.string().defined(),
      weekday: yup.string().defined(),
      timePart: yup.string().defined(),
      course: yup.string().defined(),
    })
    .required(),
  /** Who teaches the slot, once the row names a class course. */
  teacherName: yup.string().nullable().defined(),
  /** Each problem by field (`classroom`, `weekday`, `timePart`, `course`), in the caller's language. */
  problems: yup.array(importProblemSchema).required(),
});
export type TimetableImportRow = yup.InferType<typeof timetableImportRowSchema>;

export const timetableImportClassroomSchema = yup.object({
  id: yup.number().integer().required(),
  name: yup.string().required(),
  /** Slots the file gives it. */
  slots: yup.number().integer().required(),
  /** Slots it has now, which the import replaces. */
  replaced: yup.number().integer().required(),
});
export type TimetableImportClassroom = yup.InferType<typeof timetableImportClassroomSchema>;

export const timetableImportPreviewSchema = yup.object({
  /** Rows read (blank rows are skipped). */
  total: yup.number().integer().required(),
  /** Rows without a problem. */
  valid: yup.number().integer().required(),
  /** Problems in all, over every row. */
  problems: yup.number().integer().required(),
  /** The fields the columns were read as, in file order. */
  columns: yup.array(yup.string().required()).required(),
  /** Headers it did not recognise (ignored). */
  unknownColumns: yup.array(yup.string().required()).required(),
  /** Every classroom the file names, whose week it replaces, by name. */
  classrooms: yup.array(timetableImportClassroomSchema).required(),
  /** Every row in file order. */
  rows: yup.array(timetableImportRowSchema).required(),
});
export type TimetableImportPreview = yup.InferType<typeof timetableImportPreviewSchema>;

export const timetableImportResultSchema = yup.object({
  /** Slots written. */
  total: yup.number().integer().required(),
  classrooms: yup.array(timetableImportClassroomSchema).required(),
});
export type TimetableImportResult = yup.InferType<typeof timetableImportResultSchema>;

const FILE =
  "The body is the file itself (Content-Type text/csv, or the .xlsx type), at most 10 MB; an .xlsx is read as the student import reads it (413 when it would unpack too far, 503 when too many files wait). The first row names the columns Classroom, Weekday, Time part and Course, in any of the app's languages (Classe, Jour, Tranche horaire, Matière in French) or by their field names (classroom, weekday, timePart, course); case, accents, spaces and punctuation do not matter, and other columns are ignored (listed in `unknownColumns`). A missing column, a file without rows or with more than " +
  `${TIMETABLE_IMPORT_MAX_ROWS} is a 400. One row per slot: the classroom by name (of the timetable's school year); the weekday as \`mon\`…\`sun\` or its name or abbreviation in any of the app's languages (lundi, lun., Monday, Montag…); the time part by name (\`07:30-08:25\`) or start time (\`07:30\`, also \`7h30\`); the course by code or name, a course of that classroom. Problems are named per row: an empty cell, an unknown classroom, weekday, time part or course, a course the classroom does not have, a classroom given two courses at once, and a teacher in two places at once (two rows of the file, or a row and a classroom of the timetable that the file does not name).`;

export const previewTimetableImport = defineEndpoint({
  method: 'POST',
  path: '/api/timetables/:id(^\\d+$)/import/preview',
  tag: 'Timetable',
  summary: 'Read a timetable file and show every row with its problems, writing nothing',
  description: `${FILE} Answers every row in file order with its problems in the caller's language, and a summary: rows, valid rows, problems, and each classroom whose week the import would replace (the slots the file gives it and the slots it has now). Writes nothing.`,
  access: TIMETABLE_MANAGE,
  params: idParams,
  consumes: IMPORT_TYPES,
  response: timetableImportPreviewSchema,
  errors: [400, 401, 403, 404, 413, 415, 503],
  example: {
    params: { id: 1 },
    response: {
      total: 2,
      valid: 1,
      problems: 1,
      columns: ['classroom', 'weekday', 'timePart', 'course'],
      unknownColumns: [],
      classrooms: [{ id: 1, name: '6e A', slots: 2, replaced: 38 }],
      rows: [
        {
          line: 2,
          values: { classroom: '6e A', weekday: 'lundi', timePart: '07:30', course: 'MATH' },
          teacherName: 'Clément Fotso',
          problems: [],
        },
        {
          line: 3,
          values: { classroom: '6e A', weekday: 'lundi', timePart: '07:30', course: 'Anglais' },
          teacherName: 'Aïcha Bello',
          problems: [{ field: 'timePart', message: 'Line 2 already gives 6e A a course at this time.' }],
        },
      ],
    },
  },
});

export const runTimetableImport = defineEndpoint({
  method: 'POST',
  path: '/api/timetables/:id(^\\d+$)/import',
  tag: 'Timetable',
  summary: 'Import a timetable file: every classroom it names gets the week it gives, in one transaction',
  description: `${FILE} The file is checked again as the preview checks it, under the timetable's lock: while any row has a problem the import is refused (400, message \`errors.timetableImportProblems\`) and \`fields\` names each problem as \`rows[i].<field>\`, \`i\` counting the preview's rows from 0. Otherwise the week of every classroom the file names is replaced by its rows, all classrooms in one transaction with one audit entry per classroom (as when a week is saved), and nothing else changes. Answers the slots written and the classrooms.`,
  access: TIMETABLE_MANAGE,
  params: idParams,
  consumes: IMPORT_TYPES,
  response: timetableImportResultSchema,
  errors: [400, 401, 403, 404, 409, 413, 415, 503],
  example: { params: { id: 1 }, response: { total: 76, classrooms: [{ id: 1, name: '6e A', slots: 38, replaced: 36 }] } },
});

export const timetableImportEndpoints = [previewTimetableImport, runTimetableImport];
