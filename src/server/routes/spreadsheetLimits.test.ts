/**
 * Uploads that unpack: a small spreadsheet must not freeze everyone. A workbook whose sheet is
 * hundreds of megabytes of blanks, or whose directory lies about its sizes, is refused at once and
 * clearly; parsing runs off the event loop, so other users keep being answered meanwhile; genuine
 * files preview as before. (See "Uploads that unpack" in docs/decisions.md.)
 */
import { toXlsx } from '../services/shared/spreadsheets';
import { dialects, expectEnvelope, startHarness, type Harness, type TestClient } from '../testing/harness';
import { blankBomb } from '../testing/zips';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const PREVIEW = '/api/students/import/preview';
const TOO_LARGE = 'This spreadsheet is too large once unpacked (over 64 MB). Save it again, or split it into smaller files.';

describe.each(dialects())('spreadsheet limits on %s', (dialect) => {
  let h: Harness;
  let secretary: TestClient;
  let teacher: TestClient;
  const upload = (body: Uint8Array | string, type = XLSX, language = 'en') =>
    secretary.request('POST', PREVIEW, { raw: body, headers: { 'content-type': type, 'accept-language': language } });

  beforeAll(async () => {
    h = await startHarness(dialect);
    secretary = await h.signIn('secretary');
    teacher = await h.signIn('teacher');
  });
  afterAll(() => h.close());

  it('refuses the reported file (384 MB of blanks packed in 400 KB) with a clear message', async () => {
    const bomb = blankBomb(384);
    expect(bomb.length).toBeLessThan(450 * 1024);
    const response = await upload(bomb);
    expectEnvelope(response, 413);
    expect(response.body.message).toBe(TOO_LARGE);
    const french = await upload(bomb, XLSX, 'fr');
    expectEnvelope(french, 413);
    expect(french.body.message).toBe(
      'Ce classeur est trop volumineux une fois décompressé (plus de 64 Mo). Enregistrez-le de nouveau ou découpez-le en plusieurs fichiers.',
    );
  });

  it('refuses it too when its directory lies about the sizes: the real unpacking stops at the declared size', async () => {
    const response = await upload(blankBomb(384, { lying: true }));
    expectEnvelope(response, 413);
    expect(response.body.message).toBe(TOO_LARGE);
  });

  it('keeps answering other users while hostile files are refused', async () => {
    const answered: string[] = [];
    const hostile = [blankBomb(384), blankBomb(384, { lying: true })].map((file) =>
      upload(file).then((response) => {
        answered.push('upload');
        return response;
      }),
    );
    // 300,000 rows: refused (too many), after a parse that used to hold the event loop.
    const slow = upload('a,b\n'.repeat(300_000), 'text/csv').then((response) => {
      answered.push('slow upload');
      return response;
    });
    let refused = false;
    void slow.finally(() => (refused = true));
    const others: number[] = [];
    do {
      const user = await teacher.get('/api/user');
      others.push(user.status);
      answered.push('user');
      expect(user.body.data.user.username).toBe('teacher');
    } while (!refused && others.length < 10_000);
    for (const response of await Promise.all(hostile)) expectEnvelope(response, 413);
    const tooMany = await slow;
    expectEnvelope(tooMany, 400);
    expect(tooMany.body.message).toBe('The file has too many rows: at most 20000 students per import.');
    expect(others.every((status) => status === 200)).toBe(true);
    // The other user was answered, again and again, before the slow refusal came.
    expect(answered.indexOf('user')).toBeLessThan(answered.indexOf('slow upload'));
    expect(answered.filter((event) => event === 'user').length).toBeGreaterThan(1);
  });

  it('previews genuine files as before: the app’s own .xlsx export, a workbook and a CSV', async () => {
    const exported = await fetch(`${h.baseUrl}/api/students/export?format=xlsx`, {
      headers: { authorization: `Bearer ${secretary.token}` },
    });
    expect(exported.status).toBe(200);
    const total = (await secretary.get('/api/students?limit=1')).body.total;
    const again = await upload(new Uint8Array(await exported.arrayBuffer()));
    expect(again.status).toBe(200);
    // Every exported student comes back, each refused only because its matricule is already used.
    expect(again.body).toMatchObject({ status: 'previewed', total, valid: 0 });
    expect(
      again.body.rows.every((row: { problems: { field: string }[] }) => row.problems.every((problem) => problem.field === 'matricule')),
    ).toBe(true);

    const workbook = await toXlsx(
      [
        ['lastName', 'firstName', 'sex', 'birthDate', 'birthPlace'],
        ['Owona', 'Ruth', 'F', '2012-06-01', 'Yaoundé'],
        ['MBARGA', 'Aïcha', 'F', '2011-01-05', 'Douala'],
      ],
      'Students',
    );
    const read = await upload(workbook);
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ total: 2, valid: 2, unknownColumns: [] });
    expect(read.body.rows.map((row: { values: object }) => row.values)).toEqual([
      expect.objectContaining({ lastName: 'Owona', firstName: 'Ruth', sex: 'F', birthDate: '2012-06-01', birthPlace: 'Yaoundé' }),
      expect.objectContaining({ lastName: 'MBARGA', firstName: 'Aïcha', sex: 'F', birthDate: '2011-01-05', birthPlace: 'Douala' }),
    ]);

    // A date cell comes back as a date, whatever thread read it.
    const { default: writeXlsxFile } = await import('write-excel-file/node');
    const dated = await writeXlsxFile([
      [{ value: 'lastName' }, { value: 'firstName' }, { value: 'sex' }, { value: 'birthDate' }],
      [
        { value: 'Tagne' },
        { value: 'Junior' },
        { value: 'M' },
        { value: new Date('2012-06-01T00:00:00Z'), type: Date, format: 'yyyy-mm-dd' },
      ],
    ] as never).toBuffer();
    const withDate = await upload(dated);
    expect(withDate.body).toMatchObject({ total: 1, valid: 1 });
    expect(withDate.body.rows[0].values).toMatchObject({ lastName: 'Tagne', birthDate: '2012-06-01' });

    const csv = await upload('Nom;Prénom;Sexe\nNgono;Aïcha;F\n', 'text/csv');
    expect(csv.status).toBe(200);
    expect(csv.body.rows[0].values).toMatchObject({ lastName: 'Ngono', firstName: 'Aïcha', sex: 'F' });
  });
});
