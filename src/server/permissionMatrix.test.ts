/**
 * The permission table, checked for every operation of the API: generated from docs/api/openapi.json
 * (each operation's `x-permission`) and the roles of src/domain/permissions.ts, so a new endpoint
 * is covered the day its contract lands, with no list here to maintain.
 *
 * - without a token: a public operation is not 401; every other one is 401 with the error envelope;
 * - a role holding none of the operation's permissions: 403 with the envelope;
 * - a role holding one (any signed-in role for "authenticated" and "public"): neither 401 nor 403.
 *
 * Every caller of an operation sends the same request, so the token is the only difference (but for
 * the few documented business rules of BUSINESS_RULES, where a caller names its own records). The
 * document lacks a few things the request needs, which are read from the contract (matched by
 * method and path): the examples of path and query parameters, and the route's own pattern for a
 * parameter (`:id(^\d+$)`), which decides whether a value reaches the operation at all.
 *
 * Requests are chosen so that the role check is what decides and nothing changes the data other
 * checks rely on:
 * - GET: the example request, valid, so the whole handler runs and a handler that refused a role
 *   the table allows would show here (see BUSINESS_RULES for the documented exceptions);
 * - every other method: a request the contract's validation refuses (a JSON body `[]`, or a
 *   parameter out of its range). Authorisation comes before validation (http/contract.ts), so
 *   an allowed caller gets 400 and a refused one 401 or 403, and the handler never writes. (An
 *   operation with no input at all would be called as it is.)
 * Tokens are minted directly (one per request), as some operations revoke the caller's token.
 */
import type { AnyObject, ObjectSchema } from 'yup';
import { endpoints } from '../domain/contract';
import type { HttpMethod } from '../domain/contract/endpoint';
import { ROLE_PERMISSIONS, ROLES, type Role } from '../domain/permissions';
import { issueToken } from './services/auth/tokens';
import {
  apiOperations as operations,
  exampleValues,
  routePattern,
  segment,
  type ApiOperation as Operation,
  type Values,
} from './testing/apiOperations';
import { dialects, expectEnvelope, startHarness, type Harness, type TestResponse } from './testing/harness';

/** Whether a role may call: anyone may call a public operation, signed in or not. */
const holds = (role: Role, permission: Operation['permission']): boolean =>
  permission === 'public' ||
  permission === 'authenticated' ||
  permission.some((needed) => (ROLE_PERMISSIONS[role] as readonly string[]).includes(needed));

/* Requests ------------------------------------------------------------------------------------ */

interface Caller {
  role: Role;
  userId: number;
}

interface Call {
  method: HttpMethod;
  url: string;
  body?: string;
  contentType?: string;
}

/**
 * Documented rules by which a handler refuses, with 403, a caller the permission table lets in;
 * for these operations the request is made from the caller's own records, so the role check stays
 * the only possible 403. Keep this list short: anything else that answers 403 is a finding.
 */
const BUSINESS_RULES: Record<string, (caller: Caller, h: Harness) => Promise<{ params?: Values; query?: Values }>> = {
  // "One staff user (any user may read their own record)": others' records need users.read.
  'GET /users/{id}': async (caller) => ({ params: { id: caller.userId } }),
  // "Teachers read only their own class courses" (marks.manage.own): a class course of the caller's.
  'GET /api/classroom-marks/{classroomId}/{classCourseId}/{sequence}': async (caller, h) => {
    const own = await ownClassCourse(caller, h, 'sequence');
    return own ? { params: { classroomId: own.classroom_id, classCourseId: own.id } } : {};
  },
  // The same rule; the example (class course 40 in classroom 10) names no class course of the demo
  // school's classroom 10 and would answer 404 before the rule could apply.
  'GET /api/classroom-marks-lmd/{classroomId}': async (caller, h) => {
    const own = await ownClassCourse(caller, h, 'lmd');
    return own ? { params: { classroomId: own.classroom_id }, query: { classCourseId: own.id } } : {};
  },
};

/** A class course the caller teaches, in a classroom of the given grading system (none for non-teachers). */
async function ownClassCourse(caller: Caller, h: Harness, system: 'sequence' | 'lmd') {
  if (!(ROLE_PERMISSIONS[caller.role] as readonly string[]).includes('marks.manage.own')) return undefined;
  return h.database.db
    .selectFrom('class_courses as cc')
    .innerJoin('classrooms as c', 'c.id', 'cc.classroom_id')
    .innerJoin('levels as l', 'l.id', 'c.level_id')
    .select(['cc.id', 'cc.classroom_id'])
    .where('cc.teacher_id', '=', caller.userId)
    .where('l.grading_system', '=', system)
    .orderBy('cc.id')
    .executeTakeFirst();
}

function urlOf(op: Operation, params: Values, query: Values): string {
  const path = op.path.replace(/\{(\w+)\}/g, (_, name: string) => segment(params[name]));
  const search = new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)])).toString();
  return search ? `${path}?${search}` : path;
}

