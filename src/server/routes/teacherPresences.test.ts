import type { Day, PeriodicStat, SaveDayLine, TeacherPresence } from '../../domain/contract/teacherPresences';
import { dialects, expectEnvelope, startHarness, type Harness, type TestClient } from '../testing/harness';

interface Page<T> {
  data: T[];
  total: number;
}

/** Mondays and a Tuesday of the seeded year (the harness seeds on Saturday 21 November 2026). */
const MONDAY = '2026-11-23';
const TUESDAY = '2026-11-24';
const SATURDAY = '2026-11-21';
const WEDNESDAY = '2026-11-18';
const THURSDAY = '2026-11-19';

describe.each(dialects())('teacher presence on %s', (dialect) => {
  let h: Harness;
  let discipline: TestClient;
  let bursar: TestClient;
  let teacher: TestClient;
  let secretary: TestClient;

  const db = () => h.database.db;
  const day = (client: TestClient, date: string, mode = 'classroom', extra?: number) =>
    client.get<Day>(`/api/teacherPresences/showDay/${date}/${mode}${extra ? `/${extra}` : ''}`);
  const line = (slot: Day['slots'][number], status: SaveDayLine['status'], extra: Partial<SaveDayLine> = {}): SaveDayLine => ({
    classCourseId: slot.classCourseId,
    timePartId: slot.timePartId,
    status,
    latenessMinutes: 0,
    replacedById: null,
    note: null,
    ...extra,
  });
  const save = (client: TestClient, date: string, lines: SaveDayLine[]) =>
    client.post<{ saved: number; unchanged: number; fields: Record<string, string> }>('/api/teacherPresences/saveDay', { date, lines });
  const snapshot = async () => ({
    records: await db().selectFrom('teacher_presences').selectAll().orderBy('id').execute(),
    audit: await db().selectFrom('audit_log').select('id').orderBy('id').execute(),
  });
  /** A teacher with no slot at the time part: free to replace. */
  const freeTeacher = (today: Day, slot: Day['slots'][number]) =>
    today.teachers.find(
      (candidate) => !today.slots.some((other) => other.timePartId === slot.timePartId && other.teacherId === candidate.id),
    )!;

  beforeAll(async () => {
    h = await startHarness(dialect);
    [discipline, bursar, teacher, secretary] = await Promise.all([
      h.signIn('discipline'),
      h.signIn('bursar'),
      h.signIn('teacher'),
      h.signIn('secretary'),
    ]);
    // A part-time teacher with no class of their own: free to replace at any hour.
    const now = new Date().toISOString();
    await db()
      .insertInto('users')
      .values({
        username: 'vacataire',
        first_name: 'Victor',
        last_name: 'Zambo',
        role: 'teacher',
        status: 'active',
        password_hash: 'x',
        email: null,
        phone: null,
        created_at: now,
        updated_at: now,
      })
      .execute();
  });
  afterAll(() => h.close());

  it("shows the day's expected slots, unchecked until recorded, and a roll call vouching for its teacher", async () => {
    const monday = await day(discipline, MONDAY);
    expect(monday.status).toBe(200);
    const slotCount = await db()
      .selectFrom('timetable_slots')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('weekday', '=', 'mon')
      .executeTakeFirstOrThrow();
    expect(monday.body.slots).toHaveLength(Number(slotCount.n));
    expect(monday.body).toMatchObject({ weekday: 'mon', mode: 'classroom', timetableId: expect.any(Number) });
    expect(monday.body.counts).toMatchObject({ slots: monday.body.slots.length, unchecked: monday.body.slots.length, uncovered: 0 });
    expect(monday.body.teachers.length).toBeGreaterThan(10);
    // Ordered by classroom, then time part.
    const first = monday.body.slots[0];
    expect(monday.body.slots.filter((slot) => slot.classroomId === first.classroomId).map((slot) => slot.timePartId)).toEqual(
      monday.body.timeParts
        .map((part) => part.id)
        .filter((id) => monday.body.slots.some((s) => s.classroomId === first.classroomId && s.timePartId === id)),
    );

    // A roll call taken in a slot marks its teacher present.
    const roll = await discipline.post(`/api/absences/${first.classroomId}/${MONDAY}/${first.timePartId}`, { lines: [] });
    expect(roll.status).toBe(200);
    const after = await day(discipline, MONDAY, 'classroom', first.classroomId);
    expect(after.body.slots[0]).toMatchObject({ state: 'present', source: 'rollCall', presenceId: null });
    expect(after.body.slots.every((slot) => slot.classroomId === first.classroomId)).toBe(true);

    // The bursar reads; a Saturday has no class; unknown classroom or teacher answer 404.
    expect((await day(bursar, MONDAY, 'teacher')).status).toBe(200);
    expect((await day(discipline, SATURDAY)).body.slots).toEqual([]);
    expectEnvelope(await day(discipline, MONDAY, 'classroom', 999_999), 404);
    expectEnvelope(await day(discipline, MONDAY, 'teacher', 999_999), 404);
    expectEnvelope(await day(discipline, MONDAY, 'room'), 400);
    expectEnvelope(await day(teacher, MONDAY), 403);
    expectEnvelope(await day(secretary, MONDAY), 403);
  });

  it('saves the whole day in one call, counts what is uncovered, and writes only what changed', async () => {
    const monday = (await day(discipline, MONDAY)).body;
    const [absent, late, replaced, cancelled] = monday.slots;
    const substitute = freeTeacher(monday, replaced);
    const lines = monday.slots.map((slot) => {
      if (slot === absent) return line(slot, 'absent', { note: 'Malade' });
      if (slot === late) return line(slot, 'late', { latenessMinutes: 15 });
      if (slot === replaced) return line(slot, 'replaced', { replacedById: substitute.id });
      if (slot === cancelled) return line(slot, 'cancelled');
      // Other statuses' minutes and replacement are not kept.
      return line(slot, 'present', { latenessMinutes: 5 });
    });
    const auditBefore = (await snapshot()).audit.length;
    const saved = await save(discipline, MONDAY, lines);
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ saved: lines.length, unchanged: 0 });
    const after = await snapshot();
    expect(after.audit.length).toBe(auditBefore + 1);
    expect(after.records.filter((record) => record.date === MONDAY)).toHaveLength(lines.length);
    expect(after.records.every((record) => record.status === 'late' || record.lateness_minutes === 0)).toBe(true);

    const read = (await day(discipline, MONDAY)).body;
    expect(read.counts).toEqual({
      slots: lines.length,
      present: lines.length - 4,
      absent: 1,
      late: 1,
      replaced: 1,
      cancelled: 1,
      unchecked: 0,
      uncovered: 1,
    });
    expect(
      read.slots.find((slot) => slot.classCourseId === replaced.classCourseId && slot.timePartId === replaced.timePartId),
    ).toMatchObject({
      state: 'replaced',
      replacedById: substitute.id,
      replacedByName: substitute.name,
      recordedBy: 'Roger Abena',
    });
    // The replacing teacher's own day shows the class taken.
    const theirs = (await day(discipline, MONDAY, 'teacher', substitute.id)).body;
    expect(theirs.slots.some((slot) => slot.replacedById === substitute.id)).toBe(true);

    // The same day again: nothing to write, nothing audited.
    const again = await save(discipline, MONDAY, lines);
    expect(again.body).toEqual({ saved: 0, unchanged: lines.length });
    expect((await snapshot()).audit.length).toBe(auditBefore + 1);
  });

  it('refuses bad lines, naming each, and changes nothing', async () => {
    const tuesday = (await day(discipline, TUESDAY)).body;
    const monday = (await day(discipline, MONDAY)).body;
    const [a, b, c, d] = tuesday.slots;
    // A Monday class that Tuesday's timetable does not hold at that time part.
    const notToday = monday.slots.find(
      (slot) => !tuesday.slots.some((t) => t.classCourseId === slot.classCourseId && t.timePartId === slot.timePartId),
    )!;
    const before = await snapshot();

    const bad = await save(discipline, TUESDAY, [
      line(a, 'late', { latenessMinutes: 61 }),
      line(b, 'replaced', { replacedById: b.teacherId }),
      line(notToday, 'present'),
      line(c, 'replaced', {
        replacedById: (await db().selectFrom('users').select('id').where('username', '=', 'bursar').executeTakeFirstOrThrow()).id,
      }),
      line(a, 'present'),
    ]);
    expectEnvelope(bad, 400);
    expect(Object.keys(bad.body.fields).sort()).toEqual([
      'lines[0].latenessMinutes',
      'lines[1].replacedById',
      'lines[2].classCourseId',
      'lines[3].replacedById',
      'lines[4].classCourseId',
    ]);
    // Late without minutes, replaced without anyone: the contract's own rules.
    expectEnvelope(await save(discipline, TUESDAY, [line(a, 'late')]), 400);
    expectEnvelope(await save(discipline, TUESDAY, [line(a, 'replaced')]), 400);
    // A date outside every timetable, hence outside the school year.
    const outside = await save(discipline, '2031-01-06', [line(a, 'present')]);
    expectEnvelope(outside, 400);
    expect(Object.keys(outside.body.fields)).toEqual(['date']);

    // A replacement by a teacher who teaches elsewhere at that hour is a clash (409).
    const busyTeacher = tuesday.slots.find(
      (slot) => slot.timePartId === d.timePartId && slot.teacherId !== d.teacherId && slot.teacherId !== null,
    )!;
    const clash = await save(discipline, TUESDAY, [line(d, 'replaced', { replacedById: busyTeacher.teacherId! })]);
    expectEnvelope(clash, 409);
    expect(clash.body.fields).toEqual({ 'lines[0].replacedById': expect.stringContaining(busyTeacher.classroomName) });
    // Two classes at once given to the same free teacher: the second clashes.
    const free = freeTeacher(tuesday, d);
    const sameHour = tuesday.slots.filter((slot) => slot.timePartId === d.timePartId).slice(0, 2);
    const twice = await save(
      discipline,
      TUESDAY,
      sameHour.map((slot) => line(slot, 'replaced', { replacedById: free.id })),
    );
    expectEnvelope(twice, 409);
    expect(Object.keys(twice.body.fields)).toEqual(['lines[1].replacedById']);

    expectEnvelope(await save(bursar, TUESDAY, [line(a, 'present')]), 403);
    expectEnvelope(await save(teacher, TUESDAY, [line(a, 'present')]), 403);
    expect(await snapshot()).toEqual(before);
  });

  it('records, corrects, lists and deletes one slot at a time', async () => {
    const tuesday = (await day(discipline, TUESDAY)).body;
    const slot = tuesday.slots[5];
    const body = { date: TUESDAY, ...line(slot, 'absent') };
    const created = await discipline.post<TeacherPresence>('/api/teacherPresences', body);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      date: TUESDAY,
      status: 'absent',
      teacherId: slot.teacherId,
      hours: slot.hours,
      classroomName: slot.classroomName,
    });
    expectEnvelope(await discipline.post('/api/teacherPresences', body), 409);

    const updated = await discipline.put<TeacherPresence>(`/api/teacherPresences/${created.body.id}`, {
      ...body,
      status: 'late',
      latenessMinutes: 10,
    });
    expect(updated.body).toMatchObject({ id: created.body.id, status: 'late', latenessMinutes: 10, updatedBy: 'Roger Abena' });
    expect((await discipline.get<TeacherPresence>(`/api/teacherPresences/${created.body.id}`)).body.status).toBe('late');

    const listed = await bursar.get<Page<TeacherPresence>>(
      `/api/teacherPresences?teacherId=${slot.teacherId}&from=${TUESDAY}&to=${TUESDAY}`,
    );
    expect(listed.body.data.map((record) => record.id)).toContain(created.body.id);
    const lateOnly = await bursar.get<Page<TeacherPresence>>(`/api/teacherPresences?status=late&from=${MONDAY}&to=${TUESDAY}`);
    expect(lateOnly.body.data.every((record) => record.status === 'late')).toBe(true);
    expect(lateOnly.body.total).toBe(2);

    expect((await discipline.request('DELETE', `/api/teacherPresences/${created.body.id}`)).body).toEqual({ deleted: 1 });
    expectEnvelope(await discipline.get(`/api/teacherPresences/${created.body.id}`), 404);
    expectEnvelope(await discipline.request('DELETE', `/api/teacherPresences/${created.body.id}`), 404);
    const audit = await db()
      .selectFrom('audit_log')
      .select(['action', 'entity'])
      .where('entity', '=', 'teacher_presence')
      .orderBy('id')
      .execute();
    expect(audit.map((entry) => entry.action)).toEqual(['create', 'update', 'delete']);
  });

  it("sums each teacher's period: expected, present, absent, late, replaced, replacing, unchecked and the rate", async () => {
    const monday = (await day(discipline, MONDAY)).body;
    const stat = await bursar.get<PeriodicStat>(`/api/teacherPresences/periodicStat/${MONDAY}/${MONDAY}`);
    expect(stat.status).toBe(200);
    const byId = new Map(stat.body.data.map((row) => [row.teacherId, row]));
    for (const row of stat.body.data) {
      // Every expected hour is present, absent, replaced or unchecked; cancelled ones left the expectation.
      expect(row.presentHours + row.absentHours + row.replacedHours + row.uncheckedHours).toBeCloseTo(row.expectedHours, 5);
      expect(row.taughtHours).toBeCloseTo(row.presentHours + row.replacingHours, 5);
    }
    const replaced = monday.slots.find((slot) => slot.state === 'replaced')!;
    expect(byId.get(replaced.replacedById!)!.replacingHours).toBe(replaced.hours);
    expect(byId.get(replaced.teacherId!)!.replacedHours).toBeGreaterThanOrEqual(replaced.hours);
    const late = monday.slots.find((slot) => slot.state === 'late')!;
    expect(byId.get(late.teacherId!)).toMatchObject({ lateCount: 1, lateMinutes: 15 });
    expect(stat.body.totals.expectedHours).toBeCloseTo(
      monday.slots.filter((slot) => slot.state !== 'cancelled').reduce((sum, slot) => sum + slot.hours, 0),
      5,
    );
    expect(stat.body.totals).toMatchObject({ absentHours: 1, uncheckedHours: 0, cancelledHours: 1 });
    // The seeded part-time teachers are flagged.
    expect(
      stat.body.data
        .filter((row) => row.partTime)
        .map((row) => row.teacherName)
        .sort(),
    ).toEqual(['Amadou Bello', 'Grace Nkeng']);

    const workbook = await bursar.request('GET', `/api/teacherPresences/periodicStat/${MONDAY}/${TUESDAY}/xlsx`);
    expect(workbook.status).toBe(200);
    expect(workbook.headers.get('content-type')).toContain('spreadsheetml');
    // Named as the statistics tab names it, in the caller's language.
    expect(workbook.headers.get('content-disposition')).toBe(
      `attachment; filename="teacher-presence-2026-11-23-2026-11-24.xlsx"; filename*=UTF-8''teacher-presence-2026-11-23-2026-11-24.xlsx`,
    );
    const french = await bursar.request('GET', `/api/teacherPresences/periodicStat/${MONDAY}/${TUESDAY}/xlsx`, {
      headers: { 'accept-language': 'fr' },
    });
    expect(french.headers.get('content-disposition')).toBe(
      `attachment; filename="presence-des-enseignants-2026-11-23-2026-11-24.xlsx"; filename*=UTF-8''pr%C3%A9sence-des-enseignants-2026-11-23-2026-11-24.xlsx`,
    );

    expectEnvelope(await bursar.get(`/api/teacherPresences/periodicStat/${TUESDAY}/${MONDAY}`), 400);
    expectEnvelope(await bursar.get('/api/teacherPresences/periodicStat/2026-01-01/2027-12-31'), 400);
    expectEnvelope(await teacher.get(`/api/teacherPresences/periodicStat/${MONDAY}/${TUESDAY}`), 403);
  });

  it('holds a teacher recorded absent from their own class at that hour: refused as a replacement elsewhere, either way round, and not paid for it', async () => {
    const wednesday = (await day(discipline, WEDNESDAY)).body;
    // A part-time teacher's class, and another class at the same hour.
    const own = wednesday.slots.find((slot) => slot.teacherName === 'Amadou Bello')!;
    const other = wednesday.slots.find((slot) => slot.timePartId === own.timePartId && slot.teacherId !== own.teacherId)!;
    const bello = own.teacherId!;
    expect((await save(discipline, WEDNESDAY, [line(own, 'absent')])).status).toBe(200);

    // The day's save and the single record refuse the absent teacher as a replacement at that hour.
    const refused = await save(discipline, WEDNESDAY, [line(other, 'replaced', { replacedById: bello })]);
    expectEnvelope(refused, 409);
    expect(refused.body.fields).toEqual({
      'lines[0].replacedById': `This teacher is recorded absent from ${own.classroomName} at that time.`,
    });
    const sameSave = await save(discipline, WEDNESDAY, [line(own, 'absent'), line(other, 'replaced', { replacedById: bello })]);
    expectEnvelope(sameSave, 409);
    expect(Object.keys(sameSave.body.fields)).toEqual(['lines[1].replacedById']);
    expectEnvelope(
      await discipline.post('/api/teacherPresences', { date: WEDNESDAY, ...line(other, 'replaced', { replacedById: bello }) }),
      409,
    );

    // The other way round: a class cancelled frees its teacher to replace; marking them absent from it then clashes.
    const [record] = (
      await discipline.get<Page<TeacherPresence>>(`/api/teacherPresences?teacherId=${bello}&from=${WEDNESDAY}&to=${WEDNESDAY}`)
    ).body.data;
    expect((await discipline.put(`/api/teacherPresences/${record.id}`, { date: WEDNESDAY, ...line(own, 'cancelled') })).status).toBe(200);
    expect((await save(discipline, WEDNESDAY, [line(other, 'replaced', { replacedById: bello })])).status).toBe(200);
    const absentAgain = await discipline.put(`/api/teacherPresences/${record.id}`, { date: WEDNESDAY, ...line(own, 'absent') });
    expectEnvelope(absentAgain, 409);
    expect(Object.keys(absentAgain.body.fields)).toEqual(['status']);
    // Put back: absent, and the other class taken by someone free.
    const free = freeTeacher(wednesday, other);
    expect((await save(discipline, WEDNESDAY, [line(other, 'replaced', { replacedById: free.id }), line(own, 'absent')])).status).toBe(200);

    // Nothing taken as a replacement that hour, so nothing paid for it.
    const stat = await bursar.get<PeriodicStat>(`/api/teacherPresences/periodicStat/${WEDNESDAY}/${WEDNESDAY}`);
    expect(stat.body.data.find((row) => row.teacherId === bello)).toMatchObject({ replacingHours: 0, absentHours: own.hours });
    const statement = await bursar.get<{ lines: { kind: string }[] }>(`/api/teacher-statements/2026-11/${bello}`);
    expect(statement.status).toBe(200);
    expect(statement.body.lines.filter((entry) => entry.kind === 'replacement')).toEqual([]);
  });

  it('lists who is busy at each hour of the whole day, absent teachers included, so the replacement list offers only the free', async () => {
    const before = (await day(discipline, THURSDAY)).body;
    const own = before.slots[0];
    const other = before.slots.find((slot) => slot.timePartId === own.timePartId && slot.classroomId !== own.classroomId)!;
    expect((await save(discipline, THURSDAY, [line(own, 'absent')])).status).toBe(200);

    // Narrowed to another classroom, the list still covers the whole day.
    const thursday = (await day(discipline, THURSDAY, 'classroom', other.classroomId)).body;
    expect(thursday.slots.every((slot) => slot.classroomId === other.classroomId)).toBe(true);
    expect(thursday.busy).toContainEqual({ teacherId: own.teacherId, timePartId: own.timePartId, classCourseId: own.classCourseId });
    const busyAt = new Set(thursday.busy.filter((entry) => entry.timePartId === own.timePartId).map((entry) => entry.teacherId));
    const free = thursday.teachers.filter((candidate) => !busyAt.has(candidate.id));
    // Free: who has no class of their own at that hour (the part-time teacher added above among them), not the absent one.
    expect(free).toEqual(
      before.teachers.filter(
        (candidate) => !before.slots.some((slot) => slot.timePartId === own.timePartId && slot.teacherId === candidate.id),
      ),
    );
    expect(free.map((candidate) => candidate.name)).toContain('Victor Zambo');

    // Every busy teacher is refused, every free one accepted; the one taken is busy then.
    for (const teacherId of [...busyAt].filter((id) => id !== other.teacherId))
      expectEnvelope(await save(discipline, THURSDAY, [line(other, 'replaced', { replacedById: teacherId })]), 409);
    expect((await save(discipline, THURSDAY, [line(other, 'replaced', { replacedById: free[0].id })])).status).toBe(200);
    expect((await day(discipline, THURSDAY)).body.busy).toContainEqual({
      teacherId: free[0].id,
      timePartId: other.timePartId,
      classCourseId: other.classCourseId,
    });
  });
});
