import type { FastifyInstance } from 'fastify';
import * as contract from '../../domain/contract/registrations';
import { addAuthedRoute } from '../http/contract';
import {
  classroomRegistrations,
  createRegistrations,
  deleteRegistration,
  exemptions,
  getRegistration,
  listRegistrations,
  updateRegistration,
} from '../services/students/registrations';
import type { RouteContext } from './context';
import { resourceRoutes } from './resource';

export function registrationRoutes(app: FastifyInstance, { db }: RouteContext): void {
  addAuthedRoute(app, db, contract.createRegistrations, async ({ body, caller }) => createRegistrations(db, caller.user.id, body));
  addAuthedRoute(app, db, contract.listRegistrations, async ({ query }) => listRegistrations(db, query));
  addAuthedRoute(app, db, contract.getRegistration, async ({ params }) => getRegistration(db, params.id));
  addAuthedRoute(app, db, contract.classroomRegistrations, async ({ params }) => classroomRegistrations(db, params));
  addAuthedRoute(app, db, contract.updateRegistration, async ({ params, body, caller }) =>
    updateRegistration(db, caller.user.id, params.id, body),
  );
  addAuthedRoute(app, db, contract.deleteRegistration, async ({ params, caller }) => deleteRegistration(db, caller.user.id, params.id));

  resourceRoutes(app, db, exemptions);
}
