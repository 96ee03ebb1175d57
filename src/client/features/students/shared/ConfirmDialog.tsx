import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, useState } from 'react';
import { FormattedMessage } from 'react-intl';

interface Props {
  open: boolean;
  onClose: () => void;
  /** Runs the action; the dialog stays open (buttons disabled) until it settles. */
  onConfirm: () => Promise<unknown> | void;
  titleId?: string;
  textId?: string;
  values?: Record<string, string | number>;
  confirmId?: string;
}

/** Asks before an action that cannot be undone (a deletion by default). */
export function ConfirmDialog({ open, onClose, onConfirm, titleId = 'common.confirmDeleteTitle', textId = 'common.confirmDeleteText', values, confirmId = 'common.delete' }: Props) {
  const id = useId();
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} aria-labelledby={`${id}-title`} aria-describedby={`${id}-text`}>
      <DialogTitle id={`${id}-title`}>
        <FormattedMessage id={titleId} values={values} />
      </DialogTitle>
      <DialogContent>
        <DialogContentText id={`${id}-text`}>
          <FormattedMessage id={textId} values={values} />
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          <FormattedMessage id="common.cancel" />
        </Button>
        <Button onClick={() => void confirm()} color="error" variant="contained" disabled={busy}>
          <FormattedMessage id={confirmId} />
        </Button>
      </DialogActions>
    </Dialog>
  );
}
