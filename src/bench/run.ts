/**
 * `npm run bench`: prints figures, never passes or fails on time.
 * 1. What the browser downloads for #/login (JS and CSS, gzip), read from a real page load.
 * 2. Requests per second and p99 latency at 50 connections for POST /oauth/token, GET /api/user,
 *    pages of GET /api/students at random offsets and GET /api/students/{id} for random ids, on
 *    100,000 students, each beside a hello endpoint of the same process (the ceiling). The student
 *    load starts with no page read, so its figure includes every page's first, uncached read.
 */
import { fork } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { launchBrowser } from '../e2e/support';
import { hostileUploads } from './uploads';

const CONNECTIONS = 50;
const DURATION_SECONDS = Number(process.env.BENCH_SECONDS || 10);
const DIST = path.resolve(__dirname, '../../dist');

async function loginPageWeight(baseUrl: string): Promise<void> {
  const browser = await launchBrowser();
  try {
    const page = await browser.newPage();
    const files = new Set<string>();
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (/\.(js|css)$/.test(url.pathname)) files.add(url.pathname);
    });
    await page.goto(`${baseUrl}/#/login`, { waitUntil: 'networkidle' });
    await page.waitForSelector('input[name="username"]');
    let js = 0;
    let css = 0;
    console.log('\n#/login downloads:');
    for (const file of [...files].sort()) {
      const size = gzipSync(fs.readFileSync(path.join(DIST, file)), { level: 9 }).length;
      if (file.endsWith('.js')) js += size;
      else css += size;
      console.log(`  ${file.padEnd(50)} ${(size / 1024).toFixed(1).padStart(7)} KB gzip`);
    }
    console.log(`  JS total  ${(js / 1024).toFixed(1)} KB gzip (target ≤ 150 KB)`);
    console.log(`  CSS total ${(css / 1024).toFixed(1)} KB gzip`);
  } finally {
    await browser.close();
  }
}

interface Figures {
  rps: number;
  p99: number;
  errors: number;
}

async function load(options: autocannon.Options): Promise<Figures> {
  const result = await autocannon({ connections: CONNECTIONS, duration: DURATION_SECONDS, ...options });
  const errors = result.errors + result.non2xx;
  return { rps: result.requests.average, p99: result.latency.p99, errors };
}

function line(name: string, figures: Figures, ceiling?: Figures): string {
  const share = ceiling ? `  ${((figures.rps / ceiling.rps) * 100).toFixed(1).padStart(5)} % of the ceiling` : '';
  return `  ${name.padEnd(22)} ${figures.rps.toFixed(0).padStart(7)} req/s   p99 ${String(figures.p99).padStart(4)} ms${share}${figures.errors ? `   (${figures.errors} errors!)` : ''}`;
}

/** Times a 5,000-student CSV import as the wizard runs it: send and check, write, follow to the end. */
async function importFiveThousand(url: string, token: string): Promise<void> {
  const rows = Array.from({ length: 5000 }, (_, i) => `Import${i};Élève${i};${i % 2 ? 'F' : 'M'};${String(1 + (i % 28)).padStart(2, '0')}/06/2012;Yaoundé;Parent ${i};+237 677 000 000`);
  const csv = `Nom;Prénom;Sexe;Date de naissance;Lieu de naissance;Parent;Téléphone\n${rows.join('\n')}\n`;
  const page = await fetch(`${url}/api/docs/json`);
  const xsrf = /XSRF-TOKEN=([^;]+)/.exec(page.headers.get('set-cookie') ?? '')?.[1] ?? '';
  const headers = { authorization: `Bearer ${token}`, 'x-xsrf-token': xsrf, cookie: `XSRF-TOKEN=${xsrf}` };
  const started = performance.now();
  const preview = (await (await fetch(`${url}/api/students/import/preview`, { method: 'POST', headers: { ...headers, 'content-type': 'text/csv' }, body: csv })).json()) as { id: string; valid: number };
  const checked = performance.now();
  await fetch(`${url}/api/students/import/${preview.id}`, { method: 'POST', headers });
  let status = 'running';
  let polls = 0;
  while (status === 'running') {
    await new Promise((resolve) => setTimeout(resolve, 100));
    status = ((await (await fetch(`${url}/api/students/import/${preview.id}`, { headers })).json()) as { status: string }).status;
    polls += 1;
  }
  const done = performance.now();
  console.log(`\nImport of 5,000 students from CSV (target < 10 s): ${((done - started) / 1000).toFixed(2)} s in all`);
  console.log(`  upload and check ${((checked - started) / 1000).toFixed(2)} s (${preview.valid} valid rows), write ${((done - checked) / 1000).toFixed(2)} s, ${polls} progress polls, status ${status}`);
}

