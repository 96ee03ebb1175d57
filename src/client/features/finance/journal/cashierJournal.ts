import type { Journal } from '../../../../domain/contract/financeReports';

/**
 * One cashier's part of the day's journal: their payments, totals and sessions. The journal comes
 * whole once per day, and the filter works on it, so the list of cashiers stays whole and switching
 * costs no call.
 */
export function cashierJournal(journal: Journal, cashierId: number | null): Journal {
  if (cashierId === null) return journal;
  const cashier = journal.cashiers.find((entry) => entry.cashierId === cashierId);
  return {
    ...journal,
    cashierId,
    payments: journal.payments.filter((payment) => payment.cashierId === cashierId),
    totals: cashier?.totals ?? { cash: 0, mobile: 0, bank: 0, total: 0 },
    cashiers: cashier ? [cashier] : [],
    sessions: journal.sessions.filter((session) => session.cashierId === cashierId),
  };
}