const refuses = async (schema: ObjectSchema<AnyObject> | undefined, value: Values) =>
  schema
    ? schema.validate(value, { abortEarly: true, stripUnknown: true }).then(
        () => false,
        () => true,
      )
    : false;

/**
 * A request the contract's validation refuses, still routed to the operation: a path parameter
 * its route takes but the schema refuses (0 for an id), a required query parameter left out, or a
 * query value the schema refuses. Undefined when the operation has no input to spoil.
 */
async function spoiledParameters(op: Operation, params: Values, query: Values): Promise<{ params: Values; query: Values } | undefined> {
  for (const parameter of op.parameters) {
    if (parameter.in === 'query' && parameter.required) {
      const { [parameter.name]: _left, ...rest } = query;
      if (await refuses(op.endpoint.query, rest)) return { params, query: rest };
    }
    for (const candidate of ['0', 'zzz', '-1', '1.5']) {
      if (parameter.in === 'path') {
        const pattern = routePattern(op, parameter.name);
        if (pattern && !pattern.test(candidate)) continue;
        const spoiled = { ...params, [parameter.name]: candidate };
        if (await refuses(op.endpoint.params, spoiled)) return { params: spoiled, query };
      } else {
        const spoiled = { ...query, [parameter.name]: candidate };
        if (await refuses(op.endpoint.query, spoiled)) return { params, query: spoiled };
      }
    }
  }
  return undefined;
}

async function callFor(op: Operation, caller: Caller | null, h: Harness): Promise<Call> {
  let params = exampleValues(op, 'path');
  let query = exampleValues(op, 'query');
  const rule = caller && BUSINESS_RULES[op.label];
  if (rule) {
    const own = await rule(caller, h);
    params = { ...params, ...own.params };
    query = { ...query, ...own.query };
  }
  if (op.method === 'GET') return { method: op.method, url: urlOf(op, params, query) };
  if (op.json) return { method: op.method, url: urlOf(op, params, query), body: '[]', contentType: 'application/json' };
  // With no input to spoil, the request goes as it is: it may then change data, which no other
  // check depends on (every call has a token of its own).
  const target = (await spoiledParameters(op, params, query)) ?? { params, query };
  // A file body (photo, spreadsheet) of the first type the operation takes; the spoiled parameter refuses it first.
  const file = op.files.length ? { body: 'not really a file', contentType: op.files[0] } : {};
  return { method: op.method, url: urlOf(op, target.params, target.query), ...file };
}

/** One call as a browser would make it, with a raw body; the XSRF cookie and header are a pair of our own. */
async function send(h: Harness, call: Call, token: string | undefined): Promise<TestResponse> {
  const headers: Record<string, string> = { accept: 'application/json', cookie: 'XSRF-TOKEN=matrix', 'x-xsrf-token': 'matrix' };
  if (token) headers.authorization = `Bearer ${token}`;
  if (call.body !== undefined) headers['content-type'] = call.contentType ?? 'application/json';
  const response = await fetch(h.baseUrl + call.url, { method: call.method, headers, body: call.body });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    // not JSON: keep the text
  }
  return { status: response.status, headers: response.headers, body };
}

/* The matrix ---------------------------------------------------------------------------------- */

const described = (response: TestResponse) => `${response.status} ${JSON.stringify(response.body)?.slice(0, 300)}`;

describe.each(dialects())('permission matrix on %s', (dialect) => {
  let h: Harness;
  const callers = {} as Record<Role, Caller>;

  beforeAll(async () => {
    h = await startHarness(dialect);
    // The demo school has one user per role, named after it.
    const users = await h.database.db
      .selectFrom('users')
      .select(['id', 'username'])
      .where('username', 'in', [...ROLES])
      .execute();
    for (const role of ROLES) {
      const user = users.find((row) => row.username === role);
      if (!user) throw new Error(`the demo school has no ${role} user`);
      callers[role] = { role, userId: user.id };
    }
  }, 60_000);
  afterAll(() => h?.close());

  it('covers every operation of the document', () => {
    expect(operations.length).toBe(endpoints.length);
  });

  describe.each(operations)('$label', (op) => {
    it(op.permission === 'public' ? 'answers without a token (public)' : 'answers 401 without a token', async () => {
      const response = await send(h, await callFor(op, null, h), undefined);
      if (op.permission === 'public') expect(response.status).not.toBe(401);
      else expectEnvelope(response, 401);
    });

    const allowed = ROLES.filter((role) => holds(role, op.permission));
    const refused = ROLES.filter((role) => !holds(role, op.permission));

    if (allowed.length) {
      it.each(allowed)('lets %s in', async (role) => {
        const caller = callers[role];
        const response = await send(h, await callFor(op, caller, h), await issueToken(h.database.db, caller.userId, 3600));
        expect(described(response)).not.toMatch(/^40[13] /);
      });
    }
    if (refused.length) {
      it.each(refused)('refuses %s with 403', async (role) => {
        const caller = callers[role];
        expectEnvelope(await send(h, await callFor(op, caller, h), await issueToken(h.database.db, caller.userId, 3600)), 403);
      });
    }
  });
});
