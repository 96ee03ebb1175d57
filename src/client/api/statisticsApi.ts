import type { Kpis } from '../../domain/contract/statistics';
import { baseApi } from './baseApi';

export const statisticsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Head counts of a school year for the dashboard. */
    kpis: build.query<Kpis, number>({
      query: (schoolYearId) => `/api/statistics/kpis/${schoolYearId}`,
      providesTags: ['Kpis'],
    }),
  }),
});

export const { useKpisQuery } = statisticsApi;
