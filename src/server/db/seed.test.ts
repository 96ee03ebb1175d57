import { dialects, openTestDatabase } from '../testing/harness';
import { migrateToLatest } from './database';
import { seedDemoSchool, type SeedOptions } from './seed';

type TestDatabase = Awaited<ReturnType<typeof openTestDatabase>>;

/** The demo school tells the truth about itself: what its outbox and its messages say is so. */
describe.each(dialects())('the demo school on %s', (dialect) => {
  const seeded = async (options: Partial<SeedOptions>, check: (demo: TestDatabase) => Promise<void>) => {
    const demo = await openTestDatabase(dialect);
    try {
      await migrateToLatest(demo.db);
      await seedDemoSchool(demo.db, { schoolName: 'Démo', students: 30, today: new Date('2026-11-21T08:00:00Z'), ...options });
      await check(demo);
    } finally {
      await demo.close();
    }
  };
  const outbox = (demo: TestDatabase) =>
    demo.db
      .selectFrom('guardian_notices')
      .select(['status', 'channel', 'address', 'attempts', 'last_error', 'last_attempt_at', 'sent_at'])
      .orderBy('id')
      .execute();

  it('leaves every notice queued, untried, when the server has no gateway to send it', () =>
    seeded({ notices: true }, async (demo) => {
      const rows = await outbox(demo);
      expect(rows).toHaveLength(5);
      for (const row of rows)
        expect(row).toMatchObject({ status: 'queued', attempts: 0, last_error: null, last_attempt_at: null, sent_at: null });
      expect(rows.every((row) => row.address)).toBe(true);
    }));

  it('shows notices sent, one refused and one queued only on the channels that have a gateway', async () => {
    await seeded({ notices: true, gateways: { sms: true, email: true } }, async (demo) => {
      const rows = await outbox(demo);
      expect(rows.map((row) => row.status).sort()).toEqual(['failed', 'queued', 'sent', 'sent', 'sent']);
      expect(rows.find((row) => row.status === 'failed')).toMatchObject({ channel: 'sms', last_error: 'HTTP 400: invalid phone number' });
      expect(rows.every((row) => row.address)).toBe(true);
    });
    await seeded({ notices: true, gateways: { sms: false, email: true } }, async (demo) => {
      const rows = await outbox(demo);
      expect(rows.filter((row) => row.channel === 'sms').every((row) => row.status === 'queued' && row.attempts === 0)).toBe(true);
      expect(rows.some((row) => row.channel === 'email' && row.status === 'sent')).toBe(true);
      expect(rows.some((row) => row.status === 'failed')).toBe(false);
    });
  });

  it('names in its messages only classes and levels the school has', () =>
    seeded({}, async (demo) => {
      const classrooms = (await demo.db.selectFrom('classrooms').select('name').execute()).map((row) => row.name);
      const levels = (await demo.db.selectFrom('levels').select('name').execute()).map((row) => row.name);
      const messages = await demo.db.selectFrom('messages').select(['subject', 'body']).execute();
      expect(messages.length).toBeGreaterThan(0);
      const text = messages.map((message) => `${message.subject}\n${message.body}`).join('\n');
      // A class is a level's name and a letter or a word ("6e A", "Tle C", "L1 Informatique").
      const named = [...text.matchAll(new RegExp(`(?<![\\p{L}\\d])(${levels.join('|')}) (\\p{Lu}[\\p{L}]*)`, 'gu'))].map(
        (match) => match[0],
      );
      expect(named.length).toBeGreaterThan(0);
      expect(named.filter((name) => !classrooms.includes(name))).toEqual([]);
    }));
});
