import type { ParamsOf, QueryOf, ResponseOf } from '../../domain/contract/endpoint';
import { arrears, arrearsPdf, arrearsXlsx, financeStatistics, journalPdf, journalXlsx } from '../../domain/contract/financeReports';
import { sessionClosePdf, sessionCloseXlsx } from '../../domain/contract/payments';
import { baseApi } from './baseApi';
import { contractRequest } from './contractRequest';
import { downloadFile } from './files';

export type ArrearsArgs = Partial<QueryOf<typeof arrears>>;
/** The documents' filters: they print the whole list, no page. */
export type ArrearsFileArgs = Partial<QueryOf<typeof arrearsPdf>>;
export type ReportFormat = 'pdf' | 'xlsx';

/**
 * What the bursar and the principal read of the money (domain/contract/financeReports.ts): the
 * students in arrears and the year's figures. A payment, a reversal (tag 'Payments'), a schedule or
 * a discount ('FeeSetup') changes both, so they are asked for again.
 */
export const financeReportsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    arrears: build.query<ResponseOf<typeof arrears>, ArrearsArgs>({
      query: (query) => contractRequest(arrears, { query }),
      providesTags: ['Payments', 'FeeSetup'],
    }),
    financeStatistics: build.query<ResponseOf<typeof financeStatistics>, ParamsOf<typeof financeStatistics>>({
      query: (params) => contractRequest(financeStatistics, { params }),
      providesTags: ['Payments', 'FeeSetup'],
    }),
  }),
});

export const { useArrearsQuery, useFinanceStatisticsQuery } = financeReportsApi;

/** The students in arrears as PDF (for the notice board) or .xlsx, in the interface's language. */
export const downloadArrears = (query: ArrearsFileArgs, format: 'pdf' | 'xlsx') =>
  downloadFile(contractRequest(format === 'pdf' ? arrearsPdf : arrearsXlsx, { query }));

/** The day's journal (`cashierId`: one cashier's part) as PDF or .xlsx, in the interface's language. */
export const downloadJournal = (date: string, cashierId: number | null, format: ReportFormat) =>
  downloadFile(
    contractRequest(format === 'pdf' ? journalPdf : journalXlsx, { params: { date }, query: cashierId === null ? {} : { cashierId } }),
  );

/** A closed cash session's close report as PDF or .xlsx, in the interface's language. */
export const downloadSessionClose = (id: number, format: ReportFormat) =>
  downloadFile(contractRequest(format === 'pdf' ? sessionClosePdf : sessionCloseXlsx, { params: { id } }));
