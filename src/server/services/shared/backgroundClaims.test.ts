import { migrateToLatest, type DatabaseHandle } from '../../db/database';
import { dialects, openTestDatabase } from '../../testing/harness';
import { beat, claim, finish, release, runClaimed, sweepClaims } from './backgroundClaims';

const at = (minute: number) => new Date(Date.UTC(2026, 10, 28, 2, minute));
/** Ten minutes of staleness, as the server uses. */
const staleAt = (minute: number) => at(minute - 10);

describe.each(dialects())('background claims on %s', (dialect) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    // A pool of four on PostgreSQL, so that concurrent claims meet in the database on connections of their own.
    database = await openTestDatabase(dialect, 4);
    await migrateToLatest(database.db);
  });
  afterAll(() => database.close());

  const holderOf = async (job: string, slot: string) =>
    (await database.db.selectFrom('background_claims').selectAll().where('job', '=', job).where('slot', '=', slot).executeTakeFirst())
      ?.holder;

  it('lets one of two holders asking at once win, and only once', async () => {
    const { db } = database;
    const won = await Promise.all(['a', 'b', 'c', 'd'].map((holder) => claim(db, 'test', 'race', holder, staleAt(0), at(0))));
    expect(won.filter(Boolean)).toHaveLength(1);
    const winner = ['a', 'b', 'c', 'd'][won.indexOf(true)];
    expect(await holderOf('test', 'race')).toBe(winner);
    // Asking again while the holder beats: still lost, by the others and by the holder itself.
    expect(await claim(db, 'test', 'race', 'e', staleAt(5), at(5))).toBe(false);
    expect(await claim(db, 'test', 'race', winner, staleAt(5), at(5))).toBe(false);
    // Another slot of the same job is another claim.
    expect(await claim(db, 'test', 'other slot', 'e', staleAt(5), at(5))).toBe(true);
  });

  it('hands a claim whose holder stopped beating to the next who asks, and the old holder finds it gone', async () => {
    const { db } = database;
    expect(await claim(db, 'test', 'stale', 'dead', staleAt(0), at(0))).toBe(true);
    expect(await beat(db, 'test', 'stale', 'dead', at(8))).toBe(true);
    // Beaten at 8: still held at 17, stale at 19.
    expect(await claim(db, 'test', 'stale', 'alive', staleAt(17), at(17))).toBe(false);
    expect(await claim(db, 'test', 'stale', 'alive', staleAt(19), at(19))).toBe(true);
    expect(await holderOf('test', 'stale')).toBe('alive');
    expect(await beat(db, 'test', 'stale', 'dead', at(20))).toBe(false);
    expect(await finish(db, 'test', 'stale', 'dead', at(20))).toBe(false);
    expect(await finish(db, 'test', 'stale', 'alive', at(20))).toBe(true);
  });

  it('never hands a finished claim again, however old; a released one goes to the next at once', async () => {
    const { db } = database;
    expect(await claim(db, 'test', 'done', 'a', staleAt(0), at(0))).toBe(true);
    expect(await finish(db, 'test', 'done', 'a', at(1))).toBe(true);
    expect(await claim(db, 'test', 'done', 'b', at(59), at(59))).toBe(false);
    expect(await holderOf('test', 'done')).toBe('a');

    expect(await claim(db, 'test', 'failed', 'a', staleAt(0), at(0))).toBe(true);
    await release(db, 'test', 'failed', 'a');
    expect(await claim(db, 'test', 'failed', 'b', staleAt(1), at(1))).toBe(true);
  });

  it('runs claimed work once, finishes it when done and gives it back when it fails', async () => {
    const { db } = database;
    let runs = 0;
    const work = async () => {
      runs += 1;
      await new Promise((resolve) => setTimeout(resolve, 20));
      return runs;
    };
    const results = await Promise.all(
      ['a', 'b'].map((holder) => runClaimed({ db, job: 'test', slot: 'run', holder, now: () => at(0) }, work)),
    );
    expect(runs).toBe(1);
    expect(results.filter((result) => result.claimed)).toEqual([{ claimed: true, result: 1 }]);
    expect(await runClaimed({ db, job: 'test', slot: 'run', holder: 'c', now: () => at(59) }, work)).toEqual({ claimed: false });

    const failing = () => Promise.reject(new Error('disk gone'));
    await expect(runClaimed({ db, job: 'test', slot: 'retry', holder: 'a', now: () => at(0) }, failing)).rejects.toThrow('disk gone');
    // Not done by its own reckoning (a backup that failed): given back too.
    expect(await runClaimed({ db, job: 'test', slot: 'retry', holder: 'b', now: () => at(1) }, work, () => false)).toEqual({
      claimed: true,
      result: 2,
    });
    expect(await runClaimed({ db, job: 'test', slot: 'retry', holder: 'c', now: () => at(2) }, work)).toEqual({ claimed: true, result: 3 });
    expect(await holderOf('test', 'retry')).toBe('c');
  });

  it('sweeps the claims nobody touched for a while', async () => {
    const { db } = database;
    expect(await claim(db, 'sweep', 'old', 'a', at(-30), at(-30))).toBe(true);
    expect(await claim(db, 'sweep', 'new', 'a', at(-30), at(30))).toBe(true);
    expect(await sweepClaims(db, at(0))).toBeGreaterThanOrEqual(1);
    expect(await holderOf('sweep', 'old')).toBeUndefined();
    expect(await holderOf('sweep', 'new')).toBe('a');
  });
});
