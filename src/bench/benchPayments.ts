/**
 * A year of payments for the benches: each student charged pays its dues in parts over the year,
 * one closed cash session a day, allocated oldest instalment first as the counter does. Shared by
 * the finance and the dashboard benches.
 */
import type { Kysely } from 'kysely';
import { addDays } from '../domain/presence/week';
import type { Database } from '../server/db/schema';
import { insertPayments } from '../server/services/finance/insertPayments';
import { chargeRowsOf } from '../server/services/finance/ledger';
import { insertSession, loadSessions, writeClose } from '../server/services/finance/sessions';

export const PAYMENTS_PER_STUDENT = 4;

let seed = 15;
const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
/** The year's payments, as a counter takes them: each student pays its dues in four parts over the year, one session a day. */
export async function seedPayments(db: Kysely<Database>): Promise<{ busiestDay: string; busiestCount: number; count: number }> {
  seed = 15;
  const year = await db.selectFrom('school_years').select(['id', 'starts_on']).where('current', '=', 1).executeTakeFirstOrThrow();
  const bursar = await db.selectFrom('users').select('id').where('role', '=', 'bursar').executeTakeFirstOrThrow();
  const accounts = await chargeRowsOf(db, year.id);
  // 160 school days; the first weeks are the rush.
  const days = Array.from({ length: 160 }, (_, index) => addDays(year.starts_on, index + 1));
  const dayOf = () => days[Math.floor(days.length * random() ** 2)];
  const planned: { studentId: number; day: string; amount: number }[] = [];
  for (const [studentId, lines] of accounts) {
    const total = lines.reduce((sum, line) => sum + line.charged, 0);
    const part = Math.floor(total / (PAYMENTS_PER_STUDENT + 1) / 500) * 500;
    const dates = Array.from({ length: PAYMENTS_PER_STUDENT }, dayOf).sort();
    for (const day of dates) planned.push({ studentId, day, amount: part });
  }
  planned.sort((a, b) => (a.day < b.day ? -1 : a.day > b.day ? 1 : a.studentId - b.studentId));
  const perDay = new Map<string, number>();
  const sessions = new Map<string, number>();
  await db.transaction().execute(async (trx) => {
    for (const day of days)
      sessions.set(day, await insertSession(trx, { cashierId: bursar.id, openedAt: `${day}T07:30:00.000Z`, openingFloat: 0 }));
    // Allocated oldest instalment first by the service, as the counter does when the cashier does not choose.
    await insertPayments(
      trx,
      planned.map((payment) => {
        perDay.set(payment.day, (perDay.get(payment.day) ?? 0) + 1);
        return {
          schoolYearId: year.id,
          studentId: payment.studentId,
          amount: payment.amount,
          paidOn: payment.day,
          method: random() < 0.7 ? ('cash' as const) : ('mobile' as const),
          cashierId: bursar.id,
          sessionId: sessions.get(payment.day)!,
          createdAt: `${payment.day}T09:00:00.000Z`,
        };
      }),
    );
    // Each day's drawer counted as expected, the expected amount frozen as the counter's close does.
    const closing = new Map([...sessions].map(([day, id]) => [id, day]));
    for (const session of await loadSessions(trx, (query) => query.where('c.id', 'in', [...closing.keys()])))
      await writeClose(trx, session, { closedAt: `${closing.get(session.id)}T16:00:00.000Z` });
  });
  const [busiestDay, busiestCount] = [...perDay].sort((a, b) => b[1] - a[1])[0];
  return { busiestDay, busiestCount, count: planned.length };
}
