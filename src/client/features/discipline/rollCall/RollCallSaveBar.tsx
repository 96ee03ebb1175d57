import Save from '@mui/icons-material/Save';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import type { SaveStatus } from '../../../hooks/useSaveWithRetry';

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
  return <FormattedMessage id="discipline.rollCall.save.waiting" values={{ seconds: useSecondsUntil(at) }} />;
}

/** Tells that the connection failed, when the next try comes, and offers to try at once. */
function ConnectionStatus({ status, onRetry }: { status: SaveStatus; onRetry: () => void }) {
  if (status.state !== 'waiting' && status.state !== 'offline') return null;
  return (
    <Alert
      severity={status.state === 'waiting' ? 'warning' : 'error'}
      role="status"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          <FormattedMessage id="discipline.rollCall.save.retryNow" />
        </Button>
      }
    >
      {status.state === 'waiting' ? <Countdown at={status.retryAt} /> : <FormattedMessage id="discipline.rollCall.save.offline" />}
    </Alert>
  );
}

interface Props {
  /** Students whose mark differs from the saved one. */
  unsaved: number;
  /** Latenesses whose minutes are missing or wrong. */
  invalid: number;
  canSave: boolean;
  status: SaveStatus;
  onSave: () => void;
  onRetry: () => void;
}

/**
 * The save button, what is left to save and the connection's state, stuck to the bottom of the
 * window while a class of sixty scrolls past, as the mark entry's save bar is.
 */
export function RollCallSaveBar({ unsaved, invalid, canSave, status, onSave, onRetry }: Props) {
  return (
    <Paper elevation={6} className="Scola-saveBar" sx={{ position: 'sticky', bottom: 0, zIndex: 2, p: 1.5 }}>
      <Stack useFlexGap sx={{ gap: 1 }}>
        <ConnectionStatus status={status} onRetry={onRetry} />
        <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center', columnGap: 2, rowGap: 0.5 }}>
          <Button
            variant="contained"
            startIcon={<Save />}
            disabled={!canSave}
            loading={status.state === 'saving'}
            onClick={onSave}
            aria-keyshortcuts="Control+S"
          >
            <FormattedMessage id="discipline.rollCall.save.button" />
          </Button>
          {unsaved > 0 && (
            <Typography variant="body2" sx={{ fontWeight: 'bold' }}>
              <FormattedMessage id="discipline.rollCall.save.unsaved" values={{ count: unsaved }} />
            </Typography>
          )}
          <Typography variant="body2" color={invalid ? 'error' : 'text.secondary'}>
            {invalid ? (
              <FormattedMessage id="discipline.rollCall.save.invalid" values={{ count: invalid }} />
            ) : unsaved > 0 ? (
              <FormattedMessage id="discipline.rollCall.draft.kept" />
            ) : (
              <FormattedMessage id="discipline.rollCall.save.hint" />
            )}
          </Typography>
        </Stack>
      </Stack>
    </Paper>
  );
}
