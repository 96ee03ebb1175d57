import type { ResponseOf } from '../../domain/contract/endpoint';
import { demographics, demographicsPdf, demographicsXlsx } from '../../domain/contract/demographics';
import { baseApi } from './baseApi';
import { contractRequest } from './contractRequest';
import { downloadFile } from './files';

/** Whose figures: a school year, and `all` or one level and classroom. */
export interface DemographicsQuery {
  schoolYearId: number;
  levelId: number | 'all';
  classroomId: number | 'all';
}

/** The path names `all` or an id, as text. */
const paramsOf = ({ schoolYearId, levelId, classroomId }: DemographicsQuery) => ({
  schoolYearId,
  levelId: String(levelId),
  classroomId: String(classroomId),
});

/**
 * The demographic return (domain/contract/demographics.ts): students by sex, age, level, classroom
 * and intake. A registration made, moved or ended ('Registrations'), or a student's birth date or
 * sex edited ('Students'), changes it.
 */
export const demographicsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    demographics: build.query<ResponseOf<typeof demographics>, DemographicsQuery>({
      query: (query) => contractRequest(demographics, { params: paramsOf(query) }),
      providesTags: ['Statistics', 'Registrations', 'Students'],
    }),
  }),
});

export const { useDemographicsQuery } = demographicsApi;

/** The same return as .xlsx or PDF (what a school sends its ministry), in the interface's language. */
export const downloadDemographics = (query: DemographicsQuery, format: 'pdf' | 'xlsx') =>
  downloadFile(contractRequest(format === 'pdf' ? demographicsPdf : demographicsXlsx, { params: paramsOf(query) }));
