/**
 * Who is signed in. The thunks that ask the server are in authThunks.ts: they load the API
 * (apiWiring.ts), which imports this slice to act on it, so the slice does not import them.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { CurrentUser, User } from '../../../domain/contract/users';

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

export const authSlice = createSlice({
  name: 'auth',
  initialState,
  reducers: {
    checking: (state) => {
      // A refresh while signed in keeps the screens up; only a first check shows the spinner.
      if (state.status !== 'authenticated') state.status = 'loading';
    },
    /** Signed out, or the session expired (a 401 on any call). */
    purge: (state) => {
      state.status = 'anonymous';
      state.currentUser = null;
    },
    /** The API loaded the current user (apiWiring.ts forwards it). */
    userLoaded: (state, { payload }: PayloadAction<CurrentUser>) => {
      state.currentUser = payload;
      state.status = 'authenticated';
    },
    /** The profile screen edited a user through the API; keep the record in step when it is this one. */
    userUpdated: (state, { payload }: PayloadAction<User>) => {
      if (state.currentUser && state.currentUser.data.user.id === payload.id) state.currentUser.data.user = payload;
    },
  },
});

export const { purge } = authSlice.actions;
export default authSlice.reducer;
