import type { Kysely, Transaction } from 'kysely';
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
