import { yup } from '../validation/yup';
import { defineEndpoint } from './endpoint';

export const kpisResponse = yup.object({
  schoolYearId: yup.number().integer().required(),
  students: yup
    .object({
      total: yup.number().integer().required(),
      male: yup.number().integer().required(),
      female: yup.number().integer().required(),
    })
    .required(),
  classrooms: yup.number().integer().required(),
  staff: yup.number().integer().required(),
  teachers: yup.number().integer().required(),
});
export type Kpis = yup.InferType<typeof kpisResponse>;

export const kpis = defineEndpoint({
  method: 'GET',
  path: '/api/statistics/kpis/:schoolYearId',
  tag: 'Statistics',
  summary: 'Head counts for the dashboard',
  description:
    'Students registered in the school year (active registrations) by sex, classrooms of the year, active staff users, and teachers among them.',
  access: ['dashboard.read'],
  params: yup.object({ schoolYearId: yup.number().integer().min(1).required() }),
  response: kpisResponse,
  errors: [400, 401, 403, 404],
  example: {
    params: { schoolYearId: 1 },
    response: { schoolYearId: 1, students: { total: 400, male: 204, female: 196 }, classrooms: 12, staff: 19, teachers: 12 },
  },
});
