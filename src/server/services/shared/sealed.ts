/**
 * A staff mail's body (a password reset's code) is a secret: it waits in the notices' queue
 * sealed with AES-256-GCM under a key derived from the installation's key (the access codes' key,
 * kept outside the database: shared/codeKey.ts), so a copy of the database gives no code away; the
 * sender opens it as it sends, and wipes it once sent or given up.
 */
import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';
import type { Config } from '../../config';
import { accessCodeKey } from './codeKey';

const PREFIX = 'sealed:v1:';

/** The sealing key: the installation's key, turned to this use only. */
export const staffMailKey = (config: Pick<Config, 'dataDir' | 'accessCodeKey'>): Buffer =>
  createHmac('sha256', accessCodeKey(config.dataDir, config.accessCodeKey)).update('scola staff mail v1').digest();

export const isSealed = (text: string): boolean => text.startsWith(PREFIX);

export function seal(key: Buffer, text: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const sealed = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
  return `${PREFIX}${[iv, cipher.getAuthTag(), sealed].map((part) => part.toString('base64url')).join('.')}`;
}

/** The text sealed; throws when the key is another (a tampered or foreign body). */
export function unseal(key: Buffer, text: string): string {
  const [iv, tag, sealed] = text
    .slice(PREFIX.length)
    .split('.')
    .map((part) => Buffer.from(part, 'base64url'));
  const decipher = createDecipheriv('aes-256-gcm', key, iv);
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(sealed), decipher.final()]).toString('utf8');
}
