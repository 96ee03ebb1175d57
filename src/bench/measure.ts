/**
 * What the database benches share: timing a call many times, printing a figure beside its target,
 * calling the app as the administrator (token and XSRF, as the browser does), and running a bench
 * on SQLite, then on PostgreSQL when BENCH_DATABASE_URL names a database.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import type { buildApp } from '../server/app';
import { ensureSchema, openDatabase, type DatabaseHandle } from '../server/db/database';
import { DEMO_PASSWORD } from '../server/db/seedData';

export interface Timing {
  mean: number;
  p95: number;
}

/** Runs `work` `runs` times after a few warm-up runs (numbered from -1 down), and answers the mean and the 95th percentile. */
export async function timeEach(runs: number, work: (run: number) => Promise<unknown>, warmUps = Math.min(runs, 5)): Promise<Timing> {
  for (let i = 0; i < warmUps; i++) await work(-1 - i);
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await work(i);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { mean: times.reduce((sum, time) => sum + time, 0) / runs, p95: times[Math.max(0, Math.ceil(runs * 0.95) - 1)] };
}

export const figure = (name: string, time: Timing, target: string) =>
  console.log(`  ${name.padEnd(56)} ${time.mean.toFixed(1).padStart(7)} ms (p95 ${time.p95.toFixed(1)} ms)   (target ${target})`);

type App = Awaited<ReturnType<typeof buildApp>>;

/** A demo user's bearer token from a server listening at `url`, as the web client signs in. */
export async function signInOverHttp(url: string, username: string): Promise<string> {
  const body = JSON.stringify({
    grant_type: 'password',
    username,
    password: DEMO_PASSWORD,
    client_id: 'scola-web',
    client_secret: 'scola-web-secret',
    scope: 'all',
  });
  const response = await fetch(`${url}/oauth/token`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
  return ((await response.json()) as { access_token: string }).access_token;
}

export async function adminCaller(app: App) {
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
  return async (method: 'GET' | 'POST', url: string, payload?: object) => {
    const response = await app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
    if (response.statusCode < 200 || response.statusCode > 299)
      throw new Error(`${method} ${url} answered ${response.statusCode}: ${response.body.slice(0, 300)}`);
    return response;
  };
}

/** Runs `measure` on a fresh SQLite file, then on a fresh PostgreSQL schema when BENCH_DATABASE_URL is set. */
export async function onEachDatabase(
  name: string,
  measure: (label: string, database: DatabaseHandle, dataDir: string) => Promise<void>,
): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `scola-bench-${name}-`));
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
    const schema = `bench_${name}_${process.pid}`;
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

/** A bench's entry point: a failure prints and sets the exit code. */
export function run(main: () => Promise<void>): void {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
