/**
 * Crash safety on SQLite: the real server (`node --import tsx src/server/main.ts`, as `npm start`
 * runs it minus the client build) takes bulk mark saves from several callers at once and is killed
 * with SIGKILL while saves are still in flight. Restarted on the same data directory, it must hold
 * every save it acknowledged (200), and the file must pass `PRAGMA integrity_check`.
 *
 * Each slot (a class course and a sequence) gets its saves one after another, so the order of the
 * acknowledgements is the order of the commits: after the restart a slot holds its last acknowledged
 * save, or the one save that was in flight at the kill. Every acknowledged save also left its audit
 * entries in the same transaction, which shows that none of the earlier ones was lost either.
 *
 * Runs on SQLite only: the point is the file on disk. Never asserts on time: it waits with deadlines.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import type { BulkResult, EntryList } from '../domain/contract/marks';
import type { ClassCourse } from '../domain/contract/structure';
import { DEMO_PASSWORD } from './db/seedData';
import { TestClient, tokenBody } from './testing/harness';
import { freePort } from './testing/freePort';

jest.setTimeout(150_000);

const ROOT = path.resolve(__dirname, '../..');
/** Saves acknowledged before the kill (the kill comes earlier if they take too long, see KILL_DEADLINE_MS). */
const ACKS_BEFORE_KILL = 300;
/**
 * Secondary class courses written to, each in another classroom, and the sequences of each: 24
 * callers at once keep the server busy, so the kill finds saves it has not answered yet (with 8,
 * it answered them all before the kill). Sequence 1 holds seeded marks (the saves update them);
 * sequences 3 and 4 start empty (inserts, then updates).
 */
const CLASS_COURSES = 8;
const SEQUENCES = [1, 3, 4];
const START_DEADLINE_MS = 60_000;
const KILL_DEADLINE_MS = 30_000;
const STOP_DEADLINE_MS = 20_000;

/* The server as a child process ------------------------------------------------------------- */

interface Server {
  child: ChildProcess;
  baseUrl: string;
  /** What it printed (stdout and stderr), for failure messages. */
  output: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

const children: ChildProcess[] = [];

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function spawnServer(dataDir: string, port: number): Server {
  // node --import tsx, not the tsx command: that one runs the server in a child of its own, which
  // a SIGKILL to the tsx process would leave running.
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      CLIENT_DIR: '/nonexistent',
      SEED_DEMO: 'true',
      DATABASE_URL: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  const collect = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout!.on('data', collect);
  child.stderr!.on('data', collect);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve({ code: child.exitCode, signal: child.signalCode });
    else child.once('exit', (code, signal) => resolve({ code, signal }));
  });
  return { child, baseUrl: `http://127.0.0.1:${port}`, output: () => output, exited };
}

const isRunning = (child: ChildProcess) => child.exitCode === null && child.signalCode === null;

/** Starts the server and waits until it answers; another port if the probed one was taken meanwhile. */
async function startServer(dataDir: string): Promise<Server> {
  for (let attempt = 1; ; attempt += 1) {
    const server = spawnServer(dataDir, await freePort());
    const deadline = Date.now() + START_DEADLINE_MS;
    while (isRunning(server.child) && Date.now() < deadline) {
      try {
        const response = await fetch(`${server.baseUrl}/api/docs/json`, { signal: AbortSignal.timeout(5_000) });
        await response.arrayBuffer();
        if (response.status === 200) return server;
      } catch {
        // not listening yet
      }
      await pause(100);
    }
    if (isRunning(server.child)) {
      server.child.kill('SIGKILL');
      await server.exited;
      throw new Error(`the server did not answer within ${START_DEADLINE_MS} ms:\n${server.output()}`);
    }
    if (attempt < 3 && server.output().includes('EADDRINUSE')) continue;
    throw new Error(`the server exited while starting (${JSON.stringify(await server.exited)}):\n${server.output()}`);
  }
}

