import { classCourses, copyClassCourses, type ClassCourse } from '../../domain/contract/structure';
import type { BodyOf } from '../../domain/contract/endpoint';
import { baseApi } from './baseApi';
import { contractRequest } from './contractRequest';
import { deleteEndpoint, listEndpoint, saveEndpoint, type ListResult } from './resource';

/** Courses taught in a classroom; a teacher's class courses travel in the current user's record. */
export const classCoursesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listClassCourses: listEndpoint(build, classCourses.list, 'ClassCourses'),
    saveClassCourse: saveEndpoint(build, classCourses, 'ClassCourses', ['CurrentUser']),
    deleteClassCourse: deleteEndpoint(build, classCourses, 'ClassCourses', ['CurrentUser']),
    copyClassCourses: build.mutation<ListResult<ClassCourse>, BodyOf<typeof copyClassCourses>>({
      query: (body) => contractRequest(copyClassCourses, { body }),
      invalidatesTags: [{ type: 'ClassCourses', id: 'LIST' }, 'CurrentUser'],
    }),
  }),
});

export const { useListClassCoursesQuery, useSaveClassCourseMutation, useDeleteClassCourseMutation, useCopyClassCoursesMutation } =
  classCoursesApi;
