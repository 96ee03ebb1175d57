/**
 * `npm run bench`, last part (issue 31): a university's data, measured on PostgreSQL. About 70,000
 * LMD students in 10 faculties (universityData.ts) generated inside PostgreSQL, then the real app in
 * two processes on that database (postgresServers.ts), loaded over HTTP: student search as 100
 * users at their desks (users.ts), then at saturation with autocannon, an L1 classroom's semester
 * sheet, its bulk mark saves and report cards, the dashboards, the first pages of the arrears and of
 * the busiest day's journal, a sign-in storm, the student list on one process then two, and each
 * process's memory after the load.
 *
 * Reads BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/bench_university), drops and
 * creates that database each run and drops it at the end (BENCH_KEEP=1 keeps it for EXPLAIN);
 * prints "skipped: no PostgreSQL" when none answers. Prints figures beside their targets, never
 * fails on time. On two cores the load generator (this process) is pinned to CPU 0 and the servers
 * to CPU 1; PostgreSQL runs where the system puts it, so it shares both.
 */
import os from 'node:os';
import autocannon from 'autocannon';
import pg from 'pg';
import { migrateToLatest, openDatabase } from '../server/db/database';
import { figure, run, signInOverHttp, timeEach } from './measure';
import { pinSelf, startServers, type ServerProcess } from './postgresServers';
import { LEVEL_SIZES, rowCounts, seedUniversity, type University } from './universityData';
import { simulateUsers, type UsersResult } from './users';

const DEFAULT_URL = 'postgres://postgres@127.0.0.1:5432/bench_university';
const SECONDS = Number(process.env.BENCH_SECONDS || 10);
const XSRF = 'bench-xsrf-token';
const ROLES = ['admin', 'principal', 'studies', 'discipline', 'bursar', 'secretary', 'teacher'] as const;

interface Load {
  rps: number;
  p99: number;
  p95: number;
  errors: number;
}

/** The same load on every server at once, `connections` shared among them; rates add up, the worst p99 is kept. */
async function loadAll(
  servers: ServerProcess[],
  connections: number,
  path: string,
  options: Omit<autocannon.Options, 'url'>,
): Promise<Load> {
  const results = await Promise.all(
    servers.map((server) =>
      autocannon({ ...options, url: `${server.url}${path}`, connections: Math.round(connections / servers.length), duration: SECONDS }),
    ),
  );
  return {
    rps: results.reduce((sum, result) => sum + result.requests.average, 0),
    p99: Math.max(...results.map((result) => result.latency.p99)),
    // autocannon gives p97.5, not p95: the nearer bound above it.
    p95: Math.max(...results.map((result) => result.latency.p97_5)),
    errors: results.reduce((sum, result) => sum + result.errors + result.non2xx + result.timeouts, 0),
  };
}

const loadLine = (name: string, load: Load, target: string) =>
  console.log(
    `  ${name.padEnd(44)} ${load.rps.toFixed(0).padStart(6)} req/s   p99 ${String(load.p99).padStart(5)} ms   (target ${target})${load.errors ? `   (${load.errors} errors!)` : ''}`,
  );

const usersLine = (name: string, load: UsersResult, target: string) =>
  console.log(
    `  ${name.padEnd(44)} ${load.rps.toFixed(0).padStart(6)} req/s   p50 ${load.p50.toFixed(1)} ms   p95 ${load.p95.toFixed(1)} ms   p99 ${load.p99.toFixed(1).padStart(5)} ms   (target ${target})${load.errors ? `   (${load.errors} errors!)` : ''}`,
  );

/** The cluster's own database: the bench's is dropped and created from it. */
async function adminClient(url: string): Promise<pg.Client | null> {
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString(), connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    return client;
  } catch {
    return null;
  }
}

async function generate(url: string): Promise<University> {
  const database = openDatabase({ url, poolSize: 2 });
  try {
    const started = performance.now();
    await migrateToLatest(database.db);
    const migrated = performance.now();
    const university = await seedUniversity(database.db);
    const seconds = (performance.now() - started) / 1000;
    console.log(
      `\nUniversity generated in ${seconds.toFixed(1)} s (migration ${((migrated - started) / 1000).toFixed(1)} s, then INSERT ... SELECT on the PostgreSQL side):`,
    );
    console.log(`  ${university.steps.map(([step, time]) => `${step} ${time.toFixed(1)} s`).join(', ')}`);
    for (const [table, count] of await rowCounts(database.db))
      console.log(`  ${table.padEnd(22)} ${count.toLocaleString('en').padStart(11)}`);
    return university;
  } finally {
    await database.close();
  }
}

