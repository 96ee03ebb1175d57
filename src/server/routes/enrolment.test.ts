/**
 * The secretary's rush over HTTP: a student created and registered in one call (all or nothing),
 * and the possible duplicates shown before saving.
 */
import { dialects, expectEnvelope, startHarness, type Harness, type TestClient } from '../testing/harness';

describe.each(dialects())('enrolling a new student on %s', (dialect) => {
  let h: Harness;
  let secretary: TestClient;
  let classroom: { id: number; name: string };
  beforeAll(async () => {
    h = await startHarness(dialect);
    secretary = await h.signIn('secretary');
    classroom = await h.database.db.selectFrom('classrooms').select(['id', 'name']).orderBy('id').executeTakeFirstOrThrow();
  });
  afterAll(() => h.close());

  const studentsNamed = (lastName: string) =>
    h.database.db.selectFrom('students').select(['id', 'first_name']).where('last_name', '=', lastName).execute();

  describe('POST /api/students/enrol', () => {
    it('creates the student, registers them and charges their level’s fees, in one call', async () => {
      const created = await secretary.post('/api/students/enrol', {
        lastName: 'Essomba',
        firstName: 'Cyrille',
        sex: 'M',
        birthDate: '2014-01-20',
        classroomId: classroom.id,
      });
      expect(created.status).toBe(201);
      expect(created.body).toMatchObject({ lastName: 'Essomba', placement: { classroomId: classroom.id, classroomName: classroom.name } });
      const registrations = await secretary.get(`/api/registrations?studentId=${created.body.id}`);
      expect(registrations.body.data).toEqual([expect.objectContaining({ classroomId: classroom.id, status: 'active', repeating: false })]);
      const charges = await h.database.db.selectFrom('fee_charges').select('id').where('student_id', '=', created.body.id).execute();
      const scheduled = await h.database.db
        .selectFrom('fee_instalments as i')
        .innerJoin('classrooms as c', (join) =>
          join.onRef('c.level_id', '=', 'i.level_id').onRef('c.school_year_id', '=', 'i.school_year_id'),
        )
        .select('i.id')
        .where('c.id', '=', classroom.id)
        .execute();
      expect(scheduled.length).toBeGreaterThan(0);
      expect(charges.length).toBe(scheduled.length);
      const audited = await h.database.db
        .selectFrom('audit_log')
        .select('entity')
        .where('entity_id', '=', String(created.body.id))
        .execute();
      expect(audited.map((row) => row.entity)).toContain('student');
    });

    it('leaves no student behind when the registration is refused', async () => {
      const missing = await secretary.post('/api/students/enrol', {
        lastName: 'Orphelin',
        firstName: 'Jean',
        sex: 'M',
        classroomId: 999999,
      });
      expectEnvelope(missing, 404);
      expect(await studentsNamed('Orphelin')).toEqual([]);

      const studies = await h.signIn('studies');
      const level = await h.database.db
        .selectFrom('classrooms')
        .select(['level_id', 'school_year_id'])
        .where('id', '=', classroom.id)
        .executeTakeFirstOrThrow();
      const full = (
        await studies.post('/api/classrooms', { name: 'Pleine', levelId: level.level_id, schoolYearId: level.school_year_id, capacity: 1 })
      ).body as { id: number };
      expect(
        (await secretary.post('/api/students/enrol', { lastName: 'Premier', firstName: 'Arrivé', sex: 'F', classroomId: full.id })).status,
      ).toBe(201);
      const refused = await secretary.post('/api/students/enrol', {
        lastName: 'Second',
        firstName: 'Arrivé',
        sex: 'F',
        classroomId: full.id,
      });
      expectEnvelope(refused, 409);
      expect(refused.body.fields).toEqual({ classroomId: refused.body.message });
      expect(await studentsNamed('Second')).toEqual([]);
    });

    it('checks the record as the create call does, and needs both rights', async () => {
      const invalid = await secretary.post('/api/students/enrol', { lastName: '', firstName: 'Sans', sex: 'X', classroomId: classroom.id });
      expectEnvelope(invalid, 400);
      expect(Object.keys(invalid.body.fields).sort()).toEqual(['lastName', 'sex']);
      expectEnvelope(await secretary.post('/api/students/enrol', { lastName: 'Sans', firstName: 'Classe', sex: 'F' }), 400);
      for (const role of ['bursar', 'teacher', 'principal']) {
        const client = await h.signIn(role);
        expectEnvelope(
          await client.post('/api/students/enrol', { lastName: 'Interdit', firstName: 'Rôle', sex: 'F', classroomId: classroom.id }),
          403,
        );
      }
      expect(await studentsNamed('Interdit')).toEqual([]);
    });
  });

  describe('GET /api/students/duplicates', () => {
    let pauline: { id: number; matricule: string };
    beforeAll(async () => {
      pauline = (
        await secretary.post('/api/students/enrol', {
          lastName: 'NGONO',
          firstName: 'Pauline',
          sex: 'F',
          birthDate: '2013-05-02',
          guardianPhone: '+237 677 12 34 56',
          classroomId: classroom.id,
        })
      ).body;
      // The same names, another child: neither birth date nor phone in common.
      await secretary.post('/api/students', { lastName: 'Ngono', firstName: 'Pauline', sex: 'F', birthDate: '2015-09-30' });
      // Longer names that only start the same.
      await secretary.post('/api/students', { lastName: 'Ngono', firstName: 'Pauline Marie', sex: 'F', birthDate: '2013-05-02' });
    });

    const probe = async (query: Record<string, string>) => {
      const response = await secretary.get(`/api/students/duplicates?${new URLSearchParams(query)}`);
      expect(response.status).toBe(200);
      return response.body.data as { id: number; reasons: string[]; classroomName: string | null }[];
    };

    it('finds the record with the same folded names and birth date, in either order', async () => {
      expect(await probe({ lastName: 'ngôno', firstName: ' PAULINE ', birthDate: '2013-05-02' })).toEqual([
        expect.objectContaining({ id: pauline.id, matricule: pauline.matricule, reasons: ['birthDate'], classroomName: classroom.name }),
      ]);
      expect((await probe({ lastName: 'Pauline', firstName: 'Ngono', birthDate: '2013-05-02' })).map((row) => row.id)).toEqual([
        pauline.id,
      ]);
    });

    it('finds it by the guardian phone, however written, and not by names alone', async () => {
      expect(await probe({ lastName: 'Ngono', firstName: 'Pauline', guardianPhone: '677123456' })).toEqual([
        expect.objectContaining({ id: pauline.id, reasons: ['guardianPhone'] }),
      ]);
      expect(await probe({ lastName: 'Ngono', firstName: 'Pauline' })).toEqual([]);
      expect(await probe({ lastName: 'Ngono', firstName: 'Pauline', birthDate: '2010-01-01', guardianPhone: '+237 699 00 00 00' })).toEqual(
        [],
      );
    });

    it('takes a name with % or _ literally, checks its input and its caller', async () => {
      expect(await probe({ lastName: 'N%', firstName: '_auline', birthDate: '2013-05-02' })).toEqual([]);
      expectEnvelope(await secretary.get('/api/students/duplicates?lastName=Ngono'), 400);
      expectEnvelope(await secretary.get('/api/students/duplicates?lastName=Ngono&firstName=Pauline&birthDate=2013-02-30'), 400);
      expectEnvelope(await (await h.signIn('teacher')).get('/api/students/duplicates?lastName=Ngono&firstName=Pauline'), 403);
    });
  });
});
