/** The sender the server runs, with the channels its settings give it (none configured: notices wait). */
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/schema';
import type { Configured } from './bulk';
import { EmailChannel, SmsGateway } from './channels';
import { NoticeSender } from './sender';

export const configuredChannels = (config: Config): Configured => ({ sms: Boolean(config.smsGateway), email: Boolean(config.smtpUrl) });

export function noticeSenderFor(db: Db, config: Config, log?: FastifyBaseLogger): NoticeSender {
  return new NoticeSender(db, {
    channels: {
      sms: config.smsGateway && new SmsGateway(config.smsGateway),
      email: config.smtpUrl ? new EmailChannel(config.smtpUrl, config.mailFrom) : undefined,
    },
    log,
  });
}
