import type { ClassCourse, ClassCourseBody, Classroom, ClassroomBody, Course, CourseBody, Level, LevelBody, SchoolYear, SchoolYearBody } from '../../domain/contract/structure';
import type { StaffEntry } from '../../domain/contract/users';
import { baseApi } from './baseApi';
import { deleteEndpoint, getEndpoint, listEndpoint, saveEndpoint, type ListResult } from './resource';

export interface ClassroomsQuery {
  schoolYearId?: number;
  levelId?: number;
  limit?: number;
}

export interface ClassCoursesQuery {
  classroomId?: number;
  teacherId?: number;
  schoolYearId?: number;
  limit?: number;
}

/** School years, levels, classrooms, courses and class courses (the tools screen and every picker). */
export const structureApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listSchoolYears: listEndpoint<SchoolYear, { limit?: number } | void>(build, '/api/school-years', 'SchoolYears'),
    saveSchoolYear: saveEndpoint<SchoolYear, SchoolYearBody>(build, '/api/school-years', ['SchoolYears', 'CurrentUser']),
    deleteSchoolYear: deleteEndpoint(build, '/api/school-years', ['SchoolYears']),

    listLevels: listEndpoint<Level, { limit?: number } | void>(build, '/api/levels', 'Levels'),
    saveLevel: saveEndpoint<Level, LevelBody>(build, '/api/levels', ['Levels', 'Classrooms']),
    deleteLevel: deleteEndpoint(build, '/api/levels', ['Levels']),

    listClassrooms: listEndpoint<Classroom, ClassroomsQuery | void>(build, '/api/classrooms', 'Classrooms'),
    getClassroom: getEndpoint<Classroom>(build, '/api/classrooms', 'Classrooms'),
    saveClassroom: saveEndpoint<Classroom, ClassroomBody>(build, '/api/classrooms', ['Classrooms']),
    deleteClassroom: deleteEndpoint(build, '/api/classrooms', ['Classrooms']),

    listCourses: listEndpoint<Course, { search?: string; limit?: number } | void>(build, '/api/courses', 'Courses'),
    saveCourse: saveEndpoint<Course, CourseBody>(build, '/api/courses', ['Courses', 'ClassCourses']),
    deleteCourse: deleteEndpoint(build, '/api/courses', ['Courses']),

    listClassCourses: listEndpoint<ClassCourse, ClassCoursesQuery | void>(build, '/api/class-courses', 'ClassCourses'),
    saveClassCourse: saveEndpoint<ClassCourse, ClassCourseBody>(build, '/api/class-courses', ['ClassCourses', 'CurrentUser']),
    deleteClassCourse: deleteEndpoint(build, '/api/class-courses', ['ClassCourses', 'CurrentUser']),
    copyClassCourses: build.mutation<ListResult<ClassCourse>, { fromClassroomId: number; toClassroomId: number }>({
      query: (body) => ({ url: '/api/class-courses/copy', method: 'POST', body }),
      invalidatesTags: ['ClassCourses', 'CurrentUser'],
    }),

    /** Active teacher accounts, for the head-teacher and class-course teacher pickers (a directory: no e-mail or phone for the studies office). */
    listTeachers: build.query<ListResult<StaffEntry>, void>({
      query: () => ({ url: '/users', params: { role: 'teacher', status: 'active', limit: '1000' } }),
      providesTags: ['Users'],
    }),
  }),
});

export const {
  useListSchoolYearsQuery,
  useSaveSchoolYearMutation,
  useDeleteSchoolYearMutation,
  useListLevelsQuery,
  useSaveLevelMutation,
  useDeleteLevelMutation,
  useListClassroomsQuery,
  useGetClassroomQuery,
  useSaveClassroomMutation,
  useDeleteClassroomMutation,
  useListCoursesQuery,
  useSaveCourseMutation,
  useDeleteCourseMutation,
  useListClassCoursesQuery,
  useSaveClassCourseMutation,
  useDeleteClassCourseMutation,
  useCopyClassCoursesMutation,
  useListTeachersQuery,
} = structureApi;
