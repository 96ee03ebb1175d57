/** The sender the server runs, with the channels its settings give it (none configured: notices wait). */
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../../config';
import type { Db } from '../../../db/schema';
import type { Configured } from './bulk';
import { EmailChannel, SmsGateway } from './channels';
import { staffMailKey } from '../../shared/sealed';
import { NoticeSender, type SenderOptions } from './sender';

export const configuredChannels = (config: Config): Configured => ({ sms: Boolean(config.smsGateway), email: Boolean(config.smtpUrl) });

/** The sealing key of staff mail when the server can send e-mail; none otherwise (nothing is queued). */
export const staffMailKeyFor = (config: Config): Buffer | undefined => (config.smtpUrl ? staffMailKey(config) : undefined);

/** `tuning`: a test's shorter back-off or lease. */
export function noticeSenderFor(db: Db, config: Config, log?: FastifyBaseLogger, tuning: Partial<SenderOptions> = {}): NoticeSender {
  return new NoticeSender(db, {
    channels: {
      sms: config.smsGateway && new SmsGateway(config.smsGateway),
      email: config.smtpUrl ? new EmailChannel(config.smtpUrl, config.mailFrom) : undefined,
    },
    log,
    staffMailKey: staffMailKeyFor(config),
    ...tuning,
  });
}
