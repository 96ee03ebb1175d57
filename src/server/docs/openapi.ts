/** The API description, generated from the contracts in src/domain/contract: never written by hand. */
import { STATUS_CODES } from 'node:http';
import { errorSchema } from '../../domain/contract/common';
import type { Endpoint } from '../../domain/contract/endpoint';
import { endpoints } from '../../domain/contract';
import { jsonSchemaOf } from '../http/contract';

type Json = Record<string, unknown>;

/** `/users/:id(^\\d+$)` → `/users/{id}`. */
export const openApiPath = (path: string): string => path.replace(/:(\w+)(\([^)]*\))?/g, '{$1}');

export const accessText = (endpoint: Endpoint): string =>
  endpoint.access === 'public' ? 'none (public)' : endpoint.access === 'authenticated' ? 'any signed-in user' : `one of: ${endpoint.access.join(', ')}`;

function parameters(endpoint: Endpoint): Json[] {
  const out: Json[] = [];
  for (const [where, schema] of [['path', endpoint.params], ['query', endpoint.query]] as const) {
    if (!schema) continue;
    const json = jsonSchemaOf(schema) as { properties?: Record<string, Json>; required?: string[] };
    for (const [name, property] of Object.entries(json.properties ?? {})) {
      out.push({ name, in: where, required: where === 'path' || (json.required ?? []).includes(name), schema: property });
    }
  }
  return out;
}

function operation(endpoint: Endpoint): Json {
  const status = endpoint.status ?? 200;
  const responses: Json = {
    [status]: {
      description: STATUS_CODES[status],
      content: endpoint.produces
        ? Object.fromEntries(endpoint.produces.map((type) => [type, { schema: { type: 'string', format: 'binary' } }]))
        : { 'application/json': { schema: jsonSchemaOf(endpoint.response), ...(endpoint.example ? { example: endpoint.example.response } : {}) } },
    },
  };
  for (const code of [...endpoint.errors, 500]) {
    responses[code] = { description: STATUS_CODES[code], content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } };
  }
  const body = endpoint.body && jsonSchemaOf(endpoint.body);
  return {
    tags: [endpoint.tag],
    summary: endpoint.summary,
    description: [endpoint.description, `Permission: ${accessText(endpoint)}.`].filter(Boolean).join('\n\n'),
    'x-permission': endpoint.access,
    ...(endpoint.access === 'public' ? { security: [] } : {}),
    parameters: parameters(endpoint),
    ...(endpoint.consumes
      ? { requestBody: { required: true, content: Object.fromEntries(endpoint.consumes.map((type) => [type, { schema: { type: 'string', format: 'binary' } }])) } }
      : body
      ? {
          requestBody: {
            required: true,
            content: {
              'application/json': { schema: body, ...(endpoint.example?.body ? { example: endpoint.example.body } : {}) },
              ...(endpoint.acceptsForm ? { 'application/x-www-form-urlencoded': { schema: body } } : {}),
            },
          },
        }
      : {}),
    responses,
  };
}

export function buildOpenApi(): Json {
  const paths: Record<string, Json> = {};
  for (const endpoint of endpoints) {
    const path = openApiPath(endpoint.path);
    paths[path] = { ...(paths[path] ?? {}), [endpoint.method.toLowerCase()]: operation(endpoint) };
  }
  return {
    openapi: '3.0.3',
    info: {
      title: 'Scola API',
      version: '1',
      description:
        'Every call but the token and sign-up calls sends `Authorization: Bearer <token>`; every non-GET call under /api and /users also sends `X-XSRF-TOKEN` equal to the `XSRF-TOKEN` cookie. Failures answer `{ statusCode, error, message, fields? }`. Lists take `limit` (default 100, at most 1000), `skip` and filters, and answer `{ data, total }`.',
    },
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
      schemas: { Error: jsonSchemaOf(errorSchema) },
    },
    security: [{ bearer: [] }],
    paths,
  };
}
