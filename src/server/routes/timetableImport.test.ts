import type { TimetableImportPreview, TimetableImportResult } from '../../domain/contract/timetableImport';
import type { Timetable, TimetableSlot } from '../../domain/contract/timetables';
import { CSV_TYPE, toXlsx, XLSX_TYPE, type Cell } from '../services/shared/spreadsheets';
import { dialects, expectEnvelope, startHarness, type Harness, type TestClient } from '../testing/harness';

interface Page<T> {
  data: T[];
  total: number;
}
interface Course {
  id: number;
  teacher_id: number | null;
  code: string;
  name: string;
}

describe.each(dialects())('timetable import on %s', (dialect) => {
  let h: Harness;
  let studies: TestClient;
  let teacher: TestClient;
  /** An empty second-term timetable the tests fill. */
  let blank: Timetable;
  let a: { id: number; name: string };
  let b: { id: number; name: string };
  let c: { id: number; name: string };
  let coursesA: Course[];
  let coursesB: Course[];
  /** Time parts in day order, as their names and starts read. */
  let parts: { id: number; name: string; starts_at: string }[];
  /** A's course and B's course taught by one teacher. */
  let shared: { a: Course; b: Course };
  /** A's course whose teacher also teaches C at C's first Wednesday hour. */
  let sharedWithC: Course;

  const db = () => h.database.db;
  const coursesOf = (classroomId: number): Promise<Course[]> =>
    db()
      .selectFrom('class_courses as cc')
      .innerJoin('courses as co', 'co.id', 'cc.course_id')
      .select(['cc.id', 'cc.teacher_id', 'co.code', 'co.name'])
      .where('cc.classroom_id', '=', classroomId)
      .orderBy('cc.id')
      .execute();
  const weekOf = async (classroomId: number) =>
    (await studies.get<Page<TimetableSlot>>(`/api/timetables/${blank.id}/slots?classroomId=${classroomId}`)).body.data.map((slot) => [
      slot.weekday,
      slot.timePartId,
      slot.classCourseId,
    ]);
  const snapshot = async () => ({
    slots: await db().selectFrom('timetable_slots').selectAll().orderBy('id').execute(),
    audit: await db().selectFrom('audit_log').select('id').orderBy('id').execute(),
  });
  /** The file itself is the body, as the client sends it. */
  const send = (client: TestClient, path: string, file: Buffer | string, type: string, language = 'en') =>
    client.request('POST', `/api/timetables/${blank.id}/${path}`, {
      raw: typeof file === 'string' ? file : new Uint8Array(file),
      headers: { 'content-type': type, 'accept-language': language },
    });
  const xlsx = (rows: Cell[][]) => toXlsx(rows, 'Timetable');
  const HEADERS = ['Classroom', 'Weekday', 'Time part', 'Course'];

  beforeAll(async () => {
    h = await startHarness(dialect);
    [studies, teacher] = await Promise.all([h.signIn('studies'), h.signIn('teacher')]);
    const seeded = (await studies.get<Page<Timetable>>('/api/timetables')).body.data[0];
    const { schoolYearId, name, validFrom } = seeded;
    expect((await studies.put(`/api/timetables/${seeded.id}`, { schoolYearId, name, validFrom, validTo: '2026-12-20' })).status).toBe(200);
    const created = await studies.post<Timetable>('/api/timetables', {
      schoolYearId,
      name: 'Deuxième trimestre',
      validFrom: '2027-01-04',
      validTo: '2027-03-31',
    });
    expect(created.status).toBe(200);
    blank = created.body;
    [a, b, c] = await db()
      .selectFrom('classrooms')
      .select(['id', 'name'])
      .where('school_year_id', '=', schoolYearId)
      .orderBy('id')
      .execute();
    parts = await db().selectFrom('time_parts').select(['id', 'name', 'starts_at']).orderBy('position').execute();
    let coursesC: Course[];
    [coursesA, coursesB, coursesC] = await Promise.all([coursesOf(a.id), coursesOf(b.id), coursesOf(c.id)]);
    const teachersOfA = new Map(coursesA.map((course) => [course.teacher_id, course]));
    const bCourse = coursesB.find((course) => course.teacher_id !== null && teachersOfA.has(course.teacher_id))!;
    shared = { a: teachersOfA.get(bCourse.teacher_id)!, b: bCourse };
    const cCourse = coursesC.find((course) => course.teacher_id !== null && teachersOfA.has(course.teacher_id))!;
    sharedWithC = teachersOfA.get(cCourse.teacher_id)!;
    expect([shared.a, shared.b, cCourse, sharedWithC].every(Boolean)).toBe(true);
    // C keeps its week through every import here; B's is replaced by the first one.
    const weekC = [
      { weekday: 'wed', timePartId: parts[0].id, classCourseId: cCourse.id },
      { weekday: 'wed', timePartId: parts[1].id, classCourseId: coursesC.find((course) => course.id !== cCourse.id)!.id },
    ];
    expect((await studies.put(`/api/timetables/${blank.id}/classrooms/${c.id}`, { slots: weekC })).status).toBe(200);
    const weekB = [{ weekday: 'thu', timePartId: parts[0].id, classCourseId: shared.b.id }];
    expect((await studies.put(`/api/timetables/${blank.id}/classrooms/${b.id}`, { slots: weekB })).status).toBe(200);
  });
  afterAll(() => h.close());

  it('previews a good file without writing, then imports it: the weeks it names replaced, the others untouched', async () => {
    const courseA = coursesA.find((course) => course.id !== shared.a.id)!;
    const file = await xlsx([
      [...HEADERS, 'Notes'],
      [a.name, 'mon', parts[0].name, courseA.code, 'x'],
      // By the time part's start and the course's name, whatever their case.
      [` ${a.name.toUpperCase()} `, 'Monday', parts[1].starts_at, courseA.name.toLowerCase(), null],
      // The teacher leaves B's Thursday hour for A's: B is replaced too, so this is no clash.
      [a.name, 'thu', parts[0].name, shared.a.code, null],
      [null, null, null, null, null],
      [b.name, 'tue', parts[0].name, coursesB[0].code, null],
      [b.name, 'tue', parts[1].name, coursesB[1].code, null],
    ]);
    const weekC = await weekOf(c.id);
    const before = await snapshot();

    const preview = await send(studies, 'import/preview', file, XLSX_TYPE);
    expect(preview.status).toBe(200);
    const body = preview.body as TimetableImportPreview;
    expect(body).toMatchObject({
      total: 5,
      valid: 5,
      problems: 0,
      columns: ['classroom', 'weekday', 'timePart', 'course'],
      unknownColumns: ['Notes'],
      classrooms: [
        { id: a.id, name: a.name, slots: 3, replaced: 0 },
        { id: b.id, name: b.name, slots: 2, replaced: 1 },
      ],
    });
    // The blank row is skipped; lines count from the header.
    expect(body.rows.map((row) => row.line)).toEqual([2, 3, 4, 6, 7]);
    expect(body.rows[1].values).toEqual({
      classroom: a.name.toUpperCase(),
      weekday: 'Monday',
      timePart: parts[1].starts_at,
      course: courseA.name.toLowerCase(),
    });
    expect(body.rows.every((row) => row.problems.length === 0 && typeof row.teacherName === 'string')).toBe(true);
    expect(await snapshot()).toEqual(before);

    const run = await send(studies, 'import', file, XLSX_TYPE);
    expect(run.status).toBe(200);
    expect(run.body as TimetableImportResult).toEqual({ total: 5, classrooms: body.classrooms });
    expect(await weekOf(a.id)).toEqual([
      ['mon', parts[0].id, courseA.id],
      ['mon', parts[1].id, courseA.id],
      ['thu', parts[0].id, shared.a.id],
    ]);
    expect(await weekOf(b.id)).toEqual([
      ['tue', parts[0].id, coursesB[0].id],
      ['tue', parts[1].id, coursesB[1].id],
    ]);
    expect(await weekOf(c.id)).toEqual(weekC);
    const audit = await db()
      .selectFrom('audit_log')
      .select(['entity', 'entity_id', 'user_id'])
      .where('id', '>', before.audit.at(-1)?.id ?? 0)
      .orderBy('id')
      .execute();
    expect(audit.map((entry) => [entry.entity, entry.entity_id])).toEqual([
      ['timetable_week', `${blank.id}/${a.id}`],
      ['timetable_week', `${blank.id}/${b.id}`],
    ]);
  });

  it('reads French headers, day names and times from a CSV', async () => {
    const [first, second] = coursesA;
    const csv = [
      'Classe;Jour;Tranche horaire;Matière',
      `${a.name};vendredi;7h30;${first.name}`,
      `${a.name};Sam.;${parts[1].name};${second.code}`,
    ].join('\r\n');
    const preview = await send(studies, 'import/preview', csv, CSV_TYPE, 'fr');
    expect(preview.status).toBe(200);
    expect(preview.body).toMatchObject({ total: 2, valid: 2, columns: ['classroom', 'weekday', 'timePart', 'course'], unknownColumns: [] });
    expect((await send(studies, 'import', csv, CSV_TYPE, 'fr')).status).toBe(200);
    expect(await weekOf(a.id)).toEqual([
      ['fri', parts[0].id, first.id],
      ['sat', parts[1].id, second.id],
    ]);
  });

  it('names each problem on its row, in the caller’s language, and refuses the run while any remains, writing nothing', async () => {
    const other = coursesA.find((course) => course.id !== shared.a.id && course.id !== sharedWithC.id)!;
    const rows: Cell[][] = [
      HEADERS,
      ['Zz', 'mon', parts[0].name, 'MATH'],
      [a.name, 'funday', parts[0].name, 'MATH'],
      [a.name, 'mon', '06:00', 'MATH'],
      [a.name, 'mon', parts[2].name, 'XYZ'],
      [a.name, 'mon', parts[3].name, 'INF111'],
      [a.name, 'mon', null, 'MATH'],
      [a.name, 'tue', parts[4].name, other.code],
      [a.name, 'tue', parts[4].name, shared.a.code],
      [a.name, 'thu', parts[5].name, shared.a.code],
      [b.name, 'thu', parts[5].name, shared.b.code],
      [a.name, 'wed', parts[0].name, sharedWithC.code],
    ];
    const file = await xlsx(rows);
    const before = await snapshot();
    const preview = await send(studies, 'import/preview', file, XLSX_TYPE);
    expect(preview.status).toBe(200);
    const body = preview.body as TimetableImportPreview;
    const problems = body.rows.map((row) => row.problems.map((problem) => `${problem.field}: ${problem.message}`));
    expect(problems).toEqual([
      [`classroom: There is no class “Zz” in ${blank.schoolYearName}.`],
      ['weekday: “funday” is not a day of the week.'],
      ['timePart: There is no time part “06:00”: write its name (07:30-08:25) or its start (07:30).'],
      ['course: There is no course “XYZ”: write its code or its name.'],
      [`course: ${a.name} does not have Algorithmique among its courses.`],
      ['timePart: This cell is empty.'],
      [],
      [`timePart: Line 8 already gives ${a.name} a course at this time.`],
      [],
      [`course: ${body.rows[9].teacherName} already teaches ${a.name} at this time (line 10).`],
      [
        `course: ${body.rows[10].teacherName} already teaches ${c.name} at this time, and this file leaves the week of that class as it is.`,
      ],
    ]);
    expect(body).toMatchObject({ total: 11, valid: 2, problems: 9 });
    expect(body.classrooms.map((classroom) => classroom.name)).toEqual([a.name, b.name]);

    const french = await send(studies, 'import/preview', file, XLSX_TYPE, 'fr');
    expect(french.body.rows[2].problems).toEqual([
      {
        field: 'timePart',
        message: "Il n'y a pas de tranche horaire «\u00a006:00\u00a0»\u00a0: écrivez son nom (07:30-08:25) ou son heure de début (07:30).",
      },
    ]);

    const run = await send(studies, 'import', file, XLSX_TYPE);
    expectEnvelope(run, 400);
    expect(run.body.message).toBe('Rows with problems: 9. Nothing was imported: fix the file and check it again.');
    expect(Object.keys(run.body.fields).sort()).toEqual(
      [
        'rows[0].classroom',
        'rows[1].weekday',
        'rows[2].timePart',
        'rows[3].course',
        'rows[4].course',
        'rows[5].timePart',
        'rows[7].timePart',
        'rows[9].course',
        'rows[10].course',
      ].sort(),
    );
    expect(run.body.fields['rows[10].course']).toBe(problems[10][0].replace(/^course: /, ''));
    expect(await snapshot()).toEqual(before);
  });

  it('is for the studies office: a teacher is refused, and an unknown timetable is a 404', async () => {
    const file = await xlsx([HEADERS, [a.name, 'mon', parts[0].name, coursesA[0].code]]);
    const before = await snapshot();
    expectEnvelope(await send(teacher, 'import/preview', file, XLSX_TYPE), 403);
    expectEnvelope(await send(teacher, 'import', file, XLSX_TYPE), 403);
    const missing = await studies.request('POST', '/api/timetables/999999/import', {
      raw: new Uint8Array(file),
      headers: { 'content-type': XLSX_TYPE },
    });
    expectEnvelope(missing, 404);
    expect(await snapshot()).toEqual(before);
  });

  it('refuses a file it cannot read, or without the columns or rows it needs, with a 400', async () => {
    const before = await snapshot();
    const unreadable = await send(studies, 'import/preview', Buffer.from('not a workbook'), XLSX_TYPE);
    expectEnvelope(unreadable, 400);
    expect(unreadable.body.message).toBe('This file cannot be read. Send a CSV file or an Excel (.xlsx) workbook.');
    const lacking = await send(studies, 'import', 'Classe,Jour\n6e A,lundi\n', CSV_TYPE, 'fr');
    expectEnvelope(lacking, 400);
    expect(lacking.body.message).toBe(
      'Il manque au fichier ces colonnes\u00a0: Tranche horaire, Matière. Sa première ligne doit nommer Classe, Jour, Tranche horaire, Matière.',
    );
    const empty = await send(studies, 'import', `${HEADERS.join(',')}\n,,,\n`, CSV_TYPE);
    expectEnvelope(empty, 400);
    expect(empty.body.message).toBe('The file has no lesson rows under its header row.');
    expectEnvelope(await studies.post(`/api/timetables/${blank.id}/import`, { rows: [] }), 415);
    expect(await snapshot()).toEqual(before);
  });
});
