import { lazy, Suspense, useCallback, useState, type ReactNode } from 'react';
import { DuplicateCounter, toastKey } from './duplicates';
import { DuplicateCounterContext, ShowToastContext, type Toast } from './toastTypes';

/** notistack and the toast component load with the first toast, not with the sign-in page. */
const ToastHost = lazy(() => import(/* webpackChunkName: "toasts" */ './ToastHost'));

/**
 * Owns the duplicate counter and the queue of toasts waiting for the host. A toast that is already
 * open is counted, not queued again.
 */
export function ToastsProvider({ children }: { children: ReactNode }) {
  const [counter] = useState(() => new DuplicateCounter());
  const [pending, setPending] = useState<Toast[]>([]);
  const [hostWanted, setHostWanted] = useState(false);

  const show = useCallback(
    (toast: Omit<Toast, 'counterKey'>) => {
      const counterKey = toastKey(toast.level, toast.title, toast.message, toast.html ?? false);
      if (!counter.open(counterKey)) return;
      setHostWanted(true);
      setPending((queue) => [...queue, { ...toast, counterKey }]);
    },
    [counter],
  );
  const onShown = useCallback((shown: Toast[]) => setPending((queue) => queue.filter((toast) => !shown.includes(toast))), []);

  return (
    <DuplicateCounterContext.Provider value={counter}>
      <ShowToastContext.Provider value={show}>
        {children}
        {hostWanted && (
          <Suspense fallback={null}>
            <ToastHost pending={pending} onShown={onShown} />
          </Suspense>
        )}
      </ShowToastContext.Provider>
    </DuplicateCounterContext.Provider>
  );
}
