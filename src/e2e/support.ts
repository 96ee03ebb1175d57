/**
 * Browser tests: the real server on a fresh seeded SQLite file, serving the built client (run
 * `npm run build` first; `npm run test:e2e` does), driven in Debian's Chromium by playwright-core.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { chromium, type Browser } from 'playwright-core';
import { buildApp } from '../server/app';
import { readConfig } from '../server/config';
import { migrateToLatest, openDatabase, type DatabaseHandle } from '../server/db/database';
import { seedDemoSchool } from '../server/db/seed';

export interface E2eServer {
  url: string;
  close(): Promise<void>;
}

export async function startServer(): Promise<E2eServer> {
  const clientDir = path.resolve(__dirname, '../../dist');
  if (!fs.existsSync(path.join(clientDir, 'index.html'))) throw new Error('No built client in dist/: run npm run build');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'scola-e2e-'));
  const database: DatabaseHandle = openDatabase({ sqliteFile: path.join(dataDir, 'scola.sqlite') });
  await migrateToLatest(database.db);
  await seedDemoSchool(database.db, { schoolName: 'Lycée de démonstration E2E' });
  const app: FastifyInstance = await buildApp({ config: { ...readConfig({}), clientDir, dataDir }, db: database.db });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    async close() {
      await app.close();
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    headless: true,
    // The machine has no network but loopback: keep Chromium from calling home.
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}
