/**
 * `npm run bench`, second part: mark sheets on a school of 2,010 students (40 classrooms of 50, the
 * first of 60, 12 courses, six sequences of marks: 144,720 marks, and a year of roll calls, so the
 * report cards carry absences; see benchSchool.ts) on SQLite. Prints figures, never fails on time.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../server/app';
import { readConfig } from '../server/config';
import { migrateToLatest, openDatabase } from '../server/db/database';
import { LANGUAGES } from '../domain/enums';
import { DEMO_PASSWORD } from '../server/db/seedData';
import { buildSecondarySheet } from '../server/services/marksheet/sheets';
import { CLASSROOMS, PER_CLASSROOM, PER_FIRST_CLASSROOM, seedBenchSchool } from './benchSchool';

async function timeEach(runs: number, work: () => Promise<unknown>): Promise<{ mean: number; p95: number }> {
  for (let i = 0; i < Math.min(runs, 10); i++) await work();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await work();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { mean: times.reduce((sum, time) => sum + time, 0) / runs, p95: times[Math.floor(runs * 0.95) - 1] };
}

/** The whole school's annual report cards as the screen asks for them: start, follow, download. */
async function wholeSchoolBatch(
  app: Awaited<ReturnType<typeof buildApp>>,
  authorised: Record<string, string>,
  xsrf: string,
): Promise<void> {
  const started = performance.now();
  const start = await app.inject({
    method: 'POST',
    url: '/api/report-card-batches',
    headers: { ...authorised, cookie: `XSRF-TOKEN=${xsrf}`, 'x-xsrf-token': xsrf },
    payload: { periodType: 'annual', period: 0, lang: 'fr' },
  });
  if (start.statusCode !== 202) throw new Error(`batch answered ${start.statusCode}: ${start.body}`);
  let batch = start.json() as { id: string; status: string; total: number; made: number; bytes: number | null; message: string | null };
  let shown = -1;
  while (batch.status === 'running') {
    await new Promise((resolve) => setTimeout(resolve, 250));
    batch = (await app.inject({ method: 'GET', url: `/api/report-card-batches/${batch.id}`, headers: authorised })).json();
    const quarter = Math.floor((batch.made / Math.max(1, batch.total)) * 4);
    if (quarter > shown && batch.status === 'running') {
      shown = quarter;
      console.log(`    batch progress: ${batch.made} / ${batch.total} cards after ${((performance.now() - started) / 1000).toFixed(1)} s`);
    }
  }
  if (batch.status !== 'done') throw new Error(`batch ${batch.status}: ${batch.message}`);
  const seconds = (performance.now() - started) / 1000;
  const file = await app.inject({ method: 'GET', url: `/api/report-card-batches/${batch.id}/file`, headers: authorised });
  const pages = (file.rawPayload.toString('latin1').match(/\/Type \/Page\b/g) ?? []).length;
  console.log(
    `  the whole school's ${batch.made} annual report cards ${seconds.toFixed(1).padStart(6)} s, ${(Number(batch.bytes) / 1048576).toFixed(1)} MB, ${pages} pages   (target ≤ 10 s with absences, every card made)`,
  );
}

