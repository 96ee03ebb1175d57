/** docs/api/README.md: the endpoint reference for people, from the same contracts as openapi.json. */
import { STATUS_CODES } from 'node:http';
import { endpoints } from '../../domain/contract';
import type { Endpoint } from '../../domain/contract/endpoint';
import { MONEY_MAX } from '../../domain/finance/money';
import { openApiSchema } from './openApiSchema';
import { OUTSIDE_OPENAPI, accessText, openApiPath, savesAFile } from './openapi';

type Schema = {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  enum?: unknown[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  default?: unknown;
};

const typeText = (schema: Schema): string => {
  const type = Array.isArray(schema.type) ? schema.type.join(' or ') : (schema.type ?? 'any');
  const facts = [
    schema.enum && `one of ${schema.enum.map((value) => `\`${String(value)}\``).join(', ')}`,
    schema.minimum !== undefined && `min ${schema.minimum}`,
    schema.maximum !== undefined && `max ${schema.maximum}`,
    schema.minLength !== undefined && `at least ${schema.minLength} characters`,
    schema.maxLength !== undefined && `at most ${schema.maxLength} characters`,
    schema.default !== undefined && typeof schema.default !== 'object' && `default ${String(schema.default)}`,
  ].filter(Boolean);
  return facts.length ? `${type} (${facts.join('; ')})` : type;
};

function fieldTable(schema: Schema): string[] {
  const rows = Object.entries(schema.properties ?? {}).map(
    ([name, property]) => `| \`${name}\` | ${typeText(property)} | ${(schema.required ?? []).includes(name) ? 'yes' : 'no'} |`,
  );
  return rows.length ? ['| name | type | required |', '|---|---|---|', ...rows, ''] : [];
}

function section(endpoint: Endpoint): string[] {
  const lines = [`### ${endpoint.method} ${openApiPath(endpoint.path)}`, '', endpoint.summary + '.', ''];
  if (endpoint.description) lines.push(endpoint.description, '');
  lines.push(`- Permission: ${accessText(endpoint)}`);
  if (endpoint.xsrfExempt) lines.push('- No X-XSRF-TOKEN header needed');
  if (endpoint.acceptsForm) lines.push('- Body as JSON or as a form (application/x-www-form-urlencoded)');
  if (OUTSIDE_OPENAPI.has(endpoint)) lines.push(`- Not in openapi.json: ${OUTSIDE_OPENAPI.get(endpoint)}`);
  lines.push(`- Success: ${endpoint.status ?? 200} ${STATUS_CODES[endpoint.status ?? 200]}`);
  if (savesAFile(endpoint))
    lines.push(
      `- Answer: a file (${endpoint.produces!.join(' or ')}) with \`Content-Disposition: attachment\` naming it as the app's screens do (its words in the language of \`Accept-Language\`)`,
    );
  lines.push(`- Errors: ${[...endpoint.errors, 500].map((code) => `${code} ${STATUS_CODES[code]}`).join(', ')}`, '');
  for (const [title, schema] of [
    ['Path parameters', endpoint.params],
    ['Query parameters', endpoint.query],
    ['Body', endpoint.body],
  ] as const) {
    if (schema) lines.push(`**${title}**`, '', ...fieldTable(openApiSchema(schema) as Schema));
  }
  lines.push(
    '**Response**',
    '',
    ...(fieldTable(openApiSchema(endpoint.response) as Schema).length
      ? fieldTable(openApiSchema(endpoint.response) as Schema)
      : ['See openapi.json.', '']),
  );
  if (endpoint.example) {
    lines.push('**Example**', '', '```http');
    const query = endpoint.example.query
      ? '?' + new URLSearchParams(Object.entries(endpoint.example.query).map(([k, v]) => [k, String(v)])).toString()
      : '';
    const path = openApiPath(endpoint.path).replace(/\{(\w+)\}/g, (_, name: string) =>
      String((endpoint.example?.params as Record<string, unknown> | undefined)?.[name] ?? `{${name}}`),
    );
    lines.push(`${endpoint.method} ${path}${query}`);
    if (endpoint.example.body) lines.push('Content-Type: application/json', '', JSON.stringify(endpoint.example.body, null, 2));
    lines.push('```', '', '```json', JSON.stringify(endpoint.example.response, null, 2), '```', '');
  }
  return lines;
}

export function buildMarkdown(): string {
  const tags = [...new Set(endpoints.map((endpoint) => endpoint.tag))];
  const lines = [
    '# Scola API reference',
    '',
    'Generated from the contracts in `src/domain/contract` by `npm run docs`; do not edit by hand (`npm test` fails when this file is stale). The same description is served as OpenAPI at `/api/docs` by a running server and lives in `openapi.json` beside this file.',
    '',
    '## Conventions',
    '',
    '- Authentication: `POST /oauth/token` gives a bearer token; send `Authorization: Bearer <token>` on every other call. A missing, expired or revoked token answers 401; a call the role does not allow answers 403.',
    '- XSRF: the server sets an `XSRF-TOKEN` cookie; every non-GET call under `/api` and `/users` must repeat it in the `X-XSRF-TOKEN` header (403 otherwise). The token and sign-up calls are exempt.',
    '- Errors: every failure answers `{ "statusCode", "error", "message", "fields"?, "retryAfter"? }`; `fields` maps each invalid field to its message (on a 409, the field whose value is already taken or in conflict); `retryAfter`, on a 429, repeats the seconds of the Retry-After header. Messages follow the `Accept-Language` header (en, fr, ur, es, it, fa, de, zh-CHS).',
    '- Lists: `limit` (default 100, at most 1000), `skip`, and filter keys in the query string; the answer is `{ "data": [...], "total": n }`.',
    `- Numbers: in a JSON body a number field takes a JSON number only (\`"100"\` is a 400 naming the field); in a path or a query string it is written in plain decimal digits (\`12\`, \`-3\`, \`2.5\`). Amounts are whole numbers of the currency, at most ${MONEY_MAX}.`,
    '',
    '## Endpoints',
    '',
    ...tags.flatMap((tag) => [
      `- ${tag}: ` +
        endpoints
          .filter((e) => e.tag === tag)
          .map((e) => `\`${e.method} ${openApiPath(e.path)}\``)
          .join(', '),
    ]),
    '',
  ];
  for (const tag of tags) {
    lines.push(`## ${tag}`, '');
    for (const endpoint of endpoints.filter((e) => e.tag === tag)) lines.push(...section(endpoint));
  }
  return lines.join('\n');
}
