import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { readSheet } from 'read-excel-file/node';
import * as clock from '../services/shared/clock';
import { moveImageFilesIn } from '../services/students/photos';
import { dialects, expectEnvelope, startHarness, type Harness, type TestClient } from '../testing/harness';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A file upload as the client sends it: the file itself is the body. */
async function sendFile(client: TestClient, method: string, address: string, body: Buffer | string, type: string) {
  const headers: Record<string, string> = {
    'content-type': type,
    'x-xsrf-token': client.xsrfCookie ?? '',
    cookie: `XSRF-TOKEN=${client.xsrfCookie}`,
  };
  if (client.token) headers.authorization = `Bearer ${client.token}`;
  return fetch(`${(client as unknown as { baseUrl: string }).baseUrl}${address}`, {
    method,
    headers,
    body: typeof body === 'string' ? body : new Uint8Array(body),
  });
}

describe.each(dialects())('student files on %s', (dialect) => {
  let h: Harness;
  let secretary: TestClient;
  let teacher: TestClient;
  let studentId: number;
  beforeAll(async () => {
    h = await startHarness(dialect);
    secretary = await h.signIn('secretary');
    teacher = await h.signIn('teacher');
    await secretary.get('/api/docs/json'); // the XSRF cookie
    await teacher.get('/api/docs/json');
    studentId = (await secretary.get('/api/students?limit=1')).body.data[0].id;
  });
  afterAll(() => h.close());

  const preview = async (client: TestClient, content: string | Buffer, query = '', type = 'text/csv') => {
    const response = await sendFile(client, 'POST', `/api/students/import/preview${query}`, content, type);
    return { status: response.status, body: (await response.json()) as any };
  };

  describe('photos', () => {
    it('stores an image checked by its content, resized, and serves it to signed-in staff only', async () => {
      const png = await sharp({ create: { width: 1200, height: 1600, channels: 3, background: '#3366aa' } })
        .png()
        .toBuffer();
      const upload = await sendFile(secretary, 'PUT', `/api/students/${studentId}/photo`, png, 'image/png');
      expect(upload.status).toBe(200);
      expect(await upload.json()).toEqual({ hasPhoto: true });
      expect((await secretary.get(`/api/students/${studentId}`)).body.hasPhoto).toBe(true);
      const download = await fetch(`${h.baseUrl}/api/students/${studentId}/photo`, {
        headers: { authorization: `Bearer ${secretary.token}` },
      });
      expect(download.status).toBe(200);
      expect(download.headers.get('content-type')).toBe('image/jpeg');
      expect(download.headers.get('cache-control')).toMatch(/private/);
      const meta = await sharp(Buffer.from(await download.arrayBuffer())).metadata();
      expect(meta.format).toBe('jpeg');
      expect(Math.max(meta.width!, meta.height!)).toBe(480);
      expect((await fetch(`${h.baseUrl}/api/students/${studentId}/photo`)).status).toBe(401);
      const stored = await h.database.db.selectFrom('students').select('photo').where('id', '=', studentId).executeTakeFirstOrThrow();
      expect(stored.photo).toMatch(/^[a-f0-9]{32}\.jpg$/);
    });

    it('refuses what is not such an image, whatever its header says, and bodies that are too large', async () => {
      expect((await sendFile(secretary, 'PUT', `/api/students/${studentId}/photo`, '<svg onload="alert(1)"/>', 'image/png')).status).toBe(
        400,
      );
      const gif = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
        .gif()
        .toBuffer();
      expect((await sendFile(secretary, 'PUT', `/api/students/${studentId}/photo`, gif, 'image/jpeg')).status).toBe(400);
      expect((await sendFile(secretary, 'PUT', `/api/students/${studentId}/photo`, gif, 'image/gif')).status).toBe(415);
      expect(
        (await sendFile(secretary, 'PUT', `/api/students/${studentId}/photo`, Buffer.alloc(2 * 1024 * 1024 + 1), 'image/jpeg')).status,
      ).toBe(413);
      const png = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
        .png()
        .toBuffer();
      expect((await sendFile(teacher, 'PUT', `/api/students/${studentId}/photo`, png, 'image/png')).status).toBe(403);
      expect((await sendFile(secretary, 'PUT', '/api/students/999999/photo', png, 'image/png')).status).toBe(404);
    });

    it('removes a photo', async () => {
      const removed = await secretary.request('DELETE', `/api/students/${studentId}/photo`);
      expect(removed.body).toEqual({ hasPhoto: false });
      expect((await secretary.get(`/api/students/${studentId}`)).body.hasPhoto).toBe(false);
      expectEnvelope(await secretary.get(`/api/students/${studentId}/photo`), 404);
    });

    it('moves the photo files a data folder still holds into the database, once, and serves them from there', async () => {
      const name = `${'c'.repeat(32)}.jpg`;
      const image = await sharp({ create: { width: 30, height: 40, channels: 3, background: '#884422' } })
        .jpeg()
        .toBuffer();
      const folder = path.join(h.config.dataDir, 'photos');
      mkdirSync(folder, { recursive: true });
      writeFileSync(path.join(folder, name), image);
      writeFileSync(path.join(folder, 'notes.txt'), 'not a stored image');
      await h.database.db.updateTable('students').set({ photo: name }).where('id', '=', studentId).execute();

      expect(await moveImageFilesIn(h.database.db, h.config.dataDir)).toBe(1);
      expect(readdirSync(folder).sort()).toEqual(['notes.txt']);
      const download = await fetch(`${h.baseUrl}/api/students/${studentId}/photo`, {
        headers: { authorization: `Bearer ${secretary.token}` },
      });
      expect(Buffer.from(await download.arrayBuffer()).equals(image)).toBe(true);
      // A file left by a move that stopped after writing its row: the row stands, the file goes.
      writeFileSync(path.join(folder, name), 'a stale copy');
      expect(await moveImageFilesIn(h.database.db, h.config.dataDir)).toBe(1);
      const row = await h.database.db.selectFrom('stored_images').select('data').where('name', '=', name).executeTakeFirstOrThrow();
      expect(Buffer.from(row.data).equals(image)).toBe(true);
      expect(await moveImageFilesIn(h.database.db, h.config.dataDir)).toBe(0);
    });
  });

  describe('export', () => {
    afterEach(() => jest.restoreAllMocks());
    // A student whose cells look like formulas, and one whose phone starts with +, read by both exports (each test can run alone).
    beforeAll(async () => {
      expect(
        (await secretary.post('/api/students', { firstName: '@SUM(A1)', lastName: '=HYPERLINK("http://x")', sex: 'M', address: '+33 rue' }))
          .status,
      ).toBe(201);
      expect(
        (
          await secretary.post('/api/students', {
            firstName: 'Aïcha',
            lastName: 'Phoneowner',
            sex: 'F',
            guardianPhone: '+237 6 99 00 11 22',
          })
        ).status,
      ).toBe(201);
    });

    const csvLines = (body: unknown) =>
      String(body)
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n');

    it('writes every matching student to CSV with formula cells neutralised, headed in English by default', async () => {
      jest.spyOn(clock, 'today').mockReturnValue('2026-09-01');
      const response = await secretary.get('/api/students/export?format=csv&search=hyperlink');
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/csv/);
      // Named as the list's Export menu names it: the classroom or level chosen (none here) and the school's day.
      expect(response.headers.get('content-disposition')).toBe(
        `attachment; filename="students-2026-09-01.csv"; filename*=UTF-8''students-2026-09-01.csv`,
      );
      const lines = csvLines(response.body);
      expect(lines[0]).toBe(
        "Matricule,Last name,First name,Sex,Date of birth,Place of birth,Parent or guardian,Guardian's phone,Guardian's e-mail,Address,Class,Groupe sanguin,Allergies,Date du dernier vaccin",
      );
      expect(lines).toHaveLength(2);
      expect(lines[1]).toContain(`"'=HYPERLINK(""http://x"")"`);
      expect(lines[1]).toContain("'@SUM(A1)");
      expect(lines[1]).toContain("'+33 rue");
      const all = await secretary.get('/api/students/export');
      expect(csvLines(all.body)).toHaveLength(1 + (await secretary.get('/api/students?limit=1')).body.total);
    });

    it('heads the columns in the language of Accept-Language and writes phone numbers as they are', async () => {
      const french = await secretary.get('/api/students/export?format=csv&search=phoneowner', { headers: { 'accept-language': 'fr' } });
      const [header, row] = csvLines(french.body);
      expect(header).toMatch(
        /^Matricule,Nom,Prénom,Sexe,Date de naissance,Lieu de naissance,Parent ou tuteur,Téléphone du parent,E-mail du parent,Adresse,Classe,/,
      );
      expect(row).toContain(',+237 6 99 00 11 22,');
      expect(row).not.toContain("'+237");
      const chinese = await secretary.get('/api/students/export?format=csv&search=phoneowner', { headers: { 'accept-language': 'zh-CN' } });
      expect(csvLines(chinese.body)[0]).toMatch(/^学号,姓,名,性别,出生日期,出生地,家长或监护人,监护人电话,监护人电子邮件,地址,班级,/);
    });

    it("writes .xlsx with typed cells, never formulas, headed and named in the caller's language", async () => {
      jest.spyOn(clock, 'today').mockReturnValue('2026-09-01');
      const response = await fetch(`${h.baseUrl}/api/students/export?format=xlsx&search=hyperlink`, {
        headers: { authorization: `Bearer ${secretary.token}`, 'accept-language': 'fr' },
      });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe(XLSX);
      expect(response.headers.get('content-disposition')).toBe(
        `attachment; filename="eleves-2026-09-01.xlsx"; filename*=UTF-8''%C3%A9l%C3%A8ves-2026-09-01.xlsx`,
      );
      const [classroom] = (await secretary.get('/api/classrooms?limit=1')).body.data;
      const level = await h.database.db
        .selectFrom('levels')
        .select(['id', 'name'])
        .where('id', '=', classroom.levelId)
        .executeTakeFirstOrThrow();
      const named = async (query: string) =>
        (
          await fetch(`${h.baseUrl}/api/students/export?format=csv&${query}`, {
            headers: { authorization: `Bearer ${secretary.token}`, 'accept-language': 'zh-CN' },
          })
        ).headers.get('content-disposition');
      expect([classroom.name, level.name]).toEqual(['6e A', '6e']);
      // 学生名单-6e-A-2026-09-01.csv, 学生名单-6e-2026-09-01.csv
      expect(await named(`classroomId=${classroom.id}`)).toBe(
        `attachment; filename="_-6e-A-2026-09-01.csv"; filename*=UTF-8''%E5%AD%A6%E7%94%9F%E5%90%8D%E5%8D%95-6e-A-2026-09-01.csv`,
      );
      expect(await named(`levelId=${level.id}`)).toBe(
        `attachment; filename="_-6e-2026-09-01.csv"; filename*=UTF-8''%E5%AD%A6%E7%94%9F%E5%90%8D%E5%8D%95-6e-2026-09-01.csv`,
      );
      const file = Buffer.from(await response.arrayBuffer());
      const rows = await readSheet(file);
      expect(rows[0].slice(0, 3)).toEqual(['Matricule', 'Nom', 'Prénom']);
      expect(rows[1][1]).toBe('=HYPERLINK("http://x")');
      expect(file.includes('<f>')).toBe(false);
      const phone = await fetch(`${h.baseUrl}/api/students/export?format=xlsx&search=phoneowner`, {
        headers: { authorization: `Bearer ${secretary.token}` },
      });
      expect((await readSheet(Buffer.from(await phone.arrayBuffer())))[1][7]).toBe('+237 6 99 00 11 22');
    });

    it('reads its own export back in another language, and an old export with field names and guarded cells', async () => {
      const exported = await secretary.get('/api/students/export?format=csv&search=phoneowner', { headers: { 'accept-language': 'fa' } });
      const [header, row] = csvLines(exported.body);
      // Imported as new students: no matricule, and no classroom column to warn about.
      const columns = header.split(',');
      const cells = row.split(',');
      const keep = columns.map((_, index) => index).filter((index) => index !== 0 && index !== 10);
      const csv = `${keep.map((index) => columns[index]).join(',')}\n${keep.map((index) => cells[index]).join(',')}\n`;
      const { status, body } = await preview(secretary, csv);
      expect(status).toBe(200);
      expect(body).toMatchObject({ total: 1, valid: 1, unknownColumns: [] });
      expect(body.rows[0].values).toMatchObject({
        lastName: 'Phoneowner',
        firstName: 'Aïcha',
        sex: 'F',
        guardianPhone: '+237 6 99 00 11 22',
      });

      const old = "lastName,firstName,sex,guardianPhone\nOld,Export,M,'+237 6 99 00 11 22\n";
      const before = await preview(secretary, old);
      expect(before.body).toMatchObject({ total: 1, valid: 1, unknownColumns: [] });
      expect(before.body.rows[0].values.guardianPhone).toBe('+237 6 99 00 11 22');
    });

    it('refuses a bad format and callers without a session', async () => {
      expectEnvelope(await secretary.get('/api/students/export?format=pdf'), 400);
      expectEnvelope(await h.client().get('/api/students/export'), 401);
    });
  });

  describe('import', () => {
    const waitUntilDone = async (id: string) => {
      for (let attempt = 0; attempt < 200; attempt++) {
        const progress = await secretary.get(`/api/students/import/${id}`);
        if (progress.body.status !== 'running') return progress.body;
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      throw new Error('import did not finish');
    };

    it('previews a French semicolon CSV, then writes every row in one go and registers them', async () => {
      const classroom = await h.database.db.selectFrom('classrooms').select('id').orderBy('id', 'desc').executeTakeFirstOrThrow();
      const before = (await secretary.get(`/api/students?classroomId=${classroom.id}`)).body.total;
      const csv =
        'Nom;Prénom;Sexe;Date de naissance;Lieu de naissance;Groupe sanguin;Remarque\nMANGA;Paul;Masculin;12/03/2010;Douala;O+;x\nNgono;Aïcha;F;2011-01-05;Yaoundé;;\nTagne;Junior;garçon;;;;\n';
      const { status, body } = await preview(secretary, Buffer.from(csv, 'utf8'), `?classroomId=${classroom.id}`);
      expect(status).toBe(200);
      expect(body).toMatchObject({
        status: 'previewed',
        total: 3,
        valid: 3,
        unknownColumns: ['Remarque'],
        classroomId: classroom.id,
        message: null,
      });
      expect(body.rows[0].values).toMatchObject({
        lastName: 'MANGA',
        firstName: 'Paul',
        sex: 'M',
        birthDate: '2010-03-12',
        birthPlace: 'Douala',
        customFields: { '1': 'O+' },
      });
      expect((await secretary.get(`/api/students?classroomId=${classroom.id}`)).body.total).toBe(before);
      const started = await secretary.post(`/api/students/import/${body.id}`);
      expect(started.status).toBe(202);
      const done = await waitUntilDone(body.id);
      expect(done).toMatchObject({ status: 'done', created: 3, processed: 3 });
      const registered = await secretary.get(`/api/students?classroomId=${classroom.id}&limit=1000`);
      expect(registered.body.total).toBe(before + 3);
      expect(registered.body.data.map((s: { firstName: string }) => s.firstName)).toEqual(
        expect.arrayContaining(['Paul', 'Aïcha', 'Junior']),
      );
      expectEnvelope(await secretary.post(`/api/students/import/${body.id}`), 409);
    });

    it('reads an .xlsx workbook', async () => {
      const { default: writeXlsxFile } = await import('write-excel-file/node');
      const file = await writeXlsxFile([
        [{ value: 'lastName' }, { value: 'firstName' }, { value: 'sex' }, { value: 'birthDate' }],
        [
          { value: 'Owona' },
          { value: 'Ruth' },
          { value: 'F' },
          { value: new Date('2012-06-01T00:00:00Z'), type: Date, format: 'yyyy-mm-dd' },
        ],
      ] as never).toBuffer();
      const { status, body } = await preview(secretary, file, '', XLSX);
      expect(status).toBe(200);
      expect(body).toMatchObject({ total: 1, valid: 1 });
      expect(body.rows[0].values).toMatchObject({ lastName: 'Owona', firstName: 'Ruth', sex: 'F', birthDate: '2012-06-01' });
    });

    it('reads headers and sexes in Persian, Chinese, Urdu or German, and names the columns it did not understand', async () => {
      const persian = 'نام خانوادگی,نام,جنسیت,تلفن ولی,یادداشت\nرضایی,مریم,دختر,+98 21 1234 5678,x\n';
      const fa = await preview(secretary, persian);
      expect(fa.body).toMatchObject({ total: 1, valid: 1, unknownColumns: ['یادداشت'] });
      expect(fa.body.columns).toEqual(['lastName', 'firstName', 'sex', 'guardianPhone']);
      expect(fa.body.rows[0].values).toMatchObject({ lastName: 'رضایی', firstName: 'مریم', sex: 'F', guardianPhone: '+98 21 1234 5678' });
      // Arabic yeh and kaf, as some keyboards type them, and no non-joiner.
      expect((await preview(secretary, 'نام خانوادگي,نام,جنسيت\nA,B,پسر\n')).body).toMatchObject({ valid: 1, unknownColumns: [] });

      const chinese = '姓,名,性别,出生日期,备注\n王,芳,女,2012-05-01,x\n';
      const zh = await preview(secretary, Buffer.from(chinese, 'utf8'));
      expect(zh.body).toMatchObject({ total: 1, valid: 1, unknownColumns: ['备注'] });
      expect(zh.body.rows[0].values).toMatchObject({ lastName: '王', firstName: '芳', sex: 'F', birthDate: '2012-05-01' });

      const urdu = await preview(secretary, 'خاندانی نام,پہلا نام,جنس\nخان,علی,لڑکا\n');
      expect(urdu.body.rows[0].values).toMatchObject({ lastName: 'خان', firstName: 'علی', sex: 'M' });
      const german = await preview(secretary, 'Nachname;Vorname;Geschlecht;Schulbus\nMüller;Jörg;Männlich;ja\n');
      expect(german.body).toMatchObject({ valid: 1, unknownColumns: ['Schulbus'] });
    });

    it("shows every row's problems first and refuses to write any of them", async () => {
      const csv = 'matricule,lastName,firstName,sex\nNEW-1,Kamga,Yvette,F\n26SC00001,Fotso,Hervé,M\nNEW-1,Bello,Moussa,M\n,,Loïc,X\n';
      const { body } = await preview(secretary, csv);
      expect(body).toMatchObject({ total: 4, valid: 1 });
      expect(body.rows.map((row: { line: number }) => row.line)).toEqual([3, 4, 5, 2]);
      const fields = (line: number) =>
        body.rows
          .find((row: { line: number }) => row.line === line)
          .problems.map((p: { field: string }) => p.field)
          .sort();
      expect(fields(3)).toEqual(['matricule']);
      expect(fields(4)).toEqual(['matricule']);
      expect(fields(5)).toEqual(['lastName', 'sex']);
      expect(body.rows[0].problems[0].message).toMatch(/26SC00001/);
      expectEnvelope(await secretary.post(`/api/students/import/${body.id}`), 400);
    });

    it('refuses unreadable files, empty ones, and other callers', async () => {
      expect((await preview(secretary, Buffer.from('PK\u0003\u0004garbage'), '', XLSX)).status).toBe(400);
      expect((await preview(secretary, Buffer.from([0, 1, 2, 3]), '', 'text/csv')).status).toBe(400);
      expect((await preview(secretary, 'lastName,firstName,sex\n')).status).toBe(400);
      expect((await preview(secretary, 'lastName,firstName,sex\nA,B,M\n', '?classroomId=999999')).status).toBe(404);
      expect((await preview(teacher, 'lastName,firstName,sex\nA,B,M\n')).status).toBe(403);
      const { body } = await preview(secretary, 'lastName,firstName,sex\nA,B,M\n');
      const admin = await h.signIn('admin');
      expectEnvelope(await admin.get(`/api/students/import/${body.id}`), 404);
      expectEnvelope(await secretary.get('/api/students/import/not-a-real-import-id'), 404);
      expectEnvelope(await secretary.get('/api/students/import/bad!'), 400);
    });
  });
});
