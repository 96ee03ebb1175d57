import { useCallback } from 'react';
import { useIntl } from 'react-intl';

const ASCII_DIGIT = /[0-9]/g;
const tables = new Map<string, readonly string[]>();

/**
 * The ten digits as the locale writes its numbers, and so its dates: ۰ to ۹ in Persian, 0 to 9 in
 * Urdu (Intl writes ur numbers and dates in Latin digits), English, French...
 */
function digitsOf(locale: string): readonly string[] {
  let table = tables.get(locale);
  if (!table) {
    const format = new Intl.NumberFormat(locale, { useGrouping: false });
    table = Array.from({ length: 10 }, (_, digit) => format.format(digit));
    tables.set(locale, table);
  }
  return table;
}

/**
 * A plain text's digits in the locale's own, as Intl writes its numbers and dates, so a school year
 * "2026-2027" reads "۲۰۲۶-۲۰۲۷" beside Persian dates. For display only: stored values, form inputs
 * and API bodies keep their ASCII digits.
 */
export function localizeDigits(text: string, locale: string): string {
  const digits = digitsOf(locale);
  return digits[0] === '0' ? text : text.replace(ASCII_DIGIT, (digit) => digits[Number(digit)]);
}

/** `localizeDigits` in the language of the screen; the same function until the language changes. */
export function useLocalizeDigits(): (text: string) => string {
  const { locale } = useIntl();
  return useCallback((text: string) => localizeDigits(text, locale), [locale]);
}
