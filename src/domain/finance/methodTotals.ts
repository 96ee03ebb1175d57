import type { PaymentMethod } from '../contract/payments';

/** Amounts by payment method and their sum, as the journal and the year's figures give them. */
export type MethodTotals = Record<PaymentMethod, number> & { total: number };

export const noTotals = (): MethodTotals => ({ cash: 0, mobile: 0, bank: 0, total: 0 });

/** Adds an amount (a reversal's is negative) to its method and to the sum. */
export function addToTotals(totals: MethodTotals, method: PaymentMethod, amount: number): void {
  totals[method] += amount;
  totals.total += amount;
}
