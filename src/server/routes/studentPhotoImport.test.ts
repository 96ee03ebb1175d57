import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { PHOTO_ZIP_MAX_ENTRIES } from '../../domain/contract/studentPhotoImport';
import { dialects, expectEnvelope, startHarness, type Harness, type TestClient } from '../testing/harness';
import { pngBomb } from '../testing/pngBomb';
import { blankSheet, writeZip, type ZipPart } from '../testing/zips';

const ZIP = 'application/zip';
const LONG_AGO = '2000-01-01T00:00:00.000Z';

const jpeg = (colour: string) =>
  sharp({ create: { width: 900, height: 1200, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();
const png = (colour: string) =>
  sharp({ create: { width: 300, height: 400, channels: 4, background: colour } })
    .png()
    .toBuffer();

describe.each(dialects())('photos in bulk on %s', (dialect) => {
  let h: Harness;
  let secretary: TestClient;
  let teacher: TestClient;
  /** Registered students this year, by matricule, in the seed's order. */
  let students: { id: number; matricule: string }[];

  const db = () => h.database.db;
  const photos = async () =>
    new Map((await db().selectFrom('students').select(['id', 'photo']).execute()).map((row) => [row.id, row.photo] as const));
  /** The names of every stored image (photos and logo). */
  const storedFiles = async () => (await db().selectFrom('stored_images').select('name').execute()).map((row) => row.name);
  const preview = (zip: Buffer | string, client = secretary, type = ZIP) =>
    client.request('POST', '/api/student-photos/preview', {
      raw: typeof zip === 'string' ? zip : new Uint8Array(zip),
      headers: { 'content-type': type },
    });

  beforeAll(async () => {
    h = await startHarness(dialect);
    secretary = await h.signIn('secretary');
    teacher = await h.signIn('teacher');
    students = (await secretary.get('/api/students?limit=12&sort=matricule&registered=true')).body.data;
  });
  afterAll(() => h.close());

  it('previews a good archive without writing, then applies it in one step, audited, replacing an earlier photo', async () => {
    const [first, second, third] = students;
    // The third already has a photo, which the archive's replaces.
    const earlier = await secretary.request('PUT', `/api/students/${third.id}/photo`, {
      raw: new Uint8Array(await png('#00aa00')),
      headers: { 'content-type': 'image/png' },
    });
    expect(earlier.status).toBe(200);
    const earlierFile = (await photos()).get(third.id)!;
    const before = await photos();
    const filesBefore = (await storedFiles()).length;

    const zip = writeZip([
      { name: '6e A/', data: Buffer.alloc(0), stored: true },
      { name: `6e A/${first.matricule.toLowerCase()}.JPG`, data: await jpeg('#aa3366'), stored: true },
      { name: `Autres/ ${second.matricule} .png`, data: await png('#3366aa') },
      { name: `${third.matricule}.jpeg`, data: await jpeg('#ffaa00') },
      { name: '6e A/NOBODY99.jpg', data: await jpeg('#000000') },
      { name: `__MACOSX/6e A/._${first.matricule}.JPG`, data: Buffer.from('resource fork') },
      { name: '.DS_Store', data: Buffer.from('finder') },
    ]);
    const previewed = await preview(zip);
    expect(previewed.status).toBe(200);
    const report = previewed.body;
    expect(report).toMatchObject({ status: 'previewed', applied: 0, replaced: 0, refused: [], unmatched: ['6e A/NOBODY99.jpg'] });
    expect(report.id).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
    expect(report.matched.map((photo: any) => [photo.file, photo.studentId, photo.replaces])).toEqual([
      [`${third.matricule}.jpeg`, third.id, true],
      [`6e A/${first.matricule.toLowerCase()}.JPG`, first.id, false],
      [`Autres/ ${second.matricule} .png`, second.id, false],
    ]);
    expect(report.matched[0]).toMatchObject({
      matricule: third.matricule,
      classroomName: expect.any(String),
      firstName: expect.any(String),
    });
    // Every registered student but those three (and any with a photo) still lacks one.
    const registered = (await secretary.get('/api/students?limit=1&registered=true')).body.total;
    expect(report.withoutPhoto.total).toBe(registered - 3);
    expect(report.withoutPhoto.students.map((student: any) => student.studentId)).not.toContain(first.id);
    // Nothing written to any student; the three photos are staged beside the others.
    expect(await photos()).toEqual(before);
    expect((await storedFiles()).length).toBe(filesBefore + 3);
    expect((await secretary.get(`/api/student-photos/${report.id}`)).body).toEqual(report);

    const auditBefore = Number(
      (
        await db()
          .selectFrom('audit_log')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
    const applied = await secretary.post(`/api/student-photos/${report.id}`);
    expect(applied.status).toBe(200);
    expect(applied.body).toMatchObject({ id: report.id, status: 'applied', applied: 3, replaced: 1, matched: report.matched });
    const after = await photos();
    for (const student of [first, second, third]) expect(after.get(student.id)).toMatch(/^[a-f0-9]{32}\.jpg$/);
    expect(after.get(third.id)).not.toBe(earlierFile);
    for (const [id, photo] of before) if (![first.id, second.id, third.id].includes(id)) expect(after.get(id)).toBe(photo);
    // The replaced file is gone; the three new ones are the students'.
    expect(await storedFiles()).not.toContain(earlierFile);
    expect((await storedFiles()).length).toBe(filesBefore + 2);
    const download = await fetch(`${h.baseUrl}/api/students/${second.id}/photo`, {
      headers: { authorization: `Bearer ${secretary.token}` },
    });
    expect(download.headers.get('content-type')).toBe('image/jpeg');
    expect((await sharp(Buffer.from(await download.arrayBuffer())).metadata()).format).toBe('jpeg');
    const entries = await db().selectFrom('audit_log').selectAll().where('entity', '=', 'student').orderBy('id').execute();
    expect(entries.length).toBeGreaterThanOrEqual(3);
    expect(
      Number(
        (
          await db()
            .selectFrom('audit_log')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      ),
    ).toBe(auditBefore + 3);
    expect(
      entries.slice(-3).map((entry) => [Number(entry.entity_id), JSON.parse(entry.before_json!), JSON.parse(entry.after_json!)]),
    ).toEqual(
      expect.arrayContaining([
        [third.id, { photo: true }, { photo: true }],
        [first.id, { photo: false }, { photo: true }],
      ]),
    );
    expect((await secretary.get(`/api/students/${first.id}`)).body.hasPhoto).toBe(true);

    expectEnvelope(await secretary.post(`/api/student-photos/${report.id}`), 409);
    expect((await secretary.get(`/api/student-photos/${report.id}`)).body).toMatchObject({ status: 'applied', applied: 3 });
  });

  it('lists and skips every bad file of an archive, and changes nothing else', async () => {
    const [, , , good, notImage, large, outside, bomb, liar, pixels, twice] = students;
    const bigNoise = await sharp(randomBytes(1500 * 1500 * 3), {
      raw: { width: 1500, height: 1500, channels: 3 },
    })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(bigNoise.length).toBeGreaterThan(2 * 1024 * 1024);
    const sheet = blankSheet(50);
    const parts: ZipPart[] = [
      { name: `${good.matricule}.png`, data: await png('#123456') },
      { name: `${notImage.matricule}.jpg`, data: Buffer.from('<svg onload="alert(1)"/>') },
      { name: `${large.matricule}.png`, data: bigNoise, stored: true },
      { name: `../${outside.matricule}.jpg`, data: await jpeg('#111111') },
      { name: `/tmp/${outside.matricule}.jpg`, data: await jpeg('#111111') },
      // A zip bomb: 50 MB of blanks in about 50 KB, honest about its size, then lying about it.
      { name: `${bomb.matricule}.jpg`, deflated: sheet.deflated, size: sheet.size, crc: sheet.crc },
      { name: `${liar.matricule}.jpg`, deflated: sheet.deflated, size: sheet.size, crc: sheet.crc, declaredSize: 100_000 },
      // An image bomb: a few kilobytes declaring 400 million pixels.
      { name: `${pixels.matricule}.png`, data: pngBomb(20_000, 20_000) },
      { name: `a/${twice.matricule}.jpg`, data: await jpeg('#222222') },
      { name: `b/${twice.matricule.toLowerCase()}.png`, data: await png('#333333') },
      { name: 'UNKNOWN-1.jpg', data: await jpeg('#444444') },
    ];
    const before = await photos();
    const filesBefore = (await storedFiles()).length;
    const previewed = await preview(writeZip(parts));
    expect(previewed.status).toBe(200);
    expect(previewed.body.matched.map((photo: any) => photo.studentId)).toEqual([good.id]);
    expect(previewed.body.unmatched).toEqual(['UNKNOWN-1.jpg']);
    expect(Object.fromEntries(previewed.body.refused.map((file: any) => [file.file, file.problem]))).toEqual({
      [`${notImage.matricule}.jpg`]: 'notImage',
      [`${large.matricule}.png`]: 'tooLarge',
      [`../${outside.matricule}.jpg`]: 'outside',
      [`/tmp/${outside.matricule}.jpg`]: 'outside',
      [`${bomb.matricule}.jpg`]: 'tooLarge',
      [`${liar.matricule}.jpg`]: 'unreadable',
      [`${pixels.matricule}.png`]: 'tooLarge',
      [`a/${twice.matricule}.jpg`]: 'duplicate',
      [`b/${twice.matricule.toLowerCase()}.png`]: 'duplicate',
    });
    expect(await photos()).toEqual(before);
    expect((await storedFiles()).length).toBe(filesBefore + 1);

    const applied = await secretary.post(`/api/student-photos/${previewed.body.id}`);
    expect(applied.body).toMatchObject({ status: 'applied', applied: 1, replaced: 0 });
    const after = await photos();
    expect(after.get(good.id)).toMatch(/^[a-f0-9]{32}\.jpg$/);
    expect(new Map([...after].filter(([id]) => id !== good.id))).toEqual(new Map([...before].filter(([id]) => id !== good.id)));
  });

  it('refuses what is not a readable archive, or too large a one, as a whole', async () => {
    expectEnvelope(await preview('just some text'), 400);
    expect((await preview('just some text')).body.message).toBe(
      'This file is not a .zip archive that can be read. Send the photos in a .zip file.',
    );
    expectEnvelope(await preview(Buffer.from('PK\u0005\u0006 broken')), 400);
    expectEnvelope(await preview(await jpeg('#ffffff'), secretary, 'image/jpeg'), 415);
    const many = writeZip(
      Array.from({ length: PHOTO_ZIP_MAX_ENTRIES + 1 }, (_, index) => ({ name: `f${index}/`, data: Buffer.alloc(0), stored: true })),
    );
    expectEnvelope(await preview(many), 413);
  });

  it('asks for a signed-in caller who may upload photos, and keeps each preview to its owner', async () => {
    const zip = writeZip([{ name: `${students[0].matricule}.png`, data: await png('#abcdef') }]);
    expectEnvelope(await preview(zip, h.client()), 401);
    expectEnvelope(await preview(zip, teacher), 403);
    const previewed = await preview(zip);
    expectEnvelope(await teacher.get(`/api/student-photos/${previewed.body.id}`), 403);
    const admin = await h.signIn('admin');
    expectEnvelope(await admin.get(`/api/student-photos/${previewed.body.id}`), 404);
    expectEnvelope(await admin.post(`/api/student-photos/${previewed.body.id}`), 404);
    expectEnvelope(await secretary.get('/api/student-photos/AAAAAAAAAAAAAAAAAAAAAAAA'), 404);
    expectEnvelope(await secretary.post('/api/student-photos/AAAAAAAAAAAAAAAAAAAAAAAA'), 404);
    expectEnvelope(await secretary.get('/api/student-photos/short'), 400);
  });

  it('forgets an expired preview, which can no longer be applied, with the photos it staged', async () => {
    const before = await photos();
    const zip = writeZip([{ name: `${students[5].matricule}.png`, data: await png('#fedcba') }]);
    const previewed = await preview(zip);
    const filesWithIt = (await storedFiles()).length;
    await db().updateTable('photo_imports').set({ expires_at: LONG_AGO }).where('id', '=', previewed.body.id).execute();
    expectEnvelope(await secretary.post(`/api/student-photos/${previewed.body.id}`), 404);
    expectEnvelope(await secretary.get(`/api/student-photos/${previewed.body.id}`), 404);
    // The next preview sweeps it.
    await preview(writeZip([{ name: 'NOBODY.jpg', data: await jpeg('#000000') }]));
    expect((await storedFiles()).length).toBe(filesWithIt - 1);
    expect(await db().selectFrom('photo_imports').select('id').where('id', '=', previewed.body.id).executeTakeFirst()).toBeUndefined();
    expect(await photos()).toEqual(before);
  });
});