async function call(url: string, token: string, method: 'GET' | 'POST', path: string, body?: object): Promise<Response> {
  const response = await fetch(`${url}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      cookie: `XSRF-TOKEN=${XSRF}`,
      'x-xsrf-token': XSRF,
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${(await response.text()).slice(0, 300)}`);
  return response;
}

/** Search as staff type it: part of a last name and of a first name, or a piece of a matricule. */
async function searchQueries(url: string, token: string, total: number): Promise<string[]> {
  const queries: string[] = [];
  for (let page = 0; page < 10; page++) {
    const skip = Math.floor(Math.random() * (total - 50));
    const { data } = (await (await call(url, token, 'GET', `/api/students?limit=50&skip=${skip}`)).json()) as {
      data: { firstName: string; lastName: string; matricule: string }[];
    };
    for (const { firstName, lastName, matricule } of data)
      queries.push(
        `${lastName.slice(0, 4)} ${firstName.slice(0, 2)}`,
        `${firstName.toLowerCase()} ${lastName.slice(0, 3)}`,
        matricule.slice(-5),
      );
  }
  return queries;
}

async function measureOnTwo(url: string, servers: ServerProcess[], university: University): Promise<void> {
  const [first] = servers;
  const admin = await signInOverHttp(first.url, 'admin');
  const studies = await signInOverHttp(first.url, 'studies');
  const auth = { authorization: `Bearer ${admin}` };

  // Each process builds its ordered ids of the list on its first request.
  for (const server of servers) {
    const started = performance.now();
    await call(server.url, admin, 'GET', '/api/students?limit=50&skip=0');
    console.log(`  first student list request on ${server.url}: ${(performance.now() - started).toFixed(0)} ms (orders every id)`);
  }
  const { total } = (await (await call(first.url, admin, 'GET', '/api/students?limit=1')).json()) as { total: number };
  const queries = await searchQueries(first.url, admin, total);
  const randomSearch = () => `/api/students?limit=50&search=${encodeURIComponent(queries[Math.floor(Math.random() * queries.length)])}`;
  console.log(`\nLoad over ${servers.length} processes, ${SECONDS} s each (${total.toLocaleString('en')} students)`);
  // 100 staff at their desks, each searching again after reading the answer (simulateUsers), then
  // twice as eager; then 100 connections with no pause, which measures how many searches the
  // servers can take, not what a user waits.
  for (const thinkMs of [1000, 500]) {
    const users = await simulateUsers({
      urls: servers.map((server) => server.url),
      users: 100,
      thinkMs,
      seconds: SECONDS * 2,
      headers: auth,
      path: randomSearch,
    });
    usersLine(`100 users searching, ${thinkMs} ms between answer and search`, users, 'p99 ≤ 50 ms');
  }
  const search = await loadAll(servers, 100, '/api/students', {
    headers: auth,
    requests: [{ setupRequest: (request) => ({ ...request, path: randomSearch() }) }],
  });
  loadLine('search at saturation (100 connections, no pause)', search, 'the most it takes; p99 ≈ 100 / rate');

  const l1 = university.classrooms.find((classroom) => classroom.level === 'L1')!;
  console.log(`\nAn L1 classroom of ${l1.size} (${l1.faculty}), one request at a time:`);
  let sheetBytes = 0;
  const sheet = await timeEach(
    10,
    async () =>
      (sheetBytes = (await (await call(first.url, studies, 'GET', `/api/classroom-sheet-lmd/${l1.id}?term=1`)).arrayBuffer()).byteLength),
    2,
  );
  figure(`LMD semester sheet (${(sheetBytes / 1048576).toFixed(1)} MB of JSON)`, sheet, '≤ 300 ms');

  const listPath = `/api/classroom-marks-lmd/${l1.id}?classCourseId=${await firstCourse(first.url, studies, l1.id)}&term=1&type=CC`;
  const list = (await (await call(first.url, studies, 'GET', listPath)).json()) as { classCourseId: number; data: { studentId: number }[] };
  figure('its CC entry list for one course unit', await timeEach(10, () => call(first.url, studies, 'GET', listPath), 2), 'none set');
  const classCourseId = list.classCourseId;
  const ids = list.data.map((row) => row.studentId);
  // One save of the whole classroom, as its entry screen sends it (BULK_MARKS_MAX is 2,000).
  let round = 0;
  const save = await timeEach(10, async () => {
    round += 1;
    const answer = await call(first.url, studies, 'POST', `/api/save-bulk-marks-lmd/${classCourseId}/1/CC`, {
      // Every save changes every mark: each writes its rows and the save's audit entry.
      marks: ids.map((studentId, index) => ({ studentId, value: (index + round) % 21 })),
    });
    if (!answer.ok) throw new Error(`the save answered ${answer.status}`);
  });
  figure(`${ids.length}-mark save, all changed, in one save`, save, '≤ 100 ms');

  const started = performance.now();
  const pdf = await (await call(first.url, studies, 'GET', `/api/report-cards/${l1.id}/term/1?lang=fr`)).arrayBuffer();
  const pages = (
    Buffer.from(pdf)
      .toString('latin1')
      .match(/\/Type \/Page\b/g) ?? []
  ).length;
  console.log(
    `  semester report cards (PDF)                              ${((performance.now() - started) / 1000).toFixed(1).padStart(7)} s, ${(pdf.byteLength / 1048576).toFixed(1)} MB, ${pages} pages   (target ≤ 15 s)`,
  );

  console.log(`\nDashboards of the year, each role, one request at a time (30 runs, after a first):`);
  for (const role of ROLES) {
    const token = await signInOverHttp(first.url, role);
    const cold = performance.now();
    await call(first.url, token, 'GET', `/api/dashboard/${university.schoolYearId}`);
    const coldMs = performance.now() - cold;
    const time = await timeEach(30, () => call(first.url, token, 'GET', `/api/dashboard/${university.schoolYearId}`), 0);
    figure(`${role} (first call ${coldMs.toFixed(0)} ms)`, time, 'p95 ≤ 50 ms');
  }

  // The first page of the whole university's arrears, on the second process (the bursar's dashboard above had the
  // first compute the list): the first call computes every account and keeps the list, the next ones cut a page from it.
  const second = servers[servers.length - 1];
  const bursar = await signInOverHttp(second.url, 'bursar');
  const arrearsPage = '/api/finance/arrears?limit=100';
  const coldArrears = performance.now();
  const { studentCount } = (await (await call(second.url, bursar, 'GET', arrearsPage)).json()) as { studentCount: number };
  const coldArrearsMs = performance.now() - coldArrears;
  console.log(`\nThe arrears of the whole university (${studentCount} students behind), one request at a time (20 runs):`);
  figure(
    `first page of 100 (first call ${coldArrearsMs.toFixed(0)} ms)`,
    await timeEach(20, () => call(second.url, bursar, 'GET', arrearsPage), 0),
    '≤ 300 ms p95',
  );
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const { rows } = await client.query<{ paid_on: string; count: string }>(
    'select paid_on, count(*) as count from payments group by paid_on order by count(*) desc limit 1',
  );
  await client.end();
  const [busiest] = rows;
  console.log(`\nThe day's journal of the busiest day (${busiest.paid_on}, ${busiest.count} payments), one request at a time (20 runs):`);
  figure(
    'first page of 50, with the whole day’s totals',
    await timeEach(20, () => call(second.url, bursar, 'GET', `/api/finance/journal/${busiest.paid_on}?limit=50`)),
    '≤ 100 ms p95',
  );

  const signIn = JSON.stringify({
    grant_type: 'password',
    username: 'secretary',
    password: 'Scola-2026',
    client_id: 'scola-web',
    client_secret: 'scola-web-secret',
    scope: 'all',
  });
  const storm = await loadAll(servers, 20, '/oauth/token', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: signIn,
  });
  loadLine('POST /oauth/token (20 connections)', storm, 'bounded by argon2');

  console.log('\nMemory after the load:');
  for (const server of servers) console.log(`  server ${server.pid}: RSS ${server.rssMb().toFixed(0)} MB`);
}

