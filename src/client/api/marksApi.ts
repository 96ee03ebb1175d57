import type { BulkMarksBody, BulkResult, EntryList } from '../../domain/contract/marks';
import type { EvaluationType } from '../../domain/enums';
import { baseApi } from './baseApi';

export interface SequenceListArgs {
  classroomId: number;
  classCourseId: number;
  sequence: number;
}

export interface LmdListArgs {
  classroomId: number;
  classCourseId: number;
  term: number;
  type: EvaluationType;
}

export type SaveSequenceArgs = Omit<SequenceListArgs, 'classroomId'> & { body: BulkMarksBody };
export type SaveLmdArgs = Omit<LmdListArgs, 'classroomId'> & { body: BulkMarksBody };

// A refused or unsent save changed nothing: refetching then would only add calls to a dead line.
const savedOnly = (result: BulkResult | undefined) => (result ? (['Marks'] as const) : []);

/** The teacher's entry lists and their bulk saves (domain/contract/marks.ts). */
export const marksApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    classroomMarks: build.query<EntryList, SequenceListArgs>({
      query: ({ classroomId, classCourseId, sequence }) => `/api/classroom-marks/${classroomId}/${classCourseId}/${sequence}`,
      providesTags: ['Marks'],
    }),
    classroomMarksLmd: build.query<EntryList, LmdListArgs>({
      query: ({ classroomId, classCourseId, term, type }) => ({
        url: `/api/classroom-marks-lmd/${classroomId}`,
        params: { classCourseId: String(classCourseId), term: String(term), type },
      }),
      providesTags: ['Marks'],
    }),
    saveBulkMarks: build.mutation<BulkResult, SaveSequenceArgs>({
      query: ({ classCourseId, sequence, body }) => ({ url: `/api/save-bulk-marks/${classCourseId}/${sequence}`, method: 'POST', body }),
      invalidatesTags: savedOnly,
    }),
    saveBulkMarksLmd: build.mutation<BulkResult, SaveLmdArgs>({
      query: ({ classCourseId, term, type, body }) => ({ url: `/api/save-bulk-marks-lmd/${classCourseId}/${term}/${encodeURIComponent(type)}`, method: 'POST', body }),
      invalidatesTags: savedOnly,
    }),
  }),
});

export const { useClassroomMarksQuery, useClassroomMarksLmdQuery, useSaveBulkMarksMutation, useSaveBulkMarksLmdMutation } = marksApi;
