import type { Absence, AbsenceReason, RollCall, RollCallResult } from '../../domain/contract/absences';
import { dialects, expectEnvelope, startHarness, type Harness, type TestClient } from '../testing/harness';

interface Student {
  id: number;
  lastName: string;
  firstName: string;
}
interface Line {
  studentId: number;
  status: string;
  latenessMinutes?: number;
}
type SaveResponse = RollCallResult & { fields: Record<string, string> };
interface Page<T> {
  data: T[];
  total: number;
}

describe.each(dialects())('attendance on %s', (dialect) => {
  let h: Harness;
  let admin: TestClient;
  let principal: TestClient;
  let discipline: TestClient;
  let teacher: TestClient;
  let secretary: TestClient;
  /** classA: the teacher's own (assigned) with extra students; classB: another the teacher may reach; classOut: none of the teacher's; classZ: left out of the discipline master's. */
  let classA: number;
  let classB: number;
  let classOut: number;
  let classZ: number;
  let studentsA: Student[];
  let studentsOut: Student[];
  let studentsZ: Student[];
  /** Registered in classA after the first roll-call dates: not on their rolls. */
  let latecomer: number;
  /** A classA student without a guardian phone. */
  let noPhone: number;
  let timeParts: number[];
  let teacherId: number;
  let disciplineId: number;

  const db = () => h.database.db;
  const rollCallUrl = (classroomId: number, date: string, timePartId: number) => `/api/absences/${classroomId}/${date}/${timePartId}`;
  const read = (client: TestClient, classroomId: number, date: string, timePartId: number) =>
    client.get<RollCall>(rollCallUrl(classroomId, date, timePartId));
  const save = (client: TestClient, classroomId: number, date: string, timePartId: number, lines: Line[]) =>
    client.post<SaveResponse>(rollCallUrl(classroomId, date, timePartId), { lines });
  const del = (client: TestClient, path: string) => client.request('DELETE', path);
  const statusesOf = (rollCall: RollCall) =>
    Object.fromEntries(
      rollCall.data.filter((row) => row.absenceId !== null).map((row) => [row.studentId, [row.status, row.latenessMinutes]]),
    );
  const snapshot = async () => ({
    absences: await db().selectFrom('absences').selectAll().orderBy('id').execute(),
    rollCalls: await db().selectFrom('roll_calls').selectAll().orderBy('id').execute(),
    audit: await db().selectFrom('audit_log').select('id').orderBy('id').execute(),
    notices: await db().selectFrom('guardian_notices').selectAll().orderBy('id').execute(),
  });
  const auditOf = (entity: string, entityId: string) =>
    db().selectFrom('audit_log').selectAll().where('entity', '=', entity).where('entity_id', '=', entityId).orderBy('id').execute();
  const studentsOf = (classroomId: number): Promise<Student[]> =>
    db()
      .selectFrom('registrations as r')
      .innerJoin('students as s', 's.id', 'r.student_id')
      .select(['s.id', 's.last_name as lastName', 's.first_name as firstName'])
      .where('r.classroom_id', '=', classroomId)
      .where('r.status', '=', 'active')
      .where('r.registered_on', '<=', '2026-09-01')
      .orderBy('s.id')
      .execute();
  const userIdOf = async (username: string) =>
    (await db().selectFrom('users').select('id').where('username', '=', username).executeTakeFirstOrThrow()).id;
  const setNotices = async (on: boolean) =>
    expect((await admin.put('/api/options', { options: [{ name: 'absence_notices', value: String(on) }] })).status).toBe(200);
  const byName = (a: Student, b: Student) =>
    a.lastName !== b.lastName
      ? a.lastName < b.lastName
        ? -1
        : 1
      : a.firstName !== b.firstName
        ? a.firstName < b.firstName
          ? -1
          : 1
        : a.id - b.id;

  /** Adds a student registered in the classroom on that date. */
  async function addStudent(classroomId: number, lastName: string, firstName: string, registeredOn: string, phone: string | null) {
    const now = new Date().toISOString();
    const { id } = await db()
      .insertInto('students')
      .values({
        matricule: `TST${lastName}`,
        first_name: firstName,
        last_name: lastName,
        search_text: `${lastName} ${firstName}`.toLowerCase(),
        sex: 'F',
        birth_date: '2014-03-02',
        birth_place: 'Yaoundé',
        guardian_name: 'Mme Tester',
        guardian_phone: phone,
        address: null,
        photo: null,
        custom_fields: '{}',
        archived: 0,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const year = await db().selectFrom('classrooms').select('school_year_id').where('id', '=', classroomId).executeTakeFirstOrThrow();
    await db()
      .insertInto('registrations')
      .values({
        student_id: id,
        classroom_id: classroomId,
        school_year_id: year.school_year_id,
        registered_on: registeredOn,
        status: 'active',
        repeating: 0,
        created_at: now,
      })
      .execute();
    return id;
  }

  beforeAll(async () => {
    h = await startHarness(dialect);
    [admin, principal, discipline, teacher, secretary] = await Promise.all(
      ['admin', 'principal', 'discipline', 'teacher', 'secretary'].map((username) => h.signIn(username)),
    );
    [teacherId, disciplineId] = await Promise.all([userIdOf('teacher'), userIdOf('discipline')]);
    const classrooms = (await db().selectFrom('classrooms').select('id').orderBy('id').execute()).map((c) => c.id);
    const assigned = await db()
      .selectFrom('staff_assignments')
      .select('classroom_id')
      .where('user_id', '=', teacherId)
      .where('kind', '=', 'attendance')
      .execute();
    const taught = await db().selectFrom('class_courses').select('classroom_id').where('teacher_id', '=', teacherId).execute();
    const assignedIds = new Set(assigned.map((row) => row.classroom_id));
    const taughtIds = new Set(taught.map((row) => row.classroom_id));
    classA = [...assignedIds][0];
    classB = classrooms.find((id) => taughtIds.has(id) && !assignedIds.has(id))!;
    classOut = classrooms.find((id) => !taughtIds.has(id) && !assignedIds.has(id))!;
    classZ = classrooms.filter((id) => ![classA, classB, classOut].includes(id)).at(-1)!;
    expect([classA, classB, classOut, classZ].every((id) => typeof id === 'number')).toBe(true);
    // The discipline master keeps every classroom but classZ.
    await db().deleteFrom('staff_assignments').where('user_id', '=', disciplineId).where('classroom_id', '=', classZ).execute();

    for (const [index, name] of ['Zambo', 'Yondo', 'Xaba', 'Wandji', 'Vouma'].entries())
      await addStudent(classA, name, `Élève${index}`, '2026-09-01', `+237 690 00 00 ${index}`);
    noPhone = await addStudent(classA, 'Ulrich', 'Sansphone', '2026-09-01', null);
    latecomer = await addStudent(classA, 'Tardif', 'Nouveau', '2026-11-02', '+237 690 11 11 11');
    [studentsA, studentsOut, studentsZ] = await Promise.all([studentsOf(classA), studentsOf(classOut), studentsOf(classZ)]);
    expect(studentsA.length).toBeGreaterThanOrEqual(9);
    timeParts = (await db().selectFrom('time_parts').select('id').orderBy('position').execute()).map((t) => t.id);
  });
  afterAll(() => h.close());

  describe('the roll call', () => {
    it('lists every student registered on that date as present before the roll call is taken', async () => {
      const response = await read(teacher, classA, '2026-10-05', timeParts[0]);
      expect(response.status).toBe(200);
      const body = response.body;
      expect(body).toMatchObject({
        classroomId: classA,
        date: '2026-10-05',
        timePartId: timeParts[0],
        timePartName: '07:30-08:25',
        durationHours: 1,
        taken: false,
        takenBy: null,
        takenAt: null,
        updatedBy: null,
        updatedAt: null,
        total: studentsA.length,
      });
      expect(body.data.map((row) => row.studentId)).toEqual([...studentsA].sort(byName).map((s) => s.id));
      expect(body.data.map((row) => row.studentId)).not.toContain(latecomer);
      expect(
        body.data.every((row) => row.status === 'present' && row.latenessMinutes === 0 && !row.justified && row.absenceId === null),
      ).toBe(true);
      // Once registered, the latecomer is on the roll.
      expect((await read(teacher, classA, '2026-11-02', timeParts[0])).body.data.map((row) => row.studentId)).toContain(latecomer);
    });

    it('saves three absences, a lateness and a permission in one go, with one audit entry and the taker kept', async () => {
      const [s0, s1, s2, s3, s4, s5] = studentsA;
      const date = '2026-10-06';
      const part = timeParts[1];
      const response = await save(teacher, classA, date, part, [
        { studentId: s0.id, status: 'absent' },
        { studentId: s1.id, status: 'absent', latenessMinutes: 0 },
        { studentId: s2.id, status: 'absent' },
        { studentId: s3.id, status: 'present', latenessMinutes: 15 },
        { studentId: s4.id, status: 'permission' },
        { studentId: s5.id, status: 'present' },
      ]);
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ saved: 5, removed: 0, unchanged: 1 });

      const rollCall = (await read(admin, classA, date, part)).body;
      expect(rollCall).toMatchObject({ taken: true, takenBy: 'Paul Ndongo', updatedBy: 'Paul Ndongo' });
      expect(rollCall.takenAt).toEqual(expect.any(String));
      expect(statusesOf(rollCall)).toEqual({
        [s0.id]: ['absent', 0],
        [s1.id]: ['absent', 0],
        [s2.id]: ['absent', 0],
        [s3.id]: ['present', 15],
        [s4.id]: ['permission', 0],
      });
      const permission = rollCall.data.find((row) => row.studentId === s4.id)!;
      expect(permission.justified).toBe(true);
      expect(rollCall.data.filter((row) => row.justified)).toHaveLength(1);

      const stored = await db().selectFrom('absences').selectAll().where('date', '=', date).where('time_part_id', '=', part).execute();
      expect(stored).toHaveLength(5);
      expect(stored.every((row) => row.classroom_id === classA && row.entered_by === teacherId && row.updated_by === teacherId)).toBe(true);

      const entries = await auditOf('roll_call', `${classA}/${date}/${part}`);
      expect(entries).toHaveLength(1);
      expect(entries[0]).toMatchObject({ action: 'create', user_id: teacherId });
      const where = { classroomId: classA, date, timePartId: part };
      expect(JSON.parse(entries[0].before_json!)).toEqual({
        ...where,
        students: { [s0.id]: null, [s1.id]: null, [s2.id]: null, [s3.id]: null, [s4.id]: null },
      });
      expect(JSON.parse(entries[0].after_json!)).toEqual({
        ...where,
        students: {
          [s0.id]: { status: 'absent', latenessMinutes: 0 },
          [s1.id]: { status: 'absent', latenessMinutes: 0 },
          [s2.id]: { status: 'absent', latenessMinutes: 0 },
          [s3.id]: { status: 'present', latenessMinutes: 15 },
          [s4.id]: { status: 'permission', latenessMinutes: 0 },
        },
      });
    });

    it('keeps a justification while the student stays absent, removes those now present, and records who changed it last', async () => {
      const [s0, s1, s2, s3] = studentsA;
      const date = '2026-10-07';
      const part = timeParts[2];
      await save(teacher, classA, date, part, [
        { studentId: s0.id, status: 'absent' },
        { studentId: s1.id, status: 'absent' },
        { studentId: s2.id, status: 'absent' },
      ]);
      const first = (await read(admin, classA, date, part)).body;
      const absenceOf = (rollCall: RollCall, studentId: number) => rollCall.data.find((row) => row.studentId === studentId)!;
      const illness = (await admin.get<Page<AbsenceReason>>('/api/absence-reasons')).body.data.find((r) => r.name === 'Maladie')!;
      for (const student of [s0, s1])
        expect(
          (await admin.put(`/api/absences/${absenceOf(first, student.id).absenceId}/justification`, { reasonId: illness.id })).status,
        ).toBe(200);

      // s0 stays absent (justification kept), s1 turns present (line removed), s2 was not listed (present), s3 is late.
      const second = await save(discipline, classA, date, part, [
        { studentId: s0.id, status: 'absent' },
        { studentId: s1.id, status: 'present' },
        { studentId: s3.id, status: 'present', latenessMinutes: 5 },
      ]);
      expect(second.status).toBe(200);
      expect(second.body).toEqual({ saved: 1, removed: 2, unchanged: 1 });
      const after = (await read(admin, classA, date, part)).body;
      expect(statusesOf(after)).toEqual({ [s0.id]: ['absent', 0], [s3.id]: ['present', 5] });
      expect(absenceOf(after, s0.id)).toMatchObject({
        justified: true,
        reasonName: 'Maladie',
        absenceId: absenceOf(first, s0.id).absenceId,
      });
      expect(after).toMatchObject({ takenBy: 'Paul Ndongo', updatedBy: 'Roger Abena', takenAt: first.takenAt });

      // s1 absent again: a new line, without the old justification.
      expect((await save(teacher, classA, date, part, [{ studentId: s1.id, status: 'absent' }])).body).toEqual({
        saved: 1,
        removed: 2,
        unchanged: 0,
      });
      const third = (await read(admin, classA, date, part)).body;
      expect(statusesOf(third)).toEqual({ [s1.id]: ['absent', 0] });
      expect(absenceOf(third, s1.id).justified).toBe(false);
      expect(await auditOf('roll_call', `${classA}/${date}/${part}`)).toHaveLength(3);
    });

    it('answers an unchanged save with nothing written but the roll call touched', async () => {
      const [s0] = studentsA;
      const date = '2026-10-08';
      await save(teacher, classA, date, timeParts[0], [{ studentId: s0.id, status: 'absent' }]);
      const again = await save(teacher, classA, date, timeParts[0], [{ studentId: s0.id, status: 'absent' }]);
      expect(again.body).toEqual({ saved: 0, removed: 0, unchanged: 1 });
      expect(await auditOf('roll_call', `${classA}/${date}/${timeParts[0]}`)).toHaveLength(1);
    });

    it('takes a roll call with everyone present: no line, but the roll call is taken', async () => {
      const response = await save(teacher, classA, '2026-10-08', timeParts[3], []);
      expect(response.body).toEqual({ saved: 0, removed: 0, unchanged: 0 });
      const rollCall = (await read(teacher, classA, '2026-10-08', timeParts[3])).body;
      expect(rollCall.taken).toBe(true);
      expect(statusesOf(rollCall)).toEqual({});
    });

    it('refuses the whole save when a line is bad, naming each bad line, and changes nothing', async () => {
      const [s0, s1, s2] = studentsA;
      const date = '2026-10-09';
      const part = timeParts[0];
      await save(teacher, classA, date, part, [{ studentId: s0.id, status: 'absent' }]);
      const before = await snapshot();
      const cases: [string, Line[], Record<string, unknown>][] = [
        [
          'a student of another classroom',
          [
            { studentId: s1.id, status: 'absent' },
            { studentId: studentsOut[0].id, status: 'absent' },
          ],
          { 'lines[1].studentId': expect.any(String) },
        ],
        [
          'a student listed twice',
          [
            { studentId: s1.id, status: 'absent' },
            { studentId: s2.id, status: 'absent' },
            { studentId: s1.id, status: 'present' },
          ],
          { 'lines[2].studentId': expect.any(String) },
        ],
        [
          'a lateness longer than the time part',
          [
            { studentId: s1.id, status: 'present', latenessMinutes: 61 },
            { studentId: s2.id, status: 'absent' },
          ],
          { 'lines[0].latenessMinutes': expect.stringContaining('60') },
        ],
        [
          'several at once',
          [
            { studentId: latecomer, status: 'absent' },
            { studentId: s2.id, status: 'absent', latenessMinutes: 90 },
            { studentId: s2.id, status: 'absent' },
          ],
          {
            'lines[0].studentId': expect.any(String),
            'lines[1].latenessMinutes': expect.any(String),
            'lines[2].studentId': expect.any(String),
          },
        ],
        ['a status outside the list', [{ studentId: s1.id, status: 'late' }], { 'lines[0].status': expect.any(String) }],
        [
          'a negative lateness',
          [{ studentId: s1.id, status: 'present', latenessMinutes: -5 }],
          { 'lines[0].latenessMinutes': expect.any(String) },
        ],
      ];
      for (const [label, lines, fields] of cases) {
        const response = await save(teacher, classA, date, part, lines);
        expectEnvelope(response, 400);
        expect({ label, fields: response.body.fields }).toEqual({ label, fields });
      }
      const english = await save(teacher, classA, date, part, cases[0][1]);
      expect(english.body.fields['lines[1].studentId']).toBe('This student is not registered in the classroom');
      const french = await teacher.post<SaveResponse>(
        rollCallUrl(classA, date, part),
        { lines: cases[2][1] },
        { headers: { 'accept-language': 'fr' } },
      );
      expect(french.body.fields['lines[0].latenessMinutes']).toBe(
        'Le retard ne peut pas dépasser la tranche horaire, soit 60 minutes au plus',
      );

      const outside = await save(teacher, classA, '2027-08-15', part, [{ studentId: s1.id, status: 'absent' }]);
      expectEnvelope(outside, 400);
      expect(Object.keys(outside.body.fields)).toEqual(['date']);
      expectEnvelope(await read(teacher, classA, '2026-08-31', part), 400);
      expectEnvelope(await save(teacher, classA, date, 999999, [{ studentId: s1.id, status: 'absent' }]), 404);
      expectEnvelope(await save(admin, 999999, date, part, []), 404);
      expectEnvelope(await read(admin, 999999, date, part), 404);
      expectEnvelope(await read(admin, classA, date, 999999), 404);
      expectEnvelope(await read(admin, classA, '2026-13-45', part), 400);
      expect(await snapshot()).toEqual(before);
    });

    it('lets a teacher call the roll of its classes (assigned or taught), not of another', async () => {
      const me = (await teacher.get('/api/user')).body as { attendanceClasses: number[] };
      expect(me.attendanceClasses).toEqual(expect.arrayContaining([classA, classB]));
      expect(me.attendanceClasses).not.toContain(classOut);
      const studentB = (await studentsOf(classB))[0];
      expect((await read(teacher, classB, '2026-10-12', timeParts[0])).status).toBe(200);
      expect((await save(teacher, classB, '2026-10-12', timeParts[0], [{ studentId: studentB.id, status: 'absent' }])).status).toBe(200);
      const before = await snapshot();
      expectEnvelope(await read(teacher, classOut, '2026-10-12', timeParts[0]), 403);
      expectEnvelope(await save(teacher, classOut, '2026-10-12', timeParts[0], [{ studentId: studentsOut[0].id, status: 'absent' }]), 403);
      expect(await snapshot()).toEqual(before);
    });

    it('lets the discipline master call the roll of its classes only (it reads them all), and the principal read but not save', async () => {
      expect(
        (await save(discipline, classOut, '2026-10-12', timeParts[1], [{ studentId: studentsOut[0].id, status: 'absent' }])).status,
      ).toBe(200);
      expect((await read(discipline, classZ, '2026-10-12', timeParts[1])).status).toBe(200);
      expectEnvelope(await save(discipline, classZ, '2026-10-12', timeParts[1], [{ studentId: studentsZ[0].id, status: 'absent' }]), 403);
      const read1 = await read(principal, classZ, '2026-10-12', timeParts[1]);
      expect(read1.status).toBe(200);
      expectEnvelope(await save(principal, classZ, '2026-10-12', timeParts[1], []), 403);
      expectEnvelope(await read(secretary, classA, '2026-10-12', timeParts[1]), 403);
      expectEnvelope(await read(h.client(), classA, '2026-10-12', timeParts[1]), 401);
      expect((await save(admin, classZ, '2026-10-12', timeParts[1], [{ studentId: studentsZ[0].id, status: 'absent' }])).status).toBe(200);
    });
  });

  describe('guardian notices', () => {
    const noticesOf = (studentId: number) =>
      db().selectFrom('guardian_notices').selectAll().where('student_id', '=', studentId).orderBy('id').execute();

    it('queues nothing while the option is off', async () => {
      await setNotices(false);
      const before = (await db().selectFrom('guardian_notices').select('id').execute()).length;
      await save(teacher, classA, '2026-10-13', timeParts[0], [{ studentId: studentsA[0].id, status: 'absent' }]);
      expect(await db().selectFrom('guardian_notices').select('id').execute()).toHaveLength(before);
    });

    it('queues one SMS per new unjustified absence when on, never twice, and none without a phone', async () => {
      await setNotices(true);
      const [s0, s1, s2, s3] = studentsA.filter((s) => s.id !== noPhone);
      const date = '2026-10-14';
      const part = timeParts[0];
      const lines: Line[] = [
        { studentId: s0.id, status: 'absent' },
        { studentId: s1.id, status: 'permission' },
        { studentId: s2.id, status: 'present', latenessMinutes: 10 },
        { studentId: noPhone, status: 'absent' },
        { studentId: s3.id, status: 'draft' },
      ];
      expect((await save(teacher, classA, date, part, lines)).status).toBe(200);
      const notices = await noticesOf(s0.id);
      expect(notices).toHaveLength(1);
      const absence = await db()
        .selectFrom('absences')
        .select('id')
        .where('student_id', '=', s0.id)
        .where('date', '=', date)
        .where('time_part_id', '=', part)
        .executeTakeFirstOrThrow();
      const phone = await db().selectFrom('students').select('guardian_phone').where('id', '=', s0.id).executeTakeFirstOrThrow();
      expect(notices[0]).toMatchObject({
        kind: 'absence',
        source: `absence:${absence.id}`,
        channel: 'sms',
        address: phone.guardian_phone,
        status: 'queued',
        attempts: 0,
      });
      expect(notices[0].body).toContain(s0.firstName);
      expect(notices[0].body).toContain('14/10/2026');
      expect(notices[0].body).toContain('07:30-08:25');
      for (const other of [s1, s2, s3]) expect(await noticesOf(other.id)).toHaveLength(0);
      expect(await noticesOf(noPhone)).toHaveLength(0);

      // Saved again: the same absence queues nothing more; a draft confirmed as absent is a new absence.
      expect((await save(teacher, classA, date, part, lines)).status).toBe(200);
      expect(await noticesOf(s0.id)).toHaveLength(1);
      const confirmed = lines.map((line) => (line.studentId === s3.id ? { ...line, status: 'absent' } : line));
      expect((await save(teacher, classA, date, part, confirmed)).body).toEqual({ saved: 1, removed: 0, unchanged: 4 });
      expect(await noticesOf(s0.id)).toHaveLength(1);
      expect(await noticesOf(s3.id)).toHaveLength(1);
      await setNotices(false);
    });
  });

  describe('the absences resource', () => {
    const body = (studentId: number, date: string, timePartId: number, status = 'absent', latenessMinutes = 0) => ({
      studentId,
      date,
      timePartId,
      status,
      latenessMinutes,
    });

    it('creates, reads, corrects and deletes a line, marking the roll call taken, audited', async () => {
      const student = studentsA[6];
      const created = await discipline.post<Absence>('/api/absences', body(student.id, '2026-10-15', timeParts[4]));
      expect(created.status).toBe(201);
      expect(created.body).toMatchObject({
        studentId: student.id,
        studentName: `${student.lastName.toUpperCase()} ${student.firstName}`,
        classroomId: classA,
        date: '2026-10-15',
        timePartId: timeParts[4],
        hours: 1,
        status: 'absent',
        justified: false,
        enteredBy: 'Roger Abena',
        updatedBy: 'Roger Abena',
      });
      const id = created.body.id;
      const rollCall = (await read(teacher, classA, '2026-10-15', timeParts[4])).body;
      expect(rollCall).toMatchObject({ taken: true, takenBy: 'Roger Abena' });
      expect(rollCall.data.find((row) => row.studentId === student.id)).toMatchObject({ status: 'absent', absenceId: id });
      expect((await teacher.get<Absence>(`/api/absences/${id}`)).body).toEqual(created.body);

      const conflict = await admin.post('/api/absences', body(student.id, '2026-10-15', timeParts[4], 'draft'));
      expectEnvelope(conflict, 409);

      const updated = await admin.put<Absence>(`/api/absences/${id}`, body(student.id, '2026-10-15', timeParts[4], 'permission'));
      expect(updated.status).toBe(200);
      expect(updated.body).toMatchObject({
        status: 'permission',
        justified: true,
        enteredBy: 'Roger Abena',
        updatedBy: 'Jean-Pierre Essomba',
      });
      const late = await admin.put<Absence>(`/api/absences/${id}`, body(student.id, '2026-10-15', timeParts[4], 'present', 70));
      expectEnvelope(late, 400);
      expect(Object.keys((late.body as unknown as SaveResponse).fields)).toEqual(['latenessMinutes']);

      expect((await del(discipline, `/api/absences/${id}`)).body).toEqual({ deleted: 1 });
      expectEnvelope(await admin.get(`/api/absences/${id}`), 404);
      const entries = await auditOf('absence', String(id));
      expect(entries.map((entry) => entry.action)).toEqual(['create', 'update', 'delete']);
      expect(JSON.parse(entries[2].before_json!)).toMatchObject({ id, status: 'permission' });
    });

    it('refuses a student not registered that day (400 on studentId), an unknown time part (404), and a class not the caller’s (403)', async () => {
      const before = await snapshot();
      const early = await admin.post<SaveResponse>('/api/absences', body(latecomer, '2026-10-15', timeParts[0]));
      expectEnvelope(early, 400);
      expect(Object.keys(early.body.fields)).toEqual(['studentId']);
      expectEnvelope(await admin.post('/api/absences', body(studentsA[0].id, '2027-08-15', timeParts[0])), 400);
      expectEnvelope(await admin.post('/api/absences', body(studentsA[0].id, '2026-10-15', 999999)), 404);
      expectEnvelope(await discipline.post('/api/absences', body(studentsZ[0].id, '2026-10-15', timeParts[0])), 403);
      expectEnvelope(await teacher.post('/api/absences', body(studentsA[0].id, '2026-10-15', timeParts[0])), 403);
      expectEnvelope(await principal.post('/api/absences', body(studentsA[0].id, '2026-10-15', timeParts[0])), 403);
      expect(await snapshot()).toEqual(before);
    });

    it('lists newest first with filters, each reader seeing only its classrooms', async () => {
      const studentZ = studentsZ[0];
      const all = await admin.get<Page<Absence>>(`/api/absences?limit=500&classroomId=${classZ}`);
      expect(all.status).toBe(200);
      expect(all.body.total).toBeGreaterThan(0);
      const dates = all.body.data.map((a) => a.date);
      expect(dates).toEqual([...dates].sort().reverse());

      expect((await principal.get<Page<Absence>>(`/api/absences?limit=500&classroomId=${classZ}`)).body.total).toBe(all.body.total);
      // The discipline master reads every classroom (discipline.read) but corrects only its own.
      expect((await discipline.get<Page<Absence>>(`/api/absences?limit=500&classroomId=${classZ}`)).body.total).toBe(all.body.total);
      const z = all.body.data.find((a) => a.studentId === studentZ.id)!;
      expect((await discipline.get(`/api/absences/${z.id}`)).status).toBe(200);
      expectEnvelope(await discipline.request('DELETE', `/api/absences/${z.id}`), 403);
      expectEnvelope(await discipline.put(`/api/absences/${z.id}/justification`, { reasonId: 1 }), 403);

      const mine = await teacher.get<Page<Absence>>('/api/absences?limit=500');
      expect(mine.body.total).toBeGreaterThan(0);
      const { attendanceClasses } = (await teacher.get('/api/user')).body as { attendanceClasses: number[] };
      expect(mine.body.data.every((a) => attendanceClasses.includes(a.classroomId))).toBe(true);
      expect((await admin.get<Page<Absence>>(`/api/absences?classroomId=${classOut}`)).body.total).toBeGreaterThan(0);
      expect((await teacher.get<Page<Absence>>(`/api/absences?classroomId=${classOut}`)).body.total).toBe(0);

      const filtered = await admin.get<Page<Absence>>(
        `/api/absences?limit=500&studentId=${studentsA[0].id}&from=2026-10-06&to=2026-10-08&status=absent&justified=false`,
      );
      expect(filtered.body.total).toBe(2);
      expect(filtered.body.data.map((a) => a.date)).toEqual(['2026-10-08', '2026-10-06']);
      const permitted = await admin.get<Page<Absence>>(`/api/absences?studentId=${studentsA[4].id}&to=2026-10-06&justified=true`);
      expect(permitted.body.data.map((a) => [a.date, a.status])).toEqual([['2026-10-06', 'permission']]);
      expectEnvelope(await admin.get('/api/absences?status=late'), 400);
      const page = await admin.get<Page<Absence>>('/api/absences?limit=2&skip=1');
      expect(page.body.data).toHaveLength(2);
      expect(page.body.total).toBeGreaterThan(3);
    });
  });

  describe('justifications', () => {
    it('justifies only the absences of that student in the range, and can withdraw one', async () => {
      const student = studentsA[7];
      const other = studentsA[8];
      const part = timeParts[5];
      for (const date of ['2026-11-09', '2026-11-10', '2026-11-11', '2026-11-12'])
        await save(teacher, classA, date, part, [
          { studentId: student.id, status: date === '2026-11-11' ? 'present' : 'absent', latenessMinutes: date === '2026-11-11' ? 10 : 0 },
          { studentId: other.id, status: 'absent' },
        ]);
      const reasons = (await admin.get<Page<AbsenceReason>>('/api/absence-reasons')).body.data;
      const illness = reasons.find((r) => r.name === 'Maladie')!;
      const noValid = reasons.find((r) => r.name === 'Sans motif valable')!;
      const before = (await snapshot()).audit.length;

      const response = await discipline.post('/api/absences/justify', {
        studentId: student.id,
        from: '2026-11-09',
        to: '2026-11-11',
        reasonId: illness.id,
        note: 'Certificat médical',
      });
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ justified: 2 });
      const lines = await admin.get<Page<Absence>>(`/api/absences?limit=50&studentId=${student.id}&from=2026-11-09&to=2026-11-12`);
      const byDate = Object.fromEntries(lines.body.data.map((a) => [a.date, a]));
      expect(byDate['2026-11-09']).toMatchObject({
        justified: true,
        reasonName: 'Maladie',
        justificationNote: 'Certificat médical',
        justifiedBy: 'Roger Abena',
      });
      expect(byDate['2026-11-10']).toMatchObject({ justified: true, reasonId: illness.id });
      expect(byDate['2026-11-11']).toMatchObject({ status: 'present', justified: false, reasonId: null });
      expect(byDate['2026-11-12']).toMatchObject({ justified: false, reasonId: null });
      const others = await admin.get<Page<Absence>>(`/api/absences?limit=50&studentId=${other.id}&from=2026-11-09&to=2026-11-12`);
      expect(others.body.data.every((a) => !a.justified)).toBe(true);
      const entries = (await snapshot()).audit.length - before;
      expect(entries).toBe(1);
      expect(await auditOf('absences', `${student.id}/2026-11-09/2026-11-11`)).toHaveLength(1);

      // A reason that does not justify leaves the absence unjustified, with its reason said.
      const one = await discipline.put<Absence>(`/api/absences/${byDate['2026-11-12'].id}/justification`, { reasonId: noValid.id });
      expect(one.body).toMatchObject({ justified: false, reasonName: 'Sans motif valable', justifiedBy: 'Roger Abena' });
      const withdrawn = await del(discipline, `/api/absences/${byDate['2026-11-09'].id}/justification`);
      expect(withdrawn.status).toBe(200);
      expect(withdrawn.body).toMatchObject({
        justified: false,
        reasonId: null,
        reasonName: null,
        justificationNote: null,
        justifiedBy: null,
        justifiedAt: null,
      });
      expect(await auditOf('absence', String(byDate['2026-11-09'].id))).toHaveLength(1);

      expectEnvelope(await discipline.put(`/api/absences/${byDate['2026-11-12'].id}/justification`, { reasonId: 999999 }), 404);
      expectEnvelope(
        await discipline.post('/api/absences/justify', { studentId: student.id, from: '2026-11-09', to: '2026-11-11', reasonId: 999999 }),
        404,
      );
      expectEnvelope(
        await discipline.post('/api/absences/justify', {
          studentId: student.id,
          from: '2026-11-11',
          to: '2026-11-09',
          reasonId: illness.id,
        }),
        400,
      );
      expectEnvelope(await teacher.put(`/api/absences/${byDate['2026-11-12'].id}/justification`, { reasonId: illness.id }), 403);
    });

    it('justifies the absences picked by id all at once, or none of them', async () => {
      const student = studentsA[9];
      const part = timeParts[6];
      for (const date of ['2026-11-16', '2026-11-17', '2026-11-18'])
        await save(teacher, classA, date, part, [
          { studentId: student.id, status: date === '2026-11-18' ? 'present' : 'absent', latenessMinutes: date === '2026-11-18' ? 5 : 0 },
        ]);
      const lines = (await admin.get<Page<Absence>>(`/api/absences?limit=50&studentId=${student.id}&from=2026-11-16&to=2026-11-18`)).body
        .data;
      const id = (date: string) => lines.find((line) => line.date === date)!.id;
      const reasons = (await admin.get<Page<AbsenceReason>>('/api/absence-reasons')).body.data;
      const illness = reasons.find((r) => r.name === 'Maladie')!;
      await save(admin, classZ, '2026-11-16', part, [{ studentId: studentsZ[1].id, status: 'absent' }]);
      const zLine = (await admin.get<Page<Absence>>(`/api/absences?limit=1&studentId=${studentsZ[1].id}&from=2026-11-16&to=2026-11-16`))
        .body.data[0]!;

      // A lateness among them, an unknown id, another classroom's absence: refused whole, nothing changed.
      const before = await snapshot();
      const lateness = await discipline.post('/api/absences/justify-selection', {
        absenceIds: [id('2026-11-16'), id('2026-11-18')],
        reasonId: illness.id,
      });
      expectEnvelope(lateness, 400);
      expect(Object.keys(lateness.body.fields)).toEqual(['absenceIds[1]']);
      expectEnvelope(
        await discipline.post('/api/absences/justify-selection', { absenceIds: [id('2026-11-16'), 999999], reasonId: illness.id }),
        404,
      );
      expectEnvelope(
        await discipline.post('/api/absences/justify-selection', { absenceIds: [id('2026-11-16'), zLine.id], reasonId: illness.id }),
        403,
      );
      expectEnvelope(await discipline.post('/api/absences/justify-selection', { absenceIds: [], reasonId: illness.id }), 400);
      expectEnvelope(await teacher.post('/api/absences/justify-selection', { absenceIds: [id('2026-11-16')], reasonId: illness.id }), 403);
      expect(await snapshot()).toEqual(before);

      const response = await discipline.post('/api/absences/justify-selection', {
        absenceIds: [id('2026-11-16'), id('2026-11-17'), id('2026-11-16')],
        reasonId: illness.id,
        note: 'Certificat',
      });
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ justified: 2 });
      const after = (await admin.get<Page<Absence>>(`/api/absences?limit=50&studentId=${student.id}&from=2026-11-16&to=2026-11-17`)).body
        .data;
      expect(after.map((line) => [line.justified, line.reasonName, line.justificationNote])).toEqual([
        [true, 'Maladie', 'Certificat'],
        [true, 'Maladie', 'Certificat'],
      ]);
      expect(await auditOf('absences', `${id('2026-11-16')},${id('2026-11-17')}`)).toHaveLength(1);
    });

    it('refuses the discipline master a range reaching a classroom not its own', async () => {
      const reasons = (await admin.get<Page<AbsenceReason>>('/api/absence-reasons')).body.data;
      const before = await snapshot();
      expectEnvelope(
        await discipline.post('/api/absences/justify', {
          studentId: studentsZ[0].id,
          from: '2026-10-01',
          to: '2026-10-31',
          reasonId: reasons[0].id,
        }),
        403,
      );
      expect(await snapshot()).toEqual(before);
    });
  });

  describe('absence reasons', () => {
    it('lists the usual reasons, and lets the office add, change and delete one', async () => {
      const list = await teacher.get<Page<AbsenceReason>>('/api/absence-reasons');
      expect(list.status).toBe(200);
      expect(list.body.data.map((r) => r.name)).toEqual([
        'Maladie',
        'Événement familial',
        'Convocation officielle',
        'Retard de transport',
        'Sans motif valable',
      ]);
      expect(list.body.data[0]).toEqual({ id: expect.any(Number), name: 'Maladie', justifies: true, onReportCard: true, position: 1 });

      const created = await discipline.post<AbsenceReason>('/api/absence-reasons', {
        name: 'Deuil',
        justifies: true,
        onReportCard: false,
        position: 6,
      });
      expect(created.status).toBe(200);
      expect(created.body).toMatchObject({ name: 'Deuil', justifies: true, onReportCard: false });
      const updated = await admin.put<AbsenceReason>(`/api/absence-reasons/${created.body.id}`, {
        name: 'Deuil familial',
        justifies: true,
        onReportCard: true,
        position: 6,
      });
      expect(updated.body).toMatchObject({ name: 'Deuil familial', onReportCard: true });

      const taken = await admin.post<SaveResponse>('/api/absence-reasons', {
        name: 'Maladie',
        justifies: true,
        onReportCard: true,
        position: 7,
      });
      expectEnvelope(taken, 409);
      expect(Object.keys(taken.body.fields)).toEqual(['name']);
      expectEnvelope(
        await teacher.post('/api/absence-reasons', { name: 'Autre', justifies: false, onReportCard: false, position: 7 }),
        403,
      );

      expect((await del(admin, `/api/absence-reasons/${created.body.id}`)).status).toBe(200);
      expect(await auditOf('absence_reason', String(created.body.id))).toHaveLength(3);
    });

    it('refuses to delete a reason some absence uses', async () => {
      const illness = (await admin.get<Page<AbsenceReason>>('/api/absence-reasons')).body.data.find((r) => r.name === 'Maladie')!;
      expect(await db().selectFrom('absences').select('id').where('reason_id', '=', illness.id).executeTakeFirst()).toBeDefined();
      const response = await del(admin, `/api/absence-reasons/${illness.id}`);
      expectEnvelope(response, 409);
      expect((await admin.get(`/api/absence-reasons/${illness.id}`)).status).toBe(200);
    });
  });
});
