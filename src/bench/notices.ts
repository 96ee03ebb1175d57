/**
 * `npm run bench`, notices to guardians (issue 17): a school of 2,000 students. Through the whole
 * app (auth, XSRF, validation, audit): queueing a message to the guardians of every classroom (one
 * notice per student, in one transaction); then the outbox's sender draining them against a real
 * SMS gateway on a local port (node:http), 20 in flight. On SQLite, and on PostgreSQL too when
 * BENCH_DATABASE_URL is set. Prints figures; fails when a notice is lost or sent twice.
 */
import { sql } from 'kysely';
import { buildApp } from '../server/app';
import { readConfig } from '../server/config';
import { migrateToLatest, type DatabaseHandle } from '../server/db/database';
import { seedDemoSchool } from '../server/db/seed';
import { SmsGateway } from '../server/services/messages/notices/channels';
import { countByStatus, NoticeSender } from '../server/services/messages/notices/sender';
import { TestGateway } from '../server/testing/noticeServers';
import { adminCaller, figure, onEachDatabase, run, timeEach } from './measure';

const STUDENTS = 2000;

async function measure(label: string, database: DatabaseHandle, dataDir: string): Promise<void> {
  const db = database.db;
  await migrateToLatest(db);
  await seedDemoSchool(db, { schoolName: 'Lycée de mesure', students: STUDENTS });
  if (label === 'PostgreSQL') await sql`analyze`.execute(db);
  console.log(`\nNotices to guardians on ${label}: ${STUDENTS} students`);
  const app = await buildApp({ config: { ...readConfig({}), dataDir }, db });
  const gateway = await new TestGateway().start();
  try {
    const call = await adminCaller(app);
    const classroomIds = (await db.selectFrom('classrooms').select('id').execute()).map((row) => row.id);
    let queued = 0;
    figure(
      `queueing a message to the guardians of ${STUDENTS} students`,
      await timeEach(
        3,
        async (run) => {
          const response = await call('POST', '/api/guardian-notices', {
            kind: 'message',
            classroomIds,
            channel: 'sms',
            text: 'Réunion des parents samedi à 9 h pour {student}.',
            batchId: `bench-${label.toLowerCase()}-${run + 10}`,
          });
          queued += (response.json() as { queued: number }).queued;
        },
        1,
      ),
      '≤ 1 s',
    );
    if (queued !== 4 * STUDENTS) throw new Error(`queued ${queued} notices, expected ${4 * STUDENTS}`);

    const sender = new NoticeSender(db, {
      channels: {
        sms: new SmsGateway({ url: gateway.url, method: 'POST', body: '{"to":"{phone}","text":"{text}"}', headers: {}, timeoutMs: 5000 }),
      },
      concurrency: 20,
    });
    const started = performance.now();
    const sent = await sender.drain();
    const seconds = (performance.now() - started) / 1000;
    const counts = await countByStatus(db);
    const repeated = gateway.repeatedKeys().length;
    console.log(
      `  ${'the outbox draining them against a local gateway'.padEnd(56)} ${sent} notices in ${seconds.toFixed(1)} s: ${(sent / seconds).toFixed(0)} notices/s   (target ≥ 200 notices/s)`,
    );
    console.log(`  queued left ${counts.queued}, failed ${counts.failed}, sent twice ${repeated}   (target 0, 0, 0)`);
    if (counts.queued || counts.failed || repeated || gateway.requests.length !== queued)
      throw new Error(`lost or doubled notices: ${JSON.stringify(counts)}, ${repeated} repeated, ${gateway.requests.length} requests`);
    await sender.stop();
  } finally {
    await gateway.stop();
    await app.close();
  }
}

run(() => onEachDatabase('notices', measure));
