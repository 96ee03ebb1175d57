import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { AlertsProvider } from '../components/alerts/AlertsProvider';
import { ToastsProvider } from '../components/toasts/ToastsProvider';
import { I18nProvider } from '../i18n/I18nProvider';
import type { AppStore } from './store';

/**
 * What every screen relies on, outermost first: store, language, toasts, alert dialog. The MUI
 * theme is not here but in ThemedRoutes, so the sign-in page does not download MUI; its toasts
 * and dialog (loaded when first shown) use MUI's default theme.
 */
export function AppProviders({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <Provider store={store}>
      <I18nProvider>
        <ToastsProvider>
          <AlertsProvider>{children}</AlertsProvider>
        </ToastsProvider>
      </I18nProvider>
    </Provider>
  );
}
