/**
 * Notices to guardians (domain.md, "Messages"; docs/decisions.md, "Notices to guardians"): the
 * outbox of e-mails and SMS to students' guardians, a bulk send's preview and queueing, and the
 * retry of a failed notice.
 */
import { PERIOD_TYPES } from '../grading/periods';
import type { Permission } from '../permissions';
import { dateField } from '../validation/checks';
import { msg, yup } from '../validation/yup';
import { ID_MAX, listQuery } from './common';
import { defineEndpoint } from './endpoint';
import { idField } from './resource';

export const NOTICES_READ = ['notices.read'] as const;
/** `notices.send.arrears` (the bursar) sends arrears notices only; the service refuses the other kinds with 403. */
export const NOTICES_SEND = ['notices.send', 'notices.send.arrears'] as const;

export const NOTICE_KINDS = ['absence', 'sanction', 'report-card', 'arrears', 'message'] as const;
export type NoticeKind = (typeof NOTICE_KINDS)[number];
/**
 * Who reads a notice of each kind (docs/decisions.md, "Notices: who reads them"): a notice tells
 * what it comes from (an amount owed, an absence, a sanction), and even that it exists tells
 * that much, so only a reader of its source area sees it at all. Report-card notices and messages
 * carry only their sender's text and the student's name.
 */
export const NOTICE_READ: Record<NoticeKind, Permission> = {
  absence: 'discipline.read',
  sanction: 'discipline.read',
  arrears: 'finance.read',
  'report-card': 'notices.read',
  message: 'notices.read',
};
/** The kinds of notices a holder of these permissions reads. */
export const readableNoticeKinds = (permissions: readonly string[]): NoticeKind[] =>
  NOTICE_KINDS.filter((kind) => permissions.includes(NOTICE_READ[kind]));
/** What a user sends in bulk; absences and sanctions queue theirs as they are recorded. */
export const BULK_NOTICE_KINDS = ['message', 'report-card', 'arrears'] as const;
export type BulkNoticeKind = (typeof BULK_NOTICE_KINDS)[number];
export const NOTICE_STATUSES = ['queued', 'sent', 'failed'] as const;
export type NoticeStatus = (typeof NOTICE_STATUSES)[number];
export const NOTICE_CHANNELS = ['sms', 'email'] as const;
export type NoticeChannelName = (typeof NOTICE_CHANNELS)[number];
/** auto: e-mail when the guardian has one, else SMS. */
export const CHANNEL_CHOICES = ['auto', 'sms', 'email'] as const;
export const NOTICE_TEXT_MAX = 1000;
export const NOTICE_SUBJECT_MAX = 150;

const count = () => yup.number().integer().min(0).required();
const channelCounts = () => yup.object({ sms: count(), email: count() });
const configured = () => yup.object({ sms: yup.boolean().required(), email: yup.boolean().required() });

export const noticeBatchBody = yup.object({
  kind: yup.string().required().oneOf(BULK_NOTICE_KINDS),
  /** The classrooms whose guardians are told; for arrears, `levelId` may stand instead. */
  classroomIds: yup.array(yup.number().integer().min(1).max(ID_MAX).required()).max(200).default([]),
  levelId: idField().optional(),
  /** Report cards: the period they are ready for. */
  periodType: yup.string().oneOf(PERIOD_TYPES).optional(),
  period: yup.number().integer().min(0).max(6).optional(),
  /** Arrears: the day overdue is judged on (today by default). */
  asOf: dateField().optional(),
  subject: yup.string().trim().max(NOTICE_SUBJECT_MAX).optional(),
  /** `{student}` becomes the student's name, `{amount}` (arrears) the amount overdue. */
  text: yup.string().trim().required(msg('validation.required')).max(NOTICE_TEXT_MAX),
  channel: yup.string().oneOf(CHANNEL_CHOICES).default('auto'),
  /** The client's id for this send: the same batch sent twice queues nothing more. */
  batchId: yup
    .string()
    .matches(/^[A-Za-z0-9-]{8,64}$/)
    .optional(),
});
export type NoticeBatchBody = yup.InferType<typeof noticeBatchBody>;

