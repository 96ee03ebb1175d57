import type { BodyOf, QueryOf, ResponseOf } from '../../domain/contract/endpoint';
import { classroomReportCards, reportCardBatch, reportCardBatchFile, startReportCardBatch } from '../../domain/contract/reportCards';
import type { PeriodType } from '../../domain/grading/periods';
import { baseApi } from './baseApi';
import { contractRequest } from './contractRequest';
import { downloadFile } from './files';

export type StartBatchArgs = Pick<BodyOf<typeof startReportCardBatch>, 'periodType' | 'period' | 'lang'>;

/** The whole school's report-card batches (domain/contract/reportCards.ts). */
export const reportCardsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    startReportCardBatch: build.mutation<ResponseOf<typeof startReportCardBatch>, StartBatchArgs>({
      query: (body) => contractRequest(startReportCardBatch, { body }),
    }),
    /** Polled while the batch runs (the screen sets pollingInterval). */
    reportCardBatch: build.query<ResponseOf<typeof reportCardBatch>, string>({
      query: (id) => contractRequest(reportCardBatch, { params: { id } }),
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useStartReportCardBatchMutation, useReportCardBatchQuery } = reportCardsApi;

/** A classroom's report cards for a period as one PDF, or one student's (`studentId`). */
export const downloadReportCards = (
  classroomId: number,
  period: { type: PeriodType; number: number },
  query: Partial<QueryOf<typeof classroomReportCards>>,
) =>
  downloadFile(contractRequest(classroomReportCards, { params: { classroomId, periodType: period.type, period: period.number }, query }));

/** A finished batch's PDF. */
export const downloadBatchFile = (id: string) => downloadFile(contractRequest(reportCardBatchFile, { params: { id } }));
