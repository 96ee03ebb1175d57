/**
 * The clean stop (issue 27) on the real server in a process of its own (`node --import tsx
 * src/server/main.ts`, on SQLite, and on PostgreSQL in a schema of its own when TEST_DATABASE_URL
 * is set): a bursar's payments arrive from many callers at once, SIGTERM
 * comes in the middle, and the server must exit 0 with every acknowledged payment (201) in the
 * file, each whole: its allocations add up to its amount, since both are written in one transaction.
 * Answers after the signal may be a refusal (503 while closing) or a closed connection; never a
 * lost acknowledged save. Never asserts on time: it waits with deadlines.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { DEMO_PASSWORD } from '../db/seedData';
import { dialects, TestClient, tokenBody } from '../testing/harness';
import { freePort } from '../testing/freePort';

jest.setTimeout(150_000);

const ROOT = path.resolve(__dirname, '../../..');
const CALLERS = 16;
/** Payments acknowledged before the signal. */
const ACKS_BEFORE_SIGNAL = 60;
const START_DEADLINE_MS = 90_000;
const STOP_DEADLINE_MS = 40_000;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

/** A payment as stored, with the sum of its allocations. */
interface Stored {
  id: number;
  amount: number;
  allocated: number;
}

const storedQuery = (prefix: string, placeholder: string) =>
  `select p.id, p.amount, coalesce(sum(a.amount), 0) as allocated from ${prefix}payments p
   left join ${prefix}payment_allocations a on a.payment_id = p.id where p.session_id = ${placeholder} group by p.id, p.amount`;

/** The database the server runs on, and how the test reads it once the server has stopped. */
interface Target {
  databaseUrl: string;
  /** The session's payments; on SQLite, after checking the file's integrity. */
  stored(sessionId: number): Promise<Stored[]>;
  drop(): Promise<void>;
}

const asStored = (row: Record<string, unknown>): Stored => ({
  id: Number(row.id),
  amount: Number(row.amount),
  allocated: Number(row.allocated),
});

async function targetFor(dialect: string, dataDir: string): Promise<Target> {
  if (dialect === 'sqlite')
    return {
      databaseUrl: '',
      async stored(sessionId) {
        const file = new SQLite(path.join(dataDir, 'scola.sqlite'), { readonly: true, fileMustExist: true });
        try {
          expect(file.pragma('integrity_check', { simple: true })).toBe('ok');
          return (file.prepare(storedQuery('', '?')).all(sessionId) as Record<string, unknown>[]).map(asStored);
        } finally {
          file.close();
        }
      },
      drop: async () => undefined,
    };
  // A schema of its own, named in the address the server is given.
  const schema = `stop_${process.pid}_${Date.now()}`;
  const url = new URL(process.env.TEST_DATABASE_URL!);
  const admin = new pg.Client({ connectionString: url.toString() });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return {
    databaseUrl: url.toString(),
    stored: async (sessionId) => (await admin.query(storedQuery(`${schema}.`, '$1'), [sessionId])).rows.map(asStored),
    async drop() {
      await admin.query(`drop schema if exists ${schema} cascade`);
      await admin.end();
    },
  };
}

