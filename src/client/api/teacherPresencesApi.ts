import type { BodyOf, ParamsOf, QueryOf, ResponseOf } from '../../domain/contract/endpoint';
import {
  createTeacherPresence,
  deleteTeacherPresence,
  listTeacherPresences,
  periodicStat,
  saveDay,
  showDay,
  showDayFiltered,
  updateTeacherPresence,
  type ShowDayMode,
} from '../../domain/contract/teacherPresences';
import { baseApi } from './baseApi';
import { contractRequest } from './contractRequest';

export interface ShowDayArgs {
  date: string;
  mode: ShowDayMode;
  /** A classroom id (mode classroom) or a teacher id (mode teacher) to narrow the day to. */
  extra?: number | null;
}

/*
 * Everything presence shows (the day, the figures, the records, the statements) is tagged
 * 'TeacherPresence'; a record saved refreshes it all, and the part-time pay computed from it. A
 * refused save changed nothing, so it refreshes nothing.
 */
const onSuccess = (result: unknown) => (result ? (['TeacherPresence', 'TeacherPay'] as const) : ([] as const));

/** Teacher presence: the spec's calls (domain/contract/teacherPresences.ts). */
export const teacherPresencesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    showDay: build.query<ResponseOf<typeof showDay>, ShowDayArgs>({
      query: ({ date, mode, extra }) =>
        extra ? contractRequest(showDayFiltered, { params: { date, mode, extra } }) : contractRequest(showDay, { params: { date, mode } }),
      providesTags: ['TeacherPresence'],
    }),
    saveDay: build.mutation<ResponseOf<typeof saveDay>, BodyOf<typeof saveDay>>({
      query: (body) => contractRequest(saveDay, { body }),
      invalidatesTags: (result) => [...onSuccess(result)],
    }),
    periodicStat: build.query<ResponseOf<typeof periodicStat>, ParamsOf<typeof periodicStat>>({
      query: (params) => contractRequest(periodicStat, { params }),
      providesTags: ['TeacherPresence'],
    }),
    listTeacherPresences: build.query<ResponseOf<typeof listTeacherPresences>, Partial<QueryOf<typeof listTeacherPresences>> | void>({
      query: (query) => contractRequest(listTeacherPresences, { query }),
      providesTags: ['TeacherPresence'],
    }),
    createTeacherPresence: build.mutation<ResponseOf<typeof createTeacherPresence>, BodyOf<typeof createTeacherPresence>>({
      query: (body) => contractRequest(createTeacherPresence, { body }),
      invalidatesTags: (result) => [...onSuccess(result)],
    }),
    updateTeacherPresence: build.mutation<
      ResponseOf<typeof updateTeacherPresence>,
      ParamsOf<typeof updateTeacherPresence> & { body: BodyOf<typeof updateTeacherPresence> }
    >({
      query: ({ body, ...params }) => contractRequest(updateTeacherPresence, { params, body }),
      invalidatesTags: (result) => [...onSuccess(result)],
    }),
    deleteTeacherPresence: build.mutation<ResponseOf<typeof deleteTeacherPresence>, number>({
      query: (id) => contractRequest(deleteTeacherPresence, { params: { id } }),
      invalidatesTags: (result) => [...onSuccess(result)],
    }),
  }),
});

export const {
  useShowDayQuery,
  useSaveDayMutation,
  usePeriodicStatQuery,
  useListTeacherPresencesQuery,
  useCreateTeacherPresenceMutation,
  useUpdateTeacherPresenceMutation,
  useDeleteTeacherPresenceMutation,
} = teacherPresencesApi;
