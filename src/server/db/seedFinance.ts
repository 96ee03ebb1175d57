/**
 * The demo school's fees: four fee types, a schedule for each level (an inscription and the APEE in
 * September, three tranches of tuition), charged to every registered student; and, on `npm start`,
 * the payments a counter takes from September until the day before today, in closed sessions, so
 * the journal, the arrears and the statistics have something to show.
 */
import type { Transaction } from 'kysely';
import { addDays } from '../../domain/presence/week';
import type { ChargedInstalment } from '../../domain/finance/account';
import { syncCharges } from '../services/finance/charges';
import { insertPayments, type NewPayment } from '../services/finance/insertPayments';
import { chargeRowsOf } from '../services/finance/ledger';
import { findSession, insertSession, writeClose } from '../services/finance/sessions';
import type { Database } from './schema';

type Trx = Transaction<Database>;

interface FinanceSeed {
  schoolYear: { id: number; name: string; startsOn: string };
  now: string;
  /** Take payments until the day before this one (YYYY-MM-DD); none when undefined. */
  paymentsUntil?: string;
  next: () => number;
}

export const DEMO_FEE_TYPES = ['Inscription', 'Scolarité', 'APEE', 'Examen'] as const;

/** Tuition per tranche: the higher classes and the university cost more. */
const TRANCHE: Record<string, number> = { sequence: 25_000, lmd: 100_000 };

export async function seedFinance(trx: Trx, seed: FinanceSeed): Promise<void> {
  const { schoolYear, now } = seed;
  const start = schoolYear.startsOn;
  const year = Number(start.slice(0, 4));
  const types = new Map<string, number>();
  for (const [index, name] of DEMO_FEE_TYPES.entries()) {
    const { id } = await trx
      .insertInto('fee_types')
      .values({ name, position: index + 1, created_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    types.set(name, id);
  }
  const levels = await trx.selectFrom('levels').select(['id', 'code', 'grading_system', 'position']).orderBy('position').execute();
  for (const level of levels) {
    const tranche = TRANCHE[level.grading_system] + (level.grading_system === 'sequence' ? (level.position - 1) * 2_500 : 0);
    const lines = [
      { type: 'Inscription', label: 'Inscription', amount: level.grading_system === 'lmd' ? 50_000 : 10_000, due: addDays(start, 6) },
      { type: 'APEE', label: 'APEE', amount: 15_000, due: addDays(start, 30) },
      { type: 'Scolarité', label: 'Tranche 1', amount: tranche, due: `${year}-10-15` },
      { type: 'Scolarité', label: 'Tranche 2', amount: tranche, due: `${year + 1}-01-15` },
      { type: 'Scolarité', label: 'Tranche 3', amount: tranche, due: `${year + 1}-03-31` },
      // The classes that sit a national exam pay its fee.
      ...(['3E', 'TLE'].includes(level.code) ? [{ type: 'Examen', label: 'Examen', amount: 20_000, due: `${year + 1}-02-28` }] : []),
    ];
    await trx
      .insertInto('fee_instalments')
      .values(
        lines.map((line, index) => ({
          school_year_id: schoolYear.id,
          level_id: level.id,
          fee_type_id: types.get(line.type)!,
          label: line.label,
          amount: line.amount,
          due_date: line.due,
          position: index + 1,
        })),
      )
      .execute();
  }
  const students = (
    await trx
      .selectFrom('registrations')
      .select('student_id')
      .where('school_year_id', '=', schoolYear.id)
      .where('status', '=', 'active')
      .orderBy('student_id')
      .execute()
  ).map((row) => row.student_id);
  await syncCharges(trx, schoolYear.id, students, 'registration', null);
  if (seed.paymentsUntil) {
    // Charged when the year opened, before the payments below (dated from its second day): a receipt's
    // balance counts the charges made by the time it was taken (services/finance/accounts.ts).
    await trx
      .updateTable('fee_charges')
      .set({ created_at: `${start}T07:00:00.000Z` })
      .where('school_year_id', '=', schoolYear.id)
      .execute();
    await seedPayments(trx, seed, students, seed.paymentsUntil);
  }
}

async function seedPayments(trx: Trx, seed: FinanceSeed, students: number[], until: string): Promise<void> {
  const { schoolYear, next } = seed;
  const bursar = await trx.selectFrom('users').select('id').where('role', '=', 'bursar').executeTakeFirst();
  if (!bursar) return;
  const accounts = await chargeRowsOf(trx, schoolYear.id);
  // Two rounds: the inscription and the APEE at the start, then (for most) the first tranche.
  const rounds = [
    {
      from: addDays(schoolYear.startsOn, 1),
      share: 0.92,
      part: (lines: ChargedInstalment[]) => lines.filter((line) => line.position <= 2).reduce((sum, line) => sum + line.charged, 0),
    },
    {
      from: addDays(schoolYear.startsOn, 35),
      share: 0.62,
      part: (lines: ChargedInstalment[]) => lines.find((line) => line.position === 3)?.charged ?? 0,
    },
  ];
  let count = 0;
  for (const round of rounds) {
    const day = round.from;
    if (day >= until) continue;
    const sessionId = await insertSession(trx, { cashierId: bursar.id, openedAt: `${day}T07:30:00.000Z`, openingFloat: 10_000 });
    const payments: NewPayment[] = [];
    for (const studentId of students) {
      const lines = accounts.get(studentId);
      if (!lines || next() > round.share) continue;
      // A few families pay part of what is asked.
      const amount = Math.round((round.part(lines) * (next() < 0.15 ? 0.5 : 1)) / 500) * 500;
      if (amount <= 0) continue;
      const method = next() < 0.7 ? ('cash' as const) : ('mobile' as const);
      // The year's receipts start at 1 with these: an operator's reference follows the receipt's number.
      count += 1;
      payments.push({
        schoolYearId: schoolYear.id,
        studentId,
        amount,
        paidOn: day,
        method,
        reference: method === 'mobile' ? `MP${day.replace(/-/g, '').slice(2)}.${String(count).padStart(4, '0')}` : null,
        cashierId: bursar.id,
        sessionId,
        createdAt: `${day}T09:00:00.000Z`,
      });
    }
    // Allocated oldest instalment first, as the counter does when the cashier does not choose.
    await insertPayments(trx, payments);
    await writeClose(trx, (await findSession(trx, sessionId))!, { closedAt: `${day}T16:00:00.000Z` });
  }
}
