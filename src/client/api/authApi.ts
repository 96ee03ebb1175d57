import type { TokenResponse } from '../../domain/contract/auth';
import type { CurrentUser } from '../../domain/contract/users';
import { environment } from '../environment';
import { baseApi } from './baseApi';
import { postJsonDirect } from './directFetch';

/**
 * Spec point 9: grant type password, scope all. These equal GRANT_TYPE and TOKEN_SCOPE of
 * domain/contract/auth (a test checks it); importing them from there would pull yup and every
 * schema into the entry chunk, which all pages load.
 */
export const PASSWORD_GRANT = { grant_type: 'password', scope: 'all' } as const;

export interface Credentials {
  username: string;
  password: string;
}

export const authApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** POST /oauth/token with the password grant, outside the shared client (spec point 7). */
    signIn: build.mutation<TokenResponse, Credentials>({
      queryFn: ({ username, password }) =>
        postJsonDirect<TokenResponse>('/oauth/token', {
          grant_type: PASSWORD_GRANT.grant_type,
          username,
          password,
          client_id: environment.clientId,
          client_secret: environment.clientSecret,
          scope: PASSWORD_GRANT.scope,
        }),
    }),
    currentUser: build.query<CurrentUser, void>({
      query: () => '/api/user',
      providesTags: ['CurrentUser'],
    }),
    logout: build.mutation<{ message: string }, void>({
      query: () => '/users/logout',
    }),
    /** Asks the server to send a reset link; it answers the same whether or not the account exists. */
    requestPasswordReset: build.mutation<{ message: string }, { username: string }>({
      query: (params) => ({ url: '/users/password-reset', params }),
    }),
  }),
});

export const { useSignInMutation, useLogoutMutation, useRequestPasswordResetMutation } = authApi;
