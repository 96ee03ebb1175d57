import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import type { BackupState } from '../../../../domain/contract/backups';
import type { BackupFormat } from './backupFormat';

/** A command or a path, as the admin would type it. */
const code = (chunks: ReactNode[]) => (
  // A long folder path breaks anywhere rather than widen a phone's screen.
  <Typography component="code" sx={{ fontFamily: 'monospace', fontSize: '0.95em', overflowWrap: 'anywhere' }}>
    {chunks}
  </Typography>
);

/** Where the archives go and when, and how they are made on this server. */
export function BackupPlace({ state, format }: { state: BackupState; format: BackupFormat }) {
  const intl = useIntl();
  if (state.method === 'none') {
    // PostgreSQL without pg_dump: nothing on this screen can help, so say whose job it is and how.
    return (
      <Alert severity="info" sx={{ mb: 2 }}>
        <AlertTitle>
          <FormattedMessage id="backups.method.none.title" />
        </AlertTitle>
        <Typography variant="body2" sx={{ mb: 1 }}>
          <FormattedMessage id="backups.method.none.text" values={{ code }} />
        </Typography>
        <Typography variant="body2">
          <FormattedMessage id="backups.method.none.hint" values={{ code }} />
        </Typography>
      </Alert>
    );
  }
  const { schedule } = state;
  return (
    <Paper variant="outlined" component="section" aria-labelledby="backups-place-title" sx={{ p: 2, mb: 2 }}>
      <Typography variant="h6" component="h2" id="backups-place-title" sx={{ mb: 1 }}>
        <FormattedMessage id="backups.place.title" />
      </Typography>
      <Stack spacing={0.5}>
        {state.directory !== null && (
          <Typography variant="body2">
            <FormattedMessage id="backups.place.directory" values={{ directory: state.directory, code }} />
          </Typography>
        )}
        <Typography variant="body2">
          {state.freeBytes === null ? (
            <FormattedMessage id="backups.place.freeUnknown" />
          ) : (
            <FormattedMessage id="backups.place.free" values={{ size: format.size(state.freeBytes) }} />
          )}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          <FormattedMessage id="backups.place.hint" values={{ code }} />
        </Typography>
        <Typography variant="body2" sx={{ pt: 1 }}>
          <FormattedMessage
            id="backups.schedule.text"
            values={{ time: format.time(schedule.time), daily: schedule.keepDaily, monthly: schedule.keepMonthly }}
          />
        </Typography>
        <Typography variant="body2" color="text.secondary">
          <FormattedMessage
            id="backups.schedule.change"
            values={{
              tab: intl.formatMessage({ id: 'tools.tabs.options' }),
              link: (chunks: ReactNode[]) => (
                <Link component={RouterLink} to="/tools?tab=options">
                  {chunks}
                </Link>
              ),
            }}
          />
        </Typography>
        <Typography variant="body2" color="text.secondary">
          <FormattedMessage id={state.method === 'pg_dump' ? 'backups.method.pgDump' : 'backups.method.sqlite'} values={{ code }} />
        </Typography>
      </Stack>
    </Paper>
  );
}
