import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { dialects, startHarness, TestClient, type Harness } from '../testing/harness';
import { countHit, forgetEndedWindows } from './rateLimitStore';

describe.each(dialects())('request limits counted in the database on %s', (dialect) => {
  let h: Harness;
  let second: FastifyInstance;
  let clients: TestClient[];

  beforeAll(async () => {
    h = await startHarness(dialect, { config: { trustProxy: true } });
    // A second server process on the same database, as behind a load balancer.
    second = await buildApp({ config: h.config, db: h.database.db });
    await second.listen({ port: 0, host: '127.0.0.1' });
    const address = second.server.address();
    clients = [h.client(), new TestClient(`http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`)];
  });
  afterAll(async () => {
    await second.close();
    await h.close();
  });

  const resetFrom = async (client: TestClient, address: string) =>
    (await client.get('/users/password-reset?username=nobody&password=Whatever-2026', { headers: { 'x-forwarded-for': address } })).status;

  it('counts password-reset requests across two processes: the limit of 10 is not doubled', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) statuses.push(await resetFrom(clients[i % 2], '10.9.0.1'));
    expect(statuses.slice(0, 10).every((status) => status === 200)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
    // Another address has its own count.
    expect(await resetFrom(clients[1], '10.9.0.2')).toBe(200);
  });

  it('starts a new window once the last one has ended, and answers the time left', async () => {
    const { db } = h.database;
    expect(await countHit(db, 'test bucket', 1000, 5000)).toEqual({ current: 1, ttl: 1000 });
    expect(await countHit(db, 'test bucket', 1000, 5400)).toEqual({ current: 2, ttl: 600 });
    expect(await countHit(db, 'test bucket', 1000, 6000)).toEqual({ current: 1, ttl: 1000 });
    // Concurrent hits each count once.
    const hits = await Promise.all(Array.from({ length: 8 }, () => countHit(db, 'test bucket', 1000, 6100)));
    expect(hits.map((hit) => hit.current).sort((a, b) => a - b)).toEqual([2, 3, 4, 5, 6, 7, 8, 9]);
    await forgetEndedWindows(db, 7001);
    const left = await db.selectFrom('rate_limits').select('bucket').where('bucket', '=', 'test bucket').execute();
    expect(left).toEqual([]);
  });
});
