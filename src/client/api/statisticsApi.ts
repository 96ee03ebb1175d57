import type { ParamsOf, ResponseOf } from '../../domain/contract/endpoint';
import { absenceStatistics, averageMarks, averageMarksLmd, kpis } from '../../domain/contract/statistics';
import type { PeriodType } from '../../domain/grading/periods';
import { baseApi } from './baseApi';
import { contractRequest } from './contractRequest';

/** Which averages to compute: a school year, `all` or one level and classroom, and a period. */
export interface AverageMarksQuery {
  schoolYearId: number;
  levelId: number | 'all';
  classroomId: number | 'all';
  periodType: PeriodType;
  /** 1-6 for a sequence, 1-3 for a trimester, 1-2 for an LMD term, 0 for the year. */
  period: number;
}

/** The path names `all` or an id, as text. */
const averageMarksParams = ({ levelId, classroomId, ...rest }: AverageMarksQuery): ParamsOf<typeof averageMarks> => ({
  ...rest,
  levelId: String(levelId),
  classroomId: String(classroomId),
});

/** Absence figures: a school year, `all` or one level and classroom, and a period (`trimester-1`, `2026-10`...). */
export interface AbsenceStatisticsQuery {
  schoolYearId: number;
  levelId: number | 'all';
  classroomId: number | 'all';
  period: string;
}

export const statisticsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Head counts of a school year for the dashboard. */
    kpis: build.query<ResponseOf<typeof kpis>, number>({
      query: (schoolYearId) => contractRequest(kpis, { params: { schoolYearId } }),
      providesTags: ['Kpis'],
    }),
    /** Averages and success rates of secondary classrooms (sequence, trimester or annual); any saved mark may change them. */
    averageMarks: build.query<ResponseOf<typeof averageMarks>, AverageMarksQuery>({
      query: (query) => contractRequest(averageMarks, { params: averageMarksParams(query) }),
      providesTags: ['Statistics'],
    }),
    /** The same for LMD classrooms (term or annual); the server answers 404 while lmdEnabled is off. */
    averageMarksLmd: build.query<ResponseOf<typeof averageMarksLmd>, AverageMarksQuery>({
      query: (query) => contractRequest(averageMarksLmd, { params: averageMarksParams(query) }),
      providesTags: ['Statistics'],
    }),
    /** Justified and unjustified hours and lateness by classroom and student; roll calls and justifications change them. */
    absenceStatistics: build.query<ResponseOf<typeof absenceStatistics>, AbsenceStatisticsQuery>({
      query: ({ levelId, classroomId, ...rest }) =>
        contractRequest(absenceStatistics, { params: { ...rest, levelId: String(levelId), classroomId: String(classroomId) } }),
      providesTags: ['Statistics', 'Attendance'],
    }),
  }),
});

export const { useKpisQuery, useAverageMarksQuery, useAverageMarksLmdQuery, useAbsenceStatisticsQuery } = statisticsApi;
