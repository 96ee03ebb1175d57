import { dialects, openTestDatabase } from '../../testing/harness';
import { loadSchool } from '../../documents/school';
import { updateOptions } from '../../services/shared/options';
import { migratorFor, type DatabaseHandle } from '../database';
import { seedDemoSchool } from '../seed';

const LETTERHEAD_OPTIONS = ['letterhead_left', 'letterhead_right'];

describe.each(dialects())('migration 0019 on %s', (dialect) => {
  let database: DatabaseHandle;
  beforeEach(async () => {
    database = await openTestDatabase(dialect);
  });
  afterEach(() => database.close());

  it('gives a school seeded before the letterhead its two empty blocks, which its admin can then write, and no logo', async () => {
    const db = database.db;
    const migrator = await migratorFor(db);
    expect((await migrator.migrateTo('0018_backup_options')).error).toBeUndefined();
    await seedDemoSchool(db, { schoolName: 'Lycée de test', students: 4, today: new Date('2026-11-21T08:00:00Z') });
    // As a school seeded before the letterhead existed has it: not at all.
    await db.deleteFrom('options').where('name', 'in', LETTERHEAD_OPTIONS).execute();
    expect((await migrator.migrateToLatest()).error).toBeUndefined();

    const rows = await db
      .selectFrom('options')
      .select(['name', 'value', 'value_type'])
      .where('name', 'in', LETTERHEAD_OPTIONS)
      .orderBy('name')
      .execute();
    expect(rows).toEqual([
      { name: 'letterhead_left', value: '', value_type: 'string' },
      { name: 'letterhead_right', value: '', value_type: 'string' },
    ]);
    const admin = await db.selectFrom('users').select('id').where('username', '=', 'admin').executeTakeFirstOrThrow();
    await updateOptions(db, admin.id, [{ name: 'letterhead_left', value: 'République du Cameroun\nPaix – Travail – Patrie' }]);
    expect(await loadSchool(db)).toMatchObject({
      name: 'Lycée de test',
      letterhead: { left: ['République du Cameroun', 'Paix – Travail – Patrie'], right: [] },
      logo: null,
    });
  });

  it('leaves a database without options to the seed, which writes them all', async () => {
    const db = database.db;
    expect((await (await migratorFor(db)).migrateToLatest()).error).toBeUndefined();
    expect(await db.selectFrom('options').select('name').execute()).toEqual([]);
    await seedDemoSchool(db, { schoolName: 'Lycée de test', students: 4, today: new Date('2026-11-21T08:00:00Z') });
    expect(await db.selectFrom('options').select('name').where('name', 'in', LETTERHEAD_OPTIONS).execute()).toHaveLength(2);
    expect((await db.selectFrom('school').select('logo').executeTakeFirstOrThrow()).logo).toBeNull();
  });
});
