import readXlsxFile from 'read-excel-file/node';
import type { Demographics } from '../../domain/contract/demographics';
import { translate } from '../i18n';
import { pdfLines } from '../testing/pdfText';
import { dialects, expectEnvelope, startHarness, TestClient, type Harness } from '../testing/harness';

/**
 * The demographic return over HTTP on a real database, on a year of its own built here so every
 * figure is known: counts by sex, age at the start of the year (a birthday on the start date
 * counts), level, classroom and intake; the filters; refusals; the .xlsx and PDF holding the same
 * figures.
 */
describe.each(dialects())('demographics on %s', (dialect) => {
  let h: Harness;
  let principal: TestClient;
  let teacher: TestClient;
  let yearId: number;
  let previousYearId: number;
  let seededClassroomId: number;
  const level = { a: 0, b: 0 };
  const classroom = { a1: 0, a2: 0, b1: 0 };

  const db = () => h.database.db;
  const now = '2030-08-01T08:00:00.000Z';

  async function addYear(name: string, startsOn: string, endsOn: string): Promise<number> {
    const row = await db()
      .insertInto('school_years')
      .values({ name, starts_on: startsOn, ends_on: endsOn, current: 0 })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }
  async function addClassroom(name: string, levelId: number, schoolYearId: number): Promise<number> {
    const row = await db()
      .insertInto('classrooms')
      .values({ name, level_id: levelId, school_year_id: schoolYearId, capacity: 60, head_teacher_id: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }
  let matricules = 0;
  async function addStudent(
    sex: 'M' | 'F',
    birthDate: string | null,
    registrations: { classroomId: number; schoolYearId: number; status?: 'active' | 'transferred' | 'left'; repeating?: boolean }[],
  ): Promise<void> {
    matricules += 1;
    const matricule = `DEMO${String(matricules).padStart(4, '0')}`;
    const student = await db()
      .insertInto('students')
      .values({
        matricule,
        first_name: 'Test',
        last_name: `Demographics ${matricules}`,
        search_text: matricule.toLowerCase(),
        sex,
        birth_date: birthDate,
        birth_place: null,
        guardian_name: null,
        guardian_phone: null,
        address: null,
        photo: null,
        custom_fields: '{}',
        archived: 0,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const registration of registrations)
      await db()
        .insertInto('registrations')
        .values({
          student_id: student.id,
          classroom_id: registration.classroomId,
          school_year_id: registration.schoolYearId,
          registered_on: '2030-09-07',
          status: registration.status ?? 'active',
          repeating: registration.repeating ? 1 : 0,
          created_at: now,
        })
        .execute();
  }

  const path = (levelId: number | 'all', classroomId: number | 'all', year = yearId) =>
    `/api/statistics/demographics/${year}/${levelId}/${classroomId}`;
  const figures = async (levelId: number | 'all' = 'all', classroomId: number | 'all' = 'all') => {
    const response = await principal.get<Demographics>(path(levelId, classroomId));
    expect(response.status).toBe(200);
    return response.body;
  };
  const download = async (url: string, language = 'en') => {
    const response = await fetch(`${h.baseUrl}${url}`, {
      headers: { authorization: `Bearer ${principal.token}`, 'accept-language': language },
    });
    expect(response.status).toBe(200);
    return {
      type: response.headers.get('content-type'),
      disposition: response.headers.get('content-disposition'),
      bytes: Buffer.from(await response.arrayBuffer()),
    };
  };

  beforeAll(async () => {
    h = await startHarness(dialect);
    [principal, teacher] = await Promise.all(['principal', 'teacher'].map((username) => h.signIn(username)));
    const levels = await db().selectFrom('levels').select('id').orderBy('position').orderBy('id').execute();
    [level.a, level.b] = [levels[0].id, levels[1].id];
    seededClassroomId = (await db().selectFrom('classrooms').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
    // Two years after the seeded ones: 2029-2030 is the year before 2030-2031.
    previousYearId = await addYear('2029-2030', '2029-09-03', '2030-06-30');
    yearId = await addYear('2030-2031', '2030-09-07', '2031-06-30');
    const before = await addClassroom('6e P', level.a, previousYearId);
    classroom.a1 = await addClassroom('6e A', level.a, yearId);
    classroom.a2 = await addClassroom('6e B', level.a, yearId);
    classroom.b1 = await addClassroom('5e A', level.b, yearId);
    const inYear = (classroomId: number, extra: { status?: 'active' | 'transferred' | 'left'; repeating?: boolean } = {}) => ({
      classroomId,
      schoolYearId: yearId,
      ...extra,
    });
    const lastYear = (status: 'active' | 'left' = 'active') => ({ classroomId: before, schoolYearId: previousYearId, status });
    // 11 on the start date itself: the birthday counts.
    await addStudent('M', '2019-09-07', [inYear(classroom.a1)]);
    // 11 the day after the start: still 10.
    await addStudent('F', '2019-09-08', [inYear(classroom.a1)]);
    // No birth date; in the school last year.
    await addStudent('F', null, [lastYear(), inYear(classroom.a1)]);
    // 22, repeating (and here last year: repeating comes first).
    await addStudent('M', '2008-01-01', [lastYear(), inYear(classroom.a2, { repeating: true })]);
    // 15; left the school last year, but was registered: returning.
    await addStudent('F', '2015-05-05', [lastYear('left'), inYear(classroom.b1)]);
    // Left this year: not counted.
    await addStudent('M', '2016-01-01', [inYear(classroom.b1, { status: 'left' })]);
    // Moved from 6e B to 5e A: counted once, in 5e A; 16 on the start date.
    await addStudent('F', '2014-09-07', [inYear(classroom.a2, { status: 'transferred' }), inYear(classroom.b1)]);
  });
  afterAll(() => h.close());

  it('counts the active registrations by sex, level, classroom, age and intake, each table to the same total', async () => {
    const body = await figures();
    expect(body).toMatchObject({
      schoolYearId: yearId,
      schoolYearName: '2030-2031',
      startsOn: '2030-09-07',
      previousSchoolYearId: previousYearId,
      levelId: null,
      classroomId: null,
      totals: { male: 2, female: 4, total: 6 },
      unknownAge: { male: 0, female: 1, total: 1 },
    });
    expect(body.levels).toEqual([
      { levelId: level.a, levelName: expect.any(String), male: 2, female: 2, total: 4 },
      { levelId: level.b, levelName: expect.any(String), male: 0, female: 2, total: 2 },
    ]);
    expect(body.classrooms.map((row) => [row.name, row.male, row.female, row.total])).toEqual([
      ['6e A', 1, 2, 3],
      ['6e B', 1, 0, 1],
      ['5e A', 0, 2, 2],
    ]);
    const ages = Object.fromEntries(
      body.ages.filter((row) => row.total).map((row) => [`${row.minAge ?? '≤'}-${row.maxAge ?? '≥'}`, [row.male, row.female]]),
    );
    expect(ages).toEqual({ '≤-10': [0, 1], '11-11': [1, 0], '15-15': [0, 1], '16-16': [0, 1], '21-≥': [1, 0] });
    expect(body.ages).toHaveLength(12);
    expect(body.intakes).toEqual([
      { intake: 'new', male: 1, female: 2, total: 3 },
      { intake: 'returning', male: 0, female: 2, total: 2 },
      { intake: 'repeating', male: 1, female: 0, total: 1 },
    ]);
  });

  it('takes one level, or one classroom of it', async () => {
    const byLevel = await figures(level.a);
    expect(byLevel).toMatchObject({ levelId: level.a, totals: { male: 2, female: 2, total: 4 } });
    expect(byLevel.classrooms.map((row) => row.name)).toEqual(['6e A', '6e B']);
    const one = await figures(level.b, classroom.b1);
    expect(one).toMatchObject({ classroomId: classroom.b1, totals: { male: 0, female: 2, total: 2 } });
    expect((await figures('all', classroom.a2)).totals).toEqual({ male: 1, female: 0, total: 1 });
  });

  it('counts the seeded year as the dashboard does', async () => {
    const seeded = (await db().selectFrom('school_years').select('id').where('current', '=', 1).executeTakeFirstOrThrow()).id;
    const kpis = await principal.get(`/api/statistics/kpis/${seeded}`);
    const response = await principal.get<Demographics>(path('all', 'all', seeded));
    expect(response.body.totals).toEqual(kpis.body.students);
  });

  it('refuses a classroom outside the level or the year (400 on classroomId), and what does not exist (404)', async () => {
    for (const url of [path(level.a, classroom.b1), path('all', seededClassroomId)]) {
      const response = await principal.get(url);
      expectEnvelope(response, 400);
      expect(Object.keys(response.body.fields)).toEqual(['classroomId']);
    }
    expectEnvelope(await principal.get(path('all', 'all', 999999)), 404);
    expectEnvelope(await principal.get(path(999999, 'all')), 404);
    expectEnvelope(await principal.get(path('all', 999999)), 404);
    const bad = await principal.get(`/api/statistics/demographics/${yearId}/some/all`);
    expectEnvelope(bad, 400);
    expect(Object.keys(bad.body.fields)).toEqual(['levelId']);
    expectEnvelope(await teacher.get(path('all', 'all')), 403);
    expectEnvelope(await teacher.get(`${path('all', 'all')}/pdf`), 403);
    expectEnvelope(await h.client().get(path('all', 'all')), 401);
  });

  it('writes the same figures to an .xlsx, in the caller language', async () => {
    const { type, disposition, bytes } = await download(`${path('all', 'all')}/xlsx`, 'fr');
    expect(type).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    // Named as the Demographics tab names it: the year, and the level and classroom when chosen.
    expect(disposition).toBe(`attachment; filename="effectifs-2030-2031.xlsx"; filename*=UTF-8''effectifs-2030-2031.xlsx`);
    const [sheet] = await readXlsxFile(bytes);
    expect(sheet.sheet).toBe('Effectifs');
    const rows = sheet.data;
    expect(rows[0][0]).toBe('Effectifs de rentrée');
    expect(rows).toContainEqual(['Année scolaire', '2030-2031', null, null]);
    expect(rows).toContainEqual(['6e A', 1, 2, 3]);
    expect(rows).toContainEqual(['10 ans et moins', 0, 1, 1]);
    expect(rows).toContainEqual(['21 ans et plus', 1, 0, 1]);
    expect(rows).toContainEqual(['Inconnu (sans date de naissance)', 0, 1, 1]);
    expect(rows).toContainEqual(['Redoublants', 1, 0, 1]);
    // Four tables, each closed by the same total.
    expect(rows.filter((row) => row[0] === 'Total')).toEqual(Array(4).fill(['Total', 2, 4, 6]));
  });

  it('prints in Chinese as in the other languages, under the name the screen gives it', async () => {
    const { disposition, bytes } = await download(`${path('all', 'all')}/pdf`, 'zh-CHS');
    const say = (key: string) => translate('zh-CHS', `statistics.demographics.${key}`);
    expect(pdfLines(bytes)).toEqual(expect.arrayContaining([say('returnTitle'), say('unknownAge')]));
    expect(say('returnTitle')).toBe('学年初学生人数');
    // 学生人数-2030-2031.pdf
    expect(disposition).toBe(`attachment; filename="_-2030-2031.pdf"; filename*=UTF-8''%E5%AD%A6%E7%94%9F%E4%BA%BA%E6%95%B0-2030-2031.pdf`);
  });

  it('prints the same figures as PDF, under the school and the year', async () => {
    const { type, disposition, bytes } = await download(`${path(level.a, 'all')}/pdf`);
    expect(type).toBe('application/pdf');
    expect(disposition).toBe(`attachment; filename="student-numbers-2030-2031-6e.pdf"; filename*=UTF-8''student-numbers-2030-2031-6e.pdf`);
    expect((await download(`${path(level.a, classroom.a1)}/xlsx`)).disposition).toBe(
      `attachment; filename="student-numbers-2030-2031-6e-6e-A.xlsx"; filename*=UTF-8''student-numbers-2030-2031-6e-6e-A.xlsx`,
    );
    expect(bytes.subarray(0, 4).toString()).toBe('%PDF');
    const lines = pdfLines(bytes);
    expect(lines).toEqual(
      expect.arrayContaining(['Lycée de test', 'Student numbers at the start of the year', 'School year 2030-2031', '6e B', '21 or older']),
    );
    const total = lines.lastIndexOf('Total');
    expect(lines.slice(total, total + 4)).toEqual(['Total', '2', '2', '4']);
  });
});
