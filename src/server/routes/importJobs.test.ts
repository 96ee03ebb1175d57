/**
 * Student import jobs live in the database: a preview survives a restart, a job runs once, and a job
 * whose process died reads as failed with its reason, nothing written. A "restart" is a second app
 * built on the same database, as a new process (or another one behind a load balancer) would be.
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { buildApp } from '../app';
import { translate } from '../i18n';
import { dialects, expectEnvelope, startHarness, TestClient, type Harness } from '../testing/harness';

const CSV = 'text/csv';
const LONG_AGO = '2000-01-01T00:00:00.000Z';
const FAR_AHEAD = '2999-01-01T00:00:00.000Z';

const baseUrlOf = (client: TestClient) => (client as unknown as { baseUrl: string }).baseUrl;

/** A file upload as the client sends it: the file itself is the body. */
async function preview(client: TestClient, content: string, query = '') {
  const headers: Record<string, string> = {
    'content-type': CSV,
    'x-xsrf-token': client.xsrfCookie ?? '',
    cookie: `XSRF-TOKEN=${client.xsrfCookie}`,
  };
  if (client.token) headers.authorization = `Bearer ${client.token}`;
  const response = await fetch(`${baseUrlOf(client)}/api/students/import/preview${query}`, { method: 'POST', headers, body: content });
  return { status: response.status, body: (await response.json()) as any };
}

