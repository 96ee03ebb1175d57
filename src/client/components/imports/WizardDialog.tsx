import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';

interface Props {
  /** The dialog's element id, named after it: `<id>-title` labels it. */
  id: string;
  titleId: string;
  /** The steps' message keys, in order. */
  stepIds: readonly string[];
  /** The step under way; past the last once the whole import is done. */
  activeStep: number;
  /** While the server works, the dialog stays open whatever is clicked. */
  busy: boolean;
  onClose: () => void;
  actions: ReactNode;
  children: ReactNode;
}

/** An import in steps (choose, check, apply): the steps named on top, the step's content, its buttons. */
export function WizardDialog({ id, titleId, stepIds, activeStep, busy, onClose, actions, children }: Props) {
  return (
    <Dialog open onClose={busy ? undefined : onClose} maxWidth="lg" fullWidth aria-labelledby={`${id}-title`}>
      <DialogTitle id={`${id}-title`}>
        <FormattedMessage id={titleId} />
      </DialogTitle>
      <DialogContent dividers>
        <Stepper activeStep={activeStep} sx={{ mb: 3 }}>
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
      <DialogActions>{actions}</DialogActions>
    </Dialog>
  );
}
