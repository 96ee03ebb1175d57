import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as contract from '../../domain/contract/auth';
import { permissionsOf } from '../../domain/permissions';
import { HttpError, badRequest, forbidden } from '../errors';
import { afterResponse } from '../http/afterResponse';
import { addAuthedRoute, addRoute } from '../http/contract';
import { roleOf } from '../http/auth';
import { isoIn, nowIso } from '../services/clock';
import { loadCurrentUser } from '../services/currentUser';
import { decoyHash, hashPassword, verifyPassword } from '../services/passwords';
import { accountKey, countAttempt } from '../services/signInLimits';
import { hashToken, issueToken, newSecret, revokeToken, revokeUserTokens } from '../services/tokens';
import { findUser, findUserByLogin } from '../services/users';
import type { RouteContext } from './context';

const RESET_LIFETIME_SECONDS = 3600;

const invalidGrant = (key: string) => new HttpError(400, key, {}, 'invalid_grant');

export function authRoutes(app: FastifyInstance, { db, config, mailer }: RouteContext): void {
  const limits = { perAccount: config.signInMaxAttempts, perAddress: config.signInMaxAddressAttempts, windowMs: config.signInWindowMs };

  addRoute(app, db, contract.issueToken, async ({ body, request }) => {
    if (body.client_id !== config.oauthClientId || body.client_secret !== config.oauthClientSecret) {
      throw new HttpError(400, 'errors.invalidClient', {}, 'invalid_client');
    }
    const user = await findUserByLogin(db, body.username);
    const attempt = await countAttempt(db, limits, accountKey(user?.id, body.username), request.ip);
    // Verify against a decoy when the user is unknown so timing does not tell which usernames exist.
    const matches = await verifyPassword(user?.password_hash ?? (await decoyHash()), body.password);
    if (!user || !matches) throw invalidGrant('errors.invalidGrant');
    await attempt.succeeded();
    if (user.status === 'pending') throw invalidGrant('errors.accountPending');
    if (user.status !== 'active') throw invalidGrant('errors.accountDisabled');
    const token = await issueToken(db, user.id, config.tokenLifetimeSeconds);
    return { token_type: 'Bearer', access_token: token, expires_in: config.tokenLifetimeSeconds };
  });

  addAuthedRoute(app, db, contract.currentUser, async ({ caller }) => loadCurrentUser(db, caller.user, caller.token, permissionsOf(roleOf(caller.user))));

  addAuthedRoute(app, db, contract.logout, async ({ caller }) => {
    await revokeToken(db, caller.tokenId);
    return { message: 'Signed out' };
  });

  addAuthedRoute(app, db, contract.editPassword, async ({ caller, body }) => {
    if (!(await verifyPassword(caller.user.password_hash, body.currentPassword))) {
      throw new HttpError(400, 'errors.validation', {}, undefined, { currentPassword: { key: 'errors.wrongPassword' } });
    }
    const passwordHash = await hashPassword(body.newPassword);
    await db.transaction().execute(async (trx) => {
      await trx.updateTable('users').set({ password_hash: passwordHash, updated_at: nowIso() }).where('id', '=', caller.user.id).execute();
      await revokeUserTokens(trx, caller.user.id, caller.tokenId);
    });
    return { message: 'Password changed' };
  });

  addRoute(
    app,
    db,
    contract.passwordReset,
    async ({ query, request }) => {
      if (query.token) return resetWithToken(query.token, query.password ?? '');
      const login = query.username || query.email;
      if (!login) throw badRequest('errors.resetNeedsLogin');
      // Looked up and sent after the answer, so an unknown account answers as fast as a known one.
      afterResponse(request, () => sendResetCode(login, request));
      return { message: 'If the account exists, a reset link has been sent.' };
    },
    {
      config: { rateLimit: { max: 10, timeWindow: 15 * 60 * 1000 } },
      // The reset call carries a password in its query (the spec's GET form): keep it out of the log.
      logLevel: 'warn',
    },
  );

  async function sendResetCode(login: string, request: FastifyRequest) {
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
    request.log.info({ userId: user.id }, 'password reset issued');
  }

  async function resetWithToken(token: string, password: string) {
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
      const used = await trx.updateTable('password_resets').set({ used_at: nowIso() }).where('id', '=', reset.id).where('used_at', 'is', null).executeTakeFirst();
      if (Number(used.numUpdatedRows) !== 1) throw badRequest('errors.resetTokenInvalid');
      await trx.updateTable('users').set({ password_hash: passwordHash, updated_at: nowIso() }).where('id', '=', user.id).execute();
      await revokeUserTokens(trx, user.id);
    });
    return { message: 'Password changed' };
  }
}