const missingStudent = yup.object({
  studentId: yup.number().integer().required(),
  studentName: yup.string().required(),
  matricule: yup.string().required(),
  classroomName: yup.string().required(),
});

export const noticePreviewSchema = yup.object({
  kind: yup.string().required().oneOf(BULK_NOTICE_KINDS),
  /** Guardians a notice would go to, in all and by channel. */
  guardians: count(),
  byChannel: channelCounts().required(),
  /** Students whose guardian has no address for the chosen channel: they get nothing. */
  missing: yup.array(missingStudent).required(),
  /** Notices of this same cause already queued or sent: not queued again. */
  alreadyQueued: count(),
  /** Whether the server has an SMS gateway and an SMTP server: without one, its notices wait. */
  configured: configured().required(),
});
export type NoticePreview = yup.InferType<typeof noticePreviewSchema>;

export const noticeBatchSchema = noticePreviewSchema.shape({ batch: yup.string().required(), queued: count() });
export type NoticeBatch = yup.InferType<typeof noticeBatchSchema>;

export const guardianNoticeSchema = yup.object({
  id: yup.number().integer().required(),
  studentId: yup.number().integer().required(),
  studentName: yup.string().required(),
  matricule: yup.string().required(),
  classroomName: yup.string().nullable().defined(),
  kind: yup.string().required().oneOf(NOTICE_KINDS),
  channel: yup.string().required().oneOf(NOTICE_CHANNELS),
  address: yup.string().nullable().defined(),
  subject: yup.string().nullable().defined(),
  body: yup.string().required(),
  status: yup.string().required().oneOf(NOTICE_STATUSES),
  attempts: count(),
  /** Why the last attempt failed (for a failed notice, why it was given up). */
  lastError: yup.string().nullable().defined(),
  createdAt: yup.string().required(),
  createdBy: yup.string().nullable().defined(),
  lastAttemptAt: yup.string().nullable().defined(),
  nextAttemptAt: yup.string().nullable().defined(),
  sentAt: yup.string().nullable().defined(),
});
export type GuardianNotice = yup.InferType<typeof guardianNoticeSchema>;

export const noticesQuery = listQuery.shape({
  status: yup.string().oneOf(NOTICE_STATUSES).optional(),
  kind: yup.string().oneOf(NOTICE_KINDS).optional(),
  classroomId: idField().optional(),
  studentId: idField().optional(),
});
export type NoticesQuery = yup.InferType<typeof noticesQuery>;

export const noticeListSchema = yup.object({
  data: yup.array(guardianNoticeSchema).required(),
  total: count(),
  /** The notices the caller reads, by status, whatever the filters. */
  counts: yup.object({ queued: count(), sent: count(), failed: count() }).required(),
  configured: configured().required(),
});
export type NoticeList = yup.InferType<typeof noticeListSchema>;

const BODY_RULES =
  "A caller sends only the kinds it reads (arrears: `finance.read`; 403 otherwise). `kind` message (the principal's text to the classrooms' guardians), report-card (`periodType` and `period` required) or arrears (students with an amount overdue on `asOf`, today by default, in `classroomIds` or `levelId`). `classroomIds` is required except for arrears by level (400 naming it, as for an unknown classroom). `text` is required (at most 1000 characters); `{student}` becomes each student's name and, for arrears, `{amount}` the amount overdue. `channel` auto (default) sends by e-mail to a guardian with one and by SMS otherwise. Only `notices.send` holders send every kind; `notices.send.arrears` (the bursar) sends arrears only (403 otherwise).";

const examplePreview: NoticePreview = {
  kind: 'message',
  guardians: 2,
  byChannel: { sms: 1, email: 1 },
  missing: [{ studentId: 3, studentName: 'NGONO Marie', matricule: '26SC00003', classroomName: '6e A' }],
  alreadyQueued: 0,
  configured: { sms: true, email: true },
};

const exampleBody = { kind: 'message' as const, classroomIds: [1], text: 'Réunion des parents samedi à 9 h.' };

