/**
 * `npm run bench`, finance part (issue 15): a school of 3,000 students charged their level's
 * schedule, with a full year of payments taken at the counter (about 4 per student, in daily
 * sessions). Through the whole app (auth, XSRF, validation, audit): a payment with its receipt
 * number, 20 cashiers taking payments at once for 30 s (then every receipt number of the year is
 * checked: no gap, no duplicate), the whole school's arrears, a day's journal, a receipt PDF and
 * the year's statistics. On SQLite, and on PostgreSQL too when BENCH_DATABASE_URL is set. Prints
 * figures, never fails on time; it fails when a receipt number is missing or given twice.
 */
import { sql, type Kysely } from 'kysely';
import { addDays } from '../domain/presence/week';
import { accountOf, allocateOldestFirst, type ChargedInstalment } from '../domain/finance/account';
import { buildApp } from '../server/app';
import { readConfig } from '../server/config';
import { migrateToLatest, type DatabaseHandle } from '../server/db/database';
import type { Database } from '../server/db/schema';
import { seedDemoSchool } from '../server/db/seed';
import { issueToken } from '../server/services/tokens';
import { adminCaller, figure, onEachDatabase, run, timeEach } from './measure';

const STUDENTS = 3000;
const PAYMENTS_PER_STUDENT = 4;
const CASHIERS = 20;
const RUSH_SECONDS = Number(process.env.BENCH_RUSH_SECONDS || 30);

