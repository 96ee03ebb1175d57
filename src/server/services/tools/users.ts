/** Staff users: the directory, accounts and their changes, sign-up, and finding who a login names. */
import type { ExpressionBuilder, Kysely, Transaction } from 'kysely';
import { listOf } from '../../../domain/contract/common';
import * as contract from '../../../domain/contract/users';
import type { CreateUserBody, RegisterBody, UpdateUserBody, User } from '../../../domain/contract/users';
import { lockFor } from '../../db/locks';
import type { Db, Database, UserRow } from '../../db/schema';
import { conflict, notFound } from '../../errors';
import type { Caller } from '../../http/auth';
import { serializerOf } from '../../http/contract';
import { audit } from '../shared/audit';
import { nowIso, schoolYearOf } from '../shared/clock';
import { containsText, pageOf } from '../shared/listQueries';
import { hashPassword } from '../auth/passwords';
import { revokeUserTokens } from '../auth/tokens';

/** The public face of a user row: never the password hash. */
export function toUser(row: UserRow): User {
  return {
    id: row.id,
    username: row.username,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    phone: row.phone,
    role: row.role as User['role'],
    status: row.status,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export async function findUser(db: Db, id: number): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * The one account a login text names: an e-mail address (it has an @, which usernames never
 * have) matches the address whatever its case, unique since migration 0004; anything else matches a
 * username. A text can never name two accounts.
 */
export async function findUserByLogin(db: Kysely<Database>, login: string): Promise<UserRow | undefined> {
  const value = login.trim().toLowerCase();
  const query = db.selectFrom('users').selectAll();
  return (
    value.includes('@') ? query.where((eb) => eb(eb.fn('lower', ['email']), '=', value)) : query.where('username', '=', value)
  ).executeTakeFirst();
}

/** 409 when another account already has the address (whatever its case). */
export async function checkEmailFree(db: Db, email: string | null | undefined, exceptUserId?: number): Promise<void> {
  if (!email) return;
  let query = db
    .selectFrom('users')
    .select('id')
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email.trim().toLowerCase()));
  if (exceptUserId !== undefined) query = query.where('id', '!=', exceptUserId);
  if (await query.executeTakeFirst()) throw conflict('errors.emailTaken', { email }, 'email');
}

export interface NewUserFields {
  username: string;
  firstName: string;
  lastName: string;
  email?: string | null;
  phone?: string | null;
  role: string;
  status: UserRow['status'];
  passwordHash: string;
}

