/**
 * `npm run bench`, backups part: the bench school (2,010 students, 40 classrooms, a year of marks
 * and roll calls: see benchSchool.ts; a year of payments: benchPayments.ts) with a photo for every
 * student, on SQLite. Measures a backup through the app's own service (the online copy, the
 * archive, its verification), how long roll-call saves take while it runs (saved one after the
 * other through the whole app), and a restore of the archive with `restoreArchive`. Prints
 * figures beside their targets, never fails on time.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { buildApp } from '../server/app';
import { readConfig, type Config } from '../server/config';
import { migrateToLatest, openDatabase } from '../server/db/database';
import { restoreArchive } from '../server/restore';
import { accessCodeKey } from '../server/services/shared/codeKey';
import { syncCharges } from '../server/services/finance/charges';
import { seedPayments } from './benchPayments';
import { seedBenchSchool } from './benchSchool';
import { adminCaller, run } from './measure';

/** A stored photo is a JPEG of about this size (PHOTO_SIZE, quality 82); random bytes do not compress, as a JPEG does not. */
const PHOTO_BYTES = 20_000;
/** Between two roll-call saves: 20 a second, more than a school's office and teachers make together. */
const SAVE_PAUSE_MS = 50;

const percentile = (sorted: readonly number[], share: number) => sorted[Math.max(0, Math.ceil(sorted.length * share) - 1)] ?? NaN;
const line = (name: string, value: string, target: string) =>
  console.log(`  ${name.padEnd(56)} ${value.padStart(12)}   (target ${target})`);
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

async function main(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'scola-bench-backups-'));
  const config: Config = { ...readConfig(process.env), dataDir, backupDir: path.join(dataDir, 'backups'), clientDir: '/nonexistent' };
  try {
    const database = openDatabase({ sqliteFile: path.join(dataDir, 'scola.sqlite') });
    await migrateToLatest(database.db);
    const seeding = performance.now();
    const school = await seedBenchSchool(database.db, { rollCalls: true });
    await database.db.transaction().execute(async (trx) => {
      const registered = await trx
        .selectFrom('registrations')
        .select('student_id')
        .where('school_year_id', '=', school.schoolYearId)
        .execute();
      await syncCharges(
        trx,
        school.schoolYearId,
        registered.map((row) => row.student_id),
        'registration',
        null,
      );
    });
    const payments = await seedPayments(database.db);
    const students = await database.db.selectFrom('students').select('id').execute();
    fs.mkdirSync(path.join(dataDir, 'photos'));
    for (const { id } of students) {
      const name = `${randomBytes(16).toString('hex')}.jpg`;
      fs.writeFileSync(path.join(dataDir, 'photos', name), randomBytes(PHOTO_BYTES));
      database.sqlite!.prepare('update students set photo = ? where id = ?').run(name, id);
    }
    accessCodeKey(dataDir);
    database.sqlite!.pragma('wal_checkpoint(TRUNCATE)');
    const counts = (table: 'marks' | 'absences' | 'roll_calls') =>
      (database.sqlite!.prepare(`select count(*) as n from ${table}`).get() as { n: number }).n;
    const dbBytes = fs.statSync(path.join(dataDir, 'scola.sqlite')).size;
    console.log(
      `\nBackups on SQLite: ${students.length} students with photos, ${counts('marks')} marks, ${counts('roll_calls')} roll calls, ${counts('absences')} absence lines, ${payments.count} payments; database ${mb(dbBytes)}, photos ${mb(students.length * PHOTO_BYTES)} (seeded in ${((performance.now() - seeding) / 1000).toFixed(1)} s)`,
    );

    const app = await buildApp({ config, db: database.db });
    const call = await adminCaller(app);
    const [first] = school.classroomIds;
    const registered = (
      await database.db.selectFrom('registrations').select('student_id').where('classroom_id', '=', first!).orderBy('student_id').execute()
    ).map((row) => row.student_id);
    // The latest school day that has come: a roll call is never taken ahead.
    const today = new Date().toISOString().slice(0, 10);
    const day = school.days.filter((date) => date <= today).at(-1) ?? school.days[0]!;
    let round = 0;
    // A roll call of 60 saved through the whole app (auth, XSRF, validation, transaction, audit).
    const save = () =>
      call('POST', `/api/absences/${first}/${day}/${school.timePartIds[0]}`, {
        lines: registered.map((studentId, index) => ({
          studentId,
          status: (index + round) % 10 === 0 ? 'absent' : 'present',
          latenessMinutes: 0,
        })),
      }).then(() => round++);
    /** Saves one after the other, `pauseMs` apart (a busy office, many teachers at once; not a loop that never lets go). */
    const timedSaves = async (until: () => boolean, pauseMs: number) => {
      const times: number[] = [];
      while (!until()) {
        const started = performance.now();
        await save();
        times.push(performance.now() - started);
        await new Promise((resolve) => setTimeout(resolve, pauseMs));
      }
      return times.sort((a, b) => a - b);
    };
    const backUp = async (pauseMs: number | null) => {
      let done = false;
      // How long anything waiting on the event loop (a save's next step) waited at worst.
      const lag = monitorEventLoopDelay({ resolution: 5 });
      lag.enable();
      const started = performance.now();
      const backingUp = app.backups.backUp('manual').finally(() => (done = true));
      const saves = pauseMs === null ? [] : await timedSaves(() => done, pauseMs);
      const made = await backingUp;
      lag.disable();
      if (!made?.verified) throw new Error(`the backup failed: ${JSON.stringify(made ?? (await app.backups.state()).lastFailure)}`);
      return { made, ms: performance.now() - started, saves, lag: { p99: lag.percentile(99) / 1e6, max: lag.max / 1e6 } };
    };

    for (let warm = 0; warm < 5; warm++) await save();
    let quietCount = 0;
    const quiet = await timedSaves(() => quietCount++ >= 100, SAVE_PAUSE_MS);
    const alone = await backUp(null);
    const busy = await backUp(SAVE_PAUSE_MS);
    await app.close();
    await database.close();

    line('a backup (copy, photos, archive, verification)', `${(alone.ms / 1000).toFixed(1)} s`, '≤ 10 s');
    line('  its archive', mb(alone.made.sizeBytes), 'none');
    line('  the event loop held up during it: p99', `${alone.lag.p99.toFixed(1)} ms`, 'none');
    line('  and at worst', `${alone.lag.max.toFixed(1)} ms`, 'none');
    line(`a backup while roll calls are saved every ${SAVE_PAUSE_MS} ms`, `${(busy.ms / 1000).toFixed(1)} s`, 'none');
    line(`  the saves during it (${busy.saves.length}): p99`, `${percentile(busy.saves, 0.99).toFixed(1)} ms`, '≤ 100 ms');
    line('  their longest', `${(busy.saves.at(-1) ?? NaN).toFixed(1)} ms`, 'none');
    line(`the same saves without a backup (${quiet.length}): p99`, `${percentile(quiet, 0.99).toFixed(1)} ms`, 'none');

    const restoring = performance.now();
    await restoreArchive(path.join(config.backupDir, busy.made.name), config, () => undefined);
    line('a restore of it (check, set aside, put back)', `${((performance.now() - restoring) / 1000).toFixed(1)} s`, '≤ 30 s');
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

run(main);