let seed = 15;
const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
/** The year's payments, as a counter takes them: each student pays its dues in four parts over the year, one session a day. */
async function seedPayments(db: Kysely<Database>): Promise<{ busiestDay: string; busiestCount: number; count: number }> {
  seed = 15;
  const year = await db.selectFrom('school_years').select(['id', 'starts_on']).where('current', '=', 1).executeTakeFirstOrThrow();
  const bursar = await db.selectFrom('users').select('id').where('role', '=', 'bursar').executeTakeFirstOrThrow();
  const instalments = new Map(
    (
      await db
        .selectFrom('fee_instalments')
        .select(['id', 'fee_type_id', 'due_date', 'position'])
        .where('school_year_id', '=', year.id)
        .execute()
    ).map((row) => [row.id, row]),
  );
  const accounts = new Map<number, ChargedInstalment[]>();
  for (const row of await db
    .selectFrom('fee_charges')
    .select(['student_id', 'instalment_id', 'amount'])
    .where('school_year_id', '=', year.id)
    .execute()) {
    const info = instalments.get(row.instalment_id)!;
    const list = accounts.get(row.student_id) ?? [];
    list.push({
      instalmentId: row.instalment_id,
      feeTypeId: info.fee_type_id,
      dueDate: info.due_date,
      position: info.position,
      charged: row.amount,
    });
    accounts.set(row.student_id, list);
  }
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
  const paid = new Map<number, Map<number, number>>();
  const sessions = new Map<string, number>();
  let receipt = 0;
  await db.transaction().execute(async (trx) => {
    for (const day of days) {
      const { id } = await trx
        .insertInto('cash_sessions')
        .values({
          cashier_id: bursar.id,
          opened_at: `${day}T07:30:00.000Z`,
          opening_float: 0,
          closed_at: `${day}T16:00:00.000Z`,
          expected_amount: 0,
          counted_amount: 0,
          difference: 0,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      sessions.set(day, id);
    }
    for (let start = 0; start < planned.length; start += 500) {
      const batch = planned.slice(start, start + 500);
      const allocations = batch.map((payment) => {
        const covered = paid.get(payment.studentId) ?? new Map<number, number>();
        const lines = allocateOldestFirst(accountOf(accounts.get(payment.studentId)!, [], covered, payment.day).lines, payment.amount)!;
        for (const line of lines) covered.set(line.instalmentId, (covered.get(line.instalmentId) ?? 0) + line.amount);
        paid.set(payment.studentId, covered);
        return lines;
      });
      const ids = await trx
        .insertInto('payments')
        .values(
          batch.map((payment) => {
            perDay.set(payment.day, (perDay.get(payment.day) ?? 0) + 1);
            receipt += 1;
            return {
              school_year_id: year.id,
              receipt_number: receipt,
              student_id: payment.studentId,
              amount: payment.amount,
              paid_on: payment.day,
              method: random() < 0.7 ? ('cash' as const) : ('mobile' as const),
              reference: null,
              payer: null,
              note: null,
              cashier_id: bursar.id,
              session_id: sessions.get(payment.day)!,
              reverses_id: null,
              created_at: `${payment.day}T09:00:00.000Z`,
            };
          }),
        )
        .returning('id')
        .execute();
      await trx
        .insertInto('payment_allocations')
        .values(
          ids.flatMap(({ id }, index) =>
            allocations[index].map((line) => ({ payment_id: id, instalment_id: line.instalmentId, amount: line.amount })),
          ),
        )
        .execute();
    }
    await trx.insertInto('receipt_counters').values({ school_year_id: year.id, last_number: receipt }).execute();
  });
  const [busiestDay, busiestCount] = [...perDay].sort((a, b) => b[1] - a[1])[0];
  return { busiestDay, busiestCount, count: receipt };
}

async function measure(label: string, database: DatabaseHandle, dataDir: string): Promise<void> {
  const db = database.db;
  await migrateToLatest(db);
  const seeded = performance.now();
  await seedDemoSchool(db, { schoolName: 'Lycée de mesure', students: STUDENTS });
  const { busiestDay, busiestCount, count } = await seedPayments(db);
  if (label === 'PostgreSQL') await sql`analyze`.execute(db);
  console.log(
    `\nFinance on ${label}: ${STUDENTS} students, ${count} payments over the year (seeded in ${((performance.now() - seeded) / 1000).toFixed(1)} s)`,
  );
  const app = await buildApp({ config: { ...readConfig(process.env), dataDir }, db });
  try {
    const call = await adminCaller(app);
    const year = await db.selectFrom('school_years').select('id').where('current', '=', 1).executeTakeFirstOrThrow();
    const students = (
      await db.selectFrom('registrations').select('student_id').where('status', '=', 'active').orderBy('student_id').execute()
    ).map((row) => row.student_id);
    const session = (await call('POST', '/api/cash-sessions', { openingFloat: 0 })).json() as { id: number };
    figure(
      'a payment with its receipt number',
      await timeEach(100, (run) =>
        call('POST', '/api/payments', {
          studentId: students[(run + 100) % students.length],
          sessionId: session.id,
          amount: 500,
          method: 'cash',
        }),
      ),
      '≤ 10 ms (p95)',
    );

    // The rush: 20 cashiers, each with its own session, saving one payment after another.
    const cashiers = await Promise.all(
      Array.from({ length: CASHIERS }, async (_, index) => {
        const { id } = await db
          .insertInto('users')
          .values({
            username: `bench.cashier${index}`,
            first_name: 'Caisse',
            last_name: String(index + 1),
            role: 'bursar',
            status: 'active',
            password_hash: 'bench',
            created_at: '2026-09-01T00:00:00Z',
            updated_at: '2026-09-01T00:00:00Z',
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        const token = await issueToken(db, id, 3600);
        const headers = {
          authorization: `Bearer ${token}`,
          cookie: 'XSRF-TOKEN=x',
          'x-xsrf-token': 'x',
          'content-type': 'application/json',
        };
        const opened = await app.inject({ method: 'POST', url: '/api/cash-sessions', headers, payload: {} });
        return { headers, sessionId: (opened.json() as { id: number }).id };
      }),
    );
    const until = performance.now() + RUSH_SECONDS * 1000;
    let taken = 0;
    let refused = 0;
    await Promise.all(
      cashiers.map(async ({ headers, sessionId }, index) => {
        for (let n = index; performance.now() < until; n += CASHIERS) {
          const response = await app.inject({
            method: 'POST',
            url: '/api/payments',
            headers,
            payload: { studentId: students[n % students.length], sessionId, amount: 100, method: 'cash' },
          });
          if (response.statusCode === 201) taken += 1;
          else refused += 1;
        }
      }),
    );
    const numbers = (
      await db.selectFrom('payments').select('receipt_number').where('school_year_id', '=', year.id).orderBy('receipt_number').execute()
    ).map((row) => row.receipt_number);
    const duplicates = numbers.filter((number, index) => index > 0 && numbers[index - 1] === number).length;
    const gaps = numbers.filter(
      (number, index) => number !== (index === 0 ? 1 : numbers[index - 1] + 1) && !(index > 0 && numbers[index - 1] === number),
    ).length;
    console.log(
      `  ${CASHIERS} cashiers for ${RUSH_SECONDS} s: ${taken} payments (${(taken / RUSH_SECONDS).toFixed(0)}/s, ${refused} refused); receipt numbers 1 to ${numbers[numbers.length - 1]}: ${gaps} gaps, ${duplicates} duplicates   (target 0 and 0)`,
    );
    if (gaps || duplicates) throw new Error(`receipt numbers: ${gaps} gaps and ${duplicates} duplicates`);

    figure("the whole school's arrears", await timeEach(10, () => call('GET', '/api/finance/arrears')), '≤ 150 ms');
    figure(
      `the day's journal (the busiest day: ${busiestCount} payments)`,
      await timeEach(20, () => call('GET', `/api/finance/journal/${busiestDay}`)),
      '≤ 50 ms',
    );
    const payment = await db.selectFrom('payments').select('id').orderBy('id').executeTakeFirstOrThrow();
    figure('a receipt PDF (A5)', await timeEach(20, () => call('GET', `/api/payments/${payment.id}/receipt?layout=a5`)), '≤ 50 ms');
    figure("the year's finance statistics", await timeEach(10, () => call('GET', `/api/finance/statistics/${year.id}`)), '≤ 200 ms');
  } finally {
    await app.close();
  }
}

run(() => onEachDatabase('finance', measure));