async function firstCourse(url: string, token: string, classroomId: number): Promise<number> {
  const { data } = (await (await call(url, token, 'GET', `/api/class-courses?classroomId=${classroomId}&limit=50`)).json()) as {
    data: { id: number; term: number | null }[];
  };
  return data.find((course) => course.term === 1)!.id;
}

/** The same student-list load on one process, then on two; the servers may use both cores here. */
async function scaling(url: string, cpus: string): Promise<void> {
  console.log(
    `\nStudent list, random pages, 100 connections: one process, then two (servers on CPUs ${cpus}, the load generator on CPU 0)`,
  );
  for (const count of [1, 2]) {
    const group = await startServers(url, count, cpus);
    try {
      const token = await signInOverHttp(group.servers[0].url, 'admin');
      const { total } = (await (await call(group.servers[0].url, token, 'GET', '/api/students?limit=1')).json()) as { total: number };
      const pages = Math.floor(total / 50);
      // Each process orders every id on its list's first request, and concurrent first requests each do it
      // (nothing shares one that is under way): warmed one at a time, so the load measures pages, not that.
      for (const server of group.servers) await call(server.url, token, 'GET', '/api/students?limit=50&skip=0');
      const randomPage = () => `/api/students?limit=50&skip=${Math.floor(Math.random() * pages) * 50}`;
      const listLoad = () =>
        loadAll(group.servers, 100, '/api/students', {
          headers: { authorization: `Bearer ${token}` },
          requests: [{ setupRequest: (request) => ({ ...request, path: randomPage() }) }],
        });
      const processes = `${count} process${count > 1 ? 'es' : ''}`;
      // Each process keeps the pages it has served: at first most pages are read from the database.
      loadLine(`GET /api/students?skip=N, ${processes}, cold`, await listLoad(), 'more with two');
      for (const server of group.servers)
        for (let page = 0; page <= pages; page += 4)
          await Promise.all([0, 1, 2, 3].map((i) => call(server.url, token, 'GET', `/api/students?limit=50&skip=${(page + i) * 50}`)));
      loadLine(`GET /api/students?skip=N, ${processes}, every page read`, await listLoad(), 'more with two');
      console.log(`    RSS ${group.servers.map((server) => `${server.rssMb().toFixed(0)} MB`).join(', ')}`);
    } finally {
      await group.close();
    }
  }
  console.log(
    '  On two cores the load generator, PostgreSQL and the servers share the same two CPUs: a second process can only take\n' +
      '  what the first leaves idle. With a core per process (and PostgreSQL and the load on cores of their own) the rate\n' +
      '  would grow close to linearly until PostgreSQL or the network binds, since the processes share nothing but the database.\n' +
      '  Each process keeps its own ordered ids and served pages: cold, a second process reads again what the first had read.',
  );
}

