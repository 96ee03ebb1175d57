/**
 * `npm run bench`, attendance part: on the bench school (2,010 students, 40 classrooms, a year of
 * roll calls: 6 time parts a day, 180 days; see benchSchool.ts), through the whole app (auth, XSRF,
 * validation, audit): a roll call of 60 saved, the day's board of the whole school, a trimester's
 * absence statistics of the whole school, and the threshold suggestions recomputed for the whole
 * school. On SQLite, and on PostgreSQL too when BENCH_DATABASE_URL is set. Prints figures, never
 * fails on time.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { buildApp } from '../server/app';
import { readConfig } from '../server/config';
import { ensureSchema, migrateToLatest, openDatabase, type DatabaseHandle } from '../server/db/database';
import { DEMO_PASSWORD } from '../server/db/seedData';
import { seedBenchSchool } from './benchSchool';

async function timeEach(runs: number, work: (run: number) => Promise<unknown>): Promise<{ mean: number; p95: number }> {
  for (let i = 0; i < Math.min(runs, 5); i++) await work(-1 - i);
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await work(i);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { mean: times.reduce((sum, time) => sum + time, 0) / runs, p95: times[Math.max(0, Math.ceil(runs * 0.95) - 1)] };
}

const figure = (name: string, time: { mean: number; p95: number }, target: string) =>
  console.log(`  ${name.padEnd(48)} ${time.mean.toFixed(1).padStart(7)} ms (p95 ${time.p95.toFixed(1)} ms)   (target ${target})`);

async function measure(label: string, database: DatabaseHandle, dataDir: string): Promise<void> {
  const db = database.db;
  await migrateToLatest(db);
  const seeded = performance.now();
  const school = await seedBenchSchool(db, { rollCalls: true });
  // A year of lines written at once: let PostgreSQL's planner see them, as autovacuum would by the
  // time a school has them (a no-op on SQLite, whose planner reads the indexes).
  if (label === 'PostgreSQL') await sql`analyze`.execute(db);
  const [absences, rollCalls] = await Promise.all([
    db
      .selectFrom('absences')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('roll_calls')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  console.log(
    `\nAttendance on ${label}: ${school.classroomIds.length} classrooms, ${Number(rollCalls.n)} roll calls, ${Number(absences.n)} absence lines (seeded in ${((performance.now() - seeded) / 1000).toFixed(1)} s)`,
  );
  const app = await buildApp({ config: { ...readConfig(process.env), dataDir }, db });
  try {
    const signIn = await app.inject({
      method: 'POST',
      url: '/oauth/token',
      payload: {
        grant_type: 'password',
        username: 'admin',
        password: DEMO_PASSWORD,
        client_id: 'scola-web',
        client_secret: 'scola-web-secret',
        scope: 'all',
      },
    });
    const token = (signIn.json() as { access_token: string }).access_token;
    const xsrf = 'bench-xsrf-token';
    const headers = { authorization: `Bearer ${token}`, cookie: `XSRF-TOKEN=${xsrf}`, 'x-xsrf-token': xsrf };
    const call = async (method: 'GET' | 'POST', url: string, payload?: object) => {
      const response = await app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
      if (response.statusCode !== 200) throw new Error(`${method} ${url} answered ${response.statusCode}: ${response.body}`);
      return response;
    };

    // The floor under every figure below: sign-in check, XSRF, validation and a one-table read.
    figure('the absence reasons (floor of any call)', await timeEach(50, () => call('GET', '/api/absence-reasons')), 'none');
    // The first classroom holds 60: each save marks six of them absent, a different six each time.
    const [first] = school.classroomIds;
    const students = (
      await db.selectFrom('registrations').select('student_id').where('classroom_id', '=', first!).orderBy('student_id').execute()
    ).map((row) => row.student_id);
    const day = school.days[school.days.length - 1]!;
    const save = await timeEach(50, (run) =>
      call('POST', `/api/absences/${first}/${day}/${school.timePartIds[0]}`, {
        lines: students.map((studentId, index) => ({
          studentId,
          status: (index + run + 60) % 10 === 0 ? 'absent' : 'present',
          latenessMinutes: (index + run + 60) % 17 === 0 ? 10 : 0,
        })),
      }),
    );
    figure(`a roll call of ${students.length} saved`, save, '≤ 10 ms p95');
    figure("the day's board of the whole school", await timeEach(30, () => call('GET', `/api/discipline/board/${day}`)), '≤ 50 ms');
    figure(
      "a trimester's absence statistics, whole school",
      await timeEach(10, () => call('GET', `/api/statistics/absences/${school.schoolYearId}/all/all/trimester-1`)),
      '≤ 200 ms',
    );
    const suggestions = `/api/sanction-suggestions?schoolYearId=${school.schoolYearId}&limit=1`;
    figure(
      'threshold suggestions made from nothing',
      await timeEach(10, async () => {
        // Every band of every student and trimester is weighed and written again.
        await db.deleteFrom('sanction_suggestions').execute();
        return call('GET', suggestions);
      }),
      '≤ 200 ms',
    );
    // What opening the list costs every time after: every student's hours weighed again, nothing new.
    figure('threshold suggestions recomputed, whole school', await timeEach(10, () => call('GET', suggestions)), '≤ 200 ms');
    const pending = await db
      .selectFrom('sanction_suggestions')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    console.log(`    (${Number(pending.n)} suggestions made each time)`);
  } finally {
    await app.close();
  }
}

async function main(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'scola-bench-attendance-'));
  try {
    const sqlite = openDatabase({ sqliteFile: path.join(dataDir, 'scola.sqlite') });
    try {
      await measure('SQLite', sqlite, dataDir);
    } finally {
      await sqlite.close();
    }
    const url = process.env.BENCH_DATABASE_URL;
    if (!url) {
      console.log('\n  (PostgreSQL: set BENCH_DATABASE_URL to measure it too)');
      return;
    }
    const schema = `bench_${process.pid}`;
    const postgres = openDatabase({ url, pgSchema: schema, poolSize: 4 });
    try {
      await ensureSchema(postgres.db, schema);
      await measure('PostgreSQL', postgres, dataDir);
    } finally {
      await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(postgres.db);
      await postgres.close();
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
