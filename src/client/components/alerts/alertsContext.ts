import { createContext, useContext } from 'react';

export interface Alerts {
  /** Shows the error dialog chosen by the error's status (see chooseAlert). */
  showError: (error: unknown) => void;
  showSuccess: () => void;
}

export const AlertsContext = createContext<Alerts | null>(null);

export function useAlerts(): Alerts {
  const alerts = useContext(AlertsContext);
  if (!alerts) throw new Error('useAlerts needs an AlertsProvider above it');
  return alerts;
}
