/**
 * The cells of the finance workbooks (the students in arrears, the day's journal, a session's
 * close), typed like the statements': numbers as numbers with a thousands format, text as shared
 * strings, which a spreadsheet never runs (a name such as "=cmd" stays text); totals are values,
 * never formulas. And the rows the journal and the close both list: payments and reversals, and
 * what was taken by method.
 */
import type { Payment, PaymentMethod } from '../../../domain/contract/payments';
import { PAYMENT_METHODS } from '../../../domain/contract/payments';
import type { XlsxWriter } from '../../documents/xlsxWriter';
import type { FinanceWords } from './financeWords';

/** The multiple-sheet form of the writer's argument (its last overload). */
export type Sheets = Parameters<XlsxWriter>[0];
export type XlsxCell = { value: string | number; type: typeof String | typeof Number; fontWeight?: 'bold'; format?: string } | null;

export const text = (value: string | null, bold = false): XlsxCell =>
  value === null || value === '' ? null : bold ? { value, type: String, fontWeight: 'bold' } : { value, type: String };
const AMOUNT = '#,##0';
export const amount = (value: number, bold = false): XlsxCell => ({
  value,
  type: Number,
  format: AMOUNT,
  ...(bold && { fontWeight: 'bold' as const }),
});
export const count = (value: number): XlsxCell => ({ value, type: Number });

/** What a payment's line says beside it: the receipt a reversal reverses, or that the payment was reversed. */
export const paymentNote = (payment: Payment, words: FinanceWords): string | null =>
  payment.reversesReceiptLabel ? words.t('reversalOf', { receipt: payment.reversesReceiptLabel }) : words.reversedStamp(payment);

/** The payments' header row: receipt, time, student, matricule, method, amount, (cashier,) remark. */
export function paymentHeader(words: FinanceWords, withCashier: boolean): XlsxCell[] {
  const { t } = words;
  return [
    t('receipt'),
    t('time'),
    t('student'),
    t('matricule'),
    t('method'),
    t('amount', { currency: words.label }),
    ...(withCashier ? [t('cashier')] : []),
    t('note'),
  ].map((label) => text(label, true));
}

/** Each payment and reversal, in the order given (receipt order), then their total. */
export function paymentRows(payments: readonly Payment[], words: FinanceWords, withCashier: boolean): XlsxCell[][] {
  const total = payments.reduce((sum, payment) => sum + payment.amount, 0);
  return [
    ...payments.map((payment) => [
      text(payment.receiptLabel),
      text(words.time(payment.createdAt)),
      text(payment.studentName),
      text(payment.matricule),
      text(words.method(payment.method)),
      amount(payment.amount),
      ...(withCashier ? [text(payment.cashierName)] : []),
      text(paymentNote(payment, words)),
    ]),
    [null, null, null, null, text(words.t('total'), true), amount(total, true)],
  ];
}

/** What was taken by method (reversals counted negative), and the total. */
export function methodRows(totals: Record<PaymentMethod, number>, words: FinanceWords): XlsxCell[][] {
  return [
    ...PAYMENT_METHODS.map((method) => [text(words.method(method)), amount(totals[method])]),
    [
      text(words.t('total'), true),
      amount(
        PAYMENT_METHODS.reduce((sum, method) => sum + totals[method], 0),
        true,
      ),
    ],
  ];
}
