import type { BodyOf, ParamsOf, ResponseOf } from '../../domain/contract/endpoint';
import {
  addAdjustment,
  getStatement,
  listStatements,
  listTeacherRates,
  statementPdf,
  statementsPdf,
  statementXlsx,
  updateTeacherRate,
  validateStatement,
} from '../../domain/contract/teacherStatements';
import { baseApi } from './baseApi';
import { contractRequest } from './contractRequest';
import { downloadFile } from './files';

type StatementArgs = ParamsOf<typeof getStatement>;

/** Part-time teachers' rates and monthly statements (domain/contract/teacherStatements.ts). */
export const teacherStatementsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listTeacherRates: build.query<ResponseOf<typeof listTeacherRates>, void>({
      query: () => contractRequest(listTeacherRates, {}),
      providesTags: ['TeacherPay'],
    }),
    updateTeacherRate: build.mutation<
      ResponseOf<typeof updateTeacherRate>,
      ParamsOf<typeof updateTeacherRate> & { body: BodyOf<typeof updateTeacherRate> }
    >({
      query: ({ body, ...params }) => contractRequest(updateTeacherRate, { params, body }),
      invalidatesTags: (result) => (result ? ['TeacherPay', 'TeacherPresence'] : []),
    }),
    listStatements: build.query<ResponseOf<typeof listStatements>, ParamsOf<typeof listStatements>>({
      query: (params) => contractRequest(listStatements, { params }),
      providesTags: ['TeacherPay'],
    }),
    getStatement: build.query<ResponseOf<typeof getStatement>, StatementArgs>({
      query: (params) => contractRequest(getStatement, { params }),
      providesTags: ['TeacherPay'],
    }),
    addAdjustment: build.mutation<ResponseOf<typeof addAdjustment>, StatementArgs & { body: BodyOf<typeof addAdjustment> }>({
      query: ({ body, ...params }) => contractRequest(addAdjustment, { params, body }),
      invalidatesTags: (result) => (result ? ['TeacherPay'] : []),
    }),
    validateStatement: build.mutation<ResponseOf<typeof validateStatement>, StatementArgs>({
      query: (params) => contractRequest(validateStatement, { params }),
      invalidatesTags: (result) => (result ? ['TeacherPay'] : []),
    }),
  }),
});

export const {
  useListTeacherRatesQuery,
  useUpdateTeacherRateMutation,
  useListStatementsQuery,
  useGetStatementQuery,
  useAddAdjustmentMutation,
  useValidateStatementMutation,
} = teacherStatementsApi;

/** A teacher's statement of a month as PDF or .xlsx, in the interface's language. */
export const downloadStatement = (params: StatementArgs, format: 'pdf' | 'xlsx') =>
  downloadFile(contractRequest(format === 'pdf' ? statementPdf : statementXlsx, { params }));

/** Every statement of the month as one PDF, one page each. */
export const downloadMonthStatements = (month: string) => downloadFile(contractRequest(statementsPdf, { params: { month } }));
