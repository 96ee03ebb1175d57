import { DEMO_OPTIONS } from '../../domain/demoOptions';
import { dialects, expectEnvelope, startHarness, type Harness, type TestClient, type TestResponse } from '../testing/harness';

/** The field names a 400 answer blames, sorted. */
const fieldsOf = (response: TestResponse) => Object.keys(response.body.fields ?? {}).sort();

describe.each(dialects())('school settings on %s', (dialect) => {
  let h: Harness;
  let admin: TestClient;
  let studies: TestClient;
  let principal: TestClient;
  let teacher: TestClient;
  let secretary: TestClient;
  let anonymous: TestClient;
  beforeAll(async () => {
    h = await startHarness(dialect);
    [admin, studies, principal, teacher, secretary] = await Promise.all(
      ['admin', 'studies', 'principal', 'teacher', 'secretary'].map((name) => h.signIn(name)),
    );
    anonymous = h.client();
  });
  afterAll(() => h.close());

  /** The audit entries of one record, the latest first. */
  const auditOf = async (entity: string, id: number | string) =>
    (await admin.get(`/api/audit?entity=${entity}&entityId=${id}`)).body.data as Array<Record<string, any>>;

  /**
   * The checks every reference list of the tools screen shares: reads for anyone signed in,
   * writes for structure.manage, 401/403/404 and an audited delete.
   */
  function sharedChecks(path: string, entity: string, valid: () => Record<string, unknown>) {
    it('is read by anyone signed in, not without a token', async () => {
      const list = await secretary.get(path);
      expect(list.status).toBe(200);
      expect(list.body.total).toBeGreaterThan(0);
      const one = await teacher.get(`${path}/${list.body.data[0].id}`);
      expect(one.status).toBe(200);
      expect(one.body).toEqual(list.body.data[0]);
      expectEnvelope(await anonymous.get(path), 401);
      expectEnvelope(await anonymous.get(`${path}/${list.body.data[0].id}`), 401);
      const bad = await admin.get(`${path}?limit=0&skip=-1`);
      expectEnvelope(bad, 400);
      expect(fieldsOf(bad)).toEqual(['limit', 'skip']);
      expectEnvelope(await admin.get(`${path}/0`), 400);
    });

    it('answers 404 for an unknown id', async () => {
      expectEnvelope(await admin.get(`${path}/99999`), 404);
      expectEnvelope(await admin.put(`${path}/99999`, valid()), 404);
      expectEnvelope(await admin.post(path, { ...valid(), id: 99999 }), 404);
      expectEnvelope(await admin.request('DELETE', `${path}/99999`), 404);
    });

    it('is managed by those who hold structure.manage', async () => {
      const total = (await admin.get(path)).body.total;
      const first = (await admin.get(path)).body.data[0];
      for (const client of [teacher, secretary, principal]) {
        expectEnvelope(await client.post(path, valid()), 403, 'Forbidden');
        expectEnvelope(await client.put(`${path}/${first.id}`, valid()), 403, 'Forbidden');
        expectEnvelope(await client.request('DELETE', `${path}/${first.id}`), 403, 'Forbidden');
      }
      expectEnvelope(await anonymous.post(path, valid()), 401);
      expectEnvelope(await anonymous.put(`${path}/${first.id}`, valid()), 401);
      expectEnvelope(await anonymous.request('DELETE', `${path}/${first.id}`), 401);
      expect((await admin.get(path)).body.total).toBe(total);
      expect((await admin.get(`${path}/${first.id}`)).body).toEqual(first);
      // studies holds structure.manage: it may create and delete.
      const created = await studies.post(path, valid());
      expect(created.status).toBe(200);
      const removed = await studies.request('DELETE', `${path}/${created.body.id}`);
      expect(removed.status).toBe(200);
      expect(removed.body).toEqual({ message: expect.any(String) });
      expectEnvelope(await admin.get(`${path}/${created.body.id}`), 404);
      const entries = await auditOf(entity, created.body.id);
      expect(entries.map((entry) => entry.action)).toEqual(['delete', 'create']);
      expect(entries[0]).toEqual(expect.objectContaining({ username: 'studies', before: created.body, after: null }));
      expect(entries[1]).toEqual(expect.objectContaining({ username: 'studies', before: null, after: created.body }));
    });
  }

  /* Time parts ------------------------------------------------------------------------------- */

  describe('/api/time-parts', () => {
    let n = 0;
    const valid = () => ({ name: `Evening ${++n}`, startsAt: '16:00', endsAt: '16:55', durationHours: 1, position: 20 + n });
    sharedChecks('/api/time-parts', 'time_part', valid);

    it('lists the periods of the day in order', async () => {
      const response = await teacher.get('/api/time-parts');
      expect(response.body.total).toBe(8);
      expect(response.body.data[0]).toEqual({
        id: expect.any(Number),
        name: '07:30-08:25',
        startsAt: '07:30',
        endsAt: '08:25',
        durationHours: 1,
        position: 1,
      });
      expect(response.body.data.map((part: { position: number }) => part.position)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
      const page = await teacher.get('/api/time-parts?limit=2&skip=6');
      expect(page.body.data.map((part: { startsAt: string }) => part.startsAt)).toEqual(['13:55', '14:50']);
    });

    it('creates, updates by POST with an id and by PUT, and audits', async () => {
      const created = await admin.post('/api/time-parts', {
        name: ' Étude ',
        startsAt: '16:00',
        endsAt: '17:30',
        durationHours: 1.5,
        position: 9,
      });
      expect(created.status).toBe(200);
      expect(created.body).toEqual({
        id: expect.any(Number),
        name: 'Étude',
        startsAt: '16:00',
        endsAt: '17:30',
        durationHours: 1.5,
        position: 9,
      });
      expect((await admin.get('/api/time-parts')).body.data[8]).toEqual(created.body);
      const posted = await admin.post('/api/time-parts', {
        id: created.body.id,
        name: 'Étude',
        startsAt: '16:00',
        endsAt: '17:00',
        durationHours: 1,
        position: 9,
      });
      expect(posted.body).toEqual({ ...created.body, endsAt: '17:00', durationHours: 1 });
      const first = (await admin.get('/api/time-parts')).body.data[0];
      const put = await admin.put(`/api/time-parts/${created.body.id}`, {
        id: first.id,
        name: 'Étude du soir',
        startsAt: '16:15',
        endsAt: '17:00',
        durationHours: 0.75,
        position: 10,
      });
      expect(put.body).toEqual({
        id: created.body.id,
        name: 'Étude du soir',
        startsAt: '16:15',
        endsAt: '17:00',
        durationHours: 0.75,
        position: 10,
      });
      expect((await admin.get(`/api/time-parts/${first.id}`)).body).toEqual(first);
      const entries = await auditOf('time_part', created.body.id);
      expect(entries.map((entry) => entry.action)).toEqual(['update', 'update', 'create']);
      expect(entries[0]).toEqual(expect.objectContaining({ username: 'admin', before: posted.body, after: put.body }));
    });

    it('answers 400 naming the broken fields, and saves nothing', async () => {
      const total = (await admin.get('/api/time-parts')).body.total;
      const response = await admin.post('/api/time-parts', {
        name: '',
        startsAt: '7:30',
        endsAt: '24:00',
        durationHours: 0.1,
        position: 51,
      });
      expectEnvelope(response, 400);
      expect(fieldsOf(response)).toEqual(['durationHours', 'endsAt', 'name', 'position', 'startsAt']);
      const backwards = await admin.post('/api/time-parts', {
        name: 'Backwards',
        startsAt: '10:00',
        endsAt: '09:00',
        durationHours: 1,
        position: 1,
      });
      expectEnvelope(backwards, 400);
      expect(fieldsOf(backwards)).toEqual(['endsAt']);
      const missing = await admin.put('/api/time-parts/1', {});
      expect(fieldsOf(missing)).toEqual(['durationHours', 'endsAt', 'name', 'position', 'startsAt']);
      expect((await admin.get('/api/time-parts')).body.total).toBe(total);
    });
  });

  /* Observations ----------------------------------------------------------------------------- */

  describe('/api/observations', () => {
    // Every mark from 0 to 20 has its band in the seed, so room is made first: the shared checks
    // create (then delete) bands inside [19.5, 20], which A+ gives up before any test of this block
    // runs (so each can run alone); the lowest band D [0, 10) is split by the test below.
    const valid = () => ({ minMark: 19.5, maxMark: 20, grade: 'A++', label: 'Excellent' });
    beforeAll(async () => {
      const bands = (await admin.get('/api/observations')).body.data;
      const top = bands[bands.length - 1];
      expect((await admin.put(`/api/observations/${top.id}`, { ...top, maxMark: 19.5 })).body.maxMark).toBe(19.5);
    });

    it('lists the bands from the lowest', async () => {
      const response = await teacher.get('/api/observations');
      expect(response.status).toBe(200);
      expect(response.body.total).toBe(7);
      expect(response.body.data.map((band: { grade: string }) => band.grade)).toEqual(['D', 'C', 'C+', 'B', 'B+', 'A', 'A+']);
      expect(response.body.data[0]).toEqual({
        id: expect.any(Number),
        minMark: 0,
        maxMark: 10,
        grade: 'D',
        label: 'Compétences non acquises',
      });
    });

    it('refuses a band that overlaps another (409), and saves nothing', async () => {
      const before = (await admin.get('/api/observations')).body;
      expectEnvelope(await admin.post('/api/observations', { minMark: 9, maxMark: 11, grade: 'X', label: 'Overlap' }), 409, 'Conflict');
      expectEnvelope(await admin.post('/api/observations', { minMark: 0, maxMark: 20, grade: 'X', label: 'Everything' }), 409);
      expectEnvelope(await admin.post('/api/observations', { minMark: 12.5, maxMark: 13, grade: 'X', label: 'Inside' }), 409);
      const d = before.data[0];
      // Widening D over C overlaps, by PUT or by POST with the id.
      expectEnvelope(await admin.put(`/api/observations/${d.id}`, { ...d, maxMark: 10.5 }), 409);
      expectEnvelope(await admin.post('/api/observations', { ...d, maxMark: 10.5 }), 409);
      expect((await admin.get('/api/observations')).body).toEqual(before);
    });

    it('creates, updates by POST with an id and by PUT, and audits', async () => {
      const d = (await admin.get('/api/observations')).body.data[0];
      // A band may be saved over its own range: it does not overlap itself.
      const same = await admin.put(`/api/observations/${d.id}`, { minMark: 0, maxMark: 10, grade: 'D', label: 'Non acquises' });
      expect(same.status).toBe(200);
      expect(same.body).toEqual({ ...d, label: 'Non acquises' });
      const narrowed = await admin.post('/api/observations', { id: d.id, minMark: 5, maxMark: 10, grade: 'D', label: 'Non acquises' });
      expect(narrowed.status).toBe(200);
      expect(narrowed.body).toEqual({ id: d.id, minMark: 5, maxMark: 10, grade: 'D', label: 'Non acquises' });
      const created = await admin.post('/api/observations', { minMark: 0, maxMark: 5, grade: ' E ', label: 'Très insuffisant' });
      expect(created.status).toBe(200);
      expect(created.body).toEqual({ id: expect.any(Number), minMark: 0, maxMark: 5, grade: 'E', label: 'Très insuffisant' });
      const list = (await admin.get('/api/observations')).body;
      expect(list.data.slice(0, 2)).toEqual([created.body, narrowed.body]);
      const entries = await auditOf('observation', d.id);
      expect(entries.map((entry) => entry.action)).toEqual(['update', 'update']);
      expect(entries[0]).toEqual(expect.objectContaining({ before: same.body, after: narrowed.body }));
    });

    it('answers 400 naming the broken fields', async () => {
      const response = await admin.post('/api/observations', { minMark: -1, maxMark: 21, grade: '', label: 'x'.repeat(101) });
      expectEnvelope(response, 400);
      expect(fieldsOf(response)).toEqual(['grade', 'label', 'maxMark', 'minMark']);
      const upsideDown = await admin.post('/api/observations', { minMark: 12, maxMark: 12, grade: 'X', label: 'Empty' });
      expectEnvelope(upsideDown, 400);
      expect(fieldsOf(upsideDown)).toEqual(['maxMark']);
      const notNumbers = await admin.put('/api/observations/1', { minMark: 'low', maxMark: 'high', grade: 'X', label: 'X' });
      expect(fieldsOf(notNumbers)).toEqual(['maxMark', 'minMark']);
    });

    // Runs after the band above was narrowed: [19.5, 20] is free.
    sharedChecks('/api/observations', 'observation', valid);
  });

  /* Sanction types --------------------------------------------------------------------------- */

  describe('/api/sanction-types', () => {
    let n = 0;
    const valid = () => ({ code: `TST${++n}`, name: 'Travail supplémentaire', unit: 'hours', position: 10 + n });
    sharedChecks('/api/sanction-types', 'sanction_type', valid);

    it('lists the types in order of gravity', async () => {
      const response = await teacher.get('/api/sanction-types');
      expect(response.body.total).toBe(6);
      expect(response.body.data.map((type: { code: string }) => type.code)).toEqual(['AVC', 'BLC', 'CONS', 'EXT', 'CD', 'EXD']);
      expect(response.body.data[2]).toEqual({ id: expect.any(Number), code: 'CONS', name: 'Consigne', unit: 'hours', position: 3 });
    });

    it('creates with the code upper-cased, updates by POST with an id and by PUT, and audits', async () => {
      const created = await admin.post('/api/sanction-types', {
        code: 'tig',
        name: "Travail d'intérêt général",
        unit: 'hours',
        position: 7,
      });
      expect(created.status).toBe(200);
      expect(created.body).toEqual({ id: expect.any(Number), code: 'TIG', name: "Travail d'intérêt général", unit: 'hours', position: 7 });
      const posted = await admin.post('/api/sanction-types', { id: created.body.id, code: 'TIG', name: 'TIG', unit: 'days', position: 7 });
      expect(posted.body).toEqual({ ...created.body, name: 'TIG', unit: 'days' });
      const put = await admin.put(`/api/sanction-types/${created.body.id}`, {
        id: 1,
        code: 'TIG2',
        name: 'TIG',
        unit: 'none',
        position: 8,
      });
      expect(put.body).toEqual({ id: created.body.id, code: 'TIG2', name: 'TIG', unit: 'none', position: 8 });
      expect((await admin.get('/api/sanction-types/1')).body.code).toBe('AVC');
      const entries = await auditOf('sanction_type', created.body.id);
      expect(entries.map((entry) => entry.action)).toEqual(['update', 'update', 'create']);
      expect(entries[0]).toEqual(expect.objectContaining({ before: posted.body, after: put.body }));
    });

    it('answers 409 for a code taken, and changes nothing', async () => {
      const created = (await admin.post('/api/sanction-types', { code: 'RET', name: 'Retenue', unit: 'hours', position: 9 })).body;
      const total = (await admin.get('/api/sanction-types')).body.total;
      expectEnvelope(
        await admin.post('/api/sanction-types', { code: 'cons', name: 'Autre consigne', unit: 'hours', position: 3 }),
        409,
        'Conflict',
      );
      expectEnvelope(
        await admin.put(`/api/sanction-types/${created.id}`, { code: 'EXT', name: 'Retenue', unit: 'hours', position: 9 }),
        409,
      );
      expectEnvelope(
        await admin.post('/api/sanction-types', { id: created.id, code: 'AVC', name: 'Retenue', unit: 'hours', position: 9 }),
        409,
      );
      expect((await admin.get('/api/sanction-types')).body.total).toBe(total);
      expect((await admin.get(`/api/sanction-types/${created.id}`)).body).toEqual(created);
    });

    it('answers 400 naming the broken fields', async () => {
      const response = await admin.post('/api/sanction-types', { code: 'NO WAY', name: '', unit: 'weeks', position: 0 });
      expectEnvelope(response, 400);
      expect(fieldsOf(response)).toEqual(['code', 'name', 'position', 'unit']);
      const long = await admin.put('/api/sanction-types/1', { code: 'ABCDEFGHIJK', name: 'x'.repeat(101), unit: 'none', position: 51 });
      expect(fieldsOf(long)).toEqual(['code', 'name', 'position']);
      expect((await admin.get('/api/sanction-types/1')).body.code).toBe('AVC');
    });
  });

  /* Metadata types --------------------------------------------------------------------------- */

  describe('/api/metadata-types', () => {
    let n = 0;
    const valid = () => ({ name: `Champ ${++n}`, kind: 'text' });
    sharedChecks('/api/metadata-types', 'metadata_type', valid);

    it('lists the custom fields with their choices', async () => {
      const response = await teacher.get('/api/metadata-types');
      expect(response.body.total).toBe(3);
      expect(response.body.data).toEqual([
        { id: expect.any(Number), name: 'Groupe sanguin', kind: 'choice', choices: ['A+', 'A-', 'B+', 'B-', 'AB+', 'AB-', 'O+', 'O-'] },
        { id: expect.any(Number), name: 'Allergies', kind: 'text', choices: [] },
        { id: expect.any(Number), name: 'Date du dernier vaccin', kind: 'date', choices: [] },
      ]);
    });

    it('creates a choice field, updates by POST with an id and by PUT, and audits', async () => {
      const created = await admin.post('/api/metadata-types', {
        name: ' Religion ',
        kind: 'choice',
        choices: [' Catholique ', 'Protestant', 'Musulman'],
      });
      expect(created.status).toBe(200);
      expect(created.body).toEqual({
        id: expect.any(Number),
        name: 'Religion',
        kind: 'choice',
        choices: ['Catholique', 'Protestant', 'Musulman'],
      });
      expect((await admin.get(`/api/metadata-types/${created.body.id}`)).body).toEqual(created.body);
      const posted = await admin.post('/api/metadata-types', {
        id: created.body.id,
        name: 'Religion',
        kind: 'choice',
        choices: ['Catholique', 'Protestant', 'Musulman', 'Autre'],
      });
      expect(posted.body).toEqual({ ...created.body, choices: ['Catholique', 'Protestant', 'Musulman', 'Autre'] });
      // A field that is not a choice keeps no choices.
      const put = await admin.put(`/api/metadata-types/${created.body.id}`, {
        id: 1,
        name: 'Confession',
        kind: 'text',
        choices: ['ignored'],
      });
      expect(put.body).toEqual({ id: created.body.id, name: 'Confession', kind: 'text', choices: [] });
      expect((await admin.get('/api/metadata-types/1')).body.name).toBe('Groupe sanguin');
      const entries = await auditOf('metadata_type', created.body.id);
      expect(entries.map((entry) => entry.action)).toEqual(['update', 'update', 'create']);
      // The audit keeps the choices as a list.
      expect(entries[0]).toEqual(expect.objectContaining({ before: posted.body, after: put.body }));
      expect(entries[2].after.choices).toEqual(['Catholique', 'Protestant', 'Musulman']);
      const number = await admin.post('/api/metadata-types', { name: 'Poids (kg)', kind: 'number' });
      expect(number.body).toEqual({ id: expect.any(Number), name: 'Poids (kg)', kind: 'number', choices: [] });
    });

    it('answers 400 for a choice field without choices, a choice with a semicolon, or a bad kind', async () => {
      const total = (await admin.get('/api/metadata-types')).body.total;
      const noChoices = await admin.post('/api/metadata-types', { name: 'Langue', kind: 'choice' });
      expectEnvelope(noChoices, 400);
      expect(fieldsOf(noChoices)).toEqual(['choices']);
      const emptyChoices = await admin.post('/api/metadata-types', { name: 'Langue', kind: 'choice', choices: [] });
      expect(fieldsOf(emptyChoices)).toEqual(['choices']);
      const semicolon = await admin.post('/api/metadata-types', {
        name: 'Langue',
        kind: 'choice',
        choices: ['Français', 'Anglais;Allemand'],
      });
      expectEnvelope(semicolon, 400);
      expect(fieldsOf(semicolon)).toEqual(['choices[1]']);
      const bad = await admin.post('/api/metadata-types', {
        name: '',
        kind: 'colour',
        choices: Array.from({ length: 51 }, (_, i) => `c${i}`),
      });
      expectEnvelope(bad, 400);
      expect(fieldsOf(bad)).toEqual(['choices', 'kind', 'name']);
      const groupe = (await admin.get('/api/metadata-types/1')).body;
      expectEnvelope(await admin.put(`/api/metadata-types/${groupe.id}`, { name: groupe.name, kind: 'choice', choices: [] }), 400);
      expect((await admin.get(`/api/metadata-types/${groupe.id}`)).body).toEqual(groupe);
      expect((await admin.get('/api/metadata-types')).body.total).toBe(total);
    });

    it('answers 409 for a name taken, and changes nothing', async () => {
      const created = (await admin.post('/api/metadata-types', { name: 'Taille (cm)', kind: 'number' })).body;
      const total = (await admin.get('/api/metadata-types')).body.total;
      expectEnvelope(await admin.post('/api/metadata-types', { name: 'Allergies', kind: 'text' }), 409, 'Conflict');
      expectEnvelope(await admin.put(`/api/metadata-types/${created.id}`, { name: 'Groupe sanguin', kind: 'text' }), 409);
      expectEnvelope(await admin.post('/api/metadata-types', { id: created.id, name: 'Allergies', kind: 'number' }), 409);
      expect((await admin.get('/api/metadata-types')).body.total).toBe(total);
      expect((await admin.get(`/api/metadata-types/${created.id}`)).body).toEqual(created);
    });
  });

  /* Options ---------------------------------------------------------------------------------- */

  describe('/api/options', () => {
    type Option = { name: string; value: string; value_type: string };
    const options = async (): Promise<Option[]> => (await admin.get('/api/options')).body.data;
    const valueOf = async (name: string) => (await options()).find((option) => option.name === name)?.value;

    it('answers every option with its value as text and its type, to anyone signed in', async () => {
      const response = await teacher.get('/api/options');
      expect(response.status).toBe(200);
      expect(response.body.data).toHaveLength(DEMO_OPTIONS.length);
      expect(response.body.data).toEqual(
        expect.arrayContaining([
          { name: 'lmd_cc_rate', value: '30', value_type: 'double' },
          { name: 'lmd_sn_rate', value: '70', value_type: 'double' },
          { name: 'lmdEnabled', value: 'true', value_type: 'bool' },
          { name: 'lmd_resit_policy', value: 'replace', value_type: 'string' },
          { name: 'discipline_threshold_hours', value: '6;10;15;20;25;30', value_type: 'array' },
        ]),
      );
      expect(Object.keys(response.body)).toEqual(['data']);
      expectEnvelope(await anonymous.get('/api/options'), 401);
    });

    it('changes options of every type, answers them all in the order GET uses, and audits each change', async () => {
      const response = await admin.put('/api/options', {
        options: [
          { name: 'lmd_cc_rate', value: '40' },
          { name: 'lmd_sn_rate', value: ' 60 ' },
          { name: 'public_results', value: 'true' },
          { name: 'lmd_resit_policy', value: 'best' },
          { name: 'discipline_threshold_hours', value: '5;10;20' },
          { name: 'work_warning_mark', value: '8,5' },
          // Unchanged: no audit entry.
          { name: 'currency', value: 'XAF' },
        ],
      });
      expect(response.status).toBe(200);
      const after = await options();
      expect(response.body).toEqual({ data: after });
      expect(after).toHaveLength(DEMO_OPTIONS.length);
      expect(after).toEqual(
        expect.arrayContaining([
          { name: 'lmd_cc_rate', value: '40', value_type: 'double' },
          { name: 'lmd_sn_rate', value: '60', value_type: 'double' },
          { name: 'public_results', value: 'true', value_type: 'bool' },
          { name: 'lmd_resit_policy', value: 'best', value_type: 'string' },
          { name: 'discipline_threshold_hours', value: '5;10;20', value_type: 'array' },
          { name: 'work_warning_mark', value: '8,5', value_type: 'double' },
          { name: 'currency', value: 'XAF', value_type: 'string' },
        ]),
      );
      const [entry] = await auditOf('option', 'lmd_cc_rate');
      expect(entry).toEqual(
        expect.objectContaining({
          action: 'update',
          username: 'admin',
          entityId: 'lmd_cc_rate',
          before: { name: 'lmd_cc_rate', value: '30', value_type: 'double' },
          after: { name: 'lmd_cc_rate', value: '40', value_type: 'double' },
        }),
      );
      const all = (await admin.get('/api/audit?entity=option')).body;
      expect(all.data.map((e: { entityId: string }) => e.entityId).sort()).toEqual([
        'discipline_threshold_hours',
        'lmd_cc_rate',
        'lmd_resit_policy',
        'lmd_sn_rate',
        'public_results',
        'work_warning_mark',
      ]);
    });

    it('answers 400 naming each bad option, and changes none of them', async () => {
      const before = await options();
      const response = await admin.put('/api/options', {
        options: [
          { name: 'pass_mark', value: '11' },
          { name: 'public_results', value: 'maybe' },
          { name: 'honour_roll_mark', value: 'twelve' },
          { name: 'congratulation_mark', value: '21' },
          { name: 'lmd_pass_mgp', value: '5' },
          { name: 'min_evaluated_share', value: '-0.1' },
          { name: 'lmd_resit_policy', value: 'worst' },
          { name: 'annual_average_mode', value: 'months' },
          { name: 'no_such_option', value: '1' },
        ],
      });
      expectEnvelope(response, 400);
      expect(fieldsOf(response)).toEqual([
        'annual_average_mode',
        'congratulation_mark',
        'honour_roll_mark',
        'lmd_pass_mgp',
        'lmd_resit_policy',
        'min_evaluated_share',
        'no_such_option',
        'public_results',
      ]);
      expect(await options()).toEqual(before);
      expect(await valueOf('pass_mark')).toBe('10');
    });

    it('refuses __proto__, constructor and prototype like any other name that is not an option (issue 26)', async () => {
      const before = await options();
      for (const name of ['__proto__', 'constructor', 'prototype', 'hasOwnProperty']) {
        const response = await admin.put('/api/options', { options: [{ name, value: '1' }] });
        expectEnvelope(response, 400);
        expect(fieldsOf(response)).toEqual([name]);
      }
      const mixed = await admin.put('/api/options', {
        options: [
          { name: '__proto__', value: '1' },
          { name: 'pass_mark', value: '11' },
        ],
      });
      expectEnvelope(mixed, 400);
      expect(fieldsOf(mixed)).toEqual(['__proto__']);
      expect(await options()).toEqual(before);
    });

    it('leaves the good value unchanged when one other value is bad', async () => {
      const auditTotal = (await admin.get('/api/audit?entity=option')).body.total;
      const response = await admin.put('/api/options', {
        options: [
          { name: 'promotion_mark', value: '11' },
          { name: 'encouragement_mark', value: 'abc' },
        ],
      });
      expectEnvelope(response, 400);
      expect(fieldsOf(response)).toEqual(['encouragement_mark']);
      expect(await valueOf('promotion_mark')).toBe('10');
      expect(await valueOf('encouragement_mark')).toBe('14');
      expect((await admin.get('/api/audit?entity=option')).body.total).toBe(auditTotal);
    });

    it('wants the LMD rates between 0 and 100 and adding up to 100', async () => {
      const before = await options();
      const wrongSum = await admin.put('/api/options', { options: [{ name: 'lmd_cc_rate', value: '50' }] });
      expectEnvelope(wrongSum, 400);
      expect(fieldsOf(wrongSum)).toEqual(['lmd_sn_rate']);
      const outOfRange = await admin.put('/api/options', {
        options: [
          { name: 'lmd_cc_rate', value: '120' },
          { name: 'lmd_sn_rate', value: '-20' },
        ],
      });
      expectEnvelope(outOfRange, 400);
      expect(fieldsOf(outOfRange)).toEqual(['lmd_cc_rate', 'lmd_sn_rate']);
      const notNumber = await admin.put('/api/options', { options: [{ name: 'lmd_tp_rate', value: '' }] });
      expect(fieldsOf(notNumber)).toEqual(['lmd_tp_rate']);
      expect(await options()).toEqual(before);
      // Four rates that add up to 100, decimals included.
      const ok = await admin.put('/api/options', {
        options: [
          { name: 'lmd_cc_rate', value: '25.5' },
          { name: 'lmd_tp_rate', value: '10' },
          { name: 'lmd_tpe_rate', value: '4.5' },
          { name: 'lmd_sn_rate', value: '60' },
        ],
      });
      expect(ok.status).toBe(200);
      expect(
        ok.body.data
          .filter((option: Option) => option.name.startsWith('lmd_') && option.name.endsWith('_rate'))
          .map((option: Option) => [option.name, option.value])
          .sort(),
      ).toEqual([
        ['lmd_cc_rate', '25.5'],
        ['lmd_sn_rate', '60'],
        ['lmd_tp_rate', '10'],
        ['lmd_tpe_rate', '4.5'],
      ]);
    });

    it('answers 400 for a malformed body', async () => {
      const empty = await admin.put('/api/options', { options: [] });
      expectEnvelope(empty, 400);
      expect(fieldsOf(empty)).toEqual(['options']);
      const missing = await admin.put('/api/options', {});
      expect(fieldsOf(missing)).toEqual(['options']);
      const broken = await admin.put('/api/options', {
        options: [{ name: '', value: '1' }, { name: 'pass_mark' }, { name: 'currency', value: 'x'.repeat(501) }],
      });
      expectEnvelope(broken, 400);
      expect(fieldsOf(broken)).toEqual(['options[0].name', 'options[1].value', 'options[2].value']);
      expect(await valueOf('currency')).toBe('XAF');
    });

    it('is changed only by those who hold settings.manage', async () => {
      const body = { options: [{ name: 'currency', value: 'EUR' }] };
      for (const client of [principal, studies, teacher, secretary])
        expectEnvelope(await client.put('/api/options', body), 403, 'Forbidden');
      expectEnvelope(await anonymous.put('/api/options', body), 401);
      expect(await valueOf('currency')).toBe('XAF');
    });
  });
});
