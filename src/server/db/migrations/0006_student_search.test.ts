import type { Kysely } from 'kysely';
import { dialects, openTestDatabase } from '../../testing/harness';
import { migratorFor, type DatabaseHandle } from '../database';

describe.each(dialects())('migration 0006 on %s', (dialect) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase(dialect);
  });
  afterAll(() => database.close());

  it("writes every existing student's folded search text", async () => {
    const migrator = await migratorFor(database.db);
    expect((await migrator.migrateTo('0005_import_jobs')).error).toBeUndefined();
    const now = new Date().toISOString();
    // More students than one batch of the migration, so its paging is exercised too.
    const rows = Array.from({ length: 1203 }, (_, index) => ({
      matricule: `M${String(index + 1).padStart(5, '0')}`,
      first_name: index === 0 ? 'Aïcha Ngô' : `Élève ${index}`,
      last_name: index === 0 ? 'MBALLA' : 'Ékambi',
      sex: 'F' as const,
      custom_fields: '{}',
      archived: 0 as const,
      created_at: now,
      updated_at: now,
    }));
    const students = database.db as unknown as Kysely<{ students: (typeof rows)[number] & { id?: number } }>;
    for (let start = 0; start < rows.length; start += 200)
      await students
        .insertInto('students')
        .values(rows.slice(start, start + 200))
        .execute();

    expect((await migrator.migrateTo('0006_student_search')).error).toBeUndefined();

    const texts = await database.db.selectFrom('students').select(['matricule', 'search_text']).orderBy('id').execute();
    expect(texts[0]).toEqual({ matricule: 'M00001', search_text: 'mballa aicha ngo m00001' });
    expect(texts[1202]).toEqual({ matricule: 'M01203', search_text: 'ekambi eleve 1202 m01203' });
    expect(texts.filter((row) => row.search_text === '')).toEqual([]);
  });
});
