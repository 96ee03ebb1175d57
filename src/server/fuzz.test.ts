/**
 * Fuzzes every operation of docs/api/openapi.json, as an administrator (every permission), on
 * every database: each input of a valid-looking request (the contract's example) is replaced in
 * turn by a wrong type, a control or bidi character, a huge or negative number, a deep nesting, an
 * oversized string, an unknown or prototype-polluting key, a strange path segment or query value;
 * a JSON body is also sent whole as junk (empty, not an object, nested 100,000 deep, over the size
 * limit, under another content type); a file body gets wrong content types, an empty body and
 * junk bytes. Every answer must be below 500, every non-2xx answer the error envelope, and a 4xx
 * answer must leave the database as it was.
 *
 * The variants are generated from the document: the names and schemas of the path and query
 * parameters and of the JSON body's properties (and of the items of its arrays of objects, and the
 * keys of its free objects), and the content types of a file body. The contract (matched by method
 * and path) only fills in what the document lacks: the examples of path and query parameters. So
 * a new operation is fuzzed the day its contract lands, with nothing to add here.
 *
 * "Nothing changed" is checked with a fingerprint of every table (row count and a hash of its
 * rows, one query), taken only when a cheap marker says something may have been written. A 2xx
 * answer may change rows (unknown keys are dropped, so a variant may be valid): the next variant
 * starts from the database as it is once the work that follows that answer is done. Deletions run
 * last, so the records the examples name are still there for the other operations.
 *
 * One test per operation collects every failing variant and asserts once, e.g.
 * `POST /api/students body.firstName = {} -> 500`, so one run shows everything.
 */
import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import { endpoints } from '../domain/contract';
import type { HttpMethod } from '../domain/contract/endpoint';
import { findTokenOwner, issueToken } from './services/auth/tokens';
import {
  apiOperations,
  exampleValues,
  sampleOf,
  segment,
  typesOf,
  type ApiOperation as Operation,
  type JsonSchema,
  type Values,
} from './testing/apiOperations';
import { dialects, startHarness, type Harness } from './testing/harness';

/** Fastify's body limit for JSON (app.ts). */
const BODY_LIMIT = 1024 * 1024;
/**
 * Tables that legitimately record refused requests: failed sign-ins are counted (answered 400, or
 * 429 past the limit), every public card lookup is logged, found or not (404), as its limits count them,
 * and a password-reset request or a sign-up counts against its address's limit, refused or not.
 */
const REFUSAL_TABLES = new Set(['sign_in_failures', 'access_code_lookups', 'rate_limits']);

// Deletions last, so the records the other operations' examples name are still there for them.
const operations = [...apiOperations].sort((a, b) => Number(a.method === 'DELETE') - Number(b.method === 'DELETE'));

/* The valid-looking request ------------------------------------------------------------------- */

const exampleBody = (op: Operation): Values =>
  structuredClone((op.json?.example ?? op.endpoint.example?.body ?? sampleOf(op.json?.schema ?? {})) as Values);

/** Query pairs, each value already encoded for an address. */
type Pairs = Array<[string, string]>;
const pairsOf = (values: Values): Pairs =>
  Object.entries(values).map(([key, value]) => [encodeURIComponent(key), encodeURIComponent(String(value))]);

function urlOf(op: Operation, params: Record<string, string>, query: Pairs): string {
  const path = op.path.replace(/\{(\w+)\}/g, (_, name: string) => params[name]);
  return query.length ? `${path}?${query.map(([key, value]) => `${key}=${value}`).join('&')}` : path;
}

/* Bodies with raw JSON in them ---------------------------------------------------------------- */

/** JSON text put into a body as it is: numbers JSON cannot round-trip, nestings, `__proto__` keys. */
class Raw {
  constructor(
    readonly text: string,
    readonly shown: string,
  ) {}
}

function jsonText(value: unknown): string {
  const raws: Raw[] = [];
  const text = JSON.stringify(value, (_key, item: unknown) => {
    if (item instanceof Raw) {
      raws.push(item);
      return `@@raw${raws.length - 1}@@`;
    }
    return item;
  });
  return raws.length ? text.replace(/"@@raw(\d+)@@"/g, (_, index: string) => raws[Number(index)].text) : text;
}

