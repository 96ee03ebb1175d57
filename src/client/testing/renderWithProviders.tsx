import { render, type RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import type { Language } from '../../domain/enums';
import { makeStore, type AppStore, type RootState } from '../app/store';
import { ThemeLayer } from '../app/ThemeLayer';
import { AlertsProvider } from '../components/alerts/AlertsProvider';
import { ToastsProvider } from '../components/toasts/ToastsProvider';
import { LanguageContext } from '../i18n/LanguageContext';
import { directionOf, localeOf } from '../i18n/languages';
import { loadCatalogue } from './catalogues';

/** Whether the test has switched to Jest's fake timers (the check @testing-library/dom makes too). */
const fakeTimersOn = () => typeof (setTimeout as unknown as { clock?: unknown }).clock !== 'undefined' || jest.isMockFunction(setTimeout);

/** userEvent waits between its steps: under fake timers those waits move the fake clock. */
const advanceTimers = (ms: number) => {
  if (fakeTimersOn()) jest.advanceTimersByTime(ms);
};

interface Options extends Omit<RenderOptions, 'wrapper'> {
  language?: Language;
  preloadedState?: Partial<RootState>;
  store?: AppStore;
  /** Where the MemoryRouter starts. */
  route?: string;
  setLanguage?: (language: Language) => void;
}

/**
 * Renders with what the app provides (store, real catalogue, theme, toasts, alert dialog) and a
 * MemoryRouter. A message id missing from the catalogue throws, so a test fails on it.
 */
export function renderWithProviders(
  ui: ReactElement,
  { language = 'en', preloadedState, store = makeStore(preloadedState), route = '/', setLanguage = jest.fn(), ...options }: Options = {},
) {
  const direction = directionOf(language);
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <Provider store={store}>
        <LanguageContext.Provider value={{ language, direction, setLanguage }}>
          <IntlProvider
            locale={localeOf(language)}
            messages={loadCatalogue(language)}
            onError={(error) => {
              throw error;
            }}
          >
            <ThemeLayer>
              <ToastsProvider>
                <AlertsProvider>
                  <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
                </AlertsProvider>
              </ToastsProvider>
            </ThemeLayer>
          </IntlProvider>
        </LanguageContext.Provider>
      </Provider>
    );
  }
  return { store, user: userEvent.setup({ advanceTimers }), ...render(ui, { wrapper: Wrapper, ...options }) };
}