async function stopServer(server: Server): Promise<{ code: number | null; signal: NodeJS.Signals | null }> {
  if (isRunning(server.child)) server.child.kill('SIGTERM');
  let timer: NodeJS.Timeout | undefined;
  const stopped = await Promise.race([
    server.exited,
    new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), STOP_DEADLINE_MS))),
  ]);
  clearTimeout(timer);
  if (stopped) return stopped;
  server.child.kill('SIGKILL');
  await server.exited;
  throw new Error(`the server did not stop within ${STOP_DEADLINE_MS} ms of SIGTERM:\n${server.output()}`);
}

async function signIn(baseUrl: string, username: string): Promise<TestClient> {
  const client = new TestClient(baseUrl);
  const response = await client.post(
    '/oauth/token',
    tokenBody(username, DEMO_PASSWORD, { oauthClientId: 'scola-web', oauthClientSecret: 'scola-web-secret' }),
  );
  if (response.status !== 200) throw new Error(`sign-in of ${username} failed: ${response.status} ${JSON.stringify(response.body)}`);
  client.token = (response.body as { access_token: string }).access_token;
  return client;
}

/* The saves ----------------------------------------------------------------------------------- */

type Values = (number | null)[];

interface Slot {
  classroomId: number;
  classCourseId: number;
  sequence: number;
  /** The students of the entry list, in its order. */
  studentIds: number[];
  /** The slot's marks before the first save. */
  baseline: Values;
  /** Saves are numbered from 1 per slot; this one's values are `valuesOf(slot, n)`. */
  lastAcked: number;
  /** The save sent and not answered when the connection dropped (it may or may not have landed). */
  inFlight: number | null;
}

const slotName = (slot: Slot) => `class course ${slot.classCourseId}, sequence ${slot.sequence}`;

/**
 * The marks of a slot's save n: every value tells the save apart (37 and 101 are prime to 2001, so
 * a student's value repeats only after 2001 saves). Every fifth save removes the first student's mark.
 */
function valuesOf(slot: Slot, n: number): Values {
  return slot.studentIds.map((_, index) =>
    index === 0 && n % 5 === 0 ? null : ((n * 37 + index * 101 + slot.classCourseId) % 2001) / 100,
  );
}

const savePath = (slot: Slot) => `/api/save-bulk-marks/${slot.classCourseId}/${slot.sequence}`;
const entryPath = (slot: Slot) => `/api/classroom-marks/${slot.classroomId}/${slot.classCourseId}/${slot.sequence}`;

async function readSlot(client: TestClient, slot: Slot): Promise<Values> {
  const response = await client.get<EntryList>(entryPath(slot));
  if (response.status !== 200) throw new Error(`reading ${slotName(slot)}: ${response.status} ${JSON.stringify(response.body)}`);
  const valueOf = new Map(response.body.data.map((row) => [row.studentId, row.value]));
  return slot.studentIds.map((id) => (valueOf.has(id) ? valueOf.get(id)! : null));
}

/** What a slot may hold after the restart: its last acknowledged save, or the one in flight. */
function allowed(slot: Slot): { label: string; values: Values }[] {
  const candidates = [
    {
      label: slot.lastAcked ? `acknowledged save ${slot.lastAcked}` : 'the marks before any save',
      values: slot.lastAcked ? valuesOf(slot, slot.lastAcked) : slot.baseline,
    },
  ];
  if (slot.inFlight !== null)
    candidates.push({ label: `save ${slot.inFlight}, in flight at the kill`, values: valuesOf(slot, slot.inFlight) });
  return candidates;
}

const same = (a: Values, b: Values) => a.length === b.length && a.every((value, index) => value === b[index]);

