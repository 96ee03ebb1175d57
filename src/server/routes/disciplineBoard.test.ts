import type { Board } from '../../domain/contract/discipline';
import { attendanceClassesOf } from '../services/discipline/attendanceScope';
import { addAbsences, studentsOf, takeRollCall, userIdOf } from '../testing/attendanceRows';
import { dialects, expectEnvelope, startHarness, type Harness, type TestClient } from '../testing/harness';

describe.each(dialects())('the discipline board on %s', (dialect) => {
  let h: Harness;
  let discipline: TestClient;
  let principal: TestClient;
  let teacher: TestClient;
  let secretary: TestClient;
  let classrooms: { id: number; name: string }[];
  let parts: { id: number; name: string }[];
  const date = '2026-10-12';

  const db = () => h.database.db;

  beforeAll(async () => {
    h = await startHarness(dialect);
    [discipline, principal, teacher, secretary] = await Promise.all(
      ['discipline', 'principal', 'teacher', 'secretary'].map((u) => h.signIn(u)),
    );
    classrooms = await db()
      .selectFrom('classrooms as c')
      .innerJoin('levels as l', 'l.id', 'c.level_id')
      .select(['c.id', 'c.name'])
      .orderBy('l.position')
      .orderBy('c.name')
      .orderBy('c.id')
      .execute();
    parts = await db().selectFrom('time_parts').select(['id', 'name']).orderBy('position').execute();
    const [a, b] = classrooms;
    const [a1, a2, a3] = await studentsOf(db(), a.id);
    const [b1] = await studentsOf(db(), b.id);
    const teacherId = await userIdOf(db(), 'teacher');
    // Classroom A: first and second hour taken, two absent and one late in the first.
    await takeRollCall(db(), a.id, date, 1, teacherId);
    await takeRollCall(db(), a.id, date, 2, await userIdOf(db(), 'discipline'));
    await addAbsences(db(), a1.id, date, 1, { parts: [1] });
    await addAbsences(db(), a2.id, date, 1, { parts: [1] });
    await addAbsences(db(), a3.id, date, 1, { parts: [1], status: 'present', latenessMinutes: 10 });
    // A permission is not an absence on the board, a late draft not yet late.
    await addAbsences(db(), a3.id, date, 1, { parts: [2], status: 'permission' });
    await addAbsences(db(), a1.id, date, 1, { parts: [3], status: 'draft', latenessMinutes: 5 });
    // Classroom B: third hour taken by someone since removed; another day's roll call does not count.
    await takeRollCall(db(), b.id, date, 3, null);
    await addAbsences(db(), b1.id, date, 1, { parts: [3] });
    await takeRollCall(db(), b.id, '2026-10-13', 1, teacherId);
  });
  afterAll(() => h.close());

  it('shows every classroom and time part of the day, taken or missing, with absences and lateness', async () => {
    const response = await discipline.get<Board>(`/api/discipline/board/${date}`);
    expect(response.status).toBe(200);
    const board = response.body;
    expect(board.date).toBe(date);
    expect(board.timeParts).toEqual(parts);
    expect(board.classrooms.map((c) => c.classroomName)).toEqual(classrooms.map((c) => c.name));
    expect(board.taken).toBe(3);
    expect(board.missing).toBe(classrooms.length * parts.length - 3);
    const [a, b] = board.classrooms;
    expect(a.slots).toHaveLength(parts.length);
    expect(a.slots[0]).toEqual({ timePartId: parts[0].id, taken: true, takenBy: 'Paul Ndongo', absent: 2, late: 1 });
    expect(a.slots[1]).toEqual({ timePartId: parts[1].id, taken: true, takenBy: 'Roger Abena', absent: 0, late: 0 });
    expect(a.slots[2]).toEqual({ timePartId: parts[2].id, taken: false, takenBy: null, absent: 0, late: 0 });
    expect(b.slots[2]).toEqual({ timePartId: parts[2].id, taken: true, takenBy: null, absent: 1, late: 0 });
    expect(b.slots[0].taken).toBe(false);
    expect((await principal.get<Board>(`/api/discipline/board/${date}`)).body).toEqual(board);
  });

  it('shows a teacher only the classrooms of its roll calls', async () => {
    const own = await attendanceClassesOf(db(), await userIdOf(db(), 'teacher'));
    expect(own.length).toBeGreaterThan(0);
    expect(own.length).toBeLessThan(classrooms.length);
    const board = (await teacher.get<Board>(`/api/discipline/board/${date}`)).body;
    expect(board.classrooms.map((c) => c.classroomId).sort((x, y) => x - y)).toEqual(own);
    expect(board.missing + board.taken).toBe(own.length * parts.length);
  });

  it('answers 404 for a date outside every school year, 400 for a malformed date, 403 without attendance', async () => {
    expectEnvelope(await discipline.get('/api/discipline/board/2030-01-01'), 404);
    expectEnvelope(await discipline.get('/api/discipline/board/2026-13-01'), 400);
    expectEnvelope(await secretary.get(`/api/discipline/board/${date}`), 403);
    expectEnvelope(await h.client().get(`/api/discipline/board/${date}`), 401);
  });
});
