import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { FormattedMessage, useIntl } from 'react-intl';
import { BACKUP_STEPS, type BackupProgress } from '../../../../domain/contract/backups';
import type { BackupFormat } from './backupFormat';

/** The backup in progress: its step by name and how far it is, as the polled state says. */
export function BackupRunning({ running, format }: { running: BackupProgress; format: BackupFormat }) {
  const intl = useIntl();
  const percent = Math.round(Math.min(1, Math.max(0, running.progress)) * 100);
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
      <Typography variant="subtitle1" component="p" sx={{ fontWeight: 500 }}>
        <FormattedMessage
          id="backups.running.title"
          values={{ reason: intl.formatMessage({ id: `backups.reasons.${running.reason}` }), time: format.moment(running.startedAt) }}
        />
      </Typography>
      <Box sx={{ my: 1 }}>
        <LinearProgress variant="determinate" value={percent} aria-label={intl.formatMessage({ id: 'backups.running.progressLabel' })} />
      </Box>
      {/* Read out as it changes, politely: the step is what a screen-reader user waits for. */}
      <Typography variant="body2" role="status">
        <FormattedMessage
          id="backups.running.step"
          values={{
            number: BACKUP_STEPS.indexOf(running.step) + 1,
            total: BACKUP_STEPS.length,
            step: intl.formatMessage({ id: `backups.steps.${running.step}` }),
            percent: intl.formatNumber(percent / 100, { style: 'percent' }),
          }}
        />
      </Typography>
    </Paper>
  );
}
