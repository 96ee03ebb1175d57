/**
 * Signing in and out of one's account: the password grant with its limits, changing one's own
 * password, and the password reset by a one-time code.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Db, UserRow } from '../../db/schema';
import { badRequest, forbidden, HttpError } from '../../errors';
import { isoIn, nowIso } from '../shared/clock';
import type { MailSender } from '../shared/mailer';
import { decoyHash, hashPassword, verifyPassword } from './passwords';
import { accountKey, countAttempt, type SignInLimits } from './signInLimits';
import { hashToken, issueToken, newSecret, revokeUserTokens } from './tokens';
import { findUser, findUserByLogin } from '../tools/users';

const RESET_LIFETIME_SECONDS = 3600;

const invalidGrant = (key: string) => new HttpError(400, key, {}, 'invalid_grant');

/** A bearer token for a login text and its password, or 400 invalid_grant (429 past the limits). */
export async function signIn(
  db: Db,
  limits: SignInLimits,
  tokenLifetimeSeconds: number,
  login: string,
  password: string,
  address: string,
): Promise<string> {
  const user = await findUserByLogin(db, login);
  const attempt = await countAttempt(db, limits, accountKey(user?.id, login), address);
  // Verify against a decoy when the user is unknown so timing does not tell which usernames exist.
  const matches = await verifyPassword(user?.password_hash ?? (await decoyHash()), password);
  if (!user || !matches) throw invalidGrant('errors.invalidGrant');
  await attempt.succeeded();
  if (user.status === 'pending') throw invalidGrant('errors.accountPending');
  if (user.status !== 'active') throw invalidGrant('errors.accountDisabled');
  return issueToken(db, user.id, tokenLifetimeSeconds);
}

/** Changes the caller's own password (the current one is required); their other sessions close. */
export async function changeOwnPassword(
  db: Db,
  user: UserRow,
  keepTokenId: number,
  currentPassword: string,
  newPassword: string,
): Promise<void> {
  if (!(await verifyPassword(user.password_hash, currentPassword))) {
    throw new HttpError(400, 'errors.validation', {}, undefined, { currentPassword: { key: 'errors.wrongPassword' } });
  }
  const passwordHash = await hashPassword(newPassword);
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('users').set({ password_hash: passwordHash, updated_at: nowIso() }).where('id', '=', user.id).execute();
    await revokeUserTokens(trx, user.id, keepTokenId);
  });
}

/** Mails a one-time reset code to the account a login names, if there is one that may sign in. */
export async function sendResetCode(db: Db, mailer: MailSender, log: FastifyBaseLogger, login: string): Promise<void> {
  const user = await findUserByLogin(db, login);
  if (!user || user.status === 'disabled') return;
  const token = newSecret();
  await db
    .insertInto('password_resets')
    .values({ token_hash: hashToken(token), user_id: user.id, created_at: nowIso(), expires_at: isoIn(RESET_LIFETIME_SECONDS) })
    .execute();
  await mailer.send({
    to: user.email ?? user.username,
    subject: 'Scola: password reset',
    body: `A password reset was asked for the account ${user.username}.\nReset code (valid one hour): ${token}\nIf you did not ask for it, ignore this message.`,
  });
  log.info({ userId: user.id }, 'password reset issued');
}

/** Sets a new password with a reset code, once; every session of the account closes. */
export async function resetWithCode(db: Db, token: string, password: string): Promise<void> {
  const reset = await db
    .selectFrom('password_resets')
    .selectAll()
    .where('token_hash', '=', hashToken(token))
    .where('used_at', 'is', null)
    .where('expires_at', '>', nowIso())
    .executeTakeFirst();
  if (!reset) throw badRequest('errors.resetTokenInvalid');
  const user = await findUser(db, reset.user_id);
  if (!user || user.status === 'disabled') throw forbidden('errors.accountDisabled');
  const passwordHash = await hashPassword(password);
  await db.transaction().execute(async (trx) => {
    const used = await trx
      .updateTable('password_resets')
      .set({ used_at: nowIso() })
      .where('id', '=', reset.id)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    if (Number(used.numUpdatedRows) !== 1) throw badRequest('errors.resetTokenInvalid');
    await trx.updateTable('users').set({ password_hash: passwordHash, updated_at: nowIso() }).where('id', '=', user.id).execute();
    await revokeUserTokens(trx, user.id);
  });
}
