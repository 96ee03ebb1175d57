import type { FastifyInstance } from 'fastify';
import * as contract from '../../domain/contract/absences';
import { addAuthedRoute } from '../http/contract';
import { absenceReasons } from '../services/tools/absenceReasons';
import {
  createAbsence,
  deleteAbsence,
  getAbsence,
  justifyAbsence,
  justifyRange,
  justifySelection,
  listAbsences,
  removeJustification,
  updateAbsence,
} from '../services/discipline/absences';
import { getRollCall, saveRollCall } from '../services/discipline/rollCalls';
import type { RouteContext } from './context';
import { resourceRoutes } from './resource';

export function absenceRoutes(app: FastifyInstance, { db }: RouteContext): void {
  addAuthedRoute(app, db, contract.getRollCall, async ({ params, caller }) =>
    getRollCall(db, caller, params.classroomId, params.date, params.timePartId),
  );
  addAuthedRoute(app, db, contract.saveRollCall, async ({ params, body, caller }) =>
    saveRollCall(db, caller, params.classroomId, params.date, params.timePartId, body.lines),
  );
  addAuthedRoute(app, db, contract.listAbsences, async ({ query, caller }) => listAbsences(db, caller, query));
  addAuthedRoute(app, db, contract.getAbsence, async ({ params, caller }) => getAbsence(db, caller, params.id));
  addAuthedRoute(app, db, contract.createAbsence, async ({ body, caller }) => createAbsence(db, caller, body));
  addAuthedRoute(app, db, contract.updateAbsence, async ({ params, body, caller }) => updateAbsence(db, caller, params.id, body));
  addAuthedRoute(app, db, contract.deleteAbsence, async ({ params, caller }) => deleteAbsence(db, caller, params.id));
  addAuthedRoute(app, db, contract.justifyAbsences, async ({ body, caller }) => justifyRange(db, caller, body));
  addAuthedRoute(app, db, contract.justifySelection, async ({ body, caller }) => justifySelection(db, caller, body));
  addAuthedRoute(app, db, contract.justifyAbsence, async ({ params, body, caller }) => justifyAbsence(db, caller, params.id, body));
  addAuthedRoute(app, db, contract.removeJustification, async ({ params, caller }) => removeJustification(db, caller, params.id));
  resourceRoutes(app, db, absenceReasons);
}
