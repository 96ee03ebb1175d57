import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useOptions } from '../app/session';

/** An ISO 4217 code Intl can name ("XAF" reads "FCFA"); anything else the school typed is written after the figure. */
const CURRENCY_CODE = /^[A-Z]{3}$/;

/**
 * Amounts as the school counts them: whole units of its currency (option `currency`, XAF when
 * unset), written the user's way. One formatter for every screen that shows money.
 */
export function useMoney() {
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
    }),
    [intl, currency],
  );
}
