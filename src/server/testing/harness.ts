/**
 * Builds the real app on a real database and calls it over HTTP on a free loopback port.
 * SQLite always; PostgreSQL too when TEST_DATABASE_URL is set, each harness in a schema of its own.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { buildApp, type AppOptions } from '../app';
import { readConfig, type Config } from '../config';
import { ensureSchema, migrateToLatest, openDatabase, type DatabaseHandle, type Dialect } from '../db/database';
import { seedDemoSchool } from '../db/seed';
import { DEMO_PASSWORD } from '../db/seedData';
import type { MailSender } from '../services/shared/mailer';

export const dialects = (): Dialect[] => (process.env.TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite']);

export interface Harness {
  app: FastifyInstance;
  database: DatabaseHandle;
  config: Config;
  baseUrl: string;
  client(): TestClient;
  signIn(username: string, password?: string): Promise<TestClient>;
  close(): Promise<void>;
}

export interface HarnessOptions {
  seed?: boolean;
  config?: Partial<Config>;
  mailer?: MailSender;
  /** The app's logger, e.g. `{ level: 'info', stream }` for a test that reads the log. */
  logger?: AppOptions['logger'];
}

/**
 * An empty database of its own: in-memory SQLite, or a fresh PostgreSQL schema that `close` drops.
 * The harness migrates it; a migration's test takes it empty and migrates step by step.
 */
export async function openTestDatabase(dialect: Dialect, poolSize = 2): Promise<DatabaseHandle> {
  const schema = `t_${process.pid}_${randomBytes(4).toString('hex')}`;
  const database =
    dialect === 'postgres'
      ? openDatabase({ url: process.env.TEST_DATABASE_URL, pgSchema: schema, poolSize })
      : openDatabase({ sqliteFile: ':memory:' });
  if (dialect === 'postgres') await ensureSchema(database.db, schema);
  return {
    ...database,
    async close() {
      if (dialect === 'postgres') await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(database.db);
      await database.close();
    },
  };
}

export async function startHarness(dialect: Dialect, options: HarnessOptions = {}): Promise<Harness> {
  const database = await openTestDatabase(dialect, 4);
  await migrateToLatest(database.db);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'scola-test-'));
  const config: Config = {
    ...readConfig({}),
    clientDir: '/nonexistent',
    dataDir,
    backupDir: path.join(dataDir, 'backups'),
    ...options.config,
  };
  if (options.seed !== false)
    await seedDemoSchool(database.db, { schoolName: 'Lycée de test', students: 40, today: new Date('2026-11-21T08:00:00Z') });
  const app = await buildApp({ config, db: database.db, mailer: options.mailer, logger: options.logger });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

  const harness: Harness = {
    app,
    database,
    config,
    baseUrl,
    client: () => new TestClient(baseUrl),
    async signIn(username, password = DEMO_PASSWORD) {
      const client = new TestClient(baseUrl);
      const response = await client.post('/oauth/token', tokenBody(username, password, config));
      if (response.status !== 200) throw new Error(`sign-in of ${username} failed: ${response.status} ${JSON.stringify(response.body)}`);
      client.token = (response.body as { access_token: string }).access_token;
      return client;
    },
    async close() {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return harness;
}

export const tokenBody = (username: string, password: string, config: Pick<Config, 'oauthClientId' | 'oauthClientSecret'>) => ({
  grant_type: 'password',
  username,
  password,
  client_id: config.oauthClientId,
  client_secret: config.oauthClientSecret,
  scope: 'all',
});

export interface TestResponse<T = any> {
  status: number;
  headers: Headers;
  body: T;
}

export interface RequestOptions {
  body?: unknown;
  form?: Record<string, string>;
  headers?: Record<string, string>;
  /** Send the X-XSRF-TOKEN header (default true); a string sends that value instead. */
  xsrf?: boolean | string;
  /** A body sent as it is, such as an uploaded file; its content-type goes in `headers`. */
  raw?: Uint8Array | string;
}

/** A browser-like caller: keeps cookies, sends the bearer token and the XSRF header like the client does. */
export class TestClient {
  token?: string;
  private readonly cookies = new Map<string, string>();

  constructor(private readonly baseUrl: string) {}

  get xsrfCookie(): string | undefined {
    return this.cookies.get('XSRF-TOKEN');
  }

  async request<T = any>(method: string, path: string, options: RequestOptions = {}): Promise<TestResponse<T>> {
    if (method !== 'GET' && options.xsrf !== false && !this.xsrfCookie) await this.request('GET', '/api/docs/json');
    const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
    if (this.token) headers.authorization = `Bearer ${this.token}`;
    if (this.cookies.size) headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    if (method !== 'GET' && options.xsrf !== false)
      headers['x-xsrf-token'] = typeof options.xsrf === 'string' ? options.xsrf : (this.xsrfCookie ?? '');
    let body: string | Uint8Array<ArrayBuffer> | undefined;
    if (options.raw !== undefined) {
      body = typeof options.raw === 'string' ? options.raw : new Uint8Array(options.raw);
    } else if (options.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(options.form).toString();
    } else if (options.body !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.body);
    }
    const response = await fetch(this.baseUrl + path, { method, headers, body });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const index = pair.indexOf('=');
      this.cookies.set(pair.slice(0, index), pair.slice(index + 1));
    }
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      // not JSON: keep the text
    }
    return { status: response.status, headers: response.headers, body: parsed as T };
  }

  get<T = any>(path: string, options?: RequestOptions) {
    return this.request<T>('GET', path, options);
  }
  post<T = any>(path: string, body?: unknown, options?: RequestOptions) {
    return this.request<T>('POST', path, { ...options, body });
  }
  put<T = any>(path: string, body?: unknown, options?: RequestOptions) {
    return this.request<T>('PUT', path, { ...options, body });
  }
}

/** Every failure must use the envelope, and never leak a stack trace. */
export function expectEnvelope(response: TestResponse, status: number, error?: string): void {
  expect(response.status).toBe(status);
  expect(response.body).toEqual(
    expect.objectContaining({ statusCode: status, error: error ?? expect.any(String), message: expect.any(String) }),
  );
  expect(JSON.stringify(response.body)).not.toMatch(/\bat .+\.(ts|js):\d+/);
}
