import { readSheet } from 'read-excel-file/node';
import type { Statement, TeacherRate } from '../../domain/contract/teacherStatements';
import type { TeacherPresenceStatus } from '../../domain/enums';
import { pdfLines, pdfPageCount } from '../testing/pdfText';
import { dialects, expectEnvelope, startHarness, type Harness, type TestClient } from '../testing/harness';

interface Page<T> {
  data: T[];
  total: number;
}

const MONTH = '2026-10';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

describe.each(dialects())("part-time teachers' pay on %s", (dialect) => {
  let h: Harness;
  let bursar: TestClient;
  let principal: TestClient;
  let admin: TestClient;
  let bello: number;
  let fotso: number;
  let bursarId: number;
  let yearId: number;
  let timePartId: number;
  /** Amadou Bello's class course (Monday) and Christine Fotso's (Tuesday), in two classrooms. */
  let own: { id: number; classroomId: number; label: string };
  let other: { id: number; classroomId: number; label: string };

  const db = () => h.database.db;
  const statementUrl = (teacherId: number, month = MONTH) => `/api/teacher-statements/${month}/${teacherId}`;
  const userIdOf = async (username: string) =>
    (await db().selectFrom('users').select('id').where('username', '=', username).executeTakeFirstOrThrow()).id;
  const file = async (client: TestClient, path: string, language = 'fr') => {
    const response = await fetch(h.baseUrl + path, { headers: { authorization: `Bearer ${client.token}`, 'accept-language': language } });
    return {
      status: response.status,
      type: response.headers.get('content-type'),
      disposition: response.headers.get('content-disposition'),
      bytes: Buffer.from(await response.arrayBuffer()),
    };
  };
  const now = new Date().toISOString();
  const record = (classCourse: typeof own, teacherId: number, date: string, status: TeacherPresenceStatus, extra: object = {}) =>
    db()
      .insertInto('teacher_presences')
      .values({
        school_year_id: yearId,
        date,
        time_part_id: timePartId,
        classroom_id: classCourse.classroomId,
        class_course_id: classCourse.id,
        teacher_id: teacherId,
        hours: 1,
        status,
        lateness_minutes: 0,
        replaced_by: null,
        note: null,
        recorded_by: null,
        recorded_at: now,
        updated_by: null,
        updated_at: now,
        ...extra,
      })
      .execute();

  beforeAll(async () => {
    h = await startHarness(dialect);
    [bursar, principal, admin] = await Promise.all(['bursar', 'principal', 'admin'].map((username) => h.signIn(username)));
    [bello, fotso, bursarId] = await Promise.all(['a.bello', 'c.fotso', 'bursar'].map(userIdOf));
    const year = await db().selectFrom('school_years').select('id').where('current', '=', 1).executeTakeFirstOrThrow();
    yearId = year.id;
    // Whatever the demo school holds in the month, the test's own timetable and records are the only ones.
    await db().deleteFrom('teacher_presences').execute();
    await db().deleteFrom('timetables').execute();
    await db().deleteFrom('teacher_pay').execute();
    await db().deleteFrom('roll_calls').where('date', '>=', `${MONTH}-01`).where('date', '<=', `${MONTH}-31`).execute();
    const timePart = await db().selectFrom('time_parts').select('id').orderBy('position').executeTakeFirstOrThrow();
    timePartId = timePart.id;
    await db().updateTable('time_parts').set({ duration_hours: 1 }).where('id', '=', timePartId).execute();

    const courses = await db()
      .selectFrom('class_courses as cc')
      .innerJoin('classrooms as c', 'c.id', 'cc.classroom_id')
      .innerJoin('courses as co', 'co.id', 'cc.course_id')
      .select(['cc.id', 'cc.classroom_id', 'c.name as classroom', 'co.name as course'])
      .where('c.school_year_id', '=', yearId)
      .orderBy('c.id')
      .orderBy('cc.id')
      .execute();
    const first = courses[0];
    const second = courses.find((course) => course.classroom_id !== first.classroom_id)!;
    own = { id: first.id, classroomId: first.classroom_id, label: `${first.classroom} · ${first.course}` };
    other = { id: second.id, classroomId: second.classroom_id, label: `${second.classroom} · ${second.course}` };
    await db().updateTable('class_courses').set({ teacher_id: bello }).where('id', '=', own.id).execute();
    await db().updateTable('class_courses').set({ teacher_id: fotso }).where('id', '=', other.id).execute();

    const { id: timetableId } = await db()
      .insertInto('timetables')
      .values({ school_year_id: yearId, name: 'Test', valid_from: '2026-09-01', valid_to: '2027-07-31', created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db()
      .insertInto('timetable_slots')
      .values([
        { timetable_id: timetableId, classroom_id: own.classroomId, weekday: 'mon', time_part_id: timePartId, class_course_id: own.id },
        { timetable_id: timetableId, classroom_id: other.classroomId, weekday: 'tue', time_part_id: timePartId, class_course_id: other.id },
      ])
      .execute();
    // October 2026 has four Mondays (5, 12, 19, 26) and four Tuesdays (6, 13, 20, 27).
    await record(own, bello, '2026-10-05', 'present');
    await record(own, bello, '2026-10-12', 'late', { lateness_minutes: 10 });
    await record(own, bello, '2026-10-19', 'absent');
    // The 26th has no record, but the roll call was taken: Bello was there.
    await db()
      .insertInto('roll_calls')
      .values({
        classroom_id: own.classroomId,
        school_year_id: yearId,
        date: '2026-10-26',
        time_part_id: timePartId,
        taken_by: bello,
        taken_at: now,
        updated_by: bello,
        updated_at: now,
      })
      .execute();
    // Bello took Fotso's class on the 6th; Fotso taught on the 13th; the 20th and 27th are unchecked.
    await record(other, fotso, '2026-10-06', 'replaced', { replaced_by: bello });
    await record(other, fotso, '2026-10-13', 'present');
  });
  afterAll(() => h.close());

  it('refuses the roles without presence.pay, and lets the bursar and the principal in', async () => {
    for (const username of ['secretary', 'teacher', 'studies', 'discipline']) {
      const client = await h.signIn(username);
      expectEnvelope(await client.get('/api/teacher-rates'), 403);
      expectEnvelope(await client.get(`/api/teacher-statements/${MONTH}`), 403);
      expectEnvelope(await client.put(`/api/teacher-rates/${bello}`, { partTime: true, hourlyRate: 1 }), 403);
      expectEnvelope(await client.post(`${statementUrl(bello)}/adjustments`, { label: 'x', amount: 1 }), 403);
      expectEnvelope(await client.post(`${statementUrl(bello)}/validate`), 403);
      expect((await file(client, `${statementUrl(bello)}/pdf`)).status).toBe(403);
    }
    expectEnvelope(await h.client().get('/api/teacher-rates'), 401);
    expect((await principal.get('/api/teacher-rates')).status).toBe(200);
    expect((await bursar.get(`/api/teacher-statements/${MONTH}`)).status).toBe(200);
  });

  it("sets and lists the teachers' rates, audited; 404 for an account that is not a teacher", async () => {
    const before = await bursar.get<Page<TeacherRate>>('/api/teacher-rates');
    expect(before.body.data.find((rate) => rate.teacherId === bello)).toEqual({
      teacherId: bello,
      teacherName: 'Amadou Bello',
      partTime: false,
      hourlyRate: 0,
    });
    expect(before.body.data.every((rate) => rate.teacherId !== bursarId)).toBe(true);
    expect(before.body.total).toBe(before.body.data.length);

    const set = await bursar.put<TeacherRate>(`/api/teacher-rates/${bello}`, { partTime: true, hourlyRate: 2500 });
    expect(set.status).toBe(200);
    expect(set.body).toEqual({ teacherId: bello, teacherName: 'Amadou Bello', partTime: true, hourlyRate: 2500 });
    expect((await principal.put(`/api/teacher-rates/${fotso}`, { partTime: true, hourlyRate: 3000 })).status).toBe(200);
    const after = await bursar.get<Page<TeacherRate>>('/api/teacher-rates');
    expect(after.body.data.filter((rate) => rate.partTime).map((rate) => [rate.teacherName, rate.hourlyRate])).toEqual([
      ['Amadou Bello', 2500],
      ['Christine Fotso', 3000],
    ]);
    const names = after.body.data.map((rate) => rate.teacherName.split(' ').at(-1)!);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'fr')));

    const entries = await db()
      .selectFrom('audit_log')
      .selectAll()
      .where('entity', '=', 'teacher_pay')
      .where('entity_id', '=', String(bello))
      .execute();
    expect(entries).toHaveLength(1);
    expect(JSON.parse(entries[0].after_json!)).toMatchObject({ partTime: true, hourlyRate: 2500 });

    expectEnvelope(await bursar.put(`/api/teacher-rates/${bursarId}`, { partTime: true, hourlyRate: 1000 }), 404);
    expectEnvelope(await bursar.put('/api/teacher-rates/999999', { partTime: true, hourlyRate: 1000 }), 404);
    const refused = await bursar.put(`/api/teacher-rates/${bello}`, { partTime: true, hourlyRate: 12.5 });
    expectEnvelope(refused, 400);
    expect(refused.body.fields).toHaveProperty('hourlyRate');
    expectEnvelope(await bursar.put(`/api/teacher-rates/${bello}`, { partTime: true, hourlyRate: -1 }), 400);
  });

  it('computes a draft from the presence records and roll calls, per class course, with its replacements', async () => {
    const statement = await bursar.get<Statement>(statementUrl(bello));
    expect(statement.status).toBe(200);
    expect(statement.body).toEqual({
      teacherId: bello,
      teacherName: 'Amadou Bello',
      month: MONTH,
      hourlyRate: 2500,
      hours: 4,
      amount: 10000,
      status: 'draft',
      validatedBy: null,
      validatedAt: null,
      uncheckedHours: 0,
      lines: [
        { id: null, kind: 'hours', label: own.label, hours: 3, amount: 7500, createdBy: null, createdAt: null, afterValidation: false },
        {
          id: null,
          kind: 'replacement',
          label: other.label,
          hours: 1,
          amount: 2500,
          createdBy: null,
          createdAt: null,
          afterValidation: false,
        },
      ],
    });
    // Computed, not stored.
    expect(await db().selectFrom('teacher_statements').selectAll().execute()).toEqual([]);

    const month = await bursar.get<Page<Statement>>(`/api/teacher-statements/${MONTH}`);
    expect(month.body.data.map((s) => [s.teacherName, s.hours, s.amount, s.uncheckedHours])).toEqual([
      ['Amadou Bello', 4, 10000, 0],
      ['Christine Fotso', 1, 3000, 2],
    ]);
    expect(month.body.total).toBe(2);

    // A teacher who is not part-time still has a statement of their own, of nothing.
    const nothing = await bursar.get<Statement>(statementUrl(await userIdOf('teacher')));
    expect(nothing.body).toMatchObject({ hours: 0, amount: 0, hourlyRate: 0, lines: [], status: 'draft' });
    expectEnvelope(await bursar.get(statementUrl(bursarId)), 404);
    expectEnvelope(await bursar.get(`/api/teacher-statements/2026-13/${bello}`), 400);
  });

  it('adds adjustments: a whole amount other than 0, with a label; audited', async () => {
    const zero = await bursar.post(`${statementUrl(bello)}/adjustments`, { label: 'Rien', amount: 0 });
    expectEnvelope(zero, 400);
    expect(zero.body.fields).toHaveProperty('amount');
    const decimal = await bursar.post(`${statementUrl(bello)}/adjustments`, { label: 'Demi', amount: 12.5 });
    expectEnvelope(decimal, 400);
    expect(decimal.body.fields).toHaveProperty('amount');
    const noLabel = await bursar.post(`${statementUrl(bello)}/adjustments`, { label: '  ', amount: 100 });
    expectEnvelope(noLabel, 400);
    expect(noLabel.body.fields).toHaveProperty('label');
    expectEnvelope(await bursar.post(`${statementUrl(bursarId)}/adjustments`, { label: 'Prime', amount: 100 }), 404);
    expect(await db().selectFrom('teacher_statements').selectAll().execute()).toEqual([]);

    const added = await bursar.post<Statement>(`${statementUrl(bello)}/adjustments`, { label: 'Surveillance du BEPC blanc', amount: 5000 });
    expect(added.status).toBe(201);
    expect(added.body.amount).toBe(15000);
    expect(added.body.status).toBe('draft');
    expect(added.body.lines.at(-1)).toEqual({
      id: expect.any(Number),
      kind: 'adjustment',
      label: 'Surveillance du BEPC blanc',
      hours: null,
      amount: 5000,
      createdBy: 'Hortense Kamga',
      createdAt: expect.any(String),
      afterValidation: false,
    });
    const deduction = await bursar.post<Statement>(`${statementUrl(bello)}/adjustments`, { label: 'Avance', amount: -2000 });
    expect(deduction.body.amount).toBe(13000);
    const rows = await db().selectFrom('teacher_statements').selectAll().execute();
    expect(rows).toEqual([expect.objectContaining({ teacher_id: bello, month: MONTH, status: 'draft', hourly_rate: null })]);
    const audited = await db().selectFrom('audit_log').select('entity').where('entity', 'like', 'teacher_statement%').execute();
    expect(audited.map((entry) => entry.entity).sort()).toEqual(['teacher_statement', 'teacher_statement_line', 'teacher_statement_line']);
  });

  it('validates once: frozen whatever changes later, corrections flagged; 400 before the month, 409 twice', async () => {
    expectEnvelope(await bursar.post(`${statementUrl(bello, '2099-01')}/validate`), 400);
    expectEnvelope(await bursar.post(`${statementUrl(bursarId)}/validate`), 404);

    const validated = await bursar.post<Statement>(`${statementUrl(bello)}/validate`);
    expect(validated.status).toBe(200);
    expect(validated.body).toMatchObject({
      status: 'validated',
      validatedBy: 'Hortense Kamga',
      validatedAt: expect.any(String),
      hourlyRate: 2500,
      hours: 4,
      amount: 13000,
      uncheckedHours: 0,
    });
    expect(validated.body.lines.map((line) => [line.kind, line.label, line.hours, line.amount])).toEqual([
      ['hours', own.label, 3, 7500],
      ['replacement', other.label, 1, 2500],
      ['adjustment', 'Surveillance du BEPC blanc', null, 5000],
      ['adjustment', 'Avance', null, -2000],
    ]);
    expect(validated.body.lines.every((line) => line.id !== null)).toBe(true);
    const statement = await db().selectFrom('teacher_statements').selectAll().where('teacher_id', '=', bello).executeTakeFirstOrThrow();
    expect(statement).toMatchObject({ status: 'validated', hourly_rate: 2500, validated_by: bursarId });

    // Presence corrected, a record added, the rate raised: the validated statement does not move.
    await db().updateTable('teacher_presences').set({ status: 'present' }).where('date', '=', '2026-10-19').execute();
    await record(other, fotso, '2026-10-20', 'replaced', { replaced_by: bello });
    await bursar.put(`/api/teacher-rates/${bello}`, { partTime: true, hourlyRate: 4000 });
    const later = await bursar.get<Statement>(statementUrl(bello));
    expect(later.body).toEqual(validated.body);

    const again = await principal.post(`${statementUrl(bello)}/validate`);
    expectEnvelope(again, 409);
    expect(again.body.message).toContain(MONTH);

    const correction = await principal.post<Statement>(`${statementUrl(bello)}/adjustments`, { label: 'Heure oubliée', amount: 2500 });
    expect(correction.status).toBe(201);
    expect(correction.body.amount).toBe(15500);
    expect(correction.body.lines.at(-1)).toMatchObject({
      label: 'Heure oubliée',
      createdBy: 'Marie-Claire Ngo Biyong',
      afterValidation: true,
    });
    expect(correction.body.lines.slice(0, -1)).toEqual(validated.body.lines);

    // No longer part-time: the month still lists the validated statement; Fotso's draft follows the records.
    await bursar.put(`/api/teacher-rates/${bello}`, { partTime: false, hourlyRate: 4000 });
    const month = await bursar.get<Page<Statement>>(`/api/teacher-statements/${MONTH}`);
    expect(month.body.data.map((s) => [s.teacherName, s.status, s.amount, s.uncheckedHours])).toEqual([
      ['Amadou Bello', 'validated', 15500, 0],
      ['Christine Fotso', 'draft', 3000, 1],
    ]);
    await bursar.put(`/api/teacher-rates/${bello}`, { partTime: true, hourlyRate: 4000 });
  });

  it("prints a statement, and the month's statements one page each, in the caller's language", async () => {
    const pdf = await file(bursar, `${statementUrl(bello)}/pdf`, 'fr-FR,fr;q=0.9');
    expect(pdf.status).toBe(200);
    expect(pdf.type).toBe('application/pdf');
    // Named as the Statements tab names it, in the caller's language.
    expect(pdf.disposition).toBe(
      `attachment; filename="etat-de-vacation-Amadou-Bello-2026-10.pdf"; filename*=UTF-8''%C3%A9tat-de-vacation-Amadou-Bello-2026-10.pdf`,
    );
    expect(pdfPageCount(pdf.bytes)).toBe(1);
    const lines = pdfLines(pdf.bytes);
    expect(lines).toEqual(
      expect.arrayContaining([
        'Lycée de test',
        'ÉTAT DES HEURES DE VACATION',
        'Amadou Bello',
        'octobre 2026',
        '2\u202f500\u00a0FCFA',
        own.label,
        'Remplacement',
        'Ajustement',
        'Heure oubliée *',
        'Total',
        '15\u202f500\u00a0FCFA',
        '* Ajouté après validation',
      ]),
    );
    expect(lines.some((line) => /^Validé par Hortense Kamga le \d+ \S+ 20\d\d$/.test(line))).toBe(true);
    expect(lines).not.toContain('BROUILLON');

    const english = pdfLines((await file(bursar, `${statementUrl(fotso)}/pdf`, 'en')).bytes);
    expect(english).toEqual(
      expect.arrayContaining(['STATEMENT OF HOURS TAUGHT', 'Christine Fotso', 'October 2026', 'DRAFT', 'FCFA\u00a03,000']),
    );
    // Persian too: its words, its calendar and digits, the names as written; and the screen's name.
    const persian = await file(bursar, `${statementUrl(fotso)}/pdf`, 'fa');
    expect(pdfLines(persian.bytes)).toEqual(expect.arrayContaining(['صورت‌حساب ساعات تدریس', 'Christine Fotso', '۱۴۰۵ مهر', 'پیش‌نویس']));
    // The name as the screen gives it: صورت‌حساب-Christine-Fotso-2026-10.pdf.
    expect(persian.disposition).toBe(
      `attachment; filename="_-Christine-Fotso-2026-10.pdf"; filename*=UTF-8''%D8%B5%D9%88%D8%B1%D8%AA%E2%80%8C%D8%AD%D8%B3%D8%A7%D8%A8-Christine-Fotso-2026-10.pdf`,
    );

    await admin.put('/api/options', { options: [{ name: 'currency', value: 'EUR' }] });
    const month = await file(principal, `/api/teacher-statements/${MONTH}/pdf`);
    expect(month.status).toBe(200);
    expect(month.disposition).toBe(
      `attachment; filename="etats-de-vacation-2026-10.pdf"; filename*=UTF-8''%C3%A9tats-de-vacation-2026-10.pdf`,
    );
    expect(pdfPageCount(month.bytes)).toBe(2);
    const both = pdfLines(month.bytes);
    expect(both).toEqual(expect.arrayContaining(['Amadou Bello', 'Christine Fotso', 'BROUILLON', '15\u202f500\u00a0€']));
    await admin.put('/api/options', { options: [{ name: 'currency', value: 'XAF' }] });
  });

  it('writes a statement as an .xlsx of typed cells, headed in the caller’s language', async () => {
    const xlsx = await file(bursar, `${statementUrl(bello)}/xlsx`, 'fr');
    expect(xlsx.status).toBe(200);
    expect(xlsx.type).toBe(XLSX);
    expect(xlsx.disposition).toBe(
      `attachment; filename="etat-de-vacation-Amadou-Bello-2026-10.xlsx"; filename*=UTF-8''%C3%A9tat-de-vacation-Amadou-Bello-2026-10.xlsx`,
    );
    expect(xlsx.bytes.readUInt32LE(0)).toBe(0x04034b50);
    expect(xlsx.bytes.includes('<f>')).toBe(false);
    const rows = await readSheet(xlsx.bytes);
    expect(rows[1]).toEqual(['Enseignant', 'Amadou Bello', null, null, null]);
    expect(rows[3].slice(0, 3)).toEqual(['Taux horaire', 2500, 'FCFA']);
    const header = rows.findIndex((row) => row[0] === 'Nature');
    expect(rows[header]).toEqual(['Nature', 'Libellé', 'Heures', 'Montant (FCFA)', 'Ajouté après validation']);
    expect(rows.slice(header + 1)).toEqual([
      ['Heures assurées', own.label, 3, 7500, null],
      ['Remplacement', other.label, 1, 2500, null],
      ['Ajustement', 'Surveillance du BEPC blanc', null, 5000, null],
      ['Ajustement', 'Avance', null, -2000, null],
      ['Ajustement', 'Heure oubliée', null, 2500, 'Oui'],
      ['Total', null, 4, 15500, null],
    ]);
    const english = await readSheet((await file(bursar, `${statementUrl(bello)}/xlsx`, 'en')).bytes);
    expect(english.some((row) => row[0] === 'Kind' && row[1] === 'Description')).toBe(true);
  });
  it('validates a statement past 2^31 (a 4.4e9 line), and reads its amounts back as numbers (issue 26)', async () => {
    // September 2026: Fotso's Tuesdays 8, 15, 22 and 29, eleven hours each, at 100,000,000 an hour.
    for (const date of ['2026-09-08', '2026-09-15', '2026-09-22', '2026-09-29']) await record(other, fotso, date, 'present', { hours: 11 });
    expect((await bursar.put(`/api/teacher-rates/${fotso}`, { partTime: true, hourlyRate: 100_000_000 })).status).toBe(200);
    const validated = await bursar.post<Statement>(`${statementUrl(fotso, '2026-09')}/validate`);
    expect(validated.status).toBe(200);
    expect(validated.body).toMatchObject({ status: 'validated', hours: 44, amount: 4_400_000_000 });
    expect(validated.body.lines.map((line) => line.amount)).toEqual([4_400_000_000]);
    const read = (await bursar.get<Statement>(statementUrl(fotso, '2026-09'))).body;
    expect(read.amount).toBe(4_400_000_000);
    const [line] = await db()
      .selectFrom('teacher_statement_lines as l')
      .innerJoin('teacher_statements as s', 's.id', 'l.statement_id')
      .select('l.amount')
      .where('s.teacher_id', '=', fotso)
      .where('s.month', '=', '2026-09')
      .execute();
    expect(line.amount).toBe(4_400_000_000);
  });
});