/** Inserts a staff user inside the caller's transaction; a taken username answers 409. */
export async function insertUser(trx: Transaction<Database>, fields: NewUserFields): Promise<UserRow> {
  const taken = await trx.selectFrom('users').select('id').where('username', '=', fields.username).executeTakeFirst();
  if (taken) throw conflict('errors.usernameTaken', { username: fields.username }, 'username');
  await checkEmailFree(trx, fields.email);
  const now = nowIso();
  return trx
    .insertInto('users')
    .values({
      username: fields.username,
      first_name: fields.firstName,
      last_name: fields.lastName,
      email: fields.email || null,
      phone: fields.phone || null,
      role: fields.role,
      status: fields.status,
      password_hash: fields.passwordHash,
      created_at: now,
      updated_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

type UsersQuery = typeof contract.usersListQuery.__outputType;

/** The staff directory's serialiser: the list's schema without e-mail and phone, so they cannot be written. */
const writeDirectory = serializerOf<{ data: contract.StaffEntry[]; total: number }>(
  listOf(contract.staffEntrySchema.omit(['email', 'phone'])),
);

/** Whether the caller reads staff members' e-mail and phone. */
export const readsContacts = (caller: Caller) =>
  contract.USER_CONTACT_PERMISSIONS.some((permission) => caller.permissions.includes(permission));

/** Both staff lists: the same access, the same answer; e-mail and phone only for those who may read them. */
export async function listStaff(db: Db, query: UsersQuery, caller: Caller) {
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
    db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where(where),
    query,
    toUser,
  );
  return contacts ? page : writeDirectory(page);
}

export async function getUser(db: Db, id: number): Promise<User> {
  const user = await findUser(db, id);
  if (!user) throw notFound('errors.userNotFound');
  return toUser(user);
}

export async function createUser(db: Db, byUserId: number, body: CreateUserBody): Promise<User> {
  const passwordHash = await hashPassword(body.password);
  return db.transaction().execute(async (trx) => {
    const row = await insertUser(trx, { ...body, passwordHash });
    await audit(trx, { userId: byUserId, action: 'create', entity: 'user', entityId: row.id, after: toUser(row) });
    return toUser(row);
  });
}

/** Edits a user's details (and role or status, which the route lets only administrators change); a disabled account's sessions close. */
export async function updateUser(db: Db, byUserId: number, id: number, body: UpdateUserBody): Promise<User> {
  return db.transaction().execute(async (trx) => {
    const before = await findUser(trx, id);
    if (!before) throw notFound('errors.userNotFound');
    if (body.email !== undefined) await checkEmailFree(trx, body.email, id);
    const changes = {
      ...(body.firstName !== undefined && { first_name: body.firstName }),
      ...(body.lastName !== undefined && { last_name: body.lastName }),
      ...(body.email !== undefined && { email: body.email || null }),
      ...(body.phone !== undefined && { phone: body.phone || null }),
      ...(body.role !== undefined && { role: body.role }),
      ...(body.status !== undefined && { status: body.status }),
      updated_at: nowIso(),
    };
    const after = await trx.updateTable('users').set(changes).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
    if (after.status !== 'active') await revokeUserTokens(trx, after.id);
    await audit(trx, {
      userId: byUserId,
      action: 'update',
      entity: 'user',
      entityId: after.id,
      before: toUser(before),
      after: toUser(after),
    });
    return toUser(after);
  });
}

/** An administrator's reset of a user's password: the user's sessions close. */
export async function setUserPassword(db: Db, byUserId: number, id: number, password: string): Promise<void> {
  const passwordHash = await hashPassword(password);
  await db.transaction().execute(async (trx) => {
    const user = await findUser(trx, id);
    if (!user) throw notFound('errors.userNotFound');
    await trx.updateTable('users').set({ password_hash: passwordHash, updated_at: nowIso() }).where('id', '=', id).execute();
    await revokeUserTokens(trx, id);
    // The audit says that the password changed, never what it is.
    await audit(trx, {
      userId: byUserId,
      action: 'update',
      entity: 'user',
      entityId: id,
      before: { password: 'previous' },
      after: { password: 'changed' },
    });
  });
}

/** A sign-up: the first of an empty installation founds the school as its administrator; later ones wait for approval. */
export async function signUp(db: Db, body: RegisterBody, defaultSchoolName: string): Promise<{ user: User; pending: boolean }> {
  const passwordHash = await hashPassword(body.password);
  return db.transaction().execute(async (trx) => {
    // Two sign-ups on an empty installation must not both found the school as administrators.
    await lockFor(trx, 'sign-up');
    const first = !(await trx.selectFrom('users').select('id').limit(1).executeTakeFirst());
    if (first) await createSchool(trx, body.schoolName || defaultSchoolName);
    // A later sign-up waits, with the least of rights, until an administrator approves it.
    const row = await insertUser(trx, { ...body, role: first ? 'admin' : 'teacher', status: first ? 'active' : 'pending', passwordHash });
    await audit(trx, { userId: row.id, action: 'create', entity: 'user', entityId: row.id, after: toUser(row) });
    return { user: toUser(row), pending: !first };
  });
}

/** The first sign-up of an empty installation founds the school and its current year. */
async function createSchool(trx: Db, name: string) {
  if (!(await trx.selectFrom('school').select('id').executeTakeFirst())) {
    await trx.insertInto('school').values({ name, address: null, phone: null, email: null, created_at: nowIso() }).execute();
  }
  if (!(await trx.selectFrom('school_years').select('id').where('current', '=', 1).executeTakeFirst())) {
    const year = schoolYearOf(new Date());
    await trx.insertInto('school_years').values({ name: year.name, starts_on: year.startsOn, ends_on: year.endsOn, current: 1 }).execute();
  }
}
