/**
 * Internal messages (domain.md, Messages). A message and its receivers are written in one
 * transaction with the audit entry; a role is expanded to its active users at that moment. A user
 * sees only the messages they sent or received: anything else answers 404, as if it did not exist.
 */
import type { Transaction } from 'kysely';
import type {
  MessageBody,
  MessageItem,
  MessageList,
  MessageReceivers,
  MessagesQuery,
  Thread,
  ThreadMessage,
  Unread,
} from '../../../domain/contract/messages';
import { ROLES, type Role } from '../../../domain/permissions';
import type { Database, Db } from '../../db/schema';
import { badField, notFound } from '../../errors';
import type { Caller } from '../../http/auth';
import { audit } from '../shared/audit';
import { nowIso } from '../shared/clock';
import { compareStaff } from '../shared/nameOrder';
import { excerptOf, plainText, sanitizeBody } from './messageBody';
import { messageSelect, personName, toItems } from './messageRows';

type Trx = Transaction<Database>;

const CHUNK = 500;

export interface NewMessage {
  senderId: number;
  subject: string;
  /** Already sanitised. */
  html: string;
  parentId: number | null;
  threadId: number | null;
  roles: readonly Role[];
  /** Every receiving user, each once, with whether the sender named them. */
  receivers: ReadonlyArray<{ userId: number; direct: boolean }>;
  createdAt: string;
  /** Receivers who have already read it (the demo seed). */
  readBy?: ReadonlyMap<number, string>;
}

