import { dialects, openTestDatabase } from '../../testing/harness';
import { migratorFor, type DatabaseHandle } from '../database';

describe.each(dialects())('migration 0004 on %s', (dialect) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase(dialect);
  });
  afterAll(() => database.close());

  it('leaves an address shared by several accounts to the oldest one, says so in the audit log, then keeps addresses unique', async () => {
    const migrator = await migratorFor(database.db);
    expect((await migrator.migrateTo('0003_marks')).error).toBeUndefined();
    const now = new Date().toISOString();
    const user = (username: string, email: string | null) => ({
      username,
      first_name: 'A',
      last_name: 'B',
      email,
      phone: null,
      role: 'teacher',
      status: 'active' as const,
      password_hash: 'x',
      created_at: now,
      updated_at: now,
    });
    await database.db
      .insertInto('users')
      .values([
        user('colleague', 'Desk@School.cm'),
        user('taker', 'desk@school.cm'),
        user('third', 'DESK@school.cm'),
        user('other', 'other@school.cm'),
        user('none', null),
        user('none2', null),
      ])
      .execute();

    expect((await migrator.migrateTo('0004_sign_in')).error).toBeUndefined();

    const emails = await database.db.selectFrom('users').select(['username', 'email']).orderBy('id').execute();
    expect(emails).toEqual([
      { username: 'colleague', email: 'Desk@School.cm' },
      { username: 'taker', email: null },
      { username: 'third', email: null },
      { username: 'other', email: 'other@school.cm' },
      { username: 'none', email: null },
      { username: 'none2', email: null },
    ]);
    const audit = await database.db
      .selectFrom('audit_log')
      .select(['entity', 'entity_id', 'before_json', 'after_json'])
      .orderBy('id')
      .execute();
    expect(audit.map((entry) => [entry.entity, JSON.parse(entry.before_json ?? '{}').email])).toEqual([
      ['user', 'desk@school.cm'],
      ['user', 'DESK@school.cm'],
    ]);
    await expect(
      database.db.updateTable('users').set({ email: 'OTHER@school.cm' }).where('username', '=', 'none').execute(),
    ).rejects.toThrow();
  });
});
