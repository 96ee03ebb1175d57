import type { FastifyInstance } from 'fastify';
import * as contract from '../../domain/contract/dashboard';
import { addAuthedRoute } from '../http/contract';
import { localDate } from '../services/shared/clock';
import { dashboardOf } from '../services/dashboard/dashboard';
import type { RouteContext } from './context';

export function dashboardRoutes(app: FastifyInstance, { db }: RouteContext): void {
  addAuthedRoute(app, db, contract.dashboard, ({ params, query, caller }) =>
    dashboardOf(db, caller, params.schoolYearId, query.date || localDate()),
  );
}
