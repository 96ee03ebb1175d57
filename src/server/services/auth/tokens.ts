import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { prepared, slot } from '../../db/prepared';
import type { Database, UserRow } from '../../db/schema';
import { isoIn, nowIso } from '../shared/clock';

/** Tokens are random and only their SHA-256 is stored: a copy of the database signs nobody in. */
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

export const newSecret = (): string => randomBytes(32).toString('base64url');

export async function issueToken(db: Kysely<Database>, userId: number, lifetimeSeconds: number): Promise<string> {
  const token = newSecret();
  await db
    .insertInto('access_tokens')
    .values({ token_hash: hashToken(token), user_id: userId, created_at: nowIso(), expires_at: isoIn(lifetimeSeconds) })
    .execute();
  return token;
}

export interface TokenOwner {
  tokenId: number;
  user: UserRow;
}

const tokenOwner = prepared((db) =>
  db
    .selectFrom('access_tokens as t')
    .innerJoin('users as u', 'u.id', 't.user_id')
    .selectAll('u')
    .select('t.id as token_id')
    .where('t.token_hash', '=', slot<string>('hash'))
    .where('t.revoked_at', 'is', null)
    .where('t.expires_at', '>', slot<string>('now'))
    .where('u.status', '=', 'active'),
);

/** The active user a live token belongs to, or undefined for unknown, expired or revoked tokens. */
export async function findTokenOwner(db: Kysely<Database>, token: string): Promise<TokenOwner | undefined> {
  const [row] = await tokenOwner(db, { hash: hashToken(token), now: nowIso() });
  if (!row) return undefined;
  const { token_id: tokenId, ...user } = row;
  return { tokenId, user };
}

export async function revokeToken(db: Kysely<Database>, tokenId: number): Promise<void> {
  await db.updateTable('access_tokens').set({ revoked_at: nowIso() }).where('id', '=', tokenId).where('revoked_at', 'is', null).execute();
}

/** Revokes every live token of a user, except optionally the one in use. */
export async function revokeUserTokens(db: Kysely<Database>, userId: number, keepTokenId?: number): Promise<void> {
  let query = db.updateTable('access_tokens').set({ revoked_at: nowIso() }).where('user_id', '=', userId).where('revoked_at', 'is', null);
  if (keepTokenId !== undefined) query = query.where('id', '!=', keepTokenId);
  await query.execute();
}
