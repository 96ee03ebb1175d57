/** Students (domain.md, Structure): records, lists with filters, photos, import and export. */
import { STUDENT_FIELD_PERMISSIONS } from '../students/fieldAccess';
import { dateField, emailField, personNameField, phoneField } from '../validation/checks';
import { msg, yup } from '../validation/yup';
import { freeObject, freeRecord, ID_MAX, idParams, listOf, listQuery, messageResponse } from './common';
import { defineEndpoint } from './endpoint';
import { idField } from './resource';

const READ = ['students.read'] as const;
const MANAGE = ['students.manage'] as const;

export const SEXES = ['M', 'F'] as const;
export const MATRICULE_PATTERN = /^[A-Z0-9-]{3,20}$/;

/** Where the student stands in the year the list is about (the current year unless asked). */
export const studentPlacementSchema = yup.object({
  registrationId: yup.number().integer().required(),
  classroomId: yup.number().integer().required(),
  classroomName: yup.string().required(),
  levelId: yup.number().integer().required(),
  schoolYearId: yup.number().integer().required(),
  repeating: yup.boolean().required(),
});

/**
 * A student as the API shows them. The personal fields (birth, guardian, address, custom fields)
 * are optional: each is left out, never null, when the caller lacks its permission
 * (`STUDENT_FIELD_PERMISSIONS`), so "not yours to read" and "empty" stay distinct.
 */
export const studentSchema = yup.object({
  id: yup.number().integer().required(),
  matricule: yup.string().required(),
  firstName: yup.string().required(),
  lastName: yup.string().required(),
  sex: yup.string().required().oneOf(SEXES),
  birthDate: yup.string().nullable().optional(),
  birthPlace: yup.string().nullable().optional(),
  guardianName: yup.string().nullable().optional(),
  guardianPhone: yup.string().nullable().optional(),
  guardianEmail: yup.string().nullable().optional(),
  address: yup.string().nullable().optional(),
  hasPhoto: yup.boolean().required(),
  customFields: freeObject().optional(),
  archived: yup.boolean().required(),
  createdAt: yup.string().required(),
  updatedAt: yup.string().required(),
  placement: studentPlacementSchema.nullable().defined(),
});
export type Student = Omit<yup.InferType<typeof studentSchema>, 'customFields'> & { customFields?: CustomFieldValues };
/** The whole record, as the server reads it and as a `students.manage` holder's form edits it. */
export type FullStudent = Required<Student>;
export type CustomFieldValues = Record<string, string | number | null>;

/** The fields a form edits; the same rules check a CSV row on import. */
export const studentFields = {
  matricule: yup
    .string()
    .trim()
    .uppercase()
    .matches(MATRICULE_PATTERN, { message: msg('validation.matricule'), excludeEmptyString: true })
    .optional(),
  firstName: personNameField().required(),
  lastName: personNameField().required(),
  sex: yup.string().trim().uppercase().required().oneOf(SEXES),
  birthDate: dateField()
    .nullable()
    .optional()
    .test('past', msg('validation.birthDatePast'), (value) => !value || value <= new Date().toISOString().slice(0, 10)),
  birthPlace: yup.string().trim().max(100).nullable().optional(),
  guardianName: personNameField().nullable().optional(),
  guardianPhone: phoneField().nullable().optional(),
  guardianEmail: emailField().nullable().optional(),
  address: yup.string().trim().max(300).nullable().optional(),
  /** Values keyed by metadata type id; checked against the types (see customFields.ts). */
  customFields: freeRecord<CustomFieldValues>().default({}),
};

export const studentBody = yup.object(studentFields);
export type StudentBody = Omit<yup.InferType<typeof studentBody>, 'customFields'> & { customFields?: CustomFieldValues };

export const updateStudentBody = yup.object({ ...studentFields, archived: yup.boolean().optional() });
export type UpdateStudentBody = StudentBody & { archived?: boolean };

export const STUDENT_SORTS = ['lastName', 'firstName', 'matricule', 'birthDate', 'sex', 'createdAt'] as const;
export type StudentSort = (typeof STUDENT_SORTS)[number];

