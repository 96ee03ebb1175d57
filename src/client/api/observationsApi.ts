import { observations } from '../../domain/contract/settings';
import { baseApi } from './baseApi';
import { deleteEndpoint, listEndpoint, saveEndpoint } from './resource';

/** Observations (the words a report card prints beside an average). */
export const observationsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listObservations: listEndpoint(build, observations.list, 'Observations'),
    saveObservation: saveEndpoint(build, observations, 'Observations'),
    deleteObservation: deleteEndpoint(build, observations, 'Observations'),
  }),
});

export const { useListObservationsQuery, useSaveObservationMutation, useDeleteObservationMutation } = observationsApi;
