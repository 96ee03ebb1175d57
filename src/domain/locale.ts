/** A catalogue language as Intl and layout know it: the same on the screens and in the documents. */
import { RIGHT_TO_LEFT_LANGUAGES, type Language } from './enums';

/**
 * The BCP 47 tag for Intl and the html lang attribute: the product's `zh-CHS` is a legacy
 * Microsoft code that Intl rejects (RangeError), so it is Simplified Chinese, `zh-Hans`.
 */
export function localeOf(language: Language): string {
  return language === 'zh-CHS' ? 'zh-Hans' : language;
}

export type Direction = 'ltr' | 'rtl';

export function directionOf(language: Language): Direction {
  return RIGHT_TO_LEFT_LANGUAGES.includes(language) ? 'rtl' : 'ltr';
}
