/**
 * Report-card batches behind a load balancer (issue 31): several app instances on one database,
 * each with a data directory of its own, as on two machines. A batch started on one is followed and
 * downloaded from another; a batch whose process died is made by another, once; a batch let go by
 * a clean stop is made by the next process asked. Against the batches kept in one process's memory
 * (and their file in its DATA_DIR) every one of these answered 404 on the other process.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { ReportCardBatches } from '../services/marksheet/reportCards/batches';
import { PhotoStore } from '../services/students/photos';
import { translate } from '../i18n';
import * as cardData from '../services/marksheet/reportCards/load';
import { dialects, expectEnvelope, startHarness, TestClient, type Harness } from '../testing/harness';
import { pdfPageCount } from '../testing/pdfText';

/** How many times a test asks after a batch before it calls the batch stuck (a bound, not a clock). */
const MAX_POLLS = 400;
const LONG_AGO = '2000-01-01T00:00:00.000Z';

interface Instance {
  app: FastifyInstance;
  baseUrl: string;
  dataDir: string;
}

describe.each(dialects())('report-card batches across processes on %s', (dialect) => {
  let h: Harness;
  let b: Instance;
  let token: string;
  const extra: Instance[] = [];

  /** Another server process on the same database, with a data directory of its own. */
  const serve = async (): Promise<Instance> => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'scola-other-'));
    const app = await buildApp({ config: { ...h.config, dataDir, backupDir: path.join(dataDir, 'backups') }, db: h.database.db });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    return { app, dataDir, baseUrl: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}` };
  };
  /** The studies director, signed in once: the token is in the database, good on every process. */
  const on = (baseUrl: string) => Object.assign(new TestClient(baseUrl), { token });
  const row = (id: string) => h.database.db.selectFrom('report_card_batches').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  const settled = async (client: TestClient, id: string) => {
    for (let poll = 0; poll < MAX_POLLS; poll++) {
      const batch = (await client.get(`/api/report-card-batches/${id}`)).body;
      if (batch.status !== 'running') return batch;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`the batch ${id} was still running after ${MAX_POLLS} polls`);
  };

  const download = async (baseUrl: string, id: string) => {
    const response = await fetch(`${baseUrl}/api/report-card-batches/${id}/file`, {
      headers: { authorization: `Bearer ${token}`, 'accept-language': 'fr' },
    });
    return {
      status: response.status,
      disposition: response.headers.get('content-disposition'),
      bytes: Buffer.from(await response.arrayBuffer()),
    };
  };

  /** Holds the first classroom's cards of the next batch made, wherever it is made, until released. */
  const holdFirstClassroom = () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let first = true;
    const realCards = cardData.classroomCards;
    const spy = jest.spyOn(cardData, 'classroomCards').mockImplementation(async (...args) => {
      if (first) {
        first = false;
        await held;
      }
      return realCards(...args);
    });
    return {
      release,
      restore: () => {
        release();
        spy.mockRestore();
      },
    };
  };

  beforeAll(async () => {
    h = await startHarness(dialect);
    b = await serve();
    token = (await h.signIn('studies')).token!;
  });
  afterAll(async () => {
    for (const instance of [b, ...extra]) {
      await instance?.app.close();
      if (instance) rmSync(instance.dataDir, { recursive: true, force: true });
    }
    await h.close();
  });

  it('follows on B and downloads from B, byte for byte, a batch started on A', async () => {
    const start = await on(h.baseUrl).post('/api/report-card-batches', { periodType: 'trimester', period: 1, lang: 'fr' });
    expect(start.status).toBe(202);
    expect((await on(b.baseUrl).get(`/api/report-card-batches/${start.body.id}`)).status).toBe(200);
    // Only the user who started it may follow it, on any process.
    expectEnvelope(await (await h.signIn('principal')).get(`/api/report-card-batches/${start.body.id}`), 404);
    const batch = await settled(on(b.baseUrl), start.body.id);
    expect(batch).toMatchObject({ status: 'done', made: start.body.total, classroomsDone: start.body.classrooms, message: null });
    const fromA = await download(h.baseUrl, batch.id);
    const fromB = await download(b.baseUrl, batch.id);
    expect(fromB.status).toBe(200);
    expect(fromB.disposition).toBe(`attachment; filename="bulletins-trimestre-1.pdf"; filename*=UTF-8''bulletins-trimestre-1.pdf`);
    expect(fromB.bytes.length).toBe(batch.bytes);
    expect(fromB.bytes.equals(fromA.bytes)).toBe(true);
    expect(pdfPageCount(fromB.bytes)).toBe(batch.made);
    // Made once, by A: no process claimed it meanwhile.
    expect((await row(batch.id)).runs).toBe(1);
  });

  it('makes again, on one process only, a batch whose process died, and the dead run writes nothing more', async () => {
    const dying = await serve();
    extra.push(dying);
    const hold = holdFirstClassroom();
    try {
      const start = await on(dying.baseUrl).post('/api/report-card-batches', { periodType: 'annual', period: 0 });
      expect(start.status).toBe(202);
      // The process "dies": it stops beating (held in its first classroom), and its heartbeat grows old.
      await h.database.db.updateTable('report_card_batches').set({ heartbeat_at: LONG_AGO }).where('id', '=', start.body.id).execute();
      // A and B read it at the same moment: both see it stale, one claim wins.
      const [onA, onB] = await Promise.all([
        on(h.baseUrl).get(`/api/report-card-batches/${start.body.id}`),
        on(b.baseUrl).get(`/api/report-card-batches/${start.body.id}`),
      ]);
      expect([onA.status, onB.status]).toEqual([200, 200]);
      expect((await row(start.body.id)).runs).toBe(2);
      const batch = await settled(on(b.baseUrl), start.body.id);
      expect(batch).toMatchObject({ status: 'done', made: start.body.total, total: start.body.total, message: null });
      const file = await download(h.baseUrl, batch.id);
      expect(pdfPageCount(file.bytes)).toBe(batch.made);

      // The first run wakes up: its batch was taken, so it stops without writing (its close waits for it).
      hold.release();
      await dying.app.close();
      const after = await row(batch.id);
      expect(after).toMatchObject({ status: 'done', runs: 2, made: batch.made, bytes: batch.bytes });
      expect(Buffer.from(after.pdf!).equals(file.bytes)).toBe(true);
    } finally {
      hold.restore();
    }
  });

  it('refuses a batch of more cards than one batch makes, and writes nothing', async () => {
    const db = h.database.db;
    const studies = await db.selectFrom('users').select('id').where('username', '=', 'studies').executeTakeFirstOrThrow();
    const year = await db.selectFrom('school_years').select('id').where('current', '=', 1).executeTakeFirstOrThrow();
    const request = { schoolYearId: year.id, periodType: 'trimester' as const, period: 1, lang: 'fr' as const, levelId: null };
    const rows = async () => (await db.selectFrom('report_card_batches').select('id').execute()).length;
    const before = await rows();
    const { total } = (await on(h.baseUrl).post('/api/report-card-batches', { periodType: 'trimester', period: 1, lang: 'fr' })).body;
    const small = new ReportCardBatches(db, new PhotoStore(db), { maxCards: total - 1 });
    await expect(small.start(studies.id, request)).rejects.toMatchObject({
      statusCode: 400,
      messageKey: 'errors.batchTooLarge',
      values: { count: total, max: total - 1 },
    });
    expect(await rows()).toBe(before + 1);
    expect(translate('fr', 'errors.batchTooLarge', { count: 12000, max: 10000 })).toBe(
      'Ce lot compte trop de bulletins (12000)\u00a0: au plus 10000 sont préparés à la fois. Choisissez un niveau.',
    );
    // At the most it makes, the batch starts.
    const exact = new ReportCardBatches(db, new PhotoStore(db), { maxCards: total });
    expect((await exact.start(studies.id, request)).total).toBe(total);
    await exact.close();
  });

  it('takes over a running row left with an old heartbeat', async () => {
    const studies = await h.database.db.selectFrom('users').select('id').where('username', '=', 'studies').executeTakeFirstOrThrow();
    const year = await h.database.db.selectFrom('school_years').select('id').where('current', '=', 1).executeTakeFirstOrThrow();
    const id = 'left-by-a-dead-process';
    await h.database.db
      .insertInto('report_card_batches')
      .values({
        id,
        user_id: studies.id,
        status: 'running',
        school_year_id: year.id,
        level_id: null,
        period_type: 'sequence',
        period: 2,
        lang: 'en',
        classrooms: 1,
        classrooms_done: 1,
        total: 3,
        made: 3,
        bytes: null,
        message: null,
        pdf: null,
        runs: 4,
        heartbeat_at: LONG_AGO,
        created_at: new Date().toISOString(),
        expires_at: new Date(Date.now() + 3_600_000).toISOString(),
      })
      .execute();
    const claimed = await on(b.baseUrl).get(`/api/report-card-batches/${id}`);
    // Made again from the start, with the classrooms as they are now.
    expect(claimed.body).toMatchObject({ status: 'running', made: 0, classroomsDone: 0, periodType: 'sequence', period: 2, lang: 'en' });
    const batch = await settled(on(h.baseUrl), id);
    expect(batch).toMatchObject({ status: 'done', made: claimed.body.total, classroomsDone: claimed.body.classrooms });
    expect((await row(id)).runs).toBe(5);
    expect(pdfPageCount((await download(b.baseUrl, id)).bytes)).toBe(batch.made);
  });

  it('fails rather than makes again a dead batch past its lifetime', async () => {
    const start = await on(h.baseUrl).post('/api/report-card-batches', { periodType: 'sequence', period: 1, lang: 'en' });
    await settled(on(h.baseUrl), start.body.id);
    await h.database.db
      .updateTable('report_card_batches')
      .set({ status: 'running', heartbeat_at: LONG_AGO, expires_at: LONG_AGO })
      .where('id', '=', start.body.id)
      .execute();
    const batch = (await on(b.baseUrl).get(`/api/report-card-batches/${start.body.id}`)).body;
    expect(batch).toMatchObject({ status: 'failed', message: expect.stringMatching(/server making them stopped/) });
    expectEnvelope(await on(b.baseUrl).get(`/api/report-card-batches/${start.body.id}/file`), 409);
  });

  it('lets a batch go at a clean stop, and the next process asked makes it', async () => {
    const stopping = await serve();
    extra.push(stopping);
    const hold = holdFirstClassroom();
    try {
      const start = await on(stopping.baseUrl).post('/api/report-card-batches', { periodType: 'annual', period: 0 });
      expect(start.status).toBe(202);
      expect(start.body.classrooms).toBeGreaterThan(1);
      // The held classroom goes on once the stop has begun, so the run meets the stop at the next one.
      const realClose = ReportCardBatches.prototype.close;
      const close = jest.spyOn(ReportCardBatches.prototype, 'close').mockImplementation(function (this: ReportCardBatches) {
        const closing = realClose.call(this);
        hold.release();
        return closing;
      });
      try {
        await stopping.app.close();
      } finally {
        close.mockRestore();
      }
      // Released, not failed: still running, its heartbeat stale at once.
      expect(await row(start.body.id)).toMatchObject({ status: 'running', runs: 1, heartbeat_at: new Date(0).toISOString() });
      const batch = await settled(on(b.baseUrl), start.body.id);
      expect(batch).toMatchObject({ status: 'done', made: start.body.total, message: null });
      expect((await row(start.body.id)).runs).toBe(2);
    } finally {
      hold.restore();
    }
  });
});
