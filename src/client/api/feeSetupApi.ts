import type { BodyOf, ParamsOf, QueryOf, ResponseOf } from '../../domain/contract/endpoint';
import {
  copySchedules,
  feeTypes,
  grantDiscount,
  listDiscounts,
  listSchedules,
  revokeDiscount,
  saveSchedule,
} from '../../domain/contract/feeSetup';
import { baseApi } from './baseApi';
import { contractRequest } from './contractRequest';
import { deleteEndpoint, listEndpoint, saveEndpoint } from './resource';

/** Saving a schedule, copying schedules, granting or revoking a discount charges students: their accounts change. */
const CHARGES = ['FeeSetup', 'Payments'] as const;

/**
 * What the school charges (domain/contract/feeSetup.ts): fee types (a reference resource), each
 * level's schedule of a school year, and the discounts granted to students.
 */
export const feeSetupApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listFeeTypes: listEndpoint(build, feeTypes.list, 'FeeSetup'),
    // A renamed fee type is read again wherever a schedule or an account names it.
    saveFeeType: saveEndpoint(build, feeTypes, 'FeeSetup', ['FeeSetup', 'Payments']),
    deleteFeeType: deleteEndpoint(build, feeTypes, 'FeeSetup'),
    listSchedules: build.query<ResponseOf<typeof listSchedules>, QueryOf<typeof listSchedules>>({
      query: (query) => contractRequest(listSchedules, { query }),
      providesTags: ['FeeSetup'],
    }),
    saveSchedule: build.mutation<ResponseOf<typeof saveSchedule>, ParamsOf<typeof saveSchedule> & { body: BodyOf<typeof saveSchedule> }>({
      query: ({ body, ...params }) => contractRequest(saveSchedule, { params, body }),
      invalidatesTags: (result) => (result ? [...CHARGES] : []),
    }),
    copySchedules: build.mutation<
      ResponseOf<typeof copySchedules>,
      ParamsOf<typeof copySchedules> & { body: BodyOf<typeof copySchedules> }
    >({
      query: ({ body, ...params }) => contractRequest(copySchedules, { params, body }),
      invalidatesTags: (result) => (result ? [...CHARGES] : []),
    }),
    listDiscounts: build.query<
      ResponseOf<typeof listDiscounts>,
      Pick<QueryOf<typeof listDiscounts>, 'schoolYearId'> & Partial<QueryOf<typeof listDiscounts>>
    >({
      query: (query) => contractRequest(listDiscounts, { query }),
      providesTags: ['FeeSetup'],
    }),
    grantDiscount: build.mutation<ResponseOf<typeof grantDiscount>, BodyOf<typeof grantDiscount>>({
      query: (body) => contractRequest(grantDiscount, { body }),
      invalidatesTags: (result) => (result ? [...CHARGES] : []),
    }),
    revokeDiscount: build.mutation<ResponseOf<typeof revokeDiscount>, number>({
      query: (id) => contractRequest(revokeDiscount, { params: { id } }),
      invalidatesTags: (result) => (result ? [...CHARGES] : []),
    }),
  }),
});

export const {
  useListFeeTypesQuery,
  useSaveFeeTypeMutation,
  useDeleteFeeTypeMutation,
  useListSchedulesQuery,
  useSaveScheduleMutation,
  useCopySchedulesMutation,
  useListDiscountsQuery,
  useGrantDiscountMutation,
  useRevokeDiscountMutation,
} = feeSetupApi;
