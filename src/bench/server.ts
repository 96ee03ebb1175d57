/**
 * The server under load: the real app on a fresh SQLite file seeded with 100,000 students (or
 * BENCH_STUDENTS), plus a hello endpoint that does nothing, whose rate is the ceiling the real endpoints are measured against.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../server/app';
import { readConfig } from '../server/config';
import { migrateToLatest, openDatabase } from '../server/db/database';
import { seedDemoSchool } from '../server/db/seed';

async function main(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'scola-bench-'));
  const database = openDatabase({ sqliteFile: path.join(dataDir, 'scola.sqlite') });
  await migrateToLatest(database.db);
  const students = Number(process.env.BENCH_STUDENTS || 100_000);
  await seedDemoSchool(database.db, { schoolName: 'Lycée de mesure', students });
  const config = { ...readConfig(process.env), dataDir, signInMaxAttempts: 1_000_000 };
  const app = await buildApp({ config, db: database.db });
  app.get('/bench/hello', async () => ({ hello: 'world' }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  process.send?.({ port: typeof address === 'object' && address ? address.port : 0 });
  process.on('disconnect', () => {
    void app.close().then(() => {
      fs.rmSync(dataDir, { recursive: true, force: true });
      process.exit(0);
    });
  });
}

void main();
