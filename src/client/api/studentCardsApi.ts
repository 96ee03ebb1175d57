import type { BodyOf, QueryOf, ResponseOf } from '../../domain/contract/endpoint';
import { listCardStatus, makeAccessCodes, revokeAccessCodes, studentCardStatus } from '../../domain/contract/accessCodes';
import { makeStudentCards, type CardsBody } from '../../domain/contract/studentCards';
import { baseApi } from './baseApi';
import { contractRequest } from './contractRequest';
import { downloadFile } from './files';

type CardStatusArgs = Pick<QueryOf<typeof listCardStatus>, 'classroomId'> & Partial<QueryOf<typeof listCardStatus>>;

/**
 * Student cards and their access codes (domain/contract/accessCodes.ts, studentCards.ts): a
 * classroom's card status, making and revoking codes. Codes made or revoked change the status.
 */
export const studentCardsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listCardStatus: build.query<ResponseOf<typeof listCardStatus>, CardStatusArgs>({
      query: ({ classroomId, schoolYearId }) => contractRequest(listCardStatus, { query: { classroomId, schoolYearId } }),
      providesTags: ['StudentCards'],
    }),
    /** One student's card for a year (the student's page). */
    studentCardStatus: build.query<ResponseOf<typeof studentCardStatus>, { studentId: number; schoolYearId: number }>({
      query: ({ studentId, schoolYearId }) => contractRequest(studentCardStatus, { params: { studentId }, query: { schoolYearId } }),
      providesTags: ['StudentCards'],
    }),
    makeAccessCodes: build.mutation<ResponseOf<typeof makeAccessCodes>, BodyOf<typeof makeAccessCodes>>({
      query: (body) => contractRequest(makeAccessCodes, { body }),
      invalidatesTags: (result) => (result ? ['StudentCards'] : []),
    }),
    revokeAccessCodes: build.mutation<ResponseOf<typeof revokeAccessCodes>, BodyOf<typeof revokeAccessCodes>>({
      query: (body) => contractRequest(revokeAccessCodes, { body }),
      invalidatesTags: (result) => (result ? ['StudentCards'] : []),
    }),
  }),
});

export const { useListCardStatusQuery, useStudentCardStatusQuery, useMakeAccessCodesMutation, useRevokeAccessCodesMutation } =
  studentCardsApi;

/**
 * The cards as a PDF (POST /api/student-cards): making them makes the students' new codes, so the
 * caller refreshes the status after (`cardsMade`). A POST through downloadFile, which sends the body
 * as JSON like any other call.
 */
export const downloadStudentCards = (body: CardsBody) => downloadFile(contractRequest(makeStudentCards, { body }));

/** The status lists are out of date once cards were made (their codes with them). */
export const cardsMade = () => studentCardsApi.util.invalidateTags(['StudentCards']);
