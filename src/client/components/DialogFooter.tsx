import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import { FormattedMessage } from 'react-intl';

interface Props {
  onCancel: () => void;
  /** The action is under way: both buttons wait for it, so the dialog cannot close halfway. */
  busy: boolean;
  /** The action's label; Save by default. */
  actionId?: string;
  /** Something besides a running action keeps it from being sent (nothing chosen yet, say). */
  disabled?: boolean;
  /** Runs the action; without it, the button submits the dialog's form. */
  onAction?: () => void;
  /** Red for what removes or shuts out, green for what lets in. */
  color?: 'primary' | 'error' | 'success';
  /** Confirmations focus Cancel, so a stray Enter does not delete. */
  focusCancel?: boolean;
}

/** Cancel and the dialog's one action, the same in every dialog that asks for something. */
export function DialogFooter({ onCancel, busy, actionId = 'common.save', disabled, onAction, color, focusCancel }: Props) {
  return (
    <DialogActions>
      <Button onClick={onCancel} disabled={busy} autoFocus={focusCancel}>
        <FormattedMessage id="common.cancel" />
      </Button>
      <Button type={onAction ? 'button' : 'submit'} onClick={onAction} variant="contained" color={color} disabled={busy || disabled}>
        <FormattedMessage id={actionId} />
      </Button>
    </DialogActions>
  );
}
