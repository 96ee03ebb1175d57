/**
 * Least privilege on personal data (docs/decisions.md, "Personal data"): for each role, what the
 * student lists, one student, the export and the staff lists show. The expected fields are written
 * out here, not derived from permissions.ts, so a change to the table has to change this test too.
 */
import { ROLES, type Role } from '../../domain/permissions';
import { translate } from '../i18n';
import { CSV_TYPE, readTable } from '../services/shared/spreadsheets';
import { dialects, expectEnvelope, startHarness, type Harness, type TestClient } from '../testing/harness';

const EVERYONE = ['archived', 'createdAt', 'firstName', 'hasPhoto', 'id', 'lastName', 'matricule', 'placement', 'sex', 'updatedAt'];
const IDENTITY = ['birthDate', 'birthPlace'];
const CONTACTS = ['guardianName', 'guardianPhone', 'guardianEmail'];
const ADDRESS = ['address'];
const CUSTOM = ['customFields'];

/** The fields of a student each role reads. */
const STUDENT_FIELDS: Record<Role, string[]> = {
  admin: [...EVERYONE, ...IDENTITY, ...CONTACTS, ...ADDRESS, ...CUSTOM],
  principal: [...EVERYONE, ...IDENTITY, ...CONTACTS, ...ADDRESS, ...CUSTOM],
  secretary: [...EVERYONE, ...IDENTITY, ...CONTACTS, ...ADDRESS, ...CUSTOM],
  discipline: [...EVERYONE, ...IDENTITY, ...CONTACTS, ...CUSTOM],
  studies: [...EVERYONE, ...IDENTITY, ...CONTACTS],
  bursar: [...EVERYONE, ...CONTACTS],
  teacher: EVERYONE,
};

const CUSTOM_COLUMNS = ['Groupe sanguin', 'Allergies', 'Date du dernier vaccin'];
/** The export's header row, in English (no Accept-Language). */
const exportHeader = (role: Role): string[] => {
  const reads = (field: string) => STUDENT_FIELDS[role].includes(field);
  return [
    ...[...['matricule', 'lastName', 'firstName', 'sex'], ...[...IDENTITY, ...CONTACTS, ...ADDRESS].filter(reads), 'classroom'].map(
      (field) => translate('en', `files.columns.${field}`),
    ),
    ...(reads('customFields') ? CUSTOM_COLUMNS : []),
  ];
};

/** Who lists staff, and who sees their e-mail and phone there. */
const STAFF_LIST: Partial<Record<Role, 'contacts' | 'directory'>> = { admin: 'contacts', principal: 'contacts', studies: 'directory' };
const USER_FIELDS = ['createdAt', 'firstName', 'id', 'lastName', 'role', 'status', 'updatedAt', 'username'];

const keys = (value: object) => Object.keys(value).sort();

interface StudentPage {
  data: Record<string, unknown>[];
  total: number;
}

