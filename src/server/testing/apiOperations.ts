/**
 * Every operation of docs/api/openapi.json, with what the generated tests (permission matrix,
 * fuzz) need to call it: its parameters and body from the document, and from the contract
 * (matched by method and path) what the document lacks, its examples and its route's patterns.
 * A new operation is in this list the day its contract lands and `npm run docs` has run; the few
 * routes the document cannot hold (OUTSIDE_OPENAPI) are added as the generator would describe them.
 */
import openapiDocument from '../../../docs/api/openapi.json';
import { endpoints } from '../../domain/contract';
import type { Endpoint, HttpMethod } from '../../domain/contract/endpoint';
import { OUTSIDE_OPENAPI, openApiOperation, openApiPath } from '../docs/openapi';

export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  pattern?: string;
  minimum?: number;
  maximum?: number;
  maxLength?: number;
  maxItems?: number;
  default?: unknown;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  additionalProperties?: boolean | JsonSchema;
}

export interface Parameter {
  name: string;
  in: 'path' | 'query';
  required?: boolean;
  schema: JsonSchema;
  example?: unknown;
}

interface DocOperation {
  'x-permission': 'public' | 'authenticated' | string[];
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema?: JsonSchema; example?: unknown }> };
}

export interface ApiOperation {
  /** `POST /api/students`. */
  label: string;
  method: HttpMethod;
  /** OpenAPI form: `/api/students/{id}`. */
  path: string;
  permission: DocOperation['x-permission'];
  parameters: Parameter[];
  /** The JSON body's schema and example, when the body is JSON. */
  json?: { schema: JsonSchema; example?: unknown };
  /** The content types of a file body (photo, spreadsheet), when the body is a file. */
  files: string[];
  endpoint: Endpoint;
}

const document = openapiDocument as unknown as { paths: Record<string, Record<string, DocOperation>> };
const contracts = new Map(endpoints.map((endpoint) => [`${endpoint.method} ${openApiPath(endpoint.path)}`, endpoint]));

const described: [string, Record<string, DocOperation>][] = [
  ...Object.entries(document.paths),
  ...[...OUTSIDE_OPENAPI.keys()].map((endpoint): [string, Record<string, DocOperation>] => [
    openApiPath(endpoint.path),
    { [endpoint.method.toLowerCase()]: openApiOperation(endpoint) as unknown as DocOperation },
  ]),
];

export const apiOperations: readonly ApiOperation[] = described.flatMap(([path, methods]) =>
  Object.entries(methods).map(([lower, doc]): ApiOperation => {
    const method = lower.toUpperCase() as HttpMethod;
    const label = `${method} ${path}`;
    const endpoint = contracts.get(label);
    if (!endpoint) throw new Error(`${label} is in docs/api/openapi.json but no contract declares it: run npm run docs`);
    const content = doc.requestBody?.content ?? {};
    const json = content['application/json'];
    return {
      label,
      method,
      path,
      permission: doc['x-permission'],
      parameters: doc.parameters ?? [],
      json: json?.schema ? { schema: json.schema, example: json.example } : undefined,
      files: json ? [] : Object.keys(content),
      endpoint,
    };
  }),
);

export type Values = Record<string, unknown>;

export const typesOf = (schema: JsonSchema): string[] => ([] as string[]).concat(schema.type ?? []);

/** A value for a schema with no example: its default, first choice, or smallest allowed value. */
export function sampleOf(schema: JsonSchema): unknown {
  if (schema.default !== undefined) return schema.default;
  if (schema.enum?.length) return schema.enum.find((value) => value !== null);
  const types = typesOf(schema);
  if (types.includes('integer') || types.includes('number')) return Math.max(1, schema.minimum ?? 1);
  if (types.includes('boolean')) return true;
  if (types.includes('array')) return [];
  if (types.includes('object'))
    return Object.fromEntries(
      Object.entries(schema.properties ?? {})
        .filter(([name]) => schema.required?.includes(name))
        .map(([name, property]) => [name, sampleOf(property)]),
    );
  if (schema.pattern) {
    const pattern = new RegExp(schema.pattern);
    return ['1', 'all', 'A1', 'a'.repeat(24)].find((candidate) => pattern.test(candidate)) ?? 'x';
  }
  return types.length ? 'x' : 1;
}

/** Example values of the path or query parameters: the contract's example, else a sample per parameter. */
export function exampleValues(op: ApiOperation, where: 'path' | 'query'): Values {
  const example = (where === 'path' ? op.endpoint.example?.params : op.endpoint.example?.query) as Values | undefined;
  const values: Values = {};
  for (const parameter of op.parameters.filter((p) => p.in === where)) {
    if (example && parameter.name in example) values[parameter.name] = example[parameter.name];
    else if (parameter.example !== undefined) values[parameter.name] = parameter.example;
    else if (where === 'path' || parameter.required) values[parameter.name] = sampleOf(parameter.schema);
  }
  return values;
}

/** A path segment: examples already written for an address (`%7B…`) go as they are. */
export const segment = (value: unknown): string =>
  typeof value === 'string' && /^[A-Za-z0-9%._~-]*$/.test(value) ? value : encodeURIComponent(String(value));

/** The pattern a route puts on a path parameter (`:id(^\d+$)`), which the document does not show. */
export function routePattern(op: ApiOperation, name: string): RegExp | undefined {
  const match = new RegExp(`:${name}\\(([^)]*)\\)`).exec(op.endpoint.path);
  return match ? new RegExp(match[1]) : undefined;
}
