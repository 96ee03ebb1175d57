import Save from '@mui/icons-material/Save';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, type RefObject } from 'react';
import { FormattedMessage } from 'react-intl';
import type { SaveStatus as Status } from '../hooks/useSaveWithRetry';
import { SaveStatus, type SaveStatusMessages } from './SaveStatus';

/** Catalogue ids of the bar, each screen speaking of what it saves (marks, a roll call). */
export interface SaveBarMessages extends SaveStatusMessages {
  button: string;
  /** Takes `{count}` rows not saved. */
  unsaved: string;
  /** Takes `{count}` rows that cannot be saved as typed. */
  invalid: string;
  /** Said while unsaved work is kept on this device. */
  kept: string;
  /** Said when all is saved: how to save. */
  hint: string;
}

interface Props {
  /** Rows that differ from what was saved. */
  unsaved: number;
  /** Rows that cannot be sent as they are. */
  invalid: number;
  canSave: boolean;
  status: Status;
  onSave: () => void;
  onRetry: () => void;
  messages: SaveBarMessages;
}

/**
 * The save button, what is left to save and the connection's state, after the list and stuck to
 * the bottom of the window while the list scrolls: a class of sixty is several screens long, and
 * the user should not have to scroll back to the top to save.
 */
export function SaveBar({ unsaved, invalid, canSave, status, onSave, onRetry, messages }: Props) {
  const bar = useRef<HTMLDivElement>(null);
  useScrollPaddingOf(bar);
  return (
    <Paper ref={bar} elevation={6} className="Scola-saveBar" sx={{ position: 'sticky', bottom: 0, zIndex: 2, p: { xs: 1, sm: 1.5 } }}>
      <Stack useFlexGap sx={{ gap: 1 }}>
        <SaveStatus status={status} onRetry={onRetry} messages={messages} />
        <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center', columnGap: 2, rowGap: 0.5 }}>
          <Button
            variant="contained"
            startIcon={<Save />}
            disabled={!canSave}
            loading={status.state === 'saving'}
            onClick={onSave}
            aria-keyshortcuts="Control+S"
          >
            <FormattedMessage id={messages.button} />
          </Button>
          {unsaved > 0 && (
            <Typography variant="body2" sx={{ fontWeight: 'bold' }}>
              <FormattedMessage id={messages.unsaved} values={{ count: unsaved }} />
            </Typography>
          )}
          <Typography variant="body2" color={invalid ? 'error' : 'text.secondary'}>
            {invalid ? (
              <FormattedMessage id={messages.invalid} values={{ count: invalid }} />
            ) : unsaved > 0 ? (
              <FormattedMessage id={messages.kept} />
            ) : (
              <FormattedMessage id={messages.hint} />
            )}
          </Typography>
        </Stack>
      </Stack>
    </Paper>
  );
}

/**
 * The window keeps the bar's height free at its bottom when it scrolls a row into view (the arrow
 * keys, Tab, a refused line): on a phone the bar is a third of the screen, and the row being marked
 * went under it.
 */
function useScrollPaddingOf(bar: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const element = bar.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => root.style.setProperty('scroll-padding-bottom', `${element.offsetHeight}px`));
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty('scroll-padding-bottom');
    };
  }, [bar]);
}
