import { passwordField } from '../validation/checks';
import { yup } from '../validation/yup';
import { messageResponse } from './common';
import { defineEndpoint } from './endpoint';
import { GRANT_TYPE, TOKEN_SCOPE } from './oauth';
import { currentUserResponse } from './users';

export const tokenRequest = yup.object({
  grant_type: yup.string().required().oneOf([GRANT_TYPE]),
  username: yup.string().trim().required().max(100),
  password: yup.string().required().max(200),
  client_id: yup.string().required().max(200),
  client_secret: yup.string().required().max(200),
  scope: yup.string().required().oneOf([TOKEN_SCOPE]),
});
export type TokenRequest = yup.InferType<typeof tokenRequest>;

export const tokenResponse = yup.object({
  token_type: yup.string().required(),
  access_token: yup.string().required(),
  expires_in: yup.number().integer().required(),
});
export type TokenResponse = yup.InferType<typeof tokenResponse>;

export const issueToken = defineEndpoint({
  method: 'POST',
  path: '/oauth/token',
  tag: 'Authentication',
  summary: 'Sign in: exchange a username and password for a bearer token',
  description:
    'Takes a JSON or form body. Wrong credentials answer 400 with `error: "invalid_grant"`, an unknown client 400 with `error: "invalid_client"`. Failed attempts are limited per account (10 in 15 minutes by default) and per address across accounts (50): past either, 429 with Retry-After until the window frees up. A successful sign-in clears the failures counted against its account.',
  access: 'public',
  body: tokenRequest,
  acceptsForm: true,
  xsrfExempt: true,
  response: tokenResponse,
  errors: [400, 429],
  example: {
    body: {
      grant_type: 'password',
      username: 'secretary',
      password: 'Scola-2026',
      client_id: 'scola-web',
      client_secret: 'scola-web-secret',
      scope: 'all',
    },
    response: { token_type: 'Bearer', access_token: 'q3Vd0l6w…', expires_in: 28800 },
  },
});

export const logout = defineEndpoint({
  method: 'GET',
  path: '/users/logout',
  tag: 'Authentication',
  summary: "Sign out: revoke the caller's token at once",
  access: 'authenticated',
  response: messageResponse,
  errors: [401],
  example: { response: { message: 'Signed out' } },
});

export const currentUser = defineEndpoint({
  method: 'GET',
  path: '/api/user',
  tag: 'Authentication',
  summary: 'The signed-in user with everything the client needs at start',
  access: 'authenticated',
  response: currentUserResponse,
  errors: [401],
});

export const editPasswordBody = yup.object({
  currentPassword: yup.string().required().max(200),
  newPassword: passwordField(),
});
export type EditPasswordBody = yup.InferType<typeof editPasswordBody>;

export const editPassword = defineEndpoint({
  method: 'PUT',
  path: '/api/users/edit-password',
  tag: 'Authentication',
  summary: "Change the caller's own password (the current one is required)",
  description: "The caller's other tokens are revoked; the token used for this call stays valid.",
  access: 'authenticated',
  body: editPasswordBody,
  response: messageResponse,
  errors: [400, 401, 403],
  example: { body: { currentPassword: 'Scola-2026', newPassword: 'a-longer-passphrase' }, response: { message: 'Password changed' } },
});

export const passwordResetQuery = yup.object({
  email: yup.string().trim().max(254).optional(),
  username: yup.string().trim().max(100).optional(),
  token: yup.string().trim().max(200).optional(),
  password: yup
    .string()
    .max(200)
    .optional()
    .when('token', {
      is: (token: string | undefined) => Boolean(token),
      then: () => passwordField(),
    }),
});
export type PasswordResetQuery = yup.InferType<typeof passwordResetQuery>;

export const passwordReset = defineEndpoint({
  method: 'GET',
  path: '/users/password-reset',
  tag: 'Authentication',
  summary: 'Ask for a password reset, or set a new password with a reset token',
  description:
    'With `email` or `username`: answers at once, the same whether or not the account exists, then issues a one-time token valid one hour, sent by e-mail through the notices queue (retried, its body sealed until sent) when SMTP is configured; otherwise nothing is sent, and the code is never logged or stored in clear. With `token` and `password`: sets the new password and revokes every token of the account.',
  access: 'public',
  query: passwordResetQuery,
  response: messageResponse,
  errors: [400, 429],
  example: { query: { username: 'secretary' }, response: { message: 'If the account exists, a reset link has been sent.' } },
});
