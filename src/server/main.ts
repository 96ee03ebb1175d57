/** `npm start`: read the settings, open and migrate the database, seed the demo school, listen. */
import path from 'node:path';
import { buildApp } from './app';
import { readConfig } from './config';
import { migrateToLatest, openDatabase } from './db/database';
import { seedDemoSchool } from './db/seed';
import { DEMO_PASSWORD } from './db/seedData';
import { stopCleanlyOnSignals } from './operations/cleanStop';
import { collectWhenIdle } from './operations/idleMemory';
import { startDailySweeps } from './operations/dailySweeps';
import { backUpBeforeMigrating } from './operations/backups/beforeMigration';
import { markServerRunning } from './operations/backups/serverMark';
import { moveImageFilesIn } from './services/students/photos';

async function main(): Promise<void> {
  const config = readConfig();
  const database = openDatabase({ url: config.databaseUrl, sqliteFile: path.join(config.dataDir, 'scola.sqlite') });
  markServerRunning(config.dataDir);
  await backUpBeforeMigrating(database.db, config);
  await migrateToLatest(database.db);
  const moved = await moveImageFilesIn(database.db, config.dataDir);
  if (moved) console.log(`${moved} photos and logos moved from ${path.join(config.dataDir, 'photos')} into the database`);
  const seeded =
    config.seedDemo &&
    (await seedDemoSchool(database.db, {
      schoolName: config.schoolName,
      marks: true,
      presence: true,
      payments: true,
      notices: true,
      gateways: { sms: config.smsGateway !== undefined, email: config.smtpUrl !== undefined },
    }));
  const app = await buildApp({ config, db: database.db, logger: { level: config.logLevel } });
  // Once a day across every process on the database (issue 31): the day's sweeps are claimed.
  const stopSweeps = startDailySweeps({ db: database.db, auditRetentionDays: config.auditRetentionDays, log: app.log });
  // The clean stop (issue 27): app.close() stops every background worker through its onClose hook.
  app.addHook('onClose', stopSweeps);
  stopCleanlyOnSignals(app, { closeDatabase: () => database.close() });
  collectWhenIdle(app);

  await app.listen({ port: config.port, host: config.host });
  // After listening: notices queued before a restart leave as soon as the server is back.
  app.noticeSender.start();
  app.backups.startSchedule();
  const where = database.dialect === 'sqlite' ? path.join(config.dataDir, 'scola.sqlite') : 'PostgreSQL';
  console.log(`\nScola is running at http://localhost:${config.port}  (database: ${where}${seeded ? ', demo school seeded' : ''})`);
  if (config.seedDemo)
    console.log(
      `Demo sign-in: username "admin" (or principal, studies, discipline, bursar, secretary, teacher), password "${DEMO_PASSWORD}"\n`,
    );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
