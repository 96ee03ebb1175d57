/**
 * The words and figures of the finance documents (receipts, the students in arrears) in one
 * language (`financeExport.*` in the catalogues): amounts with thousands separators and no
 * decimals, the currency as the screens write it (domain/finance/currency.ts), days by name, the
 * payment methods, what a receipt says of a reversal, and a receipt's amount in words.
 */
import type { Payment, PaymentMethod } from '../../../domain/contract/payments';
import type { Language } from '../../../domain/enums';
import { isCurrencyCode, moneyFormat } from '../../../domain/finance/currency';
import { translate } from '../../i18n';
import { localeOf } from '../../documents/locale';
import { numberInWords } from './numberWords';

/** The currencies the catalogues name (`financeExport.currencyNames`): the CFA francs, whose Intl names ("franc CFA (BEAC)") no receipt uses. */
const NAMED_CURRENCIES = ['XAF', 'XOF'];
const MILLION = 1_000_000;

export interface FinanceWords {
  language: Language;
  /** The option as set (XAF), for the words. */
  currency: string;
  /** What the figures are labelled with (FCFA), as on the screens. */
  label: string;
  t: (key: string, values?: Record<string, string | number>) => string;
  /** 25 000 (the language's grouping, always, no decimals). */
  amount: (value: number) => string;
  /** 25 000 FCFA, or FCFA 25,000: as the screens write it. */
  money: (value: number) => string;
  /** 25 November 2026. */
  day: (iso: string) => string;
  /** 25/11/2026, for narrow columns. */
  shortDay: (iso: string) => string;
  /** 09:14: the hour of a timestamp in the school's time zone (the server's TZ, as localDate). */
  time: (iso: string) => string;
  method: (method: PaymentMethod) => string;
  /** "Receipt" or, for a reversal, "Reversal". */
  receiptTitle: (payment: Payment) => string;
  /** On a reversal, "Cancels receipt X", or "Reverses part of receipt X" when it takes back less than the payment; null on a payment. */
  cancels: (payment: Payment, partial: boolean) => string | null;
  /** "Reversed" when a payment was taken back whole, "Partly reversed: 10 000 FCFA" when in part, null otherwise. */
  reversedStamp: (payment: Payment) => string | null;
  /** Who the money came from, "Paid by", or on a reversal who it went back to, "Refunded to". */
  payerLabel: (payment: Payment) => string;
  /** The cashier: "Received by", or on a reversal "Paid out by". */
  cashierLabel: (payment: Payment) => string;
  /** "Left to pay for 2026-2027 after this receipt", or "In credit …" when the school owes money back, with the amount to show. */
  balance: (balance: number, schoolYearName: string) => { label: string; value: string };
  /** "Received the sum of: fifty thousand CFA francs", or what a reversal refunded, in the language's words. */
  inWords: (payment: Payment) => string;
}

export function financeWords(language: Language, currency: string): FinanceWords {
  const locale = localeOf(language);
  const t = (key: string, values?: Record<string, string | number>) => translate(language, `financeExport.${key}`, values);
  const { label, amount, money } = moneyFormat(locale, currency);
  const days = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' });
  const shortDays = new Intl.DateTimeFormat(locale, { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' });
  // No timeZone: the server's, which is the school's (services/shared/clock.ts).
  const times = new Intl.DateTimeFormat(locale, { timeStyle: 'short' });
  const plurals = new Intl.PluralRules(locale);
  const date = (iso: string) => new Date(`${iso.slice(0, 10)}T00:00:00Z`);
  const reversal = (payment: Payment) => payment.amount < 0;

  /** The currency's name for that many units: the catalogue's for the CFA francs, Intl's for another ISO code, else as typed. */
  const currencyName = (value: number): string => {
    const form = plurals.select(value) === 'one' ? 'one' : 'other';
    if (NAMED_CURRENCIES.includes(currency)) return t(`currencyNames.${currency}.${form}`);
    if (!isCurrencyCode(currency)) return currency;
    const parts = new Intl.NumberFormat(locale, { style: 'currency', currency, currencyDisplay: 'name' }).formatToParts(value);
    return parts.find((part) => part.type === 'currency')?.value ?? currency;
  };

  const sumInWords = (value: number): string => {
    // "un million de francs", "dos millones de francos": the catalogues say where a round million takes "de".
    const round = value >= MILLION && value % MILLION === 0;
    const sum = t(round ? 'sumOfMillions' : 'sum', { number: numberInWords(language, value), currency: currencyName(value) });
    // French elides "de" before a vowel: "un million d'euros".
    return language === 'fr' ? sum.replace(/\bde (?=[aeiouyàâéèêëîïôûü])/gi, 'd’') : sum;
  };

  return {
    language,
    currency,
    label,
    t,
    amount,
    money,
    day: (iso) => days.format(date(iso)),
    shortDay: (iso) => shortDays.format(date(iso)),
    time: (iso) => times.format(new Date(iso)),
    method: (method) => t(`methods.${method}`),
    receiptTitle: (payment) => t(reversal(payment) ? 'reversal' : 'receipt'),
    cancels: (payment, partial) =>
      reversal(payment) && payment.reversesReceiptLabel
        ? t(partial ? 'reversesPart' : 'cancels', { receipt: payment.reversesReceiptLabel })
        : null,
    reversedStamp: (payment) => {
      if (payment.amount <= 0 || payment.reversed <= 0) return null;
      return payment.reversed >= payment.amount ? t('reversed') : t('partlyReversed', { amount: money(payment.reversed) });
    },
    payerLabel: (payment) => t(reversal(payment) ? 'refundedTo' : 'payer'),
    cashierLabel: (payment) => t(reversal(payment) ? 'paidOutBy' : 'receivedBy'),
    balance: (balance, schoolYearName) => ({
      label: t(balance < 0 ? 'inCredit' : 'leftToPay', { year: schoolYearName }),
      value: money(Math.abs(balance)),
    }),
    inWords: (payment) => t(reversal(payment) ? 'inWordsRefund' : 'inWords', { amount: sumInWords(Math.abs(payment.amount)) }),
  };
}
