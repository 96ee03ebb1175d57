import { createAction, type Middleware } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { authApi } from '../api/authApi';
import { baseApi, sessionExpired } from '../api/baseApi';
import { usersApi } from '../api/usersApi';
import { authSlice } from '../features/auth/authSlice';
import { dynamicMiddleware, rootReducer } from './store';

/**
 * Loading this module adds the API (RTK Query) to every store: the first page does without it
 * (store.ts). The auth slice cannot match the API's actions itself without importing it, so this
 * middleware tells it: the current user as loaded or edited, and a 401 on any call.
 */
const authFollowsApi: Middleware = (store) => (next) => (action) => {
  const result = next(action);
  if (authApi.endpoints.currentUser.matchFulfilled(action)) store.dispatch(authSlice.actions.userLoaded(action.payload));
  else if (usersApi.endpoints.updateUser.matchFulfilled(action)) store.dispatch(authSlice.actions.userUpdated(action.payload));
  else if (sessionExpired.match(action)) store.dispatch(authSlice.actions.purge());
  return result;
};

/**
 * RTK Query learns that the window got the focus back (or the network) only from the listeners
 * setupListeners puts on the window: without them `refetchOnFocus` (the unread count in the top bar)
 * and `skipPollingIfUnfocused` do nothing. A dynamic middleware is built once per store, so each
 * store the API joins gets its listeners once.
 */
const windowListeners: Middleware = (store) => {
  setupListeners(store.dispatch);
  return (next) => (action) => next(action);
};

rootReducer.inject(baseApi);
dynamicMiddleware.addMiddleware(baseApi.middleware, authFollowsApi, windowListeners);

/**
 * An injected slice has no state until the next action; dispatch this before the first API call
 * or query hook, whose middleware reads that state.
 */
export const apiWired = createAction('app/apiWired');

export { authApi, baseApi };
