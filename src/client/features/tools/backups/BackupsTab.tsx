import Backup from '@mui/icons-material/Backup';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FormattedMessage } from 'react-intl';
import { backupsApi, useBackupsQuery } from '../../../api/backupsApi';
import { LoadFailed } from '../../../components/LoadFailed';
import { PageSpinner } from '../../../components/PageSpinner';
import { Restricted } from '../admin/Restricted';
import { useBackupFormat } from './backupFormat';
import { BackupPlace } from './BackupPlace';
import { BackupRunning } from './BackupRunning';
import { BackupsTable } from './BackupsTable';
import { useBackupActions } from './useBackupActions';

/** How often a running backup is asked for its progress. */
export const BACKUP_POLL_MS = 1000;

function BackupsContent() {
  const format = useBackupFormat();
  // Polled only while a backup runs, as the cached state says (the start's answer sets it at once).
  const cached = backupsApi.endpoints.backups.useQueryState(undefined);
  const { data, isLoading, isError, refetch } = useBackupsQuery(undefined, { pollingInterval: cached.data?.running ? BACKUP_POLL_MS : 0 });
  const running = data?.running ?? null;
  const actions = useBackupActions(data, () => void refetch());

  if (isLoading) return <PageSpinner />;
  if (isError || !data) {
    return (
      <LoadFailed onRetry={() => void refetch()}>
        <FormattedMessage id="backups.error" />
      </LoadFailed>
    );
  }
  const none = data.method === 'none';
  return (
    <>
      <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
        <FormattedMessage id="backups.title" />
      </Typography>
      <Stack spacing={2} sx={{ mb: 2 }}>
        {data.stale && (
          <Alert severity="warning">
            <AlertTitle>
              <FormattedMessage id="backups.stale.title" />
            </AlertTitle>
            {data.lastGoodAt ? (
              <FormattedMessage id="backups.stale.old" values={{ date: format.moment(data.lastGoodAt) }} />
            ) : (
              <FormattedMessage id="backups.stale.none" />
            )}
          </Alert>
        )}
        {data.lastFailure && (
          <Alert severity="error">
            <AlertTitle>
              <FormattedMessage id="backups.lastFailure" values={{ date: format.moment(data.lastFailure.at) }} />
            </AlertTitle>
            {format.problem(data.lastFailure.problem)}
          </Alert>
        )}
        {actions.refusal && actions.refusal !== 'running' && (
          <Alert severity="error" onClose={actions.dismissRefusal}>
            <FormattedMessage id={`backups.errors.${actions.refusal}`} />
          </Alert>
        )}
      </Stack>
      <BackupPlace state={data} format={format} />
      {!none && (
        <>
          <Stack direction="row" sx={{ mb: 2 }}>
            <Button
              variant="contained"
              startIcon={<Backup />}
              disabled={Boolean(running) || actions.starting}
              onClick={() => void actions.startNow()}
            >
              <FormattedMessage id="backups.now" />
            </Button>
          </Stack>
          {running && <BackupRunning running={running} format={format} />}
          <BackupsTable
            backups={data.backups}
            format={format}
            busy={actions.busy}
            running={Boolean(running)}
            onDownload={(backup) => void actions.download(backup)}
            onVerify={(backup) => void actions.verifyAgain(backup)}
          />
        </>
      )}
    </>
  );
}

/**
 * The server's backups (backups.manage, the admin's alone: an archive holds every record): where
 * they go and when, "Back up now" with its progress, and each archive with its verification.
 */
export default function BackupsTab() {
  return (
    <Restricted permission="backups.manage">
      <BackupsContent />
    </Restricted>
  );
}
