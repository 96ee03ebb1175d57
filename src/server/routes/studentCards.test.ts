import { codeFromHash } from '../../domain/cards/publicPage';
import type { CardStatus, MadeCode, PublicCard, StudentCardStatus } from '../../domain/contract/accessCodes';
import { dialects, expectEnvelope, startHarness, TestClient, type Harness } from '../testing/harness';
import { pdfQrCodes } from '../testing/pdfImages';
import { pdfLines } from '../testing/pdfText';

/** Access codes over HTTP on a real database: made, hashed, revoked, looked up in public, rate-limited. */
describe.each(dialects())('access codes on %s', (dialect) => {
  let h: Harness;
  let secretary: TestClient;
  let classroomId: number;
  let studentIds: number[];

  const db = () => h.database.db;
  const lookup = (code: string, client = h.client()) => client.get<PublicCard>(`/api/accessCodes/student/${code}`);

  beforeAll(async () => {
    h = await startHarness(dialect, { config: { lookupMaxAddressFailures: 1000, lookupMaxFailures: 1000 } });
    secretary = await h.signIn('secretary');
    const year = await db().selectFrom('school_years').select('id').where('current', '=', 1).executeTakeFirstOrThrow();
    const classroom = await db()
      .selectFrom('classrooms as c')
      .innerJoin('registrations as r', 'r.classroom_id', 'c.id')
      .select('c.id')
      .where('c.school_year_id', '=', year.id)
      .where('r.status', '=', 'active')
      .orderBy('c.id')
      .executeTakeFirstOrThrow();
    classroomId = classroom.id;
    studentIds = (
      await db()
        .selectFrom('registrations')
        .select('student_id')
        .where('classroom_id', '=', classroomId)
        .where('status', '=', 'active')
        .execute()
    ).map((row) => row.student_id);
  });
  afterAll(() => h.close());

  it("makes a classroom's codes, stores none of them in clear, and lists who has one", async () => {
    const made = await secretary.post<{ data: MadeCode[] }>('/api/access_codes', { classroomId });
    expect(made.status).toBe(201);
    expect(made.body.data).toHaveLength(studentIds.length);
    const codes = made.body.data.map((row) => row.code);
    for (const code of codes) expect(code).toMatch(/^[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{12}$/);
    expect(new Set(codes).size).toBe(codes.length);
    const stored = await db().selectFrom('access_codes').select('code_hash').execute();
    const dump =
      JSON.stringify(stored) + JSON.stringify(await db().selectFrom('audit_log').select(['before_json', 'after_json']).execute());
    for (const code of codes) expect(dump).not.toContain(code);
    const status = await secretary.get<{ data: CardStatus[] }>(`/api/access_codes?classroomId=${classroomId}`);
    expect(status.body.data.every((row) => row.codeMadeAt !== null)).toBe(true);
  });

  it('answers a valid code without a sign-in, typed in lower case with dashes too', async () => {
    const [made] = (await secretary.post<{ data: MadeCode[] }>('/api/access_codes', { studentIds: [studentIds[0]] })).body.data;
    const found = await lookup(made.code);
    expect(found.status).toBe(200);
    expect(found.body).toMatchObject({ matricule: made.matricule, classroomName: made.classroomName, reportCard: null });
    expect(found.headers.get('cache-control')).toBe('private, no-store');
    const typed = made.code.toLowerCase().replace(/(.{4})(?=.)/g, '$1-');
    expect((await lookup(typed)).status).toBe(200);
  });

  it('answers a revoked code exactly like one that never existed', async () => {
    const [made] = (await secretary.post<{ data: MadeCode[] }>('/api/access_codes', { studentIds: [studentIds[1]] })).body.data;
    expect((await lookup(made.code)).status).toBe(200);
    const revoked = await secretary.post('/api/access_codes/revoke', { studentIds: [studentIds[1]] });
    expect(revoked.body).toEqual({ revoked: 1 });
    const gone = await lookup(made.code);
    const never = await lookup('ABCDEFGHJKMN');
    expectEnvelope(gone, 404);
    expect(gone.body).toEqual(never.body);
  });

  it('voids the old code when a card is made again', async () => {
    const [first] = (await secretary.post<{ data: MadeCode[] }>('/api/access_codes', { studentIds: [studentIds[2]] })).body.data;
    const [second] = (await secretary.post<{ data: MadeCode[] }>('/api/access_codes', { studentIds: [studentIds[2]] })).body.data;
    expect((await lookup(first.code)).status).toBe(404);
    expect((await lookup(second.code)).status).toBe(200);
    const status = await secretary.get<StudentCardStatus>(`/api/access_codes/students/${studentIds[2]}`);
    expect(status.status).toBe(200);
    expect(status.body).toMatchObject({ studentId: studentIds[2], registered: true });
    // The classroom's codes of the first test, then these two.
    expect(status.body.codesMade).toBeGreaterThanOrEqual(2);
    expect(status.body.codeMadeAt).not.toBeNull();
    expect(status.body.lastRevokedAt).not.toBeNull();
    expect(JSON.stringify(status.body)).not.toContain(second.code);
    expectEnvelope(await secretary.get('/api/access_codes/students/999999'), 404);
    expectEnvelope(await (await h.signIn('teacher')).get(`/api/access_codes/students/${studentIds[2]}`), 403);
  });

  it('refuses a code of the wrong length or alphabet, a student of no classroom this year, an empty classroom', async () => {
    expectEnvelope(await lookup('ABC'), 400);
    expectEnvelope(await lookup('ABCDEFGHJKM0'), 400);
    const before = Number(
      (
        await db()
          .selectFrom('access_codes')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
    const stranger = await secretary.post('/api/students', { firstName: 'Sans', lastName: 'Classe', sex: 'M' });
    const refused = await secretary.post('/api/access_codes', { studentIds: [studentIds[0], stranger.body.id] });
    expectEnvelope(refused, 400);
    expect(Object.keys(refused.body.fields)).toEqual(['studentIds[1]']);
    const year = await db().selectFrom('school_years').select('id').where('current', '=', 1).executeTakeFirstOrThrow();
    const level = await db().selectFrom('levels').select('id').executeTakeFirstOrThrow();
    const { id: empty } = await db()
      .insertInto('classrooms')
      .values({ name: 'Vide', level_id: level.id, school_year_id: year.id, capacity: 40, head_teacher_id: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    expectEnvelope(await secretary.post('/api/access_codes', { classroomId: empty }), 404);
    expectEnvelope(await secretary.post('/api/access_codes', {}), 400);
    const after = Number(
      (
        await db()
          .selectFrom('access_codes')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
    expect(after).toBe(before);
  });

  it('answers a 400 naming code for every badly formed code, however long, before any lookup is counted (issue 26)', async () => {
    const logged = async () => (await db().selectFrom('access_code_lookups').select('id').execute()).length;
    const before = await logged();
    for (const code of ['A'.repeat(5000), 'K7QW3XH9MZ2P'.repeat(100), 'ABCDEFGHJKM0', 'ABC', '%3Cb%3E', 'ABCDEFGHJKMN-'.repeat(40)])
      for (const path of [`/api/accessCodes/student/${code}`, `/api/accessCodes/student/${code}/photo`]) {
        const response = await h.client().get(path);
        expectEnvelope(response, 400);
        expect(Object.keys(response.body.fields)).toEqual(['code']);
      }
    expect(await logged()).toBe(before);
    // The documentation says what the server does, once: 404 for a code that is not in force, 400 for one that cannot be a code.
    const document = (await h.client().get('/api/docs/json')).body;
    for (const path of ['/api/accessCodes/student/{code}', '/api/accessCodes/student/{code}/photo']) {
      const operation = document.paths[path].get;
      expect(Object.keys(operation.responses)).toEqual(expect.arrayContaining(['400', '404', '429']));
      expect(operation.description).toContain('400 naming `code`');
      expect(operation.description).not.toMatch(/alphabet, answers the same 404/);
    }
  });

  /** Prints the classroom's cards through a request naming `host`; the PDF or the refusal. */
  const printCards = (host?: string) =>
    fetch(`${h.baseUrl}/api/student-cards`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${secretary.token}`,
        'content-type': 'application/json',
        cookie: `XSRF-TOKEN=${secretary.xsrfCookie}`,
        'x-xsrf-token': secretary.xsrfCookie!,
        ...(host ? { host, 'x-forwarded-host': host } : {}),
      },
      body: JSON.stringify({ classroomId, layout: 'card' }),
    });
  const setPublicAddress = async (value: string) => {
    const admin = await h.signIn('admin');
    expect((await admin.put('/api/options', { options: [{ name: 'public_url', value }] })).status).toBe(200);
  };

  it("takes the QR codes' address from Tools or PUBLIC_URL, never from the request's Host (issue 26)", async () => {
    const inForce = async () => (await db().selectFrom('access_codes').select('id').where('revoked_at', 'is', null).execute()).length;
    // Neither set: refused, saying where to set it, and no code made or revoked.
    const before = await inForce();
    const refused = await printCards('evil-host.example');
    expect(refused.status).toBe(409);
    const body = (await refused.json()) as { message: string };
    expect(body.message).toMatch(/public address.*Tools/);
    expect(await inForce()).toBe(before);

    h.config.publicUrl = 'https://from-the-environment.example';
    try {
      const fromEnvironment = await pdfQrCodes(Buffer.from(await (await printCards('evil-host.example')).arrayBuffer()));
      expect(fromEnvironment).toHaveLength(studentIds.length);
      for (const url of fromEnvironment) expect(new URL(url).origin).toBe('https://from-the-environment.example');
      // The school's choice in Tools comes first.
      await setPublicAddress('https://lycee.example/scola/');
      const fromTools = await pdfQrCodes(Buffer.from(await (await printCards('evil-host.example')).arrayBuffer()));
      expect(fromTools).toHaveLength(studentIds.length);
      for (const url of fromTools) {
        expect(url).toMatch(/^https:\/\/lycee\.example\/scola\/public-page\.html#\/public-page\?code=[23456789A-HJKMNP-Z]{12}$/);
        expect(url).not.toContain('evil-host');
      }
    } finally {
      h.config.publicUrl = undefined;
    }
    // Not an address: refused by the option's rule.
    const admin = await h.signIn('admin');
    for (const value of ['evil-host.example', 'javascript:alert(1)', 'https://school.example/?x=1', 'https://user:pw@school.example'])
      expect(Object.keys((await admin.put('/api/options', { options: [{ name: 'public_url', value }] })).body.fields)).toEqual([
        'public_url',
      ]);
  });

  it("prints a classroom's cards whose QR codes open the public page with a working code", async () => {
    await setPublicAddress(h.baseUrl);
    const before = await db().selectFrom('access_codes').select('id').where('revoked_at', 'is', null).execute();
    const response = await fetch(`${h.baseUrl}/api/student-cards`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${secretary.token}`,
        'content-type': 'application/json',
        cookie: `XSRF-TOKEN=${secretary.xsrfCookie}`,
        'x-xsrf-token': secretary.xsrfCookie!,
        'accept-language': 'fr',
      },
      body: JSON.stringify({ classroomId, layout: 'sheet' }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    // Named as the Student cards page names it, in the caller's language.
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="cartes-6e-A.pdf"; filename*=UTF-8''cartes-6e-A.pdf`);
    const pdf = Buffer.from(await response.arrayBuffer());
    const urls = await pdfQrCodes(pdf);
    expect(urls).toHaveLength(studentIds.length);
    const [url] = urls;
    expect(url).toMatch(new RegExp(`^${h.baseUrl}/public-page\\.html#/public-page\\?code=[23456789A-HJKMNP-Z]{12}$`));
    const code = codeFromHash(new URL(url).hash)!;
    expect((await lookup(code)).status).toBe(200);
    expect(pdfLines(pdf).join(' ')).toContain(code.replace(/(.{4})(?=.)/g, '$1-'));
    // The old codes of the classroom are revoked: one code in force per student.
    const inForce = await db().selectFrom('access_codes').select('id').where('revoked_at', 'is', null).execute();
    expect(inForce.filter((row) => !before.some((old) => old.id === row.id))).toHaveLength(studentIds.length);
    expect(inForce.some((row) => before.some((old) => old.id === row.id))).toBe(false);
  });

  it("names one student's card for the student and the classroom, in Persian too", async () => {
    await setPublicAddress(h.baseUrl);
    const [first] = (await secretary.get<{ data: CardStatus[] }>(`/api/access_codes?classroomId=${classroomId}`)).body.data;
    const response = await fetch(`${h.baseUrl}/api/student-cards`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${secretary.token}`,
        'content-type': 'application/json',
        cookie: `XSRF-TOKEN=${secretary.xsrfCookie}`,
        'x-xsrf-token': secretary.xsrfCookie!,
        'accept-language': 'fa',
      },
      body: JSON.stringify({ studentIds: [first.studentId], layout: 'card' }),
    });
    expect(response.status).toBe(200);
    expect(first.studentName).toBe('FOTSO Rachel');
    // کارت-FOTSO-Rachel-6e-A.pdf
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="_-FOTSO-Rachel-6e-A.pdf"; filename*=UTF-8''%DA%A9%D8%A7%D8%B1%D8%AA-FOTSO-Rachel-6e-A.pdf`,
    );
  });

  it('logs every lookup with its time and address, never the code', async () => {
    const [made] = (await secretary.post<{ data: MadeCode[] }>('/api/access_codes', { studentIds: [studentIds[3]] })).body.data;
    const before = await db().selectFrom('access_code_lookups').select('id').execute();
    await lookup(made.code);
    const rows = await db()
      .selectFrom('access_code_lookups')
      .selectAll()
      .where('id', 'not in', before.length ? before.map((row) => row.id) : [0])
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ found: 1, address: expect.any(String) });
    expect(JSON.stringify(rows)).not.toContain(made.code);
  });
});

describe.each(dialects())('guessing codes on %s', (dialect) => {
  let h: Harness;

  beforeAll(async () => {
    h = await startHarness(dialect, { config: { lookupMaxAddressFailures: 5, lookupMaxFailures: 8, trustProxy: true } });
  });
  afterAll(() => h.close());

  it('stops a run of wrong guesses from one address, then from everyone together', async () => {
    const client = h.client();
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) statuses.push((await client.get(`/api/accessCodes/student/ABCDEFGHJK${'MN'[i % 2]}${i + 2}`)).status);
    expect(statuses).toEqual([404, 404, 404, 404, 404, 429, 429]);
    const refused = await client.get('/api/accessCodes/student/ABCDEFGHJKMN');
    expectEnvelope(refused, 429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // Other addresses share the global budget: 5 failures logged, 3 left before everyone waits.
    await h.database.db
      .insertInto('access_code_lookups')
      .values(
        ['10.0.0.1', '10.0.0.2', '10.0.0.3'].map((address) => ({ looked_up_at: new Date().toISOString(), address, found: 0 as const })),
      )
      .execute();
    const other = await h.client().get('/api/accessCodes/student/ABCDEFGHJKMN', { headers: { 'x-forwarded-for': '10.9.9.9' } });
    expectEnvelope(other, 429);
  });
});

describe.each(dialects())('the server log on %s (issue 26)', (dialect) => {
  let h: Harness;
  const lines: string[] = [];

  beforeAll(async () => {
    h = await startHarness(dialect, {
      config: { lookupMaxAddressFailures: 1000, lookupMaxFailures: 1000 },
      logger: { level: 'info', stream: { write: (line: string) => void lines.push(line) } },
    });
  });
  afterAll(() => h.close());

  it('holds no access code, found or not, nor a reset token, on any line', async () => {
    const secretary = await h.signIn('secretary');
    const student = await h.database.db
      .selectFrom('registrations')
      .select('student_id')
      .where('status', '=', 'active')
      .executeTakeFirstOrThrow();
    const [made] = (await secretary.post<{ data: MadeCode[] }>('/api/access_codes', { studentIds: [student.student_id] })).body.data;
    const client = h.client();
    const typed = made.code.toLowerCase().replace(/(.{4})(?=.)/g, '$1-');
    const wrong = 'ABCDEFGHJKMN';
    const secrets = [made.code, wrong, 'ZZZZ2345', 'S3cretResetToken', 'N3wPassw0rd!'];
    expect((await client.get(`/api/accessCodes/student/${made.code}`)).status).toBe(200);
    expect((await client.get(`/api/accessCodes/student/${typed}`)).status).toBe(200);
    expect((await client.get(`/api/accessCodes/student/${made.code}/photo`)).status).toBe(404);
    expect((await client.get(`/api/accessCodes/student/${wrong}`)).status).toBe(404);
    expect((await client.get('/api/accessCodes/student/ZZZZ2345')).status).toBe(400);
    // Routes that do not exist are logged too: a mistyped prefix, a bad escape, a reset link.
    expect((await client.get(`/api/accesscodes/student/${made.code}`)).status).toBe(404);
    expect((await client.get(`/api/accessCodes/student/${made.code}%`)).status).toBe(400);
    expect((await client.get('/users/password-reset/?token=S3cretResetToken&password=N3wPassw0rd!')).status).toBe(404);
    await new Promise((resolve) => setTimeout(resolve, 50));

    const log = lines.join('');
    expect(log).toContain('/api/accessCodes/student/[redacted]');
    expect(lines.filter((line) => line.includes('"url":"/api/accessCodes/student/[redacted]')).length).toBeGreaterThanOrEqual(5);
    // Whatever case or grouping the code was typed in.
    const squeezed = log.toUpperCase().replace(/[\s-]/g, '');
    for (const secret of secrets) expect(squeezed).not.toContain(secret.toUpperCase());
  });
});

describe.each(dialects())('guessing codes in parallel on %s (issue 26)', (dialect) => {
  let h: Harness;
  const ADDRESS_LIMIT = 10;
  const GLOBAL_LIMIT = 25;

  beforeAll(async () => {
    h = await startHarness(dialect, {
      seed: false,
      config: { lookupMaxAddressFailures: ADDRESS_LIMIT, lookupMaxFailures: GLOBAL_LIMIT, lookupMaxAddressLookups: 1000, trustProxy: true },
    });
  });
  afterAll(() => h.close());

  const guess = (address: string, index: number) =>
    h.client().get(`/api/accessCodes/student/ABCDEFGH${'23456789ABCDEFGHJKMNPQRSTUVWXYZ'[index % 31]}JK${'MN'[index % 2]}`, {
      headers: { 'x-forwarded-for': address },
    });
  const tally = (statuses: number[]) => ({
    looked: statuses.filter((s) => s === 404).length,
    refused: statuses.filter((s) => s === 429).length,
  });

  it('answers exactly the limit of 40 wrong guesses sent at once from one address, then exactly the global budget from many', async () => {
    const one = await Promise.all(Array.from({ length: 40 }, (_, index) => guess('10.1.0.1', index).then((r) => r.status)));
    expect(tally(one)).toEqual({ looked: ADDRESS_LIMIT, refused: 40 - ADDRESS_LIMIT });
    const many = await Promise.all(Array.from({ length: 40 }, (_, index) => guess(`10.2.0.${index + 1}`, index).then((r) => r.status)));
    expect(tally(many)).toEqual({ looked: GLOBAL_LIMIT - ADDRESS_LIMIT, refused: 40 - (GLOBAL_LIMIT - ADDRESS_LIMIT) });
    const counted = await h.database.db.selectFrom('access_code_lookups').select('id').where('found', '=', 0).execute();
    expect(counted).toHaveLength(GLOBAL_LIMIT);
  });
});
