import type { FastifyInstance } from 'fastify';
import * as contract from '../../domain/contract/users';
import { forbidden } from '../errors';
import { addAuthedRoute, addRoute, validatePart } from '../http/contract';
import { parseJsonQuery } from '../services/shared/listQueries';
import { createUser, getUser, listStaff, readsContacts, setUserPassword, signUp, updateUser } from '../services/tools/users';
import type { RouteContext } from './context';

export function userRoutes(app: FastifyInstance, { db, config }: RouteContext): void {
  addAuthedRoute(app, db, contract.listUsers, async ({ query, caller }) => listStaff(db, query, caller));

  addAuthedRoute(app, db, contract.listUsersByQuery, async ({ params, caller }) =>
    listStaff(db, await validatePart(contract.usersListQuery, parseJsonQuery(params.query)), caller),
  );

  addAuthedRoute(app, db, contract.getUser, async ({ params, caller }) => {
    // The whole record, contacts included: one's own, or anyone's for those who read staff contacts.
    if (caller.user.id !== params.id && !readsContacts(caller)) throw forbidden();
    return getUser(db, params.id);
  });

  addAuthedRoute(app, db, contract.createUser, async ({ body, caller }) => createUser(db, caller.user.id, body));

  addAuthedRoute(app, db, contract.updateUser, async ({ params, body, caller }) => {
    const manages = caller.permissions.includes('users.manage');
    if (caller.user.id !== params.id && !manages) throw forbidden();
    if ((body.role !== undefined || body.status !== undefined) && !manages) throw forbidden('errors.roleNeedsAdmin');
    if (caller.user.id === params.id && ((body.status && body.status !== 'active') || (body.role && body.role !== caller.user.role))) {
      throw forbidden('errors.cannotDemoteSelf');
    }
    return updateUser(db, caller.user.id, params.id, body);
  });

  addAuthedRoute(app, db, contract.setUserPassword, async ({ params, body, caller }) => {
    await setUserPassword(db, caller.user.id, params.id, body.password);
    return { message: 'Password changed' };
  });

  addRoute(app, db, contract.register, async ({ body }) => signUp(db, body, config.schoolName), {
    config: { rateLimit: { max: 20, timeWindow: 15 * 60 * 1000 } },
  });
}
