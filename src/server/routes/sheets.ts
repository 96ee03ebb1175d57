import type { FastifyInstance } from 'fastify';
import * as contract from '../../domain/contract/sheets';
import { addAuthedRoute } from '../http/contract';
import { buildLmdSheet, buildSecondarySheet } from '../services/marksheet/sheets';
import { studentResults } from '../services/marksheet/studentResults';
import type { RouteContext } from './context';

export function sheetRoutes(app: FastifyInstance, { db }: RouteContext): void {
  addAuthedRoute(app, db, contract.sequenceSheet, ({ params }) =>
    buildSecondarySheet(db, params.classroomId, { type: 'sequence', sequence: params.sequence }),
  );
  addAuthedRoute(app, db, contract.bisequenceSheet, ({ params }) =>
    buildSecondarySheet(db, params.classroomId, { type: 'two-sequence', sequences: [params.sequenceA, params.sequenceB] }),
  );
  addAuthedRoute(app, db, contract.annualSheet, ({ params }) => buildSecondarySheet(db, params.classroomId, { type: 'annual' }));
  addAuthedRoute(app, db, contract.lmdTermSheet, ({ params, query }) => buildLmdSheet(db, params.classroomId, query.term as 1 | 2 | 3));
  addAuthedRoute(app, db, contract.lmdAnnualSheet, ({ query }) => buildLmdSheet(db, query.classroomId, 3));
  addAuthedRoute(app, db, contract.studentResults, ({ params }) => studentResults(db, params.id, params.schoolYearId));
}
