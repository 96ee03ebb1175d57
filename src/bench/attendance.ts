/**
 * `npm run bench`, attendance part: on the bench school (2,010 students, 40 classrooms, a year of
 * roll calls: 6 time parts a day, 180 days; see benchSchool.ts), through the whole app (auth, XSRF,
 * validation, audit): a roll call of 60 saved, the day's board of the whole school, a trimester's
 * absence statistics of the whole school, and the threshold suggestions recomputed for the whole
 * school. On SQLite, and on PostgreSQL too when BENCH_DATABASE_URL is set. Prints figures, never
 * fails on time.
 */
import { sql } from 'kysely';
import { buildApp } from '../server/app';
import { readConfig } from '../server/config';
import { migrateToLatest, type DatabaseHandle } from '../server/db/database';
import { seedBenchSchool } from './benchSchool';
import { adminCaller, figure, onEachDatabase, run, timeEach } from './measure';

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
    const call = await adminCaller(app);

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

run(() => onEachDatabase('attendance', measure));
