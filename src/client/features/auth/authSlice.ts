import { createAsyncThunk, createSlice } from '@reduxjs/toolkit';
import type { CurrentUser } from '../../../domain/contract/users';
import { authApi, type Credentials } from '../../api/authApi';
import { baseApi, sessionExpired } from '../../api/baseApi';
import { clearToken, readToken, storeToken } from '../../api/token';
import { usersApi } from '../../api/usersApi';

/**
 * unknown: the app has not looked yet; loading: a stored token is being checked; then
 * authenticated (token stored and current user set) or anonymous (neither), spec point 4.
 */
export type AuthStatus = 'unknown' | 'loading' | 'authenticated' | 'anonymous';

export interface AuthState {
  status: AuthStatus;
  currentUser: CurrentUser | null;
}

const initialState: AuthState = { status: 'unknown', currentUser: null };

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
  const result = await dispatch(authApi.endpoints.currentUser.initiate(undefined, { subscribe: false, forceRefetch: true }));
  if (result.error) {
    clearToken();
    dispatch(authSlice.actions.purge());
    return rejectWithValue(result.error);
  }
});

/** Token call, store the token, then load the current user; rejects with the server's error body. */
export const signIn = createAsyncThunk('auth/signIn', async (credentials: Credentials, { dispatch, rejectWithValue }) => {
  const token = await dispatch(authApi.endpoints.signIn.initiate(credentials));
  if (token.error) return rejectWithValue(token.error);
  storeToken(token.data.access_token);
  const loaded = await dispatch(populate());
  if (populate.rejected.match(loaded)) return rejectWithValue(loaded.payload);
});

/**
 * Tells the server, then clears the token, the user and the whole API cache even when the server
 * call failed: a user who asked to leave must not stay signed in on this browser.
 */
export const logout = createAsyncThunk('auth/logout', async (_: void, { dispatch }) => {
  await dispatch(authApi.endpoints.logout.initiate());
  clearToken();
  dispatch(authSlice.actions.purge());
  dispatch(baseApi.util.resetApiState());
});

export const authSlice = createSlice({
  name: 'auth',
  initialState,
  reducers: {
    checking: (state) => {
      // A refresh while signed in keeps the screens up; only a first check shows the spinner.
      if (state.status !== 'authenticated') state.status = 'loading';
    },
    purge: (state) => {
      state.status = 'anonymous';
      state.currentUser = null;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(sessionExpired, (state) => {
        state.status = 'anonymous';
        state.currentUser = null;
      })
      .addMatcher(authApi.endpoints.currentUser.matchFulfilled, (state, { payload }) => {
        state.currentUser = payload;
        state.status = 'authenticated';
      })
      // The profile screen edits the user through the API; keep the record in step.
      .addMatcher(usersApi.endpoints.updateUser.matchFulfilled, (state, { payload }) => {
        if (state.currentUser && state.currentUser.data.user.id === payload.id) state.currentUser.data.user = payload;
      });
  },
});

export const { purge } = authSlice.actions;
export default authSlice.reducer;
