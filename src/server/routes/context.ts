import type { Kysely } from 'kysely';
import type { Config } from '../config';
import type { Database } from '../db/schema';
import type { MailSender } from '../services/shared/mailer';
import type { NoticeSender } from '../services/messages/notices/sender';

/** What route files need: the database, the settings, the mailer and the notices' sender. */
export interface RouteContext {
  db: Kysely<Database>;
  config: Config;
  mailer: MailSender;
  /** The outbox's sender, woken when notices are queued (absent in a context built without one). */
  noticeSender?: NoticeSender;
}