const deepArray = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
const deepObject = (depth: number) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);

/** The body with the value at `path` (property names and array indexes) replaced. */
function withValue(body: Values, path: Array<string | number>, value: unknown): Values {
  const copy = structuredClone(body) as Values;
  let node: any = copy;
  for (const key of path.slice(0, -1)) node = node[key];
  node[path[path.length - 1]] = value;
  return copy;
}

/* The variants -------------------------------------------------------------------------------- */

interface Replacement {
  shown: string;
  value: unknown;
}

const show = (value: unknown): string => {
  if (value instanceof Raw) return value.shown;
  const text = JSON.stringify(value);
  return text.length > 40 ? `${text.slice(0, 20)}…" (${(value as string).length} chars)` : text;
};
const as = (...values: unknown[]): Replacement[] => values.map((value) => ({ shown: show(value), value }));

const ODD_STRINGS = ['a\u0000b', 'a\u0001b', 'a\u001bb', 'a\u007fb', 'a\u0085b', 'a\u202eb', 'a\u2066b', '\u200f\u200e'];

/** What replaces one value of a JSON body, by the type its schema names. */
function replacementsFor(schema: JsonSchema, fill: number): Replacement[] {
  const types = typesOf(schema);
  const any = types.length === 0;
  const out: Replacement[] = [
    ...as({}, [], true, null),
    { shown: '[[[…]]] 10,000 deep', value: new Raw(deepArray(10_000), '[[[…]]] 10,000 deep') },
    { shown: '{"a":{"a":…}} 10,000 deep', value: new Raw(deepObject(10_000), '{"a":{"a":…}} 10,000 deep') },
  ];
  if (any || types.includes('string')) {
    out.push(...as(12345, ...ODD_STRINGS));
    out.push({ shown: `"aaa…" (${fill} chars, the body just under 1 MB)`, value: 'a'.repeat(fill) });
    if (schema.maxLength === undefined || schema.maxLength < 10_000)
      out.push({ shown: '"aaa…" (10,000 chars)', value: 'a'.repeat(10_000) });
  }
  if (any || types.includes('integer') || types.includes('number')) {
    out.push(...as('abc', -1, -2147483649, 2147483648, 0.5));
    out.push({ shown: '9223372036854775808', value: new Raw('9223372036854775808', '9223372036854775808') });
    out.push({ shown: '1e308', value: new Raw('1e308', '1e308') });
  }
  if (types.includes('boolean')) out.push(...as('abc', 2));
  if (types.includes('array')) {
    out.push(...as('abc', 1, [{}], [null], ['x']));
    if (schema.maxItems !== undefined)
      out.push({
        shown: `${schema.maxItems + 1} items`,
        value: Array.from({ length: schema.maxItems + 1 }, () => sampleOf(schema.items ?? {})),
      });
  }
  if (types.includes('object')) {
    out.push(...as('abc', 1, { zzUnknown: 1 }));
    out.push({ shown: '{"__proto__":{"polluted":1}}', value: new Raw('{"__proto__":{"polluted":1}}', '{"__proto__":{"polluted":1}}') });
    out.push({
      shown: '{"constructor":{"prototype":{"polluted":1}}}',
      value: new Raw('{"constructor":{"prototype":{"polluted":1}}}', '{"constructor":{"prototype":{"polluted":1}}}'),
    });
  }
  return out;
}

/** Every value of a JSON body to replace: its properties, those of its arrays' first items and of its objects, and the keys of its free objects. */
function slotsOf(
  schema: JsonSchema,
  value: unknown,
  path: Array<string | number> = [],
): Array<{ path: Array<string | number>; schema: JsonSchema }> {
  const slots: Array<{ path: Array<string | number>; schema: JsonSchema }> = [];
  const record = value && typeof value === 'object' && !Array.isArray(value) ? (value as Values) : {};
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    slots.push({ path: [...path, name], schema: property });
    const inner = record[name];
    if (typesOf(property).includes('object')) slots.push(...slotsOf(property, inner ?? {}, [...path, name]));
    if (typesOf(property).includes('array') && property.items && Array.isArray(inner) && inner.length)
      slots.push(...slotsOf(property.items, inner[0], [...path, name, 0]));
  }
  if (schema.additionalProperties) {
    for (const key of Object.keys(record).filter((key) => !(key in (schema.properties ?? {}))))
      slots.push({ path: [...path, key], schema: {} });
  }
  return slots;
}

