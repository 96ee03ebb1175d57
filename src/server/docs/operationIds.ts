/**
 * OpenAPI operationIds, named after the contracts' exports: `marks.saveBulkMarks` is
 * `saveBulkMarks`, and the five endpoints of a reference resource such as `structure.schoolYears`
 * are `listSchoolYears`, `getSchoolYear`, `createSchoolYear`, `updateSchoolYear` and
 * `deleteSchoolYear`. Code generators name their methods from these, so they follow the names the
 * code already uses and change only when a contract is renamed.
 */
import * as contract from '../../domain/contract';
import type { Endpoint } from '../../domain/contract/endpoint';
import * as reportCards from '../../domain/contract/reportCards';
import type { ResourceEndpoints } from '../../domain/contract/resource';

/** The contract modules; index.ts does not re-export reportCards as a namespace, so it is added here. */
const CONTRACT_MODULES: Record<string, unknown> = { ...contract, reportCards };

const RESOURCE_VERBS = { list: 'list', get: 'get', create: 'create', update: 'update', remove: 'delete' } as const;

/** An object literal or module exports, from any realm (Jest loads modules in its own), not a yup schema. */
function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === null || Object.getPrototypeOf(prototype) === null;
}

const isEndpoint = (value: unknown): value is Endpoint =>
  isPlainObject(value) &&
  typeof value.method === 'string' &&
  typeof value.path === 'string' &&
  'response' in value &&
  Array.isArray(value.errors);

const isResource = (value: unknown): value is ResourceEndpoints =>
  isPlainObject(value) && Object.keys(RESOURCE_VERBS).every((key) => isEndpoint(value[key]));

const pascal = (words: string): string => words.replace(/(^|[\s-]+)(\w)/g, (_, _space: string, letter: string) => letter.toUpperCase());

/**
 * A resource's singular is the noun it gives its docs (`One school year`): guessing it from the
 * plural export name would turn a future `classes` into `getClasse`.
 */
function singularOf(exportName: string, resource: ResourceEndpoints): string {
  const noun = /^One (.+)$/.exec(resource.get.summary)?.[1];
  if (!noun) throw new Error(`${exportName}.get is summarised "${resource.get.summary}": operationIds expect "One <noun>"`);
  return pascal(noun);
}

/** operationId of every endpoint exported by a contract module (audit, auth, marks...). */
function namesOf(modules: Record<string, unknown>): Map<Endpoint, string> {
  const names = new Map<Endpoint, string>();
  const name = (endpoint: Endpoint, id: string) => {
    const known = names.get(endpoint);
    if (known && known !== id) throw new Error(`${endpoint.method} ${endpoint.path} is exported as both ${known} and ${id}`);
    names.set(endpoint, id);
  };
  for (const module of Object.values(modules).filter(isPlainObject)) {
    for (const [exportName, value] of Object.entries(module)) {
      if (isEndpoint(value)) name(value, exportName);
      else if (isResource(value)) {
        for (const [key, verb] of Object.entries(RESOURCE_VERBS)) {
          name(
            value[key as keyof typeof RESOURCE_VERBS],
            verb === 'list' ? `list${pascal(exportName)}` : `${verb}${singularOf(exportName, value)}`,
          );
        }
      }
    }
  }
  return names;
}

/** The operationId of each endpoint of the API, unique, in the order of `endpoints`. */
export function operationIds(
  endpoints: readonly Endpoint[] = contract.endpoints,
  modules: Record<string, unknown> = CONTRACT_MODULES,
): Map<Endpoint, string> {
  const names = namesOf(modules);
  const ids = new Map<Endpoint, string>();
  const owners = new Map<string, Endpoint>();
  for (const endpoint of endpoints) {
    const id = names.get(endpoint);
    if (!id)
      throw new Error(
        `${endpoint.method} ${endpoint.path} has no export name: export its contract by name from a module that src/domain/contract/index.ts re-exports`,
      );
    const owner = owners.get(id);
    if (owner) throw new Error(`operationId ${id} names both ${owner.method} ${owner.path} and ${endpoint.method} ${endpoint.path}`);
    owners.set(id, endpoint);
    ids.set(endpoint, id);
  }
  return ids;
}
