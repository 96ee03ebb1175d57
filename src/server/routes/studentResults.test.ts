import { dialects, expectEnvelope, startHarness, type Harness, type TestClient } from '../testing/harness';

interface Row {
  studentId: number;
  average: number | null;
  rank: number | null;
  exAequo: boolean;
  nonClasse?: boolean;
}
interface Period {
  periodType: string;
  period: number;
  sequences: number[];
  average: number | null;
  rank: number | null;
  exAequo: boolean;
  nonClasse: boolean;
  classAverage: number | null;
  ranked: number;
  students: number;
  courses: { classCourseId: number; mark: number | null }[];
}

describe.each(dialects())("a student's results on %s", (dialect) => {
  let h: Harness;
  let studies: TestClient;

  const classroomOf = async (grading: 'sequence' | 'lmd') => {
    const db = h.database.db;
    const classroom = await db
      .selectFrom('classrooms as c')
      .innerJoin('levels as l', 'l.id', 'c.level_id')
      .select(['c.id', 'c.school_year_id'])
      .where('l.grading_system', '=', grading)
      .orderBy('c.id')
      .executeTakeFirstOrThrow();
    const courses = await db
      .selectFrom('class_courses')
      .select(['id', 'term'])
      .where('classroom_id', '=', classroom.id)
      .orderBy('id')
      .execute();
    const students = await db
      .selectFrom('registrations')
      .select('student_id')
      .where('classroom_id', '=', classroom.id)
      .where('status', '=', 'active')
      .orderBy('student_id')
      .execute();
    return { id: classroom.id, yearId: classroom.school_year_id, courses, students: students.map((s) => s.student_id) };
  };

  beforeAll(async () => {
    h = await startHarness(dialect);
    studies = await h.signIn('studies');
  });
  afterAll(() => h.close());

  /** The period's figures as the sheet gives them for the student. */
  const expectSameAsSheet = (
    period: Period,
    sheet: { rows: Row[]; stats: { classAverage: number | null; ranked: number; students: number } },
    studentId: number,
  ) => {
    const row = sheet.rows.find((candidate) => candidate.studentId === studentId)!;
    expect(row).toBeDefined();
    expect({
      average: period.average,
      rank: period.rank,
      exAequo: period.exAequo,
      classAverage: period.classAverage,
      ranked: period.ranked,
      students: period.students,
    }).toEqual({
      average: row.average,
      rank: row.rank,
      exAequo: row.exAequo,
      classAverage: sheet.stats.classAverage,
      ranked: sheet.stats.ranked,
      students: sheet.stats.students,
    });
    if (row.nonClasse !== undefined) expect(period.nonClasse).toBe(row.nonClasse);
  };

  it("gives each secondary period the sheet's average, rank, ex aequo, Non classé and class average", async () => {
    const classroom = await classroomOf('sequence');
    const [first, second, third, fourth] = classroom.students;
    // Sequences 1, 2 and 4 marked so that trimesters and the year have something, with a tie and a Non classé.
    for (const [index, course] of classroom.courses.entries()) {
      const marks = [
        { studentId: first, value: 14 },
        { studentId: second, value: 14 },
        { studentId: third, value: index === 0 ? null : 9 + index },
        { studentId: fourth, value: index === 0 ? 18 : null },
      ];
      expect((await studies.post(`/api/save-bulk-marks/${course.id}/1`, { marks })).status).toBe(200);
      const later = [
        { studentId: first, value: 8 + index },
        { studentId: second, value: 12 },
        { studentId: third, value: 15 },
      ];
      expect((await studies.post(`/api/save-bulk-marks/${course.id}/2`, { marks: later })).status).toBe(200);
      expect((await studies.post(`/api/save-bulk-marks/${course.id}/4`, { marks: later.slice(1) })).status).toBe(200);
    }

    for (const studentId of [first, third, fourth]) {
      const answer = await studies.get(`/api/students/${studentId}/results/${classroom.yearId}`);
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ studentId, classroomId: classroom.id, system: 'sequence' });
      const periods = answer.body.periods as Period[];
      expect(periods.map((p) => `${p.periodType}-${p.period}`)).toEqual(
        expect.arrayContaining(['sequence-1', 'sequence-6', 'trimester-1', 'annual-0']),
      );
      for (const period of periods) {
        const path =
          period.periodType === 'sequence'
            ? `/api/classroom-sequence-sheet/${classroom.id}/${period.period}`
            : period.periodType === 'trimester'
              ? `/api/classroom-bisequence-sheet/${classroom.id}/${period.sequences[0]}/${period.sequences[1]}`
              : `/api/classroom-annual-sheet/${classroom.id}`;
        const sheet = await studies.get(path);
        expect(sheet.status).toBe(200);
        expectSameAsSheet(period, sheet.body, studentId);
        const sheetRow = sheet.body.rows.find((row: { studentId: number }) => row.studentId === studentId);
        expect(period.courses.map((course) => course.mark)).toEqual(
          sheet.body.courses.map(
            (course: { classCourseId: number }) =>
              sheetRow.marks.find((mark: { classCourseId: number }) => mark.classCourseId === course.classCourseId).mark,
          ),
        );
      }
    }
    const sequenceOne = (await studies.get(`/api/students/${fourth}/results/${classroom.yearId}`)).body.periods[0] as Period;
    expect(sequenceOne).toMatchObject({ periodType: 'sequence', period: 1, nonClasse: true, rank: null });
  });

  it("gives each LMD semester and the year the sheet's figures", async () => {
    const classroom = await classroomOf('lmd');
    const [first, second] = classroom.students;
    for (const course of classroom.courses) {
      const term = course.term === 2 ? 2 : 1;
      await studies.post(`/api/save-bulk-marks-lmd/${course.id}/${term}/CC`, {
        marks: [
          { studentId: first, value: 12 },
          { studentId: second, value: 10 },
        ],
      });
      await studies.post(`/api/save-bulk-marks-lmd/${course.id}/${term}/SN`, {
        marks: [
          { studentId: first, value: 14 },
          { studentId: second, value: 11 },
        ],
      });
    }
    for (const studentId of [first, second]) {
      const answer = await studies.get(`/api/students/${studentId}/results/${classroom.yearId}`);
      expect(answer.status).toBe(200);
      expect(answer.body.system).toBe('lmd');
      const periods = answer.body.periods as Period[];
      expect(periods.map((p) => `${p.periodType}-${p.period}`)).toEqual(['term-1', 'term-2', 'annual-0']);
      for (const period of periods) {
        const term = period.periodType === 'annual' ? 3 : period.period;
        const sheet = await studies.get(`/api/classroom-sheet-lmd/${classroom.id}?term=${term}`);
        expect(sheet.status).toBe(200);
        expectSameAsSheet(period, sheet.body, studentId);
      }
    }
  });

  it('answers a student without a registration that year with no periods, and refuses the others', async () => {
    const db = h.database.db;
    const unregistered = await db
      .selectFrom('students as s')
      .leftJoin('registrations as r', 'r.student_id', 's.id')
      .select('s.id')
      .where('r.id', 'is', null)
      .executeTakeFirst();
    const year = await db.selectFrom('school_years').select('id').orderBy('id').executeTakeFirstOrThrow();
    if (unregistered) {
      const answer = await studies.get(`/api/students/${unregistered.id}/results/${year.id}`);
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ classroomId: null, system: null, periods: [] });
    }
    expectEnvelope(await studies.get(`/api/students/999999/results/${year.id}`), 404);
    expectEnvelope(await studies.get(`/api/students/1/results/999999`), 404);
    expectEnvelope(await h.client().get(`/api/students/1/results/${year.id}`), 401);
    const teacher = await h.signIn('teacher');
    expectEnvelope(await teacher.get(`/api/students/1/results/${year.id}`), 403);
  });
});
