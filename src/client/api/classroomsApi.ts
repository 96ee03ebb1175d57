import { classrooms } from '../../domain/contract/structure';
import { baseApi } from './baseApi';
import { deleteEndpoint, getEndpoint, listEndpoint, saveEndpoint } from './resource';

export const classroomsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listClassrooms: listEndpoint(build, classrooms.list, 'Classrooms'),
    getClassroom: getEndpoint(build, classrooms.get, 'Classrooms'),
    saveClassroom: saveEndpoint(build, classrooms, 'Classrooms'),
    deleteClassroom: deleteEndpoint(build, classrooms, 'Classrooms'),
  }),
});

export const { useListClassroomsQuery, useGetClassroomQuery, useSaveClassroomMutation, useDeleteClassroomMutation } = classroomsApi;
