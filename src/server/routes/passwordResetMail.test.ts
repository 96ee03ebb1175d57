import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { buildApp } from '../app';
import { readConfig, type Config } from '../config';
import { migrateToLatest, type DatabaseHandle } from '../db/database';
import { seedDemoSchool } from '../db/seed';
import type { Db } from '../db/schema';
import { noticeSenderFor } from '../services/messages/notices/fromConfig';
import { dialects, openTestDatabase } from '../testing/harness';
import { TestSmtp } from '../testing/noticeServers';

/** Every value of every row of every table, as one text: where a secret kept in clear would show. */
async function everything(db: Db, dialect: string): Promise<string> {
  const tables =
    dialect === 'postgres'
      ? await sql<{
          name: string;
        }>`select table_name as name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE'`.execute(
          db,
        )
      : await sql<{ name: string }>`select name from sqlite_master where type = 'table'`.execute(db);
  const dumps: string[] = [];
  for (const { name } of tables.rows) dumps.push(JSON.stringify((await sql`select * from ${sql.table(name)}`.execute(db)).rows));
  return dumps.join('\n');
}

const until = async (check: () => boolean | Promise<boolean>, what: string) => {
  for (let poll = 0; poll < 1_000; poll++) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`never: ${what}`);
};

/**
 * The password reset's mail goes through the notices' queue (docs/decisions.md): its code is
 * never kept in clear in any table nor written to the log, and the mail reaches the mail server
 * through the queue's retries after a failure.
 */
describe.each(dialects())('the password-reset mail on %s', (dialect) => {
  let database: DatabaseHandle;
  let smtp: TestSmtp;
  const lines: string[] = [];
  const apps: { app: FastifyInstance; dataDir: string }[] = [];
  const db = () => database.db;

  /** The app as main.ts builds it, its log kept in `lines` at every level. */
  async function appWith(over: Partial<Config>): Promise<FastifyInstance> {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'scola-reset-'));
    const config: Config = { ...readConfig({}), clientDir: '/nonexistent', dataDir, ...over };
    const app = await buildApp({
      config,
      db: db(),
      logger: { level: 'trace', stream: { write: (line: string) => void lines.push(line) } },
      noticeSender: noticeSenderFor(db(), config, undefined, { backoffBaseSeconds: 0.3, backoffMaxSeconds: 1, pollMs: 20 }),
    });
    apps.push({ app, dataDir });
    await app.listen({ port: 0, host: '127.0.0.1' });
    return app;
  }
  /** A GET over HTTP, as the browser asks; its status. */
  const get = async (app: FastifyInstance, url: string) => {
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const response = await fetch(`http://127.0.0.1:${port}${url}`);
    await response.arrayBuffer();
    return response.status;
  };

  beforeAll(async () => {
    smtp = await new TestSmtp().start();
    database = await openTestDatabase(dialect, 4);
    await migrateToLatest(database.db);
    await seedDemoSchool(database.db, { schoolName: 'Lycée de test', students: 10, today: new Date('2026-11-21T08:00:00Z') });
  });
  afterEach(async () => {
    for (const { app, dataDir } of apps.splice(0)) {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
  afterAll(async () => {
    await database.close();
    await smtp.stop();
  });

  it('queues the mail sealed, keeps the code in no table and no log line, and delivers it through SMTP after a failure', async () => {
    const app = await appWith({ smtpUrl: smtp.url });
    app.noticeSender.start();
    smtp.deferNext = 2;
    expect(await get(app, '/users/password-reset?username=a.bello')).toBe(200);

    // Put off by the mail server: the mail waits in the queue for its next attempt, sealed.
    await until(() => smtp.deferred >= 1, 'the mail server was asked');
    const whileQueued = await everything(db(), dialect);
    const queued = await db().selectFrom('guardian_notices').selectAll().where('kind', '=', 'staff').executeTakeFirstOrThrow();
    expect(queued).toMatchObject({ student_id: null, channel: 'email', address: 'a-bello@lycee-demo.cm', status: 'queued' });
    expect(queued.body).toMatch(/^sealed:v1:/);

    await until(() => smtp.mails.length === 1, 'the mail was delivered');
    const mail = smtp.mails[0];
    expect(mail.to).toEqual(['a-bello@lycee-demo.cm']);
    const code = /Reset code \(valid one hour\): (\S+)/.exec(mail.raw)?.[1];
    expect(code).toBeDefined();
    await until(
      async () =>
        (await db().selectFrom('guardian_notices').select('status').where('id', '=', queued.id).executeTakeFirstOrThrow()).status ===
        'sent',
      'the mail was recorded sent',
    );
    const sent = await db().selectFrom('guardian_notices').selectAll().where('id', '=', queued.id).executeTakeFirstOrThrow();
    // Put off twice, sent the third time: the queue's retries, each attempt counted.
    expect(smtp.deferred).toBe(2);
    expect(sent).toMatchObject({ status: 'sent', attempts: 3, body: '' });

    for (const text of [whileQueued, await everything(db(), dialect)]) expect(text).not.toContain(code);
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.filter((line) => line.includes(code!))).toEqual([]);
    // The code is the one the reset takes.
    expect(await get(app, `/users/password-reset?token=${code}&password=reset-and-long`)).toBe(200);
    // The staff mail is not part of the guardians' outbox.
    await db().deleteFrom('guardian_notices').where('kind', '=', 'staff').execute();
  });

  it('without SMTP sends nothing, keeps nothing and logs no code', async () => {
    const app = await appWith({ smtpUrl: undefined });
    const before = lines.length;
    expect(await get(app, '/users/password-reset?username=principal')).toBe(200);
    // The reset route logs at warn and above only (its query may carry a password): what it says of the mail is there.
    await until(() => lines.slice(before).some((line) => /mail/i.test(line)), 'the mail was dealt with');
    const logged = lines.slice(before);
    expect(logged.filter((line) => /Reset code|valid one hour/.test(line))).toEqual([]);
    expect(await everything(db(), dialect)).not.toMatch(/Reset code|valid one hour/);
  });
});
