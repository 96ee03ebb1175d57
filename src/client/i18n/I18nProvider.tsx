import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { DEFAULT_LANGUAGE, type Language } from '../../domain/enums';
import { fetchCatalogue, type Messages } from './catalogue';
import { LanguageContext } from './LanguageContext';
import { directionOf, initialLanguage, LANGUAGE_STORAGE_KEY, localeOf } from './languages';

interface Loaded {
  language: Language;
  messages: Messages;
}

/**
 * Chooses the language, fetches its catalogue and provides react-intl. Nothing renders until the
 * first catalogue is in, so no screen flashes raw keys. A catalogue that fails to load falls back
 * to en, and if even en fails the app still runs on message ids rather than a blank page.
 */
export function I18nProvider({ children }: { children: ReactNode }) {
  const [wanted, setWanted] = useState<Language>(initialLanguage);
  const [loaded, setLoaded] = useState<Loaded | null>(null);

  useEffect(() => {
    let current = true;
    const load = async (): Promise<Loaded> => {
      try {
        return { language: wanted, messages: await fetchCatalogue(wanted) };
      } catch (error) {
        console.error(error);
        if (wanted === DEFAULT_LANGUAGE) return { language: wanted, messages: {} };
        return { language: DEFAULT_LANGUAGE, messages: await fetchCatalogue(DEFAULT_LANGUAGE).catch(() => ({})) };
      }
    };
    void load().then((next) => current && setLoaded(next));
    return () => {
      current = false;
    };
  }, [wanted]);

  const language = loaded?.language ?? wanted;
  const direction = directionOf(language);
  useEffect(() => {
    document.documentElement.lang = localeOf(language);
    document.documentElement.dir = direction;
  }, [language, direction]);

  const setLanguage = useCallback((next: Language) => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, next);
    setWanted(next);
  }, []);
  const state = useMemo(() => ({ language, direction, setLanguage }), [language, direction, setLanguage]);

  if (!loaded) return null;
  return (
    <LanguageContext.Provider value={state}>
      <IntlProvider locale={localeOf(loaded.language)} defaultLocale={DEFAULT_LANGUAGE} messages={loaded.messages}>
        {children}
      </IntlProvider>
    </LanguageContext.Provider>
  );
}
