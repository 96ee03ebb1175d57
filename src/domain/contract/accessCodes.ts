/**
 * Access codes and the public lookup (domain.md, "Access codes, student cards, public page"). A
 * code is made for one student and one school year, printed on the card, and stored only as a
 * hash: it exists in clear in the answer that made it (the card's PDF) and nowhere else.
 */
import { ACCESS_CODE_LENGTH, isAccessCode, normaliseAccessCode } from '../cards/accessCode';
import { msg, yup } from '../validation/yup';
import { ID_MAX, listOf } from './common';
import { defineEndpoint } from './endpoint';
import { idField } from './resource';

export const CARDS_READ = ['cards.read'] as const;
export const CARDS_MANAGE = ['cards.manage'] as const;
/** A classroom, or at most this many students named one by one. */
export const ACCESS_CODE_MAX_STUDENTS = 1000;

const id = () => yup.number().integer().min(1).max(ID_MAX);

/** One student, several, or a classroom (its active registrations), for the school year (the current one by default). */
export const codeTargetBody = yup
  .object({
    studentIds: yup.array(id().required()).max(ACCESS_CODE_MAX_STUDENTS).optional(),
    classroomId: id().optional(),
    schoolYearId: id().optional(),
  })
  .test('one-target', msg('validation.studentsOrClassroom'), (value) => Boolean(value.studentIds?.length) !== Boolean(value.classroomId));
export type CodeTargetBody = yup.InferType<typeof codeTargetBody>;

export const madeCodeSchema = yup.object({
  studentId: yup.number().integer().required(),
  studentName: yup.string().required(),
  matricule: yup.string().required(),
  classroomName: yup.string().required(),
  /** In clear, once: print it now. */
  code: yup.string().required(),
});
export type MadeCode = yup.InferType<typeof madeCodeSchema>;

export const makeAccessCodes = defineEndpoint({
  method: 'POST',
  path: '/api/access_codes',
  tag: 'Student cards',
  summary: 'Make access codes',
  description: `Makes a code for each student named (\`studentIds\`) or registered in the classroom (\`classroomId\`), for the school year (\`schoolYearId\`, the current one by default), revoking any earlier code of that student and year. A code is ${ACCESS_CODE_LENGTH} characters of an alphabet without 0/O, 1/I/L, from a cryptographic source; only its hash is stored, and this answer is the only place it appears in clear. A student not registered in the year is a 400 naming \`studentIds[i]\`; a classroom with no student a 404. Audited (without the codes).`,
  access: CARDS_MANAGE,
  body: codeTargetBody,
  status: 201,
  response: listOf(madeCodeSchema),
  errors: [400, 401, 403, 404],
  example: {
    body: { studentIds: [12] },
    response: {
      data: [{ studentId: 12, studentName: 'NGONO Marie', matricule: 'STU-0012', classroomName: '6e A', code: 'K7QW3XH9MZ2P' }],
      total: 1,
    },
  },
});

export const revokeAccessCodes = defineEndpoint({
  method: 'POST',
  path: '/api/access_codes/revoke',
  tag: 'Student cards',
  summary: 'Revoke access codes',
  description:
    "Revokes the codes of the students named or of the classroom's students, for the school year (the current one by default). A revoked code answers the public lookup like a code that never existed. Answers how many codes were revoked. Audited.",
  access: CARDS_MANAGE,
  body: codeTargetBody,
  response: yup.object({ revoked: yup.number().integer().required() }),
  errors: [400, 401, 403, 404],
  example: { body: { classroomId: 1 }, response: { revoked: 42 } },
});

export const cardStatusSchema = yup.object({
  studentId: yup.number().integer().required(),
  studentName: yup.string().required(),
  matricule: yup.string().required(),
  hasPhoto: yup.boolean().required(),
  /** When the student's code in force was made; null when they have none. */
  codeMadeAt: yup.string().nullable().defined(),
});
export type CardStatus = yup.InferType<typeof cardStatusSchema>;

export const cardStatusQuery = yup.object({ classroomId: idField().required(), schoolYearId: idField().optional() });

export const listCardStatus = defineEndpoint({
  method: 'GET',
  path: '/api/access_codes',
  tag: 'Student cards',
  summary: "A classroom's students and their cards",
  description:
    "The classroom's registered students in name order, whether each has a photo, and when their code in force was made (null: no card yet, or revoked). Never the codes.",
  access: CARDS_READ,
  query: cardStatusQuery,
  response: listOf(cardStatusSchema),
  errors: [400, 401, 403, 404],
  example: {
    query: { classroomId: 1 },
    response: {
      data: [{ studentId: 12, studentName: 'NGONO Marie', matricule: 'STU-0012', hasPhoto: true, codeMadeAt: '2026-09-15T10:00:00.000Z' }],
      total: 1,
    },
  },
});

