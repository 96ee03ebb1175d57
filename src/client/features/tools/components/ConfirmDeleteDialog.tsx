import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';

interface Props {
  /** What is about to go, e.g. the record's name. */
  label?: string;
  onConfirm: () => Promise<void>;
  onClose: () => void;
}

/** Deletions are asked twice: nothing leaves before the user confirms. */
export function ConfirmDeleteDialog({ label, onConfirm, onClose }: Props) {
  const [busy, setBusy] = useState(false);
  return (
    <Dialog open onClose={onClose} aria-labelledby="confirm-delete-title" aria-describedby="confirm-delete-text" maxWidth="xs" fullWidth>
      <DialogTitle id="confirm-delete-title">
        <FormattedMessage id="common.confirmDeleteTitle" />
      </DialogTitle>
      <DialogContent>
        <DialogContentText id="confirm-delete-text">
          {label && (
            <>
              <strong>{label}</strong>
              <br />
            </>
          )}
          <FormattedMessage id="common.confirmDeleteText" />
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus>
          <FormattedMessage id="common.cancel" />
        </Button>
        <Button
          color="error"
          variant="contained"
          disabled={busy}
          onClick={async () => {
            setBusy(true);
            try {
              await onConfirm();
            } finally {
              setBusy(false);
            }
          }}
        >
          <FormattedMessage id="common.delete" />
        </Button>
      </DialogActions>
    </Dialog>
  );
}
