import type { TokenResponse } from '../../domain/contract/auth';
import { GRANT_TYPE, TOKEN_SCOPE } from '../../domain/contract/oauth';
import type { CurrentUser } from '../../domain/contract/users';
import { environment } from '../environment';
import { baseApi } from './baseApi';
import { postJsonDirect } from './directFetch';


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
          grant_type: GRANT_TYPE,
          username,
          password,
          client_id: environment.clientId,
          client_secret: environment.clientSecret,
          scope: TOKEN_SCOPE,
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
