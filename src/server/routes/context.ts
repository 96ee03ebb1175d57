import type { Kysely } from 'kysely';
import type { Config } from '../config';
import type { Database } from '../db/schema';
import type { MailSender } from '../services/mailer';

/** What route files need: the database, the settings and the mailer. */
export interface RouteContext {
  db: Kysely<Database>;
  config: Config;
  mailer: MailSender;
}
