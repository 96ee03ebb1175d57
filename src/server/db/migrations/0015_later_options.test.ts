import { dialects, openTestDatabase } from '../../testing/harness';
import { updateOptions } from '../../services/shared/options';
import { migratorFor, type DatabaseHandle } from '../database';
import { seedDemoSchool } from '../seed';

describe.each(dialects())('migration 0015 on %s', (dialect) => {
  let database: DatabaseHandle;
  beforeEach(async () => {
    database = await openTestDatabase(dialect);
  });
  afterEach(() => database.close());

  it("gives a school seeded before the cards' address option that option, so its admin can set it", async () => {
    const db = database.db;
    const migrator = await migratorFor(db);
    expect((await migrator.migrateTo('0014_registration_history')).error).toBeUndefined();
    await seedDemoSchool(db, { schoolName: 'Lycée de test', students: 4, today: new Date('2026-11-21T08:00:00Z') });
    // As a school seeded before these options existed has them: not at all.
    await db.deleteFrom('options').where('name', 'in', ['public_url', 'absence_notices']).execute();
    await db.updateTable('options').set({ value: 'true' }).where('name', '=', 'guardian_notices_sanctions').execute();

    expect((await migrator.migrateToLatest()).error).toBeUndefined();

    const rows = await db
      .selectFrom('options')
      .select(['name', 'value'])
      .where('name', 'in', ['public_url', 'absence_notices', 'guardian_notices_sanctions'])
      .orderBy('name')
      .execute();
    expect(rows).toEqual([
      { name: 'absence_notices', value: 'false' },
      { name: 'guardian_notices_sanctions', value: 'true' },
      { name: 'public_url', value: '' },
    ]);
    const admin = await db.selectFrom('users').select('id').where('username', '=', 'admin').executeTakeFirstOrThrow();
    const options = await updateOptions(db, admin.id, [{ name: 'public_url', value: 'https://lycee.example.cm' }]);
    expect(options.find((option) => option.name === 'public_url')?.value).toBe('https://lycee.example.cm');
  });

  it('leaves a database without options to the seed, which writes them all', async () => {
    const db = database.db;
    expect((await (await migratorFor(db)).migrateToLatest()).error).toBeUndefined();
    expect(await db.selectFrom('options').select('name').execute()).toEqual([]);
    await seedDemoSchool(db, { schoolName: 'Lycée de test', students: 4, today: new Date('2026-11-21T08:00:00Z') });
    expect(await db.selectFrom('options').select('name').where('name', '=', 'public_url').execute()).toHaveLength(1);
  });
});
