import sharp from 'sharp';
import { LOGO_MAX_BYTES } from '../../domain/contract/schoolLogo';
import { dialects, expectEnvelope, startHarness, type Harness, type TestClient } from '../testing/harness';
import { pngBomb } from '../testing/pngBomb';

describe.each(dialects())("the school's logo on %s", (dialect) => {
  let h: Harness;
  let admin: TestClient;
  let teacher: TestClient;
  let secretary: TestClient;

  const upload = (client: TestClient, body: Buffer | string, type: string) =>
    client.request('PUT', '/api/school/logo', { raw: body, headers: { 'content-type': type } });
  /** The image's bytes as sent (the test client reads answers as text). */
  const download = async (client: TestClient) => {
    const response = await fetch(`${h.baseUrl}/api/school/logo`, {
      headers: client.token ? { authorization: `Bearer ${client.token}` } : {},
    });
    return { status: response.status, type: response.headers.get('content-type'), bytes: Buffer.from(await response.arrayBuffer()) };
  };
  const stored = async () => (await h.database.db.selectFrom('school').select('logo').executeTakeFirstOrThrow()).logo;
  /** The names of every stored image. */
  const files = async () =>
    (await h.database.db.selectFrom('stored_images').select('name').orderBy('name').execute()).map((row) => row.name);
  const audits = () =>
    h.database.db.selectFrom('audit_log').select(['before_json', 'after_json']).where('entity', '=', 'school').orderBy('id').execute();

  beforeAll(async () => {
    h = await startHarness(dialect);
    [admin, teacher, secretary] = await Promise.all(['admin', 'teacher', 'secretary'].map((username) => h.signIn(username)));
  });
  afterAll(() => h.close());

  it('has none at first: 404 to any signed-in user, 401 to anyone else', async () => {
    expectEnvelope(await admin.get('/api/school/logo'), 404);
    expect((await admin.get('/api/school/logo', { headers: { 'accept-language': 'fr' } })).body.message).toBe(
      "L'établissement n'a pas de logo.",
    );
    expectEnvelope(await h.client().get('/api/school/logo'), 401);
  });

  it('stores an image checked by its content, re-encoded to fit 600 pixels on white, under a name nobody can guess', async () => {
    // A transparent logo: its background must print white, not black.
    const png = await sharp({ create: { width: 1200, height: 800, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
      .composite([{ input: { create: { width: 400, height: 400, channels: 4, background: '#b00020' } }, left: 400, top: 200 }])
      .png()
      .toBuffer();
    const response = await upload(admin, png, 'image/png');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ hasLogo: true });
    const name = await stored();
    expect(name).toMatch(/^[a-f0-9]{32}\.jpg$/);
    expect(await files()).toEqual([name]);

    // Any signed-in user may see it (every document they print carries it).
    const image = await download(teacher);
    expect(image.status).toBe(200);
    expect(image.type).toBe('image/jpeg');
    const meta = await sharp(image.bytes).metadata();
    expect([meta.format, meta.width, meta.height, meta.hasAlpha]).toEqual(['jpeg', 600, 400, false]);
    const { data } = await sharp(image.bytes).raw().toBuffer({ resolveWithObject: true });
    expect([...data.subarray(0, 3)].every((value) => value > 245)).toBe(true);
    expect((await download(h.client())).status).toBe(401);
    expect(await audits()).toEqual([{ before_json: JSON.stringify({ logo: false }), after_json: JSON.stringify({ logo: true }) }]);
  });

  it('replaces the logo, and its old file goes', async () => {
    const before = await stored();
    const jpeg = await sharp({ create: { width: 200, height: 300, channels: 3, background: '#1a4a7a' } })
      .jpeg()
      .toBuffer();
    expect((await upload(admin, jpeg, 'image/jpeg')).status).toBe(200);
    const after = await stored();
    expect(after).not.toBe(before);
    expect(await files()).toEqual([after]);
    // Never enlarged.
    expect(await sharp((await download(admin)).bytes).metadata()).toMatchObject({ width: 200, height: 300 });
  });

  it('refuses what is not an image, a picture of too many pixels, too large a body and the wrong type, keeping the logo', async () => {
    const before = await stored();
    const refused = async (body: Buffer | string, type: string, status: number, message?: string) => {
      const response = await upload(admin, body, type);
      expectEnvelope(response, status);
      if (message) expect(response.body.message).toBe(message);
    };
    await refused(
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>',
      'image/png',
      400,
      'The logo must be a JPEG, PNG or WebP image.',
    );
    const gif = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
      .gif()
      .toBuffer();
    await refused(gif, 'image/jpeg', 400, 'The logo must be a JPEG, PNG or WebP image.');
    await refused(gif, 'image/gif', 415);
    // A few kilobytes declaring a hundred million pixels: refused from its header, never decoded.
    const bomb = pngBomb(10_000, 10_000);
    expect(bomb.length).toBeLessThan(20_000);
    await refused(bomb, 'image/png', 400, 'The logo is too large: at most 25 million pixels.');
    // Past even the decoder's own limit.
    await refused(pngBomb(20_000, 20_000), 'image/png', 400, 'The logo is too large: at most 25 million pixels.');
    // A header promising an image over data cut short.
    const whole = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#3366aa' } })
      .png()
      .toBuffer();
    await refused(whole.subarray(0, 120), 'image/png', 400, 'The logo must be a JPEG, PNG or WebP image.');
    await refused(Buffer.alloc(LOGO_MAX_BYTES + 1), 'image/jpeg', 413);
    await refused(Buffer.alloc(0), 'image/png', 400);
    expect(await stored()).toBe(before);
    expect(await files()).toEqual([before]);
  });

  it('is kept by whoever keeps the options: 403 for the others, 401 without a token', async () => {
    const png = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    for (const client of [teacher, secretary]) {
      expectEnvelope(await upload(client, png, 'image/png'), 403);
      expectEnvelope(await client.request('DELETE', '/api/school/logo'), 403);
    }
    expectEnvelope(await upload(h.client(), png, 'image/png'), 401);
    expectEnvelope(await h.client().request('DELETE', '/api/school/logo'), 401);
    expect(await files()).toHaveLength(1);
  });

  it('removes the logo and its file; removing none changes nothing', async () => {
    const auditsBefore = (await audits()).length;
    const removed = await admin.request('DELETE', '/api/school/logo');
    expect(removed.status).toBe(200);
    expect(removed.body).toEqual({ hasLogo: false });
    expect(await stored()).toBeNull();
    expect(await files()).toEqual([]);
    expectEnvelope(await admin.get('/api/school/logo'), 404);
    expect((await admin.request('DELETE', '/api/school/logo')).body).toEqual({ hasLogo: false });
    expect(await audits()).toHaveLength(auditsBefore + 1);
  });
});
