import type { FastifyInstance } from 'fastify';
import type { ExpressionBuilder, Transaction } from 'kysely';
import { listOf } from '../../domain/contract/common';
import * as contract from '../../domain/contract/users';
import { lockFor } from '../db/locks';
import type { Database } from '../db/schema';
import { forbidden, notFound } from '../errors';
import type { Caller } from '../http/auth';
import { addAuthedRoute, addRoute, serializerOf, validatePart } from '../http/contract';
import { audit } from '../services/audit';
import { nowIso, schoolYearOf } from '../services/clock';
import { containsText, pageOf, parseJsonQuery } from '../services/listQueries';
import { hashPassword } from '../services/passwords';
import { revokeUserTokens } from '../services/tokens';
import { checkEmailFree, findUser, insertUser, toUser } from '../services/users';
import type { RouteContext } from './context';

type UsersQuery = typeof contract.usersListQuery.__outputType;

/** The staff directory's serialiser: the list's schema without e-mail and phone, so they cannot be written. */
const writeDirectory = serializerOf<{ data: contract.StaffEntry[]; total: number }>(listOf(contract.staffEntrySchema.omit(['email', 'phone'])));

const readsContacts = (caller: Caller) => contract.USER_CONTACT_PERMISSIONS.some((permission) => caller.permissions.includes(permission));

export function userRoutes(app: FastifyInstance, { db, config }: RouteContext): void {
  /** Both staff lists: the same access, the same answer; e-mail and phone only for those who may read them. */
  async function list(query: UsersQuery, caller: Caller) {
    const contacts = readsContacts(caller);
    const where = (eb: ExpressionBuilder<Database, 'users'>) => {
      const conditions = [];
      if (query.role) conditions.push(eb('role', '=', query.role));
      if (query.status) conditions.push(eb('status', '=', query.status));
      const search = query.search;
      // Searching e-mails would tell a directory reader whose address matches: names only for them.
      const columns = contacts ? ['username', 'first_name', 'last_name', 'email'] : ['username', 'first_name', 'last_name'];
      if (search) conditions.push(eb.or(columns.map((column) => containsText(column, search))));
      return eb.and(conditions);
    };
    const page = await pageOf(
      db.selectFrom('users').selectAll().where(where).orderBy('last_name').orderBy('first_name').orderBy('id'),
      db.selectFrom('users').select((eb) => eb.fn.countAll<number>().as('n')).where(where),
      query,
      toUser,
    );
    return contacts ? page : writeDirectory(page);
  }

  addAuthedRoute(app, db, contract.listUsers, async ({ query, caller }) => list(query, caller));

  addAuthedRoute(app, db, contract.listUsersByQuery, async ({ params, caller }) => list(await validatePart(contract.usersListQuery, parseJsonQuery(params.query)), caller));

  addAuthedRoute(app, db, contract.getUser, async ({ params, caller }) => {
    // The whole record, contacts included: one's own, or anyone's for those who read staff contacts.
    const mayRead = caller.user.id === params.id || readsContacts(caller);
    if (!mayRead) throw forbidden();
    const user = await findUser(db, params.id);
    if (!user) throw notFound('errors.userNotFound');
    return toUser(user);
  });

  addAuthedRoute(app, db, contract.createUser, async ({ body, caller }) => {
    const passwordHash = await hashPassword(body.password);
    return db.transaction().execute(async (trx) => {
      const row = await insertUser(trx, { ...body, passwordHash });
      await audit(trx, { userId: caller.user.id, action: 'create', entity: 'user', entityId: row.id, after: toUser(row) });
      return toUser(row);
    });
  });

  addAuthedRoute(app, db, contract.updateUser, async ({ params, body, caller }) => {
    const manages = caller.permissions.includes('users.manage');
    if (caller.user.id !== params.id && !manages) throw forbidden();
    if ((body.role !== undefined || body.status !== undefined) && !manages) throw forbidden('errors.roleNeedsAdmin');
    if (caller.user.id === params.id && ((body.status && body.status !== 'active') || (body.role && body.role !== caller.user.role))) {
      throw forbidden('errors.cannotDemoteSelf');
    }
    return db.transaction().execute(async (trx) => {
      const before = await findUser(trx, params.id);
      if (!before) throw notFound('errors.userNotFound');
      if (body.email !== undefined) await checkEmailFree(trx, body.email, params.id);
      const changes = {
        ...(body.firstName !== undefined && { first_name: body.firstName }),
        ...(body.lastName !== undefined && { last_name: body.lastName }),
        ...(body.email !== undefined && { email: body.email || null }),
        ...(body.phone !== undefined && { phone: body.phone || null }),
        ...(body.role !== undefined && { role: body.role }),
        ...(body.status !== undefined && { status: body.status }),
        updated_at: nowIso(),
      };
      const after = await trx.updateTable('users').set(changes).where('id', '=', params.id).returningAll().executeTakeFirstOrThrow();
      if (after.status !== 'active') await revokeUserTokens(trx, after.id);
      await audit(trx, { userId: caller.user.id, action: 'update', entity: 'user', entityId: after.id, before: toUser(before), after: toUser(after) });
      return toUser(after);
    });
  });

  addAuthedRoute(app, db, contract.setUserPassword, async ({ params, body, caller }) => {
    const passwordHash = await hashPassword(body.password);
    await db.transaction().execute(async (trx) => {
      const user = await findUser(trx, params.id);
      if (!user) throw notFound('errors.userNotFound');
      await trx.updateTable('users').set({ password_hash: passwordHash, updated_at: nowIso() }).where('id', '=', params.id).execute();
      await revokeUserTokens(trx, params.id);
      // The audit says that the password changed, never what it is.
      await audit(trx, { userId: caller.user.id, action: 'update', entity: 'user', entityId: params.id, before: { password: 'previous' }, after: { password: 'changed' } });
    });
    return { message: 'Password changed' };
  });

  addRoute(
    app,
    db,
    contract.register,
    async ({ body }) => {
      const passwordHash = await hashPassword(body.password);
      return db.transaction().execute(async (trx) => {
        // Two sign-ups on an empty installation must not both found the school as administrators.
        await lockFor(trx, 'sign-up');
        const first = !(await trx.selectFrom('users').select('id').limit(1).executeTakeFirst());
        if (first) await createSchool(trx, body.schoolName || config.schoolName);
        // A later sign-up waits, with the least of rights, until an administrator approves it.
        const row = await insertUser(trx, { ...body, role: first ? 'admin' : 'teacher', status: first ? 'active' : 'pending', passwordHash });
        await audit(trx, { userId: row.id, action: 'create', entity: 'user', entityId: row.id, after: toUser(row) });
        return { user: toUser(row), pending: !first };
      });
    },
    { config: { rateLimit: { max: 20, timeWindow: 15 * 60 * 1000 } } },
  );
}

/** The first sign-up of an empty installation founds the school and its current year. */
async function createSchool(trx: Transaction<Database>, name: string) {
  if (!(await trx.selectFrom('school').select('id').executeTakeFirst())) {
    await trx.insertInto('school').values({ name, address: null, phone: null, email: null, created_at: nowIso() }).execute();
  }
  if (!(await trx.selectFrom('school_years').select('id').where('current', '=', 1).executeTakeFirst())) {
    const year = schoolYearOf(new Date());
    await trx.insertInto('school_years').values({ name: year.name, starts_on: year.startsOn, ends_on: year.endsOn, current: 1 }).execute();
  }
}
