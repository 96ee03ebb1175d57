import { dialects, expectEnvelope, startHarness, tokenBody, type Harness } from '../testing/harness';
import { translate } from '../i18n';
import type { Mail, MailSender } from '../services/shared/mailer';

describe.each(dialects())('sign-in and session on %s', (dialect) => {
  let h: Harness;
  // Mails are kept here rather than sent; a test may hold them back behind `gate`.
  const mails: Mail[] = [];
  let gate: Promise<void> | null = null;
  const mailer: MailSender = {
    async send(mail) {
      if (gate) await gate;
      mails.push(mail);
    },
  };
  /** The n-th mail, once the work after the answer has sent it (asked a bounded number of times, no clock asserted). */
  const mailNumber = async (n: number): Promise<Mail> => {
    for (let poll = 0; poll < 2_000 && mails.length < n; poll++) await new Promise((resolve) => setTimeout(resolve, 5));
    if (mails.length < n) throw new Error(`mail ${n} was never sent (${mails.length} sent)`);
    return mails[n - 1];
  };
  beforeAll(async () => {
    h = await startHarness(dialect, { config: { signInMaxAttempts: 4, signInMaxAddressAttempts: 6, trustProxy: true }, mailer });
  });
  afterAll(() => h.close());

  const signInBody = (username: string, password: string) => tokenBody(username, password, h.config);

  describe('POST /oauth/token', () => {
    it('answers a bearer token for good credentials sent as JSON', async () => {
      const response = await h.client().post('/oauth/token', signInBody('secretary', 'Scola-2026'), { xsrf: false });
      expect(response.status).toBe(200);
      expect(response.body).toEqual({
        token_type: 'Bearer',
        access_token: expect.stringMatching(/^[\w-]{40,}$/),
        expires_in: h.config.tokenLifetimeSeconds,
      });
    });

    it('takes a form body too, and is exempt from the XSRF check', async () => {
      const response = await h.client().request('POST', '/oauth/token', { form: signInBody('bursar', 'Scola-2026'), xsrf: false });
      expect(response.status).toBe(200);
      expect(response.body.token_type).toBe('Bearer');
    });

    it('refuses a wrong password or an unknown user with invalid_grant and a message', async () => {
      for (const username of ['principal', 'nobody-here']) {
        const response = await h.client().post('/oauth/token', signInBody(username, 'wrong-password'), { xsrf: false });
        expectEnvelope(response, 400, 'invalid_grant');
        expect(response.body.message).toBe(translate('en', 'errors.invalidGrant'));
      }
    });

    it('refuses an unknown client with invalid_client', async () => {
      const response = await h
        .client()
        .post('/oauth/token', { ...signInBody('admin', 'Scola-2026'), client_secret: 'guess' }, { xsrf: false });
      expectEnvelope(response, 400, 'invalid_client');
    });

    it('answers 400 with per-field messages for a malformed request', async () => {
      const response = await h.client().post('/oauth/token', { grant_type: 'client_credentials', username: 'admin' }, { xsrf: false });
      expectEnvelope(response, 400, 'Bad Request');
      expect(Object.keys(response.body.fields)).toEqual(
        expect.arrayContaining(['grant_type', 'password', 'client_id', 'client_secret', 'scope']),
      );
    });

    it('answers in the language of Accept-Language', async () => {
      const response = await h
        .client()
        .post('/oauth/token', signInBody('admin', 'nope-nope'), { xsrf: false, headers: { 'accept-language': 'fr-FR,fr;q=0.9' } });
      expect(response.body.message).toBe(translate('fr', 'errors.invalidGrant'));
    });

    // Each test signs in from an address of its own (the harness trusts X-Forwarded-For), so the
    // per-address count of one test does not spill into another.
    const from = (address: string) => ({ xsrf: false, headers: { 'x-forwarded-for': address } });

    it('limits failed attempts per account, whichever text names it, and says when to retry', async () => {
      const client = h.client();
      const statuses: number[] = [];
      for (const login of ['studies', 'STUDIES@lycee-demo.cm', 'studies', 'studies@lycee-demo.cm', 'studies']) {
        statuses.push((await client.post('/oauth/token', signInBody(login, 'bad-password'), from('10.0.1.1'))).status);
      }
      expect(statuses).toEqual([400, 400, 400, 400, 429]);
      // The right password does not open a locked account, from any address.
      const limited = await client.post('/oauth/token', signInBody('studies@lycee-demo.cm', 'Scola-2026'), from('10.0.1.2'));
      expectEnvelope(limited, 429);
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
      // The body repeats the wait, for a screen that reads the body only.
      expect(limited.body.retryAfter).toBe(Number(limited.headers.get('retry-after')));
      // Another account from the same address is not held back.
      expect((await client.post('/oauth/token', signInBody('teacher', 'Scola-2026'), from('10.0.1.1'))).status).toBe(200);
    });

    it("does not count successful sign-ins, and a success clears its account's failures", async () => {
      const client = h.client();
      const statuses: number[] = [];
      for (let round = 0; round < 3; round += 1) {
        for (let miss = 0; miss < 3; miss += 1)
          statuses.push((await client.post('/oauth/token', signInBody('bursar', 'bad-password'), from('10.0.2.1'))).status);
        for (let hit = 0; hit < 4; hit += 1)
          statuses.push((await client.post('/oauth/token', signInBody('bursar', 'Scola-2026'), from('10.0.2.1'))).status);
      }
      expect(statuses).toEqual(Array.from({ length: 3 }, () => [400, 400, 400, 200, 200, 200, 200]).flat());
    });

    it("limits failures from one address across accounts (password spraying), but not that address's good sign-ins elsewhere", async () => {
      const client = h.client();
      const statuses: number[] = [];
      // signInMaxAddressAttempts is 6 here: one failure on each of seven accounts.
      for (const login of ['admin', 'principal', 'discipline', 'secretary', 'teacher', 's.manga', 'nobody-at-all']) {
        statuses.push((await client.post('/oauth/token', signInBody(login, 'Summer2026!'), from('10.0.3.1'))).status);
      }
      expect(statuses).toEqual([400, 400, 400, 400, 400, 400, 429]);
      expectEnvelope(await client.post('/oauth/token', signInBody('admin', 'Scola-2026'), from('10.0.3.1')), 429);
      expect((await client.post('/oauth/token', signInBody('admin', 'Scola-2026'), from('10.0.3.2'))).status).toBe(200);
    });

    it('keeps counting under parallel attempts: no more failures pass than the limit allows', async () => {
      const attempts = await Promise.all(
        Array.from({ length: 12 }, (_, index) =>
          h.client().post('/oauth/token', signInBody('j.eto', 'bad-password'), from(`10.0.4.${index + 1}`)),
        ),
      );
      const statuses = attempts.map((response) => response.status);
      expect(statuses.filter((status) => status === 400).length).toBeLessThanOrEqual(4);
      expect(statuses.every((status) => status === 400 || status === 429)).toBe(true);
    });
  });

  describe('GET /api/user', () => {
    it('answers the current-user record with the permissions of the role', async () => {
      const client = await h.signIn('teacher');
      const response = await client.get('/api/user');
      expect(response.status).toBe(200);
      const body = response.body;
      expect(body.data.user).toEqual(expect.objectContaining({ username: 'teacher', role: 'teacher', status: 'active' }));
      expect(body.data.user.password_hash).toBeUndefined();
      expect(body.data.user.passwordHash).toBeUndefined();
      expect(body.data.accessToken).toBe(client.token);
      expect(body.permissions).toContain('marks.manage.own');
      expect(body.permissions).not.toContain('users.manage');
      expect(body.classCourses.length).toBeGreaterThan(0);
      expect(body.attendanceClasses.length).toBeGreaterThan(0);
      // A teacher calls the roll of the classrooms it teaches this year, beside those assigned to it.
      const taught = [...new Set(body.classCourses.map((course: { classroomId: number }) => course.classroomId))];
      expect(body.attendanceClasses).toEqual(expect.arrayContaining(taught));
      expect(body.options).toContainEqual({ name: 'lmd_sn_rate', value: '70', value_type: 'double' });
      expect(body.timeParts).toHaveLength(8);
      expect(body.sanctionTypes.map((type: { code: string }) => type.code)).toContain('CONS');
      expect(body.metadataTypes[0]).toEqual(expect.objectContaining({ kind: 'choice', choices: expect.arrayContaining(['O+']) }));
      expect(body.school.name).toBe('Lycée de test');
      expect(body.schoolYear.name).toBe('2026-2027');
    });

    it('gives the discipline master their classes', async () => {
      const response = await (await h.signIn('discipline')).get('/api/user');
      expect(response.body.disciplineClasses).toHaveLength(12);
    });

    it('answers 401 without a token or with an unknown one', async () => {
      expectEnvelope(await h.client().get('/api/user'), 401, 'Unauthorized');
      const stranger = h.client();
      stranger.token = 'not-a-real-token';
      expectEnvelope(await stranger.get('/api/user'), 401);
    });

    it('answers 401 once the token has expired', async () => {
      const client = await h.signIn('principal');
      await h.database.db.updateTable('access_tokens').set({ expires_at: '2000-01-01T00:00:00.000Z' }).execute();
      expectEnvelope(await client.get('/api/user'), 401);
    });
  });

  describe('GET /users/logout', () => {
    it('revokes the token at once', async () => {
      const client = await h.signIn('secretary');
      expect((await client.get('/api/user')).status).toBe(200);
      expect((await client.get('/users/logout')).status).toBe(200);
      expectEnvelope(await client.get('/api/user'), 401);
      expectEnvelope(await client.get('/users/logout'), 401);
    });
  });

  describe('XSRF', () => {
    it('sets the XSRF-TOKEN cookie, readable by the page', async () => {
      const response = await h.client().get('/api/user');
      const cookie = response.headers.getSetCookie().find((line) => line.startsWith('XSRF-TOKEN='));
      expect(cookie).toBeDefined();
      expect(cookie).not.toMatch(/HttpOnly/i);
      expect(cookie).toMatch(/SameSite=Strict/i);
    });

    it('refuses a non-GET call without the header, or with one that does not match the cookie', async () => {
      const client = await h.signIn('admin');
      const body = { currentPassword: 'Scola-2026', newPassword: 'another-long-one' };
      expectEnvelope(await client.put('/api/users/edit-password', body, { xsrf: false }), 403, 'Forbidden');
      expectEnvelope(await client.put('/api/users/edit-password', body, { xsrf: 'forged-value' }), 403, 'Forbidden');
      expectEnvelope(await client.put('/users/1', { phone: '123' }, { xsrf: false }), 403, 'Forbidden');
    });
  });

  describe('PUT /api/users/edit-password', () => {
    it('needs the current password, changes it, and revokes the other sessions only', async () => {
      const other = await h.signIn('c.fotso');
      const client = await h.signIn('c.fotso');
      const wrong = await client.put('/api/users/edit-password', { currentPassword: 'not-it-at-all', newPassword: 'a-brand-new-pass' });
      expectEnvelope(wrong, 400);
      expect(wrong.body.fields.currentPassword).toBe(translate('en', 'errors.wrongPassword'));

      const short = await client.put('/api/users/edit-password', { currentPassword: 'Scola-2026', newPassword: 'short' });
      expectEnvelope(short, 400);
      expect(short.body.fields.newPassword).toBe(translate('en', 'validation.minLength', { min: 8 }));

      expect(
        (await client.put('/api/users/edit-password', { currentPassword: 'Scola-2026', newPassword: 'a-brand-new-pass' })).status,
      ).toBe(200);
      expect((await client.get('/api/user')).status).toBe(200);
      expectEnvelope(await other.get('/api/user'), 401);
      expectEnvelope(await h.client().post('/oauth/token', signInBody('c.fotso', 'Scola-2026'), { xsrf: false }), 400, 'invalid_grant');
      expect((await h.client().post('/oauth/token', signInBody('c.fotso', 'a-brand-new-pass'), { xsrf: false })).status).toBe(200);
    });

    it('answers 401 without a token', async () => {
      expectEnvelope(await h.client().put('/api/users/edit-password', { currentPassword: 'x', newPassword: 'yyyyyyyyyy' }), 401);
    });
  });

  describe('GET /users/password-reset', () => {
    it('issues a one-time token by mail, then sets the new password with it', async () => {
      const session = await h.signIn('a.bello');
      const sent = mails.length;
      const asked = await h.client().get('/users/password-reset?username=a.bello');
      expect(asked.status).toBe(200);
      const mail = await mailNumber(sent + 1);
      expect(mail.to).toBe('a-bello@lycee-demo.cm');
      const token = /Reset code \(valid one hour\): (\S+)/.exec(mail.body)?.[1];
      expect(token).toBeDefined();

      const weak = await h.client().get(`/users/password-reset?token=${token}&password=short`);
      expectEnvelope(weak, 400);
      expect(weak.body.fields.password).toBeDefined();

      expect((await h.client().get(`/users/password-reset?token=${token}&password=reset-and-long`)).status).toBe(200);
      expectEnvelope(await session.get('/api/user'), 401);
      expect((await h.client().post('/oauth/token', signInBody('a.bello', 'reset-and-long'), { xsrf: false })).status).toBe(200);
      expectEnvelope(await h.client().get(`/users/password-reset?token=${token}&password=again-and-long`), 400);
    });

    it('answers the same for an unknown account and writes nothing for it', async () => {
      const resets = async () =>
        Number(
          (
            await h.database.db
              .selectFrom('password_resets')
              .select((eb) => eb.fn.countAll<number>().as('n'))
              .executeTakeFirstOrThrow()
          ).n,
        );
      const before = await resets();
      const sent = mails.length;
      const unknown = await h.client().get('/users/password-reset?email=nobody@example.org');
      const known = await h.client().get('/users/password-reset?email=SECRETARY@lycee-demo.cm');
      expect([unknown.status, known.status]).toEqual([200, 200]);
      expect(unknown.body).toEqual(known.body);
      expect((await mailNumber(sent + 1)).to).toBe('secretary@lycee-demo.cm');
      expect(await resets()).toBe(before + 1);
      expect(mails).toHaveLength(sent + 1);
    });

    it('answers before it looks the account up or sends anything, so its duration tells nothing', async () => {
      let release = () => {};
      gate = new Promise<void>((resolve) => {
        release = resolve;
      });
      const sent = mails.length;
      // With the mail held back, the answer still comes: the old code waited for the mail and hung here.
      const response = await h.client().get('/users/password-reset?username=principal');
      expect(response.status).toBe(200);
      expect(mails).toHaveLength(sent);
      gate = null;
      release();
      expect((await mailNumber(sent + 1)).to).toBe('principal@lycee-demo.cm');
    });

    it('answers 400 without a username, e-mail or token', async () => {
      expectEnvelope(await h.client().get('/users/password-reset'), 400);
      expectEnvelope(await h.client().get('/users/password-reset?token=made-up&password=long-enough-1'), 400);
    });
  });

  it('answers unknown routes with the 404 envelope', async () => {
    expectEnvelope(await h.client().get('/api/nothing-here'), 404, 'Not Found');
  });

  it('answers malformed JSON with a 400 envelope', async () => {
    const response = await fetch(`${h.baseUrl}/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"grant_type":',
    });
    const body = await response.json();
    expect(response.status).toBe(400);
    expect(body).toEqual(expect.objectContaining({ statusCode: 400, error: 'Bad Request' }));
  });
});
