import type * as yup from 'yup';
import type { importPreviewSchema, importStatusSchema, Student, StudentBody, StudentSort, UpdateStudentBody } from '../../domain/contract/students';
import { baseApi } from './baseApi';
import { uploadFile } from './files';
import { deleteEndpoint, getEndpoint, queryParams, type ListResult } from './resource';

/** The filter pairs of the student list and export (the contract's studentFilterFields). */
export interface StudentFilters {
  search?: string;
  sex?: 'M' | 'F';
  levelId?: number;
  classroomId?: number;
  schoolYearId?: number;
  registered?: boolean;
  archived?: boolean;
  sort?: StudentSort;
  order?: 'asc' | 'desc';
}

export interface StudentListArgs extends StudentFilters {
  /** 1-based page; skip = page × limit − limit (spec point 9). */
  page?: number;
  limit?: number;
}

/**
 * The spec's list call: the query is added only when a limit is given, and then it carries
 * limit, skip and the filter pairs (an `archived` of false is the server's default, left out).
 */
export function studentListUrl({ page = 1, limit, ...filters }: StudentListArgs): string | { url: string; params: Record<string, string> } {
  if (limit === undefined) return '/api/students';
  return { url: '/api/students', params: { limit: String(limit), skip: String(page * limit - limit), ...filterParams(filters) } };
}

export function filterParams({ archived, ...filters }: StudentFilters): Record<string, string> {
  return queryParams({ ...filters, archived: archived ? true : undefined }) ?? {};
}

export interface UnregisteredArgs {
  schoolYearId: number;
  search?: string;
  limit?: number;
  skip?: number;
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

export const studentsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listStudents: build.query<ListResult<Student>, StudentListArgs>({
      query: studentListUrl,
      providesTags: ['Students'],
    }),
    getStudent: getEndpoint<Student>(build, '/api/students', 'Students'),
    createStudent: build.mutation<Student, StudentBody>({
      query: (body) => ({ url: '/api/students', method: 'POST', body }),
      invalidatesTags: ['Students', 'Kpis'],
    }),
    /** PUT /api/students/{id}: the id names the student in the path and leaves the body. */
    updateStudent: build.mutation<Student, UpdateStudentBody & { id: number }>({
      query: ({ id, ...body }) => ({ url: `/api/students/${id}`, method: 'PUT', body }),
      invalidatesTags: ['Students', 'Kpis'],
    }),
    deleteStudent: deleteEndpoint(build, '/api/students', ['Students', 'Kpis']),
    unregisteredStudents: build.query<ListResult<Student>, UnregisteredArgs>({
      query: ({ schoolYearId, ...query }) => ({ url: `/api/students/unregistered/${schoolYearId}`, params: queryParams(query) }),
      providesTags: ['Students'],
    }),
    classroomStudents: build.query<ListResult<Student>, ClassroomStudentsArgs>({
      query: ({ classroomId, schoolYearId, classCourseId }) => `/api/classroom-students/${classroomId}/${schoolYearId}/${classCourseId ?? 'null'}`,
      providesTags: ['Students', 'Exemptions'],
    }),
    /** The body is the image itself, sent with its own type. */
    uploadPhoto: build.mutation<{ hasPhoto: boolean }, { id: number; file: File }>({
      queryFn: ({ id, file }, api) => uploadFile<{ hasPhoto: boolean }>(`/api/students/${id}/photo`, file, { method: 'PUT', store: api }),
      invalidatesTags: ['Students'],
    }),
    deletePhoto: build.mutation<{ hasPhoto: boolean }, number>({
      query: (id) => ({ url: `/api/students/${id}/photo`, method: 'DELETE' }),
      invalidatesTags: ['Students'],
    }),
    /** Checks a CSV or .xlsx file and keeps it on the server under the answer's id; writes nothing. */
    previewImport: build.mutation<ImportPreview, { file: File; contentType: string; classroomId?: number }>({
      queryFn: ({ file, contentType, classroomId }, api) =>
        uploadFile<ImportPreview>('/api/students/import/preview', file, { contentType, params: queryParams({ classroomId }), store: api }),
    }),
    runImport: build.mutation<ImportStatus, string>({
      query: (importId) => ({ url: `/api/students/import/${importId}`, method: 'POST' }),
    }),
    importProgress: build.query<ImportStatus, string>({
      query: (importId) => `/api/students/import/${importId}`,
      // Never served from cache: each poll must ask the server again.
      keepUnusedDataFor: 0,
    }),
  }),
});

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
} = studentsApi;
