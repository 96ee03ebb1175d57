import { exemptions } from '../../domain/contract/registrations';
import { baseApi } from './baseApi';
import { deleteEndpoint, listEndpoint, saveEndpoint } from './resource';

/**
 * A student's exemptions from class courses; the classroom's student lists leave exempted students
 * out of a class course, so they follow.
 */
export const exemptionsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listExemptions: listEndpoint(build, exemptions.list, 'Exemptions'),
    createExemption: saveEndpoint(build, exemptions, 'Exemptions'),
    deleteExemption: deleteEndpoint(build, exemptions, 'Exemptions'),
  }),
});

export const { useListExemptionsQuery, useCreateExemptionMutation, useDeleteExemptionMutation } = exemptionsApi;
