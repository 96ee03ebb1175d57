import { BULK_MARKS_MAX, type BulkResult, type EntryList, type Mark } from '../../domain/contract/marks';
import { dialects, expectEnvelope, startHarness, type Harness, type TestClient } from '../testing/harness';

interface Course {
  id: number;
  classroomId: number;
  teacherId: number | null;
  teacher: string | null;
  name: string;
  term: number | null;
}
interface Student {
  id: number;
  lastName: string;
  firstName: string;
}
interface Line {
  studentId?: number;
  value?: unknown;
}
/** A save's answer, or its error envelope naming the bad lines. */
type SaveResponse = BulkResult & { fields: Record<string, string> };
interface MarkPage {
  data: Mark[];
  total: number;
}

describe.each(dialects())('marks on %s', (dialect) => {
  let h: Harness;
  let studies: TestClient;
  let principal: TestClient;
  let secretary: TestClient;
  let admin: TestClient;
  /** Two secondary classrooms (A, B) and one LMD classroom, with their class courses and students. */
  let classA: number;
  let classB: number;
  let classL: number;
  let coursesA: Course[];
  let coursesB: Course[];
  let coursesL: Course[];
  let studentsA: Student[];
  let studentsB: Student[];
  let studentsL: Student[];

  const clients = new Map<string, TestClient>();
  /** One session per user: sign-in is rate-limited per username. */
  const as = async (username: string | null): Promise<TestClient> => {
    if (!username) throw new Error('class course without a teacher');
    let client = clients.get(username);
    if (!client) {
      client = await h.signIn(username);
      clients.set(username, client);
    }
    return client;
  };
  /** A teacher who does not teach this class course. */
  const otherTeacher = (course: Course): string =>
    [...coursesA, ...coursesB, ...coursesL].find((c) => c.teacher && c.teacherId !== course.teacherId)!.teacher!;

  const db = () => h.database.db;
  const classCoursesOf = (classroomId: number): Promise<Course[]> =>
    db()
      .selectFrom('class_courses as cc')
      .innerJoin('courses as co', 'co.id', 'cc.course_id')
      .leftJoin('users as u', 'u.id', 'cc.teacher_id')
      .select(['cc.id', 'cc.classroom_id as classroomId', 'cc.teacher_id as teacherId', 'u.username as teacher', 'co.name', 'cc.term'])
      .where('cc.classroom_id', '=', classroomId)
      .orderBy('cc.id')
      .execute();
  const studentsOf = (classroomId: number): Promise<Student[]> =>
    db()
      .selectFrom('registrations as r')
      .innerJoin('students as s', 's.id', 'r.student_id')
      .select(['s.id', 's.last_name as lastName', 's.first_name as firstName'])
      .where('r.classroom_id', '=', classroomId)
      .where('r.status', '=', 'active')
      .orderBy('s.id')
      .execute();
  const allMarks = () => db().selectFrom('marks').selectAll().orderBy('id').execute();
  const markAudit = async () =>
    db()
      .selectFrom('audit_log')
      .select(['id', 'user_id', 'action', 'entity', 'entity_id', 'before_json', 'after_json'])
      .where('entity', 'in', ['mark', 'marks'])
      .orderBy('id')
      .execute();
  const userId = async (username: string) =>
    (await db().selectFrom('users').select('id').where('username', '=', username).executeTakeFirstOrThrow()).id;
  const valuesOf = (list: EntryList) => Object.fromEntries(list.data.map((row) => [row.studentId, row.value]));
  const byName = (a: Student, b: Student) =>
    a.lastName < b.lastName
      ? -1
      : a.lastName > b.lastName
        ? 1
        : a.firstName < b.firstName
          ? -1
          : a.firstName > b.firstName
            ? 1
            : a.id - b.id;

  beforeAll(async () => {
    h = await startHarness(dialect);
    [studies, principal, secretary, admin] = await Promise.all([as('studies'), as('principal'), as('secretary'), as('admin')]);
    const classrooms = await db()
      .selectFrom('classrooms as c')
      .innerJoin('levels as l', 'l.id', 'c.level_id')
      .select(['c.id', 'l.grading_system'])
      .orderBy('c.id')
      .execute();
    const secondary = classrooms.filter((c) => c.grading_system === 'sequence');
    [classA, classB] = [secondary[0].id, secondary[1].id];
    classL = classrooms.find((c) => c.grading_system === 'lmd')!.id;
    [coursesA, coursesB, coursesL] = await Promise.all([classCoursesOf(classA), classCoursesOf(classB), classCoursesOf(classL)]);
    [studentsA, studentsB, studentsL] = await Promise.all([studentsOf(classA), studentsOf(classB), studentsOf(classL)]);
    // What the tests below rely on in the seed.
    expect(studentsA.length).toBeGreaterThanOrEqual(4);
    expect(studentsB.length).toBeGreaterThanOrEqual(2);
    expect(studentsL.length).toBeGreaterThanOrEqual(2);
    expect(coursesA.length).toBeGreaterThanOrEqual(9);
    expect(coursesA.every((c) => c.teacher !== null && c.term === null)).toBe(true);
    expect(new Set(coursesA.map((c) => c.teacherId)).size).toBe(coursesA.length);
    expect(coursesL.filter((c) => c.term === 1).length).toBeGreaterThanOrEqual(2);
    expect(coursesL.some((c) => c.term === 2)).toBe(true);
  });
  afterAll(() => h.close());

  const entry = (client: TestClient, classroomId: number, classCourseId: number, sequence: number | string) =>
    client.get<EntryList>(`/api/classroom-marks/${classroomId}/${classCourseId}/${sequence}`);
  const save = (client: TestClient, classCourseId: number, sequence: number | string, marks: Line[]) =>
    client.post<SaveResponse>(`/api/save-bulk-marks/${classCourseId}/${sequence}`, { marks });
  const entryLmd = (client: TestClient, classroomId: number, classCourseId: number, term: number | string, type: string) =>
    client.get<EntryList>(`/api/classroom-marks-lmd/${classroomId}?classCourseId=${classCourseId}&term=${term}&type=${type}`);
  const saveLmd = (client: TestClient, classCourseId: number, term: number | string, type: string, marks: Line[]) =>
    client.post<SaveResponse>(`/api/save-bulk-marks-lmd/${classCourseId}/${term}/${type}`, { marks });

  describe('GET /api/classroom-marks/{classroomId}/{classCourseId}/{sequence}', () => {
    it('lists every registered student in name order, each without a mark before any save', async () => {
      const course = coursesA[0];
      const response = await entry(studies, classA, course.id, 1);
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({
        classroomId: classA,
        classCourseId: course.id,
        courseName: course.name,
        sequence: 1,
        term: null,
        type: null,
        total: studentsA.length,
      });
      expect(response.body.data).toHaveLength(studentsA.length);
      const expected = [...studentsA].sort(byName);
      expect(response.body.data.map((row) => row.studentId)).toEqual(expected.map((s) => s.id));
      expect(response.body.data.map((row) => [row.lastName, row.firstName])).toEqual(expected.map((s) => [s.lastName, s.firstName]));
      expect(response.body.data.every((row) => row.value === null && typeof row.matricule === 'string' && row.matricule.length > 0)).toBe(
        true,
      );
      // Those who only read marks read them too.
      expect((await entry(principal, classA, course.id, 1)).body).toEqual(response.body);
    });

    it('leaves out the students exempted from the class course, only from that one', async () => {
      const course = coursesA[5];
      const exempted = studentsA[1];
      const created = await secretary.post('/api/exemptions', {
        studentId: exempted.id,
        classCourseId: course.id,
        reason: 'Certificat médical',
      });
      expect(created.status).toBe(200);
      const list = await entry(studies, classA, course.id, 1);
      expect(list.status).toBe(200);
      expect(list.body.total).toBe(studentsA.length - 1);
      expect(list.body.data.map((row) => row.studentId)).not.toContain(exempted.id);
      expect(list.body.data.map((row) => row.studentId).sort((a, b) => a - b)).toEqual(
        studentsA.filter((s) => s.id !== exempted.id).map((s) => s.id),
      );
      const other = await entry(studies, classA, coursesA[6].id, 1);
      expect(other.body.data.map((row) => row.studentId)).toContain(exempted.id);
    });

    it('answers 404 for a class course of another classroom or an unknown one', async () => {
      expectEnvelope(await entry(studies, classA, coursesB[0].id, 1), 404);
      expectEnvelope(await entry(studies, classA, 999999, 1), 404);
      expectEnvelope(await entry(studies, 999999, coursesA[0].id, 1), 404);
    });

    it('answers 400 for a sequence outside 1 to 6 or a malformed path', async () => {
      for (const sequence of [7, 0, 'abc']) expectEnvelope(await entry(studies, classA, coursesA[0].id, sequence), 400);
      expectEnvelope(await studies.get(`/api/classroom-marks/${classA}/abc/1`), 400);
    });

    it('answers 400 for an LMD class course', async () => {
      expectEnvelope(await entry(studies, classL, coursesL[0].id, 1), 400);
    });

    it('needs a session and a marks permission', async () => {
      expectEnvelope(await entry(h.client(), classA, coursesA[0].id, 1), 401);
      expectEnvelope(await entry(secretary, classA, coursesA[0].id, 1), 403);
    });

    it("lets a teacher read its own class course, not another teacher's", async () => {
      const own = coursesA[0];
      const teacher = await as(own.teacher);
      const response = await entry(teacher, classA, own.id, 1);
      expect(response.status).toBe(200);
      expect(response.body.total).toBe(studentsA.length);
      const notOwn = coursesA.find((c) => c.teacherId !== own.teacherId)!;
      expectEnvelope(await entry(teacher, classA, notOwn.id, 1), 403);
    });
  });

  describe('POST /api/save-bulk-marks/{classCourseId}/{sequence}', () => {
    it('saves a whole list, then counts what a second save changes, removes and keeps, with one audit entry per save listing the changes', async () => {
      const course = coursesA[1];
      const teacher = await as(course.teacher);
      const teacherId = await userId(course.teacher!);
      const [s0, s1, s2, s3] = studentsA;
      const auditBefore = await markAudit();

      const first = await save(teacher, course.id, 1, [
        { studentId: s0.id, value: 12 },
        { studentId: s1.id, value: 14.5 },
        { studentId: s2.id, value: 0 },
        { studentId: s3.id, value: 20 },
      ]);
      expect(first.status).toBe(200);
      expect(first.body).toEqual({ saved: 4, removed: 0, unchanged: 0 });
      const listed = await entry(teacher, classA, course.id, 1);
      expect(valuesOf(listed.body)).toEqual({ [s0.id]: 12, [s1.id]: 14.5, [s2.id]: 0, [s3.id]: 20 });
      const stored = await db()
        .selectFrom('marks')
        .selectAll()
        .where('class_course_id', '=', course.id)
        .where('sequence', '=', 1)
        .execute();
      expect(stored).toHaveLength(4);
      expect(stored.every((m) => m.term === null && m.evaluation_type === null && m.updated_by === teacherId)).toBe(true);
      const created = (await markAudit()).slice(auditBefore.length);
      expect(created).toHaveLength(1);
      expect(created[0]).toMatchObject({ action: 'update', entity: 'marks', entity_id: `${course.id}/sequence 1`, user_id: teacherId });
      const slot = { classCourseId: course.id, sequence: 1, term: null, type: null };
      expect(JSON.parse(created[0].before_json!)).toEqual({
        ...slot,
        marks: { [s0.id]: null, [s1.id]: null, [s2.id]: null, [s3.id]: null },
      });
      expect(JSON.parse(created[0].after_json!)).toEqual({ ...slot, marks: { [s0.id]: 12, [s1.id]: 14.5, [s2.id]: 0, [s3.id]: 20 } });
      // Another sequence of the same class course is a list of its own.
      expect(Object.values(valuesOf((await entry(teacher, classA, course.id, 2)).body)).every((v) => v === null)).toBe(true);

      const second = await save(teacher, course.id, 1, [
        { studentId: s0.id, value: 13.25 },
        { studentId: s1.id, value: null },
        { studentId: s2.id, value: 0 },
        { studentId: s3.id, value: 20 },
      ]);
      expect(second.status).toBe(200);
      expect(second.body).toEqual({ saved: 1, removed: 1, unchanged: 2 });
      expect(valuesOf((await entry(teacher, classA, course.id, 1)).body)).toEqual({
        [s0.id]: 13.25,
        [s1.id]: null,
        [s2.id]: 0,
        [s3.id]: 20,
      });
      const changes = (await markAudit()).slice(auditBefore.length + 1);
      expect(changes).toHaveLength(1);
      expect(JSON.parse(changes[0].before_json!)).toEqual({ ...slot, marks: { [s0.id]: 12, [s1.id]: 14.5 } });
      expect(JSON.parse(changes[0].after_json!)).toEqual({ ...slot, marks: { [s0.id]: 13.25, [s1.id]: null } });

      const same = await save(teacher, course.id, 1, [
        { studentId: s0.id, value: 13.25 },
        { studentId: s1.id, value: null },
        { studentId: s2.id, value: 0 },
        { studentId: s3.id, value: 20 },
      ]);
      expect(same.body).toEqual({ saved: 0, removed: 0, unchanged: 4 });
      expect(await markAudit()).toHaveLength(auditBefore.length + 2);
    });

    it('writes nothing when one line is bad, and names that line', async () => {
      const course = coursesA[2];
      const [s0, s1, s2, s3] = studentsA;
      expect((await secretary.post('/api/exemptions', { studentId: s3.id, classCourseId: course.id, reason: 'Asthme' })).status).toBe(200);
      const initial = [
        { studentId: s0.id, value: 10 },
        { studentId: s1.id, value: 11 },
        { studentId: s2.id, value: 12 },
      ];
      expect((await save(studies, course.id, 1, initial)).body).toEqual({ saved: 3, removed: 0, unchanged: 0 });
      const marksBefore = await allMarks();
      const auditBefore = await markAudit();

      const cases: [string, Line[], string][] = [
        [
          'a value above 20',
          [
            { studentId: s0.id, value: 15 },
            { studentId: s1.id, value: 21 },
            { studentId: s2.id, value: 16 },
          ],
          'marks[1].value',
        ],
        [
          'three decimals',
          [
            { studentId: s0.id, value: 15 },
            { studentId: s1.id, value: 12.345 },
            { studentId: s2.id, value: 16 },
          ],
          'marks[1].value',
        ],
        [
          'a value below 0',
          [
            { studentId: s0.id, value: 15 },
            { studentId: s1.id, value: -1 },
            { studentId: s2.id, value: 16 },
          ],
          'marks[1].value',
        ],
        [
          'a value that is no number',
          [
            { studentId: s0.id, value: 15 },
            { studentId: s1.id, value: null },
            { studentId: s2.id, value: 'abc' },
          ],
          'marks[2].value',
        ],
        [
          'a line without a value',
          [{ studentId: s0.id, value: 15 }, { studentId: s1.id }, { studentId: s2.id, value: 16 }],
          'marks[1].value',
        ],
        [
          'a line without a student',
          [{ studentId: s0.id, value: 15 }, { value: 14 }, { studentId: s2.id, value: 16 }],
          'marks[1].studentId',
        ],
        [
          'a student of another classroom',
          [
            { studentId: s0.id, value: 15 },
            { studentId: s1.id, value: 16 },
            { studentId: studentsB[0].id, value: 17 },
          ],
          'marks[2].studentId',
        ],
        [
          'an exempted student',
          [
            { studentId: s0.id, value: 15 },
            { studentId: s1.id, value: 16 },
            { studentId: s3.id, value: 17 },
          ],
          'marks[2].studentId',
        ],
        [
          'a student twice',
          [
            { studentId: s0.id, value: 15 },
            { studentId: s1.id, value: 16 },
            { studentId: s0.id, value: 17 },
          ],
          'marks[2].studentId',
        ],
        [
          'an unknown student',
          [
            { studentId: s0.id, value: 15 },
            { studentId: s1.id, value: 16 },
            { studentId: 999999, value: 17 },
          ],
          'marks[2].studentId',
        ],
      ];
      for (const [what, lines, field] of cases) {
        const response = await save(studies, course.id, 1, lines);
        expectEnvelope(response, 400);
        expect([what, Object.keys(response.body.fields ?? {})]).toEqual([what, [field]]);
        expect([what, await allMarks()]).toEqual([what, marksBefore]);
      }
      expect(await markAudit()).toEqual(auditBefore);
      expect(valuesOf((await entry(studies, classA, course.id, 1)).body)).toEqual({ [s0.id]: 10, [s1.id]: 11, [s2.id]: 12 });
    });

    it('lets parallel first saves of one slot each succeed in turn, leaving one of the saved lists whole', async () => {
      const course = coursesB[2];
      // The slot starts empty whatever ran before, so these are first saves.
      await db().deleteFrom('marks').where('class_course_id', '=', course.id).where('sequence', '=', 6).execute();
      // The class as it is now: another test may have registered a student in it.
      const students = await studentsOf(classB);
      const lists = Array.from({ length: 20 }, (_, index) =>
        students.map((student, position) => ({ studentId: student.id, value: (index + position) % 21 })),
      );
      const answers = await Promise.all(lists.map((lines) => save(studies, course.id, 6, lines)));
      expect(answers.map((answer) => answer.status)).toEqual(lists.map(() => 200));
      const stored = valuesOf((await entry(studies, classB, course.id, 6)).body);
      const states = lists.map((lines) => Object.fromEntries(lines.map((line) => [line.studentId, line.value])));
      expect(states).toContainEqual(stored);
      const rows = await db()
        .selectFrom('marks')
        .select('student_id')
        .where('class_course_id', '=', course.id)
        .where('sequence', '=', 6)
        .execute();
      expect(rows).toHaveLength(students.length);
    });

    it('names every bad student line at once', async () => {
      const course = coursesA[2];
      const [s0, s1] = studentsA;
      const marksBefore = await allMarks();
      const response = await save(studies, course.id, 2, [
        { studentId: studentsB[0].id, value: 10 },
        { studentId: s0.id, value: 11 },
        { studentId: s0.id, value: 12 },
        { studentId: s1.id, value: 13 },
      ]);
      expectEnvelope(response, 400);
      expect(Object.keys(response.body.fields).sort()).toEqual(['marks[0].studentId', 'marks[2].studentId']);
      expect(await allMarks()).toEqual(marksBefore);
    });

    it('names every bad line at once, bad values and bad students together', async () => {
      const course = coursesA[2];
      const [s0, s1] = studentsA;
      const marksBefore = await allMarks();
      const response = await save(studies, course.id, 3, [
        { studentId: s0.id, value: 21 },
        { studentId: studentsB[0].id, value: 10 },
        { studentId: s1.id, value: 12 },
      ]);
      expectEnvelope(response, 400);
      expect(Object.keys(response.body.fields ?? {}).sort()).toEqual(['marks[0].value', 'marks[1].studentId']);
      expect(await allMarks()).toEqual(marksBefore);
    });

    it('refuses a body without marks, and more lines than BULK_MARKS_MAX', async () => {
      const course = coursesA[2];
      expectEnvelope(await studies.post(`/api/save-bulk-marks/${course.id}/4`, {}), 400);
      const tooMany = Array.from({ length: BULK_MARKS_MAX + 1 }, (_, index) => ({ studentId: index + 1, value: 10 }));
      const response = await save(studies, course.id, 4, tooMany);
      expectEnvelope(response, 400);
      expect(Object.keys(response.body.fields)).toEqual(['marks']);
    });

    it('lets a teacher save its own class course only, and refuses those without the right', async () => {
      const own = coursesA[3];
      const teacher = await as(own.teacher);
      const lines = [{ studentId: studentsA[0].id, value: 9 }];
      const marksBefore = await allMarks();
      expectEnvelope(await save(await as(otherTeacher(own)), own.id, 6, lines), 403);
      expectEnvelope(await save(secretary, own.id, 6, lines), 403);
      expectEnvelope(await save(principal, own.id, 6, lines), 403);
      expectEnvelope(await save(h.client(), own.id, 6, lines), 401);
      expect(await allMarks()).toEqual(marksBefore);
      expect((await save(teacher, own.id, 6, lines)).body).toEqual({ saved: 1, removed: 0, unchanged: 0 });
      expect(valuesOf((await entry(teacher, classA, own.id, 6)).body)[studentsA[0].id]).toBe(9);
    });

    it('answers 404 for an unknown class course, 400 for an LMD one or a bad sequence', async () => {
      const lines = [{ studentId: studentsL[0].id, value: 9 }];
      const lmdMarks = () => db().selectFrom('marks').selectAll().where('class_course_id', '=', coursesL[0].id).orderBy('id').execute();
      const before = await lmdMarks();
      expectEnvelope(await save(studies, 999999, 1, lines), 404);
      expectEnvelope(await save(studies, coursesL[0].id, 1, lines), 400);
      expectEnvelope(await save(studies, coursesA[3].id, 7, [{ studentId: studentsA[0].id, value: 9 }]), 400);
      expectEnvelope(await save(studies, coursesA[3].id, 0, [{ studentId: studentsA[0].id, value: 9 }]), 400);
      expect(await lmdMarks()).toEqual(before);
    });
  });

  describe('LMD entry lists and saves', () => {
    const term1 = () => coursesL.filter((c) => c.term === 1);
    const term2 = () => coursesL.find((c) => c.term === 2)!;

    it('lists, saves and keeps CC and SN marks of a term apart', async () => {
      const course = term1()[0];
      const [l0, l1] = studentsL;
      const list = await entryLmd(studies, classL, course.id, 1, 'CC');
      expect(list.status).toBe(200);
      expect(list.body).toMatchObject({
        classroomId: classL,
        classCourseId: course.id,
        courseName: course.name,
        sequence: null,
        term: 1,
        type: 'CC',
        total: studentsL.length,
      });
      expect(list.body.data.map((row) => row.studentId)).toEqual([...studentsL].sort(byName).map((s) => s.id));
      expect(list.body.data.every((row) => row.value === null)).toBe(true);

      expect(
        (
          await saveLmd(studies, course.id, 1, 'CC', [
            { studentId: l0.id, value: 8 },
            { studentId: l1.id, value: 15.75 },
          ])
        ).body,
      ).toEqual({ saved: 2, removed: 0, unchanged: 0 });
      expect((await saveLmd(studies, course.id, 1, 'SN', [{ studentId: l0.id, value: 11 }])).body).toEqual({
        saved: 1,
        removed: 0,
        unchanged: 0,
      });
      const cc = valuesOf((await entryLmd(studies, classL, course.id, 1, 'CC')).body);
      const sn = valuesOf((await entryLmd(principal, classL, course.id, 1, 'SN')).body);
      expect([cc[l0.id], cc[l1.id], sn[l0.id], sn[l1.id]]).toEqual([8, 15.75, 11, null]);
      const stored = await db()
        .selectFrom('marks')
        .select(['sequence', 'term', 'evaluation_type'])
        .where('class_course_id', '=', course.id)
        .execute();
      expect(stored).toHaveLength(3);
      expect(stored.every((m) => m.sequence === null && m.term === 1)).toBe(true);

      const second = await saveLmd(studies, course.id, 1, 'CC', [
        { studentId: l0.id, value: null },
        { studentId: l1.id, value: 15.75 },
      ]);
      expect(second.body).toEqual({ saved: 0, removed: 1, unchanged: 1 });
      expect(valuesOf((await entryLmd(studies, classL, course.id, 1, 'SN')).body)[l0.id]).toBe(11);
    });

    it('refuses an evaluation type whose rate is 0, and unknown types', async () => {
      const course = term1()[0];
      const lines = [{ studentId: studentsL[0].id, value: 10 }];
      for (const type of ['TP', 'TPE']) {
        expectEnvelope(await entryLmd(studies, classL, course.id, 1, type), 400);
        expectEnvelope(await saveLmd(studies, course.id, 1, type, lines), 400);
      }
      expectEnvelope(await entryLmd(studies, classL, course.id, 1, 'XX'), 400);
      expectEnvelope(await saveLmd(studies, course.id, 1, 'XX', lines), 400);
      expect(
        await db()
          .selectFrom('marks')
          .select('id')
          .where('class_course_id', '=', course.id)
          .where('evaluation_type', 'in', ['TP', 'TPE'])
          .execute(),
      ).toEqual([]);
    });

    it("refuses the other term than the course unit's, and terms other than 1 or 2", async () => {
      const first = term1()[0];
      const second = term2();
      const lines = [{ studentId: studentsL[0].id, value: 10 }];
      expectEnvelope(await entryLmd(studies, classL, first.id, 2, 'CC'), 400);
      expectEnvelope(await saveLmd(studies, first.id, 2, 'CC', lines), 400);
      expectEnvelope(await entryLmd(studies, classL, second.id, 1, 'CC'), 400);
      expectEnvelope(await saveLmd(studies, second.id, 1, 'SN', lines), 400);
      expect((await entryLmd(studies, classL, second.id, 2, 'CC')).status).toBe(200);
      expectEnvelope(await entryLmd(studies, classL, first.id, 3, 'CC'), 400);
      expectEnvelope(await saveLmd(studies, first.id, 0, 'CC', lines), 400);
      expect(
        await db().selectFrom('marks').select('id').where('class_course_id', 'in', [first.id, second.id]).where('term', '=', 2).execute(),
      ).toEqual([]);
    });

    it('refuses a secondary class course, answers 404 for another classroom or an unknown one', async () => {
      const lines = [{ studentId: studentsA[0].id, value: 10 }];
      expectEnvelope(await entryLmd(studies, classA, coursesA[0].id, 1, 'CC'), 400);
      expectEnvelope(await saveLmd(studies, coursesA[0].id, 1, 'CC', lines), 400);
      expectEnvelope(await entryLmd(studies, classA, term1()[0].id, 1, 'CC'), 404);
      expectEnvelope(await entryLmd(studies, classL, 999999, 1, 'CC'), 404);
      expectEnvelope(await saveLmd(studies, 999999, 1, 'CC', [{ studentId: studentsL[0].id, value: 10 }]), 404);
      expectEnvelope(await studies.get(`/api/classroom-marks-lmd/${classL}?term=1&type=CC`), 400);
    });

    it('checks each line as the secondary save does', async () => {
      const course = term1()[1];
      const marksBefore = await allMarks();
      const bad = await saveLmd(studies, course.id, 1, 'CC', [
        { studentId: studentsL[0].id, value: 10 },
        { studentId: studentsA[0].id, value: 12 },
      ]);
      expectEnvelope(bad, 400);
      expect(Object.keys(bad.body.fields)).toEqual(['marks[1].studentId']);
      const badValue = await saveLmd(studies, course.id, 1, 'CC', [
        { studentId: studentsL[0].id, value: 10 },
        { studentId: studentsL[1].id, value: 20.5 },
      ]);
      expectEnvelope(badValue, 400);
      expect(Object.keys(badValue.body.fields)).toEqual(['marks[1].value']);
      expect(await allMarks()).toEqual(marksBefore);
    });

    it("lets a teacher read and save its own course unit, not another's", async () => {
      const own = term1()[1];
      const teacher = await as(own.teacher);
      const lines = [{ studentId: studentsL[0].id, value: 14 }];
      expect((await entryLmd(teacher, classL, own.id, 1, 'SN')).status).toBe(200);
      expect((await saveLmd(teacher, own.id, 1, 'SN', lines)).body).toEqual({ saved: 1, removed: 0, unchanged: 0 });
      const stranger = await as(otherTeacher(own));
      expectEnvelope(await entryLmd(stranger, classL, own.id, 1, 'SN'), 403);
      expectEnvelope(await saveLmd(stranger, own.id, 1, 'CC', lines), 403);
      expectEnvelope(await saveLmd(secretary, own.id, 1, 'CC', lines), 403);
      expectEnvelope(await entryLmd(secretary, classL, own.id, 1, 'CC'), 403);
      expectEnvelope(await entryLmd(h.client(), classL, own.id, 1, 'CC'), 401);
    });
  });

  describe('the marks resource', () => {
    /** Class course A[4]: every student in sequence 1, the first two in sequence 2, saved again before each test (some delete). */
    let course: Course;
    beforeEach(async () => {
      course = coursesA[4];
      await save(
        studies,
        course.id,
        1,
        studentsA.map((s, index) => ({ studentId: s.id, value: 10 + index })),
      );
      await save(
        studies,
        course.id,
        2,
        studentsA.slice(0, 2).map((s, index) => ({ studentId: s.id, value: 5 + index })),
      );
    });
    const countOf = async (where: { sequence?: number } = {}) => {
      let query = db().selectFrom('marks').select('id').where('class_course_id', '=', course.id);
      if (where.sequence) query = query.where('sequence', '=', where.sequence);
      return (await query.execute()).length;
    };

    it('lists with filters, the same in the query and in the body', async () => {
      const all = await studies.get<MarkPage>(`/api/marks?classCourseId=${course.id}&limit=1000`);
      expect(all.status).toBe(200);
      expect(all.body.total).toBe(studentsA.length + 2);
      expect(all.body.data.every((m) => m.classCourseId === course.id)).toBe(true);

      const first = await studies.get<MarkPage>(`/api/marks?classCourseId=${course.id}&sequence=1&limit=1000`);
      expect(first.body.total).toBe(studentsA.length);
      expect(first.body.data.every((m) => m.sequence === 1)).toBe(true);
      const s0 = studentsA[0];
      const mark = first.body.data.find((m) => m.studentId === s0.id)!;
      expect(mark).toMatchObject({
        studentId: s0.id,
        studentName: `${s0.lastName.toUpperCase()} ${s0.firstName}`,
        classCourseId: course.id,
        courseName: course.name,
        classroomId: classA,
        sequence: 1,
        term: null,
        type: null,
        value: 10,
      });
      expect(typeof mark.updatedAt).toBe('string');
      expect(typeof mark.matricule).toBe('string');

      const ofStudent = await studies.get<MarkPage>(`/api/marks?classCourseId=${course.id}&studentId=${s0.id}`);
      expect(ofStudent.body.data.map((m) => [m.sequence, m.value]).sort()).toEqual([
        [1, 10],
        [2, 5],
      ]);
      const anywhere = await studies.get<MarkPage>(`/api/marks?studentId=${s0.id}&limit=1000`);
      expect(anywhere.body.data.every((m) => m.studentId === s0.id)).toBe(true);
      expect(anywhere.body.total).toBeGreaterThanOrEqual(2);

      const filtered = await studies.post<MarkPage>('/api/marks/filter', { classCourseId: course.id, sequence: 1, limit: 1000 });
      expect(filtered.status).toBe(200);
      expect(filtered.body).toEqual(first.body);
      expect((await principal.post<MarkPage>('/api/marks/filter', { classCourseId: course.id, sequence: 2 })).body.total).toBe(2);

      const page = await studies.get<MarkPage>(`/api/marks?classCourseId=${course.id}&limit=2&skip=1`);
      expect(page.body.total).toBe(studentsA.length + 2);
      expect(page.body.data).toEqual(all.body.data.slice(1, 3));
    });

    it('shows a teacher only the marks of its own class courses', async () => {
      const owner = await as(course.teacher);
      const own = await owner.get<MarkPage>(`/api/marks?classroomId=${classA}&limit=1000`);
      expect(own.status).toBe(200);
      expect(own.body.total).toBeGreaterThanOrEqual(studentsA.length + 2);
      const ownIds = coursesA.filter((c) => c.teacherId === course.teacherId).map((c) => c.id);
      expect(own.body.data.every((m) => ownIds.includes(m.classCourseId))).toBe(true);
      const stranger = await as(otherTeacher(course));
      const none = await stranger.get<MarkPage>(`/api/marks?classCourseId=${course.id}`);
      expect(none.status).toBe(200);
      expect(none.body).toEqual({ data: [], total: 0 });
      expect((await stranger.post<MarkPage>('/api/marks/filter', { classCourseId: course.id })).body.total).toBe(0);
    });

    it('refuses bad filters, callers without a session or without a marks permission', async () => {
      expectEnvelope(await studies.get('/api/marks?sequence=9'), 400);
      expectEnvelope(await studies.get('/api/marks?type=XX'), 400);
      expectEnvelope(await studies.post('/api/marks/filter', { term: 3 }), 400);
      expectEnvelope(await h.client().get('/api/marks'), 401);
      expectEnvelope(await secretary.get('/api/marks'), 403);
      expectEnvelope(await secretary.post('/api/marks/filter', {}), 403);
    });

    it('reads one mark', async () => {
      const [listed] = (await studies.get<MarkPage>(`/api/marks?classCourseId=${course.id}&sequence=1&limit=1`)).body.data;
      const one = await studies.get<Mark>(`/api/marks/${listed.id}`);
      expect(one.status).toBe(200);
      expect(one.body).toEqual(listed);
      expect((await principal.get(`/api/marks/${listed.id}`)).body).toEqual(listed);
      expect((await (await as(course.teacher)).get(`/api/marks/${listed.id}`)).body).toEqual(listed);
      expectEnvelope(await (await as(otherTeacher(course))).get(`/api/marks/${listed.id}`), 403);
      expectEnvelope(await secretary.get(`/api/marks/${listed.id}`), 403);
      expectEnvelope(await studies.get('/api/marks/999999'), 404);
      expectEnvelope(await h.client().get(`/api/marks/${listed.id}`), 401);
    });

    it('deletes one mark, audited', async () => {
      const [listed] = (await studies.get<MarkPage>(`/api/marks?classCourseId=${course.id}&sequence=1&studentId=${studentsA[3].id}`)).body
        .data;
      expectEnvelope(await (await as(otherTeacher(course))).request('DELETE', `/api/marks/${listed.id}`), 403);
      expectEnvelope(await principal.request('DELETE', `/api/marks/${listed.id}`), 403);
      expectEnvelope(await h.client().request('DELETE', `/api/marks/${listed.id}`), 401);
      const owner = await as(course.teacher);
      const deleted = await owner.request('DELETE', `/api/marks/${listed.id}`);
      expect(deleted.status).toBe(200);
      expect(deleted.body).toEqual({ deleted: 1 });
      expectEnvelope(await studies.get(`/api/marks/${listed.id}`), 404);
      expectEnvelope(await owner.request('DELETE', `/api/marks/${listed.id}`), 404);
      expectEnvelope(await studies.request('DELETE', '/api/marks/999999'), 404);
      const log = (await markAudit()).filter((e) => e.entity_id === String(listed.id) && e.action === 'delete');
      expect(log).toHaveLength(1);
      expect(log[0].user_id).toBe(await userId(course.teacher!));
      expect(JSON.parse(log[0].before_json!)).toMatchObject({
        id: listed.id,
        studentId: studentsA[3].id,
        value: listed.value,
        sequence: 1,
      });
      expect(await countOf({ sequence: 1 })).toBe(studentsA.length - 1);
    });

    it('deletes exactly the marks a filter selects, audited', async () => {
      const otherSequence = await countOf({ sequence: 1 });
      const secondIds = (
        await db().selectFrom('marks').select('id').where('class_course_id', '=', course.id).where('sequence', '=', 2).execute()
      ).map((m) => String(m.id));
      const elsewhere = (await allMarks()).filter((m) => m.class_course_id !== course.id);
      expect(secondIds).toHaveLength(2);
      expectEnvelope(await (await as(otherTeacher(course))).request('DELETE', `/api/marks?classCourseId=${course.id}&sequence=2`), 403);
      expectEnvelope(await principal.request('DELETE', `/api/marks?classCourseId=${course.id}&sequence=2`), 403);
      const auditBefore = (await markAudit()).length;
      const response = await studies.request('DELETE', `/api/marks?classCourseId=${course.id}&sequence=2`);
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ deleted: 2 });
      expect(await countOf({ sequence: 2 })).toBe(0);
      expect(await countOf({ sequence: 1 })).toBe(otherSequence);
      expect((await allMarks()).filter((m) => m.class_course_id !== course.id)).toEqual(elsewhere);
      const log = (await markAudit()).slice(auditBefore);
      expect(log).toHaveLength(1);
      expect(log[0]).toMatchObject({ action: 'delete', entity: 'marks', entity_id: String(course.id) });
      expect(
        JSON.parse(log[0].before_json!)
          .marks.map((mark: { id: number }) => String(mark.id))
          .sort(),
      ).toEqual(secondIds.sort());
      expect((await studies.request('DELETE', `/api/marks?classCourseId=${course.id}&sequence=2`)).body).toEqual({ deleted: 0 });

      const one = await studies.request('DELETE', `/api/marks?classCourseId=${course.id}&studentId=${studentsA[0].id}`);
      expect(one.body).toEqual({ deleted: 1 });
      expect(await countOf({ sequence: 1 })).toBe(otherSequence - 1);
    });

    it('deletes by filter only within a named class course', async () => {
      const before = await allMarks();
      expectEnvelope(await studies.request('DELETE', '/api/marks'), 400);
      expectEnvelope(await studies.request('DELETE', '/api/marks?sequence=1'), 400);
      expectEnvelope(await studies.request('DELETE', `/api/marks?classCourseId=${course.id}&sequence=9`), 400);
      expectEnvelope(await studies.request('DELETE', '/api/marks?classCourseId=999999'), 404);
      expectEnvelope(await h.client().request('DELETE', `/api/marks?classCourseId=${course.id}`), 401);
      expect(await allMarks()).toEqual(before);
    });

    it('deletes LMD marks by term and type', async () => {
      const unit = coursesL.filter((c) => c.term === 1)[2];
      await saveLmd(
        studies,
        unit.id,
        1,
        'CC',
        studentsL.map((s) => ({ studentId: s.id, value: 12 })),
      );
      await saveLmd(
        studies,
        unit.id,
        1,
        'SN',
        studentsL.map((s) => ({ studentId: s.id, value: 13 })),
      );
      const listed = await studies.get<MarkPage>(`/api/marks?classCourseId=${unit.id}&term=1&type=CC`);
      expect(listed.body.total).toBe(studentsL.length);
      expect(listed.body.data.every((m) => m.type === 'CC' && m.term === 1 && m.sequence === null)).toBe(true);
      expect((await studies.request('DELETE', `/api/marks?classCourseId=${unit.id}&term=1&type=SN`)).body).toEqual({
        deleted: studentsL.length,
      });
      const left = await db().selectFrom('marks').select('evaluation_type').where('class_course_id', '=', unit.id).execute();
      expect(left.map((m) => m.evaluation_type)).toEqual(studentsL.map(() => 'CC'));
    });
  });

  describe('records that marks keep', () => {
    /** A new student registered in classroom B, with one mark in its first class course. */
    const studentWithMark = async (lastName: string, sequence: number) => {
      const created = await secretary.post('/api/students', { firstName: 'Zoé', lastName, sex: 'F' });
      expect(created.status).toBe(201);
      const studentId = created.body.id as number;
      const registered = await secretary.post('/api/registrations', { studentId, classroomId: classB });
      expect(registered.status).toBe(201);
      expect((await save(studies, coursesB[0].id, sequence, [{ studentId, value: 11 }])).body).toEqual({
        saved: 1,
        removed: 0,
        unchanged: 0,
      });
      return { studentId, registrationId: registered.body.data[0].id as number };
    };

    it('refuses to delete a student who has marks, even with no registration left', async () => {
      const { studentId, registrationId } = await studentWithMark('Notée', 3);
      expectEnvelope(await secretary.request('DELETE', `/api/students/${studentId}`), 409);
      // The marks alone keep the student: take the registration away behind the API's back.
      await db().deleteFrom('registrations').where('id', '=', registrationId).execute();
      const refused = await secretary.request('DELETE', `/api/students/${studentId}`);
      expectEnvelope(refused, 409);
      expect((await secretary.get(`/api/students/${studentId}`)).status).toBe(200);
      expect(await db().selectFrom('marks').select('value').where('student_id', '=', studentId).execute()).toEqual([{ value: 11 }]);
    });

    it('refuses to delete the registration a student was given marks in', async () => {
      const { studentId, registrationId } = await studentWithMark('Inscrite', 4);
      // "Refused (409) once marks exist for it" (contract/registrations.ts, deleteRegistration).
      expectEnvelope(await secretary.request('DELETE', `/api/registrations/${registrationId}`), 409);
      expect(await db().selectFrom('registrations').select('id').where('id', '=', registrationId).execute()).toHaveLength(1);
      expect(await db().selectFrom('marks').select('value').where('student_id', '=', studentId).execute()).toEqual([{ value: 11 }]);
    });

    it('refuses to delete a class course that has marks', async () => {
      const course = coursesB[1];
      expect((await save(studies, course.id, 1, [{ studentId: studentsB[0].id, value: 7.5 }])).status).toBe(200);
      expectEnvelope(await admin.request('DELETE', `/api/class-courses/${course.id}`), 409);
      expect((await admin.get(`/api/class-courses/${course.id}`)).status).toBe(200);
      expect(await db().selectFrom('marks').select('value').where('class_course_id', '=', course.id).execute()).toEqual([{ value: 7.5 }]);
      // Once its marks are gone, it can go.
      expect((await studies.request('DELETE', `/api/marks?classCourseId=${course.id}`)).body).toEqual({ deleted: 1 });
      expect((await admin.request('DELETE', `/api/class-courses/${course.id}`)).status).toBe(200);
      expectEnvelope(await admin.get(`/api/class-courses/${course.id}`), 404);
    });
  });

  describe('error messages', () => {
    it('are translated, never message keys', async () => {
      const unit = coursesL.find((c) => c.term === 1)!;
      const responses = [
        await entry(studies, classL, unit.id, 1),
        await entry(await as(otherTeacher(coursesA[0])), classA, coursesA[0].id, 1),
        await entryLmd(studies, classL, unit.id, 1, 'TP'),
        await entryLmd(studies, classL, unit.id, 2, 'CC'),
        await entryLmd(studies, classA, coursesA[0].id, 1, 'CC'),
        await studies.get('/api/marks/999999'),
        await save(studies, coursesA[7].id, 1, [
          { studentId: studentsB[0].id, value: 10 },
          { studentId: studentsA[0].id, value: 12.345 },
        ]),
        await save(studies, coursesA[7].id, 1, [
          { studentId: studentsB[0].id, value: 10 },
          { studentId: studentsA[0].id, value: 1 },
          { studentId: studentsA[0].id, value: 2 },
        ]),
      ];
      const texts = responses.flatMap((r) => [r.body.message, ...Object.values((r.body.fields ?? {}) as Record<string, string>)]);
      expect(texts.filter((text) => /^(errors|validation)\.\w+$/.test(text))).toEqual([]);
    });
  });
});
