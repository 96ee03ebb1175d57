import { migrateToLatest, type DatabaseHandle } from '../db/database';
import { dialects, openTestDatabase } from '../testing/harness';
import { sweepOnceToday } from './dailySweeps';

const quiet = { info: () => undefined, error: () => undefined };

describe.each(dialects())('the daily sweeps across processes on %s', (dialect) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase(dialect, 4);
    await migrateToLatest(database.db);
  });
  afterAll(() => database.close());

  const oldEntry = (entityId: string) =>
    database.db
      .insertInto('audit_log')
      .values({
        user_id: null,
        action: 'update',
        entity: 'marks',
        entity_id: entityId,
        before_json: null,
        after_json: null,
        created_at: '2020-01-01T00:00:00.000Z',
      })
      .execute();
  const entries = async () => (await database.db.selectFrom('audit_log').select('entity_id').execute()).map((row) => row.entity_id);

  it('sweeps once a day, in one of the processes that ask', async () => {
    const { db } = database;
    await oldEntry('first day');
    await db.insertInto('rate_limits').values({ bucket: 'GET /x 10.0.0.1', hits: 3, window_ends: 1000 }).execute();
    const firstDay = () => new Date('2031-03-01T00:30:00.000Z');
    const swept = await Promise.all(
      ['a', 'b', 'c'].map((holder) => sweepOnceToday({ db, auditRetentionDays: 30, log: quiet, holder, now: firstDay })),
    );
    expect(swept.filter(Boolean)).toHaveLength(1);
    expect(await entries()).toEqual([]);
    expect(await db.selectFrom('rate_limits').select('bucket').execute()).toEqual([]);

    // Later the same day: nobody sweeps again, not even a process started since.
    await oldEntry('same day');
    expect(
      await sweepOnceToday({ db, auditRetentionDays: 30, log: quiet, holder: 'd', now: () => new Date('2031-03-01T23:00:00.000Z') }),
    ).toBe(false);
    expect(await entries()).toEqual(['same day']);

    // The next day's first asker sweeps.
    expect(
      await sweepOnceToday({ db, auditRetentionDays: 30, log: quiet, holder: 'b', now: () => new Date('2031-03-02T01:00:00.000Z') }),
    ).toBe(true);
    expect(await entries()).toEqual([]);
    // A month on, the first days' claims are swept with the rest.
    await sweepOnceToday({ db, auditRetentionDays: 30, log: quiet, holder: 'a', now: () => new Date('2031-04-15T01:00:00.000Z') });
    expect((await db.selectFrom('background_claims').select('slot').execute()).map((row) => row.slot)).toEqual(['2031-04-15']);
  });
});
