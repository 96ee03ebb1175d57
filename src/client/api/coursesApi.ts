import { courses } from '../../domain/contract/structure';
import { baseApi } from './baseApi';
import { deleteEndpoint, listEndpoint, saveEndpoint } from './resource';

/** Courses; a class course shows its course's name and code, so saving a course refreshes them. */
export const coursesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listCourses: listEndpoint(build, courses.list, 'Courses'),
    saveCourse: saveEndpoint(build, courses, 'Courses', ['ClassCourses']),
    deleteCourse: deleteEndpoint(build, courses, 'Courses'),
  }),
});

export const { useListCoursesQuery, useSaveCourseMutation, useDeleteCourseMutation } = coursesApi;