describe.each(dialects())('SIGTERM during payments on %s', (dialect) => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'scola-stop-'));
  let child: ChildProcess | undefined;
  let output = '';
  let target: Target | undefined;

  afterAll(async () => {
    if (child && child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child!.once('exit', resolve));
      child.kill('SIGKILL');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
    await target?.drop();
  });

  it('finishes or refuses every request, exits 0, and keeps every acknowledged payment whole', async () => {
    target = await targetFor(dialect, dataDir);
    const port = await freePort();
    // node --import tsx, not the tsx command, which would run the server in a child of its own.
    child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      cwd: ROOT,
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        PORT: String(port),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'info',
        CLIENT_DIR: '/nonexistent',
        SEED_DEMO: 'true',
        DATABASE_URL: target.databaseUrl,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const collect = (chunk: Buffer) => void (output = (output + chunk.toString()).slice(-50_000));
    child.stdout!.on('data', collect);
    child.stderr!.on('data', collect);
    const exited = new Promise<Exit>((resolve) => child!.once('exit', (code, signal) => resolve({ code, signal })));
    const baseUrl = `http://127.0.0.1:${port}`;

    const deadline = Date.now() + START_DEADLINE_MS;
    for (let up = false; !up;) {
      if (child.exitCode !== null || Date.now() > deadline) throw new Error(`the server did not start:\n${output}`);
      up = await fetch(`${baseUrl}/api/docs/json`).then(
        async (response) => (await response.arrayBuffer(), response.status === 200),
        () => false,
      );
      if (!up) await pause(100);
    }

    const bursar = new TestClient(baseUrl);
    const token = await bursar.post(
      '/oauth/token',
      tokenBody('bursar', DEMO_PASSWORD, { oauthClientId: 'scola-web', oauthClientSecret: 'scola-web-secret' }),
    );
    expect(token.status).toBe(200);
    bursar.token = (token.body as { access_token: string }).access_token;
    expect((await bursar.get('/api/user')).status).toBe(200);
    let session = await bursar.get<{ id: number }>('/api/cash-sessions/current');
    if (session.status === 404) session = await bursar.post<{ id: number }>('/api/cash-sessions', { openingFloat: 0 });
    expect(session.body.id).toBeGreaterThan(0);
    const students = await bursar.get<{ data: { id: number }[] }>('/api/students?limit=1000');
    expect(students.status).toBe(200);
    const studentIds = students.body.data.map((student) => student.id);

    const acknowledged = new Map<number, number>();
    const statuses = new Map<number, number>();
    let dropped = 0;
    let signalled = false;
    let inFlightAtSignal = 0;
    let inFlight = 0;
    let next = 0;
    const signal = () => {
      if (signalled) return;
      signalled = true;
      inFlightAtSignal = inFlight;
      child!.kill('SIGTERM');
    };
    const caller = async () => {
      for (;;) {
        const studentId = studentIds[next++ % studentIds.length];
        const amount = 100 + (next % 7) * 50;
        inFlight += 1;
        let response;
        try {
          response = await bursar.post<{ id: number; amount: number }>('/api/payments', {
            studentId,
            sessionId: session.body.id,
            amount,
            method: 'cash',
          });
        } catch {
          // Refused or closed by a server that is stopping: only after the signal.
          if (!signalled) throw new Error(`a connection failed before the signal:\n${output}`);
          dropped += 1;
          return;
        } finally {
          inFlight -= 1;
        }
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
        if (response.status === 201) {
          expect(response.body.amount).toBe(amount);
          acknowledged.set(response.body.id, amount);
          if (acknowledged.size >= ACKS_BEFORE_SIGNAL) signal();
        } else if (response.status === 503) {
          if (!signalled) throw new Error(`503 before the signal: ${JSON.stringify(response.body)}`);
          return;
        } else if (response.status !== 400) {
          // 400: a student whose account is paid up; anything else is a failure.
          throw new Error(`payment answered ${response.status}: ${JSON.stringify(response.body)}`);
        }
      }
    };
    await Promise.all(Array.from({ length: CALLERS }, caller));
    expect(signalled).toBe(true);
    expect(inFlightAtSignal).toBeGreaterThan(0);

    let timer: NodeJS.Timeout | undefined;
    const exit = await Promise.race([exited, new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), STOP_DEADLINE_MS)))]);
    clearTimeout(timer);
    expect({ exit, output: exit?.code === 0 ? '' : output }).toEqual({ exit: { code: 0, signal: null }, output: '' });
    // It said what it did, in order.
    expect(output.indexOf('"msg":"stopping: finishing the requests in flight"')).toBeGreaterThan(-1);
    expect(output.indexOf('"msg":"stopped"')).toBeGreaterThan(output.indexOf('"msg":"stopping: finishing the requests in flight"'));

    const rows = await target.stored(session.body.id);
    const stored = new Map(rows.map((row) => [row.id, row.amount]));
    const missing = [...acknowledged].filter(([id, amount]) => stored.get(id) !== amount);
    expect(missing).toEqual([]);
    // Every payment of the session, acknowledged or landed while its answer was lost, is whole.
    expect(rows.filter((row) => row.allocated !== row.amount)).toEqual([]);
    expect(stored.size).toBeGreaterThanOrEqual(acknowledged.size);
    if (process.env.STOP_TEST_VERBOSE)
      console.info(
        `clean stop on ${dialect}: ${acknowledged.size} acknowledged, ${stored.size} stored, ${inFlightAtSignal} in flight at the signal, ${dropped} connections closed after it, statuses ${JSON.stringify([...statuses])}`,
      );
  });
});
