import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { AlertsProvider } from '../components/alerts/AlertsProvider';
import { ToastsProvider } from '../components/toasts/ToastsProvider';
import { I18nProvider } from '../i18n/I18nProvider';
import type { AppStore } from './store';
import { ThemeLayer } from './ThemeLayer';

/** Everything a screen relies on, outermost first: store, language, theme, toasts, alert dialog. */
export function AppProviders({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <Provider store={store}>
      <I18nProvider>
        <ThemeLayer>
          <ToastsProvider>
            <AlertsProvider>{children}</AlertsProvider>
          </ToastsProvider>
        </ThemeLayer>
      </I18nProvider>
    </Provider>
  );
}
