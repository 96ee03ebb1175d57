import { hash, verify, type Algorithm } from '@node-rs/argon2';

// Algorithm.Argon2id: the package declares it as an ambient const enum, which isolated modules cannot read.
const ARGON2ID = 2 as Algorithm;

/** argon2id with the library's defaults (19 MiB, 2 passes: OWASP's baseline); runs off the event loop. */
export function hashPassword(password: string): Promise<string> {
  return hash(password, { algorithm: ARGON2ID });
}

export async function verifyPassword(stored: string, password: string): Promise<boolean> {
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}

/** A hash to verify against when the username is unknown, so that both cases take the same time. */
let decoy: Promise<string> | undefined;
export function decoyHash(): Promise<string> {
  decoy ??= hashPassword('decoy-password-never-matches');
  return decoy;
}