const pathName = (path: Array<string | number>) => path.map((key) => (typeof key === 'number' ? `[${key}]` : `.${key}`)).join('');

/** Raw path segments, already encoded. */
const PATH_JUNK = [
  '%00',
  '-1',
  '0',
  '0.5',
  'NaN',
  'abc',
  '2147483648',
  '99999999999999999999',
  '%7B%22__proto__%22%3A1%7D',
  '%7B%22__proto__%22%3A%7B%22x%22%3A1%7D%7D',
  '%7B%22constructor%22%3A%7B%22prototype%22%3A%7B%22x%22%3A1%7D%7D%7D',
  'a%01b',
  'a%E2%80%AEb',
  '%E2%80%8F%E2%80%8E',
  // Not valid percent-encoding, and not valid UTF-8.
  '%',
  '%C0%AF',
  'a'.repeat(5_000),
];

/** Raw query values, already encoded. */
const QUERY_JUNK = [
  '',
  '%00',
  'a%00b',
  'a%01b',
  'a%1Bb',
  'a%7Fb',
  'a%C2%85b',
  'a%E2%80%AEb',
  'a%E2%81%A6b',
  '%E2%80%8F%E2%80%8E',
  '12345',
  'abc',
  '9223372036854775808',
  '1e308',
  '-1',
  '-2147483649',
  '2147483648',
  '0.5',
  'NaN',
  'Infinity',
  '%7B%22__proto__%22%3A1%7D',
  '%',
  'a'.repeat(5_000),
];

const short = (text: string) => (text.length > 60 ? `${text.slice(0, 20)}… (${text.length} chars)` : text);

interface Call {
  method: HttpMethod;
  url: string;
  body?: string | Uint8Array;
  /** Undefined with a body: no Content-Type header at all. */
  contentType?: string;
}

interface Variant {
  input: string;
  call: Call;
}

/** Bytes from byte values, byte arrays and strings (one byte per character). */
const bytes = (...parts: Array<string | number[] | Uint8Array>): Uint8Array =>
  Buffer.concat(parts.map((part) => (typeof part === 'string' ? Buffer.from(part, 'latin1') : Buffer.from(part))));
const JUNK_BYTES = bytes([0, 255, 254, 1, 2, 3, 0x7f, 0x80, 0xc0, 0xaf], '\u0000\u0000junk\r\n\u00ff');

/** A file body's odd contents: a few junk byte strings, some dressed with a real format's first bytes. */
const FILE_JUNK: Array<[string, Uint8Array]> = [
  ['junk bytes', JUNK_BYTES],
  ['a JPEG header then junk', bytes([0xff, 0xd8, 0xff, 0xe0], JUNK_BYTES)],
  ['a PNG header then junk', bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], JUNK_BYTES)],
  ['a WebP header then junk', bytes('RIFF\u0010\u0000\u0000\u0000WEBPVP8 ', JUNK_BYTES)],
  ['a ZIP (xlsx) header then junk', bytes([0x50, 0x4b, 0x03, 0x04], JUNK_BYTES)],
  [
    'CSV with NUL, control, bidi and formula cells',
    Buffer.from('lastName,firstName,sex\n=cmd|x,a\u0000b,M\n\u202eX,\u0001,F\n"unclosed,', 'utf8'),
  ],
];

const WRONG_TYPES: Array<[string, string | Uint8Array, string | undefined]> = [
  ['application/json', '{}', 'application/json'],
  ['text/plain', 'x', 'text/plain'],
  ['application/x-www-form-urlencoded', 'a=1', 'application/x-www-form-urlencoded'],
  ['multipart/form-data', '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--\r\n', 'multipart/form-data; boundary=x'],
  ['application/octet-stream', JUNK_BYTES, 'application/octet-stream'],
  ['image/gif', JUNK_BYTES, 'image/gif'],
  ['no Content-Type', JUNK_BYTES, undefined],
];

