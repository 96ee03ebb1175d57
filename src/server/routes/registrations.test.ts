import { dialects, expectEnvelope, startHarness, type Harness, type TestClient } from '../testing/harness';

describe.each(dialects())('registrations and exemptions on %s', (dialect) => {
  let h: Harness;
  let secretary: TestClient;
  let teacher: TestClient;
  let yearId: number;
  let classrooms: { id: number; name: string }[];
  beforeAll(async () => {
    h = await startHarness(dialect);
    secretary = await h.signIn('secretary');
    teacher = await h.signIn('teacher');
    yearId = (await h.database.db.selectFrom('school_years').select('id').where('current', '=', 1).executeTakeFirstOrThrow()).id;
    classrooms = await h.database.db.selectFrom('classrooms').select(['id', 'name']).orderBy('id').execute();
  });
  afterAll(() => h.close());

  let counter = 0;
  const newStudent = async () =>
    (await secretary.post('/api/students', { firstName: `Élève ${++counter}`, lastName: 'Nouveau', sex: 'F' })).body as { id: number };

  describe('POST /api/registrations', () => {
    it("registers a student in a classroom of the classroom's year, once", async () => {
      const student = await newStudent();
      const created = await secretary.post('/api/registrations', {
        studentId: student.id,
        classroomId: classrooms[0].id,
        registeredOn: '2026-09-07',
      });
      expect(created.status).toBe(201);
      expect(created.body.data[0]).toMatchObject({
        studentId: student.id,
        classroomId: classrooms[0].id,
        classroomName: classrooms[0].name,
        schoolYearId: yearId,
        status: 'active',
        registeredOn: '2026-09-07',
        repeating: false,
      });
      expect((await secretary.get(`/api/students/${student.id}`)).body.placement).toMatchObject({ classroomId: classrooms[0].id });
      expectEnvelope(await secretary.post('/api/registrations', { studentId: student.id, classroomId: classrooms[0].id }), 409);
      expectEnvelope(await secretary.post('/api/registrations', { studentId: student.id, classroomId: classrooms[1].id }), 409);
    });

    it('transfers to another classroom and keeps the history', async () => {
      const student = await newStudent();
      await secretary.post('/api/registrations', { studentId: student.id, classroomId: classrooms[0].id });
      const moved = await secretary.post('/api/registrations', { studentId: student.id, classroomId: classrooms[1].id, transfer: true });
      expect(moved.status).toBe(201);
      const history = await secretary.get(`/api/registrations?studentId=${student.id}`);
      expect(history.body.data.map((r: { classroomId: number; status: string }) => [r.classroomId, r.status])).toEqual([
        [classrooms[1].id, 'active'],
        [classrooms[0].id, 'transferred'],
      ]);
    });

    it('enrols several students at once, all or none', async () => {
      const students = [await newStudent(), await newStudent(), await newStudent()];
      // Classrooms are the studies office's to create.
      expectEnvelope(await secretary.post('/api/classrooms', { name: 'Tle D2', levelId: 1, schoolYearId: yearId, capacity: 2 }), 403);
      const studies = await h.signIn('studies');
      const small = (
        await studies.post('/api/classrooms', {
          name: 'Tle D2',
          levelId: (await h.database.db.selectFrom('levels').select('id').where('code', '=', 'TLE').executeTakeFirstOrThrow()).id,
          schoolYearId: yearId,
          capacity: 2,
        })
      ).body;
      const refused = await secretary.post('/api/registrations', { studentIds: students.map((s) => s.id), classroomId: small.id });
      expectEnvelope(refused, 409);
      expect(refused.body.message).toMatch(/Tle D2/);
      // The enrolment form marks the classroom it chose.
      expect(refused.body.fields).toEqual({ classroomId: refused.body.message });
      expect((await secretary.get(`/api/registrations/classroom/${small.id}`)).body.total).toBe(0);
      const bulk = await secretary.post('/api/registrations', {
        studentIds: students.slice(0, 2).map((s) => s.id),
        classroomId: small.id,
        repeating: true,
      });
      expect(bulk.status).toBe(201);
      expect(bulk.body.total).toBe(2);
      expect(bulk.body.data.every((r: { repeating: boolean }) => r.repeating)).toBe(true);
      const listed = await secretary.get(`/api/registrations/classroom/${small.id}`);
      expect(listed.body.data.map((r: { studentId: number }) => r.studentId).sort()).toEqual(
        students
          .slice(0, 2)
          .map((s) => s.id)
          .sort(),
      );
    });

    it('refuses bad bodies, archived or unknown students, unknown classrooms and other roles', async () => {
      const student = await newStudent();
      expectEnvelope(await secretary.post('/api/registrations', { classroomId: classrooms[0].id }), 400);
      expectEnvelope(
        await secretary.post('/api/registrations', { studentId: student.id, studentIds: [student.id], classroomId: classrooms[0].id }),
        400,
      );
      expectEnvelope(await secretary.post('/api/registrations', { studentId: student.id, classroomId: 999999 }), 404);
      expectEnvelope(await secretary.post('/api/registrations', { studentId: 999999, classroomId: classrooms[0].id }), 404);
      await secretary.put(`/api/students/${student.id}`, { firstName: 'Élève', lastName: 'Archivé', sex: 'F', archived: true });
      expectEnvelope(await secretary.post('/api/registrations', { studentId: student.id, classroomId: classrooms[0].id }), 409);
      expectEnvelope(await teacher.post('/api/registrations', { studentId: student.id, classroomId: classrooms[0].id }), 403);
      expectEnvelope(await h.client().post('/api/registrations', { studentId: student.id, classroomId: classrooms[0].id }), 401);
    });
  });

  describe('reading, changing and deleting registrations', () => {
    it('lists with filters and reads one', async () => {
      const inYear = await secretary.get(`/api/registrations?schoolYearId=${yearId}&status=active&limit=5`);
      expect(inYear.status).toBe(200);
      expect(inYear.body.data).toHaveLength(5);
      expect(inYear.body.total).toBeGreaterThanOrEqual(40);
      const one = await secretary.get(`/api/registrations/${inYear.body.data[0].id}`);
      expect(one.body).toEqual(inYear.body.data[0]);
      expectEnvelope(await secretary.get('/api/registrations/999999'), 404);
      expectEnvelope(await secretary.get('/api/registrations?status=gone'), 400);
      expectEnvelope(await secretary.get('/api/registrations/classroom/999999'), 404);
      expectEnvelope(await h.client().get('/api/registrations'), 401);
    });

    it('marks a student as having left, and refuses a second active registration', async () => {
      const student = await newStudent();
      const first = (await secretary.post('/api/registrations', { studentId: student.id, classroomId: classrooms[2].id })).body.data[0];
      const left = await secretary.put(`/api/registrations/${first.id}`, { status: 'left' });
      expect(left.body.status).toBe('left');
      expect((await secretary.get(`/api/students/${student.id}`)).body.placement).toBeNull();
      await secretary.post('/api/registrations', { studentId: student.id, classroomId: classrooms[3].id });
      expectEnvelope(await secretary.put(`/api/registrations/${first.id}`, { status: 'active' }), 409);
      expectEnvelope(await secretary.put(`/api/registrations/${first.id}`, { status: 'lost' }), 400);
      expectEnvelope(await teacher.put(`/api/registrations/${first.id}`, { status: 'left' }), 403);
      expectEnvelope(await secretary.put('/api/registrations/999999', { status: 'left' }), 404);
    });

    it('deletes a registration made by mistake with its exemptions, and is audited', async () => {
      const student = await newStudent();
      const registration = (await secretary.post('/api/registrations', { studentId: student.id, classroomId: classrooms[0].id })).body
        .data[0];
      const classCourse = await h.database.db
        .selectFrom('class_courses')
        .select('id')
        .where('classroom_id', '=', classrooms[0].id)
        .executeTakeFirstOrThrow();
      expect(
        (await secretary.post('/api/exemptions', { studentId: student.id, classCourseId: classCourse.id, reason: 'Asthme' })).status,
      ).toBe(200);
      expect((await secretary.request('DELETE', `/api/registrations/${registration.id}`)).status).toBe(200);
      expect((await secretary.get(`/api/exemptions?studentId=${student.id}`)).body.total).toBe(0);
      expectEnvelope(await secretary.request('DELETE', `/api/registrations/${registration.id}`), 404);
      const admin = await h.signIn('admin');
      const log = await admin.get(`/api/audit?entity=registration&entityId=${registration.id}`);
      expect(log.body.data.map((entry: { action: string }) => entry.action)).toEqual(['delete', 'create']);
    });
  });

  describe('exemptions', () => {
    it('excuses a registered student from a class course, once', async () => {
      const student = await newStudent();
      await secretary.post('/api/registrations', { studentId: student.id, classroomId: classrooms[0].id });
      const classCourse = await h.database.db
        .selectFrom('class_courses')
        .select('id')
        .where('classroom_id', '=', classrooms[0].id)
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      const created = await secretary.post('/api/exemptions', {
        studentId: student.id,
        classCourseId: classCourse.id,
        reason: 'Certificat médical',
      });
      expect(created.status).toBe(200);
      expect(created.body).toMatchObject({
        studentId: student.id,
        classCourseId: classCourse.id,
        classroomId: classrooms[0].id,
        schoolYearId: yearId,
        reason: 'Certificat médical',
      });
      expect((await secretary.get(`/api/exemptions/${created.body.id}`)).body).toEqual(created.body);
      expect((await secretary.get(`/api/exemptions?classCourseId=${classCourse.id}`)).body.data.map((e: { id: number }) => e.id)).toContain(
        created.body.id,
      );
      expectEnvelope(
        await secretary.post('/api/exemptions', { studentId: student.id, classCourseId: classCourse.id, reason: 'Encore' }),
        409,
      );
      const elsewhere = await h.database.db
        .selectFrom('class_courses')
        .select('id')
        .where('classroom_id', '=', classrooms[5].id)
        .executeTakeFirstOrThrow();
      expectEnvelope(
        await secretary.post('/api/exemptions', { studentId: student.id, classCourseId: elsewhere.id, reason: 'Asthme' }),
        409,
      );
      expectEnvelope(await secretary.post('/api/exemptions', { studentId: student.id, classCourseId: 999999, reason: 'Asthme' }), 400);
      expectEnvelope(await secretary.post('/api/exemptions', { studentId: student.id, classCourseId: classCourse.id }), 400);
      expectEnvelope(await teacher.post('/api/exemptions', { studentId: student.id, classCourseId: classCourse.id, reason: 'x' }), 403);
      expect((await secretary.request('DELETE', `/api/exemptions/${created.body.id}`)).status).toBe(200);
      expectEnvelope(await secretary.get(`/api/exemptions/${created.body.id}`), 404);
      expectEnvelope(await h.client().get('/api/exemptions'), 401);
    });
  });
});
