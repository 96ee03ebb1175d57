import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../../domain/enums';

export { directionOf, localeOf, type Direction } from '../../domain/locale';

/** Where the user's explicit choice is remembered. */
export const LANGUAGE_STORAGE_KEY = 'lang';

/**
 * Each language by its own name: a reader looks for their own language in the switcher, so these
 * are the same in every catalogue and are not translated.
 */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  fr: 'Français',
  ur: 'اردو',
  es: 'Español',
  it: 'Italiano',
  fa: 'فارسی',
  de: 'Deutsch',
  'zh-CHS': '简体中文',
};

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** Maps a browser tag (`fr-CA`, `zh-Hans-CN`, `zh-TW`) to a supported language, or undefined. */
export function matchBrowserLanguage(tag: string): Language | undefined {
  const base = tag.trim().split(/[-_]/)[0].toLowerCase();
  if (base === 'zh') return 'zh-CHS';
  return LANGUAGES.find((language) => language.toLowerCase() === base);
}

/** The saved choice if it is supported, else the first supported browser language, else en (spec point 1). */
export function chooseLanguage(saved: string | null | undefined, browserLanguages: readonly string[]): Language {
  if (isLanguage(saved)) return saved;
  for (const tag of browserLanguages) {
    const match = matchBrowserLanguage(tag);
    if (match) return match;
  }
  return DEFAULT_LANGUAGE;
}

/** The language to start with in this browser. */
export function initialLanguage(): Language {
  const browser = navigator.languages?.length ? navigator.languages : [navigator.language];
  return chooseLanguage(localStorage.getItem(LANGUAGE_STORAGE_KEY), browser);
}
