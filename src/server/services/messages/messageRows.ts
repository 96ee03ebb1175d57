/** Messages as the API answers them, read in a fixed number of queries for a page of any size. */
import type { MessageItem, MessagePerson } from '../../../domain/contract/messages';
import type { Role } from '../../../domain/permissions';
import type { Db } from '../../db/schema';

export const personName = (row: { first_name: string; last_name: string }): string => `${row.first_name} ${row.last_name}`;

const CHUNK = 500;

export interface MessageRow {
  id: number;
  thread_id: number | null;
  parent_id: number | null;
  subject: string;
  excerpt: string;
  roles: string | null;
  receiver_count: number;
  created_at: string;
  sender_id: number;
  sender_first: string;
  sender_last: string;
  sender_role: string;
}

/** The columns every list and thread reads: the message and its sender. */
export function messageSelect(db: Db) {
  return db
    .selectFrom('messages as m')
    .innerJoin('users as s', 's.id', 'm.sender_id')
    .select([
      'm.id',
      'm.thread_id',
      'm.parent_id',
      'm.subject',
      'm.excerpt',
      'm.roles',
      'm.receiver_count',
      'm.created_at',
      'm.sender_id',
      's.first_name as sender_first',
      's.last_name as sender_last',
      's.role as sender_role',
    ]);
}

export const rolesOf = (roles: string | null): Role[] => (roles ? (roles.split(',') as Role[]) : []);

/** The users each message named (not those reached through a role), by message id. */
async function namedUsers(db: Db, ids: readonly number[]): Promise<Map<number, MessagePerson[]>> {
  const named = new Map<number, MessagePerson[]>();
  for (let start = 0; start < ids.length; start += CHUNK) {
    const rows = await db
      .selectFrom('message_receivers as r')
      .innerJoin('users as u', 'u.id', 'r.user_id')
      .select(['r.message_id', 'u.id', 'u.first_name', 'u.last_name', 'u.role'])
      .where('r.message_id', 'in', ids.slice(start, start + CHUNK))
      .where('r.direct', '=', 1)
      .orderBy('r.message_id')
      .orderBy('u.last_name')
      .orderBy('u.first_name')
      .execute();
    for (const row of rows) {
      const list = named.get(row.message_id) ?? [];
      list.push({ id: row.id, name: personName(row), role: row.role as Role });
      named.set(row.message_id, list);
    }
  }
  return named;
}

/** Completes the rows with whom they went to; `readAt` comes from the caller's own receipt (or the sending, for their own). */
export async function toItems(
  db: Db,
  rows: readonly (MessageRow & { read_at?: string | null })[],
  callerId: number,
): Promise<MessageItem[]> {
  if (!rows.length) return [];
  const named = await namedUsers(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    id: row.id,
    threadId: row.thread_id ?? row.id,
    parentId: row.parent_id,
    subject: row.subject,
    excerpt: row.excerpt,
    sender: {
      id: row.sender_id,
      name: personName({ first_name: row.sender_first, last_name: row.sender_last }),
      role: row.sender_role as Role,
    },
    receivers: { roles: rolesOf(row.roles), users: named.get(row.id) ?? [], count: row.receiver_count },
    createdAt: row.created_at,
    readAt: row.sender_id === callerId && row.read_at == null ? row.created_at : (row.read_at ?? null),
  }));
}
