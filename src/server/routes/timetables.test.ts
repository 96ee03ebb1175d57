import type { CopyResult, Timetable, TimetableSlot } from '../../domain/contract/timetables';
import { dialects, expectEnvelope, startHarness, type Harness, type TestClient } from '../testing/harness';

interface Page<T> {
  data: T[];
  total: number;
}

describe.each(dialects())('timetables on %s', (dialect) => {
  let h: Harness;
  let studies: TestClient;
  let teacher: TestClient;
  /** The seeded timetable, shortened to the first term so others fit after it. */
  let timetable: Timetable;
  /** An empty second-term timetable, where weeks are entered from nothing. */
  let blank: Timetable;
  let classrooms: { id: number; name: string }[];
  let parts: number[];

  const db = () => h.database.db;
  const coursesOf = (classroomId: number) =>
    db()
      .selectFrom('class_courses')
      .select(['id', 'course_id', 'teacher_id'])
      .where('classroom_id', '=', classroomId)
      .orderBy('id')
      .execute();
  const weekOf = (classroomId: number) =>
    studies.get<Page<TimetableSlot>>(`/api/timetables/${blank.id}/slots?classroomId=${classroomId}`).then((r) => r.body.data);
  const snapshot = async () => ({
    slots: await db().selectFrom('timetable_slots').selectAll().orderBy('id').execute(),
    timetables: await db().selectFrom('timetables').selectAll().orderBy('id').execute(),
    audit: await db().selectFrom('audit_log').select('id').orderBy('id').execute(),
  });

  beforeAll(async () => {
    h = await startHarness(dialect);
    [studies, teacher] = await Promise.all([h.signIn('studies'), h.signIn('teacher')]);
    timetable = (await studies.get<Page<Timetable>>('/api/timetables')).body.data[0];
    classrooms = await db().selectFrom('classrooms').select(['id', 'name']).orderBy('id').execute();
    parts = (await db().selectFrom('time_parts').select('id').orderBy('position').execute()).map((p) => p.id);
  });

  const shortenAndAddBlank = async () => {
    const shortened = await studies.put<Timetable>(`/api/timetables/${timetable.id}`, { ...bodyOf(timetable), validTo: '2026-12-20' });
    expect(shortened.status).toBe(200);
    timetable = shortened.body;
    const created = await studies.post<Timetable>('/api/timetables', {
      schoolYearId: timetable.schoolYearId,
      name: 'Deuxième trimestre',
      validFrom: '2027-01-04',
      validTo: '2027-03-31',
    });
    expect(created.status).toBe(200);
    blank = created.body;
    expect(blank.slotCount).toBe(0);
  };
  const bodyOf = (t: Timetable) => ({ schoolYearId: t.schoolYearId, name: t.name, validFrom: t.validFrom, validTo: t.validTo });
  afterAll(() => h.close());

  it('seeds a year-long week in which no teacher is in two classrooms at once', async () => {
    expect(timetable).toMatchObject({ name: expect.stringMatching(/^Emploi du temps/), slotCount: expect.any(Number) });
    expect(timetable.slotCount).toBeGreaterThan(300);
    const all = (await studies.get<Page<TimetableSlot>>(`/api/timetables/${timetable.id}/slots`)).body.data;
    expect(all).toHaveLength(timetable.slotCount);
    const seen = new Set<string>();
    for (const slot of all) {
      const key = `${slot.weekday}|${slot.timePartId}|${slot.teacherId}`;
      expect(seen.has(key)).toBe(false);
      seen.add(key);
    }
    // A teacher reads its own week.
    const own = await teacher.get<Page<TimetableSlot>>(`/api/timetables/${timetable.id}/slots?teacherId=${all[0].teacherId}`);
    expect(own.status).toBe(200);
    expect(own.body.data.every((slot) => slot.teacherId === all[0].teacherId)).toBe(true);
  });

  it('keeps a date to one timetable and the dates inside the year', async () => {
    const before = await snapshot();
    const overlap = await studies.post('/api/timetables', {
      schoolYearId: timetable.schoolYearId,
      name: 'Second',
      validFrom: timetable.validTo,
      validTo: timetable.validTo,
    });
    expectEnvelope(overlap, 409);
    expect(Object.keys(overlap.body.fields)).toEqual(['validFrom', 'validTo']);
    const outside = await studies.post('/api/timetables', {
      schoolYearId: timetable.schoolYearId,
      name: 'Été',
      validFrom: '2030-07-01',
      validTo: '2030-07-31',
    });
    expectEnvelope(outside, 400);
    expect(Object.keys(outside.body.fields).sort()).toEqual(['validFrom', 'validTo']);
    const backwards = await studies.post('/api/timetables', {
      schoolYearId: timetable.schoolYearId,
      name: 'x',
      validFrom: '2026-10-02',
      validTo: '2026-10-01',
    });
    expectEnvelope(backwards, 400);
    expect(Object.keys(backwards.body.fields)).toEqual(['validTo']);
    expectEnvelope(
      await teacher.post('/api/timetables', { schoolYearId: 1, name: 'x', validFrom: '2026-10-01', validTo: '2026-10-02' }),
      403,
    );
    expect(await snapshot()).toEqual(before);
    await shortenAndAddBlank();
  });

  it("saves a classroom's week whole, and refuses every clash and bad line by name, changing nothing", async () => {
    const [a, b] = classrooms;
    const [coursesA, coursesB] = await Promise.all([coursesOf(a.id), coursesOf(b.id)]);
    const weekA = [
      { weekday: 'mon', timePartId: parts[0], classCourseId: coursesA[0].id },
      { weekday: 'mon', timePartId: parts[1], classCourseId: coursesA[1].id },
      { weekday: 'tue', timePartId: parts[0], classCourseId: coursesA[2].id },
    ];
    const saved = await studies.put<Page<TimetableSlot>>(`/api/timetables/${blank.id}/classrooms/${a.id}`, { slots: weekA });
    expect(saved.status).toBe(200);
    expect(saved.body.data.map((slot) => [slot.weekday, slot.timePartId, slot.classCourseId])).toEqual(
      weekA.map((line) => [line.weekday, line.timePartId, line.classCourseId]),
    );
    expect(await weekOf(a.id)).toHaveLength(3);
    const audit = await db().selectFrom('audit_log').select(['entity', 'entity_id']).orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(audit).toEqual({ entity: 'timetable_week', entity_id: `${blank.id}/${a.id}` });

    // Classroom B: a course whose teacher is A's Monday-second-hour teacher, at the same hour, clashes.
    const clashing = coursesB.find((course) => course.teacher_id === coursesA[1].teacher_id)!;
    expect(clashing).toBeDefined();
    const foreign = coursesA[3];
    const before = await snapshot();
    const week = [
      { weekday: 'wed', timePartId: parts[2], classCourseId: coursesB[0].id },
      { weekday: 'mon', timePartId: parts[1], classCourseId: clashing.id },
    ];
    const clash = await studies.put(`/api/timetables/${blank.id}/classrooms/${b.id}`, { slots: week });
    expectEnvelope(clash, 409);
    expect(clash.body.fields).toEqual({ 'slots[1].classCourseId': expect.stringContaining(a.name) });
    const bad = await studies.put(`/api/timetables/${blank.id}/classrooms/${b.id}`, {
      slots: [
        { weekday: 'wed', timePartId: parts[2], classCourseId: foreign.id },
        { weekday: 'thu', timePartId: parts[2], classCourseId: coursesB[2].id },
        { weekday: 'thu', timePartId: parts[2], classCourseId: coursesB[3].id },
        { weekday: 'fri', timePartId: 999_999, classCourseId: coursesB[4].id },
      ],
    });
    expectEnvelope(bad, 400);
    expect(Object.keys(bad.body.fields).sort()).toEqual(['slots[0].classCourseId', 'slots[2].weekday', 'slots[3].timePartId']);
    expectEnvelope(await teacher.put(`/api/timetables/${blank.id}/classrooms/${b.id}`, { slots: [] }), 403);
    expect(await snapshot()).toEqual(before);
  });

  it("copies a classroom's week course by course, and a timetable to new dates", async () => {
    const [a, , c] = classrooms;
    // Classroom C (5e A) shares 6e A's courses, but their teachers differ: the copy clashes with A's
    // own teachers unless they are free; either way nothing half-done stays.
    const copied = await studies.post<CopyResult>(`/api/timetables/${blank.id}/copy-classroom`, {
      fromClassroomId: a.id,
      toClassroomId: c.id,
    });
    if (copied.status === 200) {
      expect(copied.body.copied + copied.body.skipped).toBe(3);
      expect((await weekOf(c.id)).length).toBe(copied.body.copied);
    } else {
      expectEnvelope(copied, 409);
      expect(await weekOf(c.id)).toEqual([]);
    }
    expectEnvelope(await studies.post(`/api/timetables/${blank.id}/copy-classroom`, { fromClassroomId: a.id, toClassroomId: a.id }), 400);

    const third = await studies.post<{ timetable: Timetable; copied: number; skipped: number }>(`/api/timetables/${timetable.id}/copy`, {
      schoolYearId: timetable.schoolYearId,
      name: 'Troisième trimestre',
      validFrom: '2027-04-01',
      validTo: '2027-07-31',
    });
    expect(third.status).toBe(201);
    expect(third.body.skipped).toBe(0);
    expect(third.body.timetable).toMatchObject({ name: 'Troisième trimestre', slotCount: timetable.slotCount });
    expect(third.body.copied).toBe(timetable.slotCount);
    const second = third;
    const deleted = await studies.request('DELETE', `/api/timetables/${second.body.timetable.id}`);
    expect(deleted.status).toBe(200);
    expect(await db().selectFrom('timetable_slots').select('id').where('timetable_id', '=', second.body.timetable.id).execute()).toEqual(
      [],
    );
  });
});
