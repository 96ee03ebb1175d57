import type { ResponseOf } from '../../domain/contract/endpoint';
import { previewTimetableImport, runTimetableImport } from '../../domain/contract/timetableImport';
import { baseApi } from './baseApi';
import { contractRequest } from './contractRequest';

/** The file is the body itself, sent with the type its extension says (browsers guess a CSV's type badly). */
export interface TimetableFile {
  /** The timetable. */
  id: number;
  file: Blob;
  contentType: string;
}

/** A timetable read from a spreadsheet (domain/contract/timetableImport.ts): checked, then imported whole. */
export const timetableImportApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Reads and checks the file; writes nothing, so nothing is invalidated. */
    previewTimetableImport: build.mutation<ResponseOf<typeof previewTimetableImport>, TimetableFile>({
      query: ({ id, file, contentType }) => ({
        ...contractRequest(previewTimetableImport, { params: { id }, body: file }),
        headers: { 'Content-Type': contentType },
      }),
    }),
    /** Replaces the weeks the file gives: every timetable view and the days built from them change. */
    importTimetable: build.mutation<ResponseOf<typeof runTimetableImport>, TimetableFile>({
      query: ({ id, file, contentType }) => ({
        ...contractRequest(runTimetableImport, { params: { id }, body: file }),
        headers: { 'Content-Type': contentType },
      }),
      invalidatesTags: (result) => (result ? ['Timetables', 'TeacherPresence'] : []),
    }),
  }),
});

export const { usePreviewTimetableImportMutation, useImportTimetableMutation } = timetableImportApi;
