import type { FastifyInstance } from 'fastify';
import * as contract from '../../domain/contract/marks';
import { addAuthedRoute } from '../http/contract';
import { deleteMark, deleteMarksWhere, getMark, listMarks, lmdSlot, markEntryList, saveMarks, sequenceSlot } from '../services/marks/marks';
import type { RouteContext } from './context';

export function markRoutes(app: FastifyInstance, { db }: RouteContext): void {
  addAuthedRoute(app, db, contract.classroomMarks, async ({ params, caller }) =>
    markEntryList(db, caller, params.classCourseId, sequenceSlot(params.sequence), params.classroomId),
  );
  addAuthedRoute(app, db, contract.saveBulkMarks, async ({ params, body, caller }) =>
    saveMarks(db, caller, params.classCourseId, sequenceSlot(params.sequence), body.marks),
  );
  addAuthedRoute(app, db, contract.classroomMarksLmd, async ({ params, query, caller }) =>
    markEntryList(db, caller, query.classCourseId, lmdSlot(query.term, query.type), params.classroomId),
  );
  addAuthedRoute(app, db, contract.saveBulkMarksLmd, async ({ params, body, caller }) =>
    saveMarks(db, caller, params.classCourseId, lmdSlot(params.term, params.type), body.marks),
  );
  addAuthedRoute(app, db, contract.listMarks, async ({ query, caller }) => listMarks(db, caller, query));
  addAuthedRoute(app, db, contract.filterMarks, async ({ body, caller }) => listMarks(db, caller, body));
  addAuthedRoute(app, db, contract.getMark, async ({ params, caller }) => getMark(db, caller, params.id));
  addAuthedRoute(app, db, contract.deleteMark, async ({ params, caller }) => deleteMark(db, caller, params.id));
  addAuthedRoute(app, db, contract.deleteMarks, async ({ query, caller }) => deleteMarksWhere(db, caller, query));
}
