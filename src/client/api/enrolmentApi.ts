import type { BodyOf, QueryOf } from '../../domain/contract/endpoint';
import { enrolStudent, possibleDuplicates, type PossibleDuplicate } from '../../domain/contract/enrolment';
import type { Student, StudentBody } from '../../domain/contract/students';
import { baseApi } from './baseApi';
import { contractRequest } from './contractRequest';
import { REGISTRATION_EFFECTS } from './registrationsApi';
import type { ListResult } from './resource';

export const enrolmentApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** A new student registered at once: what a registration moves follows. */
    enrolStudent: build.mutation<Student, StudentBody & { classroomId: number; repeating: boolean }>({
      query: (body) => contractRequest(enrolStudent, { body: body as BodyOf<typeof enrolStudent> }),
      invalidatesTags: [...REGISTRATION_EFFECTS],
    }),
    // Asked at each save, from what the form holds then: nothing worth keeping between saves.
    possibleDuplicates: build.query<ListResult<PossibleDuplicate>, QueryOf<typeof possibleDuplicates>>({
      query: (query) => contractRequest(possibleDuplicates, { query }),
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useEnrolStudentMutation, useLazyPossibleDuplicatesQuery } = enrolmentApi;
