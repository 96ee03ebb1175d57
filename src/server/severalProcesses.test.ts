/**
 * Two server processes on one database, each with a data folder of its own, as two machines behind
 * a load balancer (issue 31, README "Several processes"): whichever answers, a caller sees the same
 * school. Sessions, limits, fresh figures, batches, photos and notices are each checked from the
 * process that did not make them.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { buildApp } from './app';
import type { SmsGatewayConfig } from './config';
import { dialects, expectEnvelope, startHarness, tokenBody, TestClient, type Harness } from './testing/harness';
import { TestGateway } from './testing/noticeServers';

const MAX_POLLS = 400;

describe.each(dialects())('two server processes on one %s database', (dialect) => {
  let gateway: TestGateway;
  let h: Harness;
  let other: FastifyInstance;
  let otherDir: string;
  /** The second process's address; the harness's app is the first. */
  let b: string;
  const db = () => h.database.db;

  beforeAll(async () => {
    gateway = await new TestGateway().start();
    const smsGateway: SmsGatewayConfig = {
      url: gateway.url,
      method: 'POST',
      body: '{"to":"{phone}","text":"{text}"}',
      headers: {},
      timeoutMs: 2000,
    };
    h = await startHarness(dialect, { config: { trustProxy: true, signInMaxAttempts: 4, lookupMaxAddressFailures: 4, smsGateway } });
    otherDir = mkdtempSync(path.join(tmpdir(), 'scola-second-'));
    other = await buildApp({ config: { ...h.config, dataDir: otherDir, backupDir: path.join(otherDir, 'backups') }, db: db() });
    await other.listen({ port: 0, host: '127.0.0.1' });
    const address = other.server.address();
    b = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });
  afterAll(async () => {
    await other.close();
    await h.close();
    await gateway.stop();
    rmSync(otherDir, { recursive: true, force: true });
  });

  /** The same signed-in caller, asking the second process: its token and XSRF cookie as the browser keeps them. */
  const onB = (client: TestClient, options: { xsrf?: string } = {}) => {
    const moved = Object.assign(new TestClient(b), { token: client.token });
    return {
      client: moved,
      // Sent as the browser would, with the cookie the first process set: the test client would fetch one of its own.
      post: (url: string, body: unknown) =>
        fetch(b + url, {
          method: 'POST',
          headers: {
            authorization: `Bearer ${client.token}`,
            'content-type': 'application/json',
            cookie: `XSRF-TOKEN=${client.xsrfCookie}`,
            'x-xsrf-token': options.xsrf ?? client.xsrfCookie ?? '',
          },
          body: JSON.stringify(body),
        }).then(async (response) => ({ status: response.status, headers: response.headers, body: (await response.json()) as unknown })),
    };
  };

  it('takes a token and an XSRF cookie from one on the other, and a sign-out on one ends the session on both', async () => {
    const principal = await h.signIn('principal');
    await principal.get('/api/docs/json'); // the XSRF cookie, from the first process
    const teacher = (await db().selectFrom('users').select('id').where('username', '=', 'teacher').executeTakeFirstOrThrow()).id;
    expect((await onB(principal).client.get('/api/user')).status).toBe(200);
    const sent = await onB(principal).post('/api/messages', { subject: 'Conseil', body: 'Demain', receivers: { userIds: [teacher] } });
    expect(sent.status).toBe(201);
    expectEnvelope(
      await onB(principal, { xsrf: 'not-the-cookie' }).post('/api/messages', { body: 'x', receivers: { userIds: [teacher] } }),
      403,
    );

    expect((await principal.get('/users/logout')).status).toBe(200);
    expectEnvelope(await onB(principal).client.get('/api/user'), 401);
  });

  it('counts failed sign-ins and wrong access codes across both', async () => {
    const from = { headers: { 'x-forwarded-for': '10.7.0.1' }, xsrf: false as const };
    const signIns: number[] = [];
    for (let attempt = 0; attempt < 5; attempt++) {
      const client = attempt % 2 ? new TestClient(b) : h.client();
      signIns.push((await client.post('/oauth/token', tokenBody('bursar', 'wrong-password', h.config), from)).status);
    }
    expect(signIns).toEqual([400, 400, 400, 400, 429]);

    const lookups: number[] = [];
    for (let guess = 0; guess < 6; guess++) {
      const client = guess % 2 ? new TestClient(b) : h.client();
      lookups.push(
        (await client.get(`/api/accessCodes/student/ABCDEFGH${'JKMNPQ'[guess]}JKM`, { headers: { 'x-forwarded-for': '10.7.0.2' } })).status,
      );
    }
    expect(lookups).toEqual([404, 404, 404, 404, 429, 429]);
  });

  it('reads a write made on one at once on the other: marks, the dashboard and the unread count', async () => {
    const [studies, principal, teacher] = await Promise.all(['studies', 'principal', 'teacher'].map((name) => h.signIn(name)));
    const year = (await db().selectFrom('school_years').select('id').where('current', '=', 1).executeTakeFirstOrThrow()).id;
    const dashboard = async () => (await onB(principal).client.get(`/api/dashboard/${year}`)).body;
    const before = await dashboard(); // kept by the second process from now on
    expect(before.averages).toMatchObject({ sequence: null, average: null });
    // The first sequence-graded classroom with students: its marks of the first sequence, all 1, then all 2.
    const course = await db()
      .selectFrom('class_courses as cc')
      .innerJoin('classrooms as c', 'c.id', 'cc.classroom_id')
      .innerJoin('levels as l', 'l.id', 'c.level_id')
      .innerJoin('registrations as r', (join) => join.onRef('r.classroom_id', '=', 'c.id').on('r.status', '=', 'active'))
      .select(['cc.id', 'c.id as classroomId'])
      .where('l.grading_system', '=', 'sequence')
      .where('c.school_year_id', '=', year)
      .orderBy('cc.id')
      .executeTakeFirstOrThrow();
    const students = await db()
      .selectFrom('registrations')
      .select('student_id')
      .where('classroom_id', '=', course.classroomId)
      .where('status', '=', 'active')
      .execute();
    // Every course of the classroom, so that its students have an average of the sequence.
    const courses = await db().selectFrom('class_courses').select('id').where('classroom_id', '=', course.classroomId).execute();
    const save = async (value: number) => {
      for (const { id } of courses) {
        const saved = await studies.post(`/api/save-bulk-marks/${id}/1`, {
          marks: students.map((row) => ({ studentId: row.student_id, value })),
        });
        expect(saved.status).toBe(200);
      }
    };
    const sheet = async () =>
      (await onB(studies).client.get(`/api/marks?classCourseId=${course.id}&sequence=1&limit=1000`)).body.data.map(
        (mark: { value: number }) => mark.value,
      );
    await save(1);
    expect(await sheet()).toEqual(students.map(() => 1));
    expect((await dashboard()).averages).toMatchObject({ sequence: 1, average: 1 });
    // Corrected: no new row, so only the marks' change counter tells the second process.
    await save(2);
    expect(await sheet()).toEqual(students.map(() => 2));
    expect((await dashboard()).averages).toMatchObject({ sequence: 1, average: 2 });

    const unread = async () => (await onB(teacher).client.get('/api/messages/unread')).body.unread as number;
    const unreadBefore = await unread();
    const teacherId = (await db().selectFrom('users').select('id').where('username', '=', 'teacher').executeTakeFirstOrThrow()).id;
    expect(
      (await principal.post('/api/messages', { subject: 'Réunion', body: 'Demain à 10 h', receivers: { userIds: [teacherId] } })).status,
    ).toBe(201);
    expect(await unread()).toBe(unreadBefore + 1);
  });

  it('serves from one the batch of report cards and the photo made on the other', async () => {
    const studies = await h.signIn('studies');
    const start = await studies.post('/api/report-card-batches', { periodType: 'sequence', period: 1, lang: 'fr' });
    expect(start.status).toBe(202);
    let batch = start.body;
    for (let poll = 0; batch.status === 'running' && poll < MAX_POLLS; poll++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      batch = (await onB(studies).client.get(`/api/report-card-batches/${start.body.id}`)).body;
    }
    expect(batch).toMatchObject({ status: 'done' });
    const file = await fetch(`${b}/api/report-card-batches/${batch.id}/file`, { headers: { authorization: `Bearer ${studies.token}` } });
    expect(file.status).toBe(200);
    expect(
      Buffer.from(await file.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');

    const secretary = await h.signIn('secretary');
    const student = (await secretary.get('/api/students?limit=1')).body.data[0].id as number;
    const png = await sharp({ create: { width: 60, height: 80, channels: 3, background: '#225588' } })
      .png()
      .toBuffer();
    const upload = await secretary.request('PUT', `/api/students/${student}/photo`, { raw: png, headers: { 'content-type': 'image/png' } });
    expect(upload.status).toBe(200);
    const photoFrom = async (base: string) =>
      Buffer.from(
        await (
          await fetch(`${base}/api/students/${student}/photo`, { headers: { authorization: `Bearer ${secretary.token}` } })
        ).arrayBuffer(),
      );
    const served = await photoFrom(b);
    expect(served.length).toBeGreaterThan(100);
    expect(served.equals(await photoFrom(h.baseUrl))).toBe(true);
  });

  it('sends each queued notice exactly once with both processes sending', async () => {
    const student = (await db().selectFrom('students').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
    await db()
      .insertInto('guardian_notices')
      .values(
        Array.from({ length: 60 }, (_, index) => ({
          student_id: student,
          kind: 'message' as const,
          source: `two-processes:${index}`,
          channel: 'sms' as const,
          address: `+237 677 11 ${String(index).padStart(4, '0')}`,
          subject: null,
          body: `Avis numéro-${index}`,
          status: 'queued' as const,
          attempts: 0,
          created_at: new Date().toISOString(),
        })),
      )
      .execute();
    const sent = await Promise.all([h.app.noticeSender.drain(), other.noticeSender.drain()]);
    expect(sent[0] + sent[1]).toBe(60);
    expect(gateway.requests.filter((request) => request.body.includes('Avis num'))).toHaveLength(60);
    const rows = await db()
      .selectFrom('guardian_notices')
      .select(['status', 'attempts'])
      .where('source', 'like', 'two-processes:%')
      .execute();
    expect(rows.every((row) => row.status === 'sent' && row.attempts === 1)).toBe(true);
  });
});
