import { dialects, expectEnvelope, startHarness, type Harness, type TestClient } from '../testing/harness';

describe.each(dialects())('mark sheets on %s', (dialect) => {
  let h: Harness;
  let studies: TestClient;
  let secondary: { classroomId: number; courses: { id: number; coefficient: number }[]; students: number[] };
  let lmd: { classroomId: number; courses: { id: number; credits: number; term: number }[]; students: number[] };

  const classroomOf = async (grading: 'sequence' | 'lmd') => {
    const db = h.database.db;
    const classroom = await db
      .selectFrom('classrooms as c')
      .innerJoin('levels as l', 'l.id', 'c.level_id')
      .select('c.id')
      .where('l.grading_system', '=', grading)
      .orderBy('c.id')
      .executeTakeFirstOrThrow();
    const courses = await db
      .selectFrom('class_courses')
      .select(['id', 'coefficient', 'credits', 'term'])
      .where('classroom_id', '=', classroom.id)
      .orderBy('id')
      .execute();
    const students = await db
      .selectFrom('registrations as r')
      .innerJoin('students as s', 's.id', 'r.student_id')
      .select('s.id')
      .where('r.classroom_id', '=', classroom.id)
      .where('r.status', '=', 'active')
      .orderBy('s.last_name')
      .orderBy('s.first_name')
      .orderBy('s.id')
      .execute();
    return { classroomId: classroom.id, courses, students: students.map((s) => s.id) };
  };

  beforeAll(async () => {
    h = await startHarness(dialect);
    studies = await h.signIn('studies');
    const s = await classroomOf('sequence');
    secondary = { ...s, courses: s.courses.map((c) => ({ id: c.id, coefficient: Number(c.coefficient) })) };
    const l = await classroomOf('lmd');
    lmd = { ...l, courses: l.courses.map((c) => ({ id: c.id, credits: Number(c.credits), term: Number(c.term) })) };
    expect(secondary.students.length).toBeGreaterThanOrEqual(3);
    expect(lmd.students.length).toBeGreaterThanOrEqual(2);
  });
  afterAll(() => h.close());

  /**
   * Sequence 1 of the secondary classroom, saved by each test that reads it (a bulk save replaces the
   * sequence's marks, so saving twice is harmless): first and second 14 in every course (a tie),
   * third 10 everywhere but one course, fourth one course only (NC).
   */
  const markSequenceOne = async () => {
    const [first, second, third, fourth] = secondary.students;
    for (const [index, course] of secondary.courses.entries()) {
      const marks = [
        { studentId: first, value: 14 },
        { studentId: second, value: 14 },
        { studentId: third, value: index === 0 ? null : 10 },
        ...(fourth ? [{ studentId: fourth, value: index === 0 ? 18 : null }] : []),
      ];
      expect((await studies.post(`/api/save-bulk-marks/${course.id}/1`, { marks })).status).toBe(200);
    }
  };

  it('ranks a sequence: weighted averages, ties, Non classé and a student without marks', async () => {
    const [first, second, third, fourth] = secondary.students;
    await markSequenceOne();
    const sheet = await studies.get(`/api/classroom-sequence-sheet/${secondary.classroomId}/1`);
    expect(sheet.status).toBe(200);
    expect(sheet.body.period).toEqual({ type: 'sequence', sequences: [1], term: null });
    expect(sheet.body.courses.map((c: { classCourseId: number }) => c.classCourseId).sort()).toEqual(
      secondary.courses.map((c) => c.id).sort(),
    );
    const row = (id: number) => sheet.body.rows.find((r: { studentId: number }) => r.studentId === id);
    expect(row(first)).toMatchObject({
      average: 14,
      rank: 1,
      exAequo: true,
      nonClasse: false,
      distinctions: ['honourRoll', 'encouragements'],
      decision: null,
    });
    expect(row(second)).toMatchObject({ average: 14, rank: 1, exAequo: true });
    expect(row(third)).toMatchObject({ average: 10, rank: 3, exAequo: false });
    expect(row(third).marks.find((m: { classCourseId: number }) => m.classCourseId === secondary.courses[0].id)).toMatchObject({
      mark: null,
      points: null,
      rank: null,
    });
    if (fourth) expect(row(fourth)).toMatchObject({ average: 18, rank: null, nonClasse: true });
    const others = sheet.body.rows.filter((r: { studentId: number }) => ![first, second, third, fourth].includes(r.studentId));
    expect(others.every((r: { average: number | null; rank: number | null }) => r.average === null && r.rank === null)).toBe(true);
    expect(sheet.body.stats).toMatchObject({
      students: secondary.students.length,
      ranked: 3,
      classAverage: 12.67,
      highest: 14,
      lowest: 10,
      successRate: 1,
    });
  });

  it('takes a trimester as the mean of the two sequences, and the year with its decision', async () => {
    const [first] = secondary.students;
    await markSequenceOne();
    for (const course of secondary.courses) {
      expect((await studies.post(`/api/save-bulk-marks/${course.id}/2`, { marks: [{ studentId: first, value: 8 }] })).status).toBe(200);
    }
    const trimester = await studies.get(`/api/classroom-bisequence-sheet/${secondary.classroomId}/1/2`);
    expect(trimester.status).toBe(200);
    const row = trimester.body.rows.find((r: { studentId: number }) => r.studentId === first);
    expect(row.average).toBe(11); // (14 + 8) / 2 in every course
    const annual = await studies.get(`/api/classroom-annual-sheet/${secondary.classroomId}`);
    expect(annual.status).toBe(200);
    const yearRow = annual.body.rows.find((r: { studentId: number }) => r.studentId === first);
    expect(yearRow).toMatchObject({ average: 11, trimesterAverages: [11, null, null], decision: 'promoted' });
  });

  it('grades an LMD semester: SR replaces SN, a missing mark leaves the course incomplete', async () => {
    const [first, second] = lmd.students;
    const semester = lmd.courses.filter((course) => course.term === 1);
    for (const course of semester) {
      await studies.post(`/api/save-bulk-marks-lmd/${course.id}/1/CC`, {
        marks: [
          { studentId: first, value: 12 },
          { studentId: second, value: 10 },
        ],
      });
      await studies.post(`/api/save-bulk-marks-lmd/${course.id}/1/SN`, { marks: [{ studentId: first, value: 14 }] });
    }
    await studies.post(`/api/save-bulk-marks-lmd/${semester[0].id}/1/SR`, { marks: [{ studentId: first, value: 4 }] });
    const sheet = await studies.get(`/api/classroom-sheet-lmd/${lmd.classroomId}?term=1`);
    expect(sheet.status).toBe(200);
    expect(sheet.body.courses.map((c: { classCourseId: number }) => c.classCourseId)).toEqual(
      expect.arrayContaining(semester.map((c) => c.id)),
    );
    expect(sheet.body.courses).toHaveLength(semester.length);
    const row = (id: number) => sheet.body.rows.find((r: { studentId: number }) => r.studentId === id);
    const line = (id: number, courseId: number) => row(id).courses.find((c: { classCourseId: number }) => c.classCourseId === courseId);
    // 12 x 0.3 + 14 x 0.7 = 13.4 (B, 3 points); with the resit 4: 12 x 0.3 + 4 x 0.7 = 6.4 (E, failed).
    expect(line(first, semester[1].id)).toMatchObject({ grade: 13.4, letter: 'B', points: 3, status: 'capitalised' });
    expect(line(first, semester[0].id)).toMatchObject({
      grade: 6.4,
      letter: 'E',
      status: 'failed',
      creditsAcquired: 0,
      marks: { CC: 12, SN: 14, SR: 4, TP: null, TPE: null },
    });
    expect(line(second, semester[0].id)).toMatchObject({ grade: null, letter: 'I', status: 'incomplete' });
    expect(row(second)).toMatchObject({ decision: 'incomplete', average: null, rank: null });
    expect(row(first).rank).toBe(1);
    const annual = await studies.get(`/api/classroom-annual-sheet-lmd?classroomId=${lmd.classroomId}`);
    expect(annual.status).toBe(200);
    expect(annual.body.period).toEqual({ type: 'lmd-annual', sequences: [], term: 3 });
    expect(annual.body.courses).toHaveLength(lmd.courses.length);
  });

  it('refuses the wrong system, unknown classrooms and callers without the right', async () => {
    expectEnvelope(await studies.get(`/api/classroom-sequence-sheet/${lmd.classroomId}/1`), 400);
    expectEnvelope(await studies.get(`/api/classroom-sheet-lmd/${secondary.classroomId}?term=1`), 400);
    expectEnvelope(await studies.get('/api/classroom-annual-sheet/999999'), 404);
    expectEnvelope(await studies.get(`/api/classroom-sequence-sheet/${secondary.classroomId}/7`), 400);
    expectEnvelope(await studies.get(`/api/classroom-sheet-lmd/${lmd.classroomId}?term=4`), 400);
    expectEnvelope(await h.client().get(`/api/classroom-annual-sheet/${secondary.classroomId}`), 401);
    const teacher = await h.signIn('teacher');
    expectEnvelope(await teacher.get(`/api/classroom-annual-sheet/${secondary.classroomId}`), 403);
  });
});
