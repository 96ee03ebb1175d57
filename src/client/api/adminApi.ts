import type { AuditEntry } from '../../domain/contract/audit';
import type { UpdateOptionsBody } from '../../domain/contract/settings';
import type { Option } from '../../domain/options';
import { authApi } from './authApi';
import { baseApi } from './baseApi';
import { listEndpoint } from './resource';

export interface AuditQuery {
  entity?: string;
  entityId?: string;
  userId?: number;
  action?: string;
  /** Days (YYYY-MM-DD), both included. */
  from?: string;
  to?: string;
  limit?: number;
  skip?: number;
}

/** The school's options and the audit log (the tools screen's administration tabs). */
export const adminApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listOptions: build.query<{ data: Option[] }, void>({
      query: () => '/api/options',
      providesTags: ['Options'],
    }),
    updateOptions: build.mutation<{ data: Option[] }, UpdateOptionsBody>({
      query: (body) => ({ url: '/api/options', method: 'PUT', body }),
      invalidatesTags: ['Options', 'CurrentUser'],
      // The session's options feed every screen, but the current user is loaded without a
      // subscription (auth/populate), so invalidating its tag alone would not reload it.
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled;
        } catch {
          return;
        }
        await dispatch(authApi.endpoints.currentUser.initiate(undefined, { subscribe: false, forceRefetch: true }));
      },
    }),
    listAudit: listEndpoint<AuditEntry, AuditQuery>(build, '/api/audit', 'Audit'),
  }),
});

export const { useListOptionsQuery, useUpdateOptionsMutation, useListAuditQuery } = adminApi;
