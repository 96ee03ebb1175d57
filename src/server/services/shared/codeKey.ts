/**
 * Access codes are stored as HMAC-SHA-256 under a key kept outside the database, so a copy of the
 * database alone gives no code away, not even by trying all 31^12 of them. The key is
 * `ACCESS_CODE_KEY` when set (several servers share it), else a random key made once in the data
 * directory (`access-code.key`, readable by the server's user only). Losing it voids the printed
 * cards: they are made again.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const keys = new Map<string, Buffer>();

export function accessCodeKey(dataDir: string, configured?: string): Buffer {
  if (configured) return Buffer.from(configured, 'utf8');
  const file = path.join(dataDir, 'access-code.key');
  let key = keys.get(file);
  if (key) return key;
  try {
    key = Buffer.from(readFileSync(file, 'utf8').trim(), 'hex');
  } catch {
    mkdirSync(dataDir, { recursive: true });
    key = randomBytes(32);
    // 'wx': two servers starting at once keep the first key written.
    try {
      writeFileSync(file, key.toString('hex'), { mode: 0o600, flag: 'wx' });
    } catch {
      key = Buffer.from(readFileSync(file, 'utf8').trim(), 'hex');
    }
  }
  keys.set(file, key);
  return key;
}

export const hashAccessCode = (key: Buffer, code: string): string => createHmac('sha256', key).update(code).digest('hex');
