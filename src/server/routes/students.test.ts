import { buildApp } from '../app';
import { dialects, expectEnvelope, startHarness, TestClient, type Harness } from '../testing/harness';
import { translate } from '../i18n';

interface Page {
  data: {
    id: number;
    matricule: string;
    lastName: string;
    firstName: string;
    sex: string;
    archived: boolean;
    placement: { classroomId: number } | null;
    customFields: Record<string, unknown>;
  }[];
  total: number;
}

describe.each(dialects())('students on %s', (dialect) => {
  let h: Harness;
  let secretary: TestClient;
  let teacher: TestClient;
  let yearId: number;
  beforeAll(async () => {
    h = await startHarness(dialect);
    secretary = await h.signIn('secretary');
    teacher = await h.signIn('teacher');
    yearId = (await h.database.db.selectFrom('school_years').select('id').where('current', '=', 1).executeTakeFirstOrThrow()).id;
  });
  afterAll(() => h.close());

  const newStudent = (extra: Record<string, unknown> = {}) => ({
    firstName: 'Brenda',
    lastName: 'Atangana',
    sex: 'F',
    birthDate: '2014-03-12',
    birthPlace: 'Yaoundé',
    guardianPhone: '+237 677 123 456',
    ...extra,
  });

  describe('GET /api/students', () => {
    it('pages through every student with limit and skip, in name order', async () => {
      const all = await secretary.get<Page>('/api/students?limit=1000');
      expect(all.status).toBe(200);
      expect(all.body.total).toBe(40);
      const names = all.body.data.map((s) => `${s.lastName} ${s.firstName}`);
      expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
      const page2 = await secretary.get<Page>('/api/students?limit=10&skip=10');
      expect(page2.body.total).toBe(40);
      expect(page2.body.data.map((s) => s.id)).toEqual(all.body.data.slice(10, 20).map((s) => s.id));
      expect(all.body.data.every((s) => s.placement !== null)).toBe(true);
    });

    it('filters by search (names or matricule), sex, classroom, level and registration', async () => {
      const byMatricule = await secretary.get<Page>('/api/students?search=26sc00007');
      expect(byMatricule.body.data.map((s) => s.matricule)).toEqual(['26SC00007']);
      const first = (await secretary.get<Page>('/api/students?limit=1')).body.data[0];
      const byName = await secretary.get<Page>(`/api/students?search=${encodeURIComponent(first.lastName.slice(1, 4))}`);
      expect(byName.body.data.map((s) => s.id)).toContain(first.id);
      const girls = await secretary.get<Page>('/api/students?sex=F&limit=1000');
      const boys = await secretary.get<Page>('/api/students?sex=M&limit=1000');
      expect(girls.body.total + boys.body.total).toBe(40);
      expect(girls.body.data.every((s) => s.sex === 'F')).toBe(true);
      const classroomId = first.placement!.classroomId;
      const inClass = await secretary.get<Page>(`/api/students?classroomId=${classroomId}`);
      expect(inClass.body.total).toBeGreaterThan(0);
      expect(inClass.body.data.every((s) => s.placement?.classroomId === classroomId)).toBe(true);
      const level = await h.database.db.selectFrom('classrooms').select('level_id').where('id', '=', classroomId).executeTakeFirstOrThrow();
      const inLevel = await secretary.get<Page>(`/api/students?levelId=${level.level_id}`);
      expect(inLevel.body.total).toBeGreaterThanOrEqual(inClass.body.total);
      expect((await secretary.get<Page>('/api/students?registered=false')).body.total).toBe(0);
      expect((await secretary.get<Page>('/api/students?search=%25_')).body.total).toBe(0);
    });

    it('finds a student by each word typed, in any order, case and accents', async () => {
      const created = await secretary.post('/api/students', newStudent({ lastName: 'MBALLA', firstName: 'Aïcha Ngô' }));
      expect(created.status).toBe(201);
      const found = async (search: string) =>
        (await secretary.get<Page>(`/api/students?limit=1000&search=${encodeURIComponent(search)}`)).body.data.map((s) => s.id);
      for (const search of ['Mballa Aïcha', 'MBALLA A', 'aicha', 'AÏCHA mballa', 'ngo aich', `mballa ${created.body.matricule}`]) {
        expect(await found(search)).toContain(created.body.id);
      }
      expect(await found('mballa zzz')).not.toContain(created.body.id);
      // The folded text follows the record.
      await secretary.put(
        `/api/students/${created.body.id}`,
        newStudent({ lastName: 'Ékambi', firstName: 'Aïcha', matricule: created.body.matricule }),
      );
      expect(await found('ekambi aicha')).toEqual([created.body.id]);
      expect(await found('mballa')).not.toContain(created.body.id);
      // Leave the seeded school as the other tests count it.
      await h.database.db
        .deleteFrom('audit_log')
        .where('entity', '=', 'student')
        .where('entity_id', '=', String(created.body.id))
        .execute();
      await h.database.db.deleteFrom('students').where('id', '=', created.body.id).execute();
    });

    it('sorts on the server', async () => {
      const desc = await secretary.get<Page>('/api/students?sort=matricule&order=desc&limit=3');
      expect(desc.body.data.map((s) => s.matricule)).toEqual(['26SC00040', '26SC00039', '26SC00038']);
    });

    it('takes the same filters in a body', async () => {
      const response = await secretary.post<Page>('/api/students/filter', { limit: 5, sex: 'F', sort: 'matricule' });
      expect(response.status).toBe(200);
      expect(response.body.data).toHaveLength(5);
      expect(response.body.data.every((s) => s.sex === 'F')).toBe(true);
    });

    it('refuses bad filters, and callers without a session', async () => {
      const bad = await secretary.get('/api/students?limit=0&sort=shoeSize&sex=X');
      expectEnvelope(bad, 400);
      expect(Object.keys(bad.body.fields).sort()).toEqual(['limit', 'sex', 'sort']);
      expectEnvelope(await h.client().get('/api/students'), 401);
    });
  });

  describe('writing a student', () => {
    it('creates with the next matricule of the year, shows in lists at once, and is audited', async () => {
      const before = (await secretary.get<Page>('/api/students?limit=1')).body.total;
      const created = await secretary.post('/api/students', newStudent({ customFields: { '1': 'O+' } }));
      expect(created.status).toBe(201);
      expect(created.body).toMatchObject({
        matricule: '26SC00041',
        lastName: 'Atangana',
        sex: 'F',
        placement: null,
        hasPhoto: false,
        archived: false,
        customFields: { '1': 'O+' },
      });
      expect((await secretary.get<Page>('/api/students?limit=1')).body.total).toBe(before + 1);
      const unregistered = await secretary.get<Page>(`/api/students/unregistered/${yearId}`);
      expect(unregistered.body.data.map((s) => s.id)).toContain(created.body.id);
      const admin = await h.signIn('admin');
      const log = await admin.get(`/api/audit?entity=student&entityId=${created.body.id}`);
      expect(log.body.data[0]).toMatchObject({ action: 'create', username: 'secretary', after: { matricule: '26SC00041' } });
      expect((await secretary.get(`/api/students/${created.body.id}`)).body.matricule).toBe('26SC00041');
    });

    it('keeps a typed matricule, and refuses one already used, naming the matricule field', async () => {
      const typed = await secretary.post('/api/students', newStudent({ matricule: 'ext-0042' }));
      expect(typed.status).toBe(201);
      expect(typed.body.matricule).toBe('EXT-0042');
      const taken = await secretary.post('/api/students', newStudent({ matricule: 'EXT-0042' }), {
        headers: { 'accept-language': 'fr' },
      });
      expectEnvelope(taken, 409);
      expect(taken.body.fields).toEqual({ matricule: translate('fr', 'errors.matriculeTaken', { matricule: 'EXT-0042' }) });
      const other = await secretary.post('/api/students', newStudent());
      const edited = await secretary.put(`/api/students/${other.body.id}`, newStudent({ matricule: 'EXT-0042' }));
      expectEnvelope(edited, 409);
      expect(Object.keys(edited.body.fields)).toEqual(['matricule']);
    });

    it('names each bad field, custom fields included, and writes nothing', async () => {
      const before = (await secretary.get<Page>('/api/students?limit=1')).body.total;
      const response = await secretary.post('/api/students', {
        firstName: '',
        sex: 'X',
        birthDate: '2099-01-01',
        customFields: { '1': 'Z+' },
      });
      expectEnvelope(response, 400);
      expect(Object.keys(response.body.fields).sort()).toEqual(['birthDate', 'firstName', 'lastName', 'sex']);
      const custom = await secretary.post('/api/students', newStudent({ customFields: { '1': 'Z+', '99': 'x' } }));
      expectEnvelope(custom, 400);
      expect(Object.keys(custom.body.fields).sort()).toEqual(['customFields.1', 'customFields.99']);
      expect((await secretary.get<Page>('/api/students?limit=1')).body.total).toBe(before);
    });

    it('is for those who manage students', async () => {
      expectEnvelope(await teacher.post('/api/students', newStudent()), 403);
      expectEnvelope(await h.client().post('/api/students', newStudent()), 401);
    });

    it('updates the whole record, archives and restores', async () => {
      const { body: student } = await secretary.post('/api/students', newStudent({ lastName: 'Essomba' }));
      const updated = await secretary.put(
        `/api/students/${student.id}`,
        newStudent({ lastName: 'Essomba', guardianName: 'Mme Essomba', address: 'Mvog-Mbi' }),
      );
      expect(updated.status).toBe(200);
      expect(updated.body).toMatchObject({ guardianName: 'Mme Essomba', address: 'Mvog-Mbi', matricule: student.matricule });
      const archived = await secretary.put(`/api/students/${student.id}`, newStudent({ lastName: 'Essomba', archived: true }));
      expect(archived.body.archived).toBe(true);
      expect((await secretary.get<Page>('/api/students?search=essomba&limit=1000')).body.data.map((s) => s.id)).not.toContain(student.id);
      expect((await secretary.get<Page>('/api/students?search=essomba&archived=true')).body.data.map((s) => s.id)).toEqual([student.id]);
      expectEnvelope(await secretary.put('/api/students/999999', newStudent()), 404);
      expectEnvelope(await secretary.put(`/api/students/${student.id}`, { sex: 'M' }), 400);
    });

    it('deletes a student entered by mistake, but not one with a history', async () => {
      const { body: student } = await secretary.post('/api/students', newStudent({ lastName: 'Erreur' }));
      expect((await secretary.request('DELETE', `/api/students/${student.id}`)).status).toBe(200);
      expectEnvelope(await secretary.get(`/api/students/${student.id}`), 404);
      expectEnvelope(await secretary.request('DELETE', `/api/students/${student.id}`), 404);
      const registered = (await secretary.get<Page>('/api/students?limit=1')).body.data[0];
      const refused = await secretary.request('DELETE', `/api/students/${registered.id}`);
      expectEnvelope(refused, 409);
      expect(refused.body.message).toMatch(/archive/i);
      expectEnvelope(await teacher.request('DELETE', `/api/students/${registered.id}`), 403);
    });

    it('numbers on past 26SC99999, whatever longer matricules of other kinds the school typed', async () => {
      for (const matricule of ['26SC99999', 'EXT-2019-000001', '25SC123456']) {
        expect((await secretary.post('/api/students', newStudent({ lastName: 'Numéro', matricule }))).status).toBe(201);
      }
      const next = await secretary.post('/api/students', newStudent({ lastName: 'Numéro' }));
      expect(next.body.matricule).toBe('26SC100000');
      expect((await secretary.post('/api/students', newStudent({ lastName: 'Numéro' }))).body.matricule).toBe('26SC100001');
    });
  });

  describe('pages kept between requests', () => {
    it('show a change at once, whichever server process made it', async () => {
      // A second process on the same database: each keeps its own pages in memory.
      const other = await buildApp({ config: h.config, db: h.database.db });
      await other.listen({ port: 0, host: '127.0.0.1' });
      try {
        const address = other.server.address();
        const elsewhere = new TestClient(`http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`);
        elsewhere.token = secretary.token;
        const adminElsewhere = new TestClient(`http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`);
        adminElsewhere.token = (await h.signIn('admin')).token;
        const [first] = (await secretary.get<Page>('/api/students?limit=1')).body.data;
        const byId = await secretary.get(`/api/students/${first.id}`);
        expect(byId.headers.get('content-type')).toBe('application/json; charset=utf-8');
        expect((await secretary.get<Page>('/api/students?limit=1')).body.data[0]).toEqual(byId.body);

        const renamed = await elsewhere.put(`/api/students/${first.id}`, newStudent({ firstName: first.firstName, lastName: 'Aaron' }));
        expect(renamed.status).toBe(200);
        expect((await secretary.get<Page>('/api/students?limit=1')).body.data[0]).toEqual(renamed.body);
        expect((await secretary.get(`/api/students/${first.id}`)).body).toEqual(renamed.body);

        const classroom = (await elsewhere.get(`/api/classrooms/${first.placement!.classroomId}`)).body;
        const moved = await adminElsewhere.post('/api/classrooms', {
          id: classroom.id,
          name: `${classroom.name} bis`,
          levelId: classroom.levelId,
          schoolYearId: classroom.schoolYearId,
          capacity: classroom.capacity,
        });
        expect(moved.status).toBe(200);
        expect((await secretary.get(`/api/students/${first.id}`)).body.placement.classroomName).toBe(`${classroom.name} bis`);
      } finally {
        await other.close();
      }
    });
  });

  describe('GET /api/classroom-students', () => {
    it("lists a classroom's students, without those exempted from a class course", async () => {
      const classroom = await h.database.db.selectFrom('classrooms').select(['id']).orderBy('id').executeTakeFirstOrThrow();
      const all = await secretary.get<Page>(`/api/classroom-students/${classroom.id}/${yearId}/null`);
      expect(all.status).toBe(200);
      expect(all.body.total).toBeGreaterThan(1);
      const classCourse = await h.database.db
        .selectFrom('class_courses')
        .select('id')
        .where('classroom_id', '=', classroom.id)
        .executeTakeFirstOrThrow();
      const exempted = all.body.data[0];
      await h.database.db
        .insertInto('exemptions')
        .values({
          student_id: exempted.id,
          class_course_id: classCourse.id,
          school_year_id: yearId,
          reason: 'Certificat médical',
          created_at: '2026-10-01T08:00:00.000Z',
        })
        .execute();
      const without = await secretary.get<Page>(`/api/classroom-students/${classroom.id}/${yearId}/${classCourse.id}`);
      expect(without.body.total).toBe(all.body.total - 1);
      expect(without.body.data.map((s) => s.id)).not.toContain(exempted.id);
      expectEnvelope(await secretary.get(`/api/classroom-students/999999/${yearId}/null`), 404);
      expectEnvelope(await secretary.get(`/api/classroom-students/${classroom.id}/${yearId}/abc`), 400);
      const otherClassCourse = await h.database.db
        .selectFrom('class_courses')
        .select('id')
        .where('classroom_id', '!=', classroom.id)
        .executeTakeFirstOrThrow();
      expectEnvelope(await secretary.get(`/api/classroom-students/${classroom.id}/${yearId}/${otherClassCourse.id}`), 404);
    });
  });

  it('answers 404 for an unknown year of unregistered students', async () => {
    expectEnvelope(await secretary.get('/api/students/unregistered/999999'), 404);
  });
});
