import type { BodyOf, ParamsOf, ResponseOf } from '../../domain/contract/endpoint';
import { getRollCall, saveRollCall, type RollCallResult } from '../../domain/contract/absences';
import { baseApi } from './baseApi';
import { contractRequest } from './contractRequest';

export type RollCallArgs = ParamsOf<typeof getRollCall>;
export type SaveRollCallArgs = ParamsOf<typeof saveRollCall> & { body: BodyOf<typeof saveRollCall> };

/** A classroom's roll calls and absences: what a roll call saved in that classroom changes. */
export const attendanceTag = (classroomId: number) => ({ type: 'Attendance' as const, id: classroomId });

/*
 * A roll call saved changes its classroom's attendance, the statistics (absence figures) and the
 * sanction suggestions (unjustified hours). A refused or unsent save changed nothing: refetching
 * then would only add calls to a line that is already failing.
 */
const savedOnly = (result: RollCallResult | undefined, _error: unknown, { classroomId }: { classroomId: number }) =>
  result ? [attendanceTag(classroomId), 'Statistics' as const, 'Suggestions' as const] : [];

/** The roll call of a classroom, date and time part (domain/contract/absences.ts). */
export const absencesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getRollCall: build.query<ResponseOf<typeof getRollCall>, RollCallArgs>({
      query: (params) => contractRequest(getRollCall, { params }),
      providesTags: (_result, _error, { classroomId }) => [attendanceTag(classroomId)],
    }),
    saveRollCall: build.mutation<ResponseOf<typeof saveRollCall>, SaveRollCallArgs>({
      query: ({ body, ...params }) => contractRequest(saveRollCall, { params, body }),
      invalidatesTags: savedOnly,
    }),
  }),
});

export const { useGetRollCallQuery, useSaveRollCallMutation } = absencesApi;
