import { useIntl } from 'react-intl';

/** What was collected of what was expected, as a percentage ("60%"); a dash when nothing was expected. */
export function useRate() {
  const intl = useIntl();
  return (part: number, whole: number) =>
    whole === 0 ? '–' : intl.formatNumber(part / whole, { style: 'percent', maximumFractionDigits: 1 });
}

/** A month (`2026-09`) as its short name and year, read in UTC so no time zone shifts it. */
export function useMonthLabel() {
  const intl = useIntl();
  return (month: string) => intl.formatDate(new Date(`${month}-01T00:00:00Z`), { timeZone: 'UTC', month: 'short', year: 'numeric' });
}
