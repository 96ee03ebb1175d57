/** Registrations (a student in a classroom for a year) and exemptions (a student excused from a class course). */
import { dateField } from '../validation/checks';
import { msg, yup } from '../validation/yup';
import { idParams, listOf, listQuery, messageResponse } from './common';
import { defineEndpoint } from './endpoint';
import { idField, resourceEndpoints } from './resource';

const READ = ['students.read'] as const;
const MANAGE = ['registrations.manage'] as const;

export const REGISTRATION_STATUSES = ['active', 'transferred', 'left'] as const;
export type RegistrationStatus = (typeof REGISTRATION_STATUSES)[number];
/** At most this many students are enrolled by one call. */
export const BULK_REGISTRATION_MAX = 500;

export const registrationSchema = yup.object({
  id: yup.number().integer().required(),
  studentId: yup.number().integer().required(),
  matricule: yup.string().required(),
  studentName: yup.string().required(),
  classroomId: yup.number().integer().required(),
  classroomName: yup.string().required(),
  schoolYearId: yup.number().integer().required(),
  schoolYearName: yup.string().required(),
  registeredOn: yup.string().required(),
  status: yup.string().required().oneOf(REGISTRATION_STATUSES),
  repeating: yup.boolean().required(),
  createdAt: yup.string().required(),
});
export type Registration = yup.InferType<typeof registrationSchema>;

export const registrationBody = yup.object({
  /** One student, as the spec's registration payload has it... */
  studentId: idField().optional(),
  /** ...or several at once (bulk enrolment). */
  studentIds: yup
    .array(idField().required())
    .max(BULK_REGISTRATION_MAX)
    .optional()
    .test('one', msg('validation.studentsNeeded'), function (value) {
      const { studentId } = this.parent as { studentId?: number };
      return (studentId !== undefined) !== (value?.length ?? 0) > 0;
    }),
  classroomId: idField().required(),
  registeredOn: dateField().optional(),
  repeating: yup.boolean().default(false),
  /** Move a student already registered this year: the old registration becomes `transferred`. */
  transfer: yup.boolean().default(false),
});
export type RegistrationBody = yup.InferType<typeof registrationBody>;

const exampleRegistration: Registration = {
  id: 1,
  studentId: 1,
  matricule: '26SC00001',
  studentName: 'ATANGANA Brenda',
  classroomId: 1,
  classroomName: '6e A',
  schoolYearId: 1,
  schoolYearName: '2026-2027',
  registeredOn: '2026-09-07',
  status: 'active',
  repeating: false,
  createdAt: '2026-09-07T08:00:00.000Z',
};

export const createRegistrations = defineEndpoint({
  method: 'POST',
  path: '/api/registrations',
  tag: 'Registrations',
  summary: 'Register one student (`studentId`) or several (`studentIds`) in a classroom',
  description:
    "The school year is the classroom's. A student has at most one active registration per year: registering one who has it is refused (409) unless `transfer` is true, which marks the old registration `transferred` and keeps it in the history: it ends the day before the new one's `registeredOn`, so the student stays in the old classroom's roll calls, absences and sheets of the days before. The classroom's capacity must allow every new student (409). All the students are registered, or none.",
  access: MANAGE,
  body: registrationBody,
  status: 201,
  response: listOf(registrationSchema),
  errors: [400, 401, 403, 404, 409],
  example: { body: { studentId: 1, classroomId: 1, repeating: false }, response: { data: [exampleRegistration], total: 1 } },
});

export const registrationsQuery = listQuery.shape({
  schoolYearId: idField().optional(),
  classroomId: idField().optional(),
  studentId: idField().optional(),
  status: yup.string().oneOf(REGISTRATION_STATUSES).optional(),
});
export type RegistrationsQuery = yup.InferType<typeof registrationsQuery>;

export const listRegistrations = defineEndpoint({
  method: 'GET',
  path: '/api/registrations',
  tag: 'Registrations',
  summary: 'List registrations, the latest first',
  description: "Filters: `schoolYearId`, `classroomId`, `studentId` (a student's history), `status`.",
  access: READ,
  query: registrationsQuery,
  response: listOf(registrationSchema),
  errors: [400, 401, 403],
  example: { query: { studentId: 1 }, response: { data: [exampleRegistration], total: 1 } },
});

