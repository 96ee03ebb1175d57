import { useCallback, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { Backup, BackupState } from '../../../../domain/contract/backups';
import { downloadBackupFile, useStartBackupMutation, useVerifyBackupMutation } from '../../../api/backupsApi';
import { saveBlob } from '../../../api/files';
import { useAppDispatch } from '../../../app/hooks';
import { useAlerts } from '../../../components/alerts/alertsContext';
import { statusOf } from '../../../components/alerts/chooseAlert';
import { useToasts } from '../../../components/toasts/useToasts';
import { problemText } from './backupFormat';

/** Why "Back up now" was refused, as the screen explains it: 409, 507, 503. */
export type StartRefusal = 'running' | 'diskFull' | 'none';

const REFUSALS: Record<number, StartRefusal> = { 409: 'running', 507: 'diskFull', 503: 'none' };

/** What the list held before a run: its outcome is what is new after it (no clock is compared). */
interface Before {
  names: Set<string>;
  failureAt: string | null;
}

const snapshot = (state: BackupState): Before => ({
  names: new Set(state.backups.map((backup) => backup.name)),
  failureAt: state.lastFailure?.at ?? null,
});

/**
 * "Back up now", the following of a run to its end with a toast for its outcome, a new
 * verification and the download. A run the screen sees (its own, or the daily one caught while
 * running) is told when it ends.
 */
export function useBackupActions(state: BackupState | undefined, refetch: () => void) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const toasts = useToasts();
  const { showError } = useAlerts();
  const [start, { isLoading: starting }] = useStartBackupMutation();
  const [verify] = useVerifyBackupMutation();
  const [refusal, setRefusal] = useState<StartRefusal | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const followed = useRef<Before | null>(null);
  // While "Back up now" waits for its answer, an idle list (a refetch) is the state before the run, not its end.
  const awaitingStart = useRef(false);

  const tellOutcome = useCallback(
    (before: Before, after: BackupState) => {
      const failure = after.lastFailure;
      if (failure && failure.at !== before.failureAt) {
        toasts.error(problemText(intl, failure.problem), intl.formatMessage({ id: 'backups.toasts.failed' }));
        return;
      }
      const made = after.backups.find((backup) => !before.names.has(backup.name)) ?? after.backups[0];
      if (made && !made.verified && made.problem) {
        toasts.warning(problemText(intl, made.problem), intl.formatMessage({ id: 'backups.toasts.madeNotVerified' }));
      } else toasts.success(intl.formatMessage({ id: 'backups.toasts.done' }));
    },
    [intl, toasts],
  );

  const concludeIfOver = useCallback(
    (current: BackupState | undefined) => {
      if (!current || current.running || awaitingStart.current || !followed.current) return;
      const before = followed.current;
      followed.current = null;
      tellOutcome(before, current);
    },
    [tellOutcome],
  );

  useEffect(() => {
    if (state?.running) followed.current ??= snapshot(state);
    else concludeIfOver(state);
  }, [state, concludeIfOver]);

  const startNow = async () => {
    setRefusal(null);
    // Followed from here: the answer replaces the list (backupsApi), and the effect above tells the
    // outcome once `running` is null.
    followed.current = state ? snapshot(state) : null;
    awaitingStart.current = true;
    try {
      const answer = await start().unwrap();
      awaitingStart.current = false;
      // Usually the answer says it runs, and the effect follows it; a tiny school's may be over already.
      if (!answer.running) concludeIfOver(answer);
    } catch (error) {
      awaitingStart.current = false;
      followed.current = null;
      const refused = REFUSALS[statusOf(error)];
      if (!refused) {
        showError(error);
        return;
      }
      if (refused === 'running') {
        toasts.warning(intl.formatMessage({ id: 'backups.errors.running' }));
      } else {
        setRefusal(refused);
        toasts.error(intl.formatMessage({ id: `backups.errors.${refused}` }));
      }
      // The list shows the run already going, or the method the server now reports.
      refetch();
    }
  };

  const verifyAgain = async (backup: Backup) => {
    setBusy(backup.name);
    try {
      const checked = await verify(backup.name).unwrap();
      if (checked.verified) toasts.success(intl.formatMessage({ id: 'backups.toasts.verified' }));
      else toasts.warning(problemText(intl, checked.problem ?? 'failed'), intl.formatMessage({ id: 'backups.toasts.notVerified' }));
    } catch (error) {
      if (statusOf(error) === 409) toasts.warning(intl.formatMessage({ id: 'backups.errors.verifyWhileRunning' }));
      else showError(error);
    } finally {
      setBusy(null);
    }
  };

  const download = async (backup: Backup) => {
    setBusy(backup.name);
    const result = await dispatch(downloadBackupFile(backup.name));
    setBusy(null);
    // The archive keeps the name the server gave it: its date and reason, and what restore expects.
    if ('error' in result) showError(result.error);
    else saveBlob(result.data.blob, backup.name);
  };

  return { startNow, starting, refusal, dismissRefusal: () => setRefusal(null), verifyAgain, download, busy };
}
