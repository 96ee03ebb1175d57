import type { FastifyInstance } from 'fastify';
import * as contract from '../../domain/contract/timetables';
import { addAuthedRoute } from '../http/contract';
import { copyClassroomSlots, copyTimetable, listSlots, saveClassroomSlots, timetables } from '../services/tools/timetables';
import type { RouteContext } from './context';
import { resourceRoutes } from './resource';

export function timetableRoutes(app: FastifyInstance, { db }: RouteContext): void {
  resourceRoutes(app, db, timetables);
  addAuthedRoute(app, db, contract.listSlots, async ({ params, query }) => listSlots(db, params.id, query));
  addAuthedRoute(app, db, contract.saveClassroomSlots, async ({ params, body, caller }) =>
    saveClassroomSlots(db, caller, params.id, params.classroomId, body.slots),
  );
  addAuthedRoute(app, db, contract.copyClassroomSlots, async ({ params, body, caller }) =>
    copyClassroomSlots(db, caller, params.id, body.fromClassroomId, body.toClassroomId),
  );
  addAuthedRoute(app, db, contract.copyTimetable, async ({ params, body, caller }) => copyTimetable(db, caller, params.id, body));
}
