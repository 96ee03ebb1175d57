import type { Kysely, Transaction } from 'kysely';
import { conflict } from '../errors';
import { nowIso } from './clock';
import type { User } from '../../domain/contract/users';
import type { Db, Database, UserRow } from '../db/schema';

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
  return (value.includes('@') ? query.where((eb) => eb(eb.fn('lower', ['email']), '=', value)) : query.where('username', '=', value)).executeTakeFirst();
}

/** 409 when another account already has the address (whatever its case). */
export async function checkEmailFree(db: Db, email: string | null | undefined, exceptUserId?: number): Promise<void> {
  if (!email) return;
  let query = db.selectFrom('users').select('id').where((eb) => eb(eb.fn('lower', ['email']), '=', email.trim().toLowerCase()));
  if (exceptUserId !== undefined) query = query.where('id', '!=', exceptUserId);
  if (await query.executeTakeFirst()) throw conflict('errors.emailTaken', { email });
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
  if (taken) throw conflict('errors.usernameTaken', { username: fields.username });
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