function variantsOf(op: Operation): Variant[] {
  const params = Object.fromEntries(Object.entries(exampleValues(op, 'path')).map(([name, value]) => [name, segment(value)]));
  const queryValues = exampleValues(op, 'query');
  const query = pairsOf(queryValues);
  const body = op.json ? exampleBody(op) : undefined;
  const bodyText = body === undefined ? undefined : jsonText(body);
  const variants: Variant[] = [];
  const add = (input: string, call: Partial<Call>) =>
    variants.push({
      input,
      call: {
        method: op.method,
        url: urlOf(op, params, query),
        ...(bodyText === undefined ? {} : { body: bodyText, contentType: 'application/json' }),
        ...call,
      },
    });

  add('example request as it is', {});
  for (const parameter of op.parameters) {
    if (parameter.in === 'path') {
      for (const junk of PATH_JUNK)
        add(`path ${parameter.name} = ${short(junk)}`, { url: urlOf(op, { ...params, [parameter.name]: junk }, query) });
    } else {
      const others = query.filter(([key]) => key !== parameter.name);
      for (const junk of QUERY_JUNK)
        add(`query ${parameter.name}=${short(junk)}`, { url: urlOf(op, params, [...others, [parameter.name, junk]]) });
      add(`query ${parameter.name} repeated`, { url: urlOf(op, params, [...others, [parameter.name, '1'], [parameter.name, 'abc']]) });
      add(`query ${parameter.name}[x]=1`, { url: urlOf(op, params, [...others, [`${parameter.name}%5Bx%5D`, '1']]) });
    }
  }
  for (const key of [
    'zzUnknown',
    '__proto__',
    '__proto__%5Bpolluted%5D',
    'constructor',
    'constructor%5Bprototype%5D%5Bpolluted%5D',
    'prototype',
  ]) {
    add(`query ${decodeURIComponent(key)}=1`, { url: urlOf(op, params, [...query, [key, '1']]) });
  }

  if (op.json && body !== undefined) {
    const schema = op.json.schema;
    for (const slot of slotsOf(schema, body)) {
      const fill = BODY_LIMIT - jsonText(withValue(body, slot.path, '')).length - 64;
      for (const replacement of replacementsFor(slot.schema, fill)) {
        add(`body${pathName(slot.path)} = ${replacement.shown}`, { body: jsonText(withValue(body, slot.path, replacement.value)) });
      }
    }
    const spliced = (raw: string) => (bodyText && bodyText !== '{}' ? `{${raw},${bodyText.slice(1)}` : `{${raw}}`);
    const whole: Array<[string, string]> = [
      ['body.zzUnknown = 1', jsonText({ ...body, zzUnknown: 1 })],
      ['body {}', '{}'],
      ['body {"zzUnknown":1}', '{"zzUnknown":1}'],
      ['body.__proto__ = {"polluted":true}', spliced('"__proto__":{"polluted":true}')],
      ['body.constructor = {"prototype":{"polluted":true}}', spliced('"constructor":{"prototype":{"polluted":true}}')],
      ['body.prototype = {"polluted":true}', spliced('"prototype":{"polluted":true}')],
      ['body empty', ''],
      ['body null', 'null'],
      ['body []', '[]'],
      ['body "text"', '"text"'],
      ['body 0', '0'],
      ['body {', '{'],
      ['body [[[…]]] 100,000 deep', deepArray(100_000)],
      ['body {"a":{"a":…}} 100,000 deep', deepObject(100_000)],
      ['body over 1 MB', jsonText({ ...body, zzUnknown: 'a'.repeat(BODY_LIMIT) })],
    ];
    for (const [input, text] of whole) add(input, { body: text });
    for (const [type, content, header] of WRONG_TYPES)
      add(`body sent as ${type}`, { body: type === 'application/json' ? bodyText : content, contentType: header });
  } else if (op.files.length) {
    for (const type of op.files) {
      add(`${type} body empty`, { body: new Uint8Array(), contentType: type });
      for (const [name, content] of FILE_JUNK) add(`${type} body of ${name}`, { body: content, contentType: type });
    }
    for (const [type, content, header] of WRONG_TYPES) add(`body sent as ${type}`, { body: content, contentType: header });
  } else if (op.method !== 'GET') {
    // No body is expected: an unexpected one must change nothing either.
    add('unexpected body {"zzUnknown":1}', { body: '{"zzUnknown":1}', contentType: 'application/json' });
    add('unexpected body [[[…]]] 100,000 deep', { body: deepArray(100_000), contentType: 'application/json' });
    add('unexpected body of junk bytes', { body: JUNK_BYTES, contentType: 'application/octet-stream' });
  }
  return variants;
}