async function main(): Promise<void> {
  const url = process.env.BENCH_DATABASE_URL || DEFAULT_URL;
  const admin = await adminClient(url);
  if (!admin) {
    console.log('\nUniversity bench skipped: no PostgreSQL');
    return;
  }
  const name = new URL(url).pathname.slice(1);
  try {
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.query(`create database "${name}"`);
    const university = await generate(url);
    const cores = os.cpus().length;
    const pinned = cores >= 2 && pinSelf('0');
    const serverCpus = pinned ? Array.from({ length: cores - 1 }, (_, i) => i + 1).join(',') : '0';
    console.log(
      `\n${cores} cores (the load generator, the servers and PostgreSQL share them); ${pinned ? `load generator pinned to CPU 0, servers to CPU ${serverCpus}` : 'nothing pinned (no taskset)'}; PostgreSQL unpinned.`,
    );
    console.log(`L1 classrooms of ${LEVEL_SIZES.L1}; two server processes on ${name}:`);
    const group = await startServers(url, 2, serverCpus);
    try {
      await measureOnTwo(url, group.servers, university);
    } finally {
      await group.close();
    }
    await scaling(url, pinned ? Array.from({ length: cores }, (_, i) => i).join(',') : '0');
  } finally {
    if (process.env.BENCH_KEEP !== '1') await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.end();
  }
}

run(main);
