import { DEFAULT_LANGUAGE } from '../../domain/enums';
import { translate } from '../i18n';
import { dialects, expectEnvelope, startHarness, type Harness, type TestClient, type TestResponse } from '../testing/harness';

interface Classroom {
  id: number;
  levelId: number;
  courses: { id: number; courseId: number; code: string; term: number | null }[];
  students: number[];
}

describe.each(dialects())('average-marks statistics on %s', (dialect) => {
  let h: Harness;
  let studies: TestClient;
  let yearId: number;
  let levels: Map<string, number>;
  /** 6e A and 6e B (level 6E, four students each), 5e A, and L1 (three students). */
  let sixA: Classroom;
  let sixB: Classroom;
  let fiveA: Classroom;
  let l1: Classroom;
  let secondaryStudents: number;

  const db = () => h.database.db;
  const classroomNamed = async (name: string): Promise<Classroom> => {
    const classroom = await db().selectFrom('classrooms').select(['id', 'level_id']).where('name', '=', name).executeTakeFirstOrThrow();
    const courses = await db()
      .selectFrom('class_courses as cc')
      .innerJoin('courses as co', 'co.id', 'cc.course_id')
      .select(['cc.id', 'cc.course_id as courseId', 'co.code', 'cc.term'])
      .where('cc.classroom_id', '=', classroom.id)
      .orderBy('cc.id')
      .execute();
    const students = await db()
      .selectFrom('registrations')
      .select('student_id')
      .where('classroom_id', '=', classroom.id)
      .where('status', '=', 'active')
      .orderBy('student_id')
      .execute();
    return { id: classroom.id, levelId: classroom.level_id, courses, students: students.map((s) => s.student_id) };
  };
  const setOption = async (name: string, value: string, valueType: 'bool' | 'array') => {
    const found = await db().selectFrom('options').select('name').where('name', '=', name).executeTakeFirst();
    if (found) await db().updateTable('options').set({ value }).where('name', '=', name).execute();
    else await db().insertInto('options').values({ name, value, value_type: valueType }).execute();
  };
  const secondary = (path: string) => studies.get(`/api/statistics/average-marks/${yearId}/${path}`);
  const lmd = (path: string) => studies.get(`/api/statistics-lmd/average-marks/${yearId}/${path}`);
  const ok = (response: TestResponse) => {
    if (response.status !== 200) throw new Error(`${response.status} ${JSON.stringify(response.body)}`);
    return response.body;
  };
  const messageOf = (key: string) => translate(DEFAULT_LANGUAGE, key);
  const bands = (counts: number[]) =>
    [0, 5, 8, 10, 12, 14, 16].map((from, index, all) => ({ from, to: all[index + 1] ?? 20, count: counts[index] }));

  /** Every course of the classroom gets the student's value, but EPS where `eps` says otherwise. */
  const enterSequence = async (classroom: Classroom, sequence: number, values: (number | null)[], eps?: (number | null)[]) => {
    for (const course of classroom.courses) {
      const given = course.code === 'EPS' && eps ? eps : values;
      const marks = classroom.students
        .map((studentId, index) => ({ studentId, value: given[index] }))
        .filter((mark) => mark.value !== null && mark.value !== undefined);
      if (!marks.length) continue;
      const response = await studies.post(`/api/save-bulk-marks/${course.id}/${sequence}`, { marks });
      expect(response.status).toBe(200);
    }
  };

  beforeAll(async () => {
    h = await startHarness(dialect);
    studies = await h.signIn('studies');
    yearId = (await db().selectFrom('school_years').select('id').executeTakeFirstOrThrow()).id;
    levels = new Map((await db().selectFrom('levels').select(['id', 'code']).execute()).map((level) => [level.code, level.id]));
    sixA = await classroomNamed('6e A');
    sixB = await classroomNamed('6e B');
    fiveA = await classroomNamed('5e A');
    l1 = await classroomNamed('L1 Informatique');
    expect(sixA.students).toHaveLength(4);
    expect(sixB.students).toHaveLength(4);
    expect(l1.students).toHaveLength(3);
    const counted = await db()
      .selectFrom('registrations as r')
      .innerJoin('classrooms as c', 'c.id', 'r.classroom_id')
      .innerJoin('levels as l', 'l.id', 'c.level_id')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('r.status', '=', 'active')
      .where('l.grading_system', '=', 'sequence')
      .executeTakeFirstOrThrow();
    secondaryStudents = Number(counted.n);

    // Sequence 1. 6e A: 14, 8, 4.5 everywhere; the fourth has only EPS (18): an average, but Non classé.
    await enterSequence(sixA, 1, [14, 8, 4.5, null], [14, 8, 4.5, 18]);
    // 6e B: 16, 10, 12, 5 everywhere.
    await enterSequence(sixB, 1, [16, 10, 12, 5]);
    // Sequence 2: only 6e A's first student, 10 everywhere.
    await enterSequence(sixA, 2, [10, null, null, null]);
  });
  afterAll(() => h.close());

  /** Sequence 1 of 6e A and 6e B, worked by hand. */
  const sixAFigures = {
    classroomId: 0,
    name: '6e A',
    levelName: '6e',
    students: 4,
    evaluated: 4,
    average: 8.83,
    highest: 14,
    lowest: 4.5,
    successRate: 0.3333,
  };
  const sixBFigures = {
    classroomId: 0,
    name: '6e B',
    levelName: '6e',
    students: 4,
    evaluated: 4,
    average: 10.75,
    highest: 16,
    lowest: 5,
    successRate: 0.75,
  };

  it('sums a sequence up: overall, distribution, classrooms and courses', async () => {
    const body = ok(await secondary(`${levels.get('6E')}/all/sequence/1`));
    expect(body).toMatchObject({ schoolYearId: yearId, periodType: 'sequence', period: 1 });
    // Ranked: 14, 8, 4.5, 16, 10, 12, 5 (the Non classé 18 is left out of the mean, highest and success).
    expect(body.overall).toEqual({ students: 8, evaluated: 8, average: 9.93, highest: 16, lowest: 4.5, successRate: 0.5714 });
    expect(body.distribution).toEqual(bands([1, 1, 1, 1, 1, 1, 2]));
    expect(body.classrooms).toEqual([
      { ...sixAFigures, classroomId: sixA.id, levelId: sixA.levelId },
      { ...sixBFigures, classroomId: sixB.id, levelId: sixB.levelId },
    ]);
    expect(body.courses).toHaveLength(sixA.courses.length);
    expect(body.courses.map((c: { code: string }) => c.code)).toEqual(sixA.courses.map((c) => c.code).sort());
    const course = (code: string) => body.courses.find((c: { code: string }) => c.code === code);
    // Every course but EPS: 6e A 14, 8, 4.5 (8.83, 1/3) and 6e B 16, 10, 12, 5 (10.75, 3/4).
    expect(course('MATH')).toEqual({
      courseId: sixA.courses.find((c) => c.code === 'MATH')!.courseId,
      code: 'MATH',
      name: 'Mathématiques',
      evaluated: 7,
      average: 9.93,
      successRate: 0.5714,
    });
    // EPS: 6e A 14, 8, 4.5, 18 (11.13, 2/4) and 6e B (10.75, 3/4).
    expect(course('EPS')).toMatchObject({ evaluated: 8, average: 10.94, successRate: 0.625 });
  });

  it('takes every secondary classroom of the year, or one classroom', async () => {
    const every = ok(await secondary('all/all/sequence/1'));
    expect(every.classrooms).toHaveLength(9);
    expect(every.overall).toEqual({
      students: secondaryStudents,
      evaluated: 8,
      average: 9.93,
      highest: 16,
      lowest: 4.5,
      successRate: 0.5714,
    });
    expect(every.classrooms.find((c: { classroomId: number }) => c.classroomId === fiveA.id)).toMatchObject({
      evaluated: 0,
      average: null,
      highest: null,
      lowest: null,
      successRate: null,
    });
    expect(every.courses.find((c: { code: string }) => c.code === 'MATH')).toMatchObject({ evaluated: 7, average: 9.93 });

    const one = ok(await secondary(`all/${sixB.id}/sequence/1`));
    expect(one.classrooms).toEqual([{ ...sixBFigures, classroomId: sixB.id, levelId: sixB.levelId }]);
    expect(one.overall).toEqual({ students: 4, evaluated: 4, average: 10.75, highest: 16, lowest: 5, successRate: 0.75 });
    expect(one.distribution).toEqual(bands([0, 1, 0, 1, 1, 0, 1]));
    expect(ok(await secondary(`${levels.get('6E')}/${sixA.id}/sequence/1`)).classrooms).toHaveLength(1);
  });

  it('answers zeros and empty lists when nothing is taken', async () => {
    const empty = await db()
      .insertInto('school_years')
      .values({ name: '2030-2031', starts_on: '2030-09-01', ends_on: '2031-06-30', current: 0 })
      .returning('id')
      .executeTakeFirstOrThrow();
    const response = await studies.get(`/api/statistics/average-marks/${empty.id}/all/all/annual/0`);
    expect(ok(response)).toEqual({
      schoolYearId: empty.id,
      periodType: 'annual',
      period: 0,
      overall: { students: 0, evaluated: 0, average: null, highest: null, lowest: null, successRate: null },
      distribution: bands([0, 0, 0, 0, 0, 0, 0]),
      classrooms: [],
      courses: [],
    });
  });

  describe('with a trimester map of its own for 6E (2; 1; 3,4; 5,6)', () => {
    beforeAll(() => setOption('trimesters.6E', '2;1;3,4;5,6', 'array'));
    afterAll(() => db().deleteFrom('options').where('name', '=', 'trimesters.6E').execute());

    it('maps trimesters per level', async () => {
      // 6E trimester 2 is sequence 1: the figures of sequence 1.
      const second = ok(await secondary(`${levels.get('6E')}/all/trimester/2`));
      expect(second.overall).toEqual({ students: 8, evaluated: 8, average: 9.93, highest: 16, lowest: 4.5, successRate: 0.5714 });
      // 6E trimester 1 is sequence 2: 6e A's first student only.
      const first = ok(await secondary(`${levels.get('6E')}/all/trimester/1`));
      expect(first.overall).toEqual({ students: 8, evaluated: 1, average: 10, highest: 10, lowest: 10, successRate: 1 });
      expect(first.distribution).toEqual(bands([0, 0, 0, 1, 0, 0, 0]));
      // 5E keeps the school's map: trimester 1 is sequences 1 and 2, without marks there.
      expect(ok(await secondary(`${levels.get('5E')}/all/trimester/1`)).overall).toMatchObject({ evaluated: 0, average: null });
    });

    it('leaves out the levels without the trimester when every level is asked for, refuses it for one', async () => {
      const fourth = ok(await secondary('all/all/trimester/4'));
      expect(fourth.classrooms.map((c: { classroomId: number }) => c.classroomId)).toEqual([sixA.id, sixB.id]);
      expect(fourth.overall).toEqual({ students: 8, evaluated: 0, average: null, highest: null, lowest: null, successRate: null });
      const refused = await secondary(`${levels.get('5E')}/all/trimester/4`);
      expectEnvelope(refused, 400);
      expect(refused.body.message).toBe(messageOf('errors.unknownTrimester'));
      expectEnvelope(await secondary(`all/${fiveA.id}/trimester/4`), 400);
    });

    it('averages the year over the level’s trimesters', async () => {
      // 6e A's first student: trimester 1 (sequence 2) 10, trimester 2 (sequence 1) 14 → 12.
      const annual = ok(await secondary(`${levels.get('6E')}/all/annual/0`));
      expect(annual).toMatchObject({ periodType: 'annual', period: 0 });
      expect(annual.classrooms[0]).toMatchObject({
        classroomId: sixA.id,
        evaluated: 4,
        average: 8.17,
        highest: 12,
        lowest: 4.5,
        successRate: 0.3333,
      });
      // Ranked: 12, 8, 4.5, 16, 10, 12, 5 → 67.5 / 7.
      expect(annual.overall).toEqual({ students: 8, evaluated: 8, average: 9.64, highest: 16, lowest: 4.5, successRate: 0.5714 });
      expect(annual.distribution).toEqual(bands([1, 1, 1, 1, 2, 0, 2]));
    });
  });

  describe('LMD', () => {
    const termOne = () => l1.courses.filter((course) => course.term === 1);

    beforeAll(async () => {
      // First student: 10 in every first-semester course (C, capitalised, passed); second: 8 (D+, CANT, failed); third: nothing.
      for (const course of termOne()) {
        for (const type of ['CC', 'SN']) {
          const marks = [
            { studentId: l1.students[0], value: 10 },
            { studentId: l1.students[1], value: 8 },
          ];
          expect((await studies.post(`/api/save-bulk-marks-lmd/${course.id}/1/${type}`, { marks })).status).toBe(200);
        }
      }
    });
    afterEach(() => setOption('lmdEnabled', 'true', 'bool'));

    it('sums a semester up over the LMD classrooms', async () => {
      const body = ok(await lmd('all/all/term/1'));
      expect(body).toMatchObject({ schoolYearId: yearId, periodType: 'term', period: 1 });
      expect(body.classrooms).toHaveLength(3);
      expect(body.classrooms[0]).toEqual({
        classroomId: l1.id,
        name: 'L1 Informatique',
        levelId: l1.levelId,
        levelName: 'L1',
        students: 3,
        evaluated: 2,
        average: 9,
        highest: 10,
        lowest: 8,
        successRate: 0.5,
      });
      expect(body.overall).toMatchObject({ evaluated: 2, average: 9, highest: 10, lowest: 8, successRate: 0.5 });
      expect(body.overall.students).toBe(body.classrooms.reduce((sum: number, c: { students: number }) => sum + c.students, 0));
      expect(body.distribution).toEqual(bands([0, 0, 1, 1, 0, 0, 0]));
      expect(body.courses.map((c: { code: string }) => c.code)).toEqual(
        termOne()
          .map((c) => c.code)
          .sort(),
      );
      expect(
        body.courses.every(
          (c: { evaluated: number; average: number; successRate: number }) => c.evaluated === 2 && c.average === 9 && c.successRate === 0.5,
        ),
      ).toBe(true);

      const year = ok(await lmd(`${l1.levelId}/${l1.id}/annual/0`));
      expect(year).toMatchObject({ periodType: 'annual', period: 0 });
      expect(year.courses).toHaveLength(l1.courses.length);
      // Second-semester courses are not graded: both students are incomplete, with the first semester's average.
      expect(year.overall).toMatchObject({ students: 3, evaluated: 2, average: 9, successRate: 0 });
    });

    it('is not there while lmdEnabled is off', async () => {
      await setOption('lmdEnabled', 'false', 'bool');
      const refused = await lmd('all/all/term/1');
      expectEnvelope(refused, 404);
      expect(refused.body.message).toBe(messageOf('errors.lmdDisabled'));
      await db().deleteFrom('options').where('name', '=', 'lmdEnabled').execute();
      expectEnvelope(await lmd('all/all/term/1'), 404);
    });

    it('refuses classrooms and levels of the other system', async () => {
      const notLmd = await lmd(`all/${sixA.id}/term/1`);
      expectEnvelope(notLmd, 400);
      expect(notLmd.body.message).toBe(messageOf('errors.notLmd'));
      const notSecondary = await secondary(`all/${l1.id}/sequence/1`);
      expectEnvelope(notSecondary, 400);
      expect(notSecondary.body.message).toBe(messageOf('errors.notSecondary'));
      expectEnvelope(await secondary(`${l1.levelId}/all/sequence/1`), 400);
      expectEnvelope(await lmd(`${levels.get('6E')}/all/annual/0`), 400);
    });
  });

  it('refuses bad periods and ids (400)', async () => {
    for (const path of [
      'all/all/sequence/7',
      'all/all/sequence/0',
      'all/all/trimester/0',
      'all/all/trimester/7',
      'all/all/annual/1',
      'x/all/sequence/1',
      'all/0/sequence/1',
      'all/all/term/1',
      'all/all/weekly/1',
      'all/all/sequence/x',
    ]) {
      expectEnvelope(await secondary(path), 400);
    }
    for (const path of ['all/all/term/3', 'all/all/term/0', 'all/all/sequence/1', 'all/all/annual/2']) {
      expectEnvelope(await lmd(path), 400);
    }
    expectEnvelope(await studies.get('/api/statistics/average-marks/0/all/all/sequence/1'), 400);
  });

  it('refuses a classroom outside the level or year asked for (400)', async () => {
    const refused = await secondary(`${levels.get('5E')}/${sixA.id}/sequence/1`);
    expectEnvelope(refused, 400);
    expect(refused.body.message).toBe(messageOf('errors.noClassrooms'));
    const other = await db()
      .insertInto('school_years')
      .values({ name: '2031-2032', starts_on: '2031-09-01', ends_on: '2032-06-30', current: 0 })
      .returning('id')
      .executeTakeFirstOrThrow();
    expectEnvelope(await studies.get(`/api/statistics/average-marks/${other.id}/all/${sixA.id}/sequence/1`), 400);
  });

  it('answers 404 for an unknown year, level or classroom', async () => {
    const year = await studies.get('/api/statistics/average-marks/999999/all/all/sequence/1');
    expectEnvelope(year, 404);
    expect(year.body.message).toBe(messageOf('errors.schoolYearMissing'));
    const classroom = await secondary('all/999999/sequence/1');
    expectEnvelope(classroom, 404);
    expect(classroom.body.message).toBe(messageOf('errors.classroomMissing'));
    const level = await secondary('999999/all/sequence/1');
    expectEnvelope(level, 404);
    expect(level.body.message).toBe(messageOf('errors.levelMissing'));
    expectEnvelope(await studies.get('/api/statistics-lmd/average-marks/999999/all/all/term/1'), 404);
  });

  it('needs a token (401) and statistics.read (403)', async () => {
    expectEnvelope(await h.client().get(`/api/statistics/average-marks/${yearId}/all/all/sequence/1`), 401);
    expectEnvelope(await h.client().get(`/api/statistics-lmd/average-marks/${yearId}/all/all/term/1`), 401);
    for (const username of ['teacher', 'secretary']) {
      const caller = await h.signIn(username);
      expectEnvelope(await caller.get(`/api/statistics/average-marks/${yearId}/all/all/sequence/1`), 403);
      expectEnvelope(await caller.get(`/api/statistics-lmd/average-marks/${yearId}/all/all/term/1`), 403);
    }
    const bursar = await h.signIn('bursar');
    expect((await bursar.get(`/api/statistics/average-marks/${yearId}/all/all/sequence/1`)).status).toBe(200);
  });
});