/** The filter pairs of `GET /api/students` and the body of `POST /api/students/filter`. */
export const studentFilterFields = {
  search: yup.string().trim().max(100).optional(),
  sex: yup.string().trim().uppercase().oneOf(SEXES).optional(),
  levelId: idField().optional(),
  classroomId: idField().optional(),
  schoolYearId: idField().optional(),
  registered: yup.boolean().optional(),
  archived: yup.boolean().default(false),
  sort: yup.string().oneOf(STUDENT_SORTS).default('lastName'),
  order: yup
    .string()
    .oneOf(['asc', 'desc'] as const)
    .default('asc'),
};
export const studentsQuery = listQuery.shape(studentFilterFields);
export type StudentsQuery = yup.InferType<typeof studentsQuery>;

export const exampleStudent: Student = {
  id: 1,
  matricule: '26SC00001',
  firstName: 'Brenda',
  lastName: 'Atangana',
  sex: 'F',
  birthDate: '2014-03-12',
  birthPlace: 'Yaoundé',
  guardianName: 'M. Atangana',
  guardianPhone: '+237 677 123 456',
  guardianEmail: 'atangana.parent@example.cm',
  address: 'Bastos, Yaoundé',
  hasPhoto: false,
  customFields: { '1': 'O+' },
  archived: false,
  createdAt: '2026-09-01T07:00:00.000Z',
  updatedAt: '2026-09-01T07:00:00.000Z',
  placement: { registrationId: 1, classroomId: 1, classroomName: '6e A', levelId: 1, schoolYearId: 1, repeating: false },
};

const FILTERS =
  'Filters: `search` (each word, in any order, anywhere in the last name, first name or matricule, ignoring case and accents: `mballa aicha` finds MBALLA Aïcha), `sex` (M or F), `levelId`, `classroomId`, `schoolYearId` (the year whose placement is shown and filtered; the current year by default), `registered` (true: with an active registration that year; false: without), `archived` (false by default). Sorting: `sort` (' +
  STUDENT_SORTS.join(', ') +
  ') and `order` (asc or desc). Paging: `limit` and `skip` (skip = page × limit − limit).';

/** Which permission shows which personal field, for the descriptions (from STUDENT_FIELD_PERMISSIONS). */
const FIELD_ACCESS = Object.entries(STUDENT_FIELD_PERMISSIONS)
  .map(([field, permission]) => `\`${field}\` ${permission}`)
  .join(', ');
const PERSONAL = `Personal fields need a permission besides students.read (${FIELD_ACCESS}): a field the caller may not read is left out of each student (absent, not null: null means empty).`;
const BIRTH_SORT = 'Sorting by birthDate without students.identity.read sorts by lastName.';

export const listStudents = defineEndpoint({
  method: 'GET',
  path: '/api/students',
  tag: 'Students',
  summary: 'List students',
  description: `${FILTERS} ${PERSONAL} ${BIRTH_SORT}`,
  access: READ,
  query: studentsQuery,
  response: listOf(studentSchema),
  errors: [400, 401, 403],
  example: { query: { limit: 50, skip: 0, search: 'atan' }, response: { data: [exampleStudent], total: 1 } },
});

export const filterStudents = defineEndpoint({
  method: 'POST',
  path: '/api/students/filter',
  tag: 'Students',
  summary: 'List students with the filters in a body',
  description: `The same as \`GET /api/students\`, for filters too long for an address. ${FILTERS} ${PERSONAL} ${BIRTH_SORT}`,
  access: READ,
  body: studentsQuery,
  response: listOf(studentSchema),
  errors: [400, 401, 403],
  example: { body: { limit: 50, classroomId: 1 }, response: { data: [exampleStudent], total: 1 } },
});

export const unregisteredQuery = listQuery.shape({ search: studentFilterFields.search });
export type UnregisteredQuery = yup.InferType<typeof unregisteredQuery>;

