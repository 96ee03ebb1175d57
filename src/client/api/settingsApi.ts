import type {
  MetadataType,
  MetadataTypeBody,
  Observation,
  ObservationBody,
  SanctionType,
  SanctionTypeBody,
  TimePart,
  TimePartBody,
} from '../../domain/contract/settings';
import { baseApi } from './baseApi';
import { deleteEndpoint, listEndpoint, saveEndpoint } from './resource';

type ListQuery = { limit?: number } | void;

/**
 * The school's reference lists of the tools screen: time parts, observations, sanction types and
 * metadata types (custom fields). Time parts, sanction types and metadata types also travel in the
 * current-user record, so changing them refreshes it.
 */
export const settingsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listTimeParts: listEndpoint<TimePart, ListQuery>(build, '/api/time-parts', 'TimeParts'),
    saveTimePart: saveEndpoint<TimePart, TimePartBody>(build, '/api/time-parts', ['TimeParts', 'CurrentUser']),
    deleteTimePart: deleteEndpoint(build, '/api/time-parts', ['TimeParts', 'CurrentUser']),

    listObservations: listEndpoint<Observation, ListQuery>(build, '/api/observations', 'Observations'),
    saveObservation: saveEndpoint<Observation, ObservationBody>(build, '/api/observations', ['Observations']),
    deleteObservation: deleteEndpoint(build, '/api/observations', ['Observations']),

    listSanctionTypes: listEndpoint<SanctionType, ListQuery>(build, '/api/sanction-types', 'SanctionTypes'),
    saveSanctionType: saveEndpoint<SanctionType, SanctionTypeBody>(build, '/api/sanction-types', ['SanctionTypes', 'CurrentUser']),
    deleteSanctionType: deleteEndpoint(build, '/api/sanction-types', ['SanctionTypes', 'CurrentUser']),

    listMetadataTypes: listEndpoint<MetadataType, ListQuery>(build, '/api/metadata-types', 'MetadataTypes'),
    saveMetadataType: saveEndpoint<MetadataType, MetadataTypeBody>(build, '/api/metadata-types', ['MetadataTypes', 'CurrentUser']),
    deleteMetadataType: deleteEndpoint(build, '/api/metadata-types', ['MetadataTypes', 'CurrentUser']),
  }),
});

export const {
  useListTimePartsQuery,
  useSaveTimePartMutation,
  useDeleteTimePartMutation,
  useListObservationsQuery,
  useSaveObservationMutation,
  useDeleteObservationMutation,
  useListSanctionTypesQuery,
  useSaveSanctionTypeMutation,
  useDeleteSanctionTypeMutation,
  useListMetadataTypesQuery,
  useSaveMetadataTypeMutation,
  useDeleteMetadataTypeMutation,
} = settingsApi;
