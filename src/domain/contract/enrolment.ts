/**
 * The secretary's start-of-year rush (issue 29): a new student created and registered in one step,
 * and the records the new one may duplicate, shown before saving.
 */
import { dateField, personNameField, phoneField } from '../validation/checks';
import { yup } from '../validation/yup';
import { listOf } from './common';
import { defineEndpoint } from './endpoint';
import { idField } from './resource';
import { exampleStudent, studentBody, studentSchema } from './students';

/** Creating and registering are both asked of the caller; the secretary and the administrator hold both. */
const ENROL = ['students.manage'] as const;

export const enrolStudentBody = studentBody.shape({
  classroomId: idField().required(),
  repeating: yup.boolean().default(false),
});
export type EnrolStudentBody = yup.InferType<typeof enrolStudentBody>;

export const enrolStudent = defineEndpoint({
  method: 'POST',
  path: '/api/students/enrol',
  tag: 'Students',
  summary: 'Create a student and register them in a classroom',
  description:
    "The create form's record and the classroom of the registration, written in one transaction: the student, their registration (the classroom's school year, from today) and the level's fee schedule, or nothing. Needs `registrations.manage` as well as `students.manage` (403). The matricule rules are the create call's (409 when taken); the classroom's capacity must allow one more (409). The answer is the student, placed in the classroom.",
  access: ENROL,
  body: enrolStudentBody,
  status: 201,
  response: studentSchema,
  errors: [400, 401, 403, 404, 409],
  example: {
    body: {
      firstName: 'Brenda',
      lastName: 'Atangana',
      sex: 'F',
      birthDate: '2014-03-12',
      guardianPhone: '+237 677 123 456',
      classroomId: 1,
    },
    response: exampleStudent,
  },
});

export const DUPLICATE_REASONS = ['birthDate', 'guardianPhone'] as const;
export type DuplicateReason = (typeof DUPLICATE_REASONS)[number];

export const duplicatesQuery = yup.object({
  lastName: personNameField().required(),
  firstName: personNameField().required(),
  birthDate: dateField().optional(),
  guardianPhone: phoneField().optional(),
});
export type DuplicatesQuery = yup.InferType<typeof duplicatesQuery>;

export const possibleDuplicateSchema = yup.object({
  id: yup.number().integer().required(),
  matricule: yup.string().required(),
  lastName: yup.string().required(),
  firstName: yup.string().required(),
  birthDate: yup.string().nullable().defined(),
  classroomName: yup.string().nullable().defined(),
  archived: yup.boolean().required(),
  /** What the record shares with the new one besides the names. */
  reasons: yup.array(yup.string().required().oneOf(DUPLICATE_REASONS)).required(),
});
export type PossibleDuplicate = yup.InferType<typeof possibleDuplicateSchema>;

export const possibleDuplicates = defineEndpoint({
  method: 'GET',
  path: '/api/students/duplicates',
  tag: 'Students',
  summary: 'The records a new student may duplicate',
  description:
    'Students (archived ones included) whose last and first names, folded as search folds them (case, accents, spaces; in either order), are the ones given, and who share the birth date or the guardian phone (its last eight digits, whatever the spacing or the country prefix). Names alone are not enough: two children may share them. At most 10, by last name. The classroom is the current year’s.',
  access: ENROL,
  query: duplicatesQuery,
  response: listOf(possibleDuplicateSchema),
  errors: [400, 401, 403],
  example: {
    query: { lastName: 'Ngono', firstName: 'Pauline', birthDate: '2013-05-02' },
    response: {
      data: [
        {
          id: 402,
          matricule: '26SC00402',
          lastName: 'NGONO',
          firstName: 'Pauline',
          birthDate: '2013-05-02',
          classroomName: '5e A',
          archived: false,
          reasons: ['birthDate'],
        },
      ],
      total: 1,
    },
  },
});
