import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ImportStatus } from '../../../api/studentsApi';

/** Step 3: rows written so far, then the outcome. */
export function ProgressStep({ status }: { status: ImportStatus }) {
  const intl = useIntl();
  const percent = status.total > 0 ? Math.round((status.processed / status.total) * 100) : 0;
  if (status.status === 'done') {
    return (
      <Alert severity="success">
        <FormattedMessage id="students.import.done" values={{ count: status.created }} />
      </Alert>
    );
  }
  if (status.status === 'failed') {
    return (
      <Alert severity="error">
        <FormattedMessage id="students.import.failed" />
        {status.message && <Box sx={{ mt: 1 }}>{status.message}</Box>}
      </Alert>
    );
  }
  return (
    <Box>
      <Typography variant="body2" sx={{ mb: 1 }}>
        <FormattedMessage id="students.import.progress" values={{ processed: status.processed, total: status.total }} />
      </Typography>
      <LinearProgress variant="determinate" value={percent} aria-label={intl.formatMessage({ id: 'students.import.progressLabel' })} />
    </Box>
  );
}