async function main(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'scola-bench-sheets-'));
  const database = openDatabase({ sqliteFile: path.join(dataDir, 'scola.sqlite') });
  try {
    await migrateToLatest(database.db);
    const seeded = performance.now();
    // With a year of roll calls: the report cards carry absence hours.
    const { classroomIds } = await seedBenchSchool(database.db, { rollCalls: true });
    const marks = await database.db
      .selectFrom('marks')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    console.log(
      `\nMark sheets: ${CLASSROOMS} classrooms of ${PER_CLASSROOM} (the first of 60), 12 courses, a year of roll calls, ${Number(marks.n)} marks (seeded in ${((performance.now() - seeded) / 1000).toFixed(1)} s)`,
    );

    const one = await timeEach(50, () => buildSecondarySheet(database.db, classroomIds[1], { type: 'annual' }));
    console.log(
      `  one classroom's annual sheet     ${one.mean.toFixed(1).padStart(7)} ms (p95 ${one.p95.toFixed(1)} ms)   (target ≤ 25 ms)`,
    );
    const all = await timeEach(3, async () => {
      for (const id of classroomIds) await buildSecondarySheet(database.db, id, { type: 'annual' });
    });
    console.log(`  all ${CLASSROOMS} annual sheets             ${all.mean.toFixed(0).padStart(7)} ms   (target ≤ 1,000 ms)`);
    const sequence = await timeEach(20, () => buildSecondarySheet(database.db, classroomIds[1], { type: 'sequence', sequence: 3 }));
    console.log(`  one classroom's sequence sheet   ${sequence.mean.toFixed(1).padStart(7)} ms`);

    // A 50-mark save as the client sends it, through the whole app (auth, XSRF, validation, audit).
    const app = await buildApp({ config: { ...readConfig(process.env), dataDir }, db: database.db });
    const signIn = await app.inject({
      method: 'POST',
      url: '/oauth/token',
      payload: {
        grant_type: 'password',
        username: 'studies',
        password: DEMO_PASSWORD,
        client_id: 'scola-web',
        client_secret: 'scola-web-secret',
        scope: 'all',
      },
    });
    const token = (signIn.json() as { access_token: string }).access_token;
    const classCourse = await database.db
      .selectFrom('class_courses')
      .select('id')
      .where('classroom_id', '=', classroomIds[2])
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const students = await database.db
      .selectFrom('registrations')
      .select('student_id')
      .where('classroom_id', '=', classroomIds[2])
      .execute();
    const xsrf = 'bench-xsrf-token';
    let round = 0;
    const save = await timeEach(30, async () => {
      round += 1;
      const response = await app.inject({
        method: 'POST',
        url: `/api/save-bulk-marks/${classCourse.id}/1`,
        headers: { authorization: `Bearer ${token}`, cookie: `XSRF-TOKEN=${xsrf}`, 'x-xsrf-token': xsrf },
        // Every save changes every mark, so each one writes 50 rows and 50 audit entries.
        payload: { marks: students.map(({ student_id: studentId }, index) => ({ studentId, value: (index + round) % 21 })) },
      });
      if (response.statusCode !== 200) throw new Error(`save answered ${response.statusCode}: ${response.body}`);
    });
    console.log(
      `  a 50-mark bulk save (all changed) ${save.mean.toFixed(1).padStart(6)} ms (p95 ${save.p95.toFixed(1)} ms)   (target ≤ 15 ms)`,
    );

    const authorised = { authorization: `Bearer ${token}` };
    const classPdf = await timeEach(10, async () => {
      const response = await app.inject({ method: 'GET', url: `/api/report-cards/${classroomIds[3]}/annual/0`, headers: authorised });
      if (response.statusCode !== 200) throw new Error(`report cards answered ${response.statusCode}: ${response.body}`);
    });
    console.log(
      `  a classroom's 50 annual report cards (PDF) ${classPdf.mean.toFixed(0).padStart(5)} ms (p95 ${classPdf.p95.toFixed(0)} ms)   (target ≤ 1,000 ms)`,
    );
    // The same classroom's cards in each language: the fonts each script needs are embedded, subset.
    for (const lang of LANGUAGES) {
      const url = `/api/report-cards/${classroomIds[0]}/annual/0?lang=${lang}`;
      const response = await app.inject({ method: 'GET', url, headers: authorised });
      if (response.statusCode !== 200) throw new Error(`report cards in ${lang} answered ${response.statusCode}: ${response.body}`);
      const size = response.rawPayload.length;
      const timed =
        lang === 'fa' || lang === 'zh-CHS' ? await timeEach(5, () => app.inject({ method: 'GET', url, headers: authorised })) : null;
      console.log(
        `  a classroom's ${PER_FIRST_CLASSROOM} annual report cards in ${lang.padEnd(6)} ${(size / 1048576).toFixed(2)} MB` +
          (timed ? `, ${timed.mean.toFixed(0)} ms (p95 ${timed.p95.toFixed(0)} ms)   (target ≤ 1,000 ms, ≤ 2 MB)` : '   (target ≤ 2 MB)'),
      );
    }
    await wholeSchoolBatch(app, authorised, xsrf);
    await app.close();
  } finally {
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