export const studentCardStatusSchema = yup.object({
  studentId: yup.number().integer().required(),
  schoolYearId: yup.number().integer().required(),
  /** Whether the student has an active registration that year: a card is made only then. */
  registered: yup.boolean().required(),
  hasPhoto: yup.boolean().required(),
  /** When the code in force was made; null when none. */
  codeMadeAt: yup.string().nullable().defined(),
  /** When the latest revoked code was revoked (a reprint revokes the one before); null when none. */
  lastRevokedAt: yup.string().nullable().defined(),
  /** How many codes (cards) were made for the student that year. */
  codesMade: yup.number().integer().required(),
});
export type StudentCardStatus = yup.InferType<typeof studentCardStatusSchema>;

export const studentCardStatus = defineEndpoint({
  method: 'GET',
  path: '/api/access_codes/students/:studentId',
  tag: 'Student cards',
  summary: "One student's card and code status",
  description:
    'For the school year (`schoolYearId`, the current one by default): whether the student is registered, has a photo, when the code in force was made, when the last one was revoked and how many were made. Never the codes. 404 for an unknown student or year.',
  access: CARDS_READ,
  params: yup.object({ studentId: id().required() }),
  query: yup.object({ schoolYearId: idField().optional() }),
  response: studentCardStatusSchema,
  errors: [400, 401, 403, 404],
  example: {
    params: { studentId: 12 },
    response: {
      studentId: 12,
      schoolYearId: 1,
      registered: true,
      hasPhoto: true,
      codeMadeAt: '2026-09-15T10:00:00.000Z',
      lastRevokedAt: null,
      codesMade: 1,
    },
  },
});

/* The public lookup ------------------------------------------------------------------------- */

export const codeParams = yup.object({
  code: yup
    .string()
    .required()
    .transform((value: string) => normaliseAccessCode(value))
    .test('access-code', msg('validation.accessCode'), (value) => isAccessCode(value ?? '')),
});

export const publicCardSchema = yup.object({
  firstName: yup.string().required(),
  lastName: yup.string().required(),
  matricule: yup.string().required(),
  classroomName: yup.string().required(),
  schoolYearName: yup.string().required(),
  /** The last day the card is valid: the school year's end. */
  validUntil: yup.string().required(),
  schoolName: yup.string().required(),
  hasPhoto: yup.boolean().required(),
  /** Only when the school's option `public_results` is on, and a report card exists. */
  reportCard: yup
    .object({
      periodType: yup.string().required(),
      period: yup.number().integer().required(),
      average: yup.number().nullable().defined(),
      rank: yup.number().integer().nullable().defined(),
      classSize: yup.number().integer().required(),
      decision: yup.string().nullable().defined(),
    })
    .nullable()
    .defined(),
});
export type PublicCard = yup.InferType<typeof publicCardSchema>;

export const lookupAccessCode = defineEndpoint({
  method: 'GET',
  path: '/api/accessCodes/student/:code',
  tag: 'Student cards',
  summary: 'Look a card up by its code (public)',
  description: `No sign-in. For a valid code: the student's names, matricule, classroom, school year and the school's name, and, only when the option \`public_results\` is on, the latest report card's summary. An unknown, revoked or expired code answers 404, the same for each. A code that cannot be one (not ${ACCESS_CODE_LENGTH} characters of the code's alphabet once spaces and dashes are dropped, whatever its length) is a 400 naming \`code\`, answered before anything is looked up or counted. Rate-limited per address and with a global budget of failures (429 with Retry-After); every lookup is logged with its time and address, never the code.`,
  access: 'public',
  params: codeParams,
  response: publicCardSchema,
  errors: [400, 404, 429],
  example: {
    params: { code: 'K7QW3XH9MZ2P' },
    response: {
      firstName: 'Marie',
      lastName: 'NGONO',
      matricule: 'STU-0012',
      classroomName: '6e A',
      schoolYearName: '2026-2027',
      validUntil: '2027-07-31',
      schoolName: 'Lycée bilingue de démonstration',
      hasPhoto: true,
      reportCard: null,
    },
  },
});

export const lookupPhoto = defineEndpoint({
  method: 'GET',
  path: '/api/accessCodes/student/:code/photo',
  tag: 'Student cards',
  summary: "The card's photo (public)",
  description:
    'The photo of the student whose code it is (JPEG), under the same rules as the lookup: 404 for an unknown, revoked or expired code, or a student without a photo; 400 naming `code` for a code that cannot be one.',
  access: 'public',
  params: codeParams,
  produces: ['image/jpeg'],
  response: yup.mixed(),
  errors: [400, 404, 429],
  example: { params: { code: 'K7QW3XH9MZ2P' }, response: undefined },
});

export const accessCodeEndpoints = [
  makeAccessCodes,
  revokeAccessCodes,
  listCardStatus,
  lookupAccessCode,
  lookupPhoto,
  studentCardStatus,
] as const;
