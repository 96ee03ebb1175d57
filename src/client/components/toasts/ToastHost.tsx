import GlobalStyles from '@mui/material/GlobalStyles';
import { SnackbarProvider, useSnackbar } from 'notistack';
import { useEffect, useRef } from 'react';
import { ToastContent } from './ToastContent';
import { TOAST_EXTENDED_TIME_OUT, TOAST_TIME_OUT, type Toast } from './toastTypes';

/** No limit on open toasts (spec point 9); notistack needs a number. */
const UNLIMITED = 1000;

/** Newest on top: notistack appends below in a top-anchored stack, so reverse the column. */
const newestOnTop = <GlobalStyles styles={{ 'div.notistack-SnackbarContainer': { flexDirection: 'column-reverse' } }} />;

interface Props {
  pending: Toast[];
  onShown: (shown: Toast[]) => void;
}

/** Hands queued toasts to notistack once; the ref survives StrictMode's second effect run. */
function Enqueuer({ pending, onShown }: Props) {
  const { enqueueSnackbar } = useSnackbar();
  const handed = useRef(new WeakSet<Toast>());
  useEffect(() => {
    const fresh = pending.filter((toast) => !handed.current.has(toast));
    if (fresh.length === 0) return;
    for (const toast of fresh) {
      handed.current.add(toast);
      enqueueSnackbar(toast.message, {
        variant: 'toast',
        level: toast.level,
        title: toast.title,
        counterKey: toast.counterKey,
        html: toast.html ?? false,
        timeOut: TOAST_TIME_OUT,
        extendedTimeOut: TOAST_EXTENDED_TIME_OUT,
      });
    }
    onShown(fresh);
  }, [pending, onShown, enqueueSnackbar]);
  return null;
}

/**
 * notistack with the product's defaults: top-centre, newest on top, no limit. Its own timer is off
 * (autoHideDuration null): ToastContent runs the time-out and extended time-out itself.
 */
export default function ToastHost(props: Props) {
  return (
    <>
      {newestOnTop}
      <SnackbarProvider
        maxSnack={UNLIMITED}
        anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
        autoHideDuration={null}
        Components={{ toast: ToastContent }}
      >
        <Enqueuer {...props} />
      </SnackbarProvider>
    </>
  );
}
