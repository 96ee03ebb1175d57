import type { BodyOf, QueryOf, ResponseOf } from '../../domain/contract/endpoint';
import { justifyAbsences, justifySelection, listAbsences, removeJustification } from '../../domain/contract/absences';
import { baseApi } from './baseApi';
import { contractRequest } from './contractRequest';
import { listTags } from './resource';

/*
 * A justification moves the student's hours between justified and unjustified: their record, the
 * statistics and the suggestions still pending change with it (a confirmed sanction never does).
 */
const JUSTIFICATION_EFFECTS = ['Attendance', 'Suggestions', 'Statistics'] as const;

/** Absences as the discipline office reads and justifies them (the roll call lives in absencesApi.ts). */
export const justificationsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listAbsences: build.query<ResponseOf<typeof listAbsences>, Partial<QueryOf<typeof listAbsences>>>({
      query: (query) => contractRequest(listAbsences, { query }),
      providesTags: (result) => [...listTags('Attendance', result), 'Attendance'],
    }),
    /** Every absence of a student over a date range, with one reason. */
    justifyAbsences: build.mutation<ResponseOf<typeof justifyAbsences>, BodyOf<typeof justifyAbsences>>({
      query: (body) => contractRequest(justifyAbsences, { body }),
      invalidatesTags: [...JUSTIFICATION_EFFECTS],
    }),
    /** The absences ticked in a list, all or none. */
    justifySelection: build.mutation<ResponseOf<typeof justifySelection>, BodyOf<typeof justifySelection>>({
      query: (body) => contractRequest(justifySelection, { body }),
      invalidatesTags: [...JUSTIFICATION_EFFECTS],
    }),
    removeJustification: build.mutation<ResponseOf<typeof removeJustification>, number>({
      query: (id) => contractRequest(removeJustification, { params: { id } }),
      invalidatesTags: [...JUSTIFICATION_EFFECTS],
    }),
  }),
});

export const { useListAbsencesQuery, useJustifyAbsencesMutation, useJustifySelectionMutation, useRemoveJustificationMutation } =
  justificationsApi;