export const previewNotices = defineEndpoint({
  method: 'POST',
  path: '/api/guardian-notices/preview',
  tag: 'Notices to guardians',
  summary: 'How many guardians a bulk send reaches',
  description: `What \`POST /api/guardian-notices\` with the same body would queue, without queueing: the guardians by channel and the students whose guardian has no address. ${BODY_RULES}`,
  access: NOTICES_SEND,
  body: noticeBatchBody,
  response: noticePreviewSchema,
  errors: [400, 401, 403],
  example: { body: exampleBody, response: examplePreview },
});

export const queueNotices = defineEndpoint({
  method: 'POST',
  path: '/api/guardian-notices',
  tag: 'Notices to guardians',
  summary: 'Queue a notice to guardians',
  description: `Queues one notice per student guardian with an address, in one transaction with one audit entry, and wakes the sender. Each notice's cause is unique (\`message:<batchId>:<studentId>\`, \`report-card:<classroom>:<period>:<student>\`, \`arrears:<asOf>:<student>\`), so the same send repeated queues nothing more (\`alreadyQueued\`). ${BODY_RULES}`,
  access: NOTICES_SEND,
  body: noticeBatchBody,
  status: 201,
  response: noticeBatchSchema,
  errors: [400, 401, 403],
  example: { body: exampleBody, response: { ...examplePreview, batch: '8f14e45f-ceea-467f-a8d5-2c3c1d0a8b11', queued: 2 } },
});

const exampleNotice: GuardianNotice = {
  id: 1,
  studentId: 1,
  studentName: 'ATANGANA Brenda',
  matricule: '26SC00001',
  classroomName: '6e A',
  kind: 'message',
  channel: 'sms',
  address: '+237 677 123 456',
  subject: null,
  body: 'Réunion des parents samedi à 9 h.',
  status: 'failed',
  attempts: 1,
  lastError: 'HTTP 400: invalid number',
  createdAt: '2026-11-20T08:00:00.000Z',
  createdBy: 'Paul NKOULOU',
  lastAttemptAt: '2026-11-20T08:00:01.000Z',
  nextAttemptAt: null,
  sentAt: null,
};

export const listNotices = defineEndpoint({
  method: 'GET',
  path: '/api/guardian-notices',
  tag: 'Notices to guardians',
  summary: 'The outbox of notices to guardians',
  description:
    'Newest first, of the kinds the caller reads: arrears with `finance.read`, absences and sanctions with `discipline.read`, report cards and messages with `notices.read` (a notice of another kind is not listed, counted, previewed or retried: 404). Filters: `status` (queued, sent, failed), `kind`, `classroomId`, `studentId`; paging `limit` and `skip`. `counts` are the notices the caller reads by status, whatever the other filters: those of the whole outbox, or of the student when `studentId` is given; `configured` says which channels the server can send (a channel without its setting keeps its notices queued).',
  access: NOTICES_READ,
  query: noticesQuery,
  response: noticeListSchema,
  errors: [400, 401, 403],
  example: {
    query: { status: 'failed' },
    response: { data: [exampleNotice], total: 1, counts: { queued: 0, sent: 4, failed: 1 }, configured: { sms: true, email: true } },
  },
});

export const retryNotice = defineEndpoint({
  method: 'POST',
  path: '/api/guardian-notices/:id/retry',
  tag: 'Notices to guardians',
  summary: 'Send a failed notice again',
  description:
    'A failed notice goes back to the queue with its attempts from zero (409 when it is not failed; 404 when unknown or of a kind the caller does not read). The bursar retries arrears notices only (403).',
  access: NOTICES_SEND,
  params: yup.object({ id: yup.number().integer().min(1).max(ID_MAX).required() }),
  response: guardianNoticeSchema,
  errors: [401, 403, 404, 409],
  example: { params: { id: 1 }, response: { ...exampleNotice, status: 'queued', attempts: 0, lastError: null } },
});

export const guardianNoticeEndpoints = [listNotices, previewNotices, queueNotices, retryNotice] as const;