describe.each(dialects())('personal data on %s', (dialect) => {
  let h: Harness;
  const as = {} as Record<Role, TestClient>;
  let yearId: number;
  let classroomId: number;
  let full: Record<string, unknown>;
  let unregisteredId: number;
  let typeIds: number[];

  beforeAll(async () => {
    h = await startHarness(dialect);
    for (const role of ROLES) as[role] = await h.signIn(role);
    const db = h.database.db;
    yearId = (await db.selectFrom('school_years').select('id').where('current', '=', 1).executeTakeFirstOrThrow()).id;
    typeIds = (await db.selectFrom('metadata_types').select('id').orderBy('id').execute()).map((row) => row.id);
    // A registered student with every personal field filled in.
    const first = (await as.secretary.get<StudentPage>('/api/students?limit=1')).body.data[0];
    classroomId = (first.placement as { classroomId: number }).classroomId;
    const updated = await as.secretary.put(`/api/students/${String(first.id)}`, {
      firstName: first.firstName,
      lastName: first.lastName,
      sex: first.sex,
      birthDate: '2013-05-04',
      birthPlace: 'Bafoussam',
      guardianName: 'Mme Kouam',
      guardianPhone: '+237 655 443 322',
      address: 'Quartier Essos, Yaoundé',
      customFields: { [String(typeIds[0])]: 'AB-', [String(typeIds[1])]: 'Arachides' },
    });
    expect(updated.status).toBe(200);
    full = updated.body;
    // One not registered this year, with no guardian: empty (null) is not the same as hidden (absent).
    const created = await as.secretary.post('/api/students', { firstName: 'Nadège', lastName: 'Ewodo', sex: 'F', birthDate: '2014-01-09' });
    expect(created.status).toBe(201);
    unregisteredId = created.body.id;
  });
  afterAll(() => h.close());

  it("answers a secretary's writes with the whole record", () => {
    expect(keys(full)).toEqual([...STUDENT_FIELDS.secretary].sort());
    expect(full).toMatchObject({
      guardianPhone: '+237 655 443 322',
      address: 'Quartier Essos, Yaoundé',
      customFields: { [String(typeIds[0])]: 'AB-' },
    });
  });

  describe.each(ROLES)('as %s', (role) => {
    const expected = () => [...STUDENT_FIELDS[role]].sort();

    it('lists students with exactly the fields the role may read, from the cache too', async () => {
      for (let round = 0; round < 2; round++) {
        const list = await as[role].get<StudentPage>('/api/students?limit=1000');
        expect(list.status).toBe(200);
        expect(list.body.total).toBe(41);
        for (const student of list.body.data) expect(keys(student)).toEqual(expected());
        const filtered = await as[role].post<StudentPage>('/api/students/filter', { limit: 5, classroomId });
        for (const student of filtered.body.data) expect(keys(student)).toEqual(expected());
      }
    });

    it('shows one student with the same fields, and their values when readable', async () => {
      const one = await as[role].get(`/api/students/${String(full.id)}`);
      expect(one.status).toBe(200);
      expect(keys(one.body)).toEqual(expected());
      for (const field of STUDENT_FIELDS[role]) if (field !== 'updatedAt') expect(one.body[field]).toEqual(full[field]);
    });

    it('keeps "empty" (null) apart from "not yours" (absent)', async () => {
      const [student] = (await as[role].get<StudentPage>(`/api/students/unregistered/${yearId}`)).body.data;
      expect(student.id).toBe(unregisteredId);
      expect(keys(student)).toEqual(expected());
      if (STUDENT_FIELDS[role].includes('guardianPhone')) expect(student.guardianPhone).toBeNull();
      else expect(student).not.toHaveProperty('guardianPhone');
    });

    it("lists a classroom's students with the same fields", async () => {
      const list = await as[role].get<StudentPage>(`/api/classroom-students/${classroomId}/${yearId}/null`);
      expect(list.status).toBe(200);
      expect(list.body.total).toBeGreaterThan(0);
      for (const student of list.body.data) expect(keys(student)).toEqual(expected());
    });

    it('exports only the columns the role may read, header included', async () => {
      const response = await fetch(`${h.baseUrl}/api/students/export?format=csv&search=${encodeURIComponent(String(full.matricule))}`, {
        headers: { authorization: `Bearer ${as[role].token}` },
      });
      expect(response.status).toBe(200);
      const text = await response.text();
      const [header, row, ...rest] = await readTable(Buffer.from(text), CSV_TYPE);
      expect(header).toEqual(exportHeader(role));
      expect(rest).toEqual([]);
      const cell = (column: string) => row[header.indexOf(column)];
      expect(cell('Matricule')).toBe(full.matricule);
      for (const [field, value] of [
        ['guardianPhone', '+237 655 443 322'],
        ['address', 'Quartier Essos, Yaoundé'],
        ['birthPlace', 'Bafoussam'],
        ['customFields', 'Arachides'],
      ] as const) {
        if (STUDENT_FIELDS[role].includes(field)) expect(text).toContain(value);
        else expect(text).not.toContain(value);
      }
    });

    it('gives both staff lists the same access and the same answer', async () => {
      const query = { limit: 100, role: 'admin' };
      const plain = await as[role].get('/users?limit=100&role=admin');
      const generic = await as[role].get(`/users/${encodeURIComponent(JSON.stringify(query))}`);
      const access = STAFF_LIST[role];
      if (!access) {
        expectEnvelope(plain, 403);
        expectEnvelope(generic, 403);
        return;
      }
      expect(plain.status).toBe(200);
      expect(generic.body).toEqual(plain.body);
      expect(plain.body.total).toBe(1);
      const [admin] = plain.body.data;
      if (access === 'contacts') {
        expect(keys(admin)).toEqual([...USER_FIELDS, 'email', 'phone'].sort());
        expect(admin.email).toBe('admin@lycee-demo.cm');
      } else {
        expect(keys(admin)).toEqual(USER_FIELDS);
        expect(JSON.stringify(plain.body)).not.toContain('@lycee-demo.cm');
      }
    });
  });

  it('sorts by name, not birth date, for a role that may not read birth dates', async () => {
    const byName = (await as.teacher.get<StudentPage>('/api/students?limit=1000')).body.data.map((s) => s.id);
    const asked = (await as.teacher.get<StudentPage>('/api/students?limit=1000&sort=birthDate')).body.data.map((s) => s.id);
    expect(asked).toEqual(byName);
    const byBirth = (await as.studies.get<StudentPage>('/api/students?limit=1000&sort=birthDate')).body.data;
    const dates = byBirth.map((s) => String(s.birthDate ?? ''));
    expect(dates.filter(Boolean)).toEqual(dates.filter(Boolean).sort());
  });

  it('lets the studies office search the directory by name but not by e-mail', async () => {
    const byName = await as.studies.get('/users?search=essomba');
    expect(byName.body.data.map((user: { username: string }) => user.username)).toEqual(['admin']);
    expect((await as.studies.get('/users?search=admin%40lycee')).body.total).toBe(0);
    expect((await as.admin.get('/users?search=admin%40lycee')).body.total).toBe(1);
  });

  it("shows users their own whole record, and another user's only to users.read holders", async () => {
    const studiesId = (await h.database.db.selectFrom('users').select('id').where('username', '=', 'studies').executeTakeFirstOrThrow()).id;
    const own = await as.studies.get(`/users/${studiesId}`);
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({ username: 'studies', email: 'studies@lycee-demo.cm', phone: expect.any(String) });
    const adminId = (await h.database.db.selectFrom('users').select('id').where('username', '=', 'admin').executeTakeFirstOrThrow()).id;
    expectEnvelope(await as.studies.get(`/users/${adminId}`), 403);
    expect((await as.principal.get(`/users/${adminId}`)).body).toMatchObject({ email: 'admin@lycee-demo.cm' });
  });
});