export const unregisteredStudents = defineEndpoint({
  method: 'GET',
  path: '/api/students/unregistered/:schoolYearId',
  tag: 'Students',
  summary: 'Students not registered in a school year, for enrolment',
  description: `Students who are not archived and have no active registration in the year. Query: \`search\`, \`limit\`, \`skip\`. ${PERSONAL}`,
  access: READ,
  params: yup.object({ schoolYearId: idField().required() }),
  query: unregisteredQuery,
  response: listOf(studentSchema),
  errors: [400, 401, 403, 404],
  example: { params: { schoolYearId: 1 }, response: { data: [{ ...exampleStudent, placement: null }], total: 1 } },
});

export const classroomStudentsParams = yup.object({
  classroomId: idField().required(),
  schoolYearId: idField().required(),
  classCourseId: yup
    .mixed<number>()
    .transform((value) => (value === 'null' || value === '' || value === null ? null : Number(value)))
    .test(
      'id',
      msg('validation.integer'),
      (value) => value === null || (Number.isInteger(value) && (value as number) > 0 && (value as number) <= ID_MAX),
    )
    .nullable()
    .defined(),
});
export type ClassroomStudentsParams = yup.InferType<typeof classroomStudentsParams>;

export const classroomStudents = defineEndpoint({
  method: 'GET',
  path: '/api/classroom-students/:classroomId/:schoolYearId/:classCourseId',
  tag: 'Students',
  summary: "A classroom's students, optionally without those exempted from a class course",
  description: `The students with an active registration in the classroom for the year, by name. When \`classCourseId\` is a class course id (not \`null\`), the students exempted from it are left out, as mark entry needs. ${PERSONAL}`,
  access: READ,
  params: classroomStudentsParams,
  response: listOf(studentSchema),
  errors: [400, 401, 403, 404],
  example: { params: { classroomId: 1, schoolYearId: 1, classCourseId: null }, response: { data: [exampleStudent], total: 1 } },
});

export const getStudent = defineEndpoint({
  method: 'GET',
  path: '/api/students/:id(^\\d+$)',
  tag: 'Students',
  summary: 'One student, placed in the current school year',
  description: PERSONAL,
  access: READ,
  params: idParams,
  response: studentSchema,
  errors: [400, 401, 403, 404],
  example: { params: { id: 1 }, response: exampleStudent },
});

export const createStudent = defineEndpoint({
  method: 'POST',
  path: '/api/students',
  tag: 'Students',
  summary: 'Create a student',
  description:
    "Without a matricule, the next one of the year is generated (`26SC00042`: the year, the school's prefix, a number); a matricule already used is refused (409). Custom fields are keyed by metadata type id and checked against its kind (400). The answer is the record as the caller may read it (students.manage holders read it all).",
  access: MANAGE,
  body: studentBody,
  status: 201,
  response: studentSchema,
  errors: [400, 401, 403, 409],
  example: {
    body: {
      firstName: 'Brenda',
      lastName: 'Atangana',
      sex: 'F',
      birthDate: '2014-03-12',
      birthPlace: 'Yaoundé',
      guardianName: 'M. Atangana',
      guardianPhone: '+237 677 123 456',
      customFields: { '1': 'O+' },
    },
    response: { ...exampleStudent, placement: null },
  },
});

export const updateStudent = defineEndpoint({
  method: 'PUT',
  path: '/api/students/:id(^\\d+$)',
  tag: 'Students',
  summary: 'Edit a student, or archive them (`archived: true`)',
  description:
    'The whole record is sent, as in the create form. An `id` in the body is ignored. The answer is the record as the caller may read it (students.manage holders read it all).',
  access: MANAGE,
  params: idParams,
  body: updateStudentBody,
  response: studentSchema,
  errors: [400, 401, 403, 404, 409],
  example: { params: { id: 1 }, body: { firstName: 'Brenda', lastName: 'Atangana', sex: 'F', archived: false }, response: exampleStudent },
});

