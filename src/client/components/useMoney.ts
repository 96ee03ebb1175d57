import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { currencyOf, moneyFormat } from '../../domain/finance/currency';
import { useOptions } from '../app/session';

/**
 * Amounts as the school counts them: whole units of its currency (option `currency`, XAF when
 * unset), written the user's way with the label the documents print too (domain/finance/currency.ts:
 * "FCFA" for XAF in every language). One formatter for every screen that shows money.
 */
export function useMoney() {
  const { locale } = useIntl();
  const options = useOptions();
  const currency = currencyOf(options.raw('currency'));
  return useMemo(() => {
    const format = moneyFormat(locale, currency);
    return { currency, currencyLabel: format.label, money: format.money };
  }, [locale, currency]);
}
