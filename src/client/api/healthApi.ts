import { getHealth, type Health } from '../../domain/contract/health';
import { baseApi } from './baseApi';
import { contractRequest } from './contractRequest';

/** Scola's health answer (public): the app reads its version from it for the account menu. */
export const healthApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    health: build.query<Health, void>({
      // A failing server answers 503 with the same body, which still names the version.
      query: () => ({ ...contractRequest(getHealth), validateStatus: (response) => response.status === 200 || response.status === 503 }),
      // The version changes only with a new server, and the page is reloaded then: asked once per session.
      keepUnusedDataFor: Infinity,
    }),
  }),
});

export const { useHealthQuery } = healthApi;
