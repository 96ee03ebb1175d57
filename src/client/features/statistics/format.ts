import { useMemo } from 'react';
import { useIntl } from 'react-intl';

/** How the screen writes its figures, in the interface language's digits and signs. */
export interface FigureFormat {
  count: (value: number) => string;
  /** An average /20 with two decimals, or a dash when nobody has one. */
  average: (value: number | null) => string;
  /** A share 0-1 as a percentage with at most one decimal, or a dash. */
  rate: (value: number | null) => string;
  /** A band of the distribution, such as "10–12". */
  band: (from: number, to: number) => string;
}

export function useFigureFormat(): FigureFormat {
  const intl = useIntl();
  return useMemo(() => {
    const none = intl.formatMessage({ id: 'statistics.noValue' });
    return {
      count: (value) => intl.formatNumber(value),
      average: (value) => (value === null ? none : intl.formatNumber(value, { minimumFractionDigits: 2, maximumFractionDigits: 2 })),
      rate: (value) => (value === null ? none : intl.formatNumber(value, { style: 'percent', maximumFractionDigits: 1 })),
      band: (from, to) =>
        intl.formatMessage({ id: 'statistics.distribution.bandLabel' }, { from: intl.formatNumber(from), to: intl.formatNumber(to) }),
    };
  }, [intl]);
}