export const deleteStudent = defineEndpoint({
  method: 'DELETE',
  path: '/api/students/:id(^\\d+$)',
  tag: 'Students',
  summary: 'Delete a student entered by mistake',
  description:
    'Refused with 409 while the student has registrations, exemptions, marks or payments: archive them instead (`PUT` with `archived: true`), which keeps their history.',
  access: MANAGE,
  params: idParams,
  response: messageResponse,
  errors: [400, 401, 403, 404, 409],
  example: { params: { id: 1 }, response: { message: 'Deleted.' } },
});

/* Photos ------------------------------------------------------------------------------------- */

export const PHOTO_MAX_BYTES = 2 * 1024 * 1024;
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
/** The stored photo: a square-ish portrait small enough for lists and cards. */
export const PHOTO_SIZE = 480;

export const uploadPhoto = defineEndpoint({
  method: 'PUT',
  path: '/api/students/:id(^\\d+$)/photo',
  tag: 'Students',
  summary: "Upload a student's photo",
  description: `The body is the image itself (Content-Type image/jpeg, image/png or image/webp), at most 2 MB. The content must really be such an image, whatever the header says (400 otherwise). It is resized to fit ${PHOTO_SIZE}×${PHOTO_SIZE} pixels, stored as JPEG under an unguessable name, and replaces the previous photo.`,
  access: MANAGE,
  params: idParams,
  consumes: PHOTO_TYPES,
  response: yup.object({ hasPhoto: yup.boolean().required() }),
  errors: [400, 401, 403, 404, 413, 415],
  example: { params: { id: 1 }, response: { hasPhoto: true } },
});

export const downloadPhoto = defineEndpoint({
  method: 'GET',
  path: '/api/students/:id(^\\d+$)/photo',
  tag: 'Students',
  summary: "A student's photo (JPEG), for signed-in staff only",
  description: 'Answers the image with `Cache-Control: private`; 404 when the student has no photo.',
  access: READ,
  params: idParams,
  produces: ['image/jpeg'],
  response: yup.mixed(),
  errors: [400, 401, 403, 404],
});

export const deletePhoto = defineEndpoint({
  method: 'DELETE',
  path: '/api/students/:id(^\\d+$)/photo',
  tag: 'Students',
  summary: "Remove a student's photo",
  access: MANAGE,
  params: idParams,
  response: yup.object({ hasPhoto: yup.boolean().required() }),
  errors: [400, 401, 403, 404],
  example: { params: { id: 1 }, response: { hasPhoto: false } },
});

/* Export and import -------------------------------------------------------------------------- */

export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;

export const exportQuery = yup.object({ format: yup.string().oneOf(EXPORT_FORMATS).default('csv'), ...studentFilterFields });
export type ExportQuery = yup.InferType<typeof exportQuery>;

