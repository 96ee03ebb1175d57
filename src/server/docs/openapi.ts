/** The API description, generated from the contracts in src/domain/contract: never written by hand. */
import { STATUS_CODES } from 'node:http';
import { errorSchema } from '../../domain/contract/common';
import type { Endpoint } from '../../domain/contract/endpoint';
import { endpoints, users } from '../../domain/contract';
import { openApiSchema } from './openApiSchema';
import { operationIds } from './operationIds';
import { TAG_DESCRIPTIONS } from './tags';

type Json = Record<string, unknown>;

/**
 * Routes the server has but the document cannot hold, with why. OpenAPI sees two paths that
 * differ only in a parameter name as one path, and generators refuse a document that lists both.
 */
export const OUTSIDE_OPENAPI: ReadonlyMap<Endpoint, string> = new Map<Endpoint, string>([
  [
    users.listUsersByQuery as unknown as Endpoint,
    'OpenAPI takes it for the same path as `GET /users/{id}`, while the server sends a segment of digits there and anything else here. `GET /users` with query parameters takes the same filters and gives the same answer.',
  ],
]);

/** `/users/:id(^\\d+$)` → `/users/{id}`. */
export const openApiPath = (path: string): string => path.replace(/:(\w+)(\([^)]*\))?/g, '{$1}');

export const accessText = (endpoint: Endpoint): string =>
  endpoint.access === 'public'
    ? 'none (public)'
    : endpoint.access === 'authenticated'
      ? 'any signed-in user'
      : `one of: ${endpoint.access.join(', ')}`;

function parameters(endpoint: Endpoint): Json[] {
  const out: Json[] = [];
  for (const [where, schema] of [
    ['path', endpoint.params],
    ['query', endpoint.query],
  ] as const) {
    if (!schema) continue;
    const json = openApiSchema(schema) as { properties?: Record<string, Json>; required?: string[] };
    for (const [name, property] of Object.entries(json.properties ?? {})) {
      out.push({ name, in: where, required: where === 'path' || (json.required ?? []).includes(name), schema: property });
    }
  }
  return out;
}

/** A file answered for saving (not a photo shown in a page) says its name. */
const ATTACHMENT_HEADERS = {
  'Content-Disposition': {
    description:
      "`attachment; filename=\"…\"; filename*=UTF-8''…`: the name the app's screens save the file under, its words in the language of `Accept-Language` (`filename*` in UTF-8, `filename` its ASCII spelling).",
    schema: { type: 'string' },
  },
};

export const savesAFile = (endpoint: Endpoint): boolean => Boolean(endpoint.produces?.some((type) => !type.startsWith('image/')));

function operation(endpoint: Endpoint, operationId: string): Json {
  const status = endpoint.status ?? 200;
  const responses: Json = {
    [status]: {
      description: STATUS_CODES[status],
      ...(savesAFile(endpoint) ? { headers: ATTACHMENT_HEADERS } : {}),
      content: endpoint.produces
        ? Object.fromEntries(endpoint.produces.map((type) => [type, { schema: { type: 'string', format: 'binary' } }]))
        : {
            'application/json': {
              schema: openApiSchema(endpoint.response),
              ...(endpoint.example ? { example: endpoint.example.response } : {}),
            },
          },
    },
  };
  for (const code of [...endpoint.errors, 500]) {
    responses[code] = {
      description: STATUS_CODES[code],
      content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
    };
  }
  const body = endpoint.body && openApiSchema(endpoint.body);
  return {
    operationId,
    tags: [endpoint.tag],
    summary: endpoint.summary,
    description: [endpoint.description, `Permission: ${accessText(endpoint)}.`].filter(Boolean).join('\n\n'),
    'x-permission': endpoint.access,
    ...(endpoint.access === 'public' ? { security: [] } : {}),
    parameters: parameters(endpoint),
    ...(endpoint.consumes
      ? {
          requestBody: {
            required: true,
            content: Object.fromEntries(endpoint.consumes.map((type) => [type, { schema: { type: 'string', format: 'binary' } }])),
          },
        }
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

const DESCRIPTION = [
  'Every call but the token and sign-up calls sends `Authorization: Bearer <token>`; every non-GET call under /api and /users also sends `X-XSRF-TOKEN` equal to the `XSRF-TOKEN` cookie. Failures answer `{ statusCode, error, message, fields?, retryAfter? }` (`fields` names the fields at fault, on a 400 or a 409; `retryAfter`, on a 429, is the seconds of the Retry-After header). Lists take `limit` (default 100, at most 1000), `skip` and filters, and answer `{ data, total }`.',
  'The API is served by the web application itself: its one server is the origin the application is reached at.',
  '`GET /users/{id}` and `GET /users/{query}` share one URL shape, which the server tells apart by the segment: digits only are a user id (`getUser`), anything else is a URL-encoded JSON object of the `GET /users` filters, answered like `GET /users` (400 when it is not a JSON object). OpenAPI cannot tell two paths apart by a parameter pattern, so this document lists only `GET /users/{id}`; search with `GET /users` and its query parameters, which takes the same filters and gives the same answer. docs/api/README.md describes both.',
].join('\n\n');

let ids: Map<Endpoint, string> | undefined;

/** The operation the document gives an endpoint; apiOperations describes the ones it leaves out (OUTSIDE_OPENAPI) with it too. */
export function openApiOperation(endpoint: Endpoint): Json {
  ids ??= operationIds(endpoints);
  const id = ids.get(endpoint);
  if (!id) throw new Error(`${endpoint.method} ${endpoint.path} is not one of the contracts' endpoints`);
  return operation(endpoint, id);
}

/** The areas in the order the contracts first use them, each described (tags.ts). */
export function openApiTags(list: readonly Endpoint[] = endpoints, descriptions = TAG_DESCRIPTIONS): Json[] {
  const used = [...new Set(list.map((endpoint) => endpoint.tag))];
  const undescribed = used.filter((tag) => !descriptions[tag]);
  if (undescribed.length) throw new Error(`describe the tag ${undescribed.join(', ')} in src/server/docs/tags.ts`);
  const unused = Object.keys(descriptions).filter((tag) => !used.includes(tag));
  if (unused.length) throw new Error(`no endpoint uses the tag ${unused.join(', ')} that src/server/docs/tags.ts describes`);
  return used.map((name) => ({ name, description: descriptions[name] }));
}

export function buildOpenApi(): Json {
  const paths: Record<string, Json> = {};
  for (const endpoint of endpoints.filter((e) => !OUTSIDE_OPENAPI.has(e))) {
    const path = openApiPath(endpoint.path);
    const method = endpoint.method.toLowerCase();
    if (paths[path]?.[method]) throw new Error(`${endpoint.method} ${path} is declared twice`);
    paths[path] = { ...(paths[path] ?? {}), [method]: openApiOperation(endpoint) };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Scola API',
      version: '1',
      description: DESCRIPTION,
      // The package is UNLICENSED and no SPDX licence applies; LicenseRef- is SPDX's form for a licence not on its list.
      license: { name: 'Proprietary (all rights reserved)', identifier: 'LicenseRef-Proprietary' },
    },
    servers: [{ url: '/', description: "The web application's own origin" }],
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
      schemas: { Error: openApiSchema(errorSchema) },
    },
    security: [{ bearer: [] }],
    tags: openApiTags(),
    paths,
  };
}
