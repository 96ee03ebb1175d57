import { lazy, Suspense, useMemo, useState, type ReactNode } from 'react';
import type { AlertContent } from './AlertDialog';
import { AlertsContext } from './alertsContext';
import { chooseAlert } from './chooseAlert';

/** The dialog (and MUI's Modal under it) is fetched with the first alert, not with every page. */
const AlertDialog = lazy(() =>
  import(/* webpackChunkName: "alert-dialog" */ './AlertDialog').then((module) => ({ default: module.AlertDialog })),
);

/** The shared alert handler: one dialog for the whole app, opened through useAlerts(). */
export function AlertsProvider({ children }: { children: ReactNode }) {
  const [content, setContent] = useState<AlertContent | null>(null);
  const alerts = useMemo(
    () => ({
      showError: (error: unknown) => setContent({ kind: 'error', alert: chooseAlert(error) }),
      showSuccess: () => setContent({ kind: 'success' }),
    }),
    [],
  );
  return (
    <AlertsContext.Provider value={alerts}>
      {children}
      {content && (
        <Suspense fallback={null}>
          <AlertDialog content={content} onClose={() => setContent(null)} />
        </Suspense>
      )}
    </AlertsContext.Provider>
  );
}
