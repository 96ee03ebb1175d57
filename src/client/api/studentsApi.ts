import type * as yup from 'yup';
import type { BodyOf, QueryOf, ResponseOf } from '../../domain/contract/endpoint';
import {
  classroomStudents,
  createStudent,
  deletePhoto,
  deleteStudent,
  downloadPhoto,
  exportStudents,
  getStudent,
  importProgress,
  listStudents,
  previewImport,
  runImport,
  unregisteredStudents,
  updateStudent,
  uploadPhoto,
  type EXPORT_FORMATS,
  type importPreviewSchema,
  type importStatusSchema,
  type Student,
  type StudentBody,
  type UpdateStudentBody,
} from '../../domain/contract/students';
import { applyPhotoImport, previewPhotoImport, type PhotoImport } from '../../domain/contract/studentPhotoImport';
import type { ApiArgs } from './baseApi';
import { baseApi } from './baseApi';
import { contractRequest } from './contractRequest';
import { downloadFile } from './files';
import { listTags, type ListResult } from './resource';

/** The filter pairs of the student list and export (the contract's studentFilterFields). */
export type StudentFilters = Partial<Omit<QueryOf<typeof listStudents>, 'limit' | 'skip'>>;

export interface StudentListArgs extends StudentFilters {
  /** 1-based page; skip = page × limit − limit (spec point 9). */
  page?: number;
  limit?: number;
}

/** `archived` false is the server's default: left out, as an empty filter is. */
const filterValues = ({ archived, ...filters }: StudentFilters): StudentFilters => ({ ...filters, archived: archived || undefined });

/**
 * The spec's list call: the query is added only when a limit is given, and then it carries
 * limit, skip and the filter pairs.
 */
export function studentListRequest({ page = 1, limit, ...filters }: StudentListArgs): ApiArgs {
  if (limit === undefined) return contractRequest(listStudents);
  return contractRequest(listStudents, { query: { limit, skip: page * limit - limit, ...filterValues(filters) } });
}

export interface ClassroomStudentsArgs {
  classroomId: number;
  schoolYearId: number;
  /** Leaves out the students exempted from this class course; null keeps everyone. */
  classCourseId: number | null;
}

export type ImportStatus = yup.InferType<typeof importStatusSchema>;
export type ImportRow = { line: number; values: Record<string, unknown>; problems: { field: string; message: string }[] };
export type ImportPreview = Omit<yup.InferType<typeof importPreviewSchema>, 'rows'> & { rows: ImportRow[] };

const studentTags = (result: ListResult<Student> | undefined) => listTags('Students', result);

export const studentsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listStudents: build.query<ListResult<Student>, StudentListArgs>({
      query: studentListRequest,
      providesTags: studentTags,
    }),
    getStudent: build.query<Student, number>({
      query: (id) => contractRequest(getStudent, { params: { id } }),
      providesTags: (_result, _error, id) => [{ type: 'Students', id }],
    }),
    createStudent: build.mutation<Student, StudentBody>({
      query: (body) => contractRequest(createStudent, { body: body as BodyOf<typeof createStudent> }),
      invalidatesTags: [{ type: 'Students', id: 'LIST' }, 'Kpis'],
    }),
    /** The id names the student in the path and leaves the body. */
    updateStudent: build.mutation<Student, UpdateStudentBody & { id: number }>({
      query: ({ id, ...body }) => contractRequest(updateStudent, { params: { id }, body: body as BodyOf<typeof updateStudent> }),
      invalidatesTags: (_result, _error, { id }) => [{ type: 'Students', id: 'LIST' }, { type: 'Students', id }, 'Kpis'],
    }),
    deleteStudent: build.mutation<ResponseOf<typeof deleteStudent>, number>({
      query: (id) => contractRequest(deleteStudent, { params: { id } }),
      invalidatesTags: (_result, _error, id) => [{ type: 'Students', id: 'LIST' }, { type: 'Students', id }, 'Kpis'],
    }),
    unregisteredStudents: build.query<ListResult<Student>, { schoolYearId: number } & Partial<QueryOf<typeof unregisteredStudents>>>({
      query: ({ schoolYearId, ...query }) => contractRequest(unregisteredStudents, { params: { schoolYearId }, query }),
      providesTags: studentTags,
    }),
    classroomStudents: build.query<ListResult<Student>, ClassroomStudentsArgs>({
      query: (params) => contractRequest(classroomStudents, { params }),
      providesTags: (result) => [...studentTags(result), { type: 'Exemptions', id: 'LIST' }],
    }),
    /** The body is the image itself, sent with its own type. */
    uploadPhoto: build.mutation<ResponseOf<typeof uploadPhoto>, { id: number; file: File }>({
      query: ({ id, file }) => contractRequest(uploadPhoto, { params: { id }, body: file }),
      invalidatesTags: (_result, _error, { id }) => [{ type: 'Students', id }],
    }),
    deletePhoto: build.mutation<ResponseOf<typeof deletePhoto>, number>({
      query: (id) => contractRequest(deletePhoto, { params: { id } }),
      invalidatesTags: (_result, _error, id) => [{ type: 'Students', id }],
    }),
    /** Checks a CSV or .xlsx file and keeps it on the server under the answer's id; writes nothing. */
    previewImport: build.mutation<ImportPreview, { file: File; contentType: string; classroomId?: number }>({
      query: ({ file, contentType, classroomId }) => ({
        ...contractRequest(previewImport, { query: { classroomId }, body: file }),
        // The extension decides, not the type the browser guessed.
        headers: { 'Content-Type': contentType },
      }),
    }),
    runImport: build.mutation<ResponseOf<typeof runImport>, string>({
      query: (importId) => contractRequest(runImport, { params: { importId } }),
    }),
    /** Reads a .zip of photos named by matricule and stages them on the server; no student changes yet. */
    previewPhotoImport: build.mutation<PhotoImport, Blob>({
      query: (zip) => ({ ...contractRequest(previewPhotoImport, { body: zip }), headers: { 'Content-Type': 'application/zip' } }),
    }),
    applyPhotoImport: build.mutation<PhotoImport, string>({
      query: (importId) => contractRequest(applyPhotoImport, { params: { importId } }),
      invalidatesTags: ['Students', 'Kpis'],
    }),
    importProgress: build.query<ResponseOf<typeof importProgress>, string>({
      query: (importId) => contractRequest(importProgress, { params: { importId } }),
      // Never served from cache: each poll must ask the server again.
      keepUnusedDataFor: 0,
    }),
  }),
});

/** The student's photo (an <img src> could not send the bearer token). */
export const downloadStudentPhoto = (id: number) => downloadFile(contractRequest(downloadPhoto, { params: { id } }));

/** Every student matching the filters, as a file the server builds. */
export const downloadStudentExport = (format: (typeof EXPORT_FORMATS)[number], filters: StudentFilters) =>
  downloadFile(contractRequest(exportStudents, { query: { format, ...filterValues(filters) } }));

export const {
  useListStudentsQuery,
  useGetStudentQuery,
  useCreateStudentMutation,
  useUpdateStudentMutation,
  useDeleteStudentMutation,
  useUnregisteredStudentsQuery,
  useClassroomStudentsQuery,
  useUploadPhotoMutation,
  useDeletePhotoMutation,
  usePreviewImportMutation,
  useRunImportMutation,
  useImportProgressQuery,
  usePreviewPhotoImportMutation,
  useApplyPhotoImportMutation,
} = studentsApi;
