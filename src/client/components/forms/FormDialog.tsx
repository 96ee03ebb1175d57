import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { FormEvent, ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { DialogFooter } from '../DialogFooter';
import { FormAlert } from './FormAlert';

interface Props {
  /** The title's element id, which names the dialog. */
  id: string;
  /** Catalogue id of the title. */
  titleId: string;
  onClose: () => void;
  /** The form's `submit` (useSchemaForm). */
  onSubmit: (event?: FormEvent) => unknown;
  busy: boolean;
  /** A refusal no input carries. */
  formError?: string;
  /** What the dialog acts on, above the inputs. */
  text?: ReactNode;
  /** The action's label; Save by default. */
  actionId?: string;
  color?: 'primary' | 'error' | 'success';
  /** The inputs. */
  children: ReactNode;
}

/** The frame of a dialog that asks for a form: title, what it is about, the refusal, the inputs, Cancel and the action. */
export function FormDialog({ id, titleId, onClose, onSubmit, busy, formError, text, actionId, color, children }: Props) {
  return (
    <Dialog open onClose={onClose} aria-labelledby={id} maxWidth="sm" fullWidth>
      <Box component="form" noValidate onSubmit={onSubmit}>
        <DialogTitle id={id}>
          <FormattedMessage id={titleId} />
        </DialogTitle>
        <DialogContent>
          {text !== undefined && <DialogContentText>{text}</DialogContentText>}
          <FormAlert message={formError} />
          {children}
        </DialogContent>
        <DialogFooter onCancel={onClose} busy={busy} actionId={actionId} color={color} />
      </Box>
    </Dialog>
  );
}
