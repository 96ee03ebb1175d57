import type { GuardianNotice, NoticeBatch, NoticeList, NoticePreview } from '../../domain/contract/guardianNotices';
import type { Arrears } from '../../domain/contract/financeReports';
import { studentsOf } from '../testing/attendanceRows';
import { dialects, expectEnvelope, startHarness, type Harness, type TestClient } from '../testing/harness';
import { TestGateway, TestSmtp } from '../testing/noticeServers';

/**
 * Notices to guardians over HTTP: a bulk send's preview and queueing, the outbox and a retry, the
 * sanction source, and the server's own sender delivering through a real local gateway and SMTP.
 */
describe.each(dialects())('notices to guardians on %s', (dialect) => {
  let h: Harness;
  let gateway: TestGateway;
  let smtp: TestSmtp;
  let principal: TestClient;
  let bursar: TestClient;
  let secretary: TestClient;
  let teacher: TestClient;
  let classA: number;
  let classB: number;
  let students: { id: number }[];
  const db = () => h.database.db;
  const noticeCount = async () =>
    Number(
      (
        await db()
          .selectFrom('guardian_notices')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const message = (over: Record<string, unknown> = {}) => ({
    kind: 'message',
    classroomIds: [classA],
    text: 'Réunion samedi pour {student}.',
    ...over,
  });

  beforeAll(async () => {
    gateway = await new TestGateway().start();
    smtp = await new TestSmtp().start();
    h = await startHarness(dialect, {
      config: {
        smtpUrl: smtp.url,
        smsGateway: { url: gateway.url, method: 'POST', body: '{"to":"{phone}","text":"{text}"}', headers: {}, timeoutMs: 2000 },
      },
    });
    [principal, bursar, secretary, teacher] = await Promise.all(['principal', 'bursar', 'secretary', 'teacher'].map((u) => h.signIn(u)));
    const classrooms = await db().selectFrom('classrooms').select('id').orderBy('id').execute();
    [classA, classB] = [classrooms[0].id, classrooms[1].id];
    students = await studentsOf(db(), classA);
    // One guardian with neither phone nor e-mail, one with an e-mail only.
    await db().updateTable('students').set({ guardian_phone: null, guardian_email: null }).where('id', '=', students[0].id).execute();
    await db()
      .updateTable('students')
      .set({ guardian_phone: null, guardian_email: 'parent@example.cm' })
      .where('id', '=', students[1].id)
      .execute();
  });
  afterAll(async () => {
    await h.close();
    await gateway.stop();
    await smtp.stop();
  });

  it('previews a message: guardians by channel and who has no address, without queueing anything', async () => {
    const before = await noticeCount();
    const response = await principal.post<NoticePreview>('/api/guardian-notices/preview', message());
    expect(response.status).toBe(200);
    const withEmail = await db()
      .selectFrom('students')
      .select('id')
      .where(
        'id',
        'in',
        students.map((s) => s.id),
      )
      .where('guardian_email', 'is not', null)
      .execute();
    expect(response.body).toMatchObject({
      kind: 'message',
      guardians: students.length - 1,
      byChannel: { email: withEmail.length, sms: students.length - 1 - withEmail.length },
      alreadyQueued: 0,
      configured: { sms: true, email: true },
    });
    const { matricule } = await db().selectFrom('students').select('matricule').where('id', '=', students[0].id).executeTakeFirstOrThrow();
    // The matricule tells the student apart from a namesake in the list of those without an address.
    expect(response.body.missing).toEqual([expect.objectContaining({ studentId: students[0].id, matricule })]);
    // Only SMS: the guardian with an e-mail only has no address for it.
    const smsOnly = await principal.post<NoticePreview>('/api/guardian-notices/preview', message({ channel: 'sms' }));
    expect(smsOnly.body.missing.map((m) => m.studentId).sort()).toEqual([students[0].id, students[1].id].sort());
    expect(await noticeCount()).toBe(before);
  });

  it('queues a message once per guardian in one audited batch, and the same batch again queues nothing', async () => {
    const before = await noticeCount();
    const body = message({ batchId: 'batch-0001-test', classroomIds: [classA, classB] });
    const response = await principal.post<NoticeBatch>('/api/guardian-notices', body);
    expect(response.status).toBe(201);
    const inB = await studentsOf(db(), classB);
    expect(response.body.queued).toBe(students.length - 1 + inB.length);
    expect(response.body.batch).toBe('batch-0001-test');
    expect(await noticeCount()).toBe(before + response.body.queued);
    const rows = await db().selectFrom('guardian_notices').selectAll().where('batch', '=', 'batch-0001-test').execute();
    const forEmail = rows.find((row) => row.student_id === students[1].id)!;
    expect(forEmail).toMatchObject({
      channel: 'email',
      address: 'parent@example.cm',
      subject: "Message de l'établissement",
      kind: 'message',
    });
    expect(forEmail.body).toMatch(/^Réunion samedi pour [A-Z]+/);
    const entries = await db().selectFrom('audit_log').selectAll().where('entity', '=', 'guardian_notice_batch').execute();
    expect(entries.map((entry) => entry.entity_id)).toContain('batch-0001-test');

    const again = await principal.post<NoticeBatch>('/api/guardian-notices', body);
    expect(again.body).toMatchObject({ queued: 0, alreadyQueued: response.body.queued });
    expect(await noticeCount()).toBe(before + response.body.queued);
  });

  it('tells the guardians a report card is ready once per period', async () => {
    const body = {
      kind: 'report-card',
      classroomIds: [classB],
      periodType: 'trimester',
      period: 1,
      text: 'Le bulletin de {student} est prêt.',
    };
    const first = await principal.post<NoticeBatch>('/api/guardian-notices', body);
    expect(first.status).toBe(201);
    expect(first.body.queued).toBeGreaterThan(0);
    expect((await principal.post<NoticeBatch>('/api/guardian-notices', body)).body.queued).toBe(0);
    expect((await principal.post<NoticeBatch>('/api/guardian-notices', { ...body, period: 2 })).body.queued).toBe(first.body.queued);
  });

  it('lets the bursar tell the guardians of the students in arrears, and nothing else', async () => {
    const asOf = '2026-11-21';
    const owed = (await bursar.get<Arrears>(`/api/finance/arrears?classroomId=${classB}&asOf=${asOf}`)).body;
    const response = await bursar.post<NoticeBatch>('/api/guardian-notices', {
      kind: 'arrears',
      classroomIds: [classB],
      asOf,
      text: '{student} doit {amount}.',
    });
    expect(response.status).toBe(201);
    expect(response.body.guardians + response.body.missing.length).toBe(owed.studentCount);
    if (owed.studentCount) {
      const first = owed.classrooms[0].students[0];
      const row = await db()
        .selectFrom('guardian_notices')
        .selectAll()
        .where('source', '=', `arrears:${asOf}:${first.studentId}`)
        .executeTakeFirst();
      // The label the screens and receipts write for XAF; plain spaces keep an SMS in the GSM alphabet.
      expect(row?.body).toContain(`${String(first.totalOverdue).replace(/\B(?=(\d{3})+(?!\d))/g, ' ')} FCFA.`);
    }
    const before = await noticeCount();
    const refused = await bursar.post('/api/guardian-notices', message());
    expectEnvelope(refused, 403, 'Forbidden');
    expect(refused.body.message).toBe('You may send notices about arrears only.');
    expectEnvelope(await secretary.post('/api/guardian-notices', message()), 403);
    expectEnvelope(await teacher.get('/api/guardian-notices'), 403);
    expect(await noticeCount()).toBe(before);
  });

  it('refuses a send without classroom, with an empty text or an unknown classroom, naming the field, and changes nothing', async () => {
    const before = await noticeCount();
    const cases: [Record<string, unknown>, string][] = [
      [message({ classroomIds: [] }), 'classroomIds'],
      [message({ text: '   ' }), 'text'],
      [message({ classroomIds: [classA, 999999] }), 'classroomIds'],
      [{ kind: 'report-card', classroomIds: [classA], text: 'Prêt' }, 'periodType'],
      [message({ kind: 'sms-blast' }), 'kind'],
    ];
    for (const [body, field] of cases) {
      const response = await principal.post('/api/guardian-notices', body);
      expect(response.status).toBe(400);
      expect(Object.keys(response.body.fields ?? {})).toContain(field);
    }
    expect(await noticeCount()).toBe(before);
  });

  it('lists the outbox newest first with filters and counts, and retries a failed notice', async () => {
    await db()
      .insertInto('guardian_notices')
      .values({
        student_id: students[2].id,
        kind: 'message',
        source: 'test:failed',
        channel: 'sms',
        address: '+237 600',
        body: 'Réunion',
        status: 'failed',
        attempts: 1,
        last_error: 'HTTP 400: invalid number',
        created_at: new Date().toISOString(),
        classroom_id: classA,
      })
      .execute();
    const all = await secretary.get<NoticeList>('/api/guardian-notices?limit=5');
    expect(all.status).toBe(200);
    expect(all.body.data).toHaveLength(5);
    expect(all.body.data[0].id).toBeGreaterThan(all.body.data[4].id);
    expect(all.body.data.every((notice) => /^[A-Z0-9-]{3,20}$/.test(notice.matricule))).toBe(true);
    expect(all.body.counts.failed).toBeGreaterThanOrEqual(1);
    expect(all.body.configured).toEqual({ sms: true, email: true });
    const failed = await principal.get<NoticeList>('/api/guardian-notices?status=failed');
    expect(failed.body.data.every((notice) => notice.status === 'failed')).toBe(true);
    expect(failed.body.total).toBe(all.body.counts.failed);
    const inA = await principal.get<NoticeList>(`/api/guardian-notices?classroomId=${classA}&kind=message`);
    expect(inA.body.data.every((notice) => notice.kind === 'message' && notice.classroomName !== null)).toBe(true);
    const ofOne = await principal.get<NoticeList>(`/api/guardian-notices?studentId=${students[2].id}`);
    expect(ofOne.body.data.length).toBeGreaterThanOrEqual(1);
    expect(ofOne.body.data.every((notice) => notice.studentId === students[2].id)).toBe(true);
    expect(ofOne.body.total).toBe(ofOne.body.data.length);
    // The student's page shows the student's figures, not the outbox's.
    const ofOneCounts = ofOne.body.counts.queued + ofOne.body.counts.sent + ofOne.body.counts.failed;
    expect(ofOneCounts).toBe(ofOne.body.total);
    expect(ofOneCounts).toBeLessThan(all.body.counts.queued + all.body.counts.sent + all.body.counts.failed);

    const notice = failed.body.data[0];
    expectEnvelope(await bursar.post(`/api/guardian-notices/${notice.id}/retry`), 403, 'Forbidden');
    const retried = await principal.post<GuardianNotice>(`/api/guardian-notices/${notice.id}/retry`);
    expect(retried.status).toBe(200);
    expect(retried.body).toMatchObject({ id: notice.id, status: 'queued', attempts: 0, lastError: null });
    expectEnvelope(await principal.post(`/api/guardian-notices/${notice.id}/retry`), 409, 'Conflict');
    expectEnvelope(await principal.post('/api/guardian-notices/999999/retry'), 404, 'Not Found');
  });

  it('queues a notice with a sanction when the school asks for it', async () => {
    const types = await db().selectFrom('sanction_types').select(['id', 'unit']).execute();
    const type = types.find((t) => t.unit === 'none') ?? types[0];
    const sanction = (date: string) => ({
      studentId: students[2].id,
      sanctionTypeId: type.id,
      date,
      reason: 'Retards répétés',
      duration: type.unit === 'none' ? null : 1,
    });
    const admin = await h.signIn('admin');
    const off = await admin.post('/api/sanctions', sanction('2026-11-16'));
    expect(off.status).toBe(201);
    expect(
      await db().selectFrom('guardian_notices').select('id').where('source', '=', `sanction:${off.body.id}`).executeTakeFirst(),
    ).toBeUndefined();
    await db().updateTable('options').set({ value: 'true' }).where('name', '=', 'guardian_notices_sanctions').execute();
    const on = await admin.post('/api/sanctions', sanction('2026-11-17'));
    expect(on.status).toBe(201);
    const notice = await db()
      .selectFrom('guardian_notices')
      .selectAll()
      .where('source', '=', `sanction:${on.body.id}`)
      .executeTakeFirstOrThrow();
    expect(notice).toMatchObject({ kind: 'sanction', status: 'queued', classroom_id: classA });
    expect(notice.body).toContain('Retards répétés');
  });

  it("sends the queue with the server's own sender, started as main.ts starts it", async () => {
    const batch = await principal.post<NoticeBatch>(
      '/api/guardian-notices',
      message({ classroomIds: [classA], batchId: 'batch-0002-send' }),
    );
    h.app.noticeSender.start();
    const ids = (await db().selectFrom('guardian_notices').select('id').where('batch', '=', 'batch-0002-send').execute()).map((r) => r.id);
    const end = Date.now() + 10_000;
    for (;;) {
      const rows = await db().selectFrom('guardian_notices').select('status').where('id', 'in', ids).execute();
      if (rows.every((row) => row.status === 'sent')) break;
      if (Date.now() > end) throw new Error('not sent');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(batch.body.byChannel.email).toBeGreaterThan(0);
    expect(smtp.mails.some((mail) => mail.to.includes('parent@example.cm'))).toBe(true);
    expect(gateway.repeatedKeys()).toEqual([]);
  });

  it('shows a notice only to a reader of the area it comes from: the arrears notice to the bursar, not the secretary or the discipline master', async () => {
    const owes = 'Parent de SONG Sandrine : 12 500 XAF en retard';
    const absent = 'SONG Sandrine était absente le 12/10/2026';
    const insert = (kind: 'arrears' | 'absence', body: string) =>
      db()
        .insertInto('guardian_notices')
        .values({
          student_id: students[3].id,
          kind,
          source: `test:visible:${kind}`,
          channel: 'sms',
          address: '+237 601',
          body,
          status: 'failed',
          attempts: 1,
          last_error: 'HTTP 400: invalid number',
          created_at: new Date().toISOString(),
          classroom_id: classA,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
    const arrears = (await insert('arrears', owes)).id;
    const absence = (await insert('absence', absent)).id;
    const discipline = await h.signIn('discipline');
    const lists = ['', '?kind=arrears', '?status=failed', `?classroomId=${classA}&limit=100`];
    const seen = async (client: TestClient) => {
      const answers = await Promise.all(lists.map((query) => client.get<NoticeList>(`/api/guardian-notices${query}`)));
      for (const answer of answers) expect(answer.status).toBe(200);
      return {
        text: JSON.stringify(answers.map((answer) => answer.body)),
        ids: answers.flatMap((a) => a.body.data.map((n) => n.id)),
        counts: answers[0].body.counts,
      };
    };
    const [bySecretary, byDiscipline, byBursar, byPrincipal] = await Promise.all([secretary, discipline, bursar, principal].map(seen));
    for (const reader of [bySecretary, byDiscipline]) {
      expect(reader.text).not.toContain('12 500');
      expect(reader.ids).not.toContain(arrears);
    }
    // Their counts leave it out too: the principal, who reads every area, counts it.
    expect(bySecretary.counts.failed).toBeLessThan(byPrincipal.counts.failed);
    expect(byBursar.text).toContain(owes);
    expect(byBursar.ids).toContain(arrears);
    // An absence is the discipline master's (and not the bursar's or the secretary's).
    expect(byDiscipline.text).toContain(absent);
    for (const reader of [bySecretary, byBursar]) {
      expect(reader.text).not.toContain('absente');
      expect(reader.ids).not.toContain(absence);
    }
    expect(byPrincipal.ids).toEqual(expect.arrayContaining([arrears, absence]));
    // Neither retried nor previewed by a caller who does not read it.
    expectEnvelope(await bursar.post(`/api/guardian-notices/${absence}/retry`), 404, 'Not Found');
    expect((await bursar.post(`/api/guardian-notices/${arrears}/retry`)).status).toBe(200);
  });

  it("shows the guardian's e-mail to whoever reads the contacts only", async () => {
    const id = students[1].id;
    expect((await secretary.get(`/api/students/${id}`)).body.guardianEmail).toBe('parent@example.cm');
    expect((await teacher.get(`/api/students/${id}`)).body).not.toHaveProperty('guardianEmail');
    const updated = await secretary.put(`/api/students/${id}`, {
      ...(await secretary.get(`/api/students/${id}`)).body,
      guardianEmail: 'not-an-email',
    });
    expect(updated.status).toBe(400);
    expect(Object.keys(updated.body.fields)).toContain('guardianEmail');
  });
});
