import { dialects, openTestDatabase } from '../../testing/harness';
import { updateOptions } from '../../services/shared/options';
import { migratorFor, type DatabaseHandle } from '../database';
import { seedDemoSchool } from '../seed';

const BACKUP_OPTIONS = ['backup_keep_daily', 'backup_keep_monthly', 'backup_time'];

describe.each(dialects())('migration 0018 on %s', (dialect) => {
  let database: DatabaseHandle;
  beforeEach(async () => {
    database = await openTestDatabase(dialect);
  });
  afterEach(() => database.close());

  it('gives a school seeded before the backup options those options, which its admin can then set', async () => {
    const db = database.db;
    const migrator = await migratorFor(db);
    expect((await migrator.migrateTo('0017_staff_mail_queue')).error).toBeUndefined();
    await seedDemoSchool(db, { schoolName: 'Lycée de test', students: 4, today: new Date('2026-11-21T08:00:00Z') });
    // As a school seeded before these options existed has them: not at all.
    await db.deleteFrom('options').where('name', 'in', BACKUP_OPTIONS).execute();

    expect((await migrator.migrateToLatest()).error).toBeUndefined();

    const rows = await db
      .selectFrom('options')
      .select(['name', 'value', 'value_type'])
      .where('name', 'in', BACKUP_OPTIONS)
      .orderBy('name')
      .execute();
    expect(rows).toEqual([
      { name: 'backup_keep_daily', value: '7', value_type: 'int' },
      { name: 'backup_keep_monthly', value: '12', value_type: 'int' },
      { name: 'backup_time', value: '02:00', value_type: 'string' },
    ]);
    const admin = await db.selectFrom('users').select('id').where('username', '=', 'admin').executeTakeFirstOrThrow();
    const options = await updateOptions(db, admin.id, [{ name: 'backup_time', value: '23:30' }]);
    expect(options.find((option) => option.name === 'backup_time')?.value).toBe('23:30');
    await expect(updateOptions(db, admin.id, [{ name: 'backup_time', value: '24:00' }])).rejects.toMatchObject({
      statusCode: 400,
      fields: { backup_time: { key: 'validation.backupTime' } },
    });
    await expect(updateOptions(db, admin.id, [{ name: 'backup_keep_daily', value: '0' }])).rejects.toMatchObject({
      fields: { backup_keep_daily: { key: 'validation.min', values: { min: 1 } } },
    });
  });

  it('leaves a database without options to the seed, which writes them all', async () => {
    const db = database.db;
    expect((await (await migratorFor(db)).migrateToLatest()).error).toBeUndefined();
    expect(await db.selectFrom('options').select('name').execute()).toEqual([]);
    await seedDemoSchool(db, { schoolName: 'Lycée de test', students: 4, today: new Date('2026-11-21T08:00:00Z') });
    expect(await db.selectFrom('options').select('name').where('name', 'in', BACKUP_OPTIONS).execute()).toHaveLength(3);
  });
});