/* The database's fingerprint ------------------------------------------------------------------ */

type Fingerprint = Record<string, string>;

interface Fingerprinter {
  /** Row count and a hash of the rows of every table, in one query. */
  full(): Promise<Fingerprint>;
  /**
   * A cheap value that moves whenever anything may have been written: SQLite's count of rows
   * changed on its one connection, PostgreSQL's next transaction id (any write, anywhere on the
   * server, takes one). While it stands still the full fingerprint cannot have changed.
   */
  marker(): Promise<string>;
}

const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;

async function fingerprinter(h: Harness): Promise<Fingerprinter> {
  const db = h.database.db;
  if (h.database.dialect === 'postgres') {
    const names = await sql<{
      name: string;
    }>`select table_name as name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE' order by 1`.execute(
      db,
    );
    const tables = names.rows.map((row) => row.name).filter((name) => !REFUSAL_TABLES.has(name));
    // Each row as text, hashed; the sum does not depend on the order the rows come in.
    const query = sql.raw<Record<string, string>>(
      `select ${tables.map((table, index) => `(select count(*) || ':' || coalesce(sum(hashtextextended(x::text, 0)), 0) from ${quoted(table)} x) as t${index}`).join(', ')}`,
    );
    const marker = sql.raw<{ marker: string }>('select pg_snapshot_xmax(pg_current_snapshot())::text as marker');
    return {
      async full() {
        const [row] = (await query.execute(db)).rows;
        return Object.fromEntries(tables.map((table, index) => [table, String(row[`t${index}`])]));
      },
      marker: async () => (await marker.execute(db)).rows[0].marker,
    };
  }
  const names = await sql<{
    name: string;
  }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%' order by 1`.execute(db);
  const tables = names.rows.map((row) => row.name).filter((name) => !REFUSAL_TABLES.has(name));
  const parts: string[] = [];
  for (const [index, table] of tables.entries()) {
    const columns = (await sql<{ name: string }>`select name from pragma_table_info(${table})`.execute(db)).rows.map(
      (row) => `quote(${quoted(row.name)})`,
    );
    // The rows quoted, in rowid order, hashed here.
    parts.push(
      `(select count(*) || ':' || coalesce(group_concat(${columns.join(` || ',' || `)}, char(10)), '') from ${quoted(table)}) as t${index}`,
    );
  }
  const query = sql.raw<Record<string, string>>(`select ${parts.join(', ')}`);
  const marker = sql.raw<{ marker: number }>('select total_changes() as marker');
  return {
    async full() {
      const [row] = (await query.execute(db)).rows;
      return Object.fromEntries(
        tables.map((table, index) => [
          table,
          createHash('sha1')
            .update(String(row[`t${index}`]))
            .digest('base64'),
        ]),
      );
    },
    marker: async () => String((await marker.execute(db)).rows[0].marker),
  };
}

const changedTables = (before: Fingerprint, after: Fingerprint) =>
  Object.keys({ ...before, ...after }).filter((table) => before[table] !== after[table]);

/* The run ------------------------------------------------------------------------------------- */

function isEnvelope(status: number, body: unknown): boolean {
  if (!body || typeof body !== 'object') return false;
  const envelope = body as { statusCode?: unknown; error?: unknown; message?: unknown };
  return (
    envelope.statusCode === status &&
    typeof envelope.error === 'string' &&
    typeof envelope.message === 'string' &&
    !/\bat .+\.(ts|js):\d+/.test(JSON.stringify(body))
  );
}

