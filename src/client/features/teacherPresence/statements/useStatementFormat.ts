import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useMoney } from '../../../components/useMoney';

/**
 * How the statements write their figures in the user's language: amounts in the school's currency
 * (components/useMoney), hours with at most two decimals, a month by name.
 */
export function useStatementFormat() {
  const intl = useIntl();
  const { currencyLabel, money } = useMoney();
  return useMemo(
    () => ({
      currencyLabel,
      money,
      hours: (value: number) => intl.formatNumber(value, { maximumFractionDigits: 2 }),
      month: (month: string) => {
        const [year, number] = month.split('-').map(Number);
        return intl.formatDate(Date.UTC(year, number - 1, 1), { month: 'long', year: 'numeric', timeZone: 'UTC' });
      },
    }),
    [intl, currencyLabel, money],
  );
}

export type StatementFormat = ReturnType<typeof useStatementFormat>;
