import type { IntlShape } from 'react-intl';

/**
 * A period as the contracts write it (`sequence-2`, `trimester-1`, `term-1`, `annual`, a month
 * `2026-10`) in the user's words: "Séquence 2", "Trimestre 1", "Année", "octobre 2026".
 */
export function periodLabel(intl: IntlShape, period: string): string {
  if (period === 'annual') return intl.formatMessage({ id: 'discipline.periods.annual' });
  const [head, tail] = period.split('-');
  if (head === 'sequence' || head === 'trimester' || head === 'term')
    return intl.formatMessage({ id: `discipline.periods.${head}` }, { number: intl.formatNumber(Number(tail)) });
  return intl.formatDate(`${period}-01T00:00:00Z`, { timeZone: 'UTC', month: 'long', year: 'numeric' });
}
