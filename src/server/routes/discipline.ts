import type { FastifyInstance } from 'fastify';
import * as contract from '../../domain/contract/discipline';
import { addAuthedRoute } from '../http/contract';
import { PDF_HEADERS } from '../http/pdfHeaders';
import { disciplineBoard } from '../services/disciplineBoard';
import { sanctionNoticePdf } from '../services/sanctionNotice';
import { cancelSanction, createSanction, getSanction, listSanctions, updateSanction } from '../services/sanctions';
import { confirmSuggestion, dismissSuggestion, listSuggestions } from '../services/sanctionSuggestions';
import { studentRecord } from '../services/studentRecord';
import type { RouteContext } from './context';

export function disciplineRoutes(app: FastifyInstance, { db }: RouteContext): void {
  addAuthedRoute(app, db, contract.listSanctions, ({ query, caller }) => listSanctions(db, caller, query));
  addAuthedRoute(app, db, contract.getSanction, ({ params, caller }) => getSanction(db, caller, params.id));
  addAuthedRoute(app, db, contract.createSanction, ({ body, caller }) => createSanction(db, caller, body));
  addAuthedRoute(app, db, contract.updateSanction, ({ params, body, caller }) => updateSanction(db, caller, params.id, body));
  addAuthedRoute(app, db, contract.cancelSanction, ({ params, body, caller }) => cancelSanction(db, caller, params.id, body.reason));
  addAuthedRoute(app, db, contract.sanctionNotice, async ({ params, query, caller, reply }) => {
    const pdf = await sanctionNoticePdf(db, caller, params.id, query.lang ?? 'fr');
    reply.headers(PDF_HEADERS);
    return reply.send(pdf);
  });

  addAuthedRoute(app, db, contract.listSuggestions, ({ query, caller }) => listSuggestions(db, caller, query));
  addAuthedRoute(app, db, contract.confirmSuggestion, ({ params, body, caller }) => confirmSuggestion(db, caller, params.id, body));
  addAuthedRoute(app, db, contract.dismissSuggestion, ({ params, caller }) => dismissSuggestion(db, caller, params.id));

  addAuthedRoute(app, db, contract.disciplineBoard, ({ params, caller }) => disciplineBoard(db, caller, params.date));
  addAuthedRoute(app, db, contract.studentRecord, ({ params, caller }) => studentRecord(db, caller, params.studentId, params.schoolYearId));
}
