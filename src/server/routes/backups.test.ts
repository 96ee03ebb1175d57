import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { BackupState } from '../../domain/contract/backups';
import type { BackupServiceOptions } from '../operations/backups/service';
import { writeTarGz } from '../operations/backups/tarArchive';
import { dialects, expectEnvelope, startHarness, type Harness, type TestClient } from '../testing/harness';

/** How many times a test asks after a backup before it calls it stuck (a bound, not a clock). */
const MAX_POLLS = 500;

describe.each(dialects())('backups over HTTP on %s', (dialect) => {
  let h: Harness;
  let admin: TestClient;

  beforeAll(async () => {
    h = await startHarness(dialect);
    admin = await h.signIn('admin');
  });
  afterAll(() => h.close());

  const untilDone = async (): Promise<BackupState> => {
    for (let poll = 0; poll < MAX_POLLS; poll++) {
      const state = (await admin.get('/api/backups')).body as BackupState;
      if (!state.running) return state;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error('the backup never finished');
  };

  /** Holds the next archive's writing until `release` is called, so a test sees the backup running. */
  const holdNextBackup = () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const options = (h.app.backups as unknown as { options: BackupServiceOptions }).options;
    options.writer = async (...args) => {
      await gate;
      options.writer = undefined;
      return writeTarGz(...args);
    };
    return release;
  };

  it('backs up now (202, then running to done), lists it verified, and refuses a second while one runs (409)', async () => {
    const empty = await admin.get('/api/backups');
    expect(empty.status).toBe(200);
    expect(empty.body).toMatchObject({
      method: dialect === 'sqlite' ? 'sqlite' : 'pg_dump',
      directory: h.config.backupDir,
      backups: [],
      running: null,
      lastGoodAt: null,
      stale: true,
      schedule: { time: '02:00', keepDaily: 7, keepMonthly: 12 },
    });

    const release = holdNextBackup();
    const started = await admin.post('/api/backups');
    expect(started.status).toBe(202);
    expect(started.body.running).toMatchObject({ reason: 'manual', step: expect.any(String), progress: expect.any(Number) });
    expectEnvelope(await admin.post('/api/backups'), 409);
    release();

    const done = await untilDone();
    expect(done.lastFailure).toBeNull();
    expect(done.stale).toBe(false);
    expect(done.backups).toHaveLength(1);
    const [backup] = done.backups;
    expect(backup).toMatchObject({
      reason: 'manual',
      verified: true,
      problem: null,
      version: expect.any(String),
      migration: expect.stringMatching(/^\d{4}_/),
    });
    expect(backup.name).toMatch(/^scola-\d{8}-\d{6}-manual\.tar\.gz$/);
    expect(done.lastGoodAt).toBe(backup.createdAt);
    if (dialect === 'sqlite') expect(backup.rows).toBeGreaterThan(0);

    const audited = await h.database.db.selectFrom('audit_log').select(['entity', 'entity_id']).where('entity', '=', 'backup').execute();
    expect(audited).toEqual([{ entity: 'backup', entity_id: backup.name }]);
  });

  it('verifies an archive again and downloads its exact bytes (audited)', async () => {
    const [backup] = ((await admin.get('/api/backups')).body as BackupState).backups;
    const verified = await admin.post(`/api/backups/${backup.name}/verify`);
    expect(verified.status).toBe(200);
    expect(verified.body).toMatchObject({ name: backup.name, verified: true, problem: null });

    const response = await fetch(`${h.baseUrl}/api/backups/${backup.name}/file`, { headers: { authorization: `Bearer ${admin.token}` } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/octet-stream');
    // Saved under its own name, as the Backups tab saves it: letters, digits, dot, dash, underscore, the same twice.
    expect(backup.name).toMatch(/^[A-Za-z0-9._-]+$/);
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="${backup.name}"; filename*=UTF-8''${backup.name}`);
    expect(Buffer.from(await response.arrayBuffer())).toEqual(await readFile(path.join(h.config.backupDir, backup.name)));
    // The start, then the download.
    const audited = await h.database.db
      .selectFrom('audit_log')
      .select(['action', 'after_json'])
      .where('entity', '=', 'backup')
      .where('entity_id', '=', backup.name)
      .orderBy('id')
      .execute();
    expect(audited).toEqual([
      { action: 'create', after_json: null },
      { action: 'update', after_json: JSON.stringify({ downloaded: true }) },
    ]);
  });

  it('answers 404 for an unknown archive, 400 for a name that is a path, 403 to anyone but the admin', async () => {
    expectEnvelope(await admin.post('/api/backups/scola-20200101-000000-manual.tar.gz/verify'), 404);
    expectEnvelope(await admin.get('/api/backups/scola-20200101-000000-manual.tar.gz/file'), 404);
    expectEnvelope(await admin.get('/api/backups/notes.txt/file'), 404);
    expectEnvelope(await admin.get('/api/backups/..%2Fscola.sqlite/file'), 400);
    expectEnvelope(await admin.post('/api/backups/a%2Fb/verify'), 400);
    const principal = await h.signIn('principal');
    expectEnvelope(await principal.get('/api/backups'), 403);
    expectEnvelope(await principal.post('/api/backups'), 403);
    expectEnvelope(await h.client().get('/api/backups'), 401);
  });
});
