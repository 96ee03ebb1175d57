import type { MessageList, MessageReceivers, Thread, ThreadMessage, Unread } from '../../domain/contract/messages';
import { dialects, expectEnvelope, startHarness, type Harness, type TestClient } from '../testing/harness';

/**
 * Messages over HTTP on a real database: to users and to a role, replies kept as a thread, the
 * inbox and the sent box, the unread count and its marking, privacy, and refusals that change nothing.
 */
describe.each(dialects())('messages on %s', (dialect) => {
  let h: Harness;
  let principal: TestClient;
  let teacher: TestClient;
  let bursar: TestClient;
  let secretary: TestClient;
  const ids: Record<string, number> = {};

  const db = () => h.database.db;
  const count = async (table: 'messages' | 'message_receivers' | 'audit_log') =>
    Number(
      (
        await db()
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const counts = async () => [await count('messages'), await count('message_receivers'), await count('audit_log')];
  const unread = async (client: TestClient) => (await client.get<Unread>('/api/messages/unread')).body.unread;
  const send = (client: TestClient, body: object) =>
    client.post<ThreadMessage & { fields: Record<string, string> }>('/api/messages', { body: 'Bonjour', ...body });

  beforeAll(async () => {
    h = await startHarness(dialect);
    [principal, teacher, bursar, secretary] = await Promise.all(
      ['principal', 'teacher', 'bursar', 'secretary'].map((name) => h.signIn(name)),
    );
    for (const row of await db().selectFrom('users').select(['id', 'username']).execute()) ids[row.username] = row.id;
  });
  afterAll(() => h.close());

  it('gives every demo account something in its inbox', async () => {
    for (const username of ['admin', 'principal', 'studies', 'discipline', 'bursar', 'secretary', 'teacher']) {
      const client = await h.signIn(username);
      const { body } = await client.get<MessageList>('/api/messages');
      expect(body.total).toBeGreaterThan(0);
    }
  });

  it('sends to users, shows it in their inbox as unread and in the sender’s sent box', async () => {
    const before = await unread(teacher);
    const sent = await send(principal, {
      subject: 'Réunion',
      body: 'Réunion demain\n\nà 10 h',
      receivers: { userIds: [ids.teacher, ids.bursar] },
    });
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({
      subject: 'Réunion',
      body: '<p>Réunion demain</p><p>à 10 h</p>',
      excerpt: 'Réunion demain à 10 h',
      sender: { id: ids.principal, role: 'principal' },
      receivers: { roles: [], count: 2 },
      parentId: null,
    });
    expect(sent.body.threadId).toBe(sent.body.id);
    expect(sent.body.receivers.users.map((user) => user.id).sort()).toEqual([ids.teacher, ids.bursar].sort());

    const inbox = (await teacher.get<MessageList>('/api/messages?limit=5')).body;
    expect(inbox.data[0]).toMatchObject({ id: sent.body.id, readAt: null, subject: 'Réunion' });
    expect(inbox.unread).toBe(before + 1);
    expect(await unread(teacher)).toBe(before + 1);
    const latest = (await teacher.get<Unread>('/api/messages/unread')).body.latest;
    expect(latest).toMatchObject({ id: sent.body.id, subject: 'Réunion', senderName: 'Marie-Claire Ngo Biyong' });

    const sentBox = (await principal.get<MessageList>('/api/messages?box=sent&limit=1')).body;
    expect(sentBox.data.map((item) => item.id)).toEqual([sent.body.id]);
    expect(sentBox.data[0].readAt).not.toBeNull();
    expect(sentBox.total).toBeGreaterThan(1);
    const audit = await db().selectFrom('audit_log').select(['action', 'entity_id']).where('entity', '=', 'message').execute();
    expect(audit).toContainEqual({ action: 'create', entity_id: String(sent.body.id) });
  });

  it('pages the inbox newest first with limit and skip', async () => {
    const all = (await teacher.get<MessageList>('/api/messages?limit=100')).body;
    const second = (await teacher.get<MessageList>('/api/messages?limit=1&skip=1')).body;
    expect(second.total).toBe(all.total);
    expect(second.data.map((item) => item.id)).toEqual([all.data[1].id]);
    const ordered = all.data.map((item) => item.id);
    expect(ordered).toEqual([...ordered].sort((a, b) => b - a));
  });

  it('expands a role to its active users, the sender left out, and records the role', async () => {
    const teachers = await db().selectFrom('users').select('id').where('role', '=', 'teacher').where('status', '=', 'active').execute();
    const sent = await send(principal, { subject: 'À tous les enseignants', receivers: { roles: ['teacher'], userIds: [ids.teacher] } });
    expect(sent.status).toBe(201);
    expect(sent.body.receivers).toMatchObject({ roles: ['teacher'], count: teachers.length });
    expect(sent.body.receivers.users.map((user) => user.id)).toEqual([ids.teacher]);
    const rows = await db().selectFrom('message_receivers').select(['user_id', 'direct']).where('message_id', '=', sent.body.id).execute();
    expect(rows).toHaveLength(teachers.length);
    expect(rows.filter((row) => row.direct === 1).map((row) => row.user_id)).toEqual([ids.teacher]);

    const toOwnRole = await send(teacher, { subject: 'Collègues', receivers: { roles: ['teacher'] } });
    expect(toOwnRole.body.receivers.count).toBe(teachers.length - 1);
  });

  it('keeps replies in the thread, to the other participants by default, and marks a thread read', async () => {
    const first = (await send(bursar, { subject: 'Caisse', body: 'Le fond de caisse ?', receivers: { userIds: [ids.secretary] } })).body;
    const reply = await send(secretary, { body: 'Il est au coffre.', parentId: first.id });
    expect(reply.status).toBe(201);
    expect(reply.body).toMatchObject({ threadId: first.id, parentId: first.id, subject: 'Caisse', receivers: { count: 1 } });
    expect(reply.body.receivers.users.map((user) => user.id)).toEqual([ids.bursar]);

    const unreadBefore = await unread(bursar);
    const thread = (await bursar.get<Thread>(`/api/messages/${reply.body.id}`)).body;
    expect(thread).toMatchObject({ threadId: first.id, subject: 'Caisse' });
    expect(thread.messages.map((message) => [message.id, message.body])).toEqual([
      [first.id, '<p>Le fond de caisse ?</p>'],
      [reply.body.id, '<p>Il est au coffre.</p>'],
    ]);
    expect(thread.messages[1].readAt).toBeNull();
    // Reading the thread changes nothing; marking it does.
    expect(await unread(bursar)).toBe(unreadBefore);
    const marked = await bursar.post<{ unread: number }>(`/api/messages/${first.id}/read`, {});
    expect(marked.status).toBe(200);
    expect(marked.body.unread).toBe(unreadBefore - 1);
    expect((await bursar.get<Thread>(`/api/messages/${first.id}`)).body.messages[1].readAt).not.toBeNull();
  });

  it('shows a thread only to those who sent or received its messages (404 otherwise)', async () => {
    const first = (await send(bursar, { subject: 'Privé', receivers: { userIds: [ids.secretary] } })).body;
    const forPrincipal = (
      await send(secretary, { body: 'Pour la proviseure seule', parentId: first.id, receivers: { userIds: [ids.principal] } })
    ).body;
    expectEnvelope(await teacher.get(`/api/messages/${first.id}`), 404);
    expectEnvelope(await teacher.post(`/api/messages/${first.id}/read`, {}), 404);
    expectEnvelope(await teacher.get('/api/messages/999999'), 404);
    // The principal sees the reply they received, not the message between the two others.
    const seen = (await principal.get<Thread>(`/api/messages/${forPrincipal.id}`)).body;
    expect(seen).toMatchObject({ threadId: first.id, subject: 'Privé' });
    expect(seen.messages.map((message) => message.id)).toEqual([forPrincipal.id]);
    expectEnvelope(await principal.get(`/api/messages/${first.id}`), 404);
    const refused = await send(teacher, { parentId: first.id, receivers: { userIds: [ids.bursar] } });
    expectEnvelope(refused, 400);
    expect(Object.keys(refused.body.fields)).toEqual(['parentId']);
  });

  it('removes scripts, event attributes and javascript: links from an HTML body', async () => {
    const sent = await send(principal, {
      subject: 'Lien',
      format: 'html',
      body: '<p onclick="steal()">Voir <a href="javascript:alert(1)">ceci</a> et <a href="https://example.cm">cela</a><script>alert(1)</script><img src="x" onerror="alert(1)"><strong>!</strong></p>',
      receivers: { userIds: [ids.teacher] },
    });
    expect(sent.status).toBe(201);
    expect(sent.body.body).toBe(
      '<p>Voir <a rel="noopener noreferrer">ceci</a> et <a href="https://example.cm" rel="noopener noreferrer">cela</a><strong>!</strong></p>',
    );
    const stored = await db().selectFrom('messages').select('body').where('id', '=', sent.body.id).executeTakeFirstOrThrow();
    expect(stored.body).not.toMatch(/script|onerror|onclick|javascript:/i);
  });

  it('refuses bad input naming the field, and changes nothing', async () => {
    const { id: disabledId } = await db()
      .insertInto('users')
      .values({
        username: 'gone',
        first_name: 'Ancien',
        last_name: 'Collègue',
        email: null,
        phone: null,
        role: 'teacher',
        status: 'disabled',
        password_hash: 'x',
        created_at: '2026-09-01T00:00:00.000Z',
        updated_at: '2026-09-01T00:00:00.000Z',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.gone = disabledId;
    const before = await counts();
    const cases: Array<[object, string]> = [
      [{ subject: 'Rien', receivers: {} }, 'receivers'],
      [{ subject: 'Rien' }, 'receivers'],
      [{ subject: 'Inconnu', receivers: { userIds: [ids.teacher, 999999] } }, 'receivers.userIds[1]'],
      [{ subject: 'Parti', receivers: { userIds: [disabledId] } }, 'receivers.userIds[0]'],
      [{ subject: 'Moi', receivers: { userIds: [ids.principal] } }, 'receivers.userIds[0]'],
      [{ subject: 'Vide', body: '<script>alert(1)</script> <p> </p>', format: 'html', receivers: { userIds: [ids.teacher] } }, 'body'],
      [{ subject: 'Vide', body: '   ', receivers: { userIds: [ids.teacher] } }, 'body'],
      [{ subject: 'x'.repeat(201), receivers: { userIds: [ids.teacher] } }, 'subject'],
      [{ receivers: { userIds: [ids.teacher] } }, 'subject'],
      [{ subject: 'Rôle', receivers: { roles: ['janitor'] } }, 'receivers.roles[0]'],
      [{ subject: 'Moi seule', receivers: { userIds: [ids.teacher], roles: ['teacher', 'principal'] } }, 'receivers.roles[1]'],
      [{ subject: 'Réponse', parentId: 999999 }, 'parentId'],
    ];
    for (const [body, field] of cases) {
      const response = await send(principal, body);
      expectEnvelope(response, 400);
      expect([JSON.stringify(body), Object.keys(response.body.fields ?? {})]).toEqual([JSON.stringify(body), [field]]);
    }
    expect(await counts()).toEqual(before);
  });

  it('lists whom one may write to: active users but oneself, and the roles', async () => {
    const { body } = await teacher.get<MessageReceivers>('/api/messages/receivers');
    expect(body.users.map((user) => user.id)).not.toContain(ids.teacher);
    expect(body.users.map((user) => user.id)).not.toContain(ids.gone);
    expect(body.users).toContainEqual({ id: ids.principal, name: 'Marie-Claire Ngo Biyong', role: 'principal' });
    expect(body.roles).toContainEqual({ role: 'principal', count: 1 });
    const teachers = body.roles.find((entry) => entry.role === 'teacher')!;
    expect(teachers.count).toBe(body.users.filter((user) => user.role === 'teacher').length);
  });
});
