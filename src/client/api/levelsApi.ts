import { levels } from '../../domain/contract/structure';
import { baseApi } from './baseApi';
import { deleteEndpoint, listEndpoint, saveEndpoint } from './resource';

/** Levels; a classroom shows its level's name, so saving a level refreshes the classrooms. */
export const levelsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listLevels: listEndpoint(build, levels.list, 'Levels'),
    saveLevel: saveEndpoint(build, levels, 'Levels', ['Classrooms']),
    deleteLevel: deleteEndpoint(build, levels, 'Levels'),
  }),
});

export const { useListLevelsQuery, useSaveLevelMutation, useDeleteLevelMutation } = levelsApi;
