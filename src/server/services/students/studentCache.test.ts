import { migrateToLatest } from '../../db/database';
import { seedDemoSchool } from '../../db/seed';
import { openTestDatabase } from '../../testing/harness';
import type { DatabaseHandle } from '../../db/database';
import { StudentCache } from './studentCache';
import { studentSerialiser } from './studentViews';

/** The cache's bound is bytes, not students: a school of any size costs at most its budget. */
describe('the student cache', () => {
  let database: DatabaseHandle;
  let ids: number[];
  let year: number;

  beforeAll(async () => {
    database = await openTestDatabase('sqlite');
    await migrateToLatest(database.db);
    await seedDemoSchool(database.db, { schoolName: 'Lycée du cache', students: 60 });
    ids = (await database.db.selectFrom('students').select('id').orderBy('id').execute()).map((row) => row.id);
    year = (await database.db.selectFrom('school_years').select('id').where('current', '=', 1).executeTakeFirstOrThrow()).id;
  });
  afterAll(() => database.close());

  it('keeps no more bytes than its budget, the latest read first, and answers every student asked all the same', async () => {
    const whole = new StudentCache(studentSerialiser);
    const all = await whole.get(database.db, ids, year, 1, 0);
    const perStudent = whole.bytes / ids.length;
    const budget = Math.floor(perStudent * 10);
    const small = new StudentCache(studentSerialiser, budget);
    const answered = await small.get(database.db, ids, year, 1, 0);
    expect(answered.map((student) => student.bytes.toString())).toEqual(all.map((student) => student.bytes.toString()));
    expect(small.bytes).toBeLessThanOrEqual(budget);
    expect(small.bytes).toBeGreaterThan(budget - 2 * perStudent);
    // The last ten read are those kept: reading them again reads no row.
    const spy = jest.spyOn(database.db, 'selectFrom');
    await small.get(database.db, ids.slice(-8), year, 1, 0);
    expect(spy).not.toHaveBeenCalled();
    await small.get(database.db, ids.slice(0, 1), year, 1, 0);
    expect(spy).toHaveBeenCalled();
    spy.mockRestore();
  });

  it('starts again from nothing when the students change', async () => {
    const cache = new StudentCache(studentSerialiser);
    await cache.get(database.db, ids, year, 1, 0);
    expect(cache.bytes).toBeGreaterThan(0);
    await cache.get(database.db, ids.slice(0, 2), year, 2, 0);
    const twoOnly = cache.bytes;
    const fresh = new StudentCache(studentSerialiser);
    await fresh.get(database.db, ids.slice(0, 2), year, 2, 0);
    expect(twoOnly).toBe(fresh.bytes);
  });
});
