import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { DialogFooter } from './DialogFooter';
import { FormAlert } from './forms/FormAlert';

interface Props {
  /** Open unless told otherwise: a dialog mounted only while it asks need not say so. */
  open?: boolean;
  onClose: () => void;
  /** Runs the action; the dialog stays open (buttons disabled) until it settles. */
  onConfirm: () => Promise<unknown> | void;
  /** What is about to go (a record's name, say), in bold above the question. */
  subject?: string;
  titleId?: string;
  textId?: string;
  values?: Record<string, string | number>;
  confirmId?: string;
  /** Why the server refused the action (a record still in use, say), told in the dialog itself. */
  errorText?: string;
}

/** Asks before an action that cannot be undone (a deletion by default). */
export function ConfirmDialog({
  open = true,
  onClose,
  onConfirm,
  subject,
  titleId = 'common.confirmDeleteTitle',
  textId = 'common.confirmDeleteText',
  values,
  confirmId = 'common.delete',
  errorText,
}: Props) {
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
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id={`${id}-title`}>
        <FormattedMessage id={titleId} values={values} />
      </DialogTitle>
      <DialogContent>
        <FormAlert message={errorText} />
        <DialogContentText id={`${id}-text`}>
          {subject && (
            <>
              <strong>{subject}</strong>
              <br />
            </>
          )}
          <FormattedMessage id={textId} values={values} />
        </DialogContentText>
      </DialogContent>
      <DialogFooter onCancel={onClose} busy={busy} actionId={confirmId} onAction={() => void confirm()} color="error" focusCancel />
    </Dialog>
  );
}
