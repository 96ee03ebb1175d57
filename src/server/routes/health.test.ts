import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { DISK_LOW_BYTES, healthSchema, type Health } from '../../domain/contract/health';
import { buildApp, type AppOptions } from '../app';
import { readConfig } from '../config';
import { migrateToLatest, type DatabaseHandle } from '../db/database';
import { SCOLA_VERSION } from '../version';
import { dialects, openTestDatabase, startHarness, type Harness } from '../testing/harness';

/** As a server answers before its first backup: well, with the missing backup named as a warning. */
const healthy = (extra: Partial<Health> = {}) => ({
  status: 'ok',
  version: SCOLA_VERSION,
  database: 'ok',
  migrations: 'current',
  outbox: expect.objectContaining({ queued: expect.any(Number) }),
  lastBackup: null,
  disk: 'ok',
  problems: ['backup'],
  ...extra,
});

/** The answer checked against the contract, field by field, whatever its status. */
async function expectShape(body: unknown): Promise<Health> {
  const health = await healthSchema.validate(body, { strict: true });
  expect(Object.keys(body as object).sort()).toEqual(Object.keys(healthSchema.fields).sort());
  return health;
}

describe.each(dialects())('GET /api/health on %s', (dialect) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(dialect);
  });
  afterAll(() => h.close());

  /** An app of its own on its own database, for the sources a test replaces; closed after the test. */
  const extras: Array<() => Promise<void>> = [];
  afterEach(async () => {
    for (const close of extras.splice(0).reverse()) await close();
  });
  async function appOn(database: DatabaseHandle, options: Partial<AppOptions> = {}, apps: FastifyInstance[] = []): Promise<string> {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'scola-health-'));
    const app: FastifyInstance = await buildApp({
      config: { ...readConfig({}), clientDir: '/nonexistent', dataDir, backupDir: path.join(dataDir, 'backups') },
      db: database.db,
      ...options,
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    apps.push(app);
    extras.push(async () => {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    });
    const address = app.server.address();
    return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  }
  async function migratedDatabase(): Promise<DatabaseHandle> {
    const database = await openTestDatabase(dialect);
    await migrateToLatest(database.db);
    return database;
  }
  const getHealth = async (baseUrl: string) => {
    const response = await fetch(`${baseUrl}/api/health`);
    return { status: response.status, headers: response.headers, body: (await response.json()) as unknown };
  };

  it('answers 200 without sign-in, with the version, never cached, and no personal data', async () => {
    const response = await h.client().get('/api/health');
    expect(response.status).toBe(200);
    expect(await expectShape(response.body)).toEqual(healthy());
    expect(response.headers.get('cache-control')).toBe('no-store');

    // Names and addresses of the school's people, none of which may appear in the answer.
    const text = JSON.stringify(response.body).toLowerCase();
    const students = await h.database.db.selectFrom('students').select(['last_name', 'first_name', 'matricule']).execute();
    const users = await h.database.db.selectFrom('users').select(['username', 'last_name', 'email']).execute();
    const personal = [...students.flatMap(Object.values), ...users.flatMap(Object.values)].filter(
      (value): value is string => typeof value === 'string' && value.length > 3,
    );
    expect(personal.length).toBeGreaterThan(40);
    expect(personal.filter((value) => text.includes(value.toLowerCase()))).toEqual([]);
  });

  it('counts the queued notices and staff mail, and gives the age of the oldest', async () => {
    const db = h.database.db;
    const student = await db.selectFrom('students').select('id').orderBy('id').executeTakeFirstOrThrow();
    const before = await db
      .selectFrom('guardian_notices')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('status', '=', 'queued')
      .executeTakeFirstOrThrow();
    const oldest = '2020-01-01T00:00:00.000Z';
    const notice = { kind: 'absence', channel: 'sms', address: '+237600000000', body: 'x', attempts: 0 } as const;
    await db
      .insertInto('guardian_notices')
      .values([
        { ...notice, student_id: student.id, source: 'health-test-1', status: 'queued', created_at: oldest },
        {
          ...notice,
          student_id: null,
          kind: 'staff',
          channel: 'email',
          source: 'health-test-2',
          status: 'queued',
          created_at: '2021-01-01T00:00:00.000Z',
        },
        { ...notice, student_id: student.id, source: 'health-test-3', status: 'sent', created_at: '2019-01-01T00:00:00.000Z' },
        { ...notice, student_id: student.id, source: 'health-test-4', status: 'failed', created_at: '2019-01-01T00:00:00.000Z' },
      ])
      .execute();
    const asked = Date.now();
    const response = await h.client().get('/api/health');
    const answered = Date.now();
    expect(response.status).toBe(200);
    const { outbox } = await expectShape(response.body);
    expect(outbox.queued).toBe(Number(before.n) + 2);
    // The age of the 2020 row, whenever between the two readings of the clock the server read its own.
    expect(outbox.oldestAgeSeconds).toBeGreaterThanOrEqual(Math.floor((asked - Date.parse(oldest)) / 1000));
    expect(outbox.oldestAgeSeconds).toBeLessThanOrEqual(Math.ceil((answered - Date.parse(oldest)) / 1000));
    expect(JSON.stringify(response.body)).not.toContain('+237600000000');
    await db.deleteFrom('guardian_notices').where('source', 'like', 'health-test-%').execute();
  });

  it('answers 503 naming the migrations while one is pending, and while the database knows one this code does not', async () => {
    const db = h.database.db;
    const last = await sql<{
      name: string;
      timestamp: string;
    }>`select name, timestamp from kysely_migration order by name desc limit 1`.execute(db);
    const { name, timestamp } = last.rows[0];
    await sql`delete from kysely_migration where name = ${name}`.execute(db);
    try {
      const pending = await h.client().get('/api/health');
      expect(pending.status).toBe(503);
      expect(await expectShape(pending.body)).toEqual(
        healthy({ status: 'failing', migrations: 'pending', problems: ['migrations', 'backup'] }),
      );
    } finally {
      await sql`insert into kysely_migration (name, timestamp) values (${name}, ${timestamp})`.execute(db);
    }

    await sql`insert into kysely_migration (name, timestamp) values ('9999_from_a_newer_scola', ${timestamp})`.execute(db);
    try {
      const newer = await h.client().get('/api/health');
      expect(newer.status).toBe(503);
      expect(await expectShape(newer.body)).toEqual(
        healthy({ status: 'failing', migrations: 'newer', problems: ['migrations', 'backup'] }),
      );
    } finally {
      await sql`delete from kysely_migration where name = '9999_from_a_newer_scola'`.execute(db);
    }
    expect((await h.client().get('/api/health')).status).toBe(200);
  });

  it('answers 503 naming the database when it cannot be reached', async () => {
    const database = await migratedDatabase();
    const baseUrl = await appOn(database);
    expect((await getHealth(baseUrl)).status).toBe(200);
    await database.close();
    const response = await getHealth(baseUrl);
    expect(response.status).toBe(503);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await expectShape(response.body)).toEqual({
      ...healthy({ status: 'failing', database: 'unreachable', migrations: 'unknown', problems: ['database', 'backup'] }),
      outbox: { queued: 0, oldestAgeSeconds: null },
    });
  });

  it('answers 503 naming the disk when the data or the backup disk is nearly full', async () => {
    const database = await migratedDatabase();
    extras.push(() => database.close());
    const seen: string[] = [];
    const baseUrl = await appOn(database, {
      health: {
        freeBytes: async (directory) => {
          seen.push(directory);
          return directory.endsWith('backups') ? DISK_LOW_BYTES - 1 : DISK_LOW_BYTES * 10;
        },
      },
    });
    const response = await getHealth(baseUrl);
    expect(response.status).toBe(503);
    expect(await expectShape(response.body)).toEqual(healthy({ status: 'failing', disk: 'low', problems: ['disk', 'backup'] }));
    expect(seen).toHaveLength(2);
  });

  it('names a stale backup without failing the answer, and a recent one not at all', async () => {
    const database = await migratedDatabase();
    extras.push(() => database.close());
    const stale = '2020-01-01T02:00:00.000Z';
    let backups = { lastGoodAt: stale as string | null, stale: true };
    const baseUrl = await appOn(database, { health: { backups: async () => backups } });
    const old = await getHealth(baseUrl);
    expect(old.status).toBe(200);
    expect(await expectShape(old.body)).toEqual(healthy({ lastBackup: stale, problems: ['backup'] }));

    const recent = new Date().toISOString();
    backups = { lastGoodAt: recent, stale: false };
    expect(await expectShape((await getHealth(baseUrl)).body)).toEqual(healthy({ lastBackup: recent, problems: [] }));
  });

  it("reads the backups from the server's own backup folder: none yet is a warning, a verified one is not", async () => {
    const database = await migratedDatabase();
    extras.push(() => database.close());
    const apps: FastifyInstance[] = [];
    const baseUrl = await appOn(database, { health: {} }, apps);
    expect(await expectShape((await getHealth(baseUrl)).body)).toEqual(healthy());
    const made = await (await apps[0].backups.start('manual')).done;
    expect(made?.verified).toBe(true);
    expect(await expectShape((await getHealth(baseUrl)).body)).toEqual(healthy({ lastBackup: made?.createdAt, problems: [] }));
  });
});
