import { endpoints, marks, structure, users } from '../../domain/contract';
import type { Endpoint } from '../../domain/contract/endpoint';
import { fitsSchema } from './openApiSchema';
import { OUTSIDE_OPENAPI, buildOpenApi, openApiPath, openApiTags } from './openapi';
import { operationIds } from './operationIds';
import { staleDocs } from './writeDocs';

type Operation = { operationId: string; 'x-permission': unknown; responses: Record<string, unknown> };

describe('generated endpoint docs', () => {
  const paths = buildOpenApi().paths as Record<string, Record<string, Operation>>;
  const operationOf = (endpoint: Endpoint) => paths[openApiPath(endpoint.path)]?.[endpoint.method.toLowerCase()];

  it('docs/api matches the contracts (run npm run docs after changing one)', () => {
    expect(staleDocs()).toEqual([]);
  });

  it('describes every endpoint with its permission and errors', () => {
    for (const endpoint of endpoints.filter((e) => !OUTSIDE_OPENAPI.has(e))) {
      const operation = operationOf(endpoint);
      expect(operation['x-permission']).toEqual(endpoint.access);
      for (const code of endpoint.errors) expect(operation.responses[code]).toBeDefined();
    }
  });

  it('leaves out only the query form of /users/{id}, which OpenAPI cannot tell from it', () => {
    expect([...OUTSIDE_OPENAPI.keys()]).toEqual([users.listUsersByQuery]);
    expect(paths['/users/{query}']).toBeUndefined();
    expect(paths['/users/{id}'].get.operationId).toBe('getUser');
    const operationCount = Object.values(paths).reduce((sum, methods) => sum + Object.keys(methods).length, 0);
    expect(operationCount).toBe(endpoints.length - OUTSIDE_OPENAPI.size);
  });

  it('names each operation after its contract export, once', () => {
    const named = endpoints.filter((e) => !OUTSIDE_OPENAPI.has(e)).map((endpoint) => operationOf(endpoint).operationId);
    expect(new Set(named).size).toBe(named.length);
    expect(operationOf(marks.saveBulkMarks as unknown as Endpoint).operationId).toBe('saveBulkMarks');
    expect(operationOf(users.setUserPassword as unknown as Endpoint).operationId).toBe('setUserPassword');
    const schoolYears = structure.schoolYears as unknown as Record<string, Endpoint>;
    expect(['list', 'get', 'create', 'update', 'remove'].map((key) => operationOf(schoolYears[key]).operationId)).toEqual([
      'listSchoolYears',
      'getSchoolYear',
      'createSchoolYear',
      'updateSchoolYear',
      'deleteSchoolYear',
    ]);
  });
});

describe('operationIds', () => {
  const endpoint = (path: string, summary = 'A thing'): Endpoint =>
    ({ method: 'GET', path, tag: 'Things', summary, access: 'public', response: {}, errors: [] }) as unknown as Endpoint;

  it('refuses an endpoint that no contract module exports by name', () => {
    const lost = endpoint('/lost');
    expect(() => operationIds([lost], { things: {} })).toThrow('GET /lost has no export name');
  });

  it('refuses two endpoints that would share an operationId', () => {
    const first = endpoint('/first');
    const second = endpoint('/second');
    expect(() => operationIds([first, second], { a: { showThing: first }, b: { showThing: second } })).toThrow(
      'operationId showThing names both',
    );
  });

  it("takes a resource's singular from its docs noun, not from its plural", () => {
    const resource = {
      list: endpoint('/classes'),
      get: endpoint('/classes/:id', 'One class'),
      create: endpoint('/classes'),
      update: endpoint('/classes/:id'),
      remove: endpoint('/classes/:id'),
    };
    const ids = operationIds(Object.values(resource), { school: { classes: resource } });
    expect([...ids.values()]).toEqual(['listClasses', 'getClass', 'createClass', 'updateClass', 'deleteClass']);
  });
});

describe('tags', () => {
  const endpoint = (tag: string): Endpoint =>
    ({ method: 'GET', path: '/x', tag, summary: 'X', access: 'public', response: {}, errors: [] }) as unknown as Endpoint;

  it('declares every tag an operation uses, in the order first used, with its description', () => {
    expect(openApiTags([endpoint('B'), endpoint('A'), endpoint('B')], { A: 'As', B: 'Bs' })).toEqual([
      { name: 'B', description: 'Bs' },
      { name: 'A', description: 'As' },
    ]);
  });

  it('refuses a tag with no description, and a description no endpoint uses', () => {
    expect(() => openApiTags([endpoint('A')], {})).toThrow('describe the tag A');
    expect(() => openApiTags([endpoint('A')], { A: 'As', B: 'Bs' })).toThrow('no endpoint uses the tag B');
  });
});

describe('defaults in the document', () => {
  it('keeps a default only when it passes its own schema', () => {
    expect(fitsSchema({}, { type: 'object', required: ['id'] })).toBe(false);
    expect(fitsSchema(null, { type: 'string', maxLength: 120 })).toBe(false);
    expect(fitsSchema(null, { type: ['string', 'null'] })).toBe(true);
    expect(fitsSchema(0, { type: 'number', minimum: 1 })).toBe(false);
    expect(fitsSchema(100, { type: 'number', minimum: 1, maximum: 1000 })).toBe(true);
    expect(fitsSchema('csv', { type: 'string', enum: ['csv', 'xlsx'] })).toBe(true);
    expect(fitsSchema([{}], { type: 'array', items: { type: 'object', required: ['id'] } })).toBe(false);
  });

  it('leaves no empty object default, which yup gives every object', () => {
    const defaults: unknown[] = [];
    const walk = (node: unknown): void => {
      if (typeof node !== 'object' || node === null) return;
      const record = node as Record<string, unknown>;
      if ('default' in record && typeof record.default === 'object' && record.default !== null) defaults.push(record.default);
      Object.values(record).forEach(walk);
    };
    walk(buildOpenApi().paths);
    expect(defaults.filter((value) => !Array.isArray(value) && Object.keys(value as object).length === 0)).toEqual([]);
  });
});
