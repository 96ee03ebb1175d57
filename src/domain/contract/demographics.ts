import { INTAKES, OLDEST_AGE_ROW, YOUNGEST_AGE_ROW } from '../statistics/demographics';
import { yup } from '../validation/yup';
import { ID_MAX, PDF_TYPE, XLSX_TYPE } from './common';
import { defineEndpoint } from './endpoint';
import { allOrId } from './statistics';

const count = () => yup.number().integer().required();
const sexCounts = { male: count(), female: count(), total: count() };

export const demographicsSchema = yup.object({
  schoolYearId: count(),
  schoolYearName: yup.string().required(),
  /** The day ages are taken on: the school year's start. */
  startsOn: yup.string().required(),
  /** The school year before (the latest one starting earlier), against which newcomers are told from returning students; null when there is none. */
  previousSchoolYearId: yup.number().integer().nullable().defined(),
  /** The filters, null for `all`. */
  levelId: yup.number().integer().nullable().defined(),
  classroomId: yup.number().integer().nullable().defined(),
  totals: yup.object(sexCounts).required(),
  /** One row per age at the start of the year, the first "or younger" (`minAge` null), the last "or older" (`maxAge` null). */
  ages: yup
    .array(
      yup.object({
        minAge: yup.number().integer().nullable().defined(),
        maxAge: yup.number().integer().nullable().defined(),
        ...sexCounts,
      }),
    )
    .required(),
  /** Students with no birth date. */
  unknownAge: yup.object(sexCounts).required(),
  levels: yup.array(yup.object({ levelId: count(), levelName: yup.string().required(), ...sexCounts })).required(),
  /** Every classroom taken, an empty one with zeros. */
  classrooms: yup
    .array(
      yup.object({
        classroomId: count(),
        name: yup.string().required(),
        levelId: count(),
        levelName: yup.string().required(),
        ...sexCounts,
      }),
    )
    .required(),
  /** new: not registered in the school the year before; returning: registered then and not repeating; repeating: marked repeating on the registration. */
  intakes: yup.array(yup.object({ intake: yup.string().required().oneOf(INTAKES), ...sexCounts })).required(),
});
export type Demographics = yup.InferType<typeof demographicsSchema>;

const params = yup.object({
  schoolYearId: yup.number().integer().min(1).max(ID_MAX).required(),
  levelId: allOrId(),
  classroomId: allOrId(),
});

const DESCRIPTION = `Path parameters: \`schoolYearId\` (the school year, 404 when unknown); \`levelId\`, a level's id or \`all\` (404 for an unknown level); \`classroomId\`, a classroom's id or \`all\` (404 for an unknown classroom; 400 naming \`classroomId\` when it is not of the school year, or not of the level given). Students counted are those registered in the year's classrooms taken as of a day: today while the year runs, its first day before it begins, its last once it has ended (one each: a student who changed classroom counts where they were that day; those who had left by then are not counted). Ages are whole years on the year's start date (a birthday on that day counts), in rows from ${YOUNGEST_AGE_ROW} or younger to ${OLDEST_AGE_ROW} or older; students with no birth date are counted apart. A student is new when they had no registration in the school year before (the latest starting earlier), returning when they had one, repeating when their registration says so.`;

const example: Demographics = {
  schoolYearId: 1,
  schoolYearName: '2026-2027',
  startsOn: '2026-09-07',
  previousSchoolYearId: null,
  levelId: null,
  classroomId: null,
  totals: { male: 204, female: 196, total: 400 },
  ages: [
    { minAge: null, maxAge: 10, male: 2, female: 4, total: 6 },
    { minAge: 11, maxAge: 11, male: 40, female: 38, total: 78 },
    { minAge: 12, maxAge: 12, male: 162, female: 154, total: 316 },
  ],
  unknownAge: { male: 0, female: 0, total: 0 },
  levels: [{ levelId: 1, levelName: '6e', male: 204, female: 196, total: 400 }],
  classrooms: [{ classroomId: 1, name: '6e A', levelId: 1, levelName: '6e', male: 26, female: 24, total: 50 }],
  intakes: [
    { intake: 'new', male: 180, female: 170, total: 350 },
    { intake: 'returning', male: 0, female: 0, total: 0 },
    { intake: 'repeating', male: 24, female: 26, total: 50 },
  ],
};

export const demographics = defineEndpoint({
  method: 'GET',
  path: '/api/statistics/demographics/:schoolYearId/:levelId/:classroomId',
  tag: 'Statistics',
  summary: 'Students by sex, age at the start of the year, level, classroom and intake (new, returning, repeating)',
  description: `${DESCRIPTION} The figures of the return a school sends its ministry at the start of the year.`,
  access: ['statistics.read'],
  params,
  response: demographicsSchema,
  errors: [400, 401, 403, 404],
  example: { params: { schoolYearId: 1, levelId: 'all', classroomId: 'all' }, response: example },
});

export const demographicsXlsx = defineEndpoint({
  method: 'GET',
  path: '/api/statistics/demographics/:schoolYearId/:levelId/:classroomId/xlsx',
  tag: 'Statistics',
  summary: 'The demographic return (.xlsx)',
  description: `The same tables as \`GET /api/statistics/demographics/…\`, with their totals, under the school's name and the year, in the caller's language. ${DESCRIPTION}`,
  access: ['statistics.read'],
  params,
  produces: [XLSX_TYPE],
  response: yup.mixed(),
  errors: [400, 401, 403, 404],
  example: { params: { schoolYearId: 1, levelId: 'all', classroomId: 'all' }, response: undefined },
});

export const demographicsPdf = defineEndpoint({
  method: 'GET',
  path: '/api/statistics/demographics/:schoolYearId/:levelId/:classroomId/pdf',
  tag: 'Statistics',
  summary: 'The demographic return (PDF)',
  description: `The same tables as \`GET /api/statistics/demographics/…\` on A4, under the school's name and the year, in the caller's language (English for languages the PDF fonts cannot write). ${DESCRIPTION}`,
  access: ['statistics.read'],
  params,
  produces: [PDF_TYPE],
  response: yup.mixed(),
  errors: [400, 401, 403, 404],
  example: { params: { schoolYearId: 1, levelId: 'all', classroomId: 'all' }, response: undefined },
});
