import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import nodemailer from 'nodemailer';
import type { Database } from '../db/schema';
import { nowIso } from './clock';

export interface Mail {
  to: string;
  subject: string;
  body: string;
}

export interface MailSender {
  send(mail: Mail): Promise<void>;
}

/**
 * Every message is kept in the outbox table; with SMTP_URL set it is also sent, otherwise it is
 * written to the server log so that an office without e-mail can still read a reset link.
 */
export class Mailer implements MailSender {
  private readonly transport;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly log: FastifyBaseLogger,
    smtpUrl: string | undefined,
    private readonly from: string,
  ) {
    this.transport = smtpUrl ? nodemailer.createTransport(smtpUrl) : undefined;
  }

  async send(mail: Mail): Promise<void> {
    const { id } = await this.db
      .insertInto('outbox')
      .values({ recipient: mail.to, subject: mail.subject, body: mail.body, created_at: nowIso() })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (!this.transport) {
      this.log.info({ outboxId: id, to: mail.to, subject: mail.subject, body: mail.body }, 'mail kept in the outbox (no SMTP configured)');
      return;
    }
    try {
      await this.transport.sendMail({ from: this.from, to: mail.to, subject: mail.subject, text: mail.body });
      await this.db.updateTable('outbox').set({ sent_at: nowIso() }).where('id', '=', id).execute();
    } catch (error) {
      this.log.error({ err: error, outboxId: id }, 'mail could not be sent; it stays in the outbox');
    }
  }
}
