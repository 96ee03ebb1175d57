import type { StudentRecord } from '../../domain/contract/discipline';
import type { AbsenceStatistics } from '../../domain/contract/statistics';
import { addAbsences, studentsOf } from '../testing/attendanceRows';
import { dialects, expectEnvelope, startHarness, type Harness, type TestClient } from '../testing/harness';

const FIGURES = ['justifiedHours', 'unjustifiedHours', 'lateness', 'latenessMinutes'] as const;
const pick = (figures: Record<string, unknown>) => Object.fromEntries(FIGURES.map((key) => [key, figures[key]]));

describe.each(dialects())('absence statistics and student records on %s', (dialect) => {
  let h: Harness;
  let discipline: TestClient;
  let principal: TestClient;
  let teacher: TestClient;
  let yearId: number;
  let classA: { id: number; level_id: number };
  let classB: { id: number; level_id: number };
  let lmdClass: { id: number; level_id: number };
  let a: { id: number }[];
  let b: { id: number }[];

  const db = () => h.database.db;
  const stats = (levelId: number | string, classroomId: number | string, period: string, client = discipline) =>
    client.get<AbsenceStatistics>(`/api/statistics/absences/${yearId}/${levelId}/${classroomId}/${period}`);
  const record = (studentId: number, client = discipline) => client.get<StudentRecord>(`/api/discipline/students/${studentId}/${yearId}`);

  beforeAll(async () => {
    h = await startHarness(dialect);
    [discipline, principal, teacher] = await Promise.all(['discipline', 'principal', 'teacher'].map((u) => h.signIn(u)));
    yearId = (await db().selectFrom('school_years').select('id').executeTakeFirstOrThrow()).id;
    const classrooms = await db()
      .selectFrom('classrooms as c')
      .innerJoin('levels as l', 'l.id', 'c.level_id')
      .select(['c.id', 'c.level_id', 'l.grading_system'])
      .orderBy('c.id')
      .execute();
    [classA, classB] = classrooms;
    lmdClass = classrooms.find((c) => c.grading_system === 'lmd')!;
    [a, b] = await Promise.all([studentsOf(db(), classA.id), studentsOf(db(), classB.id)]);
    // Trimester 1 is 2026-09-01 to 2026-12-21 (sequences 1 and 2 of the seeded year).
    await addAbsences(db(), a[0].id, '2026-10-05', 3);
    await addAbsences(db(), a[0].id, '2026-10-06', 2, { justified: true });
    await addAbsences(db(), a[0].id, '2026-10-07', 1, { status: 'present', latenessMinutes: 15 });
    await addAbsences(db(), a[0].id, '2027-02-01', 4); // trimester 2
    await addAbsences(db(), a[1].id, '2026-11-10', 1, { status: 'permission' });
    await addAbsences(db(), a[1].id, '2026-11-11', 2, { status: 'absent', latenessMinutes: 0 });
    await addAbsences(db(), a[1].id, '2026-11-12', 3, { status: 'rattrapage' });
    await addAbsences(db(), b[0].id, '2026-12-01', 5);
    await addAbsences(db(), b[0].id, '2026-12-02', 1, { status: 'draft', latenessMinutes: 30 });
  });
  afterAll(() => h.close());

  it('sums each classroom and the school, and lists the students most unjustified hours first', async () => {
    const response = await stats('all', 'all', 'trimester-1');
    expect(response.status).toBe(200);
    const body = response.body;
    expect(body).toMatchObject({ schoolYearId: yearId, period: 'trimester-1', from: '2026-09-01', to: '2026-12-21' });
    expect(body.overall).toEqual({ students: 40, justifiedHours: 3, unjustifiedHours: 10, lateness: 1, latenessMinutes: 15 });
    expect(body.classrooms).toHaveLength(12);
    const rowA = body.classrooms.find((c) => c.classroomId === classA.id)!;
    expect(rowA).toMatchObject({
      name: '6e A',
      students: a.length,
      justifiedHours: 3,
      unjustifiedHours: 5,
      lateness: 1,
      latenessMinutes: 15,
    });
    expect(body.classrooms.find((c) => c.classroomId === classB.id)).toMatchObject({ unjustifiedHours: 5, justifiedHours: 0, lateness: 0 });
    expect(body.classrooms.reduce((sum, c) => sum + c.students, 0)).toBe(40);
    expect(body.students.map((s) => [s.studentId, s.unjustifiedHours])).toEqual([
      [b[0].id, 5],
      [a[0].id, 3],
      [a[1].id, 2],
    ]);
    expect(body.students[1]).toMatchObject({
      classroomId: classA.id,
      classroomName: '6e A',
      justifiedHours: 2,
      lateness: 1,
      latenessMinutes: 15,
    });
  });

  it('agrees with each student’s record, period by period', async () => {
    for (const period of ['trimester-1', 'trimester-2', 'sequence-2', 'annual', '2026-10']) {
      const body = (await stats('all', 'all', period)).body;
      for (const student of [a[0], a[1], b[0]]) {
        const line = body.students.find((s) => s.studentId === student.id);
        const recorded = (await record(student.id)).body.periods.find((p) => p.period === period);
        if (!recorded) continue; // a month is not one of the record's periods
        expect([period, recorded.from, recorded.to]).toEqual([period, body.from, body.to]);
        expect(pick(recorded)).toEqual(line ? pick(line) : { justifiedHours: 0, unjustifiedHours: 0, lateness: 0, latenessMinutes: 0 });
      }
    }
    const annual = (await stats('all', 'all', 'annual')).body;
    expect(annual.students.find((s) => s.studentId === a[0].id)).toMatchObject({ unjustifiedHours: 7 });
    const october = (await stats('all', 'all', '2026-10')).body;
    expect(october).toMatchObject({ from: '2026-10-01', to: '2026-10-31' });
    expect(october.students.map((s) => s.studentId)).toEqual([a[0].id]);
  });

  it('narrows to a level or a classroom', async () => {
    const level = (await stats(classA.level_id, 'all', 'trimester-1')).body;
    expect(level.classrooms.every((c) => c.levelId === classA.level_id)).toBe(true);
    expect(level.classrooms.map((c) => c.classroomId)).toEqual(expect.arrayContaining([classA.id, classB.id]));
    const one = (await stats('all', classA.id, 'trimester-1')).body;
    expect(one.classrooms.map((c) => c.classroomId)).toEqual([classA.id]);
    expect(one.overall).toEqual({ students: a.length, justifiedHours: 3, unjustifiedHours: 5, lateness: 1, latenessMinutes: 15 });
    expect(one.students.map((s) => s.studentId)).toEqual([a[0].id, a[1].id]);
    expect((await stats(classA.level_id, classA.id, 'trimester-1')).body).toEqual(one);
  });

  it('answers 404 for what does not exist, 400 for what does not fit', async () => {
    expectEnvelope(await discipline.get(`/api/statistics/absences/9999/all/all/annual`), 404);
    expectEnvelope(await stats(9999, 'all', 'annual'), 404);
    expectEnvelope(await stats('all', 9999, 'annual'), 404);
    expectEnvelope(await stats(lmdClass.level_id, classA.id, 'annual'), 400);
    expectEnvelope(await stats('all', 'all', '2027-08'), 404);
    expectEnvelope(await stats('all', 'all', 'trimester-4'), 404);
    for (const bad of ['sequence-7', 'week-1', 'all']) expectEnvelope(await stats('all', 'all', bad), 400);
    expectEnvelope(await stats('all', 'all', 'annual', teacher), 403);
    expect((await stats('all', 'all', 'annual', principal)).status).toBe(200);
  });

  describe("a student's record", () => {
    it('holds every period, each absence, sanction and suggestion of the year', async () => {
      const response = await record(a[0].id);
      expect(response.status).toBe(200);
      const body = response.body;
      expect(body).toMatchObject({ studentId: a[0].id, classroomName: '6e A', schoolYearId: yearId });
      expect(body.periods.map((p) => p.period)).toEqual([
        'sequence-1',
        'sequence-2',
        'sequence-3',
        'sequence-4',
        'sequence-5',
        'sequence-6',
        'trimester-1',
        'trimester-2',
        'trimester-3',
        'annual',
      ]);
      const annual = body.periods.at(-1)!;
      expect(annual).toEqual({
        period: 'annual',
        from: '2026-09-01',
        to: '2027-07-31',
        justifiedHours: 2,
        unjustifiedHours: 7,
        lateness: 1,
        latenessMinutes: 15,
        consigneHours: 0,
        exclusionDays: 0,
      });
      expect(body.absences).toHaveLength(10);
      expect(body.absences[0]).toMatchObject({ date: '2027-02-01', studentId: a[0].id, classroomName: '6e A', status: 'absent', hours: 1 });
      expect(body.absences.filter((line) => line.justified)).toHaveLength(2);
      expect(body.sanctions).toEqual([]);
      expect(body.suggestions).toEqual([]);
    });

    it('counts consigne hours and exclusion days, and lists the sanctions', async () => {
      const types = Object.fromEntries(
        (await db().selectFrom('sanction_types').select(['id', 'code']).execute()).map((t) => [t.code, t.id]),
      );
      const post = (typeCode: string, date: string, duration: number) =>
        discipline.post('/api/sanctions', { studentId: a[1].id, sanctionTypeId: types[typeCode], date, reason: 'Motif', duration });
      expect((await post('CONS', '2026-11-13', 2)).status).toBe(201);
      expect((await post('EXT', '2027-03-01', 3)).status).toBe(201);
      const body = (await record(a[1].id)).body;
      expect(body.periods.find((p) => p.period === 'trimester-1')).toMatchObject({
        consigneHours: 2,
        exclusionDays: 0,
        unjustifiedHours: 2,
        justifiedHours: 1,
      });
      expect(body.periods.find((p) => p.period === 'trimester-2')).toMatchObject({ consigneHours: 0, exclusionDays: 3 });
      expect(body.sanctions.map((s) => s.typeCode)).toEqual(['EXT', 'CONS']);
    });

    it('answers 404 for an unknown student or year, 403 to a teacher', async () => {
      expectEnvelope(await discipline.get(`/api/discipline/students/99999/${yearId}`), 404);
      expectEnvelope(await discipline.get(`/api/discipline/students/${a[0].id}/9999`), 404);
      expectEnvelope(await record(a[0].id, teacher), 403);
      expect((await record(a[0].id, principal)).status).toBe(200);
    });
  });
});
