/**
 * `npm run bench`, production part (issue 27): the server as `npm start` runs it (the command of
 * package.json's start script, compiled JavaScript, a built checkout) on the bench school (2,000
 * students in 40 classrooms, six sequences of marks, a year of roll calls, a year of payments).
 * Prints, each beside its target, the time from a second start to the first answer, and the server
 * process's resident memory at start, at idle, and after a burst of load (lists, records, sheets,
 * dashboards, the unread poll, and report-card PDFs printed meanwhile). Never fails on time.
 *
 * Alone: `npx tsx src/bench/production.ts` (it builds what is stale first). BENCH_BURST_SECONDS
 * (default 15) sets the burst's length, BENCH_IDLE_SECONDS (default 10) the quiet times measured;
 * BENCH_NODE_OPTIONS is the server's NODE_OPTIONS, and the server inherits the environment (to try
 * V8 or allocator settings such as MALLOC_ARENA_MAX=2, which the systemd unit sets).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { migrateToLatest, openDatabase } from '../server/db/database';
import { DEMO_PASSWORD } from '../server/db/seedData';
import { syncCharges } from '../server/services/finance/charges';
import { seedBenchSchool } from './benchSchool';
import { seedPayments } from './benchPayments';
import { run } from './measure';
import { freePort } from '../server/testing/freePort';

const ROOT = path.resolve(__dirname, '../..');
const BURST_SECONDS = Number(process.env.BENCH_BURST_SECONDS || 15);
const CONNECTIONS = 20;
const IDLE_SECONDS = Number(process.env.BENCH_IDLE_SECONDS || 10);
const MEMORY_TARGET_MB = 150;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The start script's command (`node <flags> src/server/launch.mjs`), so the bench runs what `npm start` runs. */
function startCommand(): string[] {
  const manifest = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
  const [program, ...args] = manifest.scripts.start.split(/\s+/);
  if (program !== 'node') throw new Error(`the start script does not run node directly: ${manifest.scripts.start}`);
  return args;
}

/** The process's resident memory and its peak, in MB, as Linux counts them. */
function memoryOf(pid: number): { rss: number; peak: number } {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
  return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
}

interface Started {
  child: ChildProcess;
  url: string;
  /** From the spawn to the first answer of GET /. */
  seconds: number;
}

/** The Environment= lines of docs/deploy/scola.service: the allocator settings a deployed server runs with. */
function unitEnvironment(): Record<string, string> {
  const unit = fs.readFileSync(path.join(ROOT, 'docs', 'deploy', 'scola.service'), 'utf8');
  return Object.fromEntries([...unit.matchAll(/^Environment=([A-Z_]+)=(.*)$/gm)].map((match) => [match[1], match[2]]));
}

async function start(dataDir: string, environment: Record<string, string> = {}): Promise<Started> {
  const port = await freePort();
  const began = performance.now();
  const child = spawn(process.execPath, startCommand(), {
    cwd: ROOT,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'false',
      NODE_OPTIONS: process.env.BENCH_NODE_OPTIONS ?? '',
      ...environment,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode} while starting`);
    try {
      const response = await fetch(`${url}/`);
      await response.arrayBuffer();
      if (response.status === 200) return { child, url, seconds: (performance.now() - began) / 1000 };
    } catch {
      // not listening yet
    }
    if (performance.now() - began > 300_000) throw new Error('the server did not answer within 5 minutes');
    await pause(20);
  }
}

async function stop(child: ChildProcess): Promise<number | null> {
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  child.kill('SIGTERM');
  return exited;
}

async function signIn(url: string): Promise<Record<string, string>> {
  const response = await fetch(`${url}/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      grant_type: 'password',
      username: 'admin',
      password: DEMO_PASSWORD,
      client_id: 'scola-web',
      client_secret: 'scola-web-secret',
      scope: 'all',
    }),
  });
  const { access_token: token } = (await response.json()) as { access_token: string };
  return { authorization: `Bearer ${token}` };
}

/** A year of work for the server: the bench school, its charges and its payments, in `dataDir`. */
async function seed(dataDir: string): Promise<{ schoolYearId: number; classroomIds: number[]; classCourses: [number, number][] }> {
  const database = openDatabase({ sqliteFile: path.join(dataDir, 'scola.sqlite') });
  try {
    const db = database.db;
    await migrateToLatest(db);
    const school = await seedBenchSchool(db, { rollCalls: true });
    await db.transaction().execute(async (trx) => {
      const students = await trx
        .selectFrom('registrations')
        .select('student_id')
        .where('school_year_id', '=', school.schoolYearId)
        .where('status', '=', 'active')
        .execute();
      await syncCharges(
        trx,
        school.schoolYearId,
        students.map((row) => row.student_id),
        'registration',
        null,
      );
    });
    await seedPayments(db);
    const classCourses = await db
      .selectFrom('class_courses')
      .select(['classroom_id', 'id'])
      .where('classroom_id', 'in', school.classroomIds)
      .execute();
    return {
      schoolYearId: school.schoolYearId,
      classroomIds: school.classroomIds,
      classCourses: classCourses.map((row) => [row.classroom_id, row.id]),
    };
  } finally {
    await database.close();
  }
}

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)];

