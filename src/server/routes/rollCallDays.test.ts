import * as clock from '../services/shared/clock';
import { dialects, expectEnvelope, startHarness, type Harness, type TestClient } from '../testing/harness';

/** Issue 26, point 6: a roll call is taken on a day that has come, and on which the school holds lessons. */
describe.each(dialects())('roll call days on %s', (dialect) => {
  let h: Harness;
  let admin: TestClient;
  let classroomId: number;
  let timePart: number;
  let studentId: number;
  const db = () => h.database.db;
  const save = (date: string) =>
    admin.post(`/api/absences/${classroomId}/${date}/${timePart}`, { lines: [{ studentId, status: 'absent' }] });

  beforeAll(async () => {
    h = await startHarness(dialect);
    admin = await h.signIn('admin');
    const registration = await db()
      .selectFrom('registrations as r')
      .innerJoin('school_years as y', 'y.id', 'r.school_year_id')
      .select(['r.classroom_id', 'r.student_id'])
      .where('y.current', '=', 1)
      .where('r.status', '=', 'active')
      .orderBy('r.id')
      .executeTakeFirstOrThrow();
    ({ classroom_id: classroomId, student_id: studentId } = registration);
    timePart = (await db().selectFrom('time_parts').select('id').orderBy('position').executeTakeFirstOrThrow()).id;
  });
  afterAll(() => h.close());
  beforeEach(() => jest.spyOn(clock, 'today').mockReturnValue('2026-11-27'));
  afterEach(() => jest.restoreAllMocks());

  it('refuses a date after today, naming date', async () => {
    const response = await save('2027-03-12');
    expectEnvelope(response, 400);
    expect(response.body.fields).toEqual({ date: 'A roll call cannot be recorded for a day still to come.' });
    const single = await admin.post('/api/absences', { studentId, date: '2026-11-30', timePartId: timePart, status: 'absent' });
    expectEnvelope(single, 400);
    expect(Object.keys(single.body.fields)).toEqual(['date']);
    expect(await db().selectFrom('roll_calls').select('id').where('date', '>', '2026-11-27').execute()).toEqual([]);
  });

  it('refuses a day without lessons in the timetable, naming date', async () => {
    const sunday = await save('2026-09-20');
    expectEnvelope(sunday, 400);
    expect(sunday.body.fields).toEqual({ date: 'The school holds no lessons on this day: no roll call is taken.' });
    // The demo timetable runs Monday to Friday.
    const saturday = await save('2026-11-21');
    expectEnvelope(saturday, 400);
    expect(Object.keys(saturday.body.fields)).toEqual(['date']);
  });

  it('takes a school day, today included', async () => {
    expect((await save('2026-11-23')).status).toBe(200);
    expect((await save('2026-11-27')).status).toBe(200);
  });
});
