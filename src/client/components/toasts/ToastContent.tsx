import Close from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { keyframes } from '@mui/material/styles';
import { SnackbarContent, useSnackbar, type CustomContentProps } from 'notistack';
import { forwardRef, useCallback, useContext, useEffect, useState, useSyncExternalStore } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { loadSanitizer, looksLikeHtml } from './sanitize';
import { DuplicateCounterContext, type ToastLevel, type ToastOptions } from './toastTypes';

const shrink = keyframes`from { transform: scaleX(1); } to { transform: scaleX(0); }`;

const COLOURS: Record<ToastLevel, string> = {
  success: 'success.dark',
  warning: 'warning.dark',
  info: 'info.dark',
  error: 'error.dark',
};

type Phase = 'running' | 'paused' | 'extended';

/**
 * The message as text, or, when the caller said it is markup, as sanitised HTML once DOMPurify is
 * in; unsanitised markup never renders.
 */
function ToastMessage({ message, markup }: { message: string; markup: boolean }) {
  const html = markup && looksLikeHtml(message);
  const [sanitised, setSanitised] = useState<string | null>(null);
  useEffect(() => {
    if (!html) return;
    let current = true;
    void loadSanitizer().then((sanitize) => current && setSanitised(sanitize(message)));
    return () => {
      current = false;
    };
  }, [html, message]);
  const sx = { fontSize: 14, wordBreak: 'break-word' } as const;
  if (!html) return <Box sx={sx}>{message}</Box>;
  return <Box sx={sx} dangerouslySetInnerHTML={{ __html: sanitised ?? '' }} />;
}

/**
 * One toast: title, message (text, or sanitised HTML when asked), close button, duplicate badge and a progress bar.
 * It runs its own timer rather than notistack's, whose resume after hover is half the time-out:
 * the product wants the full time-out first and the extended time-out after the pointer leaves.
 */
export const ToastContent = forwardRef<HTMLDivElement, CustomContentProps & ToastOptions>(function ToastContent(
  { id, message, level, title, counterKey, html, timeOut, extendedTimeOut },
  ref,
) {
  const intl = useIntl();
  const { closeSnackbar } = useSnackbar();
  const counter = useContext(DuplicateCounterContext);
  const count = useSyncExternalStore(counter.subscribe, () => counter.count(counterKey));
  const [phase, setPhase] = useState<Phase>('running');

  const close = useCallback(() => {
    counter.close(counterKey);
    closeSnackbar(id);
  }, [counter, counterKey, closeSnackbar, id]);

  useEffect(() => {
    if (phase === 'paused') return;
    const timer = setTimeout(close, phase === 'running' ? timeOut : extendedTimeOut);
    return () => clearTimeout(timer);
  }, [phase, close, timeOut, extendedTimeOut]);

  const duration = phase === 'running' ? timeOut : extendedTimeOut;
  return (
    <SnackbarContent
      ref={ref}
      role={level === 'error' || level === 'warning' ? 'alert' : 'status'}
      onMouseEnter={() => setPhase('paused')}
      onMouseLeave={() => setPhase('extended')}
    >
      <Box
        sx={{
          width: { xs: '100%', sm: 360 },
          bgcolor: COLOURS[level],
          color: 'common.white',
          borderRadius: 1,
          boxShadow: 6,
          overflow: 'hidden',
        }}
      >
        <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, p: 1.5, pb: 1 }}>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Box sx={{ fontWeight: 600, display: 'flex', alignItems: 'center', gap: 1 }}>
              {title}
              {count > 1 && (
                <Box
                  component="span"
                  data-testid="toast-count"
                  sx={{ px: 0.75, borderRadius: 8, fontSize: 12, bgcolor: 'rgba(0,0,0,0.25)' }}
                >
                  <FormattedMessage id="toasts.count" values={{ count }} />
                </Box>
              )}
            </Box>
            <ToastMessage message={typeof message === 'string' ? message : ''} markup={html} />
          </Box>
          <IconButton size="small" color="inherit" aria-label={intl.formatMessage({ id: 'toasts.close' })} onClick={close}>
            <Close fontSize="small" />
          </IconButton>
        </Box>
        <Box
          key={phase}
          data-testid="toast-progress"
          sx={{
            height: 4,
            bgcolor: 'rgba(255,255,255,0.7)',
            transformOrigin: 'left',
            animation: phase === 'paused' ? 'none' : `${shrink} ${duration}ms linear forwards`,
          }}
        />
      </Box>
    </SnackbarContent>
  );
});
