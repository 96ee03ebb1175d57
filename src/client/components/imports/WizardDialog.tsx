import Dialog from '@mui/material/Dialog';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';

/** The button that moves the import on: check the file, then apply it. */
export interface ForwardAction {
  label: ReactNode;
  disabled: boolean;
  onClick: () => void;
}

interface Props {
  /** The dialog's element id, named after it: `<id>-title` labels it. */
  id: string;
  titleId: string;
  /** The steps' message keys, in order. */
  stepIds: readonly string[];
  /** The step under way: choosing (0), checking the preview (1), done (2). */
  step: 0 | 1 | 2;
  /** The last step is over: the stepper shows every step done. */
  finished: boolean;
  /** While the server works, the dialog stays open whatever is clicked. */
  busy: boolean;
  /** From the choice to the preview, and from the preview to the import. */
  forward: ForwardAction;
  /** From the preview back to the choice. */
  onBack: () => void;
  onClose: () => void;
  children: ReactNode;
}

/**
 * An import in steps (choose, check, apply): the steps named on top, the step's content, and its
 * buttons: cancel or back beside the way forward, then close once it is done (not before).
 */
export function WizardDialog({ id, titleId, stepIds, step, finished, busy, forward, onBack, onClose, children }: Props) {
  return (
    <Dialog open onClose={busy ? undefined : onClose} maxWidth="lg" fullWidth aria-labelledby={`${id}-title`}>
      <DialogTitle id={`${id}-title`}>
        <FormattedMessage id={titleId} />
      </DialogTitle>
      <DialogContent dividers>
        <Stepper activeStep={finished ? stepIds.length : step} sx={{ mb: 3 }}>
          {stepIds.map((stepId) => (
            <Step key={stepId}>
              <StepLabel>
                <FormattedMessage id={stepId} />
              </StepLabel>
            </Step>
          ))}
        </Stepper>
        {children}
      </DialogContent>
      <DialogActions>
        {step < 2 ? (
          <>
            <Button onClick={step === 0 ? onClose : onBack}>
              <FormattedMessage id={step === 0 ? 'common.cancel' : 'common.back'} />
            </Button>
            <Button variant="contained" disabled={forward.disabled} onClick={forward.onClick}>
              {forward.label}
            </Button>
          </>
        ) : (
          <Button variant="contained" disabled={!finished} onClick={onClose}>
            <FormattedMessage id="common.close" />
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
