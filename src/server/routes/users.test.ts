import { dialects, expectEnvelope, startHarness, type Harness, type TestClient } from '../testing/harness';

describe.each(dialects())('staff users on %s', (dialect) => {
  let h: Harness;
  let admin: TestClient;
  let teacher: TestClient;
  beforeAll(async () => {
    h = await startHarness(dialect);
    admin = await h.signIn('admin');
    teacher = await h.signIn('teacher');
  });
  afterAll(() => h.close());

  const newUser = (username: string) => ({
    username,
    firstName: 'Nadège',
    lastName: 'Ekotto',
    email: `${username}@lycee-demo.cm`,
    phone: '+237 677 12 34 56',
    role: 'secretary',
    password: 'a-long-passphrase',
  });

  describe('GET /users', () => {
    it('lists with total, limit, skip and filters', async () => {
      const all = await admin.get('/users');
      expect(all.status).toBe(200);
      expect(all.body.total).toBe(18);
      expect(all.body.data).toHaveLength(18);
      const page = await admin.get('/users?limit=5&skip=5');
      expect(page.body.data.map((u: { id: number }) => u.id)).toEqual(all.body.data.slice(5, 10).map((u: { id: number }) => u.id));
      const teachers = await admin.get('/users?role=teacher');
      expect(teachers.body.total).toBe(12);
      expect(teachers.body.data.every((u: { role: string }) => u.role === 'teacher')).toBe(true);
      const search = await admin.get('/users?search=FOTSO');
      expect(search.body.data.map((u: { username: string }) => u.username)).toEqual(['c.fotso']);
      expect(JSON.stringify(all.body)).not.toMatch(/password/i);
    });

    it('takes the search text literally', async () => {
      expect((await admin.get('/users?search=%25')).body.total).toBe(0);
    });

    it('accepts the generic shape with a URL-encoded JSON query', async () => {
      const response = await admin.get(`/users/${encodeURIComponent(JSON.stringify({ limit: 2, role: 'teacher' }))}`);
      expect(response.status).toBe(200);
      expect(response.body.total).toBe(12);
      expect(response.body.data).toHaveLength(2);
      expectEnvelope(await admin.get(`/users/${encodeURIComponent('{not json')}`), 400);
      expectEnvelope(await admin.get(`/users/${encodeURIComponent(JSON.stringify({ limit: 5000 }))}`), 400);
    });

    it('refuses a limit over 1000 and a negative skip', async () => {
      const response = await admin.get('/users?limit=1001&skip=-1');
      expectEnvelope(response, 400);
      expect(Object.keys(response.body.fields).sort()).toEqual(['limit', 'skip']);
    });

    it('is for those who may read users', async () => {
      expectEnvelope(await teacher.get('/users'), 403, 'Forbidden');
      expectEnvelope(await h.client().get('/users'), 401);
      expect((await (await h.signIn('principal')).get('/users')).status).toBe(200);
    });
  });

  describe('GET /users/{id}', () => {
    it('answers one user, to an administrator or to the user themself', async () => {
      const me = (await teacher.get('/api/user')).body.data.user;
      expect((await teacher.get(`/users/${me.id}`)).body).toEqual(me);
      expect((await admin.get(`/users/${me.id}`)).body.username).toBe('teacher');
    });

    it('answers 403 for someone else and 404 for an unknown id', async () => {
      expectEnvelope(await teacher.get('/users/1'), 403);
      expectEnvelope(await admin.get('/users/99999'), 404);
      expectEnvelope(await h.client().get('/users/1'), 401);
    });
  });

  describe('POST /users', () => {
    it('creates a user who can then sign in, and writes the audit log', async () => {
      const response = await admin.post('/users', newUser('n.ekotto'));
      expect(response.status).toBe(201);
      expect(response.body).toEqual(expect.objectContaining({ username: 'n.ekotto', role: 'secretary', status: 'active' }));
      expect(response.body.password).toBeUndefined();
      await h.signIn('n.ekotto', 'a-long-passphrase');
      const entry = await h.database.db
        .selectFrom('audit_log')
        .selectAll()
        .where('entity', '=', 'user')
        .where('entity_id', '=', String(response.body.id))
        .executeTakeFirstOrThrow();
      expect(entry.action).toBe('create');
      expect(entry.after_json).not.toMatch(/password/);
    });

    it('answers 409 for a taken username, naming the field, and changes nothing', async () => {
      const before = (await admin.get('/users')).body.total;
      const taken = await admin.post('/users', newUser('secretary'));
      expectEnvelope(taken, 409);
      expect(taken.body.fields).toEqual({ username: taken.body.message });
      expect((await admin.get('/users')).body.total).toBe(before);
    });

    it('answers 400 with the broken fields', async () => {
      const response = await admin.post('/users', { ...newUser('x'), email: 'not-an-email', role: 'janitor', password: 'short' });
      expectEnvelope(response, 400);
      expect(Object.keys(response.body.fields).sort()).toEqual(['email', 'password', 'role', 'username']);
    });

    it('answers 403 to a teacher', async () => {
      expectEnvelope(await teacher.post('/users', newUser('t.new')), 403);
    });
  });

  describe('PUT /users/{id}', () => {
    it('lets a user edit their own details, ignoring an id in the body', async () => {
      const me = (await teacher.get('/api/user')).body.data.user;
      const response = await teacher.put(`/users/${me.id}`, { id: 1, firstName: 'Paul-Henri', phone: '+237 655 00 11 22' });
      expect(response.status).toBe(200);
      expect(response.body).toEqual(
        expect.objectContaining({ id: me.id, firstName: 'Paul-Henri', phone: '+237 655 00 11 22', lastName: me.lastName }),
      );
      expect((await admin.get('/users/1')).body.firstName).toBe('Jean-Pierre');
    });

    it('keeps roles and status for administrators', async () => {
      const me = (await teacher.get('/api/user')).body.data.user;
      expectEnvelope(await teacher.put(`/users/${me.id}`, { role: 'admin' }), 403);
      expectEnvelope(await teacher.put('/users/1', { firstName: 'Mallory' }), 403);
      expectEnvelope(await admin.put('/users/1', { status: 'disabled' }), 403);
    });

    it('disables an account and revokes its sessions at once', async () => {
      const bursar = await h.signIn('bursar');
      const id = (await bursar.get('/api/user')).body.data.user.id;
      expect((await admin.put(`/users/${id}`, { status: 'disabled' })).body.status).toBe('disabled');
      expectEnvelope(await bursar.get('/api/user'), 401);
      expect(
        (
          await h.client().post(
            '/oauth/token',
            {
              grant_type: 'password',
              username: 'bursar',
              password: 'Scola-2026',
              client_id: h.config.oauthClientId,
              client_secret: h.config.oauthClientSecret,
              scope: 'all',
            },
            { xsrf: false },
          )
        ).body.error,
      ).toBe('invalid_grant');
    });

    it('answers 404 and 400', async () => {
      expectEnvelope(await admin.put('/users/99999', { firstName: 'Nobody' }), 404);
      expectEnvelope(await admin.put('/users/2', { email: 'bad@' }), 400);
      expectEnvelope(await admin.put('/users/abc', { firstName: 'X' }), 400);
    });
  });

  describe('e-mail addresses', () => {
    it("belong to one account whatever their case: taking a colleague's is refused (409) and changes nothing", async () => {
      const me = await teacher.get('/api/user');
      const taken = await teacher.put(`/users/${me.body.data.user.id}`, { email: 'Principal@LYCEE-demo.cm' });
      expectEnvelope(taken, 409);
      expect(taken.body.message).toContain('Principal@LYCEE-demo.cm');
      expect(taken.body.fields).toEqual({ email: taken.body.message });
      expect((await teacher.get(`/users/${me.body.data.user.id}`)).body.email).toBe('teacher@lycee-demo.cm');
      expectEnvelope(await admin.post('/users', { ...newUser('n.ekotto'), email: 'SECRETARY@lycee-demo.cm' }), 409);
      expectEnvelope(
        await h
          .client()
          .post(
            '/register/user',
            { username: 'z.mvondo', firstName: 'Zoé', lastName: 'Mvondo', email: 'bursar@LYCEE-DEMO.cm', password: 'a-long-passphrase' },
            { xsrf: false },
          ),
        409,
      );
      // Keeping one's own address, in another case, is not taking someone else's.
      expect((await teacher.put(`/users/${me.body.data.user.id}`, { email: 'Teacher@lycee-demo.cm' })).status).toBe(200);
    });

    it('sign the colleague in, not the one who tried to take the address', async () => {
      const body = {
        grant_type: 'password',
        username: 'PRINCIPAL@lycee-demo.cm',
        password: 'Scola-2026',
        client_id: h.config.oauthClientId,
        client_secret: h.config.oauthClientSecret,
        scope: 'all',
      };
      const signedIn = await h.client().post('/oauth/token', body, { xsrf: false });
      expect(signedIn.status).toBe(200);
      const who = await h.client().get('/api/user', { headers: { authorization: `Bearer ${signedIn.body.access_token}` } });
      expect(who.body.data.user.username).toBe('principal');
    });

    it('are unique in the database too, so two concurrent changes to one address cannot both win', async () => {
      const ids = (await admin.get('/users?role=teacher&limit=2')).body.data.map((user: { id: number }) => user.id);
      const answers = await Promise.all(ids.map((id: number) => admin.put(`/users/${id}`, { email: 'shared-desk@lycee-demo.cm' })));
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
      const holders = await h.database.db.selectFrom('users').select('id').where('email', '=', 'shared-desk@lycee-demo.cm').execute();
      expect(holders).toHaveLength(1);
    });
  });

  describe('POST /register/user', () => {
    it('creates a pending account that cannot sign in until approved', async () => {
      const response = await h
        .client()
        .post(
          '/register/user',
          { username: 'p.nkoulou', firstName: 'Paul', lastName: 'Nkoulou', email: 'p.nkoulou@example.cm', password: 'a-long-passphrase' },
          { xsrf: false },
        );
      expect(response.status).toBe(201);
      expect(response.body).toEqual({
        pending: true,
        user: expect.objectContaining({ username: 'p.nkoulou', status: 'pending', role: 'teacher' }),
      });
      const refused = await h.client().post(
        '/oauth/token',
        {
          grant_type: 'password',
          username: 'p.nkoulou',
          password: 'a-long-passphrase',
          client_id: h.config.oauthClientId,
          client_secret: h.config.oauthClientSecret,
          scope: 'all',
        },
        { xsrf: false },
      );
      expectEnvelope(refused, 400, 'invalid_grant');
      expect((await admin.put(`/users/${response.body.user.id}`, { status: 'active' })).status).toBe(200);
      await h.signIn('p.nkoulou', 'a-long-passphrase');
    });

    it('answers 409 for a taken username and 400 for a bad form', async () => {
      expectEnvelope(
        await h
          .client()
          .post('/register/user', { username: 'admin', firstName: 'A', lastName: 'B', password: 'a-long-passphrase' }, { xsrf: false }),
        409,
      );
      const bad = await h.client().post('/register/user', { username: 'A', password: '1' }, { xsrf: false });
      expectEnvelope(bad, 400);
      expect(Object.keys(bad.body.fields).sort()).toEqual(['firstName', 'lastName', 'password', 'username']);
    });
  });
});

describe.each(dialects())('the first sign-up on an empty installation (%s)', (dialect) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(dialect, { seed: false });
  });
  afterAll(() => h.close());

  it('creates the school and its first administrator, active at once', async () => {
    const response = await h.client().post(
      '/register/user',
      {
        username: 'founder',
        firstName: 'Ada',
        lastName: 'Fouda',
        email: 'ada@ecole.cm',
        password: 'a-long-passphrase',
        schoolName: 'Collège Fouda',
      },
      { xsrf: false },
    );
    expect(response.status).toBe(201);
    expect(response.body).toEqual({ pending: false, user: expect.objectContaining({ role: 'admin', status: 'active' }) });
    const me = await (await h.signIn('founder', 'a-long-passphrase')).get('/api/user');
    expect(me.body.school.name).toBe('Collège Fouda');
    expect(me.body.schoolYear).toEqual(expect.objectContaining({ name: expect.stringMatching(/^\d{4}-\d{4}$/) }));
    expect(me.body.permissions).toContain('users.manage');
  });
});
