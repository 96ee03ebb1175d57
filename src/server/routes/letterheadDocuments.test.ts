/**
 * The letterhead the school writes in Tools, and its logo, at the head of every official document
 * it prints: report cards, receipts (the ticket's head small: the logo over the name), sanction
 * notices, the demographic return, the arrears and the teacher statements; student cards keep their
 * small logo, read by the same loader.
 */
import sharp from 'sharp';
import { studentsOf } from '../testing/attendanceRows';
import { dialects, startHarness, type Harness, type TestClient } from '../testing/harness';
import { pdfImages } from '../testing/pdfImages';
import { LETTERHEAD_LEFT as LEFT, LETTERHEAD_RIGHT as RIGHT } from '../testing/letterheadFixture';
import { pdfLines } from '../testing/pdfText';

describe.each(dialects())('the letterhead on the documents on %s', (dialect) => {
  let h: Harness;
  let admin: TestClient;
  let classroomId: number;
  let student: { id: number };
  let yearId: number;

  const pdfOf = async (client: TestClient, path: string) => {
    const response = await fetch(h.baseUrl + path, { headers: { authorization: `Bearer ${client.token}`, 'accept-language': 'fr' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    return Buffer.from(await response.arrayBuffer());
  };
  /** The logo uploaded below: 300 × 200 pixels, never enlarged, so found by its size. */
  const logos = (pdf: Buffer) => pdfImages(pdf).filter((image) => image.width === 300 && image.height === 200);
  const expectLetterhead = (pdf: Buffer) => {
    const lines = pdfLines(pdf);
    // The blocks as written, line by line, before the school's name.
    const start = lines.indexOf(LEFT[0]);
    expect(lines.slice(start, start + 8)).toEqual([...LEFT, ...RIGHT]);
    expect(lines.indexOf('Lycée de test')).toBeGreaterThan(start);
    expect(logos(pdf)).toHaveLength(1);
  };

  beforeAll(async () => {
    h = await startHarness(dialect);
    admin = await h.signIn('admin');
    // Written as a Windows browser may send it, with a blank line and stray spaces: printed as lines.
    const options = await admin.put('/api/options', {
      options: [
        { name: 'letterhead_left', value: LEFT.join('\n') },
        { name: 'letterhead_right', value: `${RIGHT.join('\r\n')}\r\n\r\n  ` },
      ],
    });
    expect(options.status).toBe(200);
    const logo = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#1a4a7a' } })
      .png()
      .toBuffer();
    expect((await admin.request('PUT', '/api/school/logo', { raw: logo, headers: { 'content-type': 'image/png' } })).status).toBe(200);
    classroomId = (await h.database.db.selectFrom('classrooms').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
    [student] = await studentsOf(h.database.db, classroomId);
    yearId = (await h.database.db.selectFrom('school_years').select('id').where('current', '=', 1).executeTakeFirstOrThrow()).id;
  });
  afterAll(() => h.close());

  it('heads a report card, the logo embedded once for a whole classroom', async () => {
    expectLetterhead(await pdfOf(admin, `/api/report-cards/${classroomId}/trimester/1?studentId=${student.id}`));
    const classroom = await pdfOf(admin, `/api/report-cards/${classroomId}/trimester/1`);
    expect(pdfLines(classroom).filter((line) => line === LEFT[0]).length).toBeGreaterThan(1);
    expect(logos(classroom)).toHaveLength(1);
  });

  it('heads an A5 receipt; the ticket has the logo small over the name, without the blocks', async () => {
    const bursar = await h.signIn('bursar');
    const session = await bursar.post('/api/cash-sessions', { openingFloat: 0 });
    const payment = await bursar.post('/api/payments', { studentId: student.id, sessionId: session.body.id, amount: 1000, method: 'cash' });
    expect(payment.status).toBe(201);
    expectLetterhead(await pdfOf(bursar, `/api/payments/${payment.body.id}/receipt?layout=a5`));
    const ticket = await pdfOf(bursar, `/api/payments/${payment.body.id}/receipt?layout=ticket`);
    expect(pdfLines(ticket)[0]).toBe('Lycée de test');
    expect(pdfLines(ticket)).not.toContain(LEFT[0]);
    expect(logos(ticket)).toHaveLength(1);
  });

  it('heads a sanction notice', async () => {
    const discipline = await h.signIn('discipline');
    const types = await h.database.db.selectFrom('sanction_types').select('id').where('code', '=', 'CONS').executeTakeFirstOrThrow();
    const sanction = await discipline.post('/api/sanctions', {
      studentId: student.id,
      sanctionTypeId: types.id,
      date: '2026-10-16',
      reason: 'Bavardages répétés',
      duration: 2,
    });
    expect(sanction.status).toBe(201);
    const notice = await pdfOf(discipline, `/api/sanctions/${sanction.body.id}/notice`);
    expectLetterhead(notice);
    expect(pdfLines(notice)).toContain('NOTIFICATION DE SANCTION');
  });

  it('heads the demographic return, the arrears and the teacher statements on their first page', async () => {
    const studies = await h.signIn('studies');
    const demographics = await pdfOf(studies, `/api/statistics/demographics/${yearId}/all/all/pdf`);
    expectLetterhead(demographics);
    expect(pdfLines(demographics).filter((line) => line === LEFT[0])).toHaveLength(1);
    expectLetterhead(await pdfOf(admin, `/api/finance/arrears/pdf?classroomId=${classroomId}`));
    expectLetterhead(await pdfOf(admin, '/api/teacher-statements/2026-10/pdf'));
  });

  it('gives student cards their small logo from the same loader, without the blocks', async () => {
    expect((await admin.put('/api/options', { options: [{ name: 'public_url', value: 'https://school.example' }] })).status).toBe(200);
    const response = await fetch(`${h.baseUrl}/api/student-cards`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${admin.token}`,
        'content-type': 'application/json',
        cookie: `XSRF-TOKEN=${admin.xsrfCookie}`,
        'x-xsrf-token': admin.xsrfCookie ?? '',
      },
      body: JSON.stringify({ studentIds: [student.id], layout: 'card' }),
    });
    expect(response.status).toBe(200);
    const cards = Buffer.from(await response.arrayBuffer());
    expect(logos(cards)).toHaveLength(1);
    expect(pdfLines(cards)).toContain('Lycée de test');
    expect(pdfLines(cards)).not.toContain(LEFT[0]);
  });

  it('prints the blocks without a logo once the school removes it', async () => {
    expect((await admin.request('DELETE', '/api/school/logo')).status).toBe(200);
    const card = await pdfOf(admin, `/api/report-cards/${classroomId}/trimester/1?studentId=${student.id}`);
    expect(pdfLines(card)).toEqual(expect.arrayContaining([...LEFT, ...RIGHT]));
    expect(logos(card)).toHaveLength(0);
  });
});
