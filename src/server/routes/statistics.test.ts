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
      attendance: expect.objectContaining({ absent: 0, late: 0, rollCallsTaken: 0 }),
    });
  });

  it("counts a day's absences, lateness and roll calls taken and missing", async () => {
    const db = h.database.db;
    const year = await db.selectFrom('school_years').select(['id', 'starts_on']).where('id', '=', 1).executeTakeFirstOrThrow();
    // The first Monday of the year, and the Sunday before it: no roll call is expected on Sunday.
    let monday = new Date(`${year.starts_on}T00:00:00Z`);
    while (monday.getUTCDay() !== 1) monday = new Date(monday.getTime() + 86_400_000);
    const date = monday.toISOString().slice(0, 10);
    const sunday = new Date(monday.getTime() + 6 * 86_400_000).toISOString().slice(0, 10);
    const [classroom] = await db.selectFrom('classrooms').select('id').where('school_year_id', '=', 1).orderBy('id').execute();
    const parts = await db.selectFrom('time_parts').select('id').orderBy('position').execute();
    const students = await db.selectFrom('registrations').select('student_id').where('classroom_id', '=', classroom!.id).execute();
    const now = new Date().toISOString();
    await db
      .insertInto('roll_calls')
      .values(
        parts
          .slice(0, 2)
          .map((part) => ({ classroom_id: classroom!.id, school_year_id: 1, date, time_part_id: part.id, taken_at: now, updated_at: now })),
      )
      .execute();
    const line = (index: number, status: 'absent' | 'present' | 'draft', lateness: number) => ({
      student_id: students[index]!.student_id,
      classroom_id: classroom!.id,
      school_year_id: 1,
      date,
      time_part_id: parts[0]!.id,
      status,
      lateness_minutes: lateness,
      justified: 0 as const,
      entered_at: now,
      updated_at: now,
    });
    await db
      .insertInto('absences')
      .values([line(0, 'absent', 0), line(1, 'absent', 0), line(2, 'present', 15), line(3, 'draft', 5)])
      .execute();

    const client = await h.signIn('principal');
    const response = await client.get(`/api/statistics/kpis/1?date=${date}`);
    expect(response.status).toBe(200);
    expect(response.body.attendance).toEqual({ date, absent: 2, late: 1, rollCallsTaken: 2, rollCallsMissing: 12 * parts.length - 2 });
    expect((await client.get(`/api/statistics/kpis/1?date=${sunday}`)).body.attendance).toMatchObject({
      rollCallsTaken: 0,
      rollCallsMissing: 0,
    });
    expectEnvelope(await client.get('/api/statistics/kpis/1?date=2026-02-30'), 400);
  });

  it('answers 404 for an unknown school year, 400 for a malformed id, 401 without a token', async () => {
    const client = await h.signIn('secretary');
    expectEnvelope(await client.get('/api/statistics/kpis/999'), 404);
    expectEnvelope(await client.get('/api/statistics/kpis/zero'), 400);
    expectEnvelope(await h.client().get('/api/statistics/kpis/1'), 401);
  });
});
