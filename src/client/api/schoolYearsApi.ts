import { schoolYears } from '../../domain/contract/structure';
import { baseApi } from './baseApi';
import { deleteEndpoint, listEndpoint, saveEndpoint } from './resource';

/** School years (the tools screen and every year picker); the current year travels in the current user's record. */
export const schoolYearsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listSchoolYears: listEndpoint(build, schoolYears.list, 'SchoolYears'),
    saveSchoolYear: saveEndpoint(build, schoolYears, 'SchoolYears', ['CurrentUser']),
    deleteSchoolYear: deleteEndpoint(build, schoolYears, 'SchoolYears'),
  }),
});

export const { useListSchoolYearsQuery, useSaveSchoolYearMutation, useDeleteSchoolYearMutation } = schoolYearsApi;