/** Follows a job until it is no longer running (each poll waits for the answer; no clock is asserted). */
async function settled(client: TestClient, id: string) {
  for (let attempt = 0; attempt < 400; attempt++) {
    const progress = await client.get(`/api/students/import/${id}`);
    if (progress.body.status !== 'running') return progress.body;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('import did not finish');
}

describe.each(dialects())('student import jobs on %s', (dialect) => {
  let h: Harness;
  let secretary: TestClient;
  const others: FastifyInstance[] = [];

  beforeAll(async () => {
    h = await startHarness(dialect);
    secretary = await h.signIn('secretary');
    await secretary.get('/api/docs/json'); // the XSRF cookie
  });
  afterAll(async () => {
    for (const app of others) await app.close();
    await h.close();
  });

  /** Another server process on the same database (or this one after a restart), and the secretary's session on it. */
  async function restart(): Promise<TestClient> {
    const app = await buildApp({ config: h.config, db: h.database.db });
    others.push(app);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const client = new TestClient(`http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`);
    client.token = secretary.token; // tokens live in the database: the session goes on
    await client.get('/api/docs/json');
    return client;
  }

  const db = () => h.database.db;
  const job = (id: string) => db().selectFrom('import_jobs').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const students = async () =>
    Number(
      (
        await db()
          .selectFrom('students')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const named = async (lastName: string) =>
    Number(
      (
        await db()
          .selectFrom('students')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('last_name', '=', lastName)
          .executeTakeFirstOrThrow()
      ).n,
    );
  /** What a process that flipped the job to running and then died leaves behind (its transaction died with it). */
  const leftRunning = (id: string, heartbeat = LONG_AGO) =>
    db().updateTable('import_jobs').set({ status: 'running', heartbeat_at: heartbeat }).where('id', '=', id).execute();

  it('keeps a preview in the database: another process (or this one restarted) runs it, and it reads done with what it created', async () => {
    const before = await students();
    const { status, body } = await preview(secretary, 'lastName,firstName,sex\nRestart,Awa,F\nRestart,Bruno,M\n');
    expect(status).toBe(200);
    expect(body).toMatchObject({ status: 'previewed', total: 2, valid: 2, processed: 0, created: 0, message: null });
    expect(await job(body.id)).toMatchObject({ status: 'previewed', total: 2, valid: 2 });
    expect(JSON.parse((await job(body.id)).rows_json!)).toHaveLength(2);

    const other = await restart();
    expect((await other.get(`/api/students/import/${body.id}`)).body).toMatchObject({ id: body.id, status: 'previewed', total: 2 });
    const started = await other.post(`/api/students/import/${body.id}`);
    expect(started.status).toBe(202);
    expect(started.body).toMatchObject({ id: body.id, status: 'running', total: 2 });
    expect(await settled(other, body.id)).toMatchObject({ status: 'done', processed: 2, created: 2, message: null });

    // The first process reads the same row.
    expect((await secretary.get(`/api/students/import/${body.id}`)).body).toMatchObject({ status: 'done', processed: 2, created: 2 });
    expect(await job(body.id)).toMatchObject({ status: 'done', created: 2, rows_json: null, message_key: null });
    expect(await students()).toBe(before + 2);
    expect(await named('Restart')).toBe(2);
    expectEnvelope(await secretary.post(`/api/students/import/${body.id}`), 409);
    expectEnvelope(await other.post(`/api/students/import/${body.id}`), 409);
    expect(await students()).toBe(before + 2);
  });

  it('runs a job once when the button is clicked twice', async () => {
    const before = await students();
    const { body } = await preview(secretary, 'lastName,firstName,sex\nTwice,Chantal,F\n');
    const answers = await Promise.all([
      secretary.post(`/api/students/import/${body.id}`),
      secretary.post(`/api/students/import/${body.id}`),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([202, 409]);
    expectEnvelope(
      answers.find((answer) => answer.status === 409)!,
      409,
    );
    expect(answers.find((answer) => answer.status === 409)!.body.message).toBe(translate('en', 'errors.importStarted'));
    expect(await settled(secretary, body.id)).toMatchObject({ status: 'done', created: 1 });
    expect(await students()).toBe(before + 1);
    expect(await named('Twice')).toBe(1);
  });

  it('reads a job left running by a dead process as failed after a restart, with its reason, nothing written', async () => {
    const before = await students();
    const { body } = await preview(secretary, 'lastName,firstName,sex\nDead,Didier,M\nDead,Esther,F\n');
    await leftRunning(body.id);

    const other = await restart();
    // The start-up sweep has already written the verdict, before anyone asks.
    expect(await job(body.id)).toMatchObject({
      status: 'failed',
      message_key: 'errors.importInterrupted',
      rows_json: null,
      processed: 0,
      created: 0,
    });
    const read = await other.get(`/api/students/import/${body.id}`);
    expect(read.status).toBe(200);
    expect(read.body).toEqual({
      id: body.id,
      status: 'failed',
      total: 2,
      valid: 2,
      processed: 0,
      created: 0,
      classroomId: null,
      message: translate('en', 'errors.importInterrupted'),
    });
    // The reason is a catalogue key, said in each reader's language.
    expect((await other.get(`/api/students/import/${body.id}`, { headers: { 'accept-language': 'fr' } })).body.message).toBe(
      translate('fr', 'errors.importInterrupted'),
    );
    expect(translate('fr', 'errors.importInterrupted')).not.toBe(translate('en', 'errors.importInterrupted'));
    expect((await secretary.get(`/api/students/import/${body.id}`)).body).toMatchObject({ status: 'failed' });
    expectEnvelope(await other.post(`/api/students/import/${body.id}`), 409);
    expect(await students()).toBe(before);
    expect(await named('Dead')).toBe(0);
  });

  it('has any reader mark a running job that nobody writes any more as failed', async () => {
    const { body } = await preview(secretary, 'lastName,firstName,sex\nOrphan,Fanta,F\n');
    await leftRunning(body.id);
    // No restart: on SQLite the one process knows it is not writing it; on PostgreSQL the heartbeat is stale.
    expect((await secretary.get(`/api/students/import/${body.id}`)).body).toMatchObject({
      status: 'failed',
      processed: 0,
      message: translate('en', 'errors.importInterrupted'),
    });
    expect(await job(body.id)).toMatchObject({ status: 'failed', message_key: 'errors.importInterrupted' });
    expect(await named('Orphan')).toBe(0);
  });

  it('fails with its reason, in the reader’s language, when the rows cannot be written, and writes none of them', async () => {
    const classroom = await db().selectFrom('classrooms').select(['id', 'name', 'capacity']).orderBy('id').executeTakeFirstOrThrow();
    const { n } = await db()
      .selectFrom('registrations')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('classroom_id', '=', classroom.id)
      .where('status', '=', 'active')
      .executeTakeFirstOrThrow();
    const taken = Number(n);
    try {
      // One seat left at preview; gone by the time the import runs.
      await db()
        .updateTable('classrooms')
        .set({ capacity: taken + 1 })
        .where('id', '=', classroom.id)
        .execute();
      const { body } = await preview(secretary, 'lastName,firstName,sex\nFull,Gaston,M\n', `?classroomId=${classroom.id}`);
      expect(body).toMatchObject({ status: 'previewed', valid: 1, message: null });
      await db().updateTable('classrooms').set({ capacity: taken }).where('id', '=', classroom.id).execute();
      expect((await secretary.post(`/api/students/import/${body.id}`)).status).toBe(202);
      const values = { classroom: classroom.name, capacity: taken, free: 0 };
      expect(await settled(secretary, body.id)).toMatchObject({
        status: 'failed',
        processed: 0,
        created: 0,
        message: translate('en', 'errors.classroomFull', values),
      });
      expect(await job(body.id)).toMatchObject({ status: 'failed', message_key: 'errors.classroomFull', rows_json: null });
      const other = await restart();
      expect((await other.get(`/api/students/import/${body.id}`, { headers: { 'accept-language': 'fr' } })).body.message).toBe(
        translate('fr', 'errors.classroomFull', values),
      );
      expect(await named('Full')).toBe(0);
    } finally {
      await db().updateTable('classrooms').set({ capacity: classroom.capacity }).where('id', '=', classroom.id).execute();
    }
  });

  it('shows a job only to the user who previewed it, and forgets expired previews and old finished jobs', async () => {
    // Two finished jobs of its own: the first is made old enough to forget, the second stays.
    const finished: string[] = [];
    for (const lastName of ['Forgotten', 'Kept']) {
      const done = (await preview(secretary, `lastName,firstName,sex\n${lastName},Ada,F\n`)).body;
      expect((await secretary.post(`/api/students/import/${done.id}`)).status).toBe(202);
      expect((await settled(secretary, done.id)).status).toBe('done');
      finished.push(done.id);
    }
    const { body } = await preview(secretary, 'lastName,firstName,sex\nOwner,Hawa,F\n');
    const admin = await h.signIn('admin');
    expectEnvelope(await admin.get(`/api/students/import/${body.id}`), 404);
    expectEnvelope(await admin.post(`/api/students/import/${body.id}`), 404);
    expect((await job(body.id)).status).toBe('previewed');

    await db().updateTable('import_jobs').set({ expires_at: LONG_AGO }).where('id', '=', body.id).execute();
    expect((await secretary.get(`/api/students/import/${body.id}`)).body.message).toBe(translate('en', 'errors.importNotFound'));
    expectEnvelope(await secretary.get(`/api/students/import/${body.id}`), 404);
    expectEnvelope(await secretary.post(`/api/students/import/${body.id}`), 404);
    expect(await named('Owner')).toBe(0);

    await db().updateTable('import_jobs').set({ expires_at: LONG_AGO }).where('id', '=', finished[0]).execute();
    await preview(secretary, 'lastName,firstName,sex\nSweep,Ibrahim,M\n'); // a preview sweeps
    const left = (await db().selectFrom('import_jobs').select('id').execute()).map((row) => row.id);
    expect(left).not.toContain(body.id);
    expect(left).not.toContain(finished[0]);
    expect(left).toContain(finished[1]);
  });

  if (dialect === 'postgres') {
    it('leaves a job running while its writer, in another process, still beats', async () => {
      const { body } = await preview(secretary, 'lastName,firstName,sex\nAlive,Jules,M\n');
      await leftRunning(body.id, FAR_AHEAD);
      await restart();
      expect((await secretary.get(`/api/students/import/${body.id}`)).body).toMatchObject({ status: 'running' });
      expect((await job(body.id)).status).toBe('running');
      await db().updateTable('import_jobs').set({ status: 'failed' }).where('id', '=', body.id).execute();
    });

    it('rolls back a writer whose job another process declared dead meanwhile, so a failed job never has students', async () => {
      const before = await students();
      const { body } = await preview(secretary, 'lastName,firstName,sex\nLate,Kofi,M\nLate,Lina,F\n');
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      let locked!: () => void;
      const isLocked = new Promise<void>((resolve) => (locked = resolve));
      // Holds the writer at its first insert (reads still pass).
      const holder = db()
        .transaction()
        .execute(async (trx) => {
          await sql`lock table students in exclusive mode`.execute(trx);
          locked();
          await released;
        });
      await isLocked;
      try {
        expect((await secretary.post(`/api/students/import/${body.id}`)).status).toBe(202);
        // What a reader elsewhere writes once the heartbeat has been silent too long.
        await db()
          .updateTable('import_jobs')
          .set({ status: 'failed', message_key: 'errors.importInterrupted', rows_json: null })
          .where('id', '=', body.id)
          .execute();
      } finally {
        release();
        await holder;
      }
      expect(await settled(secretary, body.id)).toMatchObject({
        status: 'failed',
        created: 0,
        message: translate('en', 'errors.importInterrupted'),
      });
      expect(await job(body.id)).toMatchObject({ status: 'failed', created: 0 });
      expect(await students()).toBe(before);
      expect(await named('Late')).toBe(0);
    });
  }
});
