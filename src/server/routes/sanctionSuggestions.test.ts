import type { Sanction, Suggestion } from '../../domain/contract/discipline';
import { addAbsences, studentsOf, userIdOf } from '../testing/attendanceRows';
import { dialects, expectEnvelope, startHarness, type Harness, type TestClient } from '../testing/harness';
import { pdfLines } from '../testing/pdfText';

interface Page {
  data: Suggestion[];
  total: number;
}

describe.each(dialects())('sanction suggestions on %s', (dialect) => {
  let h: Harness;
  let admin: TestClient;
  let discipline: TestClient;
  let principal: TestClient;
  let teacher: TestClient;
  let students: { id: number; lastName: string; firstName: string }[];
  let yearId: number;

  const db = () => h.database.db;
  const suggestionsOf = async (studentId: number) =>
    (await discipline.get<Page>(`/api/sanction-suggestions?studentId=${studentId}&limit=100`)).body.data;
  const rowsOf = (studentId: number) => db().selectFrom('sanction_suggestions').selectAll().where('student_id', '=', studentId).execute();

  beforeAll(async () => {
    h = await startHarness(dialect);
    [admin, discipline, principal, teacher] = await Promise.all(['admin', 'discipline', 'principal', 'teacher'].map((u) => h.signIn(u)));
    const classrooms = await db().selectFrom('classrooms').select('id').orderBy('id').execute();
    students = (await Promise.all(classrooms.slice(0, 4).map((c) => studentsOf(db(), c.id)))).flat();
    expect(students.length).toBeGreaterThanOrEqual(10);
    yearId = (await db().selectFrom('school_years').select('id').executeTakeFirstOrThrow()).id;
  });
  afterAll(() => h.close());

  it('suggests nothing under the first band', async () => {
    await addAbsences(db(), students[0].id, '2026-10-05', 5);
    expect(await suggestionsOf(students[0].id)).toEqual([]);
  });

  it('suggests an avertissement conduite at 6 h, once, with the hours and the band', async () => {
    const student = students[1];
    await addAbsences(db(), student.id, '2026-10-05', 4);
    // Justified hours, a permission and a draft count for nothing.
    await addAbsences(db(), student.id, '2026-10-06', 4, { justified: true });
    await addAbsences(db(), student.id, '2026-10-07', 2, { status: 'permission' });
    await addAbsences(db(), student.id, '2026-10-08', 2, { status: 'draft' });
    expect(await suggestionsOf(student.id)).toEqual([]);
    await addAbsences(db(), student.id, '2026-10-09', 2);
    const [first, ...rest] = await suggestionsOf(student.id);
    expect(rest).toEqual([]);
    expect(first).toMatchObject({
      studentId: student.id,
      studentName: `${student.lastName.toUpperCase()} ${student.firstName}`,
      schoolYearId: yearId,
      trimester: 1,
      thresholdHours: 6,
      hours: 6,
      sanctionCode: 'AVC',
      sanctionName: 'Avertissement conduite',
      days: null,
      status: 'pending',
      sanctionId: null,
      decidedBy: null,
      decidedAt: null,
    });
    // Listing again, or more hours within the same band, suggests nothing more.
    await addAbsences(db(), student.id, '2026-10-12', 2);
    expect(await suggestionsOf(student.id)).toEqual([first]);
    expect(await rowsOf(student.id)).toHaveLength(1);
  });

  it('suggests the highest band reached later (21 h: 5 days of exclusion), never the bands passed on the way', async () => {
    const student = students[2];
    await addAbsences(db(), student.id, '2026-10-05', 6);
    expect((await suggestionsOf(student.id)).map((s) => s.sanctionCode)).toEqual(['AVC']);
    await addAbsences(db(), student.id, '2026-10-13', 8);
    await addAbsences(db(), student.id, '2026-10-14', 7);
    const list = await suggestionsOf(student.id);
    expect(list.map((s) => [s.thresholdHours, s.sanctionCode, s.days, s.hours])).toEqual([
      [20, 'EXT', 5, 21],
      [6, 'AVC', null, 6],
    ]);
    expect((await rowsOf(student.id)).map((row) => row.band).sort()).toEqual([0, 3]);
  });

  it('counts consigne hours with the unjustified hours, and each trimester apart', async () => {
    const student = students[3];
    await addAbsences(db(), student.id, '2026-10-05', 4);
    await addAbsences(db(), student.id, '2027-01-11', 5);
    const types = Object.fromEntries((await db().selectFrom('sanction_types').select(['id', 'code']).execute()).map((t) => [t.code, t.id]));
    const consigne = await admin.post<Sanction>('/api/sanctions', {
      studentId: student.id,
      sanctionTypeId: types.CONS,
      date: '2026-10-20',
      reason: 'Retards répétés',
      duration: 2,
    });
    expect(consigne.status).toBe(201);
    const list = await suggestionsOf(student.id);
    expect(list.map((s) => [s.trimester, s.hours, s.sanctionCode])).toEqual([[1, 6, 'AVC']]);
  });

  it('never suggests a dismissed band again, and refuses to decide twice', async () => {
    const student = students[4];
    await addAbsences(db(), student.id, '2026-11-02', 7);
    const [suggestion] = await suggestionsOf(student.id);
    const dismissed = await discipline.post<Suggestion>(`/api/sanction-suggestions/${suggestion.id}/dismiss`);
    expect(dismissed.status).toBe(200);
    expect(dismissed.body).toMatchObject({ id: suggestion.id, status: 'dismissed', sanctionId: null, decidedBy: 'Roger Abena' });
    expect(dismissed.body.decidedAt).toEqual(expect.any(String));
    await addAbsences(db(), student.id, '2026-11-03', 1);
    expect(await suggestionsOf(student.id)).toEqual([dismissed.body]);
    expectEnvelope(await discipline.post(`/api/sanction-suggestions/${suggestion.id}/dismiss`), 409);
    expectEnvelope(await discipline.post(`/api/sanction-suggestions/${suggestion.id}/confirm`, { date: '2026-11-04', reason: 'x' }), 409);
    expect(await db().selectFrom('sanctions').select('id').where('student_id', '=', student.id).execute()).toEqual([]);
    const audit = await db()
      .selectFrom('audit_log')
      .select(['action', 'after_json'])
      .where('entity', '=', 'sanctionSuggestion')
      .where('entity_id', '=', String(suggestion.id))
      .execute();
    expect(audit).toHaveLength(1);
    expect(JSON.parse(audit[0].after_json!).status).toBe('dismissed');
  });

  it('confirms by recording the sanction, which a later justification leaves as it was', async () => {
    const student = students[5];
    const ids = [...(await addAbsences(db(), student.id, '2026-10-19', 8)), ...(await addAbsences(db(), student.id, '2026-10-20', 8))];
    const [suggestion] = await suggestionsOf(student.id);
    expect(suggestion).toMatchObject({ thresholdHours: 15, sanctionCode: 'EXT', days: 3, hours: 16 });
    const confirmed = await discipline.post<Suggestion>(`/api/sanction-suggestions/${suggestion.id}/confirm`, {
      date: '2026-10-21',
      reason: '16 h d’absence non justifiée',
    });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({ status: 'confirmed', decidedBy: 'Roger Abena', sanctionId: expect.any(Number) });
    const sanction = await discipline.get<Sanction>(`/api/sanctions/${confirmed.body.sanctionId}`);
    expect(sanction.body).toMatchObject({
      studentId: student.id,
      typeCode: 'EXT',
      duration: 3,
      date: '2026-10-21',
      reason: '16 h d’absence non justifiée',
      decidedBy: 'Roger Abena',
      status: 'active',
    });
    expectEnvelope(await discipline.post(`/api/sanction-suggestions/${suggestion.id}/confirm`, { date: '2026-10-21', reason: 'x' }), 409);

    // Every absence justified afterwards: the sanction and the decision stay.
    await db().updateTable('absences').set({ justified: 1 }).where('id', 'in', ids).execute();
    expect(await suggestionsOf(student.id)).toEqual([confirmed.body]);
    expect((await discipline.get<Sanction>(`/api/sanctions/${sanction.body.id}`)).body).toEqual(sanction.body);
    // The exclusion days (not hours) do not push the student into another band.
    expect(await rowsOf(student.id)).toHaveLength(1);
  });

  it('keeps the reason of a suggestion confirmed from an English screen as data: the French notice writes it in French', async () => {
    const student = students[9];
    await addAbsences(db(), student.id, '2026-10-12', 7);
    const [suggestion] = await suggestionsOf(student.id);
    expect(suggestion).toMatchObject({ thresholdHours: 6, hours: 7, trimester: 1, sanctionCode: 'AVC' });
    const english = { headers: { 'accept-language': 'en' } };
    // The form sends no reason when its sentence is left as it was: the threshold reached is the reason.
    const confirmed = await discipline.post<Suggestion>(
      `/api/sanction-suggestions/${suggestion.id}/confirm`,
      { date: '2026-10-13' },
      english,
    );
    expect(confirmed.status).toBe(200);
    const id = confirmed.body.sanctionId!;

    // Each screen reads it in its own language.
    expect((await discipline.get<Sanction>(`/api/sanctions/${id}`, english)).body.reason).toBe(
      '7 h of unjustified absence and detention in trimester 1 (threshold: 6 h)',
    );
    const french = (await discipline.get<Sanction>(`/api/sanctions/${id}`, { headers: { 'accept-language': 'fr' } })).body.reason;
    // French puts a no-break space before the colon.
    expect(french).toBe('7 h d’absence non justifiée et de consigne au trimestre 1 (seuil\u00a0: 6 h)');

    // The notice, French by default, gives its reason in French, whoever confirmed it.
    const response = await fetch(`${h.baseUrl}/api/sanctions/${id}/notice`, {
      headers: { authorization: `Bearer ${discipline.token}`, 'accept-language': 'en' },
    });
    expect(response.status).toBe(200);
    const notice = pdfLines(Buffer.from(await response.arrayBuffer())).join(' ');
    expect(notice).toContain('Motif');
    expect(notice).toContain('d’absence non justifiée et de consigne au trimestre 1');
    expect(notice).not.toContain('unjustified');

    // Corrected with the reason sent back as read, it stays data; edited, it is the text typed.
    const { reason: _reason, ...sanction } = (await discipline.get<Sanction>(`/api/sanctions/${id}`, english)).body;
    const correction = { studentId: student.id, sanctionTypeId: sanction.sanctionTypeId, date: '2026-10-14', duration: null };
    const kept = await discipline.put<Sanction>(`/api/sanctions/${id}`, { ...correction, reason: _reason }, english);
    expect(kept.status).toBe(200);
    expect((await discipline.get<Sanction>(`/api/sanctions/${id}`, { headers: { 'accept-language': 'fr' } })).body.reason).toBe(french);
    const typed = await discipline.put<Sanction>(`/api/sanctions/${id}`, { ...correction, reason: 'Absences répétées' }, english);
    expect(typed.body.reason).toBe('Absences répétées');
    expect((await discipline.get<Sanction>(`/api/sanctions/${id}`, { headers: { 'accept-language': 'fr' } })).body.reason).toBe(
      'Absences répétées',
    );
  });

  it('refuses to confirm a code the school no longer has, and names none', async () => {
    const student = students[6];
    await addAbsences(db(), student.id, '2026-10-05', 8);
    await addAbsences(db(), student.id, '2026-10-06', 3);
    await db().updateTable('sanction_types').set({ code: 'BLAME' }).where('code', '=', 'BLC').execute();
    try {
      const [suggestion] = await suggestionsOf(student.id);
      expect(suggestion).toMatchObject({ sanctionCode: 'BLC', sanctionName: null, thresholdHours: 10 });
      expectEnvelope(await discipline.post(`/api/sanction-suggestions/${suggestion.id}/confirm`, { date: '2026-10-07', reason: 'x' }), 409);
      expect((await suggestionsOf(student.id))[0].status).toBe('pending');
    } finally {
      await db().updateTable('sanction_types').set({ code: 'BLC' }).where('code', '=', 'BLAME').execute();
    }
  });

  it('puts a band once even when lists run at the same time', async () => {
    const student = students[7];
    await addAbsences(db(), student.id, '2026-10-05', 8);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => discipline.get<Page>(`/api/sanction-suggestions?studentId=${student.id}`)),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(6).fill(200));
    expect(await rowsOf(student.id)).toHaveLength(1);
  });

  it('lists pending ones first, then the newest, and filters by status', async () => {
    const all = (await discipline.get<Page>('/api/sanction-suggestions?limit=100')).body.data;
    const statuses = all.map((s) => s.status);
    expect(statuses.indexOf('pending')).toBe(0);
    expect(statuses.lastIndexOf('pending')).toBeLessThan(statuses.findIndex((s) => s !== 'pending'));
    const pending = (await discipline.get<Page>('/api/sanction-suggestions?status=pending&limit=100')).body;
    expect(pending.data.every((s) => s.status === 'pending')).toBe(true);
    expect(pending.total).toBe(statuses.filter((s) => s === 'pending').length);
    expectEnvelope(await discipline.get('/api/sanction-suggestions?schoolYearId=9999'), 404);
    expectEnvelope(await discipline.post('/api/sanction-suggestions/99999/dismiss'), 404);
  });

  it('lets the principal read and not decide; a teacher reaches nothing; the discipline master decides only in its classrooms', async () => {
    const student = students[8];
    await addAbsences(db(), student.id, '2026-10-05', 6);
    const [suggestion] = (await principal.get<Page>(`/api/sanction-suggestions?studentId=${student.id}`)).body.data;
    expect(suggestion.status).toBe('pending');
    expectEnvelope(await principal.post(`/api/sanction-suggestions/${suggestion.id}/dismiss`), 403);
    expectEnvelope(await teacher.get('/api/sanction-suggestions'), 403);
    expectEnvelope(await teacher.post(`/api/sanction-suggestions/${suggestion.id}/dismiss`), 403);
    const registration = await db()
      .selectFrom('registrations')
      .select('classroom_id')
      .where('student_id', '=', student.id)
      .executeTakeFirstOrThrow();
    await db()
      .deleteFrom('staff_assignments')
      .where('user_id', '=', await userIdOf(db(), 'discipline'))
      .where('classroom_id', '=', registration.classroom_id)
      .execute();
    expectEnvelope(await discipline.post(`/api/sanction-suggestions/${suggestion.id}/dismiss`), 403);
    expectEnvelope(await discipline.post(`/api/sanction-suggestions/${suggestion.id}/confirm`, { date: '2026-10-07', reason: 'x' }), 403);
    expect((await admin.post<Suggestion>(`/api/sanction-suggestions/${suggestion.id}/dismiss`)).body.status).toBe('dismissed');
  });
});
