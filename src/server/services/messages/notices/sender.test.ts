import { idempotencyKey } from '../../../../domain/notices/outbox';
import type { SmsGatewayConfig } from '../../../config';
import { dialects, startHarness, type Harness } from '../../../testing/harness';
import { TestGateway, TestSmtp } from '../../../testing/noticeServers';
import { EmailChannel, SmsGateway } from './channels';
import { NoticeSender, type SenderOptions } from './sender';

/**
 * The outbox's sender against a real HTTP gateway and a real SMTP server on local ports: sent
 * once, retried with back-off, failed with its reason, and never sent twice, also when a sender
 * dies mid-batch and another takes over.
 */
describe.each(dialects())('the notices sender on %s', (dialect) => {
  let h: Harness;
  let gateway: TestGateway;
  let smtp: TestSmtp;
  let studentIds: number[];
  const senders: NoticeSender[] = [];
  const db = () => h.database.db;

  const gatewayConfig = (over: Partial<SmsGatewayConfig> = {}): SmsGatewayConfig => ({
    url: gateway.url,
    method: 'POST',
    body: '{"to":"{phone}","text":"{text}","ref":"{id}"}',
    headers: { Authorization: 'Bearer test-token' },
    timeoutMs: 2000,
    ...over,
  });
  const senderWith = (options: Partial<SenderOptions> = {}, gatewayOver: Partial<SmsGatewayConfig> = {}) => {
    const sender = new NoticeSender(db(), {
      channels: { sms: new SmsGateway(gatewayConfig(gatewayOver)), email: new EmailChannel(smtp.url, 'Scola <no-reply@scola.test>') },
      backoffBaseSeconds: 0.05,
      backoffMaxSeconds: 0.2,
      pollMs: 20,
      ...options,
    });
    senders.push(sender);
    return sender;
  };

  /** Queues `count` notices straight into the outbox, as a source would. */
  async function queue(count: number, channel: 'sms' | 'email' = 'sms', address?: string): Promise<number[]> {
    const stamp = `${Date.now()}-${Math.random()}`;
    const rows = await db()
      .insertInto('guardian_notices')
      .values(
        Array.from({ length: count }, (_, index) => ({
          student_id: studentIds[index % studentIds.length],
          kind: 'message' as const,
          source: `test:${stamp}:${index}`,
          channel,
          address: address ?? (channel === 'sms' ? `+237 677 00 ${String(index).padStart(4, '0')}` : `parent${index}@example.cm`),
          subject: channel === 'email' ? 'Réunion' : null,
          body: `Réunion "parents" n°${index}\nMerci`,
          status: 'queued' as const,
          attempts: 0,
          created_at: new Date().toISOString(),
        })),
      )
      .returning('id')
      .execute();
    return rows.map((row) => row.id);
  }
  const notices = (ids: number[]) =>
    db()
      .selectFrom('guardian_notices')
      .select(['id', 'status', 'attempts', 'last_error', 'sent_at', 'next_attempt_at', 'claimed_until'])
      .where('id', 'in', ids)
      .orderBy('id')
      .execute();
  const until = async (check: () => Promise<boolean>, ms = 10_000) => {
    const end = Date.now() + ms;
    while (!(await check())) {
      if (Date.now() > end) throw new Error('timed out waiting');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };
  const allSent = (ids: number[]) => async () => (await notices(ids)).every((n) => n.status === 'sent');

  beforeAll(async () => {
    h = await startHarness(dialect);
    gateway = await new TestGateway().start();
    smtp = await new TestSmtp().start();
    studentIds = (await db().selectFrom('students').select('id').orderBy('id').limit(10).execute()).map((row) => row.id);
  });
  beforeEach(async () => {
    gateway.reset();
    smtp.mails.length = 0;
    smtp.refused.clear();
    await db().deleteFrom('guardian_notices').execute();
  });
  afterEach(async () => {
    for (const sender of senders.splice(0)) await sender.stop();
  });
  afterAll(async () => {
    await gateway.stop();
    await smtp.stop();
    await h.close();
  });

  it('sends each notice once, by SMS through the gateway and by e-mail through SMTP, with its idempotency key', async () => {
    const sms = await queue(12);
    const mail = await queue(3, 'email');
    expect(await senderWith().drain()).toBe(15);
    const rows = await notices([...sms, ...mail]);
    expect(rows.every((row) => row.status === 'sent' && row.attempts === 1 && row.sent_at && row.claimed_until === null)).toBe(true);
    expect(gateway.requests).toHaveLength(12);
    expect(gateway.repeatedKeys()).toEqual([]);
    expect(new Set(gateway.requests.map((request) => request.key))).toEqual(new Set(sms.map(idempotencyKey)));
    const first = gateway.requests.find((request) => request.key === idempotencyKey(sms[0]))!;
    // The template is JSON: the quotes and the new line of the text arrive escaped, the body parses.
    expect(JSON.parse(first.body)).toEqual({ to: '+237 677 00 0000', text: 'Réunion "parents" n°0\nMerci', ref: idempotencyKey(sms[0]) });
    expect(first.headers['content-type']).toBe('application/json');
    expect(first.headers.authorization).toBe('Bearer test-token');
    expect(smtp.mails.map((m) => m.to[0]).sort()).toEqual(['parent0@example.cm', 'parent1@example.cm', 'parent2@example.cm']);
    expect(smtp.mails[0].raw).toMatch(/Message-ID: <scola-notice-\d+@scola\.local>/i);
    // Nothing is left to send: a second pass sends nothing again.
    expect(await senderWith().drain()).toBe(0);
    expect(gateway.requests).toHaveLength(12);
  });

  it('retries after a gateway 500 with back-off and sends once', async () => {
    const ids = await queue(5);
    gateway.behaviour = (request) => (gateway.requests.filter((r) => r.key === request.key).length === 1 ? 500 : 200);
    const sender = senderWith();
    sender.start();
    await until(allSent(ids));
    const rows = await notices(ids);
    expect(rows.map((row) => row.attempts)).toEqual([2, 2, 2, 2, 2]);
    expect(rows.every((row) => row.last_error === null)).toBe(true);
    for (const id of ids) {
      const [failed, retried] = gateway.requests.filter((request) => request.key === idempotencyKey(id));
      // The second attempt waits for the back-off (50 ms here), and carries the same key.
      expect(retried.at - failed.at).toBeGreaterThanOrEqual(45);
      expect(gateway.answeredOk.get(idempotencyKey(id))).toBe(1);
    }
  });

  it('keeps a notice queued after a timeout and sends it on a later attempt', async () => {
    const [id] = await queue(1);
    gateway.behaviour = () => 'hang';
    const sender = senderWith({}, { timeoutMs: 150 });
    await sender.drain();
    const [waiting] = await notices([id]);
    expect(waiting).toMatchObject({ status: 'queued', attempts: 1, last_error: 'timeout after 150 ms', claimed_until: null });
    expect(waiting.next_attempt_at).not.toBeNull();
    gateway.behaviour = () => 200;
    sender.start();
    await until(allSent([id]));
    expect((await notices([id]))[0].attempts).toBe(2);
    expect(gateway.requests.map((request) => request.key)).toEqual([idempotencyKey(id), idempotencyKey(id)]);
  });

  it('keeps a notice queued while the gateway refuses connections', async () => {
    const [id] = await queue(1);
    // A port just freed: nothing listens there.
    const closed = await new TestGateway().start();
    await closed.stop();
    await senderWith({}, { url: closed.url }).drain();
    const [row] = await notices([id]);
    expect(row.status).toBe('queued');
    expect(row.last_error).toBe('ECONNREFUSED');
  });

  it('fails at once with the reason when the gateway answers a 4xx, and an e-mail refused by the mail server', async () => {
    const [sms] = await queue(1);
    const [mail] = await queue(1, 'email', 'nobody@example.cm');
    gateway.behaviour = () => 400;
    smtp.refused.add('nobody@example.cm');
    await senderWith().drain();
    const rows = await notices([sms, mail]);
    expect(rows[0]).toMatchObject({ status: 'failed', attempts: 1, last_error: 'HTTP 400: invalid number' });
    expect(rows[1]).toMatchObject({ status: 'failed', attempts: 1 });
    expect(rows[1].last_error).toMatch(/No such mailbox/);
    expect(gateway.requests).toHaveLength(1);
  });

  it('gives up after the most attempts allowed, with the last reason', async () => {
    const [id] = await queue(1);
    gateway.behaviour = () => 503;
    const sender = senderWith({ maxAttempts: 3 });
    sender.start();
    await until(async () => (await notices([id]))[0].status === 'failed');
    expect((await notices([id]))[0]).toMatchObject({ attempts: 3, last_error: 'HTTP 503: unavailable' });
    expect(gateway.requests).toHaveLength(3);
  });

  it('never follows a redirect: a 302 or a 307 fails the attempt with its reason and nothing reaches the target', async () => {
    const target = await new TestGateway().start();
    try {
      for (const status of [302, 307]) {
        await db().deleteFrom('guardian_notices').execute();
        gateway.reset();
        gateway.redirectTo = target.url;
        gateway.behaviour = () => status;
        const [id] = await queue(1);
        await senderWith({}, { headers: { 'X-Api-Key': 'the-school-key' } }).drain();
        expect((await notices([id]))[0]).toMatchObject({ status: 'queued', attempts: 1, last_error: `gateway answered ${status}` });
        expect(gateway.requests).toHaveLength(1);
        // Neither the key, nor the idempotency key, nor the guardian's number and text went anywhere else.
        expect(target.requests).toEqual([]);
      }
    } finally {
      await target.stop();
    }
  });

  it('reads a bounded part of an answer that never ends, and the attempt ends', async () => {
    const [id] = await queue(1);
    gateway.behaviour = () => 'stream';
    // The timeout is short so that a sender reading the whole answer fails here rather than fill memory.
    await senderWith({}, { timeoutMs: 300 }).drain();
    expect((await notices([id]))[0]).toMatchObject({ status: 'sent', attempts: 1 });
    // What the gateway managed to write before the sender hung up: the sender's 64 KB, plus what
    // the sockets' buffers hold; an unbounded read takes hundreds of megabytes in that time.
    expect(gateway.streamedBytes).toBeLessThan(32 * 1024 * 1024);
  });

  it('leaves the notices of a channel it has no setting for queued', async () => {
    const [mail] = await queue(1, 'email');
    const sender = new NoticeSender(db(), { channels: { sms: new SmsGateway(gatewayConfig()) } });
    senders.push(sender);
    expect(await sender.drain()).toBe(0);
    expect((await notices([mail]))[0]).toMatchObject({ status: 'queued', attempts: 0 });
  });

  it('loses nothing and sends nothing twice when a sender dies mid-batch and another restarts after its lease', async () => {
    const ids = await queue(60);
    // The gateway takes the first 25 and answers; then it takes requests and never answers, as when
    // the process sending them is killed before it hears back.
    gateway.behaviour = (_request, count) => (count <= 25 ? 200 : 'hang');
    const first = senderWith({ concurrency: 10, batchSize: 40, leaseMs: 2000 });
    first.start();
    await until(async () => gateway.requests.length >= 35);
    first.kill();
    const inFlight = new Set(gateway.requests.slice(25).map((request) => request.key));
    expect(inFlight.size).toBe(10);
    const afterCrash = await notices(ids);
    expect(afterCrash.filter((row) => row.status === 'sent')).toHaveLength(25);

    gateway.behaviour = () => 200;
    const second = senderWith({ concurrency: 10, leaseMs: 2000 });
    // The killed sender's claims still hold: the restarted sender takes the others only.
    await second.drain();
    for (const key of inFlight) expect(gateway.requests.filter((request) => request.key === key)).toHaveLength(1);
    const leaseEnd = Math.max(...afterCrash.filter((row) => row.claimed_until).map((row) => Date.parse(row.claimed_until!)));
    await new Promise((resolve) => setTimeout(resolve, leaseEnd - Date.now() + 50));
    await second.drain();

    const rows = await notices(ids);
    expect(rows.every((row) => row.status === 'sent')).toBe(true);
    // Every notice reached the gateway; the only keys sent twice are those the dead sender never heard back about,
    // sent again with the same key, which the gateway uses to deliver once.
    expect(new Set(gateway.requests.map((request) => request.key))).toEqual(new Set(ids.map(idempotencyKey)));
    expect(new Set(gateway.repeatedKeys())).toEqual(inFlight);
    for (const id of ids) expect(gateway.answeredOk.get(idempotencyKey(id))).toBe(1);
    for (const key of inFlight) expect(rows.find((row) => idempotencyKey(row.id) === key)!.attempts).toBe(2);
  });

  it('claims only what it sends at once: after a kill the next sender takes the rest without waiting, and attempts equal the sends', async () => {
    const ids = await queue(60);
    gateway.behaviour = (_request, count) => (count <= 25 ? 200 : 'hang');
    // Default claim size, and a lease far longer than this test.
    const first = senderWith({ concurrency: 10, leaseMs: 10 * 60_000 });
    first.start();
    await until(async () => gateway.requests.length >= 35);
    first.kill();
    const inFlight = new Set(gateway.requests.slice(25).map((request) => request.key));
    const afterCrash = await notices(ids);
    // Only the notices handed to the gateway are held by the dead sender's claim.
    expect(new Set(afterCrash.filter((row) => row.status === 'queued' && row.claimed_until).map((row) => idempotencyKey(row.id)))).toEqual(
      inFlight,
    );

    gateway.behaviour = () => 200;
    const second = senderWith({ concurrency: 10, leaseMs: 10 * 60_000 });
    expect(await second.drain()).toBe(60 - 25 - inFlight.size);
    const sendsOf = (id: number) => gateway.requests.filter((request) => request.key === idempotencyKey(id)).length;
    for (const row of await notices(ids)) expect(row.attempts).toBe(sendsOf(row.id));

    // The lease of the notices caught in flight ends (moved, not waited for): they are sent again, with their key.
    await db()
      .updateTable('guardian_notices')
      .set({ claimed_until: new Date(Date.now() - 1000).toISOString() })
      .where('status', '=', 'queued')
      .execute();
    expect(await second.drain()).toBe(inFlight.size);
    const rows = await notices(ids);
    expect(rows.every((row) => row.status === 'sent')).toBe(true);
    for (const row of rows) expect(row.attempts).toBe(sendsOf(row.id));
    expect(new Set(gateway.repeatedKeys())).toEqual(inFlight);
  });

  it('never gives the same notice to two senders running at once', async () => {
    const ids = await queue(300);
    const [a, b] = [senderWith({ concurrency: 10, batchSize: 25 }), senderWith({ concurrency: 10, batchSize: 25 })];
    const [sentByA, sentByB] = await Promise.all([a.drain(), b.drain()]);
    expect(sentByA + sentByB).toBe(300);
    if (dialect === 'postgres') expect(Math.min(sentByA, sentByB)).toBeGreaterThan(0);
    expect(gateway.requests).toHaveLength(300);
    expect(gateway.repeatedKeys()).toEqual([]);
    expect((await notices(ids)).every((row) => row.status === 'sent' && row.attempts === 1)).toBe(true);
  });
});
