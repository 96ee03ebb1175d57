import { sanctionTypes } from '../../domain/contract/settings';
import { baseApi } from './baseApi';
import { deleteEndpoint, listEndpoint, saveEndpoint } from './resource';

/** Sanction types; they travel in the current user's record. */
export const sanctionTypesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listSanctionTypes: listEndpoint(build, sanctionTypes.list, 'SanctionTypes'),
    saveSanctionType: saveEndpoint(build, sanctionTypes, 'SanctionTypes', ['CurrentUser']),
    deleteSanctionType: deleteEndpoint(build, sanctionTypes, 'SanctionTypes', ['CurrentUser']),
  }),
});

export const { useListSanctionTypesQuery, useSaveSanctionTypeMutation, useDeleteSanctionTypeMutation } = sanctionTypesApi;