async function main(): Promise<void> {
  const server = fork(path.join(__dirname, 'server.ts'), { execArgv: ['--import', 'tsx'], env: { ...process.env, LOG_LEVEL: 'silent', CLIENT_DIR: DIST } });
  const port = await new Promise<number>((resolve) => server.once('message', (message: { port: number }) => resolve(message.port)));
  const url = `http://127.0.0.1:${port}`;
  try {
    await loginPageWeight(url);

    const body = JSON.stringify({ grant_type: 'password', username: 'secretary', password: 'Scola-2026', client_id: 'scola-web', client_secret: 'scola-web-secret', scope: 'all' });
    const signIn = await fetch(`${url}/oauth/token`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    const { access_token: token } = (await signIn.json()) as { access_token: string };

    console.log(`\nLoad: ${CONNECTIONS} connections, ${DURATION_SECONDS} s each, server in its own process on 127.0.0.1`);
    const ceiling = await load({ url: `${url}/bench/hello` });
    console.log(line('GET /bench/hello', ceiling));
    console.log(line('POST /oauth/token', await load({ url: `${url}/oauth/token`, method: 'POST', headers: { 'content-type': 'application/json' }, body }), ceiling));
    const auth = { authorization: `Bearer ${token}` };
    console.log(line('GET /api/user', await load({ url: `${url}/api/user`, headers: auth }), ceiling));

    // The first list request of a filter builds its ordered ids; later pages are cut from them.
    const started = performance.now();
    const { total } = (await (await fetch(`${url}/api/students?limit=50&skip=0`, { headers: auth })).json()) as { total: number };
    const pages = Math.ceil(total / 50);
    const randomPage = () => `/api/students?limit=50&skip=${Math.floor(Math.random() * pages) * 50}`;
    console.log(`\nStudents: ${total}; the first list request (it orders every id) took ${(performance.now() - started).toFixed(0)} ms`);
    // Pages are kept serialised once read, until a student changes: time a few first reads alone.
    const coldStarted = performance.now();
    for (let page = 0; page < 20; page++) await (await fetch(`${url}/api/students?limit=50&skip=${(pages - 1 - page * 7) * 50}`, { headers: auth })).arrayBuffer();
    console.log(`A page read for the first time: ${((performance.now() - coldStarted) / 20).toFixed(2)} ms (one request at a time, 20 pages)`);
    const list = await load({ url, headers: auth, requests: [{ setupRequest: (request) => ({ ...request, path: randomPage() }) }] });
    console.log(line('GET /api/students?skip=N', list, ceiling) + '   (target ≥ 25 %, p99 ≤ 40 ms)');
    const randomId = () => `/api/students/${1 + Math.floor(Math.random() * total)}`;
    const byId = await load({ url, headers: auth, requests: [{ setupRequest: (request) => ({ ...request, path: randomId() }) }] });
    console.log(line('GET /api/students/{id}', byId, ceiling) + '   (target ≥ 40 %)');
    await importFiveThousand(url, token);
    await hostileUploads(url, token, server.pid);
    console.log('\nSign-in is bound by argon2id on purpose (about 14 ms of CPU a hash on two cores).');
  } finally {
    server.disconnect();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
