import type { BodyOf, ResponseOf } from '../../domain/contract/endpoint';
import {
  classroomRegistrations,
  createRegistrations,
  deleteRegistration,
  listRegistrations,
  updateRegistration,
  type Registration,
} from '../../domain/contract/registrations';
import { baseApi } from './baseApi';
import { contractRequest } from './contractRequest';
import { listEndpoint, listTags, type ListResult } from './resource';

/*
 * A registration moves a student in or out of a classroom: the student list (placement), the
 * classrooms' head counts, the dashboard's counts, exemptions and the classroom's entry lists
 * and sheets all follow.
 */
export const REGISTRATION_EFFECTS = ['Registrations', 'Students', 'Classrooms', 'Exemptions', 'Kpis'] as const;

export const registrationsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    createRegistrations: build.mutation<ListResult<Registration>, Partial<BodyOf<typeof createRegistrations>> & { classroomId: number }>({
      query: (body) => contractRequest(createRegistrations, { body: body as BodyOf<typeof createRegistrations> }),
      invalidatesTags: [...REGISTRATION_EFFECTS],
    }),
    listRegistrations: listEndpoint(build, listRegistrations, 'Registrations'),
    classroomRegistrations: build.query<ListResult<Registration>, number>({
      query: (classroomId) => contractRequest(classroomRegistrations, { params: { classroomId } }),
      providesTags: (result) => listTags('Registrations', result),
    }),
    updateRegistration: build.mutation<ResponseOf<typeof updateRegistration>, BodyOf<typeof updateRegistration> & { id: number }>({
      query: ({ id, ...body }) => contractRequest(updateRegistration, { params: { id }, body }),
      invalidatesTags: [...REGISTRATION_EFFECTS],
    }),
    deleteRegistration: build.mutation<ResponseOf<typeof deleteRegistration>, number>({
      query: (id) => contractRequest(deleteRegistration, { params: { id } }),
      invalidatesTags: [...REGISTRATION_EFFECTS],
    }),
  }),
});

export const {
  useCreateRegistrationsMutation,
  useListRegistrationsQuery,
  useClassroomRegistrationsQuery,
  useUpdateRegistrationMutation,
  useDeleteRegistrationMutation,
} = registrationsApi;
