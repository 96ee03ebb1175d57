import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { skipToken } from '@reduxjs/toolkit/query';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { useBackupsQuery } from '../../api/backupsApi';
import { useAppSelector } from '../../app/hooks';
import { selectPermissions } from '../../app/session';

/**
 * Tells whoever keeps the backups that the last good one is older than two days (or that there is
 * none), with the way to the backups tab. Nobody else asks: the list is the admin's alone.
 */
export function BackupWarning() {
  const intl = useIntl();
  const allowed = useAppSelector(selectPermissions).includes('backups.manage');
  const { data } = useBackupsQuery(allowed ? undefined : skipToken);
  if (!data?.stale) return null;
  return (
    <Alert
      severity="warning"
      sx={{ mb: 2 }}
      action={
        <Button color="inherit" size="small" component={RouterLink} to="/tools?tab=backups">
          <FormattedMessage id="dashboard.backupStale.action" />
        </Button>
      }
    >
      {data.lastGoodAt ? (
        <FormattedMessage
          id="dashboard.backupStale.old"
          values={{ date: intl.formatDate(new Date(data.lastGoodAt), { dateStyle: 'medium', timeStyle: 'short' }) }}
        />
      ) : (
        <FormattedMessage id="dashboard.backupStale.none" />
      )}
    </Alert>
  );
}
