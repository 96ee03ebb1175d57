import type { Absence, RollCall } from '../../domain/contract/absences';
import * as clock from '../services/shared/clock';
import { dialects, startHarness, type Harness, type TestClient } from '../testing/harness';

/**
 * Issue 26, point 5: a registration is a dated period, and a transfer or a departure closes it
 * instead of erasing the student from the days they spent in the classroom.
 */
describe.each(dialects())('registration history on %s', (dialect) => {
  let h: Harness;
  let admin: TestClient;
  let classA: number;
  let classB: number;
  let timePart: number;
  const db = () => h.database.db;
  const rollCall = (classroomId: number, date: string) => admin.get<RollCall>(`/api/absences/${classroomId}/${date}/${timePart}`);
  const listed = async (classroomId: number, date: string, studentId: number) => {
    const response = await rollCall(classroomId, date);
    expect(response.status).toBe(200);
    return response.body.data.find((row) => row.studentId === studentId);
  };
  /** A student of classA, absent there on 2026-09-14: the absence line's id. */
  async function absentOn14September(studentId: number): Promise<number> {
    const saved = await admin.post(`/api/absences/${classA}/2026-09-14/${timePart}`, { lines: [{ studentId, status: 'absent' }] });
    expect(saved.status).toBe(200);
    const line = await listed(classA, '2026-09-14', studentId);
    expect(line).toMatchObject({ status: 'absent', absenceId: expect.any(Number) });
    return line!.absenceId!;
  }
  const studentsOfA = async () =>
    (
      await db()
        .selectFrom('registrations')
        .select(['id', 'student_id'])
        .where('classroom_id', '=', classA)
        .where('status', '=', 'active')
        .orderBy('student_id')
        .execute()
    ).map((row) => ({ registrationId: row.id, studentId: row.student_id }));
  /** The past line corrected by the office: it stays in the classroom the student was in that day. */
  async function correct(absenceId: number, studentId: number) {
    const response = await admin.put<Absence>(`/api/absences/${absenceId}`, {
      studentId,
      date: '2026-09-14',
      timePartId: timePart,
      status: 'present',
      latenessMinutes: 10,
    });
    expect([response.status, response.body]).toEqual([200, expect.objectContaining({ id: absenceId })]);
    expect(response.body).toMatchObject({ classroomId: classA, status: 'present', latenessMinutes: 10 });
  }

  beforeAll(async () => {
    h = await startHarness(dialect);
    admin = await h.signIn('admin');
    // Two classrooms of one level (a transfer between them moves no fee), and the first time part.
    const classrooms = await db()
      .selectFrom('classrooms as c')
      .innerJoin('school_years as y', 'y.id', 'c.school_year_id')
      .select(['c.id', 'c.level_id'])
      .where('y.current', '=', 1)
      .orderBy('c.id')
      .execute();
    const pair = classrooms.find((a) => classrooms.some((b) => b.id !== a.id && b.level_id === a.level_id))!;
    classA = pair.id;
    classB = classrooms.find((b) => b.id !== pair.id && b.level_id === pair.level_id)!.id;
    timePart = (await db().selectFrom('time_parts').select('id').orderBy('position').executeTakeFirstOrThrow()).id;
  });
  afterAll(() => h.close());
  afterEach(() => jest.restoreAllMocks());

  it('keeps a transferred student in the old classroom up to the transfer, and in the new one from that day', async () => {
    const [{ studentId }] = await studentsOfA();
    const absenceId = await absentOn14September(studentId);

    const transfer = await admin.post('/api/registrations', { studentId, classroomId: classB, transfer: true, registeredOn: '2026-11-12' });
    expect(transfer.status).toBe(201);

    expect(await listed(classA, '2026-09-14', studentId)).toMatchObject({ status: 'absent', absenceId });
    await correct(absenceId, studentId);
    expect(await listed(classA, '2026-11-11', studentId)).toBeDefined();
    expect(await listed(classA, '2026-11-12', studentId)).toBeUndefined();
    expect(await listed(classB, '2026-11-11', studentId)).toBeUndefined();
    expect(await listed(classB, '2026-11-12', studentId)).toBeDefined();
    // The new classroom's roll call of the transfer day takes the student; the old one's refuses them.
    expect((await admin.post(`/api/absences/${classB}/2026-11-12/${timePart}`, { lines: [{ studentId, status: 'absent' }] })).status).toBe(
      200,
    );
    expect((await admin.post(`/api/absences/${classA}/2026-11-13/${timePart}`, { lines: [{ studentId, status: 'absent' }] })).status).toBe(
      400,
    );
  });

  it("keeps a transferred student on the old classroom's sheets and cards of the periods before, and counts them as of a day", async () => {
    const [{ studentId }] = await studentsOfA();
    const transfer = await admin.post('/api/registrations', { studentId, classroomId: classB, transfer: true, registeredOn: '2026-11-16' });
    expect(transfer.status).toBe(201);

    const sheet = await admin.get<{ rows: { studentId: number }[] }>(`/api/classroom-sequence-sheet/${classA}/1`);
    expect(sheet.status).toBe(200);
    expect(sheet.body.rows.map((row) => row.studentId)).toContain(studentId);
    const lastSheet = await admin.get<{ rows: { studentId: number }[] }>(`/api/classroom-sequence-sheet/${classA}/6`);
    expect(lastSheet.body.rows.map((row) => row.studentId)).not.toContain(studentId);
    // The report card of the first sequence, in the old classroom; none in it for the last one.
    expect((await admin.get(`/api/report-cards/${classA}/sequence/1?studentId=${studentId}`)).status).toBe(200);
    expect((await admin.get(`/api/report-cards/${classA}/sequence/6?studentId=${studentId}`)).status).toBe(404);

    const yearId = (await db().selectFrom('classrooms').select('school_year_id').where('id', '=', classA).executeTakeFirstOrThrow())
      .school_year_id;
    const headCount = async (classroomId: number, on: string) => {
      jest.spyOn(clock, 'today').mockReturnValue(on);
      const response = await admin.get<{ totals: { total: number } }>(`/api/statistics/demographics/${yearId}/all/${classroomId}`);
      expect(response.status).toBe(200);
      return response.body.totals.total;
    };
    expect((await headCount(classA, '2026-11-15')) - (await headCount(classA, '2026-11-16'))).toBe(1);
    expect((await headCount(classB, '2026-11-16')) - (await headCount(classB, '2026-11-15'))).toBe(1);
  });

  it('keeps a student who left in the roll calls of the days before', async () => {
    jest.spyOn(clock, 'today').mockReturnValue('2026-11-27');
    const [, { studentId, registrationId }] = await studentsOfA();
    const absenceId = await absentOn14September(studentId);

    const left = await admin.put(`/api/registrations/${registrationId}`, { status: 'left' });
    expect(left.status).toBe(200);

    expect(await listed(classA, '2026-09-14', studentId)).toMatchObject({ status: 'absent', absenceId });
    await correct(absenceId, studentId);
    expect(await listed(classA, '2026-11-27', studentId)).toBeDefined();
    expect(await listed(classA, '2026-11-30', studentId)).toBeUndefined();
  });
});
