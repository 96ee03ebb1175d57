import type { FastifyInstance } from 'fastify';
import * as contract from '../../domain/contract/statistics';
import type { PeriodType } from '../../domain/grading/periods';
import { addAuthedRoute } from '../http/contract';
import { absenceStatistics } from '../services/statistics/absenceStatistics';
import { averageMarksOf } from '../services/statistics/averageMarks';
import { localDate } from '../services/shared/clock';
import { schoolKpis } from '../services/statistics/kpis';
import type { RouteContext } from './context';
import { demographicsRoutes } from './demographics';

export function statisticsRoutes(app: FastifyInstance, context: RouteContext): void {
  const { db } = context;
  addAuthedRoute(app, db, contract.kpis, ({ params, query }) => schoolKpis(db, params.schoolYearId, query.date ?? localDate()));

  // The contracts accept only their side's period types (oneOf), so the cast is checked already.
  addAuthedRoute(app, db, contract.averageMarks, ({ params }) =>
    averageMarksOf(db, 'secondary', { ...params, periodType: params.periodType as PeriodType }),
  );
  addAuthedRoute(app, db, contract.averageMarksLmd, ({ params }) =>
    averageMarksOf(db, 'lmd', { ...params, periodType: params.periodType as PeriodType }),
  );
  addAuthedRoute(app, db, contract.absenceStatistics, ({ params }) => absenceStatistics(db, params));
  demographicsRoutes(app, context);
}
