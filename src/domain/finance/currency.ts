/**
 * The school's currency as every screen and every document writes it (docs/decisions.md, "Receipts
 * a bursar signs (issue 28)"): one label per `currency` option whatever the language, placed
 * before or after the figure as the language places a currency sign. The screens (useMoney) and the
 * server's documents call the same function, so a receipt and the counter never disagree.
 */
export const DEFAULT_CURRENCY = 'XAF';

/** An ISO 4217 code, which Intl can place and name; anything else the school typed is written as typed. */
const ISO_CODE = /^[A-Z]{3}$/;

/** The option as set, or XAF when it is unset or blank. */
export const currencyOf = (option: string | null | undefined): string => option?.trim() || DEFAULT_CURRENCY;

export const isCurrencyCode = (currency: string): boolean => ISO_CODE.test(currency);

const labels = new Map<string, string>();

/**
 * XAF → FCFA, XOF → F CFA, EUR → €: Intl's narrow symbol, read in one locale for every language
 * (Spanish data has no symbol for XAF and would write "XAF" where French writes "FCFA"); what the
 * school typed when it is not an ISO code.
 */
export function currencyLabel(currency: string): string {
  if (!isCurrencyCode(currency)) return currency;
  let label = labels.get(currency);
  if (label === undefined) {
    const parts = new Intl.NumberFormat('en', { style: 'currency', currency, currencyDisplay: 'narrowSymbol' }).formatToParts(0);
    label = parts.find((part) => part.type === 'currency')?.value ?? currency;
    labels.set(currency, label);
  }
  return label;
}

export interface MoneyFormat {
  /** What a column of figures is headed with: "Amount (FCFA)". */
  label: string;
  /** 25 000: whole units, always grouped (Spanish leaves 4-digit numbers ungrouped by default). */
  amount: (value: number) => string;
  /** 25 000 FCFA, or FCFA 25,000: the label where the language puts a currency. */
  money: (value: number) => string;
}

/** How amounts are written in a locale (a BCP 47 tag, domain/locale.ts) for the school's currency. */
export function moneyFormat(locale: string, currency: string): MoneyFormat {
  const label = currencyLabel(currency);
  const figures = new Intl.NumberFormat(locale, { maximumFractionDigits: 0, useGrouping: 'always' });
  const amount = (value: number) => figures.format(value);
  if (!isCurrencyCode(currency)) return { label, amount, money: (value) => `${amount(value)} ${label}` };
  const placed = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: 0,
    maximumFractionDigits: 0,
    useGrouping: 'always',
  });
  return {
    label,
    amount,
    money: (value) =>
      placed
        .formatToParts(value)
        .map((part) => (part.type === 'currency' ? label : part.value))
        .join(''),
  };
}
