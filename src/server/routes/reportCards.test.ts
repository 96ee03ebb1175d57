import { dialects, expectEnvelope, startHarness, type Harness, type TestClient } from '../testing/harness';
import * as cardData from '../services/marksheet/reportCards/load';
import { pdfLines, pdfPageCount } from '../testing/pdfText';

/** How many times a test asks after a batch before it calls the batch stuck (a bound, not a clock). */
const MAX_POLLS = 400;

interface Pdf {
  status: number;
  type: string | null;
  disposition: string | null;
  bytes: Buffer;
}

describe.each(dialects())('report cards on %s', (dialect) => {
  let h: Harness;
  let studies: TestClient;
  let secondary: { classroomId: number; classroomName: string; courses: number[]; students: Array<{ id: number; name: string }> };
  let lmdClassroomId: number;

  const download = async (client: TestClient, path: string, language?: string): Promise<Pdf> => {
    const headers: Record<string, string> = client.token ? { authorization: `Bearer ${client.token}` } : {};
    if (language) headers['accept-language'] = language;
    const response = await fetch(h.baseUrl + path, { headers });
    return {
      status: response.status,
      type: response.headers.get('content-type'),
      disposition: response.headers.get('content-disposition'),
      bytes: Buffer.from(await response.arrayBuffer()),
    };
  };

  const firstClassroom = (grading: 'sequence' | 'lmd') =>
    h.database.db
      .selectFrom('classrooms as c')
      .innerJoin('levels as l', 'l.id', 'c.level_id')
      .select('c.id')
      .where('l.grading_system', '=', grading)
      .orderBy('c.id')
      .executeTakeFirstOrThrow();

  const activeCount = async (grading: 'sequence' | 'lmd') => {
    const row = await h.database.db
      .selectFrom('registrations as r')
      .innerJoin('classrooms as c', 'c.id', 'r.classroom_id')
      .innerJoin('levels as l', 'l.id', 'c.level_id')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('r.status', '=', 'active')
      .where('l.grading_system', '=', grading)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  };

  /** Follows a batch until it is no longer running, asking a bounded number of times. */
  const settled = async (client: TestClient, id: string) => {
    for (let poll = 0; poll < MAX_POLLS; poll++) {
      const batch = (await client.get(`/api/report-card-batches/${id}`)).body;
      if (batch.status !== 'running') return batch;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`the batch ${id} was still running after ${MAX_POLLS} polls`);
  };

  beforeAll(async () => {
    h = await startHarness(dialect);
    studies = await h.signIn('studies');
    const { id: classroomId } = await firstClassroom('sequence');
    lmdClassroomId = (await firstClassroom('lmd')).id;
    const sheet = await studies.get(`/api/classroom-sequence-sheet/${classroomId}/1`);
    secondary = {
      classroomId,
      classroomName: sheet.body.classroom.name,
      courses: sheet.body.courses.map((course: { classCourseId: number }) => course.classCourseId),
      students: sheet.body.rows.map((row: { studentId: number; name: string }) => ({ id: row.studentId, name: row.name })),
    };
    // The first student is top in every course, the second and third tie, the others have no marks.
    const [first, second, third] = secondary.students;
    for (const classCourseId of secondary.courses) {
      for (const sequence of [1, 2]) {
        const marks = [
          { studentId: first.id, value: 16 },
          { studentId: second.id, value: 11.5 },
          { studentId: third.id, value: 11.5 },
        ];
        expect((await studies.post(`/api/save-bulk-marks/${classCourseId}/${sequence}`, { marks })).status).toBe(200);
      }
    }
  });
  afterAll(() => h.close());

  it("makes a classroom's cards as one PDF, one page per student, with the sheet's figures", async () => {
    const pdf = await download(studies, `/api/report-cards/${secondary.classroomId}/trimester/1`, 'fr');
    expect(pdf.status).toBe(200);
    expect(pdf.type).toBe('application/pdf');
    // Named as the marksheet page names it, in the caller's language (decisions.md, "Files in the user's language").
    expect(secondary.classroomName).toBe('6e A');
    expect(pdf.disposition).toBe(`attachment; filename="bulletins-6e-A-trimestre-1.pdf"; filename*=UTF-8''bulletins-6e-A-trimestre-1.pdf`);
    expect(pdf.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdfPageCount(pdf.bytes)).toBe(secondary.students.length);
    const lines = pdfLines(pdf.bytes);
    expect(lines).toContain('Lycée de test');
    expect(lines).toContain('BULLETIN DE NOTES – TRIMESTRE 1');
    for (const student of secondary.students) expect(lines).toContain(student.name);
    // The first card: 16 everywhere, first of three ranked; then the tie at 11.50.
    expect(lines).toContain('16,00 / 20');
    expect(lines).toContain(secondary.students[0].name);
    expect(lines.filter((line) => /^1(er|re) \/ 3$/.test(line))).toHaveLength(1);
    expect(lines.filter((line) => /^2e ex æquo \/ 3$/.test(line))).toHaveLength(2);
    expect(lines.find((line) => line.startsWith('Tableau d'))).toMatch(/^Tableau d.honneur, Félicitations$/);
    // Unmarked students have neither average nor rank.
    expect(lines.filter((line) => line === 'Non classé (NC)')).toHaveLength(0);
  });

  it("makes one student's card, in English when asked", async () => {
    const [, second] = secondary.students;
    const pdf = await download(studies, `/api/report-cards/${secondary.classroomId}/sequence/2?studentId=${second.id}&lang=en`);
    expect(pdf.status).toBe(200);
    expect(pdfPageCount(pdf.bytes)).toBe(1);
    // The name's words are the caller's (English without Accept-Language), whatever the cards' language.
    expect(second.name).toBe('MBAPPE Thierry');
    expect(pdf.disposition).toBe(
      `attachment; filename="report-card-MBAPPE-Thierry-6e-A-sequence-2.pdf"; filename*=UTF-8''report-card-MBAPPE-Thierry-6e-A-sequence-2.pdf`,
    );
    const chinese = await download(
      studies,
      `/api/report-cards/${secondary.classroomId}/sequence/2?studentId=${second.id}&lang=en`,
      'zh-CN',
    );
    // 成绩单-MBAPPE-Thierry-6e-A-第2阶段.pdf
    expect(chinese.disposition).toBe(
      `attachment; filename="_-MBAPPE-Thierry-6e-A-_2_.pdf"; filename*=UTF-8''%E6%88%90%E7%BB%A9%E5%8D%95-MBAPPE-Thierry-6e-A-%E7%AC%AC2%E9%98%B6%E6%AE%B5.pdf`,
    );
    const lines = pdfLines(pdf.bytes);
    expect(lines).toContain('REPORT CARD – SEQUENCE 2');
    expect(lines).toContain(second.name);
    expect(lines).not.toContain(secondary.students[0].name);
    expect(lines).toContain('11.50 / 20');
    expect(lines).toContain('2nd (tie) / 3');
  });

  it('writes every figure of a Persian card in Persian digits, the scale and the class size too', async () => {
    const [, second] = secondary.students;
    const pdf = await download(studies, `/api/report-cards/${secondary.classroomId}/sequence/2?studentId=${second.id}&lang=fa`);
    expect(pdf.status).toBe(200);
    const lines = pdfLines(pdf.bytes);
    const persian = (value: number, digits: number) =>
      new Intl.NumberFormat('fa', { minimumFractionDigits: digits, maximumFractionDigits: digits, useGrouping: false }).format(value);
    expect(lines).toContain(`کارنامه – نوبت ${persian(2, 0)}`);
    expect(lines).toContain(`${persian(11.5, 2)} / ${persian(20, 0)}`);
    expect(lines.some((line) => line.endsWith(` / ${persian(3, 0)}`))).toBe(true);
    expect(lines.join('\n')).not.toMatch(/ \/ (20|3)$/m);
  });

  it('gives the annual card its decision', async () => {
    const pdf = await download(studies, `/api/report-cards/${secondary.classroomId}/annual/0?studentId=${secondary.students[0].id}`);
    expect(pdf.status).toBe(200);
    const lines = pdfLines(pdf.bytes);
    expect(lines).toContain('BULLETIN ANNUEL');
    expect(lines).toContain('Admis(e) en classe supérieure');
    expect(lines).toContain('Moyenne du trimestre 1');
  });

  it('makes LMD transcripts for a semester', async () => {
    const pdf = await download(studies, `/api/report-cards/${lmdClassroomId}/term/1`);
    expect(pdf.status).toBe(200);
    const lines = pdfLines(pdf.bytes);
    expect(lines).toContain('RELEVÉ DE NOTES – SEMESTRE 1');
    expect(lines).toContain('MGP');
    expect(lines).toContain('Incomplet'); // nobody has marks here yet
  });

  it('refuses periods the classroom does not have, unknown classrooms and strangers', async () => {
    expectEnvelope(await studies.get(`/api/report-cards/${secondary.classroomId}/term/1`), 400);
    expectEnvelope(await studies.get(`/api/report-cards/${lmdClassroomId}/sequence/1`), 400);
    expectEnvelope(await studies.get(`/api/report-cards/${secondary.classroomId}/sequence/7`), 400);
    expectEnvelope(await studies.get(`/api/report-cards/${secondary.classroomId}/annual/1`), 400);
    expectEnvelope(await studies.get(`/api/report-cards/${secondary.classroomId}/week/1`), 400);
    expectEnvelope(await studies.get(`/api/report-cards/${secondary.classroomId}/sequence/1?lang=pt`), 400);
    expectEnvelope(await studies.get(`/api/report-cards/999999/sequence/1`), 404);
    expectEnvelope(await studies.get(`/api/report-cards/${secondary.classroomId}/sequence/1?studentId=999999`), 404);
    expectEnvelope(await h.client().get(`/api/report-cards/${secondary.classroomId}/sequence/1`), 401);
    expectEnvelope(await (await h.signIn('teacher')).get(`/api/report-cards/${secondary.classroomId}/sequence/1`), 403);
  });

  it("makes the whole school's cards in the background and says how many", async () => {
    const start = await studies.post('/api/report-card-batches', { periodType: 'trimester', period: 1, lang: 'fr' });
    expect(start.status).toBe(202);
    expect(start.body).toMatchObject({ periodType: 'trimester', period: 1, lang: 'fr', total: await activeCount('sequence') });
    // Someone else cannot follow it, nor fetch its file.
    const principal = await h.signIn('principal');
    expectEnvelope(await principal.get(`/api/report-card-batches/${start.body.id}`), 404);
    const batch = await settled(studies, start.body.id);
    expect(batch).toMatchObject({
      status: 'done',
      made: start.body.total,
      total: start.body.total,
      classroomsDone: start.body.classrooms,
      message: null,
    });
    const file = await download(studies, `/api/report-card-batches/${batch.id}/file`, 'fr');
    expect(file.status).toBe(200);
    expect(file.disposition).toBe(`attachment; filename="bulletins-trimestre-1.pdf"; filename*=UTF-8''bulletins-trimestre-1.pdf`);
    expect(file.bytes.length).toBe(batch.bytes);
    expect(pdfPageCount(file.bytes)).toBe(batch.made);
    expectEnvelope(await principal.get(`/api/report-card-batches/${batch.id}/file`), 404);
  });

  it('takes one level, or the LMD classrooms for a semester, and refuses bad requests', async () => {
    const level = await h.database.db
      .selectFrom('classrooms')
      .select('level_id')
      .where('id', '=', secondary.classroomId)
      .executeTakeFirstOrThrow();
    const one = await studies.post('/api/report-card-batches', { periodType: 'sequence', period: 1, levelId: level.level_id, lang: 'en' });
    expect(one.status).toBe(202);
    const ofLevel = await h.database.db.selectFrom('classrooms').select('id').where('level_id', '=', level.level_id).execute();
    expect(one.body.classrooms).toBe(ofLevel.length);
    const lmd = await studies.post('/api/report-card-batches', { periodType: 'term', period: 2 });
    expect(lmd.status).toBe(202);
    expect(lmd.body.total).toBe(await activeCount('lmd'));

    expectEnvelope(await studies.post('/api/report-card-batches', { periodType: 'term', period: 3 }), 400);
    expectEnvelope(await studies.post('/api/report-card-batches', { periodType: 'trimester' }), 400);
    expectEnvelope(await studies.post('/api/report-card-batches', { periodType: 'sequence', period: 1, levelId: 999999 }), 404);
    expectEnvelope(await studies.post('/api/report-card-batches', { periodType: 'sequence', period: 1, schoolYearId: 999999 }), 404);
    expectEnvelope(await studies.get('/api/report-card-batches/unknown'), 404);
    expectEnvelope(await studies.get('/api/report-card-batches/unknown/file'), 404);
    expectEnvelope(await (await h.signIn('teacher')).post('/api/report-card-batches', { periodType: 'sequence', period: 1 }), 403);
    expectEnvelope(await h.client().post('/api/report-card-batches', { periodType: 'sequence', period: 1 }), 401);
  });

  it('refuses the file of a batch still running', async () => {
    // The batch is held before its first classroom's cards, so it is surely running when the file is asked for.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const realCards = cardData.classroomCards;
    const cards = jest.spyOn(cardData, 'classroomCards').mockImplementation(async (...args) => {
      if (args[2].periodType === 'annual') await held;
      return realCards(...args);
    });
    try {
      const start = await studies.post('/api/report-card-batches', { periodType: 'annual', period: 0 });
      expect(start.status).toBe(202);
      expect(start.body.status).toBe('running');
      expect((await studies.get(`/api/report-card-batches/${start.body.id}`)).body.status).toBe('running');
      expectEnvelope(await studies.get(`/api/report-card-batches/${start.body.id}/file`), 409);
      release();
      expect(await settled(studies, start.body.id)).toMatchObject({ status: 'done' });
      expect(cards).toHaveBeenCalled();
      expect((await download(studies, `/api/report-card-batches/${start.body.id}/file`)).status).toBe(200);
    } finally {
      release();
      cards.mockRestore();
    }
  });
});
