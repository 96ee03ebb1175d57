/**
 * Mail to staff (a password reset's code) goes through the notices' queue (docs/decisions.md,
 * "Notices: who reads them, staff mail and claims"): its retries, leases and idempotency key,
 * the body sealed while it waits. Without SMTP nothing is queued and nothing secret is logged.
 */
import type { FastifyBaseLogger } from 'fastify';
import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/schema';
import { nowIso } from './clock';
import { seal } from './sealed';

export interface Mail {
  to: string;
  subject: string;
  body: string;
}

export interface MailSender {
  send(mail: Mail): Promise<void>;
}

export class QueuedMailer implements MailSender {
  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
    /** The sealing key (sealed.ts); undefined without SMTP: staff mail cannot leave. */
    private readonly key: Buffer | undefined,
    /** Wakes the sender once a mail is queued. */
    private readonly wake: () => void,
  ) {}

  async send(mail: Mail): Promise<void> {
    if (!this.key) {
      // The body may hold a secret: it is neither kept nor logged.
      this.log.warn({ subject: mail.subject }, 'staff mail not sent: no SMTP_URL is configured');
      return;
    }
    const { id } = await this.db
      .insertInto('guardian_notices')
      .values({
        student_id: null,
        kind: 'staff',
        source: `staff:${randomUUID()}`,
        channel: 'email',
        address: mail.to,
        subject: mail.subject,
        body: seal(this.key, mail.body),
        status: 'queued',
        attempts: 0,
        created_at: nowIso(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    this.log.info({ noticeId: id }, 'staff mail queued');
    this.wake();
  }
}
