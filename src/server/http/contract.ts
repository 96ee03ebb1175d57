import { convertSchema } from '@sodaru/yup-to-json-schema';
import fastJson from 'fast-json-stringify';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import type { Kysely } from 'kysely';
import type { AnyObject, ObjectSchema, Schema } from 'yup';
import { endpoints } from '../../domain/contract';
import type { Endpoint } from '../../domain/contract/endpoint';
import { validateInput, type InputSource } from '../../domain/validation/input';
import type { Database } from '../db/schema';
import { HttpError } from '../errors';
import { authorize, type Caller } from './auth';

export interface ContractRequest<P, Q, B> {
  params: P;
  query: Q;
  body: B;
  caller: Caller | null;
  request: FastifyRequest;
  reply: FastifyReply;
}

export interface AuthedRequest<P, Q, B> extends ContractRequest<P, Q, B> {
  caller: Caller;
}

type Handler<R, C> = (request: C) => Promise<R | SerialisedJson<R>>;

/** JSON Schema of a yup schema, for response serialisation and the docs. */
export function jsonSchemaOf(schema: Schema): Record<string, unknown> {
  return convertSchema(schema as never) as Record<string, unknown>;
}

/**
 * A JSON answer written ahead of time by serialisers made from the endpoint's own response schema,
 * so it holds no more than the schema names, as if Fastify had serialised it. Hot lists keep their
 * items serialised, as UTF-8 bytes ready for the socket, and only join them per request.
 */
export class SerialisedJson<T> {
  declare private readonly shape?: T;

  constructor(readonly bytes: Buffer) {}
}

/** The serialiser Fastify would make from a response schema. */
export function serializerOf<T>(schema: Schema): (value: T) => SerialisedJson<T> {
  const write = fastJson(jsonSchemaOf(schema) as unknown as Parameters<typeof fastJson>[0]) as (value: T) => string;
  return (value) => new SerialisedJson<T>(Buffer.from(write(value)));
}

const COMMA = Buffer.from(',');
const LIST_START = Buffer.from('{"data":[');

/** `{ data, total }`, the list convention, from items serialised one by one. */
export function serialisedList<T>(items: readonly SerialisedJson<T>[], total: number): SerialisedJson<{ data: T[]; total: number }> {
  const parts: Buffer[] = [LIST_START];
  items.forEach((item, index) => {
    if (index) parts.push(COMMA);
    parts.push(item.bytes);
  });
  parts.push(Buffer.from(`],"total":${total}}`));
  return new SerialisedJson(Buffer.concat(parts));
}

/**
 * Validates one part of a request (domain/validation/input.ts); unknown keys are dropped, values
 * cast. Params and query strings are text, so their numbers are converted from decimal digits; a
 * JSON body's numbers must be JSON numbers.
 */
export async function validatePart<T extends AnyObject>(
  schema: ObjectSchema<T> | undefined,
  value: unknown,
  source: InputSource = 'text',
): Promise<T> {
  if (!schema) return {} as T;
  return validateInput(schema, value, source);
}

/** Only a form body (the sign-in's) is text; every other body is JSON. */
const bodySource = (request: FastifyRequest): InputSource =>
  String(request.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded') ? 'text' : 'json';

const LISTED = new Set<Endpoint>(endpoints);

/**
 * Registers an endpoint from its contract: the caller is checked first (401/403), then params,
 * query and body are validated (400 with per-field messages), and the answer is serialised by the
 * response schema, so a column the contract does not name never leaves the server.
 */

export function addRoute<P extends AnyObject, Q extends AnyObject, B extends AnyObject, R>(
  app: FastifyInstance,
  db: Kysely<Database>,
  endpoint: Endpoint<P, Q, B, R>,
  handler: Handler<R, ContractRequest<P, Q, B>>,
  extra: Partial<RouteOptions> = {},
): void {
  // The docs, the permission matrix and the fuzz tests cover the endpoints the index lists: one
  // served but not listed would answer with none of those checks, so the app refuses to start.
  if (!LISTED.has(endpoint as unknown as Endpoint)) {
    throw new Error(`${endpoint.method} ${endpoint.path} is served but not listed in src/domain/contract/index.ts`);
  }
  const status = endpoint.status ?? 200;
  app.route({
    ...extra,
    method: endpoint.method,
    url: endpoint.path,
    schema: endpoint.produces ? {} : { response: { [status]: jsonSchemaOf(endpoint.response) } },
    handler: async (request, reply) => {
      if (!endpoint.acceptsForm && String(request.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded')) {
        throw new HttpError(415, 'errors.mediaType');
      }
      const caller = await authorize(db, request, endpoint.access);
      const params = await validatePart(endpoint.params, request.params);
      const query = await validatePart(endpoint.query, request.query);
      const body = await validatePart(endpoint.body, request.body, bodySource(request));
      const result = await handler({ params, query, body, caller, request, reply });
      reply.code(status);
      if (result instanceof SerialisedJson) return reply.type('application/json; charset=utf-8').send(result.bytes);
      return result;
    },
  });
}

/** The same, for endpoints that need a signed-in caller: the handler always gets one. */
export function addAuthedRoute<P extends AnyObject, Q extends AnyObject, B extends AnyObject, R>(
  app: FastifyInstance,
  db: Kysely<Database>,
  endpoint: Endpoint<P, Q, B, R>,
  handler: Handler<R, AuthedRequest<P, Q, B>>,
  extra: Partial<RouteOptions> = {},
): void {
  if (endpoint.access === 'public') throw new Error(`${endpoint.method} ${endpoint.path} is public`);
  addRoute(app, db, endpoint, (request) => handler(request as AuthedRequest<P, Q, B>), extra);
}
