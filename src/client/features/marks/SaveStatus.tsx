import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import type { SaveStatus as Status } from '../../hooks/useSaveWithRetry';

/** Whole seconds until `at`, ticking while shown. */
function useSecondsUntil(at: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1_000);
    return () => clearInterval(timer);
  }, [at]);
  return Math.max(0, Math.ceil((at - now) / 1_000));
}

function Countdown({ at }: { at: number }) {
  return <FormattedMessage id="marks.save.waiting" values={{ seconds: useSecondsUntil(at) }} />;
}

/** Tells that the connection failed, when the next try comes, and offers to try at once. */
export function SaveStatus({ status, onRetry }: { status: Status; onRetry: () => void }) {
  if (status.state !== 'waiting' && status.state !== 'offline') return null;
  return (
    <Alert
      severity={status.state === 'waiting' ? 'warning' : 'error'}
      role="status"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          <FormattedMessage id="marks.save.retryNow" />
        </Button>
      }
    >
      {status.state === 'waiting' ? <Countdown at={status.retryAt} /> : <FormattedMessage id="marks.save.offline" />}
    </Alert>
  );
}
