import type { Exemption, ExemptionBody, Registration, RegistrationBody, RegistrationStatus } from '../../domain/contract/registrations';
import { baseApi } from './baseApi';
import { deleteEndpoint, listEndpoint, type ListResult } from './resource';

export interface RegistrationsQuery {
  schoolYearId?: number;
  classroomId?: number;
  /** A student's history. */
  studentId?: number;
  status?: RegistrationStatus;
  limit?: number;
}

export interface ExemptionsQuery {
  studentId?: number;
  classroomId?: number;
  classCourseId?: number;
  schoolYearId?: number;
  limit?: number;
}

export type RegistrationChange = { id: number; status?: RegistrationStatus; repeating?: boolean; registeredOn?: string };

/*
 * A registration moves a student in or out of a classroom: the student list (placement), the
 * classrooms' head counts, the dashboard's counts and exemptions all follow.
 */
const REGISTRATION_EFFECTS = ['Registrations', 'Students', 'Classrooms', 'Exemptions', 'Kpis'] as const;

export const registrationsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** POST /api/registrations: the shared client adds the bearer header (spec point 7). */
    createRegistrations: build.mutation<ListResult<Registration>, Partial<RegistrationBody> & { classroomId: number }>({
      query: (body) => ({ url: '/api/registrations', method: 'POST', body }),
      invalidatesTags: [...REGISTRATION_EFFECTS],
    }),
    listRegistrations: listEndpoint<Registration, RegistrationsQuery>(build, '/api/registrations', 'Registrations'),
    classroomRegistrations: build.query<ListResult<Registration>, number>({
      query: (classroomId) => `/api/registrations/classroom/${classroomId}`,
      providesTags: ['Registrations'],
    }),
    updateRegistration: build.mutation<Registration, RegistrationChange>({
      query: ({ id, ...body }) => ({ url: `/api/registrations/${id}`, method: 'PUT', body }),
      invalidatesTags: [...REGISTRATION_EFFECTS],
    }),
    deleteRegistration: deleteEndpoint(build, '/api/registrations', [...REGISTRATION_EFFECTS]),

    listExemptions: listEndpoint<Exemption, ExemptionsQuery>(build, '/api/exemptions', 'Exemptions'),
    createExemption: build.mutation<Exemption, ExemptionBody>({
      query: (body) => ({ url: '/api/exemptions', method: 'POST', body }),
      invalidatesTags: ['Exemptions'],
    }),
    deleteExemption: deleteEndpoint(build, '/api/exemptions', ['Exemptions']),
  }),
});

export const {
  useCreateRegistrationsMutation,
  useListRegistrationsQuery,
  useClassroomRegistrationsQuery,
  useUpdateRegistrationMutation,
  useDeleteRegistrationMutation,
  useListExemptionsQuery,
  useCreateExemptionMutation,
  useDeleteExemptionMutation,
} = registrationsApi;
