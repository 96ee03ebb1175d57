import { dialects, expectEnvelope, startHarness, type Harness, type TestClient, type TestResponse } from '../testing/harness';

/** The field names a 400 answer blames, sorted. */
const fieldsOf = (response: TestResponse) => Object.keys(response.body.fields ?? {}).sort();

describe.each(dialects())('school structure on %s', (dialect) => {
  let h: Harness;
  let admin: TestClient;
  let studies: TestClient;
  let teacher: TestClient;
  let secretary: TestClient;
  let anonymous: TestClient;
  let teacherId: number;
  let secretaryId: number;
  let adminId: number;
  beforeAll(async () => {
    h = await startHarness(dialect);
    [admin, studies, teacher, secretary] = await Promise.all(['admin', 'studies', 'teacher', 'secretary'].map((name) => h.signIn(name)));
    anonymous = h.client();
    teacherId = (await teacher.get('/api/user')).body.data.user.id;
    secretaryId = (await secretary.get('/api/user')).body.data.user.id;
    adminId = (await admin.get('/api/user')).body.data.user.id;
  });
  afterAll(() => h.close());

  /** The audit entries of one record, the latest first. */
  const auditOf = async (entity: string, id: number) =>
    (await admin.get(`/api/audit?entity=${entity}&entityId=${id}`)).body.data as Array<Record<string, any>>;
  const currentYear = async () =>
    ((await admin.get('/api/school-years')).body.data as Array<{ id: number; current: boolean }>).find((year) => year.current)!;
  const levelByCode = async (code: string) =>
    ((await admin.get('/api/levels')).body.data as Array<{ id: number; code: string }>).find((level) => level.code === code)!;
  const classroomByName = async (name: string) =>
    ((await admin.get('/api/classrooms')).body.data as Array<{ id: number; name: string }>).find((classroom) => classroom.name === name)!;
  const courseByCode = async (code: string) =>
    ((await admin.get(`/api/courses?search=${code}`)).body.data as Array<{ id: number; code: string }>).find(
      (course) => course.code === code,
    )!;

  /** An empty classroom of its own for a test, in the current year. */
  async function newClassroom(name: string, levelCode = '6E', capacity = 40) {
    const year = await currentYear();
    const level = await levelByCode(levelCode);
    const response = await admin.post('/api/classrooms', { name, levelId: level.id, schoolYearId: year.id, capacity });
    expect(response.status).toBe(200);
    return response.body as { id: number; name: string; levelId: number; schoolYearId: number; capacity: number };
  }

  /** A course of its own for a test. */
  async function newCourse(code: string, name = `Course ${code}`) {
    const response = await admin.post('/api/courses', { code, name });
    expect(response.status).toBe(200);
    return response.body as { id: number; code: string; name: string };
  }

  /* School years ----------------------------------------------------------------------------- */

  describe('/api/school-years', () => {
    const year = (name: string, extra: Record<string, unknown> = {}) => {
      const start = Number(name.slice(0, 4));
      return { name, startsOn: `${start}-09-01`, endsOn: `${start + 1}-07-31`, ...extra };
    };

    it('lists the years, the latest first, to anyone signed in', async () => {
      const response = await teacher.get('/api/school-years');
      expect(response.status).toBe(200);
      expect(response.body).toEqual({
        total: 1,
        data: [{ id: expect.any(Number), name: '2026-2027', startsOn: '2026-09-01', endsOn: '2027-07-31', current: true }],
      });
      const one = await secretary.get(`/api/school-years/${response.body.data[0].id}`);
      expect(one.status).toBe(200);
      expect(one.body).toEqual(response.body.data[0]);
      expectEnvelope(await anonymous.get('/api/school-years'), 401);
      expectEnvelope(await anonymous.get(`/api/school-years/${response.body.data[0].id}`), 401);
    });

    it('answers 404 for an unknown id and 400 for a bad one or a bad page', async () => {
      expectEnvelope(await admin.get('/api/school-years/99999'), 404);
      const zero = await admin.get('/api/school-years/0');
      expectEnvelope(zero, 400);
      expect(fieldsOf(zero)).toEqual(['id']);
      const page = await admin.get('/api/school-years?limit=0&skip=-1');
      expectEnvelope(page, 400);
      expect(fieldsOf(page)).toEqual(['limit', 'skip']);
    });

    it('creates a year, not current unless asked, and audits it', async () => {
      const response = await admin.post('/api/school-years', year('2030-2031'));
      expect(response.status).toBe(200);
      expect(response.body).toEqual({
        id: expect.any(Number),
        name: '2030-2031',
        startsOn: '2030-09-01',
        endsOn: '2031-07-31',
        current: false,
      });
      expect((await admin.get(`/api/school-years/${response.body.id}`)).body).toEqual(response.body);
      const list = await admin.get('/api/school-years');
      expect(list.body.data.map((y: { name: string }) => y.name)).toEqual(['2030-2031', '2026-2027']);
      const [entry] = await auditOf('school_year', response.body.id);
      expect(entry).toEqual(
        expect.objectContaining({ action: 'create', userId: adminId, username: 'admin', before: null, after: response.body }),
      );
    });

    it('updates by POST with an id and by PUT, the path naming the record', async () => {
      const created = (await admin.post('/api/school-years', year('2031-2032'))).body;
      const posted = await admin.post('/api/school-years', { ...year('2031-2032'), id: created.id, startsOn: '2031-09-04' });
      expect(posted.status).toBe(200);
      expect(posted.body).toEqual({ ...created, startsOn: '2031-09-04' });
      const other = (await admin.post('/api/school-years', year('2032-2033'))).body;
      const put = await admin.put(`/api/school-years/${created.id}`, { ...year('2031-2032'), endsOn: '2032-06-30', id: other.id });
      expect(put.status).toBe(200);
      expect(put.body).toEqual({ ...created, startsOn: '2031-09-01', endsOn: '2032-06-30' });
      expect((await admin.get(`/api/school-years/${other.id}`)).body).toEqual(other);
      const [entry] = await auditOf('school_year', created.id);
      expect(entry).toEqual(
        expect.objectContaining({
          action: 'update',
          before: expect.objectContaining({ startsOn: '2031-09-04', endsOn: '2032-07-31' }),
          after: put.body,
        }),
      );
    });

    it('keeps exactly one current year', async () => {
      const before = await currentYear();
      const next = (await admin.post('/api/school-years', year('2027-2028', { current: true }))).body;
      expect(next.current).toBe(true);
      expect((await admin.get(`/api/school-years/${before.id}`)).body.current).toBe(false);
      expect((await admin.get('/api/school-years')).body.data.filter((y: { current: boolean }) => y.current)).toEqual([next]);
      // The current year cannot be made not current (make another one current instead)...
      expectEnvelope(await admin.put(`/api/school-years/${next.id}`, year('2027-2028', { current: false })), 400);
      expect((await admin.get(`/api/school-years/${next.id}`)).body.current).toBe(true);
      // ...nor deleted.
      expectEnvelope(await admin.request('DELETE', `/api/school-years/${next.id}`), 409);
      // Back to the seeded year, which the rest of the file works in.
      const back = await admin.put(`/api/school-years/${before.id}`, {
        name: '2026-2027',
        startsOn: '2026-09-01',
        endsOn: '2027-07-31',
        current: true,
      });
      expect(back.body.current).toBe(true);
      expect((await admin.get(`/api/school-years/${next.id}`)).body.current).toBe(false);
      expect((await admin.request('DELETE', `/api/school-years/${next.id}`)).status).toBe(200);
    });

    it('answers 400 naming the broken fields', async () => {
      const response = await admin.post('/api/school-years', { name: '2027-2029', startsOn: '2027-02-30', current: 'maybe' });
      expectEnvelope(response, 400);
      expect(fieldsOf(response)).toEqual(['current', 'endsOn', 'name', 'startsOn']);
      const backwards = await admin.post('/api/school-years', { name: '2033-2034', startsOn: '2034-07-31', endsOn: '2033-09-01' });
      expectEnvelope(backwards, 400);
      expect(fieldsOf(backwards)).toEqual(['endsOn']);
      const badPut = await admin.put('/api/school-years/1', { name: 'next year', startsOn: '2026-09-01', endsOn: '2027-07-31' });
      expectEnvelope(badPut, 400);
      expect(fieldsOf(badPut)).toEqual(['name']);
      expect((await admin.get('/api/school-years?limit=1000')).body.data.map((y: { name: string }) => y.name)).not.toContain('2033-2034');
    });

    it('answers 409 for a name taken, and changes nothing', async () => {
      const created = (await admin.post('/api/school-years', year('2034-2035'))).body;
      const total = (await admin.get('/api/school-years')).body.total;
      expectEnvelope(await admin.post('/api/school-years', year('2026-2027')), 409);
      expectEnvelope(await admin.put(`/api/school-years/${created.id}`, year('2026-2027')), 409);
      expectEnvelope(await admin.post('/api/school-years', { ...year('2026-2027'), id: created.id }), 409);
      expect((await admin.get('/api/school-years')).body.total).toBe(total);
      expect((await admin.get(`/api/school-years/${created.id}`)).body).toEqual(created);
    });

    it('answers 404 for writes to an unknown id', async () => {
      expectEnvelope(await admin.put('/api/school-years/99999', year('2040-2041')), 404);
      expectEnvelope(await admin.post('/api/school-years', { ...year('2040-2041'), id: 99999 }), 404);
      expectEnvelope(await admin.request('DELETE', '/api/school-years/99999'), 404);
      expect((await admin.get('/api/school-years?limit=1000')).body.data.map((y: { name: string }) => y.name)).not.toContain('2040-2041');
    });

    it('deletes a year nobody uses, refuses one with classrooms (409)', async () => {
      const used = (await admin.post('/api/school-years', year('2035-2036'))).body;
      const level = await levelByCode('6E');
      const classroom = (await admin.post('/api/classrooms', { name: '6e Z', levelId: level.id, schoolYearId: used.id, capacity: 30 }))
        .body;
      expectEnvelope(await admin.request('DELETE', `/api/school-years/${used.id}`), 409);
      expect((await admin.get(`/api/school-years/${used.id}`)).status).toBe(200);
      expect((await admin.request('DELETE', `/api/classrooms/${classroom.id}`)).status).toBe(200);
      const removed = await admin.request('DELETE', `/api/school-years/${used.id}`);
      expect(removed.status).toBe(200);
      expect(removed.body).toEqual({ message: expect.any(String) });
      expectEnvelope(await admin.get(`/api/school-years/${used.id}`), 404);
      const [entry] = await auditOf('school_year', used.id);
      expect(entry).toEqual(expect.objectContaining({ action: 'delete', before: used, after: null }));
    });

    it('is managed by those who hold structure.manage', async () => {
      const created = await studies.post('/api/school-years', year('2036-2037'));
      expect(created.status).toBe(200);
      for (const client of [teacher, secretary]) {
        expectEnvelope(await client.post('/api/school-years', year('2037-2038')), 403, 'Forbidden');
        expectEnvelope(await client.put(`/api/school-years/${created.body.id}`, year('2036-2037')), 403, 'Forbidden');
        expectEnvelope(await client.request('DELETE', `/api/school-years/${created.body.id}`), 403, 'Forbidden');
      }
      expectEnvelope(await anonymous.post('/api/school-years', year('2037-2038')), 401);
      expectEnvelope(await anonymous.put(`/api/school-years/${created.body.id}`, year('2036-2037')), 401);
      expectEnvelope(await anonymous.request('DELETE', `/api/school-years/${created.body.id}`), 401);
      expect((await admin.get(`/api/school-years/${created.body.id}`)).body).toEqual(created.body);
    });
  });

  /* Levels ----------------------------------------------------------------------------------- */

  describe('/api/levels', () => {
    it('lists the levels in their order', async () => {
      const response = await teacher.get('/api/levels');
      expect(response.status).toBe(200);
      expect(response.body.total).toBeGreaterThanOrEqual(10);
      expect(response.body.data.slice(0, 10).map((level: { code: string }) => level.code)).toEqual([
        '6E',
        '5E',
        '4E',
        '3E',
        '2ND',
        '1RE',
        'TLE',
        'L1',
        'L2',
        'L3',
      ]);
      expect(response.body.data[0]).toEqual({ id: expect.any(Number), name: '6e', code: '6E', gradingSystem: 'sequence', position: 1 });
      expect(response.body.data[7]).toEqual(expect.objectContaining({ code: 'L1', gradingSystem: 'lmd', position: 8 }));
      const page = await teacher.get('/api/levels?limit=3&skip=2');
      expect(page.body.data.map((level: { code: string }) => level.code)).toEqual(['4E', '3E', '2ND']);
      expect(page.body.total).toBe(response.body.total);
      expect((await secretary.get(`/api/levels/${response.body.data[0].id}`)).body).toEqual(response.body.data[0]);
    });

    it('answers 401, 404 and 400 on reads', async () => {
      expectEnvelope(await anonymous.get('/api/levels'), 401);
      expectEnvelope(await anonymous.get('/api/levels/1'), 401);
      expectEnvelope(await admin.get('/api/levels/99999'), 404);
      expectEnvelope(await admin.get('/api/levels/0'), 400);
      expectEnvelope(await admin.get('/api/levels?limit=1001'), 400);
    });

    it('creates a level, its code upper-cased, and audits it', async () => {
      const response = await admin.post('/api/levels', { name: ' Master 1 ', code: 'm1', gradingSystem: 'lmd', position: 11 });
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ id: expect.any(Number), name: 'Master 1', code: 'M1', gradingSystem: 'lmd', position: 11 });
      expect((await admin.get(`/api/levels/${response.body.id}`)).body).toEqual(response.body);
      const audit = await admin.get(`/api/audit?entity=level&entityId=${response.body.id}`);
      expect(audit.body.data).toEqual([
        expect.objectContaining({
          action: 'create',
          entity: 'level',
          entityId: String(response.body.id),
          username: 'admin',
          before: null,
          after: response.body,
        }),
      ]);
    });

    it('updates by POST with an id and by PUT, ignoring an id in the PUT body', async () => {
      const created = (await admin.post('/api/levels', { name: 'Master 2', code: 'M2', gradingSystem: 'lmd', position: 12 })).body;
      const posted = await admin.post('/api/levels', {
        id: created.id,
        name: 'Master 2 (R)',
        code: 'M2R',
        gradingSystem: 'lmd',
        position: 12,
      });
      expect(posted.status).toBe(200);
      expect(posted.body).toEqual({ ...created, name: 'Master 2 (R)', code: 'M2R' });
      const sixth = await levelByCode('6E');
      const put = await admin.put(`/api/levels/${created.id}`, {
        id: sixth.id,
        name: 'Master 2',
        code: 'M2',
        gradingSystem: 'sequence',
        position: 13,
      });
      expect(put.status).toBe(200);
      expect(put.body).toEqual({ id: created.id, name: 'Master 2', code: 'M2', gradingSystem: 'sequence', position: 13 });
      expect((await admin.get(`/api/levels/${sixth.id}`)).body).toEqual(expect.objectContaining({ name: '6e', code: '6E' }));
      const entries = await auditOf('level', created.id);
      expect(entries.map((entry) => entry.action)).toEqual(['update', 'update', 'create']);
      expect(entries[0]).toEqual(expect.objectContaining({ before: posted.body, after: put.body }));
    });

    it('answers 400 naming the broken fields, and saves nothing', async () => {
      const total = (await admin.get('/api/levels')).body.total;
      const response = await admin.post('/api/levels', { name: '', code: 'A B', gradingSystem: 'french', position: 0 });
      expectEnvelope(response, 400);
      expect(fieldsOf(response)).toEqual(['code', 'gradingSystem', 'name', 'position']);
      const missing = await admin.post('/api/levels', {});
      expect(fieldsOf(missing)).toEqual(['code', 'gradingSystem', 'name', 'position']);
      const tooLong = await admin.put('/api/levels/1', { name: 'x'.repeat(51), code: 'ABCDEFGHIJK', gradingSystem: 'lmd', position: 101 });
      expectEnvelope(tooLong, 400);
      expect(fieldsOf(tooLong)).toEqual(['code', 'name', 'position']);
      const badId = await admin.post('/api/levels', { id: 0, name: 'X', code: 'X', gradingSystem: 'lmd', position: 1 });
      expect(fieldsOf(badId)).toEqual(['id']);
      expectEnvelope(await admin.post('/api/levels', 'not json', { headers: { 'content-type': 'application/json' } }), 400);
      expect((await admin.get('/api/levels')).body.total).toBe(total);
      expect((await admin.get('/api/levels/1')).body.code).toBe('6E');
    });

    it('answers 409 for a code taken, and changes nothing', async () => {
      const created = (await admin.post('/api/levels', { name: 'Prépa', code: 'PREPA', gradingSystem: 'sequence', position: 20 })).body;
      const total = (await admin.get('/api/levels')).body.total;
      const taken = await admin.post('/api/levels', { name: 'Sixième bis', code: '6e', gradingSystem: 'sequence', position: 1 });
      expectEnvelope(taken, 409, 'Conflict');
      // The unique field is named, so the form marks the code input.
      expect(taken.body.fields).toEqual({ code: taken.body.message });
      expectEnvelope(
        await admin.put(`/api/levels/${created.id}`, { name: 'Prépa', code: '5E', gradingSystem: 'sequence', position: 20 }),
        409,
      );
      expectEnvelope(
        await admin.post('/api/levels', { id: created.id, name: 'Prépa', code: 'TLE', gradingSystem: 'sequence', position: 20 }),
        409,
      );
      expect((await admin.get('/api/levels')).body.total).toBe(total);
      expect((await admin.get(`/api/levels/${created.id}`)).body).toEqual(created);
      expect(await auditOf('level', created.id)).toHaveLength(1);
    });

    it('refuses to change the grading system of a level with classrooms (409)', async () => {
      const sixth = await levelByCode('6E');
      const level = (await admin.get(`/api/levels/${sixth.id}`)).body;
      expectEnvelope(await admin.put(`/api/levels/${sixth.id}`, { ...level, gradingSystem: 'lmd' }), 409);
      expect((await admin.get(`/api/levels/${sixth.id}`)).body).toEqual(level);
      // Its name and position may change.
      const renamed = await admin.put(`/api/levels/${sixth.id}`, { ...level, name: 'Sixième' });
      expect(renamed.status).toBe(200);
      expect(renamed.body).toEqual({ ...level, name: 'Sixième' });
      expect((await admin.put(`/api/levels/${sixth.id}`, level)).body).toEqual(level);
    });

    it('deletes a level without classrooms, refuses one with classrooms (409)', async () => {
      const sixth = await levelByCode('6E');
      expectEnvelope(await admin.request('DELETE', `/api/levels/${sixth.id}`), 409, 'Conflict');
      expect((await admin.get(`/api/levels/${sixth.id}`)).status).toBe(200);
      const created = (await admin.post('/api/levels', { name: 'Temporary', code: 'TMP', gradingSystem: 'sequence', position: 30 })).body;
      const removed = await admin.request('DELETE', `/api/levels/${created.id}`);
      expect(removed.status).toBe(200);
      expect(removed.body).toEqual({ message: expect.any(String) });
      expectEnvelope(await admin.get(`/api/levels/${created.id}`), 404);
      expectEnvelope(await admin.request('DELETE', `/api/levels/${created.id}`), 404);
      expect((await auditOf('level', created.id))[0]).toEqual(expect.objectContaining({ action: 'delete', before: created, after: null }));
    });

    it('answers 404 for writes to an unknown id', async () => {
      const body = { name: 'Ghost', code: 'GHOST', gradingSystem: 'sequence', position: 1 };
      expectEnvelope(await admin.put('/api/levels/99999', body), 404);
      expectEnvelope(await admin.post('/api/levels', { ...body, id: 99999 }), 404);
      expectEnvelope(await admin.request('DELETE', '/api/levels/99999'), 404);
      expect((await admin.get('/api/levels')).body.data.map((level: { code: string }) => level.code)).not.toContain('GHOST');
    });

    it('is managed by those who hold structure.manage', async () => {
      const body = { name: 'Role test', code: 'ROLE', gradingSystem: 'sequence', position: 40 };
      for (const client of [teacher, secretary]) {
        expectEnvelope(await client.post('/api/levels', body), 403, 'Forbidden');
        expectEnvelope(await client.put('/api/levels/1', body), 403);
        expectEnvelope(await client.request('DELETE', '/api/levels/1'), 403);
      }
      expectEnvelope(await anonymous.post('/api/levels', body), 401);
      expectEnvelope(await anonymous.put('/api/levels/1', body), 401);
      expectEnvelope(await anonymous.request('DELETE', '/api/levels/1'), 401);
      // 403 comes before the body is read.
      expectEnvelope(await teacher.post('/api/levels', {}), 403);
      expect((await admin.get('/api/levels')).body.data.map((level: { code: string }) => level.code)).not.toContain('ROLE');
      const created = await studies.post('/api/levels', body);
      expect(created.status).toBe(200);
      expect((await studies.request('DELETE', `/api/levels/${created.body.id}`)).status).toBe(200);
    });
  });

  /* Classrooms ------------------------------------------------------------------------------- */

  describe('/api/classrooms', () => {
    it('lists the classrooms by level then name, with their head teacher and student count', async () => {
      const response = await teacher.get('/api/classrooms');
      expect(response.status).toBe(200);
      const seeded = response.body.data.filter((classroom: { name: string }) => !/Z$|^Test /.test(classroom.name));
      expect(seeded.map((classroom: { name: string }) => classroom.name).slice(0, 12)).toEqual([
        '6e A',
        '6e B',
        '5e A',
        '4e A',
        '3e A',
        '2nde C',
        '1re C',
        'Tle C',
        'Tle D',
        'L1 Informatique',
        'L2 Informatique',
        'L3 Informatique',
      ]);
      const year = await currentYear();
      const sixth = await levelByCode('6E');
      expect(response.body.data[0]).toEqual({
        id: expect.any(Number),
        name: '6e A',
        levelId: sixth.id,
        levelName: expect.any(String),
        gradingSystem: 'sequence',
        schoolYearId: year.id,
        schoolYearName: '2026-2027',
        capacity: 60,
        headTeacherId: teacherId,
        headTeacherName: 'Paul Ndongo',
        // 40 students spread over 12 classrooms: the first four have 4.
        studentCount: 4,
      });
      expect(response.body.data.reduce((sum: number, classroom: { studentCount: number }) => sum + classroom.studentCount, 0)).toBe(40);
      expect((await secretary.get(`/api/classrooms/${response.body.data[0].id}`)).body).toEqual(response.body.data[0]);
    });

    it('filters by level and by school year', async () => {
      const sixth = await levelByCode('6E');
      const byLevel = await admin.get(`/api/classrooms?levelId=${sixth.id}`);
      expect(byLevel.body.data.map((classroom: { name: string }) => classroom.name)).toEqual(['6e A', '6e B']);
      expect(byLevel.body.total).toBe(2);
      const year = await currentYear();
      const byYear = await admin.get(`/api/classrooms?schoolYearId=${year.id}&limit=5`);
      expect(byYear.body.data).toHaveLength(5);
      expect(byYear.body.total).toBeGreaterThanOrEqual(12);
      expect((await admin.get('/api/classrooms?schoolYearId=99999')).body).toEqual({ data: [], total: 0 });
      const bad = await admin.get('/api/classrooms?levelId=abc&schoolYearId=0');
      expectEnvelope(bad, 400);
      expect(fieldsOf(bad)).toEqual(['levelId', 'schoolYearId']);
    });

    it('answers 401 and 404 on reads', async () => {
      expectEnvelope(await anonymous.get('/api/classrooms'), 401);
      expectEnvelope(await anonymous.get('/api/classrooms/1'), 401);
      expectEnvelope(await admin.get('/api/classrooms/99999'), 404);
    });

    it('creates a classroom and audits it', async () => {
      const year = await currentYear();
      const level = await levelByCode('5E');
      const response = await admin.post('/api/classrooms', {
        name: ' Test 5e B ',
        levelId: level.id,
        schoolYearId: year.id,
        capacity: 45,
        headTeacherId: teacherId,
      });
      expect(response.status).toBe(200);
      expect(response.body).toEqual({
        id: expect.any(Number),
        name: 'Test 5e B',
        levelId: level.id,
        levelName: '5e',
        gradingSystem: 'sequence',
        schoolYearId: year.id,
        schoolYearName: '2026-2027',
        capacity: 45,
        headTeacherId: teacherId,
        headTeacherName: 'Paul Ndongo',
        studentCount: 0,
      });
      const [entry] = await auditOf('classroom', response.body.id);
      expect(entry).toEqual(expect.objectContaining({ action: 'create', after: response.body }));
      // Without a head teacher.
      const bare = await admin.post('/api/classrooms', { name: 'Test 5e C', levelId: level.id, schoolYearId: year.id, capacity: 45 });
      expect(bare.body).toEqual(expect.objectContaining({ headTeacherId: null, headTeacherName: null }));
    });

    it('updates by POST with an id and by PUT', async () => {
      const created = await newClassroom('Test update');
      const l1 = await levelByCode('L1');
      const posted = await admin.post('/api/classrooms', {
        id: created.id,
        name: 'Test update 2',
        levelId: l1.id,
        schoolYearId: created.schoolYearId,
        capacity: 50,
        headTeacherId: teacherId,
      });
      expect(posted.status).toBe(200);
      expect(posted.body).toEqual(
        expect.objectContaining({
          id: created.id,
          name: 'Test update 2',
          levelId: l1.id,
          gradingSystem: 'lmd',
          capacity: 50,
          headTeacherId: teacherId,
        }),
      );
      const put = await admin.put(`/api/classrooms/${created.id}`, {
        id: 1,
        name: 'Test update 3',
        levelId: created.levelId,
        schoolYearId: created.schoolYearId,
        capacity: 20,
        headTeacherId: null,
      });
      expect(put.status).toBe(200);
      expect(put.body).toEqual(
        expect.objectContaining({
          id: created.id,
          name: 'Test update 3',
          gradingSystem: 'sequence',
          capacity: 20,
          headTeacherId: null,
          headTeacherName: null,
        }),
      );
      expect((await admin.get('/api/classrooms/1')).body.name).toBe('6e A');
      expect((await auditOf('classroom', created.id)).map((entry) => entry.action)).toEqual(['update', 'update', 'create']);
    });

    it('answers 400 naming the broken fields', async () => {
      const response = await admin.post('/api/classrooms', { name: '', levelId: 'x', schoolYearId: 0, capacity: 201, headTeacherId: -1 });
      expectEnvelope(response, 400);
      expect(fieldsOf(response)).toEqual(['capacity', 'headTeacherId', 'levelId', 'name', 'schoolYearId']);
      const missing = await admin.put('/api/classrooms/1', { capacity: 0 });
      expectEnvelope(missing, 400);
      expect(fieldsOf(missing)).toEqual(['capacity', 'levelId', 'name', 'schoolYearId']);
      expect((await admin.get('/api/classrooms/1')).body.capacity).toBe(60);
    });

    it('answers 400 for a level, year or head teacher that does not exist or is not a teacher', async () => {
      const year = await currentYear();
      const level = await levelByCode('6E');
      const total = (await admin.get('/api/classrooms')).body.total;
      const body = { name: 'Test refs', levelId: level.id, schoolYearId: year.id, capacity: 30 };
      expectEnvelope(await admin.post('/api/classrooms', { ...body, levelId: 99999 }), 400);
      expectEnvelope(await admin.post('/api/classrooms', { ...body, schoolYearId: 99999 }), 400);
      expectEnvelope(await admin.post('/api/classrooms', { ...body, headTeacherId: 99999 }), 400);
      expectEnvelope(await admin.post('/api/classrooms', { ...body, headTeacherId: secretaryId }), 400);
      expect((await admin.get('/api/classrooms')).body.total).toBe(total);
    });

    it('answers 409 for a name taken in the same year, not in another year', async () => {
      const year = await currentYear();
      const level = await levelByCode('6E');
      const total = (await admin.get('/api/classrooms')).body.total;
      expectEnvelope(
        await admin.post('/api/classrooms', { name: '6e A', levelId: level.id, schoolYearId: year.id, capacity: 30 }),
        409,
        'Conflict',
      );
      const created = await newClassroom('Test rename');
      expectEnvelope(
        await admin.put(`/api/classrooms/${created.id}`, { name: '6e B', levelId: level.id, schoolYearId: year.id, capacity: 30 }),
        409,
      );
      expect((await admin.get(`/api/classrooms/${created.id}`)).body.name).toBe('Test rename');
      expect((await admin.get('/api/classrooms')).body.total).toBe(total + 1);
      const otherYear = (await admin.post('/api/school-years', { name: '2045-2046', startsOn: '2045-09-01', endsOn: '2046-07-31' })).body;
      const sameName = await admin.post('/api/classrooms', { name: '6e A', levelId: level.id, schoolYearId: otherYear.id, capacity: 30 });
      expect(sameName.status).toBe(200);
      expect(sameName.body.schoolYearName).toBe('2045-2046');
    });

    it('answers 409 for a capacity below the students registered, or moving them to another year', async () => {
      const first = (await admin.get('/api/classrooms/1')).body;
      expect(first.studentCount).toBe(4);
      const body = {
        name: first.name,
        levelId: first.levelId,
        schoolYearId: first.schoolYearId,
        capacity: 3,
        headTeacherId: first.headTeacherId,
      };
      const below = await admin.put('/api/classrooms/1', body);
      expectEnvelope(below, 409, 'Conflict');
      expect(Object.keys(below.body.fields)).toEqual(['capacity']);
      expectEnvelope(await admin.post('/api/classrooms', { ...body, id: 1 }), 409);
      expect((await admin.get('/api/classrooms/1')).body).toEqual(first);
      // Exactly the number registered is fine.
      expect((await admin.put('/api/classrooms/1', { ...body, capacity: 4 })).body.capacity).toBe(4);
      expect((await admin.put('/api/classrooms/1', { ...body, capacity: 60 })).body.capacity).toBe(60);
      const otherYear = (await admin.post('/api/school-years', { name: '2046-2047', startsOn: '2046-09-01', endsOn: '2047-07-31' })).body;
      expectEnvelope(await admin.put('/api/classrooms/1', { ...body, capacity: 60, schoolYearId: otherYear.id }), 409);
      expect((await admin.get('/api/classrooms/1')).body.schoolYearId).toBe(first.schoolYearId);
    });

    it('refuses to move a classroom with courses to a level of the other grading system (409)', async () => {
      const second = (await admin.get('/api/classrooms/2')).body;
      const courses = (await admin.get('/api/class-courses?classroomId=2')).body;
      expect(courses.total).toBe(9);
      const l1 = await levelByCode('L1');
      const body = {
        name: second.name,
        levelId: l1.id,
        schoolYearId: second.schoolYearId,
        capacity: second.capacity,
        headTeacherId: second.headTeacherId,
      };
      expectEnvelope(await admin.put('/api/classrooms/2', body), 409, 'Conflict');
      expectEnvelope(await admin.post('/api/classrooms', { ...body, id: 2 }), 409);
      expect((await admin.get('/api/classrooms/2')).body).toEqual(second);
      expect((await admin.get('/api/class-courses?classroomId=2')).body).toEqual(courses);
      // Another level of the same system is fine.
      const fifth = await levelByCode('5E');
      expect((await admin.put('/api/classrooms/2', { ...body, levelId: fifth.id })).body).toEqual({
        ...second,
        levelId: fifth.id,
        levelName: '5e',
      });
      expect((await admin.put('/api/classrooms/2', { ...body, levelId: second.levelId })).body).toEqual(second);
      // And so is a classroom without courses.
      const empty = await newClassroom('Test grading move');
      expect(
        (
          await admin.put(`/api/classrooms/${empty.id}`, {
            name: empty.name,
            levelId: l1.id,
            schoolYearId: empty.schoolYearId,
            capacity: 40,
          })
        ).body.gradingSystem,
      ).toBe('lmd');
    });

    it('deletes an empty classroom with its courses, refuses one with students (409)', async () => {
      const before = await h.database.db.selectFrom('staff_assignments').select('id').where('classroom_id', '=', 1).execute();
      expect(before.length).toBeGreaterThan(0);
      expectEnvelope(await admin.request('DELETE', '/api/classrooms/1'), 409, 'Conflict');
      expect((await admin.get('/api/classrooms/1')).status).toBe(200);
      // The refused delete rolled back whole: its staff assignments are still there.
      expect(await h.database.db.selectFrom('staff_assignments').select('id').where('classroom_id', '=', 1).execute()).toEqual(before);

      const created = await newClassroom('Test delete');
      const course = await courseByCode('MATH');
      const classCourse = (
        await admin.post('/api/class-courses', { classroomId: created.id, courseId: course.id, coefficient: 4, group: 'sciences' })
      ).body;
      const removed = await admin.request('DELETE', `/api/classrooms/${created.id}`);
      expect(removed.status).toBe(200);
      expect(removed.body).toEqual({ message: expect.any(String) });
      expectEnvelope(await admin.get(`/api/classrooms/${created.id}`), 404);
      expectEnvelope(await admin.get(`/api/class-courses/${classCourse.id}`), 404);
      expect((await auditOf('classroom', created.id))[0]).toEqual(
        expect.objectContaining({ action: 'delete', after: null, before: expect.objectContaining({ name: 'Test delete' }) }),
      );
    });

    it('answers 404 for writes to an unknown id', async () => {
      const year = await currentYear();
      const level = await levelByCode('6E');
      const body = { name: 'Test ghost', levelId: level.id, schoolYearId: year.id, capacity: 30 };
      expectEnvelope(await admin.put('/api/classrooms/99999', body), 404);
      expectEnvelope(await admin.post('/api/classrooms', { ...body, id: 99999 }), 404);
      expectEnvelope(await admin.request('DELETE', '/api/classrooms/99999'), 404);
      expect((await admin.get('/api/classrooms?limit=1000')).body.data.map((c: { name: string }) => c.name)).not.toContain('Test ghost');
    });

    it('is managed by those who hold structure.manage', async () => {
      const year = await currentYear();
      const level = await levelByCode('6E');
      const body = { name: 'Test roles', levelId: level.id, schoolYearId: year.id, capacity: 30 };
      for (const client of [teacher, secretary]) {
        expectEnvelope(await client.post('/api/classrooms', body), 403, 'Forbidden');
        expectEnvelope(await client.put('/api/classrooms/2', body), 403);
        expectEnvelope(await client.request('DELETE', '/api/classrooms/2'), 403);
      }
      expectEnvelope(await anonymous.post('/api/classrooms', body), 401);
      expectEnvelope(await anonymous.put('/api/classrooms/2', body), 401);
      expectEnvelope(await anonymous.request('DELETE', '/api/classrooms/2'), 401);
      expect((await admin.get('/api/classrooms/2')).body.name).toBe('6e B');
      expect((await studies.post('/api/classrooms', body)).status).toBe(200);
    });
  });

  /* Courses ---------------------------------------------------------------------------------- */

  describe('/api/courses', () => {
    it('lists the courses by name and searches name or code', async () => {
      const response = await teacher.get('/api/courses');
      expect(response.status).toBe(200);
      expect(response.body.total).toBeGreaterThanOrEqual(16);
      const names = response.body.data.map((course: { name: string }) => course.name);
      expect(names).toContain('Mathématiques');
      const math = response.body.data.find((course: { code: string }) => course.code === 'MATH');
      expect(math).toEqual({ id: expect.any(Number), name: 'Mathématiques', code: 'MATH' });
      expect((await secretary.get(`/api/courses/${math.id}`)).body).toEqual(math);
      const search = await teacher.get('/api/courses?search=math');
      expect(search.body).toEqual({ data: [math], total: 1 });
      const byCode = await teacher.get('/api/courses?search=inf1');
      expect(byCode.body.data.map((course: { code: string }) => course.code).sort()).toEqual(['INF111', 'INF121', 'INF131', 'INF141']);
      expect((await teacher.get('/api/courses?search=%25')).body.total).toBe(0);
      const page = await teacher.get('/api/courses?limit=2&skip=1');
      expect(page.body.data).toEqual(response.body.data.slice(1, 3));
    });

    it('answers 401, 404 and 400 on reads', async () => {
      expectEnvelope(await anonymous.get('/api/courses'), 401);
      expectEnvelope(await anonymous.get('/api/courses/1'), 401);
      expectEnvelope(await admin.get('/api/courses/99999'), 404);
      const bad = await admin.get(`/api/courses?search=${'x'.repeat(101)}`);
      expectEnvelope(bad, 400);
      expect(fieldsOf(bad)).toEqual(['search']);
    });

    it('creates, updates by POST with an id and by PUT, and audits', async () => {
      const created = await admin.post('/api/courses', { name: ' Philosophie ', code: 'philo' });
      expect(created.status).toBe(200);
      expect(created.body).toEqual({ id: expect.any(Number), name: 'Philosophie', code: 'PHILO' });
      expect((await admin.get(`/api/courses/${created.body.id}`)).body).toEqual(created.body);
      const posted = await admin.post('/api/courses', { id: created.body.id, name: 'Philosophie morale', code: 'PHILO-1' });
      expect(posted.body).toEqual({ id: created.body.id, name: 'Philosophie morale', code: 'PHILO-1' });
      const put = await admin.put(`/api/courses/${created.body.id}`, { id: 1, name: 'Philosophie', code: 'PHILO_2' });
      expect(put.body).toEqual({ id: created.body.id, name: 'Philosophie', code: 'PHILO_2' });
      const entries = await auditOf('course', created.body.id);
      expect(entries.map((entry) => entry.action)).toEqual(['update', 'update', 'create']);
      expect(entries[0]).toEqual(expect.objectContaining({ before: posted.body, after: put.body, username: 'admin' }));
    });

    it('answers 400 naming the broken fields', async () => {
      const response = await admin.post('/api/courses', { name: '', code: 'BAD CODE!' });
      expectEnvelope(response, 400);
      expect(fieldsOf(response)).toEqual(['code', 'name']);
      const long = await admin.put('/api/courses/1', { name: 'x'.repeat(101), code: 'ABCDEFGHIJKLM' });
      expect(fieldsOf(long)).toEqual(['code', 'name']);
      expect((await admin.get('/api/courses?search=BAD')).body.total).toBe(0);
    });

    it('answers 409 for a code taken, and changes nothing', async () => {
      const created = await newCourse('LATIN', 'Latin');
      expectEnvelope(await admin.post('/api/courses', { name: 'Maths again', code: 'math' }), 409, 'Conflict');
      expectEnvelope(await admin.put(`/api/courses/${created.id}`, { name: 'Latin', code: 'MATH' }), 409);
      expectEnvelope(await admin.post('/api/courses', { id: created.id, name: 'Latin', code: 'FRAN' }), 409);
      expect((await admin.get(`/api/courses/${created.id}`)).body).toEqual(created);
      expect((await admin.get('/api/courses?search=Maths again')).body.total).toBe(0);
    });

    it('deletes a course nobody uses, refuses one taught in a classroom (409)', async () => {
      const math = await courseByCode('MATH');
      expectEnvelope(await admin.request('DELETE', `/api/courses/${math.id}`), 409, 'Conflict');
      expect((await admin.get(`/api/courses/${math.id}`)).body).toEqual(math);
      const created = await newCourse('GREC', 'Grec ancien');
      const removed = await admin.request('DELETE', `/api/courses/${created.id}`);
      expect(removed.status).toBe(200);
      expectEnvelope(await admin.get(`/api/courses/${created.id}`), 404);
      expect((await auditOf('course', created.id))[0]).toEqual(expect.objectContaining({ action: 'delete', before: created, after: null }));
    });

    it('answers 404 for writes to an unknown id', async () => {
      expectEnvelope(await admin.put('/api/courses/99999', { name: 'Ghost', code: 'GHOST' }), 404);
      expectEnvelope(await admin.post('/api/courses', { id: 99999, name: 'Ghost', code: 'GHOST' }), 404);
      expectEnvelope(await admin.request('DELETE', '/api/courses/99999'), 404);
      expect((await admin.get('/api/courses?search=ghost')).body.total).toBe(0);
    });

    it('is managed by those who hold structure.manage', async () => {
      const body = { name: 'Role test', code: 'ROLE' };
      for (const client of [teacher, secretary]) {
        expectEnvelope(await client.post('/api/courses', body), 403, 'Forbidden');
        expectEnvelope(await client.put('/api/courses/1', body), 403);
        expectEnvelope(await client.request('DELETE', '/api/courses/1'), 403);
      }
      expectEnvelope(await anonymous.post('/api/courses', body), 401);
      expectEnvelope(await anonymous.put('/api/courses/1', body), 401);
      expectEnvelope(await anonymous.request('DELETE', '/api/courses/1'), 401);
      expect((await admin.get('/api/courses?search=role')).body.total).toBe(0);
      expect((await studies.post('/api/courses', body)).status).toBe(200);
    });
  });

  /* Class courses ---------------------------------------------------------------------------- */

  describe('/api/class-courses', () => {
    it('lists the courses of a classroom with their teacher and weight', async () => {
      const response = await teacher.get('/api/class-courses?classroomId=1');
      expect(response.status).toBe(200);
      expect(response.body.total).toBe(9);
      const math = response.body.data.find((cc: { courseCode: string }) => cc.courseCode === 'MATH');
      expect(math).toEqual({
        id: expect.any(Number),
        classroomId: 1,
        classroomName: '6e A',
        courseId: expect.any(Number),
        courseName: 'Mathématiques',
        courseCode: 'MATH',
        teacherId: expect.any(Number),
        teacherName: expect.any(String),
        coefficient: 4,
        credits: null,
        group: 'sciences',
        term: null,
      });
      expect((await secretary.get(`/api/class-courses/${math.id}`)).body).toEqual(math);
      const l1 = await classroomByName('L1 Informatique');
      const lmd = await admin.get(`/api/class-courses?classroomId=${l1.id}`);
      expect(lmd.body.total).toBe(7);
      expect(
        lmd.body.data.every((cc: { coefficient: number | null; credits: number | null }) => cc.coefficient === null && cc.credits! > 0),
      ).toBe(true);
    });

    it('filters by teacher and school year', async () => {
      const mine = await teacher.get(`/api/class-courses?teacherId=${teacherId}`);
      expect(mine.body.total).toBeGreaterThan(0);
      expect(mine.body.data.every((cc: { teacherId: number }) => cc.teacherId === teacherId)).toBe(true);
      const year = await currentYear();
      const all = await admin.get(`/api/class-courses?schoolYearId=${year.id}&limit=1`);
      expect(all.body.data).toHaveLength(1);
      expect(all.body.total).toBeGreaterThanOrEqual(9 * 9 + 3 * 7);
      expect((await admin.get('/api/class-courses?schoolYearId=99999')).body).toEqual({ data: [], total: 0 });
      const bad = await admin.get('/api/class-courses?classroomId=0&teacherId=x');
      expectEnvelope(bad, 400);
      expect(fieldsOf(bad)).toEqual(['classroomId', 'teacherId']);
    });

    it('answers 401 and 404 on reads', async () => {
      expectEnvelope(await anonymous.get('/api/class-courses'), 401);
      expectEnvelope(await anonymous.get('/api/class-courses/1'), 401);
      expectEnvelope(await admin.get('/api/class-courses/99999'), 404);
    });

    it('adds a course to a classroom, updates it by POST with an id and by PUT, and audits', async () => {
      const classroom = await newClassroom('Test courses');
      const course = await newCourse('MUS', 'Musique');
      const created = await admin.post('/api/class-courses', {
        classroomId: classroom.id,
        courseId: course.id,
        teacherId,
        coefficient: 1.5,
        group: ' autres ',
      });
      expect(created.status).toBe(200);
      expect(created.body).toEqual({
        id: expect.any(Number),
        classroomId: classroom.id,
        classroomName: 'Test courses',
        courseId: course.id,
        courseName: 'Musique',
        courseCode: 'MUS',
        teacherId,
        teacherName: 'Paul Ndongo',
        coefficient: 1.5,
        credits: null,
        group: 'autres',
        term: null,
      });
      const posted = await admin.post('/api/class-courses', {
        id: created.body.id,
        classroomId: classroom.id,
        courseId: course.id,
        teacherId: null,
        coefficient: 2,
        group: 'autres',
      });
      expect(posted.body).toEqual({ ...created.body, teacherId: null, teacherName: null, coefficient: 2 });
      const put = await admin.put(`/api/class-courses/${created.body.id}`, {
        id: 1,
        classroomId: classroom.id,
        courseId: course.id,
        coefficient: 3,
        group: 'lettres',
      });
      expect(put.body).toEqual({ ...posted.body, coefficient: 3, group: 'lettres' });
      expect((await admin.get('/api/class-courses/1')).body.classroomId).toBe(1);
      const entries = await auditOf('class_course', created.body.id);
      expect(entries.map((entry) => entry.action)).toEqual(['update', 'update', 'create']);
      expect(entries[0]).toEqual(expect.objectContaining({ before: posted.body, after: put.body }));
      // An LMD classroom weighs by credits.
      const l1 = await classroomByName('L1 Informatique');
      const lmd = await admin.post('/api/class-courses', { classroomId: l1.id, courseId: course.id, credits: 3, group: 'transversale' });
      expect(lmd.status).toBe(200);
      // An LMD course unit belongs to a semester: the first unless said otherwise.
      expect(lmd.body).toEqual(expect.objectContaining({ classroomId: l1.id, coefficient: null, credits: 3, teacherId: null, term: 1 }));
      const second = await admin.put(`/api/class-courses/${lmd.body.id}`, {
        classroomId: l1.id,
        courseId: course.id,
        credits: 3,
        group: 'transversale',
        term: 2,
      });
      expect(second.body.term).toBe(2);
    });

    it('answers 400 naming the broken fields', async () => {
      const response = await admin.post('/api/class-courses', {
        classroomId: 0,
        courseId: 'x',
        teacherId: 0,
        coefficient: 21,
        credits: 0.1,
        group: '',
      });
      expectEnvelope(response, 400);
      expect(fieldsOf(response)).toEqual(['classroomId', 'coefficient', 'courseId', 'credits', 'group', 'teacherId']);
      const missing = await admin.put('/api/class-courses/1', {});
      expect(fieldsOf(missing)).toEqual(['classroomId', 'courseId', 'group']);
    });

    it('asks a coefficient of a secondary classroom and credits of an LMD one (400)', async () => {
      const classroom = await newClassroom('Test weights');
      const course = await newCourse('DESS', 'Dessin');
      const l1 = await classroomByName('L1 Informatique');
      const total = (await admin.get('/api/class-courses?limit=1')).body.total;
      const secondary = { classroomId: classroom.id, courseId: course.id, group: 'autres' };
      expectEnvelope(await admin.post('/api/class-courses', secondary), 400);
      expectEnvelope(await admin.post('/api/class-courses', { ...secondary, credits: 2 }), 400);
      expectEnvelope(await admin.post('/api/class-courses', { ...secondary, coefficient: 2, credits: 2 }), 400);
      const lmd = { classroomId: l1.id, courseId: course.id, group: 'autres' };
      expectEnvelope(await admin.post('/api/class-courses', lmd), 400);
      expectEnvelope(await admin.post('/api/class-courses', { ...lmd, coefficient: 2 }), 400);
      expectEnvelope(await admin.post('/api/class-courses', { ...lmd, coefficient: 2, credits: 2 }), 400);
      expect((await admin.get('/api/class-courses?limit=1')).body.total).toBe(total);
      // An update that breaks the rule is refused as well, and leaves the record alone.
      const created = (await admin.post('/api/class-courses', { ...secondary, coefficient: 2 })).body;
      expectEnvelope(await admin.put(`/api/class-courses/${created.id}`, { ...secondary, credits: 2 }), 400);
      expectEnvelope(await admin.put(`/api/class-courses/${created.id}`, { ...secondary, classroomId: l1.id, coefficient: 2 }), 400);
      expect((await admin.get(`/api/class-courses/${created.id}`)).body).toEqual(created);
    });

    it('answers 400 for a classroom, course or teacher that does not exist or is not a teacher', async () => {
      const classroom = await newClassroom('Test refs cc');
      const course = await newCourse('CHANT', 'Chant');
      const body = { classroomId: classroom.id, courseId: course.id, coefficient: 1, group: 'autres' };
      expectEnvelope(await admin.post('/api/class-courses', { ...body, classroomId: 99999 }), 400);
      expectEnvelope(await admin.post('/api/class-courses', { ...body, courseId: 99999 }), 400);
      expectEnvelope(await admin.post('/api/class-courses', { ...body, teacherId: 99999 }), 400);
      expectEnvelope(await admin.post('/api/class-courses', { ...body, teacherId: secretaryId }), 400);
      expect((await admin.get(`/api/class-courses?classroomId=${classroom.id}`)).body.total).toBe(0);
    });

    it('answers 409 when the course is already taught in the classroom', async () => {
      const math = await courseByCode('MATH');
      const fran = await courseByCode('FRAN');
      expectEnvelope(
        await admin.post('/api/class-courses', { classroomId: 1, courseId: math.id, coefficient: 5, group: 'sciences' }),
        409,
        'Conflict',
      );
      const ownMath = (await admin.get('/api/class-courses?classroomId=1')).body.data.find(
        (cc: { courseCode: string }) => cc.courseCode === 'MATH',
      );
      expectEnvelope(
        await admin.put(`/api/class-courses/${ownMath.id}`, { classroomId: 1, courseId: fran.id, coefficient: 4, group: 'sciences' }),
        409,
      );
      expect((await admin.get(`/api/class-courses/${ownMath.id}`)).body).toEqual(ownMath);
      expect((await admin.get('/api/class-courses?classroomId=1')).body.total).toBe(9);
    });

    it('deletes a class course', async () => {
      const classroom = await newClassroom('Test cc delete');
      const course = await courseByCode('MATH');
      const created = (
        await admin.post('/api/class-courses', { classroomId: classroom.id, courseId: course.id, coefficient: 4, group: 'sciences' })
      ).body;
      const removed = await admin.request('DELETE', `/api/class-courses/${created.id}`);
      expect(removed.status).toBe(200);
      expect(removed.body).toEqual({ message: expect.any(String) });
      expectEnvelope(await admin.get(`/api/class-courses/${created.id}`), 404);
      expect((await auditOf('class_course', created.id))[0]).toEqual(
        expect.objectContaining({ action: 'delete', before: created, after: null }),
      );
    });

    it('answers 404 for writes to an unknown id', async () => {
      const math = await courseByCode('MATH');
      const body = { classroomId: 2, courseId: math.id, coefficient: 4, group: 'sciences' };
      expectEnvelope(await admin.put('/api/class-courses/99999', body), 404);
      expectEnvelope(await admin.post('/api/class-courses', { ...body, id: 99999 }), 404);
      expectEnvelope(await admin.request('DELETE', '/api/class-courses/99999'), 404);
    });

    it('is managed by those who hold structure.manage', async () => {
      const classroom = await newClassroom('Test cc roles');
      const math = await courseByCode('MATH');
      const body = { classroomId: classroom.id, courseId: math.id, coefficient: 4, group: 'sciences' };
      const existing = (await admin.get('/api/class-courses?classroomId=1&limit=1')).body.data[0];
      for (const client of [teacher, secretary]) {
        expectEnvelope(await client.post('/api/class-courses', body), 403, 'Forbidden');
        expectEnvelope(await client.put(`/api/class-courses/${existing.id}`, body), 403);
        expectEnvelope(await client.request('DELETE', `/api/class-courses/${existing.id}`), 403);
      }
      expectEnvelope(await anonymous.post('/api/class-courses', body), 401);
      expectEnvelope(await anonymous.put(`/api/class-courses/${existing.id}`, body), 401);
      expectEnvelope(await anonymous.request('DELETE', `/api/class-courses/${existing.id}`), 401);
      expect((await admin.get(`/api/class-courses/${existing.id}`)).body).toEqual(existing);
      expect((await admin.get(`/api/class-courses?classroomId=${classroom.id}`)).body.total).toBe(0);
      expect((await studies.post('/api/class-courses', body)).status).toBe(200);
    });
  });

  /* Copying class courses -------------------------------------------------------------------- */

  describe('POST /api/class-courses/copy', () => {
    it('adds the courses the target lacks, with the same teacher, weight and group, and audits each', async () => {
      const target = await newClassroom('Test copy target');
      const math = await courseByCode('MATH');
      // The target already teaches maths its own way: that one is left as it is.
      const own = (await admin.post('/api/class-courses', { classroomId: target.id, courseId: math.id, coefficient: 7, group: 'maths' }))
        .body;
      const auditBefore = (await admin.get('/api/audit?entity=class_course&action=create&limit=1')).body.total;
      const source = (await admin.get('/api/class-courses?classroomId=1')).body.data as Array<Record<string, any>>;

      const response = await admin.post('/api/class-courses/copy', { fromClassroomId: 1, toClassroomId: target.id });
      expect(response.status).toBe(200);
      expect(response.body.total).toBe(9);
      expect(response.body.data).toHaveLength(9);
      expect(response.body.data.find((cc: { courseId: number }) => cc.courseId === math.id)).toEqual(own);
      for (const copy of response.body.data.filter((cc: { courseId: number }) => cc.courseId !== math.id)) {
        const original = source.find((cc) => cc.courseId === copy.courseId)!;
        expect(copy).toEqual({ ...original, id: expect.any(Number), classroomId: target.id, classroomName: 'Test copy target' });
        expect(copy.id).not.toBe(original.id);
      }
      const listed = (await admin.get(`/api/class-courses?classroomId=${target.id}`)).body;
      expect(listed.total).toBe(9);
      expect((await admin.get('/api/audit?entity=class_course&action=create&limit=1')).body.total).toBe(auditBefore + 8);

      // Copying again adds nothing.
      const again = await admin.post('/api/class-courses/copy', { fromClassroomId: 1, toClassroomId: target.id });
      expect(again.status).toBe(200);
      expect(again.body.total).toBe(9);
      expect(again.body.data.map((cc: { id: number }) => cc.id).sort()).toEqual(
        response.body.data.map((cc: { id: number }) => cc.id).sort(),
      );
      // The source is untouched.
      expect((await admin.get('/api/class-courses?classroomId=1')).body.data).toEqual(source);
    });

    it('answers 400 for two grading systems, the same classroom twice or a bad body', async () => {
      const target = await newClassroom('Test copy lmd');
      const l1 = await classroomByName('L1 Informatique');
      expectEnvelope(await admin.post('/api/class-courses/copy', { fromClassroomId: l1.id, toClassroomId: target.id }), 400);
      expect((await admin.get(`/api/class-courses?classroomId=${target.id}`)).body.total).toBe(0);
      const same = await admin.post('/api/class-courses/copy', { fromClassroomId: 1, toClassroomId: 1 });
      expectEnvelope(same, 400);
      expect(fieldsOf(same)).toEqual(['toClassroomId']);
      const bad = await admin.post('/api/class-courses/copy', { fromClassroomId: 'one' });
      expectEnvelope(bad, 400);
      expect(fieldsOf(bad)).toEqual(['fromClassroomId', 'toClassroomId']);
    });

    it('answers 404 for an unknown classroom', async () => {
      const target = await newClassroom('Test copy 404');
      expectEnvelope(await admin.post('/api/class-courses/copy', { fromClassroomId: 99999, toClassroomId: target.id }), 404);
      expectEnvelope(await admin.post('/api/class-courses/copy', { fromClassroomId: 1, toClassroomId: 99999 }), 404);
      expect((await admin.get(`/api/class-courses?classroomId=${target.id}`)).body.total).toBe(0);
    });

    it('is for those who hold structure.manage', async () => {
      const target = await newClassroom('Test copy roles');
      expectEnvelope(await teacher.post('/api/class-courses/copy', { fromClassroomId: 1, toClassroomId: target.id }), 403, 'Forbidden');
      expectEnvelope(await secretary.post('/api/class-courses/copy', { fromClassroomId: 1, toClassroomId: target.id }), 403, 'Forbidden');
      expectEnvelope(await anonymous.post('/api/class-courses/copy', { fromClassroomId: 1, toClassroomId: target.id }), 401);
      expect((await admin.get(`/api/class-courses?classroomId=${target.id}`)).body.total).toBe(0);
      expect((await studies.post('/api/class-courses/copy', { fromClassroomId: 1, toClassroomId: target.id })).body.total).toBe(9);
    });
  });
});
