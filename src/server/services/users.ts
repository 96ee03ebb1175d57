import type { Kysely, Transaction } from 'kysely';
import { conflict } from '../errors';
import { nowIso } from './clock';
import type { User } from '../../domain/contract/users';
import type { Database, UserRow } from '../db/schema';

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

export async function findUser(db: Kysely<Database> | Transaction<Database>, id: number): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function findUserByLogin(db: Kysely<Database>, login: string): Promise<UserRow | undefined> {
  const value = login.trim().toLowerCase();
  return db
    .selectFrom('users')
    .selectAll()
    .where((eb) => eb.or([eb('username', '=', value), eb(eb.fn('lower', ['email']), '=', value)]))
    .orderBy('id')
    .executeTakeFirst();
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
