import { downloadBackup, getBackups, startBackup, verifyBackup, type Backup, type BackupState } from '../../domain/contract/backups';
import { baseApi } from './baseApi';
import { contractRequest } from './contractRequest';
import { downloadFile } from './files';

/** The server's backups (domain/contract/backups.ts): the tools screen's backups tab and the dashboard's warning. */
export const backupsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Polled by the tab while a backup runs (the screen sets pollingInterval). */
    backups: build.query<BackupState, void>({
      query: () => contractRequest(getBackups),
      providesTags: ['Backups'],
    }),
    startBackup: build.mutation<BackupState, void>({
      query: () => contractRequest(startBackup),
      // The answer is the whole state with `running` set: it replaces the list at once, so the
      // progress shows and the polling starts without waiting for another round trip.
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(backupsApi.util.upsertQueryData('backups', undefined, data));
        } catch {
          // The screen tells the refusal (409, 503, 507) itself.
        }
      },
    }),
    verifyBackup: build.mutation<Backup, string>({
      query: (name) => contractRequest(verifyBackup, { params: { name } }),
      // A verification may change more than its row: the last good backup and the stale warning.
      invalidatesTags: ['Backups'],
    }),
  }),
});

export const { useBackupsQuery, useStartBackupMutation, useVerifyBackupMutation } = backupsApi;

/** An archive itself, to keep elsewhere (the same download path as every file the app hands over). */
export const downloadBackupFile = (name: string) => downloadFile(contractRequest(downloadBackup, { params: { name } }));
