import { currentUser, issueToken, logout, passwordReset } from '../../domain/contract/auth';
import type { ResponseOf } from '../../domain/contract/endpoint';
import { GRANT_TYPE, TOKEN_SCOPE } from '../../domain/contract/oauth';
import { environment } from '../environment';
import { baseApi } from './baseApi';
import { contractRequest } from './contractRequest';

export interface Credentials {
  username: string;
  password: string;
}

export const authApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The password grant; a public call, so it carries neither bearer nor anti-forgery header (spec point 7). */
    signIn: build.mutation<ResponseOf<typeof issueToken>, Credentials>({
      query: ({ username, password }) =>
        contractRequest(issueToken, {
          body: {
            grant_type: GRANT_TYPE,
            username,
            password,
            client_id: environment.clientId,
            client_secret: environment.clientSecret,
            scope: TOKEN_SCOPE,
          },
        }),
    }),
    currentUser: build.query<ResponseOf<typeof currentUser>, void>({
      query: () => contractRequest(currentUser),
      providesTags: ['CurrentUser'],
    }),
    logout: build.mutation<ResponseOf<typeof logout>, void>({
      query: () => contractRequest(logout),
    }),
    /** Asks the server to send a reset link; it answers the same whether or not the account exists. */
    requestPasswordReset: build.mutation<ResponseOf<typeof passwordReset>, { username: string }>({
      query: (query) => contractRequest(passwordReset, { query }),
    }),
  }),
});

export const { useSignInMutation, useLogoutMutation, useRequestPasswordResetMutation } = authApi;
