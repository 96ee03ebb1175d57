/**
 * One server process of the university bench: the real app on the PostgreSQL database named by
 * DATABASE_URL, already migrated and filled, listening on PORT. Sign-in limits are lifted so the
 * sign-in storm measures argon2, not the refusals. SIGTERM closes it and removes its data folder.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../server/app';
import { readConfig } from '../server/config';
import { openDatabase } from '../server/db/database';

async function main(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'scola-bench-university-'));
  const database = openDatabase({ url: process.env.DATABASE_URL });
  const config = {
    ...readConfig(process.env),
    dataDir,
    backupDir: path.join(dataDir, 'backups'),
    signInMaxAttempts: 1_000_000,
    signInMaxAddressAttempts: 1_000_000,
  };
  const app = await buildApp({ config, db: database.db });
  await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
  process.once('SIGTERM', () => {
    void app
      .close()
      .then(() => database.close())
      .finally(() => {
        fs.rmSync(dataDir, { recursive: true, force: true });
        process.exit(0);
      });
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
