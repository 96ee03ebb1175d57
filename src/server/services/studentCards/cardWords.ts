/** The words of the student cards (`studentCard.*` in the catalogues) and their dates, in one language. */
import type { Language } from '../../../domain/enums';
import { translate } from '../../i18n';
import { localeOf } from '../../documents/locale';

export interface CardWords {
  /** The language the cards are written in. */
  language: Language;
  t: (key: string, values?: Record<string, string | number>) => string;
  /** A birth date by name: "12 March 2012", "12 mars 2012". */
  day: (iso: string) => string;
}

export function cardWords(language: Language): CardWords {
  const days = new Intl.DateTimeFormat(localeOf(language), { dateStyle: 'long', timeZone: 'UTC' });
  return {
    language,
    t: (key, values) => translate(language, `studentCard.${key}`, values),
    day: (iso) => days.format(new Date(`${iso.slice(0, 10)}T00:00:00Z`)),
  };
}
