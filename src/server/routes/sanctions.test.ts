import type { Sanction } from '../../domain/contract/discipline';
import { studentsOf, userIdOf } from '../testing/attendanceRows';
import { dialects, expectEnvelope, startHarness, type Harness, type TestClient } from '../testing/harness';
import { fontsEmbedded, pdfJsText, titlePieces } from '../testing/pdfJsText';
import { pdfLines } from '../testing/pdfText';
import { translate } from '../i18n';

interface Page {
  data: Sanction[];
  total: number;
}

describe.each(dialects())('sanctions on %s', (dialect) => {
  let h: Harness;
  let admin: TestClient;
  let discipline: TestClient;
  let principal: TestClient;
  let teacher: TestClient;
  let classA: number;
  let classB: number;
  let studentA: { id: number; lastName: string; firstName: string; matricule: string };
  let studentA2: { id: number };
  let studentB: { id: number };
  let types: Record<string, number>;

  const db = () => h.database.db;
  const body = (over: Record<string, unknown> = {}) => ({
    studentId: studentA.id,
    sanctionTypeId: types.CONS,
    date: '2026-10-16',
    reason: 'Bavardages répétés',
    duration: 2,
    ...over,
  });
  const sanctionAudit = (id: number) =>
    db()
      .selectFrom('audit_log')
      .select(['action', 'user_id', 'before_json', 'after_json'])
      .where('entity', '=', 'sanction')
      .where('entity_id', '=', String(id))
      .orderBy('id')
      .execute();

  /** The PDF's bytes as sent (the test client reads answers as text). */
  const pdfOf = async (path: string, language?: string) => {
    const response = await fetch(h.baseUrl + path, {
      headers: { authorization: `Bearer ${discipline.token}`, ...(language ? { 'accept-language': language } : {}) },
    });
    return {
      status: response.status,
      type: response.headers.get('content-type'),
      disposition: response.headers.get('content-disposition'),
      pdf: Buffer.from(await response.arrayBuffer()),
    };
  };

  beforeAll(async () => {
    h = await startHarness(dialect);
    [admin, discipline, principal, teacher] = await Promise.all(['admin', 'discipline', 'principal', 'teacher'].map((u) => h.signIn(u)));
    const classrooms = await db().selectFrom('classrooms').select('id').orderBy('id').execute();
    [classA, classB] = [classrooms[0].id, classrooms[1].id];
    const inA = await studentsOf(db(), classA);
    [studentA, studentA2] = inA;
    [studentB] = await studentsOf(db(), classB);
    types = Object.fromEntries((await db().selectFrom('sanction_types').select(['id', 'code']).execute()).map((t) => [t.code, t.id]));
    // The discipline master keeps every classroom but B.
    const disciplineId = await userIdOf(db(), 'discipline');
    await db().deleteFrom('staff_assignments').where('user_id', '=', disciplineId).where('classroom_id', '=', classB).execute();
  });
  afterAll(() => h.close());

  it('records a sanction decided by the caller, with its student, classroom and type, and audits it', async () => {
    const created = await discipline.post<Sanction>('/api/sanctions', body());
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      studentId: studentA.id,
      matricule: studentA.matricule,
      studentName: `${studentA.lastName.toUpperCase()} ${studentA.firstName}`,
      classroomName: '6e A',
      sanctionTypeId: types.CONS,
      typeCode: 'CONS',
      typeName: 'Consigne',
      unit: 'hours',
      date: '2026-10-16',
      reason: 'Bavardages répétés',
      duration: 2,
      decidedBy: 'Roger Abena',
      status: 'active',
      cancelReason: null,
      cancelledBy: null,
      cancelledAt: null,
    });
    const year = await db().selectFrom('school_years').select('id').executeTakeFirstOrThrow();
    expect(created.body.schoolYearId).toBe(year.id);
    expect((await discipline.get(`/api/sanctions/${created.body.id}`)).body).toEqual(created.body);
    const entries = await sanctionAudit(created.body.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ action: 'create', user_id: await userIdOf(db(), 'discipline') });
    expect(JSON.parse(entries[0].after_json!)).toEqual(created.body);
  });

  it('asks a duration of a type counted in hours or days, refuses one for the others, naming the field', async () => {
    const missing = await discipline.post('/api/sanctions', body({ sanctionTypeId: types.EXT, duration: null }));
    expectEnvelope(missing, 400);
    expect(Object.keys(missing.body.fields)).toEqual(['duration']);
    const extra = await discipline.post('/api/sanctions', body({ sanctionTypeId: types.AVC, duration: 1 }));
    expectEnvelope(extra, 400);
    expect(Object.keys(extra.body.fields)).toEqual(['duration']);
    const fine = await discipline.post<Sanction>('/api/sanctions', body({ sanctionTypeId: types.AVC, duration: null }));
    expect(fine.status).toBe(201);
    expect(fine.body.duration).toBeNull();
  });

  it('refuses a date outside the student’s registration (400 on date), and names both bad fields at once', async () => {
    const before = await discipline.post('/api/sanctions', body({ date: '2026-08-20' }));
    expectEnvelope(before, 400);
    expect(Object.keys(before.body.fields)).toEqual(['date']);
    const both = await discipline.post('/api/sanctions', body({ date: '2027-08-20', duration: null }));
    expectEnvelope(both, 400);
    expect(Object.keys(both.body.fields).sort()).toEqual(['date', 'duration']);
    const french = await discipline.post('/api/sanctions', body({ date: '2026-08-20' }), { headers: { 'accept-language': 'fr' } });
    expect(french.body.message).toBe('L’élève n’est inscrit dans aucune classe à cette date.'.replace(/’/g, "'"));
  });

  it('answers 404 for an unknown type or student, 400 for a malformed body', async () => {
    expectEnvelope(await discipline.post('/api/sanctions', body({ sanctionTypeId: 99999 })), 404);
    expectEnvelope(await discipline.post('/api/sanctions', body({ studentId: 99999 })), 404);
    expectEnvelope(await discipline.post('/api/sanctions', body({ reason: '' })), 400);
    expectEnvelope(await discipline.post('/api/sanctions', body({ duration: 400 })), 400);
    expectEnvelope(await discipline.get('/api/sanctions/99999'), 404);
  });

  it('lists newest first, with filters', async () => {
    const older = await admin.post<Sanction>(
      '/api/sanctions',
      body({ studentId: studentA2.id, date: '2026-09-20', sanctionTypeId: types.BLC, duration: null }),
    );
    const newer = await admin.post<Sanction>('/api/sanctions', body({ studentId: studentA2.id, date: '2026-11-02', duration: 1 }));
    const list = await discipline.get<Page>(`/api/sanctions?studentId=${studentA2.id}`);
    expect(list.status).toBe(200);
    expect(list.body.total).toBe(2);
    expect(list.body.data.map((s) => s.id)).toEqual([newer.body.id, older.body.id]);
    expect(list.body.data[1].decidedBy).toBe('Jean-Pierre Essomba');
    const byType = await discipline.get<Page>(`/api/sanctions?studentId=${studentA2.id}&sanctionTypeId=${types.BLC}`);
    expect(byType.body.data.map((s) => s.id)).toEqual([older.body.id]);
    const byDates = await discipline.get<Page>(`/api/sanctions?studentId=${studentA2.id}&from=2026-10-01&to=2026-12-31`);
    expect(byDates.body.data.map((s) => s.id)).toEqual([newer.body.id]);
    const byClass = await discipline.get<Page>(`/api/sanctions?classroomId=${classA}&limit=100`);
    expect(byClass.body.data.every((s) => s.classroomName === '6e A')).toBe(true);
    expect(byClass.body.data.map((s) => s.id)).toEqual(expect.arrayContaining([older.body.id, newer.body.id]));
    expect((await discipline.get<Page>(`/api/sanctions?classroomId=${classB}`)).body.total).toBe(0);
  });

  it('corrects an active sanction and audits the change; a cancelled one can neither change nor be cancelled again', async () => {
    const created = await discipline.post<Sanction>('/api/sanctions', body());
    const updated = await discipline.put<Sanction>(`/api/sanctions/${created.body.id}`, body({ duration: 3, reason: 'Insolence' }));
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ id: created.body.id, duration: 3, reason: 'Insolence', status: 'active' });

    const cancelled = await admin.post<Sanction>(`/api/sanctions/${created.body.id}/cancel`, { reason: 'Erreur de saisie' });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({
      status: 'cancelled',
      cancelReason: 'Erreur de saisie',
      cancelledBy: 'Jean-Pierre Essomba',
      duration: 3,
    });
    expect(cancelled.body.cancelledAt).toEqual(expect.any(String));

    expectEnvelope(await admin.post(`/api/sanctions/${created.body.id}/cancel`, { reason: 'Encore' }), 409);
    expectEnvelope(await discipline.put(`/api/sanctions/${created.body.id}`, body({ duration: 4 })), 409);
    expect((await discipline.get<Sanction>(`/api/sanctions/${created.body.id}`)).body).toEqual(cancelled.body);

    const entries = await sanctionAudit(created.body.id);
    expect(entries.map((e) => e.action)).toEqual(['create', 'update', 'update']);
    expect(JSON.parse(entries[1].before_json!).duration).toBe(2);
    expect(JSON.parse(entries[1].after_json!).duration).toBe(3);
    expect(JSON.parse(entries[2].after_json!).status).toBe('cancelled');
    // Cancelled ones are listed, and a filter leaves them out.
    expect((await discipline.get<Page>(`/api/sanctions?studentId=${studentA.id}&status=cancelled`)).body.data.map((s) => s.id)).toEqual([
      created.body.id,
    ]);
    expect(
      (await discipline.get<Page>(`/api/sanctions?studentId=${studentA.id}&status=active&limit=100`)).body.data.some(
        (s) => s.id === created.body.id,
      ),
    ).toBe(false);
  });

  it('draws the notice in French with its accents, or in English; none for a cancelled sanction', async () => {
    const created = await discipline.post<Sanction>(
      '/api/sanctions',
      body({ sanctionTypeId: types.EXT, duration: 3, reason: 'Bagarre à la récréation' }),
    );
    const french = await pdfOf(`/api/sanctions/${created.body.id}/notice`, 'fr');
    expect(french.status).toBe(200);
    expect(french.type).toBe('application/pdf');
    // Named as the Sanctions page names it: in the caller's words, ending with the notice's language.
    expect([studentA.lastName, studentA.firstName]).toEqual(['Ngo Bassa', 'Junior']);
    expect(french.disposition).toBe(
      `attachment; filename="avis-de-sanction-NGO-BASSA-Junior-Exclusion-temporaire-2026-10-16-fr.pdf"; filename*=UTF-8''avis-de-sanction-NGO-BASSA-Junior-Exclusion-temporaire-2026-10-16-fr.pdf`,
    );
    expect(pdfLines(french.pdf)).toEqual(
      expect.arrayContaining([
        'Lycée de test',
        'Année scolaire 2026-2027',
        'NOTIFICATION DE SANCTION',
        'Élève',
        `${studentA.lastName.toUpperCase()} ${studentA.firstName}`,
        'Classe',
        '6e A',
        'Exclusion temporaire',
        '16/10/2026',
        'Durée',
        '3 jours',
        'Motif',
        'Bagarre à la récréation',
        'Décidée par',
        'Roger Abena',
        'Signature du parent ou tuteur',
      ]),
    );
    const english = await pdfOf(`/api/sanctions/${created.body.id}/notice?lang=en`, 'fr');
    expect(english.disposition).toBe(
      `attachment; filename="avis-de-sanction-NGO-BASSA-Junior-Exclusion-temporaire-2026-10-16-en.pdf"; filename*=UTF-8''avis-de-sanction-NGO-BASSA-Junior-Exclusion-temporaire-2026-10-16-en.pdf`,
    );
    expect(pdfLines(english.pdf)).toEqual(
      expect.arrayContaining(['NOTICE OF SANCTION', 'Student', '3 days', 'Decided by', 'Signature of the parent or guardian']),
    );

    expectEnvelope(await discipline.get(`/api/sanctions/${created.body.id}/notice?lang=pt`), 400);
    await discipline.post(`/api/sanctions/${created.body.id}/cancel`, { reason: 'Levée' });
    expectEnvelope(await discipline.get(`/api/sanctions/${created.body.id}/notice`), 409);
    expectEnvelope(await discipline.get('/api/sanctions/99999/notice'), 404);
  });

  it.each(['NGONO Marie', 'احمدی رضا', '王 小明'])(
    'draws the notice of %s in English, French, Persian, Urdu and Chinese, read back by pdf.js in order',
    async (name) => {
      const [lastName, firstName] = name.split(' ');
      await db().updateTable('students').set({ last_name: lastName, first_name: firstName }).where('id', '=', studentA2.id).execute();
      const created = await discipline.post<Sanction>('/api/sanctions', body({ studentId: studentA2.id, sanctionTypeId: types.EXT }));
      expect(created.status).toBe(201);
      for (const language of ['en', 'fr', 'fa', 'ur', 'zh-CHS'] as const) {
        const notice = await pdfOf(`/api/sanctions/${created.body.id}/notice?lang=${language}`);
        expect(notice.status).toBe(200);
        const text = pdfJsText(notice.pdf);
        expect(text).toContain('Lycée de test');
        expect(text).toContain(`${lastName.toUpperCase()} ${firstName}`);
        for (const piece of titlePieces(translate(language, 'sanctionNotice.title').toUpperCase())) expect(text).toContain(piece);
        expect(fontsEmbedded(notice.pdf)).toBe(true);
      }
      await discipline.post(`/api/sanctions/${created.body.id}/cancel`, { reason: 'Essai' });
    },
  );

  describe('who reaches what', () => {
    it('lets the discipline master read every sanction but write only in its own classrooms', async () => {
      const other = await admin.post<Sanction>(
        '/api/sanctions',
        body({ studentId: studentB.id, sanctionTypeId: types.AVC, duration: null }),
      );
      expect(other.status).toBe(201);
      expectEnvelope(await discipline.post('/api/sanctions', body({ studentId: studentB.id })), 403);
      expectEnvelope(await discipline.put(`/api/sanctions/${other.body.id}`, body({ studentId: studentB.id })), 403);
      expectEnvelope(await discipline.post(`/api/sanctions/${other.body.id}/cancel`, { reason: 'Non' }), 403);
      // Nor moved into its reach by a correction of its own student's sanction.
      const own = await discipline.post<Sanction>('/api/sanctions', body());
      expectEnvelope(await discipline.put(`/api/sanctions/${own.body.id}`, body({ studentId: studentB.id })), 403);
      // It reads them all (the role holds discipline.read).
      expect((await discipline.get(`/api/sanctions/${other.body.id}`)).status).toBe(200);
      expect((await admin.get<Sanction>(`/api/sanctions/${other.body.id}`)).body.status).toBe('active');
    });

    it('lets the principal read and nothing more; a teacher and an anonymous caller reach nothing', async () => {
      const list = await principal.get<Page>('/api/sanctions?limit=100');
      expect(list.status).toBe(200);
      expect(list.body.total).toBeGreaterThan(0);
      const id = list.body.data[0].id;
      expect((await principal.get(`/api/sanctions/${id}`)).status).toBe(200);
      expect((await principal.get(`/api/sanctions/${id}/notice`)).status).toBe(200);
      expectEnvelope(await principal.post('/api/sanctions', body()), 403);
      expectEnvelope(await principal.post(`/api/sanctions/${id}/cancel`, { reason: 'Non' }), 403);
      expectEnvelope(await teacher.get('/api/sanctions'), 403);
      expectEnvelope(await teacher.get(`/api/sanctions/${id}`), 403);
      expectEnvelope(await teacher.post('/api/sanctions', body()), 403);
      expectEnvelope(await h.client().get('/api/sanctions'), 401);
    });
  });
});
