/** The documents' numbers and dates as the screens write them in each language. */
import type { Language } from '../../domain/enums';
import { localeOf } from '../../domain/locale';

export { localeOf };

const shortDays = new Map<Language, Intl.DateTimeFormat>();

/**
 * A day in figures: day/month/year as French and British readers write it; in the other languages
 * as Intl writes a short date there (Persian digits and calendar in Persian, as on the screens).
 */
export function shortDate(language: Language, iso: string): string {
  const [year, month, day] = iso.slice(0, 10).split('-');
  if (language === 'fr' || language === 'en') return `${day}/${month}/${year}`;
  let found = shortDays.get(language);
  if (!found) {
    found = new Intl.DateTimeFormat(localeOf(language), { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' });
    shortDays.set(language, found);
  }
  return found.format(new Date(`${iso.slice(0, 10)}T00:00:00Z`));
}
