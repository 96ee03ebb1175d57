/**
 * The day's journal (journal de caisse): its payments and reversals in receipt order, a page at a
 * time for the screen or all of them for the documents, and the day's figures, added up by the
 * database whatever the page, since a university's cash desks take thousands of payments a day.
 */
import type { Journal } from '../../../domain/contract/financeReports';
import { addToTotals, noTotals, type MethodTotals } from '../../../domain/finance/methodTotals';
import type { Db } from '../../db/schema';
import { compareNames } from '../shared/nameOrder';
import { loadPayments } from './paymentRows';
import { staffName } from './schoolYear';
import { loadSessions } from './sessions';

/** The day's (or one cashier's) count and totals by method and by cashier; reversals count negative. */
export async function journalFigures(
  db: Db,
  date: string,
  cashierId?: number,
): Promise<{ count: number; totals: MethodTotals; cashiers: Journal['cashiers'] }> {
  let query = db
    .selectFrom('payments as p')
    .innerJoin('users as u', 'u.id', 'p.cashier_id')
    .select([
      'p.cashier_id',
      'u.first_name',
      'u.last_name',
      'p.method',
      (eb) => eb.fn.countAll<number>().as('count'),
      (eb) => eb.fn.sum<number>('p.amount').as('amount'),
    ])
    .where('p.paid_on', '=', date)
    .groupBy(['p.cashier_id', 'u.first_name', 'u.last_name', 'p.method']);
  if (cashierId) query = query.where('p.cashier_id', '=', cashierId);
  const totals = noTotals();
  const cashiers = new Map<number, Journal['cashiers'][number]>();
  let count = 0;
  for (const row of await query.execute()) {
    const amount = Number(row.amount);
    const cashier = cashiers.get(row.cashier_id) ?? {
      cashierId: row.cashier_id,
      cashierName: staffName(row),
      count: 0,
      totals: noTotals(),
    };
    addToTotals(totals, row.method, amount);
    addToTotals(cashier.totals, row.method, amount);
    cashier.count += Number(row.count);
    count += Number(row.count);
    cashiers.set(row.cashier_id, cashier);
  }
  return { count, totals, cashiers: [...cashiers.values()].sort((a, b) => compareNames(a.cashierName, b.cashierName)) };
}

/**
 * The day's journal (`cashierId`: one cashier's part). `page` cuts the payments (`total` counts them
 * all); the documents, which print the whole day, give none.
 */
export async function journal(db: Db, date: string, cashierId?: number, page?: { limit: number; skip: number }): Promise<Journal> {
  // Three reads at once: at a university's busiest day each adds up tens of thousands of rows.
  const [payments, figures, sessions] = await Promise.all([
    loadPayments(db, (query) => {
      let q = query.where('p.paid_on', '=', date);
      if (cashierId) q = q.where('p.cashier_id', '=', cashierId);
      q = q.orderBy('p.school_year_id').orderBy('p.receipt_number');
      return page ? q.limit(page.limit).offset(page.skip) : q;
    }),
    journalFigures(db, date, cashierId),
    // The sessions opened that day, and those (opened earlier) the day's payments went into.
    loadSessions(db, (query) => {
      let q = query.where((eb) =>
        eb.or([
          eb('c.opened_at', 'like', `${date}%`),
          eb(
            'c.id',
            'in',
            eb
              .selectFrom('payments')
              .select('session_id')
              .where('paid_on', '=', date)
              .$if(Boolean(cashierId), (paid) => paid.where('cashier_id', '=', cashierId!)),
          ),
        ]),
      );
      if (cashierId) q = q.where('c.cashier_id', '=', cashierId);
      return q.orderBy('c.opened_at').orderBy('c.id');
    }),
  ]);
  return {
    date,
    cashierId: cashierId ?? null,
    payments,
    total: figures.count,
    totals: figures.totals,
    cashiers: figures.cashiers,
    sessions,
  };
}
