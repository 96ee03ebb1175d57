import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useOptions } from '../../../app/session';

/** An ISO 4217 code Intl can name ("XAF" reads "FCFA"); anything else the school typed is written after the figure. */
const CURRENCY_CODE = /^[A-Z]{3}$/;

/**
 * How the statements write their figures in the user's language: amounts in the school's currency
 * (option `currency`, XAF when unset) as whole units, hours with at most two decimals, a month by name.
 */
export function useStatementFormat() {
  const intl = useIntl();
  const options = useOptions();
  const currency = options.raw('currency')?.trim() || 'XAF';
  return useMemo(
    () => ({
      currency,
      money: (value: number) =>
        CURRENCY_CODE.test(currency)
          ? intl.formatNumber(value, { style: 'currency', currency, maximumFractionDigits: 0, minimumFractionDigits: 0 })
          : `${intl.formatNumber(value, { maximumFractionDigits: 0 })} ${currency}`,
      hours: (value: number) => intl.formatNumber(value, { maximumFractionDigits: 2 }),
      month: (month: string) => {
        const [year, number] = month.split('-').map(Number);
        return intl.formatDate(Date.UTC(year, number - 1, 1), { month: 'long', year: 'numeric', timeZone: 'UTC' });
      },
    }),
    [intl, currency],
  );
}

export type StatementFormat = ReturnType<typeof useStatementFormat>;
