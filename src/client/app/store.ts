import { combineSlices, configureStore, createDynamicMiddleware, type WithSlice } from '@reduxjs/toolkit';
import type { baseApi } from '../api/baseApi';
import { authSlice } from '../features/auth/authSlice';

/**
 * The API slice (RTK Query, ~12 KB gzip) is not part of the first page: apiWiring.ts injects its
 * reducer and middleware when the first screen or call that needs it loads (docs/decisions.md).
 */
export const rootReducer = combineSlices(authSlice).withLazyLoadedSlices<WithSlice<typeof baseApi>>();
export const dynamicMiddleware = createDynamicMiddleware();

export type RootState = ReturnType<typeof rootReducer>;

/** A factory, so every test gets a fresh store (optionally preloaded) and the app gets one. */
export function makeStore(preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) => getDefault().concat(dynamicMiddleware.middleware),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