export const exportStudents = defineEndpoint({
  method: 'GET',
  path: '/api/students/export',
  tag: 'Students',
  summary: 'Export a student list to CSV or Excel',
  description: `\`format\` is csv or xlsx; the other keys are the list's filters (${FILTERS.replace(/ Paging.*$/, '')}). Every matching student is exported (no paging). The columns are the ones the import reads, plus classroom, so an export can be edited and imported into another installation. A column the caller may not read is left out, header and all (${FIELD_ACCESS}, the last for every custom-field column). ${BIRTH_SORT} The headers are in the language of \`Accept-Language\` (English by default); the import reads them in every language. In CSV, a cell starting with = + - @ (or tab or carriage return) that is not a number or a phone number (\`-12.5\`, \`+237 6 99 00 11 22\`) is prefixed with an apostrophe, so a spreadsheet never runs it as a formula; in .xlsx every cell is typed (text or number), never a formula. The answer's \`Content-Disposition\` names the file as the list's Export menu does, for the classroom or level chosen and the school's day, in the language of \`Accept-Language\`: \`élèves-6e-A-2026-09-01.csv\`.`,
  access: READ,
  query: exportQuery,
  produces: ['text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
  response: yup.mixed(),
  errors: [400, 401, 403],
});

export const IMPORT_MAX_BYTES = 10 * 1024 * 1024;
export const IMPORT_MAX_ROWS = 20000;
export const IMPORT_TYPES = ['text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'] as const;

export const importProblemSchema = yup.object({ field: yup.string().required(), message: yup.string().required() });

export const importRowSchema = yup.object({
  line: yup.number().integer().required(),
  values: freeObject().required(),
  problems: yup.array(importProblemSchema).required(),
});

export const IMPORT_STATUSES = ['previewed', 'running', 'done', 'failed'] as const;

export const importStatusSchema = yup.object({
  id: yup.string().required(),
  status: yup.string().required().oneOf(IMPORT_STATUSES),
  total: yup.number().integer().required(),
  valid: yup.number().integer().required(),
  processed: yup.number().integer().required(),
  created: yup.number().integer().required(),
  classroomId: yup.number().integer().nullable().defined(),
  message: yup.string().nullable().defined(),
});

export const importPreviewSchema = importStatusSchema.shape({
  columns: yup.array(yup.string().required()).required(),
  unknownColumns: yup.array(yup.string().required()).required(),
  rows: yup.array(importRowSchema).required(),
});

export const previewImport = defineEndpoint({
  method: 'POST',
  path: '/api/students/import/preview',
  tag: 'Students',
  summary: "Read a CSV or Excel file of students and show every row's problems, writing nothing",
  description: `The body is the file itself (Content-Type text/csv, or the .xlsx type), at most 10 MB and ${IMPORT_MAX_ROWS} rows; an .xlsx may unpack to at most 64 MB (413 beyond, and for parts packed suspiciously tight), and is read apart from the server's other work, a few at a time (503 when too many wait: try again in a moment). The first row names the columns, in any of the app's languages as the export writes them (Matricule, Last name, First name, Sex, Date of birth, Place of birth, Parent or guardian, Guardian's phone, Guardian's e-mail, Address; Nom, Prénom, Sexe… in French; 姓, 名, 性别… in Chinese), or by the field names (matricule, lastName, firstName, sex, birthDate, birthPlace, guardianName, guardianPhone, guardianEmail, address), and the custom fields by name; case, accents, spaces and punctuation do not matter. Columns it does not know are listed in \`unknownColumns\` and ignored. Sex may be M or F or the word of any language (Féminin, 女, دختر). A cell an export guarded with an apostrophe (\`'+237 …\`) is read without it. Each row is checked as the create form checks it, plus matricules repeated in the file or already used. Query \`classroomId\`: also register every imported student in that classroom, whose capacity must allow it. The answer keeps the checked rows for an hour under its \`id\`; nothing is written until \`POST /api/students/import/{id}\`.`,
  access: MANAGE,
  query: yup.object({ classroomId: idField().optional() }),
  consumes: IMPORT_TYPES,
  response: importPreviewSchema,
  errors: [400, 401, 403, 404, 413, 415, 503],
});

export const runImport = defineEndpoint({
  method: 'POST',
  path: '/api/students/import/:importId',
  tag: 'Students',
  summary: 'Write a previewed import, all rows in one transaction',
  description:
    'Starts writing the previewed rows and answers at once (202) with the progress; `GET` the same address to follow it. Refused (400) while any row has a problem: fix the file and preview it again. If anything fails, nothing is written.',
  access: MANAGE,
  params: yup.object({
    importId: yup
      .string()
      .required()
      .matches(/^[A-Za-z0-9_-]{16,64}$/),
  }),
  status: 202,
  response: importStatusSchema,
  errors: [400, 401, 403, 404, 409],
});

export const importProgress = defineEndpoint({
  method: 'GET',
  path: '/api/students/import/:importId',
  tag: 'Students',
  summary: "An import's progress",
  description:
    '`processed` of `total` rows are written; `status` becomes done (with `created`) or failed (with `message`, and nothing written), also when the server stopped before the import finished. Jobs are kept in the database, so any server process answers.',
  access: MANAGE,
  params: yup.object({
    importId: yup
      .string()
      .required()
      .matches(/^[A-Za-z0-9_-]{16,64}$/),
  }),
  response: importStatusSchema,
  errors: [400, 401, 403, 404],
});
