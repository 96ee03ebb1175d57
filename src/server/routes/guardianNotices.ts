import type { FastifyInstance } from 'fastify';
import * as notices from '../../domain/contract/guardianNotices';
import { addAuthedRoute } from '../http/contract';
import { previewNotices, queueNotices } from '../services/messages/notices/bulk';
import { configuredChannels } from '../services/messages/notices/fromConfig';
import { listNotices, retryNotice } from '../services/messages/notices/outbox';
import type { RouteContext } from './context';

export function guardianNoticeRoutes(app: FastifyInstance, { db, config, noticeSender }: RouteContext): void {
  const configured = configuredChannels(config);
  addAuthedRoute(app, db, notices.listNotices, async ({ query, caller }) => listNotices(db, caller, query, configured));
  addAuthedRoute(app, db, notices.previewNotices, async ({ body, caller }) => previewNotices(db, caller, body, configured));
  addAuthedRoute(app, db, notices.queueNotices, async ({ body, caller }) => {
    const batch = await queueNotices(db, caller, body, configured);
    noticeSender?.wake();
    return batch;
  });
  addAuthedRoute(app, db, notices.retryNotice, async ({ params, caller }) => {
    const notice = await retryNotice(db, caller, params.id);
    noticeSender?.wake();
    return notice;
  });
}
