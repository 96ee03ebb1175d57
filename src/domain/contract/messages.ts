/**
 * Internal messages between staff (domain.md, Messages): an inbox and a sent box per user, the
 * unread count the top bar polls, threads of replies, and the people and roles one may write to.
 * Every call needs `messages.send`, which every role holds; a user reads only the messages they
 * sent or received (404 for any other).
 */
import { ROLES, type Role } from '../permissions';
import { multilineTextField } from '../validation/checks';
import { yup } from '../validation/yup';
import { ID_MAX, listQuery } from './common';
import { defineEndpoint } from './endpoint';

export const MESSAGES_SEND = ['messages.send'] as const;
export const MESSAGE_SUBJECT_MAX = 200;
/** The body as sent (HTML or text), before sanitising. */
export const MESSAGE_BODY_MAX = 20_000;
/** At most this many users named in one message (a role reaches all its users besides). */
export const MESSAGE_USERS_MAX = 200;
export const MESSAGE_FORMATS = ['text', 'html'] as const;
export type MessageFormat = (typeof MESSAGE_FORMATS)[number];
export const MESSAGE_BOXES = ['inbox', 'sent'] as const;

const id = () => yup.number().integer().min(1).max(ID_MAX);

const personSchema = yup.object({
  id: yup.number().integer().required(),
  name: yup.string().required(),
  role: yup.string().required().oneOf(ROLES),
});
export type MessagePerson = yup.InferType<typeof personSchema>;

/** Who a message went to: the roles named, the users named (not those reached through a role), and how many in all. */
const receiversSummarySchema = yup.object({
  roles: yup.array(yup.string().required().oneOf(ROLES)).required(),
  users: yup.array(personSchema).required(),
  count: yup.number().integer().required(),
});
export type ReceiversSummary = yup.InferType<typeof receiversSummarySchema>;

export const messageItemSchema = yup.object({
  id: yup.number().integer().required(),
  threadId: yup.number().integer().required(),
  parentId: yup.number().integer().nullable().defined(),
  subject: yup.string().required(),
  /** The start of the body as plain text. */
  excerpt: yup.string().defined(),
  sender: personSchema.required(),
  receivers: receiversSummarySchema.required(),
  createdAt: yup.string().required(),
  /** When the caller read it; null while unread. A sent message counts as read by its sender. */
  readAt: yup.string().nullable().defined(),
});
export type MessageItem = yup.InferType<typeof messageItemSchema>;

export const threadMessageSchema = messageItemSchema.shape({
  /** Sanitised HTML: p, br, strong, b, em, i, u, ul, ol, li, and links to http, https and mailto. */
  body: yup.string().required(),
});
export type ThreadMessage = yup.InferType<typeof threadMessageSchema>;

export const threadSchema = yup.object({
  threadId: yup.number().integer().required(),
  subject: yup.string().required(),
  /** The thread's messages the caller sent or received, oldest first. */
  messages: yup.array(threadMessageSchema).required(),
});
export type Thread = yup.InferType<typeof threadSchema>;

export const unreadSchema = yup.object({
  unread: yup.number().integer().required(),
  /** The newest message received, so the top bar can name it when the count rises. */
  latest: yup
    .object({
      id: yup.number().integer().required(),
      subject: yup.string().required(),
      senderName: yup.string().required(),
      createdAt: yup.string().required(),
    })
    .nullable()
    .defined(),
});
export type Unread = yup.InferType<typeof unreadSchema>;

export const messagesQuery = listQuery.shape({
  box: yup.string().oneOf(MESSAGE_BOXES).default('inbox'),
});
export type MessagesQuery = yup.InferType<typeof messagesQuery>;

export const messageListSchema = yup.object({
  data: yup.array(messageItemSchema).required(),
  total: yup.number().integer().required(),
  unread: yup.number().integer().required(),
});
export type MessageList = yup.InferType<typeof messageListSchema>;

export const messageBody = yup.object({
  /** Required for a first message; a reply without one takes the thread's subject. */
  subject: yup.string().trim().max(MESSAGE_SUBJECT_MAX).optional(),
  body: multilineTextField(MESSAGE_BODY_MAX).required(),
  /** `text`: plain text, blank lines make paragraphs; `html`: limited HTML, sanitised. */
  format: yup.string().oneOf(MESSAGE_FORMATS).default('text'),
  receivers: yup
    .object({
      userIds: yup.array(id().required()).max(MESSAGE_USERS_MAX).optional(),
      roles: yup.array(yup.string().required().oneOf(ROLES)).max(ROLES.length).optional(),
    })
    .default(undefined)
    .optional(),
  /** The message this one answers: the reply joins its thread. */
  parentId: id().optional(),
});
export type MessageBody = yup.InferType<typeof messageBody>;

export const receiversSchema = yup.object({
  users: yup.array(personSchema).required(),
  roles: yup.array(yup.object({ role: yup.string().required().oneOf(ROLES), count: yup.number().integer().required() })).required(),
});
export type MessageReceivers = yup.InferType<typeof receiversSchema>;

const principal: MessagePerson = { id: 2, name: 'Marie-Claire Ngo Biyong', role: 'principal' };
const admin: MessagePerson = { id: 1, name: 'Jean-Pierre Essomba', role: 'admin' };

