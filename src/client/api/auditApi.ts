import { listAudit, type AuditEntry } from '../../domain/contract/audit';
import type { QueryOf } from '../../domain/contract/endpoint';
import { baseApi } from './baseApi';
import { contractRequest } from './contractRequest';
import { listTags, type ListResult } from './resource';

/**
 * Filters of the audit log: entity, entity id, user, action, days `from` and `to` (both included),
 * paging. The filter form holds the action as typed text; the server checks it (400 otherwise).
 */
export type AuditQuery = Omit<Partial<QueryOf<typeof listAudit>>, 'action'> & { action?: string };

/** The audit log (the tools screen's audit tab). */
export const auditApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listAudit: build.query<ListResult<AuditEntry>, AuditQuery>({
      query: (query) => contractRequest(listAudit, { query: query as Partial<QueryOf<typeof listAudit>> }),
      providesTags: (result) => listTags('Audit', result),
    }),
  }),
});

export const { useListAuditQuery } = auditApi;