/** Writes a message and its receivers; the caller provides the transaction (and the audit entry). */
export async function insertMessage(trx: Trx, message: NewMessage): Promise<number> {
  const { id } = await trx
    .insertInto('messages')
    .values({
      sender_id: message.senderId,
      thread_id: message.threadId,
      parent_id: message.parentId,
      subject: message.subject,
      body: message.html,
      excerpt: excerptOf(message.html),
      roles: message.roles.length ? message.roles.join(',') : null,
      receiver_count: message.receivers.length,
      created_at: message.createdAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (message.threadId === null) await trx.updateTable('messages').set({ thread_id: id }).where('id', '=', id).execute();
  const rows = message.receivers.map((receiver) => ({
    message_id: id,
    user_id: receiver.userId,
    direct: receiver.direct ? (1 as const) : (0 as const),
    read_at: message.readBy?.get(receiver.userId) ?? null,
  }));
  for (let start = 0; start < rows.length; start += CHUNK)
    await trx
      .insertInto('message_receivers')
      .values(rows.slice(start, start + CHUNK))
      .execute();
  return id;
}

/** Whether the user sent or received the message. */
async function visibleMessage(db: Db, messageId: number, userId: number) {
  const row = await db
    .selectFrom('messages as m')
    .leftJoin('message_receivers as r', (join) => join.onRef('r.message_id', '=', 'm.id').on('r.user_id', '=', userId))
    .select(['m.id', 'm.thread_id', 'm.sender_id', 'm.subject', 'm.roles', 'r.user_id as receiver'])
    .where('m.id', '=', messageId)
    .executeTakeFirst();
  return row && (row.sender_id === userId || row.receiver !== null) ? row : undefined;
}

/** The active users of the roles, but the sender. */
async function usersOfRoles(db: Db, roles: readonly Role[], senderId: number): Promise<number[]> {
  if (!roles.length) return [];
  const rows = await db
    .selectFrom('users')
    .select('id')
    .where('role', 'in', [...roles])
    .where('status', '=', 'active')
    .where('id', '<>', senderId)
    .orderBy('id')
    .execute();
  return rows.map((row) => row.id);
}

/** The named users, each checked (400 naming the one at fault). */
async function namedReceivers(db: Db, userIds: readonly number[], senderId: number): Promise<number[]> {
  if (!userIds.length) return [];
  const rows = await db
    .selectFrom('users')
    .select(['id', 'status'])
    .where('id', 'in', [...new Set(userIds)])
    .execute();
  const status = new Map(rows.map((row) => [row.id, row.status]));
  userIds.forEach((userId, index) => {
    const field = `receivers.userIds[${index}]`;
    if (userId === senderId) throw badField(field, 'errors.messagesToSelf');
    if (!status.has(userId)) throw badField(field, 'errors.messagesUnknownUser');
    if (status.get(userId) !== 'active') throw badField(field, 'errors.messagesInactiveUser');
  });
  return [...new Set(userIds)];
}

/** A reply's receivers when none are given: the parent's sender and named users, else its receivers again. */
async function replyReceivers(db: Db, parentId: number, parentSenderId: number, senderId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('message_receivers as r')
    .innerJoin('users as u', 'u.id', 'r.user_id')
    .select(['r.user_id', 'r.direct'])
    .where('r.message_id', '=', parentId)
    .where('u.status', '=', 'active')
    .orderBy('r.user_id')
    .execute();
  const sender = await db.selectFrom('users').select('status').where('id', '=', parentSenderId).executeTakeFirst();
  const others = [
    ...(sender?.status === 'active' ? [parentSenderId] : []),
    ...rows.filter((row) => row.direct === 1).map((row) => row.user_id),
  ].filter((userId) => userId !== senderId);
  if (others.length) return [...new Set(others)];
  return rows.map((row) => row.user_id).filter((userId) => userId !== senderId);
}

export async function sendMessage(db: Db, caller: Caller, body: MessageBody): Promise<ThreadMessage> {
  const senderId = caller.user.id;
  const html = sanitizeBody(body.body, body.format);
  if (!plainText(html)) throw badField('body', 'errors.messagesEmptyBody');
  const id = await db.transaction().execute(async (trx) => {
    let parent: Awaited<ReturnType<typeof visibleMessage>>;
    if (body.parentId !== undefined) {
      parent = await visibleMessage(trx, body.parentId, senderId);
      if (!parent) throw badField('parentId', 'errors.messagesParentMissing');
    }
    const subject = body.subject || parent?.subject;
    if (!subject) throw badField('subject', 'validation.required');
    const userIds = body.receivers?.userIds ?? [];
    const roles = [...new Set(body.receivers?.roles ?? [])];
    const named = await namedReceivers(trx, userIds, senderId);
    const reached: number[] = [];
    for (const [index, role] of (body.receivers?.roles ?? []).entries()) {
      const users = await usersOfRoles(trx, [role], senderId);
      if (!users.length) throw badField(`receivers.roles[${index}]`, 'errors.messagesEmptyRole');
      reached.push(...users);
    }
    let receivers = [...named.map((userId) => ({ userId, direct: true }))];
    const namedSet = new Set(named);
    for (const userId of new Set(reached)) if (!namedSet.has(userId)) receivers.push({ userId, direct: false });
    if (!receivers.length) {
      if (!parent) throw badField('receivers', 'errors.messagesNoReceiver');
      const defaults = await replyReceivers(trx, parent.id, parent.sender_id, senderId);
      if (!defaults.length) throw badField('receivers', 'errors.messagesNoReceiver');
      receivers = defaults.map((userId) => ({ userId, direct: true }));
    }
    const messageId = await insertMessage(trx, {
      senderId,
      subject,
      html,
      parentId: parent?.id ?? null,
      threadId: parent ? (parent.thread_id ?? parent.id) : null,
      roles: ROLES.filter((role) => roles.includes(role)),
      receivers,
      createdAt: nowIso(),
    });
    await audit(trx, {
      userId: senderId,
      action: 'create',
      entity: 'message',
      entityId: messageId,
      after: { subject, parentId: parent?.id ?? null, roles, userIds: receivers.map((receiver) => receiver.userId) },
    });
    return messageId;
  });
  const thread = await threadMessages(db, id, senderId, (query) => query.where('m.id', '=', id));
  return thread[0];
}

type Select = ReturnType<typeof messageSelect>;

async function threadMessages(db: Db, _id: number, userId: number, filter: (query: Select) => Select): Promise<ThreadMessage[]> {
  const rows = await filter(messageSelect(db))
    .leftJoin('message_receivers as mine', (join) => join.onRef('mine.message_id', '=', 'm.id').on('mine.user_id', '=', userId))
    .select(['m.body', 'mine.read_at', 'mine.user_id as receiver'])
    .where((eb) => eb.or([eb('m.sender_id', '=', userId), eb('mine.user_id', 'is not', null)]))
    .orderBy('m.id')
    .execute();
  const items = await toItems(db, rows, userId);
  return items.map((item, index) => ({ ...item, body: rows[index].body }));
}

export async function getThread(db: Db, caller: Caller, messageId: number): Promise<Thread> {
  const userId = caller.user.id;
  const message = await visibleMessage(db, messageId, userId);
  if (!message) throw notFound('errors.messagesNotFound');
  const threadId = message.thread_id ?? message.id;
  const messages = await threadMessages(db, messageId, userId, (query) => query.where('m.thread_id', '=', threadId));
  return { threadId, subject: messages[0].subject, messages };
}

export async function unreadCount(db: Db, userId: number): Promise<number> {
  const { n } = await db
    .selectFrom('message_receivers')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('read_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(n);
}

export async function markThreadRead(db: Db, caller: Caller, messageId: number): Promise<{ unread: number }> {
  const userId = caller.user.id;
  const message = await visibleMessage(db, messageId, userId);
  if (!message) throw notFound('errors.messagesNotFound');
  const threadId = message.thread_id ?? message.id;
  await db
    .updateTable('message_receivers')
    .set({ read_at: nowIso() })
    .where('user_id', '=', userId)
    .where('read_at', 'is', null)
    .where('message_id', 'in', (eb) => eb.selectFrom('messages').select('id').where('thread_id', '=', threadId))
    .execute();
  return { unread: await unreadCount(db, userId) };
}

export async function listMessages(db: Db, caller: Caller, query: MessagesQuery): Promise<MessageList> {
  const userId = caller.user.id;
  let data: MessageItem[];
  let total: number;
  if (query.box === 'sent') {
    const rows = await messageSelect(db)
      .where('m.sender_id', '=', userId)
      .orderBy('m.id', 'desc')
      .limit(query.limit)
      .offset(query.skip)
      .execute();
    data = await toItems(db, rows, userId);
    const { n } = await db
      .selectFrom('messages')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('sender_id', '=', userId)
      .executeTakeFirstOrThrow();
    total = Number(n);
  } else {
    // The page of receipts is taken from the receivers' index first; only its messages are then joined.
    const page = db
      .selectFrom('message_receivers')
      .select(['message_id', 'read_at'])
      .where('user_id', '=', userId)
      .orderBy('message_id', 'desc')
      .limit(query.limit)
      .offset(query.skip)
      .as('page');
    const rows = await messageSelect(db)
      .innerJoin(page, 'page.message_id', 'm.id')
      .select('page.read_at')
      .orderBy('m.id', 'desc')
      .execute();
    data = await toItems(db, rows, userId);
    const { n } = await db
      .selectFrom('message_receivers')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    total = Number(n);
  }
  return { data, total, unread: await unreadCount(db, userId) };
}

export async function unreadMessages(db: Db, caller: Caller): Promise<Unread> {
  const userId = caller.user.id;
  const latest = await db
    .selectFrom('message_receivers as r')
    .innerJoin('messages as m', 'm.id', 'r.message_id')
    .innerJoin('users as s', 's.id', 'm.sender_id')
    .select(['m.id', 'm.subject', 'm.created_at', 's.first_name', 's.last_name'])
    .where('r.user_id', '=', userId)
    .orderBy('r.message_id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return {
    unread: await unreadCount(db, userId),
    latest: latest ? { id: latest.id, subject: latest.subject, senderName: personName(latest), createdAt: latest.created_at } : null,
  };
}

export async function messageReceivers(db: Db, caller: Caller): Promise<MessageReceivers> {
  const rows = await db.selectFrom('users').select(['id', 'first_name', 'last_name', 'role']).where('status', '=', 'active').execute();
  const others = rows.filter((row) => row.id !== caller.user.id).sort(compareStaff);
  return {
    users: others.map((row) => ({ id: row.id, name: personName(row), role: row.role as Role })),
    roles: ROLES.map((role) => ({ role, count: others.filter((row) => row.role === role).length })).filter((entry) => entry.count > 0),
  };
}