/** The slots whose stored marks match none of the allowed states, described for the failure message. */
function mismatches(slots: Slot[], stored: Values[]): string[] {
  return slots.flatMap((slot, index) => {
    const candidates = allowed(slot);
    if (candidates.some((candidate) => same(candidate.values, stored[index]))) return [];
    return [
      `${slotName(slot)} holds ${JSON.stringify(stored[index])}; expected ${candidates.map((c) => `${c.label} ${JSON.stringify(c.values)}`).join(' or ')}`,
    ];
  });
}

/* The test ------------------------------------------------------------------------------------ */

describe('SQLite survives kill -9 during bulk mark saves', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'scola-crash-'));
  const file = path.join(dataDir, 'scola.sqlite');
  const slots: Slot[] = [];
  let acks = 0;
  let inFlightAtKill = 0;
  let walBytesAtKill = -1;
  let unanswered = 0;
  let landedInFlight = 0;
  /** Read over HTTP after the restart, per slot. */
  let afterRestart: Values[] = [];

  afterAll(async () => {
    for (const child of children) {
      if (isRunning(child)) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGKILL');
        await exited;
      }
    }
    rmSync(dataDir, { recursive: true, force: true });
    if (process.env.CRASH_TEST_VERBOSE) {
      console.info(
        `crash test: ${acks} saves acknowledged over ${slots.length} slots; ${inFlightAtKill} in flight at the kill, ${unanswered} never answered, ${landedInFlight} of those landed; WAL of ${walBytesAtKill} bytes after the kill`,
      );
    }
  });

  it('keeps every acknowledged save after a SIGKILL and a restart', async () => {
    const first = await startServer(dataDir);
    const studies = await signIn(first.baseUrl, 'studies');
    expect((await studies.get('/api/user')).status).toBe(200);
    expect(studies.xsrfCookie).toBeTruthy();

    // Secondary class courses (a coefficient, no credits), each in another classroom.
    const courses = await studies.get<{ data: ClassCourse[] }>('/api/class-courses?limit=1000');
    expect(courses.status).toBe(200);
    const byClassroom = new Map<number, ClassCourse>();
    for (const course of courses.body.data)
      if (course.coefficient !== null && !byClassroom.has(course.classroomId)) byClassroom.set(course.classroomId, course);
    const chosen = [...byClassroom.values()].slice(0, CLASS_COURSES);
    expect(chosen).toHaveLength(CLASS_COURSES);

    for (const course of chosen) {
      for (const sequence of SEQUENCES) {
        const list = await studies.get<EntryList>(`/api/classroom-marks/${course.classroomId}/${course.id}/${sequence}`);
        expect(list.status).toBe(200);
        expect(list.body.data.length).toBeGreaterThan(1);
        slots.push({
          classroomId: course.classroomId,
          classCourseId: course.id,
          sequence,
          studentIds: list.body.data.map((row) => row.studentId),
          baseline: list.body.data.map((row) => row.value),
          lastAcked: 0,
          inFlight: null,
        });
      }
    }

    // One caller per slot, all at once, each sending its slot's saves one after another.
    let killed = false;
    let inFlight = 0;
    const refused: string[] = [];
    const kill = () => {
      if (killed) return;
      killed = true;
      inFlightAtKill = inFlight;
      process.kill(first.child.pid!, 'SIGKILL');
    };
    const killDeadline = setTimeout(kill, KILL_DEADLINE_MS);
    const dropped: unknown[] = [];

    const caller = async (slot: Slot) => {
      for (let n = 1; !killed; n += 1) {
        slot.inFlight = n;
        inFlight += 1;
        let response;
        try {
          response = await studies.post<BulkResult>(savePath(slot), {
            marks: slot.studentIds.map((studentId, index) => ({ studentId, value: valuesOf(slot, n)[index] })),
          });
        } catch (error) {
          // The connection dropped: only the kill may do that. The save may or may not have landed.
          if (!killed) dropped.push(error);
          return;
        } finally {
          inFlight -= 1;
        }
        if (response.status !== 200) {
          refused.push(`${slotName(slot)}, save ${n}: ${response.status} ${JSON.stringify(response.body)}`);
          slot.inFlight = null;
          kill();
          return;
        }
        slot.inFlight = null;
        slot.lastAcked = n;
        acks += 1;
        if (acks >= ACKS_BEFORE_KILL) kill();
      }
    };
    try {
      await Promise.all(slots.map(caller));
    } finally {
      clearTimeout(killDeadline);
    }
    expect(refused).toEqual([]);
    expect(dropped).toEqual([]);
    expect(await first.exited).toEqual({ code: null, signal: 'SIGKILL' });
    expect(acks).toBeGreaterThan(0);
    // The kill came while other saves were still waiting for their answer.
    expect(inFlightAtKill).toBeGreaterThan(0);
    walBytesAtKill = existsSync(`${file}-wal`) ? statSync(`${file}-wal`).size : 0;

    // The same data directory again: SQLite recovers the WAL on opening.
    const second = await startServer(dataDir);
    const reader = await signIn(second.baseUrl, 'studies');
    afterRestart = [];
    for (const slot of slots) afterRestart.push(await readSlot(reader, slot));
    unanswered = slots.filter((slot) => slot.inFlight !== null).length;
    landedInFlight = slots.filter(
      (slot, index) => slot.inFlight !== null && same(afterRestart[index], valuesOf(slot, slot.inFlight)),
    ).length;
    expect(mismatches(slots, afterRestart)).toEqual([]);

    // A clean stop checkpoints the WAL into the file.
    expect(await stopServer(second)).toEqual({ code: 0, signal: null });
  });

  it('leaves a sound file that holds every acknowledged save', () => {
    expect(afterRestart).toHaveLength(slots.length);
    const db = new SQLite(file, { readonly: true, fileMustExist: true });
    try {
      expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
      expect(db.pragma('journal_mode', { simple: true })).toBe('wal');

      // The file itself holds what the restarted server answered.
      const marks = db.prepare('select student_id as studentId, value from marks where class_course_id = ? and sequence = ?');
      const stored = slots.map((slot) => {
        const valueOf = new Map(
          (marks.all(slot.classCourseId, slot.sequence) as { studentId: number; value: number }[]).map((row) => [
            row.studentId,
            Number(row.value),
          ]),
        );
        return slot.studentIds.map((id) => valueOf.get(id) ?? null);
      });
      expect(stored).toEqual(afterRestart);
      expect(mismatches(slots, stored)).toEqual([]);

      // Every acknowledged save, not only the last of each slot, committed its audit entry: a
      // save changes every student's mark but maybe the first one's (removed every fifth save) and,
      // in the first save, any equal to the seeded mark; the save's one entry, written in its
      // transaction, lists each change.
      const audited = new Set(
        (
          db.prepare("select after_json from audit_log where entity = 'marks' and after_json is not null").all() as { after_json: string }[]
        ).flatMap(({ after_json }) => {
          const after = JSON.parse(after_json) as { classCourseId: number; sequence: number | null; marks: Record<string, number | null> };
          return Object.entries(after.marks).map(([studentId, value]) => `${after.classCourseId}/${after.sequence}/${studentId}/${value}`);
        }),
      );
      const missing: string[] = [];
      for (const slot of slots) {
        for (let n = 1; n <= slot.lastAcked; n += 1) {
          const values = valuesOf(slot, n);
          const before = n === 1 ? slot.baseline : valuesOf(slot, n - 1);
          slot.studentIds.forEach((studentId, index) => {
            if (index === 0 || values[index] === before[index]) return;
            const key = `${slot.classCourseId}/${slot.sequence}/${studentId}/${values[index]}`;
            if (!audited.has(key))
              missing.push(`${slotName(slot)}, acknowledged save ${n}: no audit entry for student ${studentId} = ${values[index]}`);
          });
        }
      }
      expect(missing.slice(0, 20)).toEqual([]);
    } finally {
      db.close();
    }
  });
});
