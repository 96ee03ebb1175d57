import type { ResponseOf } from '../../domain/contract/endpoint';
import { dashboard } from '../../domain/contract/dashboard';
import { baseApi } from './baseApi';
import { contractRequest } from './contractRequest';

export const dashboardApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * The tiles of the signed-in user's role for a school year (today's, unless a date is given).
     * Whatever a tile counts, saved elsewhere in the app, refreshes it: marks, roll calls,
     * presence, payments, registrations, cards.
     */
    dashboard: build.query<ResponseOf<typeof dashboard>, { schoolYearId: number; date?: string }>({
      query: ({ schoolYearId, date }) => contractRequest(dashboard, { params: { schoolYearId }, query: date ? { date } : {} }),
      providesTags: [
        'Kpis',
        'Statistics',
        'Marks',
        'Attendance',
        'Suggestions',
        'TeacherPresence',
        'Payments',
        'Registrations',
        'Students',
        'StudentCards',
      ],
    }),
  }),
});

export const { useDashboardQuery } = dashboardApi;
