import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlined';
import ErrorOutline from '@mui/icons-material/ErrorOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ErrorAlert } from './chooseAlert';

/** What the dialog shows: an error chosen by chooseAlert, or the success notice. */
export type AlertContent = { kind: 'error'; alert: ErrorAlert } | { kind: 'success' };

interface Props {
  content: AlertContent;
  onClose: () => void;
}

const TITLE_ID = 'alert-dialog-title';
const TEXT_ID = 'alert-dialog-text';

export function AlertDialog({ content, onClose }: Props) {
  const intl = useIntl();
  const error = content.kind === 'error' ? content.alert : null;
  const title = intl.formatMessage({ id: error ? `alerts.${error.family}.title` : 'alerts.success.title' });
  const text = error
    ? (error.message ?? intl.formatMessage({ id: `alerts.${error.family}.message` }))
    : intl.formatMessage({ id: 'alerts.success.message' });
  return (
    <Dialog open onClose={onClose} aria-labelledby={TITLE_ID} aria-describedby={TEXT_ID} maxWidth="xs" fullWidth>
      <DialogTitle id={TITLE_ID} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        {error ? <ErrorOutline color="error" /> : <CheckCircleOutline color="success" />}
        {title}
      </DialogTitle>
      <DialogContent>
        <DialogContentText id={TEXT_ID}>{text}</DialogContentText>
        {error && error.fields.length > 0 && (
          <Box component="ul" sx={{ mt: 1, mb: 0, pl: 3, color: 'text.secondary' }}>
            {error.fields.map(({ field, message }) => (
              <li key={field}>
                <FormattedMessage id="alerts.400.field" values={{ field, message }} />
              </li>
            ))}
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} variant="contained" autoFocus>
          <FormattedMessage id="common.ok" />
        </Button>
      </DialogActions>
    </Dialog>
  );
}
