import { createAsyncThunk, type Dispatch } from '@reduxjs/toolkit';
import type { Credentials } from '../../api/authApi';
import { clearToken, readToken, storeToken } from '../../api/token';
import { authSlice } from './authSlice';

/**
 * The API (RTK Query) is not on the sign-in page: these thunks load it on their first call to the
 * server, which on that page is the sign-in itself (docs/decisions.md).
 */
async function loadApi(dispatch: Dispatch) {
  const wiring = await import(/* webpackChunkName: "api" */ '../../app/apiWiring');
  dispatch(wiring.apiWired());
  return wiring;
}

/**
 * Loads the current user if a token is stored, else purges (spec point 4: populate). A token that
 * does not bring a user back is dropped, so signed-out always means no token, as the spec has it.
 */
export const populate = createAsyncThunk('auth/populate', async (_: void, { dispatch, rejectWithValue }) => {
  if (!readToken()) {
    dispatch(authSlice.actions.purge());
    return;
  }
  dispatch(authSlice.actions.checking());
  const { authApi } = await loadApi(dispatch);
  const result = await dispatch(authApi.endpoints.currentUser.initiate(undefined, { subscribe: false, forceRefetch: true }));
  if (result.error) {
    clearToken();
    dispatch(authSlice.actions.purge());
    return rejectWithValue(result.error);
  }
});

/** Token call, store the token, then load the current user; rejects with the server's error body. */
export const signIn = createAsyncThunk('auth/signIn', async (credentials: Credentials, { dispatch, rejectWithValue }) => {
  const { authApi } = await loadApi(dispatch);
  const token = await dispatch(authApi.endpoints.signIn.initiate(credentials));
  if (token.error) return rejectWithValue(token.error);
  storeToken(token.data.access_token);
  const loaded = await dispatch(populate());
  if (populate.rejected.match(loaded)) return rejectWithValue(loaded.payload);
});

/** Asks for a reset link; the server answers the same whether or not the account exists. */
export const requestPasswordReset = createAsyncThunk(
  'auth/requestPasswordReset',
  async (username: string, { dispatch, rejectWithValue }) => {
    const { authApi } = await loadApi(dispatch);
    const result = await dispatch(authApi.endpoints.requestPasswordReset.initiate({ username }));
    return 'error' in result ? rejectWithValue(result.error) : result.data;
  },
);

/**
 * Tells the server, then clears the token, the user and the whole API cache even when the server
 * call failed: a user who asked to leave must not stay signed in on this browser.
 */
export const logout = createAsyncThunk('auth/logout', async (_: void, { dispatch }) => {
  const { authApi, baseApi } = await loadApi(dispatch);
  await dispatch(authApi.endpoints.logout.initiate());
  clearToken();
  dispatch(authSlice.actions.purge());
  dispatch(baseApi.util.resetApiState());
});
