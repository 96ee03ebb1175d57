import type { BodyOf, ParamsOf, QueryOf, ResponseOf } from '../../domain/contract/endpoint';
import { classroomMarks, classroomMarksLmd, saveBulkMarks, saveBulkMarksLmd, type BulkResult } from '../../domain/contract/marks';
import { baseApi } from './baseApi';
import { contractRequest } from './contractRequest';

export type SequenceListArgs = ParamsOf<typeof classroomMarks>;
export type LmdListArgs = ParamsOf<typeof classroomMarksLmd> & QueryOf<typeof classroomMarksLmd>;

/** The classroom is not sent: it names what the save refreshes (that classroom's lists and sheets). */
export type SaveSequenceArgs = ParamsOf<typeof saveBulkMarks> & { classroomId: number; body: BodyOf<typeof saveBulkMarks> };
export type SaveLmdArgs = ParamsOf<typeof saveBulkMarksLmd> & { classroomId: number; body: BodyOf<typeof saveBulkMarksLmd> };

/** A classroom's entry lists and sheets: what a mark saved in that classroom changes. */
export const marksTag = (classroomId: number) => ({ type: 'Marks' as const, id: classroomId });

/*
 * A save changes its classroom's lists and sheets, and the statistics, which sum over classrooms.
 * A refused or unsent save changed nothing: refetching then would only add calls to a dead line.
 */
const savedOnly = (result: BulkResult | undefined, _error: unknown, { classroomId }: { classroomId: number }) =>
  result ? [marksTag(classroomId), 'Statistics' as const] : [];

/** The teacher's entry lists and their bulk saves (domain/contract/marks.ts). */
export const marksApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    classroomMarks: build.query<ResponseOf<typeof classroomMarks>, SequenceListArgs>({
      query: (params) => contractRequest(classroomMarks, { params }),
      providesTags: (_result, _error, { classroomId }) => [marksTag(classroomId)],
    }),
    classroomMarksLmd: build.query<ResponseOf<typeof classroomMarksLmd>, LmdListArgs>({
      query: ({ classroomId, ...query }) => contractRequest(classroomMarksLmd, { params: { classroomId }, query }),
      providesTags: (_result, _error, { classroomId }) => [marksTag(classroomId)],
    }),
    saveBulkMarks: build.mutation<ResponseOf<typeof saveBulkMarks>, SaveSequenceArgs>({
      query: ({ classCourseId, sequence, body }) => contractRequest(saveBulkMarks, { params: { classCourseId, sequence }, body }),
      invalidatesTags: savedOnly,
    }),
    saveBulkMarksLmd: build.mutation<ResponseOf<typeof saveBulkMarksLmd>, SaveLmdArgs>({
      query: ({ classCourseId, term, type, body }) => contractRequest(saveBulkMarksLmd, { params: { classCourseId, term, type }, body }),
      invalidatesTags: savedOnly,
    }),
  }),
});

export const { useClassroomMarksQuery, useClassroomMarksLmdQuery, useSaveBulkMarksMutation, useSaveBulkMarksLmdMutation } = marksApi;
