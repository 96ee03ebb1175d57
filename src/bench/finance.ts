/**
 * `npm run bench`, finance part (issue 15): a school of 3,000 students charged their level's
 * schedule, with a full year of payments taken at the counter (about 4 per student, in daily
 * sessions). Through the whole app (auth, XSRF, validation, audit): a payment with its receipt
 * number, 20 cashiers taking payments at once for 30 s (then every receipt number of the year is
 * checked: no gap, no duplicate), the first page of the whole school's arrears, a day's journal (as JSON, PDF and
 * .xlsx), the busiest day's session close report, a receipt PDF and the year's statistics. On SQLite, and on PostgreSQL too when BENCH_DATABASE_URL is set. Prints
 * figures, never fails on time; it fails when a receipt number is missing or given twice.
 */
import { sql } from 'kysely';
import { buildApp } from '../server/app';
import { readConfig } from '../server/config';
import { migrateToLatest, type DatabaseHandle } from '../server/db/database';
import { seedDemoSchool } from '../server/db/seed';
import { issueToken } from '../server/services/auth/tokens';
import { seedPayments } from './benchPayments';
import { adminCaller, figure, onEachDatabase, run, timeEach } from './measure';

const STUDENTS = 3000;
const CASHIERS = 20;
const RUSH_SECONDS = Number(process.env.BENCH_RUSH_SECONDS || 30);

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

    figure(
      "the whole school's arrears, first page (100 students)",
      await timeEach(10, () => call('GET', '/api/finance/arrears?limit=100')),
      '≤ 150 ms',
    );
    figure(
      `the day's journal, first page of 50 (the busiest day: ${busiestCount} payments)`,
      await timeEach(20, () => call('GET', `/api/finance/journal/${busiestDay}?limit=50`)),
      '≤ 50 ms',
    );
    figure(
      `the day's journal as PDF (${busiestCount} payments)`,
      await timeEach(10, () => call('GET', `/api/finance/journal/${busiestDay}/pdf`)),
      '≤ 300 ms',
    );
    figure(
      `the day's journal as .xlsx (${busiestCount} payments)`,
      await timeEach(10, () => call('GET', `/api/finance/journal/${busiestDay}/xlsx`)),
      '≤ 300 ms',
    );
    // The busiest day's session (the seed opens and closes one a day): its close report lists every payment.
    const busiestSession = await db
      .selectFrom('cash_sessions')
      .select('id')
      .where('opened_at', 'like', `${busiestDay}%`)
      .where('closed_at', 'is not', null)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    figure(
      `a session's close report as PDF (${busiestCount} payments)`,
      await timeEach(10, () => call('GET', `/api/cash-sessions/${busiestSession.id}/close/pdf`)),
      '≤ 300 ms',
    );
    const payment = await db.selectFrom('payments').select('id').orderBy('id').executeTakeFirstOrThrow();
    figure('a receipt PDF (A5)', await timeEach(20, () => call('GET', `/api/payments/${payment.id}/receipt?layout=a5`)), '≤ 50 ms');
    figure("the year's finance statistics", await timeEach(10, () => call('GET', `/api/finance/statistics/${year.id}`)), '≤ 200 ms');
  } finally {
    await app.close();
  }
}

run(() => onEachDatabase('finance', measure));
