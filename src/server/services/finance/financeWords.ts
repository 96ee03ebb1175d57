/**
 * The words and figures of the finance documents (receipts, the students in arrears) in one
 * language (`financeExport.*` in the catalogues): amounts with thousands separators and no
 * decimals, days by name, the payment methods, and what a receipt says of a reversal.
 */
import type { Payment, PaymentMethod } from '../../../domain/contract/payments';
import type { Language } from '../../../domain/enums';
import { translate } from '../../i18n';
import { localeOf } from '../../documents/locale';

export interface FinanceWords {
  language: Language;
  currency: string;
  t: (key: string, values?: Record<string, string | number>) => string;
  /** 25 000 (the language's grouping, always, no decimals). */
  amount: (value: number) => string;
  /** 25 000 XAF. */
  money: (value: number) => string;
  /** 25 November 2026. */
  day: (iso: string) => string;
  /** 25/11/2026, for narrow columns. */
  shortDay: (iso: string) => string;
  method: (method: PaymentMethod) => string;
  /** "Receipt" or, for a reversal, "Reversal". */
  receiptTitle: (payment: Payment) => string;
  /** "Cancels receipt X" on a reversal, null on a payment. */
  cancels: (payment: Payment) => string | null;
  /** "Reversed" when a payment was taken back whole, "Reversed: 10 000 XAF" when in part, null otherwise. */
  reversedStamp: (payment: Payment) => string | null;
}

export function financeWords(language: Language, currency: string): FinanceWords {
  const locale = localeOf(language);
  const t = (key: string, values?: Record<string, string | number>) => translate(language, `financeExport.${key}`, values);
  // 'always': Spanish leaves 4-digit numbers ungrouped by default.
  const amounts = new Intl.NumberFormat(locale, { maximumFractionDigits: 0, useGrouping: 'always' });
  const days = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' });
  const shortDays = new Intl.DateTimeFormat(locale, { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' });
  const date = (iso: string) => new Date(`${iso.slice(0, 10)}T00:00:00Z`);
  const amount = (value: number) => amounts.format(value);
  const money = (value: number) => `${amount(value)} ${currency}`;
  return {
    language,
    currency,
    t,
    amount,
    money,
    day: (iso) => days.format(date(iso)),
    shortDay: (iso) => shortDays.format(date(iso)),
    method: (method) => t(`methods.${method}`),
    receiptTitle: (payment) => t(payment.amount < 0 ? 'reversal' : 'receipt'),
    cancels: (payment) =>
      payment.amount < 0 && payment.reversesReceiptLabel ? t('cancels', { receipt: payment.reversesReceiptLabel }) : null,
    reversedStamp: (payment) => {
      if (payment.amount <= 0 || payment.reversed <= 0) return null;
      return payment.reversed >= payment.amount ? t('reversed') : t('partlyReversed', { amount: money(payment.reversed) });
    },
  };
}
