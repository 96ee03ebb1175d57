import type { ResponseOf } from '../../domain/contract/endpoint';
import {
  annualSheet,
  bisequenceSheet,
  lmdAnnualSheet,
  lmdTermSheet,
  sequenceSheet,
  studentResults,
  type LmdSheetAnswer,
  type SecondarySheetAnswer,
} from '../../domain/contract/sheets';
import type { ApiArgs } from './baseApi';
import { baseApi } from './baseApi';
import { contractRequest } from './contractRequest';
import { marksTag } from './marksApi';

/** Which sheet of a classroom: one kind per contract endpoint. */
export type SheetArgs =
  | { kind: 'sequence'; classroomId: number; sequence: number }
  | { kind: 'bisequence'; classroomId: number; sequenceA: number; sequenceB: number }
  | { kind: 'annual'; classroomId: number }
  | { kind: 'lmdTerm'; classroomId: number; term: 1 | 2 | 3 }
  | { kind: 'lmdAnnual'; classroomId: number };

/** A sheet with the grading system that reads it. */
export type SheetAnswer = { system: 'sequence'; sheet: SecondarySheetAnswer } | { system: 'lmd'; sheet: LmdSheetAnswer };

function sheetRequest(args: SheetArgs): ApiArgs {
  switch (args.kind) {
    case 'sequence':
      return contractRequest(sequenceSheet, { params: { classroomId: args.classroomId, sequence: args.sequence } });
    case 'bisequence':
      return contractRequest(bisequenceSheet, {
        params: { classroomId: args.classroomId, sequenceA: args.sequenceA, sequenceB: args.sequenceB },
      });
    case 'annual':
      return contractRequest(annualSheet, { params: { classroomId: args.classroomId } });
    case 'lmdTerm':
      return contractRequest(lmdTermSheet, { params: { classroomId: args.classroomId }, query: { term: args.term } });
    case 'lmdAnnual':
      return contractRequest(lmdAnnualSheet, { query: { classroomId: args.classroomId } });
  }
}

type AnyAnswer = ResponseOf<typeof sequenceSheet> | ResponseOf<typeof lmdTermSheet>;

/**
 * Mark sheets (domain/contract/sheets.ts): one endpoint for the five kinds, so a screen declares
 * one query for the sheet it shows. A sheet is tagged with its classroom's marks, so a saved mark
 * refreshes that classroom's sheets only.
 */
export const sheetsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    sheet: build.query<SheetAnswer, SheetArgs>({
      query: sheetRequest,
      transformResponse: (sheet: AnyAnswer, _meta, { kind }) =>
        kind === 'lmdTerm' || kind === 'lmdAnnual'
          ? { system: 'lmd', sheet: sheet as LmdSheetAnswer }
          : { system: 'sequence', sheet: sheet as SecondarySheetAnswer },
      providesTags: (_result, _error, { classroomId }) => [marksTag(classroomId)],
    }),
    /** One student's periods, as the sheets give them (the student's page). */
    studentResults: build.query<ResponseOf<typeof studentResults>, { studentId: number; schoolYearId: number }>({
      query: ({ studentId, schoolYearId }) => contractRequest(studentResults, { params: { id: studentId, schoolYearId } }),
      providesTags: (result) => (result?.classroomId ? [marksTag(result.classroomId)] : []),
    }),
  }),
});

export const { useSheetQuery, useStudentResultsQuery } = sheetsApi;
