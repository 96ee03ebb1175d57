import { dialects, expectEnvelope, startHarness, type Harness } from '../testing/harness';

describe.each(dialects())('GET /api/statistics/kpis on %s', (dialect) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(dialect);
  });
  afterAll(() => h.close());

  it('counts the registered students by sex, the classrooms and the staff of the year', async () => {
    const db = h.database.db;
    const male = await db
      .selectFrom('students')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('sex', '=', 'M')
      .executeTakeFirstOrThrow();
    // A student who left no longer counts.
    const left = await db.selectFrom('registrations').select('id').orderBy('id').executeTakeFirstOrThrow();
    await db.updateTable('registrations').set({ status: 'left' }).where('id', '=', left.id).execute();
    const leaver = await db
      .selectFrom('registrations as r')
      .innerJoin('students as s', 's.id', 'r.student_id')
      .select('s.sex')
      .where('r.id', '=', left.id)
      .executeTakeFirstOrThrow();

    const response = await (await h.signIn('teacher')).get('/api/statistics/kpis/1');
    expect(response.status).toBe(200);
    const expectedMale = Number(male.n) - (leaver.sex === 'M' ? 1 : 0);
    expect(response.body).toEqual({
      schoolYearId: 1,
      students: { total: 39, male: expectedMale, female: 39 - expectedMale },
      classrooms: 12,
      staff: 18,
      teachers: 12,
    });
  });

  it('answers 404 for an unknown school year, 400 for a malformed id, 401 without a token', async () => {
    const client = await h.signIn('secretary');
    expectEnvelope(await client.get('/api/statistics/kpis/999'), 404);
    expectEnvelope(await client.get('/api/statistics/kpis/zero'), 400);
    expectEnvelope(await h.client().get('/api/statistics/kpis/1'), 401);
  });
});
