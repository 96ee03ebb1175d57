import { dialects, expectEnvelope, startHarness, type Harness, type TestClient, type TestResponse } from '../testing/harness';

/** The field names a 400 answer blames, sorted. */
const fieldsOf = (response: TestResponse) => Object.keys(response.body.fields ?? {}).sort();

/** The day before or after a `YYYY-MM-DD` day. */
const shift = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

describe.each(dialects())('GET /api/audit on %s', (dialect) => {
  let h: Harness;
  let admin: TestClient;
  let studies: TestClient;
  let principal: TestClient;
  let adminId: number;
  let studiesId: number;
  /** A level created by admin then renamed by studies, and a course created then deleted by admin, in beforeAll. */
  let level: { id: number; name: string; code: string; gradingSystem: string; position: number };
  let renamed: typeof level;
  let course: { id: number; name: string; code: string };
  beforeAll(async () => {
    h = await startHarness(dialect);
    [admin, studies, principal] = await Promise.all(['admin', 'studies', 'principal'].map((name) => h.signIn(name)));
    adminId = (await admin.get('/api/user')).body.data.user.id;
    studiesId = (await studies.get('/api/user')).body.data.user.id;
    level = (await admin.post('/api/levels', { name: 'Audit level', code: 'AUD', gradingSystem: 'sequence', position: 50 })).body;
    renamed = (
      await studies.put(`/api/levels/${level.id}`, { name: 'Audit level (renamed)', code: 'AUD', gradingSystem: 'sequence', position: 50 })
    ).body;
    course = (await admin.post('/api/courses', { name: 'Audit course', code: 'AUDC' })).body;
    expect((await admin.request('DELETE', `/api/courses/${course.id}`)).status).toBe(200);
  });
  afterAll(() => h.close());

  it('shows a change made through the API: who, action, entity, before and after', async () => {
    const response = await admin.get(`/api/audit?entity=level&entityId=${level.id}`);
    expect(response.status).toBe(200);
    expect(response.body.total).toBe(2);
    const [update, create] = response.body.data;
    expect(update).toEqual({
      id: expect.any(Number),
      userId: studiesId,
      username: 'studies',
      action: 'update',
      entity: 'level',
      entityId: String(level.id),
      label: 'Audit level (renamed)',
      before: level,
      after: renamed,
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
    });
    expect(create).toEqual({
      ...update,
      id: expect.any(Number),
      userId: adminId,
      username: 'admin',
      action: 'create',
      before: null,
      after: level,
      createdAt: expect.any(String),
    });
    // The latest change first.
    expect(update.id).toBeGreaterThan(create.id);
    expect(update.createdAt >= create.createdAt).toBe(true);

    const deleted = await admin.get(`/api/audit?entity=course&entityId=${course.id}&action=delete`);
    expect(deleted.body.data).toEqual([expect.objectContaining({ userId: adminId, action: 'delete', before: course, after: null })]);
  });

  it('names each record as it is now, or as its last snapshot had it once deleted, never by its table alone', async () => {
    // The level reads by its current name on both of its entries.
    const levels = (await admin.get(`/api/audit?entity=level&entityId=${level.id}`)).body.data;
    expect(levels.map((entry: { label: string }) => entry.label)).toEqual(['Audit level (renamed)', 'Audit level (renamed)']);
    // The course is gone: its deletion's snapshot names it.
    expect((await admin.get(`/api/audit?entity=course&entityId=${course.id}`)).body.data[0].label).toBe('Audit course');
    const classroom = (await admin.get('/api/classrooms?limit=1')).body.data[0];
    // A student as the lists name her, and a record of hers by her name.
    const student = (await admin.post('/api/students', { firstName: 'Marie', lastName: 'Ngono', sex: 'F', birthDate: '2014-03-02' })).body;
    expect((await admin.get(`/api/audit?entity=student&entityId=${student.id}`)).body.data[0].label).toBe('NGONO Marie');
    const registration = await admin.post('/api/registrations', { studentId: student.id, classroomId: classroom.id });
    expect(registration.status).toBe(201);
    const [latest] = (await admin.get('/api/audit?entity=registration&action=create&limit=1')).body.data;
    expect(latest.after).toMatchObject({ studentId: student.id });
    expect(latest.label).toBe('NGONO Marie');
  });

  it("gathers a student's trail: the record's changes and those of the records that belong to the student", async () => {
    const classroom = (await admin.get('/api/classrooms?limit=1')).body.data[0];
    const [own, other] = [
      (await admin.post('/api/students', { firstName: 'Paul', lastName: 'Essomba', sex: 'M' })).body,
      (await admin.post('/api/students', { firstName: 'Luc', lastName: 'Essomba', sex: 'M' })).body,
    ];
    await admin.put(`/api/students/${own.id}`, { firstName: 'Paul', lastName: 'Essomba', sex: 'M', birthPlace: 'Ebolowa' });
    for (const student of [own, other])
      expect((await admin.post('/api/registrations', { studentId: student.id, classroomId: classroom.id })).status).toBe(201);

    const trail = await principal.get(`/api/audit?studentId=${own.id}`);
    expect(trail.status).toBe(200);
    expect(trail.body.data.map((entry: { entity: string; action: string }) => `${entry.entity} ${entry.action}`)).toEqual([
      'registration create',
      'student update',
      'student create',
    ]);
    expect(trail.body.total).toBe(3);
    // The other student's trail holds none of it.
    const others = (await principal.get(`/api/audit?studentId=${other.id}`)).body.data;
    expect(others.every((entry: { entityId: string; label: string }) => entry.label === 'ESSOMBA Luc')).toBe(true);
    expect(others).toHaveLength(2);
  });

  it('records nothing for a refused write', async () => {
    const before = (await admin.get('/api/audit?entity=level')).body.total;
    expectEnvelope(await admin.post('/api/levels', { name: 'Duplicate', code: 'AUD', gradingSystem: 'sequence', position: 1 }), 409);
    expectEnvelope(await admin.post('/api/levels', { name: '', code: 'X', gradingSystem: 'sequence', position: 1 }), 400);
    expect((await admin.get('/api/audit?entity=level')).body.total).toBe(before);
  });

  it('records a user created through the API, without the password', async () => {
    const created = await admin.post('/users', {
      username: 'audit.user',
      firstName: 'Awa',
      lastName: 'Audit',
      email: 'audit.user@lycee-demo.cm',
      role: 'secretary',
      password: 'a-long-passphrase',
    });
    expect(created.status).toBe(201);
    const response = await principal.get(`/api/audit?entity=user&entityId=${created.body.id}`);
    expect(response.body.data).toEqual([
      expect.objectContaining({ action: 'create', userId: adminId, after: expect.objectContaining({ username: 'audit.user' }) }),
    ]);
    expect(JSON.stringify(response.body)).not.toMatch(/password/i);
  });

  it('filters by entity, entity id, user and action', async () => {
    const levels = (await admin.get('/api/audit?entity=level')).body;
    expect(levels.total).toBeGreaterThanOrEqual(2);
    expect(levels.data.every((entry: { entity: string }) => entry.entity === 'level')).toBe(true);

    const byUser = (await admin.get(`/api/audit?userId=${studiesId}`)).body;
    expect(byUser.total).toBeGreaterThanOrEqual(1);
    expect(byUser.data.every((entry: { userId: number }) => entry.userId === studiesId)).toBe(true);
    expect(byUser.data.map((entry: { entityId: string; action: string }) => `${entry.action} ${entry.entityId}`)).toContain(
      `update ${level.id}`,
    );

    const creates = (await admin.get('/api/audit?action=create&entity=level')).body;
    expect(creates.data.every((entry: { action: string }) => entry.action === 'create')).toBe(true);
    expect(creates.data.map((entry: { entityId: string }) => entry.entityId)).toContain(String(level.id));
    expect((await admin.get(`/api/audit?action=update&entity=level&entityId=${level.id}`)).body.total).toBe(1);
    expect((await admin.get(`/api/audit?action=delete&entity=level&entityId=${level.id}`)).body).toEqual({ data: [], total: 0 });

    // All filters together.
    const exact = (await admin.get(`/api/audit?entity=level&entityId=${level.id}&userId=${adminId}&action=create`)).body;
    expect(exact.total).toBe(1);
    expect(exact.data[0].after).toEqual(level);

    expect((await admin.get('/api/audit?entity=nothing')).body).toEqual({ data: [], total: 0 });
    expect((await admin.get('/api/audit?userId=99999')).body).toEqual({ data: [], total: 0 });
    // Entity ids are compared as text, exactly.
    expect((await admin.get(`/api/audit?entity=level&entityId=${level.id}0`)).body.total).toBe(0);
  });

  it('filters by day, both ends included', async () => {
    const [entry] = (await admin.get(`/api/audit?entity=level&entityId=${level.id}&action=create`)).body.data;
    const day = entry.createdAt.slice(0, 10);
    const ids = async (query: string) =>
      (await admin.get(`/api/audit?entity=level&entityId=${level.id}&${query}`)).body.data.map((e: { id: number }) => e.id);
    expect(await ids(`from=${day}`)).toContain(entry.id);
    expect(await ids(`to=${day}`)).toContain(entry.id);
    expect(await ids(`from=${day}&to=${day}`)).toContain(entry.id);
    expect(await ids(`from=${shift(day, -1)}&to=${shift(day, 1)}`)).toContain(entry.id);
    expect(await ids(`from=${shift(day, 1)}`)).toEqual([]);
    expect(await ids(`to=${shift(day, -1)}`)).toEqual([]);
    expect((await admin.get(`/api/audit?from=${shift(day, 1)}`)).body).toEqual({ data: [], total: 0 });
    // The widest days the filters accept.
    expect(await ids('from=0001-01-01&to=9999-12-31')).toContain(entry.id);
  });

  it('pages with limit and skip, the total counting every match', async () => {
    // Its own fifth entry, beside the four of beforeAll, so there is a page past the first two.
    expect((await admin.post('/api/courses', { name: 'Audit paging', code: 'AUDP' })).status).toBe(200);
    const all = (await admin.get('/api/audit?limit=1000')).body;
    expect(all.total).toBe(all.data.length);
    expect(all.total).toBeGreaterThanOrEqual(5);
    const page = (await admin.get('/api/audit?limit=2&skip=1')).body;
    expect(page.total).toBe(all.total);
    expect(page.data).toEqual(all.data.slice(1, 3));
    // The latest first.
    const ids = all.data.map((entry: { id: number }) => entry.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
  });

  it('answers 400 naming a bad filter', async () => {
    const action = await admin.get('/api/audit?action=explode');
    expectEnvelope(action, 400);
    expect(fieldsOf(action)).toEqual(['action']);
    const from = await admin.get('/api/audit?from=2026-02-30');
    expectEnvelope(from, 400);
    expect(fieldsOf(from)).toEqual(['from']);
    const several = await admin.get(
      `/api/audit?to=yesterday&userId=abc&limit=1001&skip=-1&entity=${'e'.repeat(41)}&entityId=${'1'.repeat(41)}`,
    );
    expectEnvelope(several, 400);
    expect(fieldsOf(several)).toEqual(['entity', 'entityId', 'limit', 'skip', 'to', 'userId']);
  });

  it('is for those who hold audit.read: admin and principal', async () => {
    expect((await principal.get('/api/audit')).status).toBe(200);
    expect((await admin.get('/api/audit')).status).toBe(200);
    for (const role of ['teacher', 'secretary', 'studies', 'bursar', 'discipline']) {
      const client = role === 'studies' ? studies : await h.signIn(role);
      expectEnvelope(await client.get('/api/audit'), 403, 'Forbidden');
    }
    expectEnvelope(await h.client().get('/api/audit'), 401);
    expectEnvelope(await h.client().get('/api/audit', { headers: { authorization: 'Bearer not-a-token' } }), 401);
    // 401 and 403 come before the query is read.
    expectEnvelope(await h.client().get('/api/audit?action=explode'), 401);
    expectEnvelope(await studies.get('/api/audit?action=explode'), 403);
  });
});
