import type { ReportCardBatch, StartReportCardBatchBody } from '../../domain/contract/reportCards';
import type { LmdSheetAnswer, SecondarySheetAnswer } from '../../domain/contract/sheets';
import { baseApi } from './baseApi';

export interface SequenceSheetArgs {
  classroomId: number;
  sequence: number;
}

export interface BisequenceSheetArgs {
  classroomId: number;
  sequenceA: number;
  sequenceB: number;
}

export interface LmdTermSheetArgs {
  classroomId: number;
  term: 1 | 2 | 3;
}

export type StartBatchArgs = Pick<StartReportCardBatchBody, 'periodType' | 'period' | 'lang'>;

/**
 * Mark sheets (domain/contract/sheets.ts) and the whole school's report-card batches
 * (domain/contract/reportCards.ts). Sheets provide 'Marks', so a saved mark refreshes them.
 * A classroom's or a student's report card is a PDF: it goes through api/files.ts instead.
 */
export const sheetsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    sequenceSheet: build.query<SecondarySheetAnswer, SequenceSheetArgs>({
      query: ({ classroomId, sequence }) => `/api/classroom-sequence-sheet/${classroomId}/${sequence}`,
      providesTags: ['Marks'],
    }),
    bisequenceSheet: build.query<SecondarySheetAnswer, BisequenceSheetArgs>({
      query: ({ classroomId, sequenceA, sequenceB }) => `/api/classroom-bisequence-sheet/${classroomId}/${sequenceA}/${sequenceB}`,
      providesTags: ['Marks'],
    }),
    annualSheet: build.query<SecondarySheetAnswer, number>({
      query: (classroomId) => `/api/classroom-annual-sheet/${classroomId}`,
      providesTags: ['Marks'],
    }),
    lmdTermSheet: build.query<LmdSheetAnswer, LmdTermSheetArgs>({
      query: ({ classroomId, term }) => ({ url: `/api/classroom-sheet-lmd/${classroomId}`, params: { term: String(term) } }),
      providesTags: ['Marks'],
    }),
    lmdAnnualSheet: build.query<LmdSheetAnswer, number>({
      query: (classroomId) => ({ url: '/api/classroom-annual-sheet-lmd', params: { classroomId: String(classroomId) } }),
      providesTags: ['Marks'],
    }),

    startReportCardBatch: build.mutation<ReportCardBatch, StartBatchArgs>({
      query: (body) => ({ url: '/api/report-card-batches', method: 'POST', body }),
    }),
    /** Polled while the batch runs (the screen sets pollingInterval). */
    reportCardBatch: build.query<ReportCardBatch, string>({
      query: (id) => `/api/report-card-batches/${encodeURIComponent(id)}`,
      keepUnusedDataFor: 0,
    }),
  }),
});

export const {
  useSequenceSheetQuery,
  useBisequenceSheetQuery,
  useAnnualSheetQuery,
  useLmdTermSheetQuery,
  useLmdAnnualSheetQuery,
  useStartReportCardBatchMutation,
  useReportCardBatchQuery,
} = sheetsApi;
