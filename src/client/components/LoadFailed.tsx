import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';

/** What a screen shows when its data could not be loaded: the reason, and a way to try again. */
export function LoadFailed({ onRetry, children }: { onRetry: () => void; children: ReactNode }) {
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          <FormattedMessage id="common.retry" />
        </Button>
      }
    >
      {children}
    </Alert>
  );
}
