import type { FastifyInstance } from 'fastify';
import * as messages from '../../domain/contract/messages';
import { addAuthedRoute } from '../http/contract';
import { getThread, listMessages, markThreadRead, messageReceivers, sendMessage, unreadMessages } from '../services/messages/messages';
import type { RouteContext } from './context';

export function messageRoutes(app: FastifyInstance, { db }: RouteContext): void {
  addAuthedRoute(app, db, messages.listMessages, async ({ query, caller }) => listMessages(db, caller, query));
  addAuthedRoute(app, db, messages.unreadMessages, async ({ caller }) => unreadMessages(db, caller));
  addAuthedRoute(app, db, messages.messageReceivers, async ({ caller }) => messageReceivers(db, caller));
  addAuthedRoute(app, db, messages.getThread, async ({ params, caller }) => getThread(db, caller, params.id));
  addAuthedRoute(app, db, messages.sendMessage, async ({ body, caller }) => sendMessage(db, caller, body));
  addAuthedRoute(app, db, messages.markThreadRead, async ({ params, caller }) => markThreadRead(db, caller, params.id));
}
