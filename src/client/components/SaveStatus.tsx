import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import type { SaveStatus as Status } from '../hooks/useSaveWithRetry';

/** Catalogue ids of the connection's state, each screen speaking of what it saves. */
export interface SaveStatusMessages {
  /** Takes `{seconds}` until the next automatic try. */
  waiting: string;
  retryNow: string;
  offline: string;
}

/** Whole seconds until `at`, ticking while shown. */
function useSecondsUntil(at: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1_000);
    return () => clearInterval(timer);
  }, [at]);
  return Math.max(0, Math.ceil((at - now) / 1_000));
}

function Countdown({ at, id }: { at: number; id: string }) {
  return <FormattedMessage id={id} values={{ seconds: useSecondsUntil(at) }} />;
}

interface Props {
  status: Status;
  onRetry: () => void;
  messages: SaveStatusMessages;
}

/** Tells that the connection failed, when the next try comes, and offers to try at once. */
export function SaveStatus({ status, onRetry, messages }: Props) {
  if (status.state !== 'waiting' && status.state !== 'offline') return null;
  return (
    <Alert
      severity={status.state === 'waiting' ? 'warning' : 'error'}
      role="status"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          <FormattedMessage id={messages.retryNow} />
        </Button>
      }
    >
      {status.state === 'waiting' ? <Countdown at={status.retryAt} id={messages.waiting} /> : <FormattedMessage id={messages.offline} />}
    </Alert>
  );
}
