import type { BodyOf } from '../../domain/contract/endpoint';
import { listOptions, updateOptions } from '../../domain/contract/settings';
import type { Option } from '../../domain/options';
import { authApi } from './authApi';
import { baseApi } from './baseApi';
import { contractRequest } from './contractRequest';

// The schema says a string for value_type; the domain's Option names the types the options parser knows.
type OptionsAnswer = { data: Option[] };

/** The school's options (the tools screen's options tab; the session reads them from the current user). */
export const optionsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listOptions: build.query<OptionsAnswer, void>({
      query: () => contractRequest(listOptions),
      providesTags: ['Options'],
    }),
    updateOptions: build.mutation<OptionsAnswer, BodyOf<typeof updateOptions>>({
      query: (body) => contractRequest(updateOptions, { body }),
      invalidatesTags: ['Options', 'CurrentUser'],
      // The session's options feed every screen, but the current user is loaded without a
      // subscription (auth/populate), so invalidating its tag alone would not reload it.
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled;
        } catch {
          return;
        }
        await dispatch(authApi.endpoints.currentUser.initiate(undefined, { subscribe: false, forceRefetch: true }));
      },
    }),
  }),
});

export const { useListOptionsQuery, useUpdateOptionsMutation } = optionsApi;
