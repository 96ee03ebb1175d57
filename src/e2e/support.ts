/**
 * Browser tests: the production server (the compiled .build/server/main.js, as `npm start` runs it)
 * on a fresh seeded SQLite file, serving the built client (run `npm run build` first; `npm run
 * test:e2e` does), driven in Debian's Chromium by playwright-core.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type Locator, type Page } from 'playwright-core';
import { migrateToLatest, openDatabase } from '../server/db/database';
import { seedDemoSchool, type SeedOptions } from '../server/db/seed';
import { schoolYearOf } from '../server/services/shared/clock';
import { freePort } from '../server/testing/freePort';

export interface E2eServer {
  url: string;
  close(): Promise<void>;
}

const ROOT = path.resolve(__dirname, '../..');

/** `demo`: the demo school's marks, presence, payments and outbox too, as `npm start` seeds it (the dashboards' journey reads them). */
export async function startServer(
  demo: Pick<SeedOptions, 'marks' | 'presence' | 'payments' | 'notices' | 'gateways'> = {},
): Promise<E2eServer> {
  const clientDir = path.join(ROOT, 'dist');
  const main = path.join(ROOT, '.build', 'server', 'main.js');
  if (!fs.existsSync(path.join(clientDir, 'index.html')) || !fs.existsSync(main))
    throw new Error('No built client in dist/ or server in .build/server/: run npm run build');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'scola-e2e-'));
  // Seeded here, with the options each journey needs; the server finds the school there and seeds nothing.
  const database = openDatabase({ sqliteFile: path.join(dataDir, 'scola.sqlite') });
  try {
    await migrateToLatest(database.db);
    await seedDemoSchool(database.db, { schoolName: 'Lycée de démonstration E2E', ...demo });
  } finally {
    await database.close();
  }
  const port = await freePort();
  const child = spawn(process.execPath, [main], {
    cwd: ROOT,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      CLIENT_DIR: clientDir,
      SEED_DEMO: 'false',
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      NODE_OPTIONS: '',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  for (const deadline = Date.now() + 60_000; ;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode} while starting`);
    const up = await fetch(`${url}/`).then(
      async (response) => (await response.arrayBuffer(), response.status === 200),
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error('the server did not answer within 60 s');
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    url,
    async close() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/** The machine has no network but loopback: these keep Chromium from calling home (the bench's Lighthouse uses them too). */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_FLAGS });
}

/**
 * Chromium for the tests that press a print button: the whole browser, its windows drawn on no
 * screen (Ozone's headless platform), rather than headless mode. Headless mode has no print preview:
 * printing a PDF frame there makes it end the page's renderer ("Headless Print Manager: Unexpected
 * Print Manager call"). This one opens the print preview as an office computer does (printPreview.ts).
 */
export function launchPrintingBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: false, args: [...CHROMIUM_FLAGS, '--ozone-platform=headless'] });
}

/** Fills and sends the sign-in form (every demo account has the same password). */
export async function signIn(page: Page, username: string, password = 'Scola-2026'): Promise<void> {
  await page.fill('input[name="username"]', username);
  await page.fill('input[name="password"]', password);
  await page.press('input[name="password"]', 'Enter');
}

/** A catalogue's message, so a test can find a control by the name a user of that language reads. */
export function message(language: string, key: string): string {
  const catalogue: unknown = JSON.parse(fs.readFileSync(path.resolve(__dirname, `../../public/assets/i18n/${language}.json`), 'utf8'));
  const found = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], catalogue);
  if (typeof found !== 'string') throw new Error(`No message ${key} in ${language}`);
  return found;
}

/** Where browser tests leave what a reviewer looks at (screenshots): E2E_OUTPUT_DIR or e2e-output/. */
export const outputDir = path.resolve(process.env.E2E_OUTPUT_DIR || path.resolve(__dirname, '../../e2e-output'));

/** Saves a full-page screenshot and prints its file name, for the review of layouts. */
export async function saveScreenshot(page: Page, name: string): Promise<string> {
  fs.mkdirSync(outputDir, { recursive: true });
  const file = path.join(outputDir, `${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  process.stdout.write(`screenshot: ${path.relative(process.cwd(), file)}\n`);
  return file;
}

/**
 * Waits until an element's text is `expected` and returns it; on time-out, returns what it last
 * read, so the assertion that follows shows the difference.
 */
export async function textOf(locator: Locator, expected: string, timeout = 10_000): Promise<string> {
  const until = Date.now() + timeout;
  let text = '';
  while (Date.now() < until) {
    text = ((await locator.textContent({ timeout }).catch(() => '')) ?? '').trim();
    if (text === expected) return text;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return text;
}

/**
 * Starts the server and Chromium once for the enclosing describe block and stops them after it;
 * `printing`: the Chromium whose print buttons open the print preview (launchPrintingBrowser).
 */
export function serverAndBrowser(
  demo: Pick<SeedOptions, 'marks' | 'presence' | 'payments' | 'notices' | 'gateways'> = {},
  { printing = false }: { printing?: boolean } = {},
): {
  readonly server: E2eServer;
  readonly browser: Browser;
} {
  const started = {} as { server: E2eServer; browser: Browser };
  beforeAll(async () => {
    started.server = await startServer(demo);
    started.browser = await (printing ? launchPrintingBrowser() : launchBrowser());
  });
  afterAll(async () => {
    await started.browser?.close();
    await started.server?.close();
  });
  return started;
}

/**
 * A Monday of the demo school's first sequence (its year is the one of the day the tests run), so
 * a roll call is taken on a school day inside the year whatever the date of the run.
 */
export function schoolDay(): string {
  let time = Date.parse(`${schoolYearOf(new Date()).startsOn}T00:00:00Z`) + 14 * 86_400_000;
  while (new Date(time).getUTCDay() !== 1) time += 86_400_000;
  return new Date(time).toISOString().slice(0, 10);
}

/** The API as a demo user, for what the journey needs ready or checks behind the screens. */
export async function apiAs(url: string, username: string) {
  const signedIn = await fetch(`${url}/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      grant_type: 'password',
      username,
      password: 'Scola-2026',
      client_id: 'scola-web',
      client_secret: 'scola-web-secret',
      scope: 'all',
    }),
  });
  const { access_token: token } = (await signedIn.json()) as { access_token: string };
  const page = await fetch(`${url}/api/docs/json`);
  const xsrf = /XSRF-TOKEN=([^;]+)/.exec(page.headers.get('set-cookie') ?? '')?.[1] ?? '';
  const headers = { authorization: `Bearer ${token}`, 'x-xsrf-token': xsrf, cookie: `XSRF-TOKEN=${xsrf}` };
  return {
    async get<T>(path: string): Promise<T> {
      const response = await fetch(url + path, { headers });
      if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
      return (await response.json()) as T;
    },
    /** Sends `body` and answers what the server made (the created record, most often). */
    async post<T = unknown>(path: string, body: unknown): Promise<T> {
      const response = await fetch(url + path, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      if (!response.ok) throw new Error(`POST ${path} answered ${response.status}: ${await response.text()}`);
      const text = await response.text();
      return (text ? JSON.parse(text) : undefined) as T;
    },
    async put<T = unknown>(path: string, body: unknown): Promise<T> {
      const response = await fetch(url + path, {
        method: 'PUT',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      if (!response.ok) throw new Error(`PUT ${path} answered ${response.status}: ${await response.text()}`);
      return (await response.json()) as T;
    },
    /** A file the server answers (GET, or POST with `body`), in `language` (Accept-Language) when given. */
    async bytes(path: string, { language, body }: { language?: string; body?: unknown } = {}): Promise<Buffer> {
      const response = await fetch(url + path, {
        method: body === undefined ? 'GET' : 'POST',
        headers: {
          ...headers,
          ...(language ? { 'accept-language': language } : {}),
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      if (!response.ok) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
      return Buffer.from(await response.arrayBuffer());
    },
  };
}
