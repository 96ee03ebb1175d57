import type { Dashboard } from '../../domain/contract/dashboard';
import type { FinanceStatistics, Journal } from '../../domain/contract/financeReports';
import type { AverageMarks } from '../../domain/contract/statistics';
import type { Day } from '../../domain/contract/teacherPresences';
import { ROLE_TILES } from '../../domain/dashboard/tiles';
import { addDays, weekdayOf } from '../../domain/presence/week';
import { dataStamp } from '../services/dashboard/yearFigures';
import { localDate, nowIso } from '../services/shared/clock';
import { dialects, expectEnvelope, startHarness, TestClient, type Harness } from '../testing/harness';

/**
 * The dashboards over HTTP on a real database: each demo account's role gets its tiles, and each
 * figure is the one the screen it links to shows (or a count made here from the rows written).
 */
describe.each(dialects())('dashboards on %s', (dialect) => {
  let h: Harness;
  const clients: Record<string, TestClient> = {};
  let yearId: number;
  /** A Monday of the school year: the day of the roll calls, absences and presence written here. */
  const day = '2026-11-23';
  let today: string;
  let classroomA: { id: number; name: string };
  let classroomB: { id: number; name: string };
  let teacherId: number;
  let studentsOfA: number[];
  let timePartIds: number[];
  let classCourseFull: number;
  let classCourseHalf: number;

  const db = () => h.database.db;
  const dashboard = (role: string, date = day) => clients[role].get<Dashboard>(`/api/dashboard/${yearId}?date=${date}`);
  const countOf = async (query: { executeTakeFirstOrThrow(): Promise<{ n: unknown }> }) =>
    Number((await query.executeTakeFirstOrThrow()).n);

  beforeAll(async () => {
    h = await startHarness(dialect);
    for (const role of ['admin', 'principal', 'studies', 'discipline', 'bursar', 'secretary', 'teacher'])
      clients[role] = await h.signIn(role);
    today = localDate();
    yearId = (await db().selectFrom('school_years').select('id').where('current', '=', 1).executeTakeFirstOrThrow()).id;
    teacherId = (await db().selectFrom('users').select('id').where('username', '=', 'teacher').executeTakeFirstOrThrow()).id;
    // A secondary classroom where the demo teacher teaches.
    const taught = await db()
      .selectFrom('class_courses as cc')
      .innerJoin('classrooms as c', 'c.id', 'cc.classroom_id')
      .innerJoin('levels as l', 'l.id', 'c.level_id')
      .select(['c.id', 'c.name', 'cc.id as class_course_id'])
      .where('cc.teacher_id', '=', teacherId)
      .where('l.grading_system', '=', 'sequence')
      .where('c.school_year_id', '=', yearId)
      .orderBy('c.id')
      .orderBy('cc.id')
      .execute();
    classroomA = { id: taught[0].id, name: taught[0].name };
    const other = await db()
      .selectFrom('classrooms')
      .select(['id', 'name'])
      .where('school_year_id', '=', yearId)
      .where('id', '!=', classroomA.id)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    classroomB = { id: other.id, name: other.name };
    const coursesOfA = await db()
      .selectFrom('class_courses')
      .select('id')
      .where('classroom_id', '=', classroomA.id)
      .orderBy('id')
      .execute();
    classCourseFull = coursesOfA[0].id;
    classCourseHalf = coursesOfA[1].id;
    studentsOfA = (
      await db()
        .selectFrom('registrations')
        .select('student_id')
        .where('classroom_id', '=', classroomA.id)
        .where('status', '=', 'active')
        .orderBy('student_id')
        .execute()
    ).map((row) => row.student_id);
    expect(studentsOfA.length).toBeGreaterThanOrEqual(4);
    timePartIds = (await db().selectFrom('time_parts').select('id').orderBy('position').execute()).map((row) => row.id);
    const now = nowIso();

    // The day: one roll call taken in classroom A (two absent, one late), a teacher recorded absent in one slot, present in another.
    await db()
      .insertInto('roll_calls')
      .values({
        classroom_id: classroomA.id,
        school_year_id: yearId,
        date: day,
        time_part_id: timePartIds[0],
        taken_at: now,
        updated_at: now,
      })
      .execute();
    await db()
      .insertInto('absences')
      .values(
        [
          { student: studentsOfA[0], status: 'absent' as const, late: 0 },
          { student: studentsOfA[1], status: 'absent' as const, late: 0 },
          { student: studentsOfA[2], status: 'present' as const, late: 10 },
        ].map((line) => ({
          student_id: line.student,
          classroom_id: classroomA.id,
          school_year_id: yearId,
          date: day,
          time_part_id: timePartIds[0],
          status: line.status,
          lateness_minutes: line.late,
          justified: 0 as const,
          entered_at: now,
          updated_at: now,
        })),
      )
      .execute();
    const slots = await db()
      .selectFrom('timetable_slots as s')
      .innerJoin('timetables as t', 't.id', 's.timetable_id')
      .innerJoin('class_courses as cc', 'cc.id', 's.class_course_id')
      .select(['s.classroom_id', 's.time_part_id', 's.class_course_id', 'cc.teacher_id'])
      .where('t.valid_from', '<=', day)
      .where('t.valid_to', '>=', day)
      .where('s.weekday', '=', weekdayOf(day))
      .orderBy('s.id')
      .execute();
    expect(slots.length).toBeGreaterThan(2);
    await db()
      .insertInto('teacher_presences')
      .values(
        (['absent', 'present'] as const).map((status, index) => ({
          school_year_id: yearId,
          date: day,
          time_part_id: slots[index].time_part_id,
          classroom_id: slots[index].classroom_id,
          class_course_id: slots[index].class_course_id,
          teacher_id: slots[index].teacher_id,
          hours: 1,
          status,
          lateness_minutes: 0,
          recorded_at: now,
          updated_at: now,
        })),
      )
      .execute();

    // Marks of sequence 2: every student in one class course of A, half of them in another; sequence 1 in a third.
    const markRows = [
      ...studentsOfA.map((student, index) => ({ student, classCourse: classCourseFull, sequence: 2, value: 8 + (index % 8) })),
      ...studentsOfA
        .slice(0, Math.ceil(studentsOfA.length / 2))
        .map((student) => ({ student, classCourse: classCourseHalf, sequence: 2, value: 12 })),
      { student: studentsOfA[0], classCourse: coursesOfA[2].id, sequence: 1, value: 10 },
    ];
    await db()
      .insertInto('marks')
      .values(
        markRows.map((row) => ({
          student_id: row.student,
          class_course_id: row.classCourse,
          sequence: row.sequence,
          value: row.value,
          created_at: now,
          updated_at: now,
        })),
      )
      .execute();

    // A pending suggestion and a dismissed one for students of A.
    await db()
      .insertInto('sanction_suggestions')
      .values(
        (['pending', 'dismissed'] as const).map((status, index) => ({
          student_id: studentsOfA[index],
          school_year_id: yearId,
          trimester: 1,
          band: 0,
          threshold_hours: 10,
          hours: 12 + index,
          sanction_code: 'AVERT',
          days: null,
          status,
          created_at: now,
        })),
      )
      .execute();

    // Cards: one student of A has a code in force, another a revoked one; one has a photo.
    await db()
      .insertInto('access_codes')
      .values([
        { student_id: studentsOfA[0], school_year_id: yearId, code_hash: 'hash-in-force', created_at: now },
        { student_id: studentsOfA[1], school_year_id: yearId, code_hash: 'hash-revoked', created_at: now, revoked_at: now },
      ])
      .execute();
    await db().updateTable('students').set({ photo: 'photo-a.jpg' }).where('id', '=', studentsOfA[0]).execute();

    // Money: the level of A charged a schedule, and a payment taken today.
    const levelId = (await db().selectFrom('classrooms').select('level_id').where('id', '=', classroomA.id).executeTakeFirstOrThrow())
      .level_id;
    const feeTypes = Object.fromEntries(
      (await db().selectFrom('fee_types').select(['id', 'name']).execute()).map((row) => [row.name, row.id]),
    );
    const schedule = await clients.bursar.put(`/api/fee-schedules/${yearId}/${levelId}`, {
      instalments: [
        { feeTypeId: feeTypes.Inscription, label: 'Inscription', amount: 10000, dueDate: '2026-09-07' },
        { feeTypeId: feeTypes['Scolarité'], label: 'Tranche 1', amount: 30000, dueDate: '2026-10-15' },
        { feeTypeId: feeTypes['Scolarité'], label: 'Tranche 2', amount: 30000, dueDate: '2027-01-15' },
      ],
    });
    expect(schedule.status).toBe(200);
    const session = await clients.bursar.post('/api/cash-sessions', { openingFloat: 0 });
    expect(session.status).toBe(201);
    for (const [method, amount] of [
      ['cash', 40000],
      ['mobile', 10000],
    ] as const) {
      const paid = await clients.bursar.post('/api/payments', {
        studentId: studentsOfA[0],
        sessionId: session.body.id,
        amount,
        method,
        ...(method === 'mobile' ? { reference: 'MP-1' } : {}),
      });
      expect(paid.status).toBe(201);
    }

    // A registration today.
    const created = await clients.secretary.post('/api/students', {
      firstName: 'Nouvelle',
      lastName: 'Inscrite',
      sex: 'F',
      birthDate: '2014-03-02',
    });
    expect(created.status).toBe(201);
    // In another classroom, so A's marks stay complete where they are.
    const registered = await clients.secretary.post('/api/registrations', { studentId: created.body.id, classroomId: classroomB.id });
    expect(registered.status).toBe(201);
  });
  afterAll(() => h.close());

  it('gives each of the seven demo accounts the tiles of its role, and no other', async () => {
    for (const role of Object.keys(clients)) {
      const response = await dashboard(role);
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({ schoolYearId: yearId, date: day, role, tiles: ROLE_TILES[role as keyof typeof ROLE_TILES] });
      for (const [tile, value] of Object.entries(response.body))
        if (!['schoolYearId', 'date', 'role', 'tiles'].includes(tile))
          expect([tile, value === null]).toEqual([tile, !response.body.tiles.includes(tile as never)]);
    }
  });

  it('shows the principal the enrolment, the day’s absences and uncovered classes, the money and the averages', async () => {
    const { body } = await dashboard('principal');
    const kpis = (await clients.principal.get(`/api/statistics/kpis/${yearId}?date=${day}`)).body;
    expect(body.enrolment).toEqual(kpis.students);
    expect(body.enrolment!.total).toBe(
      await countOf(
        db()
          .selectFrom('registrations')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('school_year_id', '=', yearId)
          .where('status', '=', 'active'),
      ),
    );
    expect(body.absences).toEqual({ absent: 2, late: 1 });

    const presence = (await clients.principal.get<Day>(`/api/teacherPresences/showDay/${day}/classroom`)).body;
    // Only the class whose teacher was recorded absent is without its teacher; the slots nobody checked are told apart.
    expect(body.uncoveredClasses).toMatchObject({ count: 1, unchecked: presence.counts.unchecked });
    expect(body.uncoveredClasses!.count).toBe(presence.counts.uncovered);
    expect(presence.counts.unchecked).toBeGreaterThan(0);
    expect(body.uncoveredClasses!.slots[0].state).toBe('absent');
    expect(body.uncoveredClasses!.slots.length).toBe(5);

    const stats = (await clients.principal.get<FinanceStatistics>(`/api/finance/statistics/${yearId}`)).body;
    expect(body.money).toEqual({
      expected: stats.totals.expected,
      collected: 50000,
      share: Math.round((50000 / stats.totals.expected) * 10000) / 10000,
    });
    expect(stats.totals.collected).toBe(50000);

    const averages = (await clients.principal.get<AverageMarks>(`/api/statistics/average-marks/${yearId}/all/all/sequence/2`)).body;
    expect(body.averages).toEqual({
      sequence: 2,
      evaluated: averages.overall.evaluated,
      average: averages.overall.average,
      successRate: averages.overall.successRate,
    });
    expect(body.averages!.evaluated).toBeGreaterThan(0);
    // The administrator sees the same.
    const admin = (await dashboard('admin')).body;
    expect(admin.enrolment).toEqual(body.enrolment);
    expect(admin.money).toEqual(body.money);
  });

  it('shows the studies director the averages, the marks still to enter of the latest sequence and the uncovered classes', async () => {
    const { body } = await dashboard('studies');
    const principal = (await dashboard('principal')).body;
    expect(body.averages).toEqual(principal.averages);
    expect(body.uncoveredClasses).toEqual(principal.uncoveredClasses);
    const secondaryCourses = await countOf(
      db()
        .selectFrom('class_courses as cc')
        .innerJoin('classrooms as c', 'c.id', 'cc.classroom_id')
        .innerJoin('levels as l', 'l.id', 'c.level_id')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('c.school_year_id', '=', yearId)
        .where('l.grading_system', '=', 'sequence')
        .where(({ exists, selectFrom }) =>
          exists(selectFrom('registrations as r').select('r.id').whereRef('r.classroom_id', '=', 'c.id').where('r.status', '=', 'active')),
        ),
    );
    // Every class course with students lacks marks of sequence 2 but the one fully marked.
    expect(body.marksToEnter!.sequence).toBe(2);
    expect(body.marksToEnter!.count).toBe(secondaryCourses - 1);
    expect(body.marksToEnter!.classCourses.map((row) => row.classCourseId)).not.toContain(classCourseFull);
    expect(body.marksToEnter!.classCourses.length).toBe(5);
  });

  it('shows the discipline master the missing roll calls and the sanctions to confirm of its classes, and the day’s absences', async () => {
    const { body } = await dashboard('discipline');
    const disciplineId = (await db().selectFrom('users').select('id').where('username', '=', 'discipline').executeTakeFirstOrThrow()).id;
    const classes = (
      await db()
        .selectFrom('staff_assignments')
        .select('classroom_id')
        .where('user_id', '=', disciplineId)
        .where('kind', '=', 'discipline')
        .execute()
    ).map((row) => row.classroom_id);
    expect(classes).toContain(classroomA.id);
    expect(body.missingRollCalls!.count).toBe(classes.length * timePartIds.length - 1);
    expect(body.missingRollCalls!.slots.some((slot) => slot.classroomId === classroomA.id && slot.timePartId === timePartIds[0])).toBe(
      false,
    );
    expect(body.sanctionsToConfirm).toMatchObject({ count: 1, latest: [{ studentId: studentsOfA[0], sanctionCode: 'AVERT', hours: 12 }] });
    expect(body.absences).toEqual({ absent: 2, late: 1 });
    // Sunday has no roll call to miss.
    expect((await dashboard('discipline', '2026-11-22')).body.missingRollCalls).toEqual({ count: 0, slots: [] });
  });

  it('shows the bursar the day’s journal and the arrears', async () => {
    const { body } = await dashboard('bursar', today);
    const journal = (await clients.bursar.get<Journal>(`/api/finance/journal/${today}`)).body;
    expect(body.journal).toEqual({ count: 2, cash: 40000, mobile: 10000, bank: 0, total: 50000 });
    expect(body.journal!.total).toBe(journal.totals.total);
    const arrears = (await clients.bursar.get(`/api/finance/arrears?schoolYearId=${yearId}&asOf=${today}`)).body;
    expect(body.arrears).toEqual({ students: arrears.studentCount, totalOverdue: arrears.totalOverdue });
    expect(body.arrears!.students).toBeGreaterThan(0);
    expect(body.arrears!.totalOverdue).toBeGreaterThan(0);
    // Another day's journal is empty.
    expect((await dashboard('bursar', addDays(today, -1))).body.journal).toEqual({ count: 0, cash: 0, mobile: 0, bank: 0, total: 0 });
  });

  it('shows a teacher its lessons of the day, the roll calls to take and its marks still to enter', async () => {
    const { body } = await dashboard('teacher');
    const lessons = await db()
      .selectFrom('timetable_slots as s')
      .innerJoin('timetables as t', 't.id', 's.timetable_id')
      .innerJoin('class_courses as cc', 'cc.id', 's.class_course_id')
      .select(['s.classroom_id', 's.time_part_id'])
      .where('t.valid_from', '<=', day)
      .where('t.valid_to', '>=', day)
      .where('s.weekday', '=', weekdayOf(day))
      .where('cc.teacher_id', '=', teacherId)
      .execute();
    expect(body.classesToday!.count).toBe(lessons.length);
    for (const slot of body.classesToday!.slots)
      expect(slot.rollCallTaken).toBe(slot.classroomId === classroomA.id && slot.timePartId === timePartIds[0]);
    const assigned = (
      await db()
        .selectFrom('staff_assignments')
        .select('classroom_id')
        .where('user_id', '=', teacherId)
        .where('kind', '=', 'attendance')
        .execute()
    ).map((row) => row.classroom_id);
    const wanted = new Set([
      ...lessons.map((slot) => `${slot.classroom_id}|${slot.time_part_id}`),
      ...assigned.flatMap((classroomId) => timePartIds.map((part) => `${classroomId}|${part}`)),
    ]);
    wanted.delete(`${classroomA.id}|${timePartIds[0]}`);
    expect(body.rollCallsToTake!.count).toBe(wanted.size);
    const own = await countOf(
      db()
        .selectFrom('class_courses as cc')
        .innerJoin('classrooms as c', 'c.id', 'cc.classroom_id')
        .innerJoin('levels as l', 'l.id', 'c.level_id')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('cc.teacher_id', '=', teacherId)
        .where('c.school_year_id', '=', yearId)
        .where('l.grading_system', '=', 'sequence')
        .where(({ exists, selectFrom }) =>
          exists(selectFrom('registrations as r').select('r.id').whereRef('r.classroom_id', '=', 'c.id').where('r.status', '=', 'active')),
        ),
    );
    const fullIsOwn =
      (await db().selectFrom('class_courses').select('teacher_id').where('id', '=', classCourseFull).executeTakeFirstOrThrow())
        .teacher_id === teacherId;
    expect(body.marksToEnter!.count).toBe(own - (fullIsOwn ? 1 : 0));
    expect(body.marksToEnter!.sequence).toBe(2);
  });

  it('shows the secretary the new registrations and the students without a photo or a card', async () => {
    const { body } = await dashboard('secretary', today);
    const active = await countOf(
      db()
        .selectFrom('registrations')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('school_year_id', '=', yearId)
        .where('status', '=', 'active'),
    );
    const since = addDays(today, -6);
    const recent = await countOf(
      db()
        .selectFrom('registrations')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('school_year_id', '=', yearId)
        .where('status', '=', 'active')
        .where('registered_on', '>=', since)
        .where('registered_on', '<=', today),
    );
    expect(body.registrations!.count).toBe(recent);
    expect(body.registrations!.latest[0]).toMatchObject({
      studentName: 'INSCRITE Nouvelle',
      classroomName: classroomB.name,
      registeredOn: today,
    });
    expect(body.withoutPhoto!.count).toBe(active - 1);
    expect(body.withoutCard!.count).toBe(active - 1);
    // The classrooms with most students to do come first, five at most; A, with a card made, has one fewer than its size.
    const counts = body.withoutCard!.classrooms.map((row) => row.count);
    expect(counts).toEqual([...counts].sort((x, y) => y - x));
    expect(counts.length).toBe(5);
    expect(body.withoutCard!.classrooms.find((row) => row.classroomId === classroomA.id)).toBeUndefined();
    expect(counts[4]).toBeGreaterThanOrEqual(studentsOfA.length - 1);
  });

  it('counts a card made or revoked at once, though it keeps the figure', async () => {
    const withoutCard = async () => (await dashboard('secretary', today)).body.withoutCard!.count;
    const before = await withoutCard();
    const student = studentsOfA[2];
    expect((await clients.secretary.post('/api/access_codes', { studentIds: [student] })).status).toBe(201);
    expect(await withoutCard()).toBe(before - 1);
    // A revocation adds no row: only the cards' counter tells the kept figure.
    expect((await clients.secretary.post('/api/access_codes/revoke', { studentIds: [student] })).body).toEqual({ revoked: 1 });
    expect(await withoutCard()).toBe(before);
  });

  it('shows a mark of a new sequence and a new payment at once, though it keeps the year-wide figures', async () => {
    const before = (await dashboard('principal')).body;
    await db()
      .insertInto('marks')
      .values({
        student_id: studentsOfA[0],
        class_course_id: classCourseFull,
        sequence: 3,
        value: 15,
        created_at: nowIso(),
        updated_at: nowIso(),
      })
      .execute();
    const session = (await clients.bursar.get('/api/cash-sessions/current')).body;
    const paid = await clients.bursar.post('/api/payments', {
      studentId: studentsOfA[1],
      sessionId: session.id,
      amount: 5000,
      method: 'cash',
    });
    expect(paid.status).toBe(201);
    const after = (await dashboard('principal')).body;
    expect(after.averages!.sequence).toBe(3);
    expect(after.money!.collected).toBe(before.money!.collected + 5000);
    expect((await dashboard('studies')).body.marksToEnter!.sequence).toBe(3);
  });

  it('sees a corrected mark at once, from any process: the save moves the marks counter every process reads', async () => {
    const stamp = await dataStamp(db());
    // The mark of sequence 3 is corrected: no new row, so no new id for the dashboards to see.
    const saved = await clients.studies.post(`/api/save-bulk-marks/${classCourseFull}/3`, {
      marks: [{ studentId: studentsOfA[0], value: 4 }],
    });
    expect(saved.status).toBe(200);
    expect(await dataStamp(db())).not.toBe(stamp);
  });

  it('answers 401 without a token, 404 for an unknown year, 400 for a bad date or year', async () => {
    const anonymous = await h.client().get(`/api/dashboard/${yearId}`);
    expectEnvelope(anonymous, 401);
    expectEnvelope(await clients.principal.get(`/api/dashboard/999999`), 404);
    const badDate = await clients.principal.get(`/api/dashboard/${yearId}?date=2026-02-30`);
    expectEnvelope(badDate, 400);
    expect(badDate.body.fields).toHaveProperty('date');
    expectEnvelope(await clients.principal.get(`/api/dashboard/abc`), 400);
    // Today by default.
    expect((await clients.teacher.get<Dashboard>(`/api/dashboard/${yearId}`)).body.date).toBe(today);
  });
});
