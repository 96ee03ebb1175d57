import type { BodyOf, QueryOf, ResponseOf } from '../../domain/contract/endpoint';
import {
  cancelSanction,
  confirmSuggestion,
  createSanction,
  disciplineBoard,
  dismissSuggestion,
  getSanction,
  listSanctions,
  listSuggestions,
  sanctionNotice,
  studentRecord,
  updateSanction,
} from '../../domain/contract/discipline';
import type { ReportCardLanguage } from '../../domain/contract/reportCards';
import { baseApi } from './baseApi';
import { contractRequest } from './contractRequest';
import { downloadFile } from './files';
import { listTags } from './resource';

export type SanctionArgs = BodyOf<typeof createSanction> & { id?: number };

/*
 * A sanction counts in the student's record (consigne hours, exclusion days) and in the threshold
 * suggestions (consigne hours add to the unjustified ones), so writing one refreshes both; the
 * record is tagged by every type it shows.
 */
const SANCTION_EFFECTS = ['Sanctions', 'Suggestions', 'Attendance'] as const;

/** The discipline office's screens (domain/contract/discipline.ts): the day's board, records, sanctions, suggestions. */
export const disciplineApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The roll calls of a date (`YYYY-MM-DD`), taken and missing; any roll call saved changes it. */
    disciplineBoard: build.query<ResponseOf<typeof disciplineBoard>, string>({
      query: (date) => contractRequest(disciplineBoard, { params: { date } }),
      providesTags: ['Attendance'],
    }),
    studentRecord: build.query<ResponseOf<typeof studentRecord>, { studentId: number; schoolYearId: number }>({
      query: (params) => contractRequest(studentRecord, { params }),
      providesTags: ['Attendance', 'Sanctions', 'Suggestions'],
    }),
    listSanctions: build.query<ResponseOf<typeof listSanctions>, Partial<QueryOf<typeof listSanctions>>>({
      query: (query) => contractRequest(listSanctions, { query }),
      providesTags: (result) => listTags('Sanctions', result),
    }),
    getSanction: build.query<ResponseOf<typeof getSanction>, number>({
      query: (id) => contractRequest(getSanction, { params: { id } }),
      providesTags: (_result, _error, id) => [{ type: 'Sanctions', id }],
    }),
    /** POST without an id, PUT (a correction) with one. */
    saveSanction: build.mutation<ResponseOf<typeof createSanction>, SanctionArgs>({
      query: ({ id, ...body }) =>
        id ? contractRequest(updateSanction, { params: { id }, body }) : contractRequest(createSanction, { body }),
      invalidatesTags: [...SANCTION_EFFECTS, 'Statistics'],
    }),
    cancelSanction: build.mutation<ResponseOf<typeof cancelSanction>, { id: number } & BodyOf<typeof cancelSanction>>({
      query: ({ id, ...body }) => contractRequest(cancelSanction, { params: { id }, body }),
      invalidatesTags: [...SANCTION_EFFECTS, 'Statistics'],
    }),
    /** Also brings the suggestions up to date on the server, hence a query that any absence change refreshes. */
    listSuggestions: build.query<ResponseOf<typeof listSuggestions>, Partial<QueryOf<typeof listSuggestions>>>({
      query: (query) => contractRequest(listSuggestions, { query }),
      providesTags: ['Suggestions', 'Attendance'],
    }),
    confirmSuggestion: build.mutation<ResponseOf<typeof confirmSuggestion>, { id: number } & BodyOf<typeof confirmSuggestion>>({
      query: ({ id, ...body }) => contractRequest(confirmSuggestion, { params: { id }, body }),
      invalidatesTags: [...SANCTION_EFFECTS],
    }),
    dismissSuggestion: build.mutation<ResponseOf<typeof dismissSuggestion>, number>({
      query: (id) => contractRequest(dismissSuggestion, { params: { id } }),
      invalidatesTags: ['Suggestions'],
    }),
  }),
});

export const {
  useDisciplineBoardQuery,
  useStudentRecordQuery,
  useListSanctionsQuery,
  useGetSanctionQuery,
  useSaveSanctionMutation,
  useCancelSanctionMutation,
  useListSuggestionsQuery,
  useConfirmSuggestionMutation,
  useDismissSuggestionMutation,
} = disciplineApi;

/** A sanction's notice to the guardians, as PDF, in French or English. */
export const downloadSanctionNotice = (id: number, lang: ReportCardLanguage) =>
  downloadFile(contractRequest(sanctionNotice, { params: { id }, query: { lang } }));
