import type { BodyOf, ParamsOf, QueryOf, ResponseOf } from '../../domain/contract/endpoint';
import { listNotices, previewNotices, queueNotices, retryNotice } from '../../domain/contract/guardianNotices';
import { baseApi } from './baseApi';
import { contractRequest } from './contractRequest';

/**
 * Notices to guardians (domain/contract/guardianNotices.ts): the outbox, a bulk send's preview and
 * queueing, and a retry. The outbox changes as the server's sender works, so the screen polls it.
 */
export const guardianNoticesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listGuardianNotices: build.query<ResponseOf<typeof listNotices>, Partial<QueryOf<typeof listNotices>>>({
      query: (query) => contractRequest(listNotices, { query }),
      providesTags: ['GuardianNotices'],
    }),
    previewGuardianNotices: build.mutation<ResponseOf<typeof previewNotices>, BodyOf<typeof previewNotices>>({
      query: (body) => contractRequest(previewNotices, { body }),
    }),
    queueGuardianNotices: build.mutation<ResponseOf<typeof queueNotices>, BodyOf<typeof queueNotices>>({
      query: (body) => contractRequest(queueNotices, { body }),
      invalidatesTags: ['GuardianNotices'],
    }),
    retryGuardianNotice: build.mutation<ResponseOf<typeof retryNotice>, ParamsOf<typeof retryNotice>>({
      query: (params) => contractRequest(retryNotice, { params }),
      invalidatesTags: ['GuardianNotices'],
    }),
  }),
});

export const {
  useListGuardianNoticesQuery,
  usePreviewGuardianNoticesMutation,
  useQueueGuardianNoticesMutation,
  useRetryGuardianNoticeMutation,
} = guardianNoticesApi;