/** What the office asks during a busy hour, at CONNECTIONS at once, while report cards are printed one class after another. */
async function burst(url: string, headers: Record<string, string>, school: Awaited<ReturnType<typeof seed>>) {
  const students = ((await (await fetch(`${url}/api/students?limit=1`, { headers })).json()) as { total: number }).total;
  const paths: (() => string)[] = [
    () => `/api/students?limit=50&skip=${Math.floor((Math.random() * students) / 50) * 50}`,
    () => `/api/students/${1 + Math.floor(Math.random() * students)}`,
    () => `/api/student-accounts/${1 + Math.floor(Math.random() * students)}`,
    () => '/api/messages/unread',
    () => `/api/dashboard/${school.schoolYearId}`,
    () => {
      const [classroomId, classCourseId] = pick(school.classCourses);
      return `/api/classroom-marks/${classroomId}/${classCourseId}/${1 + Math.floor(Math.random() * 6)}`;
    },
    () => `/api/classroom-sequence-sheet/${pick(school.classroomIds)}/${1 + Math.floor(Math.random() * 6)}`,
  ];
  let printing = true;
  let printed = 0;
  const printer = (async () => {
    for (let i = 0; printing; i++) {
      const response = await fetch(`${url}/api/report-cards/${school.classroomIds[i % school.classroomIds.length]}/sequence/1`, {
        headers,
      });
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`report cards answered ${response.status}`);
      printed += 1;
    }
  })();
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: BURST_SECONDS,
    headers,
    requests: [{ setupRequest: (request) => ({ ...request, path: pick(paths)() }) }],
  });
  printing = false;
  await printer;
  return { students, requests: result.requests.total, errors: result.errors + result.non2xx, p99: result.latency.p99, printed };
}

async function measureRun(dataDir: string, school: Awaited<ReturnType<typeof seed>>, environment: Record<string, string>): Promise<void> {
  // Each run starts as a server does on its first morning: its daily backup is due and runs while it idles.
  fs.rmSync(path.join(dataDir, 'backups'), { recursive: true, force: true });
  const server = await start(dataDir, environment);
  const pid = server.child.pid!;
  try {
    console.log(`  ${'second start to first answer'.padEnd(40)} ${server.seconds.toFixed(2).padStart(7)} s    (target ≤ 5 s)`);
    const row = (name: string, mb: number) =>
      console.log(`  ${name.padEnd(40)} ${mb.toFixed(1).padStart(7)} MB   (target ≤ ${MEMORY_TARGET_MB} MB)`);
    row('server RSS at start', memoryOf(pid).rss);
    await pause(IDLE_SECONDS * 1000);
    row(`server RSS idle (${IDLE_SECONDS} s after start)`, memoryOf(pid).rss);
    const headers = await signIn(server.url);
    const load = await burst(server.url, headers, school);
    const during = memoryOf(pid);
    row(`server RSS at the end of the burst`, during.rss);
    await pause(IDLE_SECONDS * 1000);
    row(`server RSS after the burst (${IDLE_SECONDS} s idle)`, memoryOf(pid).rss);
    console.log(`  ${'peak RSS (VmHWM)'.padEnd(40)} ${memoryOf(pid).peak.toFixed(1).padStart(7)} MB`);
    console.log(
      `  burst on ${load.students} students: ${BURST_SECONDS} s at ${CONNECTIONS} connections, ${load.requests} requests (p99 ${load.p99} ms)${load.errors ? `, ${load.errors} errors!` : ''}, ${load.printed} classes' report cards printed meanwhile`,
    );
  } finally {
    const code = await stop(server.child);
    console.log(`  stopped by SIGTERM: exit code ${code} (expected 0)`);
  }
}

async function main(): Promise<void> {
  console.log('\nProduction server (issue 27): compiled JavaScript started as `npm start` starts it, on the bench school');
  // The build (when stale) happens here, outside the timed start, as after a first `npm start`.
  const build = spawn(process.execPath, ['src/server/build.mjs'], { cwd: ROOT, stdio: 'inherit' });
  if ((await new Promise((resolve) => build.once('exit', resolve))) !== 0) throw new Error('the build failed');

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'scola-bench-production-'));
  try {
    const seeding = performance.now();
    const school = await seed(dataDir);
    console.log(`  (bench school seeded in ${((performance.now() - seeding) / 1000).toFixed(1)} s)`);
    // A first start on the seeded data, then the second one measured: the checkout is built and the data there.
    const first = await start(dataDir);
    await stop(first.child);
    // As `npm start` runs it, then as the systemd unit does (its allocator settings: `npm start` cannot set them everywhere).
    for (const [label, environment] of [
      ['npm start', {}],
      ['the systemd unit', unitEnvironment()],
    ] as const) {
      console.log(
        `  as ${label} runs it${
          Object.keys(environment).length
            ? ` (${Object.entries(environment)
                .map(([name, value]) => `${name}=${value}`)
                .join(' ')})`
            : ''
        }:`,
      );
      await measureRun(dataDir, school, environment);
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

run(main);
