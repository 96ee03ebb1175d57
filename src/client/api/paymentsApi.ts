import type { BodyOf, ParamsOf, QueryOf, ResponseOf } from '../../domain/contract/endpoint';
import { journal } from '../../domain/contract/financeReports';
import {
  closeSession,
  createPayment,
  currentSession,
  getAccount,
  getPayment,
  listPayments,
  listSessions,
  openSession,
  receiptPdf,
  reversePayment,
  type CashSession,
  type ReceiptLayout,
} from '../../domain/contract/payments';
import { baseApi } from './baseApi';
import { contractRequest } from './contractRequest';
import { downloadFile } from './files';

/** A payment or a reversal moves the accounts, the journal and the sessions' totals alike. */
const MONEY_MOVED = ['Payments', 'CashSessions'] as const;

type AccountArgs = ParamsOf<typeof getAccount> & Partial<QueryOf<typeof getAccount>>;
type JournalArgs = ParamsOf<typeof journal> & Partial<QueryOf<typeof journal>>;

/** The counter (domain/contract/payments.ts): accounts, payments and reversals, cash sessions, and the day's journal. */
export const paymentsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getAccount: build.query<ResponseOf<typeof getAccount>, AccountArgs>({
      query: ({ studentId, schoolYearId }) => contractRequest(getAccount, { params: { studentId }, query: { schoolYearId } }),
      providesTags: ['Payments'],
    }),
    createPayment: build.mutation<ResponseOf<typeof createPayment>, BodyOf<typeof createPayment>>({
      query: (body) => contractRequest(createPayment, { body }),
      invalidatesTags: (result) => (result ? [...MONEY_MOVED] : []),
    }),
    listPayments: build.query<ResponseOf<typeof listPayments>, Partial<QueryOf<typeof listPayments>> | void>({
      query: (query) => contractRequest(listPayments, { query }),
      providesTags: ['Payments'],
    }),
    getPayment: build.query<ResponseOf<typeof getPayment>, number>({
      query: (id) => contractRequest(getPayment, { params: { id } }),
      providesTags: ['Payments'],
    }),
    reversePayment: build.mutation<ResponseOf<typeof reversePayment>, { id: number; body: BodyOf<typeof reversePayment> }>({
      query: ({ id, body }) => contractRequest(reversePayment, { params: { id }, body }),
      invalidatesTags: (result) => (result ? [...MONEY_MOVED] : []),
    }),
    openSession: build.mutation<ResponseOf<typeof openSession>, BodyOf<typeof openSession>>({
      query: (body) => contractRequest(openSession, { body }),
      invalidatesTags: (result) => (result ? ['CashSessions'] : []),
    }),
    /** The caller's open session, or null when they have none (the server's 404). */
    currentSession: build.query<CashSession | null, void>({
      queryFn: async (_arg, _api, _extra, baseQuery) => {
        const result = await baseQuery(contractRequest(currentSession));
        if (result.error?.status === 404) return { data: null };
        return result.error ? { error: result.error } : { data: result.data as CashSession };
      },
      providesTags: ['CashSessions'],
    }),
    listSessions: build.query<ResponseOf<typeof listSessions>, Partial<QueryOf<typeof listSessions>> | void>({
      query: (query) => contractRequest(listSessions, { query }),
      providesTags: ['CashSessions'],
    }),
    closeSession: build.mutation<ResponseOf<typeof closeSession>, { id: number; body: BodyOf<typeof closeSession> }>({
      query: ({ id, body }) => contractRequest(closeSession, { params: { id }, body }),
      invalidatesTags: (result) => (result ? ['CashSessions'] : []),
    }),
    /** The day's payments and sessions (domain/contract/financeReports.ts). */
    journal: build.query<ResponseOf<typeof journal>, JournalArgs>({
      query: ({ date, ...query }) => contractRequest(journal, { params: { date }, query }),
      providesTags: [...MONEY_MOVED],
    }),
  }),
});

export const {
  useGetAccountQuery,
  useCreatePaymentMutation,
  useListPaymentsQuery,
  useGetPaymentQuery,
  useReversePaymentMutation,
  useOpenSessionMutation,
  useCurrentSessionQuery,
  useListSessionsQuery,
  useCloseSessionMutation,
  useJournalQuery,
} = paymentsApi;

/** A payment's receipt as a PDF in the interface's language: A5, or an 80 mm ticket for thermal printers. */
export const downloadReceipt = (id: number, layout: ReceiptLayout) =>
  downloadFile(contractRequest(receiptPdf, { params: { id }, query: { layout } }));
