import type { FastifyInstance } from 'fastify';
import * as contract from '../../domain/contract/auth';
import { permissionsOf } from '../../domain/permissions';
import { badRequest, HttpError } from '../errors';
import { afterResponse } from '../http/afterResponse';
import { roleOf } from '../http/auth';
import { addAuthedRoute, addRoute } from '../http/contract';
import { loadCurrentUser } from '../services/auth/currentUser';
import { changeOwnPassword, resetWithCode, sendResetCode, signIn } from '../services/auth/signIn';
import { revokeToken } from '../services/auth/tokens';
import type { RouteContext } from './context';

export function authRoutes(app: FastifyInstance, { db, config, mailer }: RouteContext): void {
  const limits = { perAccount: config.signInMaxAttempts, perAddress: config.signInMaxAddressAttempts, windowMs: config.signInWindowMs };

  addRoute(app, db, contract.issueToken, async ({ body, request }) => {
    if (body.client_id !== config.oauthClientId || body.client_secret !== config.oauthClientSecret) {
      throw new HttpError(400, 'errors.invalidClient', {}, 'invalid_client');
    }
    const token = await signIn(db, limits, config.tokenLifetimeSeconds, body.username, body.password, request.ip);
    return { token_type: 'Bearer', access_token: token, expires_in: config.tokenLifetimeSeconds };
  });

  addAuthedRoute(app, db, contract.currentUser, async ({ caller }) =>
    loadCurrentUser(db, caller.user, caller.token, permissionsOf(roleOf(caller.user))),
  );

  addAuthedRoute(app, db, contract.logout, async ({ caller }) => {
    await revokeToken(db, caller.tokenId);
    return { message: 'Signed out' };
  });

  addAuthedRoute(app, db, contract.editPassword, async ({ caller, body }) => {
    await changeOwnPassword(db, caller.user, caller.tokenId, body.currentPassword, body.newPassword);
    return { message: 'Password changed' };
  });

  addRoute(
    app,
    db,
    contract.passwordReset,
    async ({ query, request }) => {
      if (query.token) {
        await resetWithCode(db, query.token, query.password ?? '');
        return { message: 'Password changed' };
      }
      const login = query.username || query.email;
      if (!login) throw badRequest('errors.resetNeedsLogin');
      // Looked up and sent after the answer, so an unknown account answers as fast as a known one.
      afterResponse(request, () => sendResetCode(db, mailer, request.log, login));
      return { message: 'If the account exists, a reset link has been sent.' };
    },
    {
      config: { rateLimit: { max: 10, timeWindow: 15 * 60 * 1000 } },
      // The reset call carries a password in its query (the spec's GET form): keep it out of the log.
      logLevel: 'warn',
    },
  );
}