export const getRegistration = defineEndpoint({
  method: 'GET',
  path: '/api/registrations/:id(^\\d+$)',
  tag: 'Registrations',
  summary: 'One registration',
  access: READ,
  params: idParams,
  response: registrationSchema,
  errors: [400, 401, 403, 404],
  example: { params: { id: 1 }, response: exampleRegistration },
});

const classroomParams = yup.object({ classroomId: idField().required() });
export type ClassroomRegistrationsParams = yup.InferType<typeof classroomParams>;

export const classroomRegistrations = defineEndpoint({
  method: 'GET',
  path: '/api/registrations/classroom/:classroomId',
  tag: 'Registrations',
  summary: "A classroom's active registrations, by student name",
  access: READ,
  params: classroomParams,
  response: listOf(registrationSchema),
  errors: [400, 401, 403, 404],
  example: { params: { classroomId: 1 }, response: { data: [exampleRegistration], total: 1 } },
});

export const updateRegistrationBody = yup.object({
  status: yup.string().oneOf(REGISTRATION_STATUSES).optional(),
  repeating: yup.boolean().optional(),
  registeredOn: dateField().optional(),
});
export type UpdateRegistrationBody = yup.InferType<typeof updateRegistrationBody>;

export const updateRegistration = defineEndpoint({
  method: 'PUT',
  path: '/api/registrations/:id(^\\d+$)',
  tag: 'Registrations',
  summary: 'Mark a student as having left, or correct the repeating flag or date',
  description:
    "Making a registration active again is refused (409) when the student has another active one that year. A status `left` (or `transferred`) ends the registration on the day it is recorded, which stays the student's: the days before keep them in the classroom's roll calls, absences and sheets; made active again, it runs on.",
  access: MANAGE,
  params: idParams,
  body: updateRegistrationBody,
  response: registrationSchema,
  errors: [400, 401, 403, 404, 409],
  example: { params: { id: 1 }, body: { status: 'left' }, response: { ...exampleRegistration, status: 'left' } },
});

export const deleteRegistration = defineEndpoint({
  method: 'DELETE',
  path: '/api/registrations/:id(^\\d+$)',
  tag: 'Registrations',
  summary: 'Delete a registration made by mistake',
  description: "The student's exemptions for that classroom go with it. Refused (409) once marks exist for it.",
  access: MANAGE,
  params: idParams,
  response: messageResponse,
  errors: [400, 401, 403, 404, 409],
  example: { params: { id: 1 }, response: { message: 'Deleted.' } },
});

/* Exemptions --------------------------------------------------------------------------------- */

export const exemptionSchema = yup.object({
  id: yup.number().integer().required(),
  studentId: yup.number().integer().required(),
  matricule: yup.string().required(),
  studentName: yup.string().required(),
  classCourseId: yup.number().integer().required(),
  courseName: yup.string().required(),
  classroomId: yup.number().integer().required(),
  classroomName: yup.string().required(),
  schoolYearId: yup.number().integer().required(),
  reason: yup.string().required(),
  createdAt: yup.string().required(),
});
export type Exemption = yup.InferType<typeof exemptionSchema>;

export const exemptionBody = yup.object({
  studentId: idField().required(),
  classCourseId: idField().required(),
  reason: yup.string().trim().required().max(200),
});
export type ExemptionBody = yup.InferType<typeof exemptionBody>;

export const exemptions = resourceEndpoints({
  path: '/api/exemptions',
  tag: 'Registrations',
  noun: 'exemption',
  nouns: 'exemptions',
  item: exemptionSchema,
  body: exemptionBody,
  query: listQuery.shape({
    studentId: idField().optional(),
    classroomId: idField().optional(),
    classCourseId: idField().optional(),
    schoolYearId: idField().optional(),
  }),
  listDescription: 'Filters: `studentId`, `classroomId`, `classCourseId`, `schoolYearId`.',
  read: READ,
  manage: MANAGE,
  rules:
    "The student must be registered (active) in the class course's classroom (409), once per class course (409). An exempted course counts neither in the student's averages nor in the class's statistics for it.",
  example: {
    item: {
      id: 1,
      studentId: 1,
      matricule: '26SC00001',
      studentName: 'ATANGANA Brenda',
      classCourseId: 7,
      courseName: 'Éducation physique',
      classroomId: 1,
      classroomName: '6e A',
      schoolYearId: 1,
      reason: 'Certificat médical',
      createdAt: '2026-10-02T09:00:00.000Z',
    },
    body: { studentId: 1, classCourseId: 7, reason: 'Certificat médical' },
  },
});