describe.each(dialects())('fuzzing every operation on %s', (dialect) => {
  let h: Harness;
  let fingerprints: Fingerprinter;
  let last: { marker: string; tables: Fingerprint };
  let adminId: number;
  let token: string;
  let address = 0;

  beforeAll(async () => {
    // Each call comes from an address of its own (trusted X-Forwarded-For) and sign-in failures
    // are not limited, so the rate limits never answer 429 in place of the checks under test.
    h = await startHarness(dialect, { config: { trustProxy: true, signInMaxAttempts: 1_000_000 } });
    fingerprints = await fingerprinter(h);
    adminId = (await h.database.db.selectFrom('users').select('id').where('username', '=', 'admin').executeTakeFirstOrThrow()).id;
    token = await issueToken(h.database.db, adminId, 3600);
    last = { marker: '', tables: {} };
  }, 60_000);
  afterAll(() => h?.close());

  /** The database's fingerprint now; the full one is taken only when the marker has moved. */
  async function fingerprint(): Promise<Fingerprint> {
    const marker = await fingerprints.marker();
    if (marker !== last.marker) last = { marker, tables: await fingerprints.full() };
    return last.tables;
  }

  /**
   * After a 2xx answer: the fingerprint once the work that follows the answer (a reset code's
   * e-mail, say) is done, seen as `quiet` fingerprints in a row, `gap` ms apart, that agree; and a
   * live token again if the call revoked it (logout).
   */
  async function settled(quiet = 1, gap = dialect === 'sqlite' ? 2 : 5): Promise<Fingerprint> {
    let previous = await fingerprint();
    for (let round = 0, still = 0; round < 100 && still < quiet; round++) {
      await new Promise((resolve) => setTimeout(resolve, gap));
      const next = await fingerprint();
      still = changedTables(previous, next).length === 0 ? still + 1 : 0;
      previous = next;
    }
    if (!(await findTokenOwner(h.database.db, token))) {
      token = await issueToken(h.database.db, adminId, 3600);
      previous = await fingerprint();
    }
    return previous;
  }

  /**
   * The tables a 4xx call changed, seen again: work that follows an earlier 2xx answer may land
   * late, on a busy machine, and look like this call's doing; so the database is let settle a
   * while and the same call is made once more, and what it changes then is what counts.
   */
  async function changedAgain(call: Call): Promise<{ status: number; changed: string[] }> {
    const before = await settled(3, 20);
    const { status } = await send(call);
    const after = await fingerprint();
    return { status, changed: status >= 400 && status < 500 ? changedTables(before, after) : [] };
  }

  async function send(call: Call): Promise<{ status: number; body: unknown }> {
    address += 1;
    const headers: Record<string, string> = {
      accept: 'application/json',
      authorization: `Bearer ${token}`,
      cookie: 'XSRF-TOKEN=fuzz',
      'x-xsrf-token': 'fuzz',
      'x-forwarded-for': `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`,
    };
    if (call.contentType) headers['content-type'] = call.contentType;
    const response = await fetch(h.baseUrl + call.url, { method: call.method, headers, body: call.body as BodyInit | undefined });
    const text = await response.text();
    try {
      return { status: response.status, body: text ? JSON.parse(text) : undefined };
    } catch {
      return { status: response.status, body: text };
    }
  }

  it('fuzzes every operation of the document', () => {
    expect(operations.length).toBe(endpoints.length);
  });

  it.each(operations)(
    '$label',
    async (op) => {
      const failures: string[] = [];
      let before = await settled();
      for (const variant of variantsOf(op)) {
        const answer = `${op.label} ${variant.input} ->`;
        let response: { status: number; body: unknown };
        try {
          response = await send(variant.call);
        } catch (error) {
          failures.push(`${answer} no answer (${String(error)})`);
          before = await settled();
          continue;
        }
        const { status, body } = response;
        const after = await fingerprint();
        if (status >= 500) failures.push(`${answer} ${status}`);
        else if ((status < 200 || status > 299) && !isEnvelope(status, body))
          failures.push(`${answer} ${status} without the error envelope: ${short(JSON.stringify(body) ?? '')}`);
        if (status >= 400 && status < 500 && changedTables(before, after).length) {
          const again = await changedAgain(variant.call);
          if (again.changed.length) failures.push(`${answer} ${again.status} but changed ${again.changed.join(', ')}`);
          before = await settled();
        } else {
          before = status >= 200 && status < 300 ? await settled() : after;
        }
      }
      expect(failures).toEqual([]);
    },
    120_000,
  );
});
