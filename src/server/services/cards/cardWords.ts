/**
 * The words of the student cards (`studentCard.*` in the catalogues) and their dates, in a language
 * the PDF's built-in fonts can write: Urdu, Persian and Chinese readers get their cards in English
 * (see `pdfLanguage`).
 */
import type { Language } from '../../../domain/enums';
import { translate } from '../../i18n';
import { pdfLanguage } from '../statementPdf';

export interface CardWords {
  /** The language the cards are written in (English for a language beyond the fonts). */
  language: Language;
  t: (key: string, values?: Record<string, string | number>) => string;
  /** A birth date by name: "12 March 2012", "12 mars 2012". */
  day: (iso: string) => string;
}

/** BCP 47 tags for Intl: the catalogue names Chinese by its old Windows name. */
const localeOf = (language: Language): string => (language === 'zh-CHS' ? 'zh-Hans' : language);

export function cardWords(asked: Language): CardWords {
  const language = pdfLanguage(asked);
  const days = new Intl.DateTimeFormat(localeOf(language), { dateStyle: 'long', timeZone: 'UTC' });
  return {
    language,
    t: (key, values) => translate(language, `studentCard.${key}`, values),
    // Outside WinAnsi: the narrow no-break space some locales write reads the same as a no-break space.
    day: (iso) => days.format(new Date(`${iso.slice(0, 10)}T00:00:00Z`)).replace(/\u202f/g, '\u00a0'),
  };
}