const exampleItem: MessageItem = {
  id: 12,
  threadId: 12,
  parentId: null,
  subject: 'Conseil de classe de 3e A',
  excerpt: 'Le conseil de classe de 3e A aura lieu jeudi à 15 h en salle des professeurs.',
  sender: principal,
  receivers: { roles: ['teacher' as Role], users: [admin], count: 13 },
  createdAt: '2026-11-20T08:30:00.000Z',
  readAt: null,
};

const exampleBody = '<p>Le conseil de classe de 3e A aura lieu jeudi à 15 h en salle des professeurs.</p>';

export const listMessages = defineEndpoint({
  method: 'GET',
  path: '/api/messages',
  tag: 'Messages',
  summary: "The caller's inbox, or with `box=sent` their sent box",
  description:
    "Newest first, paged with `limit` and `skip`. Each message is listed on its own (a reply too), with its `threadId`; `readAt` is the caller's own reading (always set in the sent box). `unread` counts the caller's unread messages, whatever the box.",
  access: MESSAGES_SEND,
  query: messagesQuery,
  response: messageListSchema,
  errors: [400, 401, 403],
  example: { query: { limit: 20 }, response: { data: [exampleItem], total: 1, unread: 1 } },
});

export const unreadMessages = defineEndpoint({
  method: 'GET',
  path: '/api/messages/unread',
  tag: 'Messages',
  summary: "The caller's unread count and newest message, for the top bar to poll",
  description: 'Two index reads, whatever the size of the inbox.',
  access: MESSAGES_SEND,
  response: unreadSchema,
  errors: [401, 403],
  example: {
    response: { unread: 1, latest: { id: 12, subject: exampleItem.subject, senderName: principal.name, createdAt: exampleItem.createdAt } },
  },
});

export const messageReceivers = defineEndpoint({
  method: 'GET',
  path: '/api/messages/receivers',
  tag: 'Messages',
  summary: 'Whom the caller may write to: the active staff (but themselves) and the roles with how many active users each',
  access: MESSAGES_SEND,
  response: receiversSchema,
  errors: [401, 403],
  example: { response: { users: [admin], roles: [{ role: 'teacher', count: 12 }] } },
});

export const getThread = defineEndpoint({
  method: 'GET',
  path: '/api/messages/:id(^\\d+$)',
  tag: 'Messages',
  summary: 'A whole thread, from any of its messages',
  description:
    "Only the messages of the thread the caller sent or received, oldest first; 404 when there is none (another's thread is not shown to exist). Reading does not mark anything read: the client calls `POST /api/messages/{id}/read` when the thread is shown.",
  access: MESSAGES_SEND,
  params: yup.object({ id: id().required() }),
  response: threadSchema,
  errors: [400, 401, 403, 404],
  example: {
    params: { id: 1 },
    response: { threadId: 12, subject: exampleItem.subject, messages: [{ ...exampleItem, body: exampleBody }] },
  },
});

export const sendMessage = defineEndpoint({
  method: 'POST',
  path: '/api/messages',
  tag: 'Messages',
  summary: 'Send a message, or a reply, to users and roles',
  description: [
    'Receivers: `receivers.userIds` (active users; not the caller) and `receivers.roles` (each expanded to its active users at sending, the caller left out). A user named and reached through a role receives it once.',
    "A reply (`parentId`, a message the caller sent or received) joins its thread; without receivers it goes to the other participants of that message: its sender and the users it named (not those reached through a role), the caller left out; when that leaves nobody (the caller wrote to roles only), to the same receivers again. Without a subject it takes the thread's.",
    'The body is sanitised (script, event attributes and links other than http, https and mailto removed); nothing left to read is a 400 naming `body`. Refusals name the field (`receivers.userIds[1]`, `receivers.roles[0]`, `receivers`, `subject`, `parentId`) and change nothing. The message, its receivers and the audit entry are written in one transaction.',
  ].join('\n\n'),
  access: MESSAGES_SEND,
  body: messageBody,
  status: 201,
  response: threadMessageSchema,
  errors: [400, 401, 403],
  example: {
    body: {
      subject: exampleItem.subject,
      body: 'Le conseil de classe de 3e A aura lieu jeudi à 15 h en salle des professeurs.',
      format: 'text',
      receivers: { userIds: [2], roles: ['teacher'] },
    },
    response: { ...exampleItem, body: exampleBody, readAt: exampleItem.createdAt },
  },
});

export const markThreadRead = defineEndpoint({
  method: 'POST',
  path: '/api/messages/:id(^\\d+$)/read',
  tag: 'Messages',
  summary: "Mark the caller's messages of a thread read",
  description:
    "Every message of the thread the caller received and had not read; answers the caller's unread count after. 404 as for the thread.",
  access: MESSAGES_SEND,
  params: yup.object({ id: id().required() }),
  response: yup.object({ unread: yup.number().integer().required() }),
  errors: [400, 401, 403, 404],
  example: { params: { id: 1 }, response: { unread: 0 } },
});

export const messageEndpoints = [listMessages, unreadMessages, messageReceivers, getThread, sendMessage, markThreadRead] as const;
