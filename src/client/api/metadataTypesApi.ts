import { metadataTypes } from '../../domain/contract/settings';
import { baseApi } from './baseApi';
import { deleteEndpoint, listEndpoint, saveEndpoint } from './resource';

/** Metadata types (the students' custom fields); they travel in the current user's record. */
export const metadataTypesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listMetadataTypes: listEndpoint(build, metadataTypes.list, 'MetadataTypes'),
    saveMetadataType: saveEndpoint(build, metadataTypes, 'MetadataTypes', ['CurrentUser']),
    deleteMetadataType: deleteEndpoint(build, metadataTypes, 'MetadataTypes', ['CurrentUser']),
  }),
});

export const { useListMetadataTypesQuery, useSaveMetadataTypeMutation, useDeleteMetadataTypeMutation } = metadataTypesApi;
