import type { FastifyInstance } from 'fastify';
import * as contract from '../../domain/contract/audit';
import { addAuthedRoute } from '../http/contract';
import { listAudit } from '../services/shared/audit';
import type { RouteContext } from './context';

export function auditRoutes(app: FastifyInstance, { db }: RouteContext): void {
  addAuthedRoute(app, db, contract.listAudit, ({ query }) => listAudit(db, query));
}
