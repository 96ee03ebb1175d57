import { timeParts } from '../../domain/contract/settings';
import { baseApi } from './baseApi';
import { deleteEndpoint, listEndpoint, saveEndpoint } from './resource';

/** Time parts (the periods of a school day); they travel in the current user's record. */
export const timePartsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listTimeParts: listEndpoint(build, timeParts.list, 'TimeParts'),
    saveTimePart: saveEndpoint(build, timeParts, 'TimeParts', ['CurrentUser']),
    deleteTimePart: deleteEndpoint(build, timeParts, 'TimeParts', ['CurrentUser']),
  }),
});

export const { useListTimePartsQuery, useSaveTimePartMutation, useDeleteTimePartMutation } = timePartsApi;
