import { sequenceRanges } from '../../domain/discipline/calendar';
import { pdfLines } from '../testing/pdfText';
import { dialects, startHarness, type Harness, type TestClient } from '../testing/harness';

/**
 * Sheets and report cards carry the period's attendance, from the same figures as the absence
 * statistics, and unjustified hours over the limit withhold the honour roll (domain.md).
 */
describe.each(dialects())('attendance on sheets and report cards on %s', (dialect) => {
  let h: Harness;
  let studies: TestClient;
  let classroomId: number;
  let students: number[];
  let sequenceOne: { from: string; to: string };

  beforeAll(async () => {
    h = await startHarness(dialect);
    studies = await h.signIn('studies');
    const db = h.database.db;
    const classroom = await db
      .selectFrom('classrooms as c')
      .innerJoin('levels as l', 'l.id', 'c.level_id')
      .innerJoin('school_years as y', 'y.id', 'c.school_year_id')
      .select(['c.id', 'c.school_year_id', 'y.starts_on', 'y.ends_on'])
      .where('l.grading_system', '=', 'sequence')
      .orderBy('c.id')
      .executeTakeFirstOrThrow();
    classroomId = classroom.id;
    sequenceOne = sequenceRanges({ from: classroom.starts_on, to: classroom.ends_on })[0]!;
    const rows = await db
      .selectFrom('registrations as r')
      .innerJoin('students as s', 's.id', 'r.student_id')
      .select('s.id')
      .where('r.classroom_id', '=', classroomId)
      .orderBy('s.last_name')
      .orderBy('s.first_name')
      .orderBy('s.id')
      .execute();
    students = rows.map((row) => row.id);
    const courses = await db.selectFrom('class_courses').select('id').where('classroom_id', '=', classroomId).execute();
    // The first two students have 14 everywhere: the honour roll and encouragements.
    for (const course of courses) {
      const marks = students.slice(0, 2).map((studentId) => ({ studentId, value: 14 }));
      expect((await studies.post(`/api/save-bulk-marks/${course.id}/1`, { marks })).status).toBe(200);
    }
    const parts = await db.selectFrom('time_parts').select(['id', 'duration_hours']).orderBy('position').execute();
    expect(parts.every((part) => Number(part.duration_hours) === 1)).toBe(true);
    const day = (offset: number) => new Date(Date.parse(`${sequenceOne.from}T00:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10);
    const now = new Date().toISOString();
    const line = (studentId: number, date: string, timePartId: number, justified: 0 | 1) => ({
      student_id: studentId,
      classroom_id: classroomId,
      school_year_id: classroom.school_year_id,
      date,
      time_part_id: timePartId,
      status: 'absent' as const,
      lateness_minutes: 0,
      justified,
      entered_at: now,
      updated_at: now,
    });
    // Eleven hours each over two days of sequence 1: the first student's unjustified, the second's justified.
    const slots = [...parts.map((part) => [day(1), part.id] as const), ...parts.slice(0, 3).map((part) => [day(2), part.id] as const)];
    await db
      .insertInto('absences')
      .values([
        ...slots.map(([date, part]) => line(students[0]!, date, part, 0)),
        ...slots.map(([date, part]) => line(students[1]!, date, part, 1)),
      ])
      .execute();
    // A lateness, and a draft that counts as nothing.
    await db
      .insertInto('absences')
      .values([
        { ...line(students[0]!, day(3), parts[0]!.id, 0), status: 'present', lateness_minutes: 10 },
        { ...line(students[1]!, day(3), parts[0]!.id, 0), status: 'draft' },
      ])
      .execute();
  });
  afterAll(() => h.close());

  it('gives each row its hours and withholds the honour roll above 10 unjustified hours', async () => {
    const sheet = await studies.get(`/api/classroom-sequence-sheet/${classroomId}/1`);
    expect(sheet.status).toBe(200);
    const row = (id: number) => sheet.body.rows.find((r: { studentId: number }) => r.studentId === id);
    expect(row(students[0]!)).toMatchObject({
      average: 14,
      attendance: { justifiedHours: 0, unjustifiedHours: 11, lateness: 1, consigneHours: 0, exclusionDays: 0 },
      distinctions: [],
    });
    expect(row(students[1]!)).toMatchObject({
      average: 14,
      attendance: { justifiedHours: 11, unjustifiedHours: 0, lateness: 0 },
      distinctions: ['honourRoll', 'encouragements'],
    });
    // Sequence 2 holds none of these dates.
    const later = await studies.get(`/api/classroom-sequence-sheet/${classroomId}/2`);
    expect(later.body.rows.find((r: { studentId: number }) => r.studentId === students[0])?.attendance.unjustifiedHours).toBe(0);
  });

  it('prints the hours on the report card', async () => {
    const response = await fetch(`${h.baseUrl}/api/report-cards/${classroomId}/sequence/1?studentId=${students[0]}`, {
      headers: { authorization: `Bearer ${studies.token}` },
    });
    expect(response.status).toBe(200);
    const lines = pdfLines(Buffer.from(await response.arrayBuffer()));
    expect(lines).toContain('Assiduité et conduite');
    expect(lines.join(' ')).toMatch(
      /Absences justifiées\s?: 0 h · non justifiées\s?: 11 h · retards\s?: 1 · consigne\s?: 0 h · exclusion\s?: 0 j/,
    );
  });
});
