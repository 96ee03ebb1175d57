import { absenceReasons } from '../../domain/contract/absences';
import { baseApi } from './baseApi';
import { deleteEndpoint, listEndpoint, saveEndpoint } from './resource';

/** The school's absence reasons; whether one justifies changes every hour counted with it. */
export const absenceReasonsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listAbsenceReasons: listEndpoint(build, absenceReasons.list, 'AbsenceReasons'),
    saveAbsenceReason: saveEndpoint(build, absenceReasons, 'AbsenceReasons', ['Attendance', 'Statistics']),
    deleteAbsenceReason: deleteEndpoint(build, absenceReasons, 'AbsenceReasons'),
  }),
});

export const { useListAbsenceReasonsQuery, useSaveAbsenceReasonMutation, useDeleteAbsenceReasonMutation } = absenceReasonsApi;
