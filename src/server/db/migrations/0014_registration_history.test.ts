import { dialects, openTestDatabase } from '../../testing/harness';
import { migratorFor, type DatabaseHandle } from '../database';
import { seedDemoSchool } from '../seed';

describe.each(dialects())('migration 0014 on %s', (dialect) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase(dialect);
  });
  afterAll(() => database.close());

  it('dates the end of the registrations that had already ended, from the next registration or the audit log', async () => {
    const db = database.db;
    const migrator = await migratorFor(db);
    expect((await migrator.migrateTo('0012_guardian_notices')).error).toBeUndefined();
    await seedDemoSchool(db, { schoolName: 'Lycée de test', students: 12, today: new Date('2026-11-21T08:00:00Z') });
    const [moved, left, leftUnrecorded, stayed] = await db
      .selectFrom('registrations')
      .select(['id', 'student_id', 'classroom_id', 'school_year_id'])
      .orderBy('id')
      .limit(4)
      .execute();
    const year = await db.selectFrom('school_years').select('ends_on').where('id', '=', moved.school_year_id).executeTakeFirstOrThrow();
    const other = await db
      .selectFrom('classrooms')
      .select('id')
      .where('school_year_id', '=', moved.school_year_id)
      .where('id', '!=', moved.classroom_id)
      .executeTakeFirstOrThrow();
    const now = new Date().toISOString();
    // A transfer, as the service wrote it before registrations had dates: the old row flagged, a new one.
    await db.updateTable('registrations').set({ status: 'transferred' }).where('id', '=', moved.id).execute();
    const { id: successor } = await db
      .insertInto('registrations')
      .values({
        student_id: moved.student_id,
        classroom_id: other.id,
        school_year_id: moved.school_year_id,
        registered_on: '2026-11-12',
        status: 'active',
        repeating: 0,
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db.updateTable('registrations').set({ status: 'left' }).where('id', 'in', [left.id, leftUnrecorded.id]).execute();
    await db
      .insertInto('audit_log')
      .values({
        user_id: null,
        action: 'update',
        entity: 'registration',
        entity_id: String(left.id),
        before_json: JSON.stringify({ id: left.id, status: 'active' }),
        after_json: JSON.stringify({ id: left.id, status: 'left' }),
        created_at: '2026-10-05T09:30:00.000Z',
      })
      .execute();

    expect((await migrator.migrateTo('0014_registration_history')).error).toBeUndefined();

    const endOf = async (id: number) =>
      (await db.selectFrom('registrations').select('ended_on').where('id', '=', id).executeTakeFirstOrThrow()).ended_on;
    const today = now.slice(0, 10);
    expect(await endOf(moved.id)).toBe('2026-11-11');
    expect(await endOf(successor)).toBeNull();
    expect(await endOf(left.id)).toBe('2026-10-05');
    // No date on record: kept through the day of the migration, so the past keeps the student.
    expect(await endOf(leftUnrecorded.id)).toBe(today < year.ends_on ? today : year.ends_on);
    expect(await endOf(stayed.id)).toBeNull();
  });
});
