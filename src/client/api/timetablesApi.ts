import type { BodyOf, ParamsOf, QueryOf, ResponseOf } from '../../domain/contract/endpoint';
import { copyClassroomSlots, copyTimetable, listSlots, saveClassroomSlots, timetables } from '../../domain/contract/timetables';
import { baseApi } from './baseApi';
import { contractRequest } from './contractRequest';
import { deleteEndpoint, listEndpoint, saveEndpoint } from './resource';

/** A timetable's slots, as tagged: its id, or its classroom's; any save changes the days shown. */
const slotsTag = (timetableId: number) => ({ type: 'Timetables' as const, id: `slots-${timetableId}` });

/** The weekly timetables and their slots (domain/contract/timetables.ts). */
export const timetablesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listTimetables: listEndpoint(build, timetables.list, 'Timetables'),
    saveTimetable: saveEndpoint(build, timetables, 'Timetables', ['TeacherPresence']),
    deleteTimetable: deleteEndpoint(build, timetables, 'Timetables', ['TeacherPresence']),
    listSlots: build.query<ResponseOf<typeof listSlots>, ParamsOf<typeof listSlots> & Partial<QueryOf<typeof listSlots>>>({
      query: ({ id, ...query }) => contractRequest(listSlots, { params: { id }, query }),
      providesTags: (_result, _error, { id }) => [slotsTag(id)],
    }),
    saveClassroomSlots: build.mutation<
      ResponseOf<typeof saveClassroomSlots>,
      ParamsOf<typeof saveClassroomSlots> & { body: BodyOf<typeof saveClassroomSlots> }
    >({
      query: ({ body, ...params }) => contractRequest(saveClassroomSlots, { params, body }),
      invalidatesTags: (result, _error, { id }) =>
        result ? [slotsTag(id), { type: 'Timetables', id }, { type: 'Timetables', id: 'LIST' }, 'TeacherPresence'] : [],
    }),
    copyClassroomSlots: build.mutation<
      ResponseOf<typeof copyClassroomSlots>,
      ParamsOf<typeof copyClassroomSlots> & { body: BodyOf<typeof copyClassroomSlots> }
    >({
      query: ({ body, ...params }) => contractRequest(copyClassroomSlots, { params, body }),
      invalidatesTags: (result, _error, { id }) =>
        result ? [slotsTag(id), { type: 'Timetables', id }, { type: 'Timetables', id: 'LIST' }, 'TeacherPresence'] : [],
    }),
    copyTimetable: build.mutation<
      ResponseOf<typeof copyTimetable>,
      ParamsOf<typeof copyTimetable> & { body: BodyOf<typeof copyTimetable> }
    >({
      query: ({ body, ...params }) => contractRequest(copyTimetable, { params, body }),
      invalidatesTags: (result) => (result ? [{ type: 'Timetables', id: 'LIST' }, 'TeacherPresence'] : []),
    }),
  }),
});

export const {
  useListTimetablesQuery,
  useSaveTimetableMutation,
  useDeleteTimetableMutation,
  useListSlotsQuery,
  useSaveClassroomSlotsMutation,
  useCopyClassroomSlotsMutation,
  useCopyTimetableMutation,
} = timetablesApi;
