import type { AverageMarks, Kpis } from '../../domain/contract/statistics';
import type { PeriodType } from '../../domain/grading/periods';
import { baseApi } from './baseApi';

/** Which averages to compute: a school year, `all` or one level and classroom, and a period. */
export interface AverageMarksQuery {
  schoolYearId: number;
  levelId: number | 'all';
  classroomId: number | 'all';
  periodType: PeriodType;
  /** 1-6 for a sequence, 1-3 for a trimester, 1-2 for an LMD term, 0 for the year. */
  period: number;
}

const averageMarksPath = (prefix: string, { schoolYearId, levelId, classroomId, periodType, period }: AverageMarksQuery) =>
  `${prefix}/average-marks/${schoolYearId}/${levelId}/${classroomId}/${periodType}/${period}`;

export const statisticsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Head counts of a school year for the dashboard. */
    kpis: build.query<Kpis, number>({
      query: (schoolYearId) => `/api/statistics/kpis/${schoolYearId}`,
      providesTags: ['Kpis'],
    }),
    /** Averages and success rates of secondary classrooms (sequence, trimester or annual). */
    averageMarks: build.query<AverageMarks, AverageMarksQuery>({
      query: (query) => averageMarksPath('/api/statistics', query),
      providesTags: ['Marks'],
    }),
    /** The same for LMD classrooms (term or annual); the server answers 404 while lmdEnabled is off. */
    averageMarksLmd: build.query<AverageMarks, AverageMarksQuery>({
      query: (query) => averageMarksPath('/api/statistics-lmd', query),
      providesTags: ['Marks'],
    }),
  }),
});

export const { useKpisQuery, useAverageMarksQuery, useAverageMarksLmdQuery } = statisticsApi;
