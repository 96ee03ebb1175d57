/**
 * The request log (issue 27): one line per request, none at the default level for what is noise to
 * a school (the client's files, the unread poll, the health poll), all of them at debug, and never
 * a secret from the address.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { getHealth } from '../../domain/contract/health';
import { unreadMessages } from '../../domain/contract/messages';
import { startHarness, type Harness } from '../testing/harness';
import { redactingLogger, RequestLog } from './logging';

interface Line {
  level: number;
  msg: string;
  req?: { method: string; url: string };
  res?: { statusCode: number };
  responseTime?: number;
}

const INFO = 30;
const DEBUG = 20;

/** The request lines (`request completed`) logged for `url`, whatever else was logged. */
const requestLines = (lines: string[], url: string): Line[] =>
  lines.map((line) => JSON.parse(line) as Line).filter((line) => line.msg === 'request completed' && line.req?.url === url);

describe.each(['info', 'debug'])('the request log of the app at %s', (level) => {
  const clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'scola-log-client-'));
  const script = 'main.0123456789abcdef0123.js';
  const lines: string[] = [];
  let h: Harness;

  beforeAll(async () => {
    fs.writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><div id="root"></div>');
    fs.writeFileSync(path.join(clientDir, script), 'console.log("scola")');
    h = await startHarness('sqlite', {
      config: { clientDir },
      logger: { level, stream: { write: (line: string) => void lines.push(line) } },
    });
  });
  afterAll(async () => {
    await h.close();
    fs.rmSync(clientDir, { recursive: true, force: true });
  });

  it('logs each request once, drops the client files and the unread poll below debug, and keeps the secrets out', async () => {
    const admin = await h.signIn('admin');
    expect((await fetch(`${h.baseUrl}/`)).status).toBe(200);
    expect((await fetch(`${h.baseUrl}/${script}`)).status).toBe(200);
    expect((await admin.get(unreadMessages.path)).status).toBe(200);
    expect((await admin.get('/api/students?limit=5')).status).toBe(200);
    expect((await h.client().get('/api/accessCodes/student/ABCDEFGHJKMN')).status).toBe(404);
    expect((await h.client().get('/users/password-reset/?token=S3cretResetToken&password=N3wPassw0rd!')).status).toBe(404);
    // The line is written once the answer has left: the last one may come just after the client has it.
    for (
      let wait = 0;
      wait < 100 && requestLines(lines, '/users/password-reset/?token=[redacted]&password=[redacted]').length === 0;
      wait++
    )
      await new Promise((resolve) => setTimeout(resolve, 20));

    // Every request a school cares about: one line, at info, with its status and duration.
    const students = requestLines(lines, '/api/students?limit=5');
    expect(students).toHaveLength(1);
    expect(students[0]).toMatchObject({ level: INFO, req: { method: 'GET' }, res: { statusCode: 200 } });
    expect(typeof students[0].responseTime).toBe('number');
    expect(requestLines(lines, '/oauth/token')).toEqual([expect.objectContaining({ level: INFO, res: { statusCode: 200 } })]);
    // Fastify's own pair of lines is gone.
    expect(lines.filter((line) => line.includes('"msg":"incoming request"'))).toEqual([]);

    // The noise: at debug only.
    for (const url of ['/', `/${script}`, unreadMessages.path]) {
      const found = requestLines(lines, url);
      if (level === 'info') expect({ url, found }).toEqual({ url, found: [] });
      else expect({ url, levels: found.map((line) => line.level) }).toEqual({ url, levels: [DEBUG] });
    }

    // The secrets of an address, found or not.
    expect(requestLines(lines, '/api/accessCodes/student/[redacted]')).toHaveLength(1);
    expect(requestLines(lines, '/users/password-reset/?token=[redacted]&password=[redacted]')).toHaveLength(1);
    const log = lines.join('');
    for (const secret of ['ABCDEFGHJKMN', 'S3cretResetToken', 'N3wPassw0rd!', admin.token!]) expect(log).not.toContain(secret);
  });
});

describe('the request log of the polled routes', () => {
  it('logs the health poll at debug, and at info when it fails', async () => {
    const lines: string[] = [];
    const app = Fastify({
      logger: redactingLogger({ level: 'debug', stream: { write: (line: string) => void lines.push(line) } }),
      logController: new RequestLog(),
    });
    let failing = false;
    app.get(getHealth.path, async (_request, reply) => reply.code(failing ? 503 : 200).send({ status: failing ? 'failing' : 'ok' }));
    app.get('/api/other', async () => ({}));
    try {
      const base = await app.listen({ port: 0, host: '127.0.0.1' });
      const status = async (url: string) => (await fetch(`${base}${url}`)).status;
      expect(await status(getHealth.path)).toBe(200);
      failing = true;
      expect(await status(getHealth.path)).toBe(503);
      expect(await status('/api/other')).toBe(200);
      for (let wait = 0; wait < 100 && requestLines(lines, '/api/other').length === 0; wait++)
        await new Promise((resolve) => setTimeout(resolve, 20));
      expect(requestLines(lines, getHealth.path).map((line) => [line.level, line.res?.statusCode])).toEqual([
        [DEBUG, 200],
        [INFO, 503],
      ]);
      expect(requestLines(lines, '/api/other').map((line) => line.level)).toEqual([INFO]);
    } finally {
      await app.close();
    }
  });
});
