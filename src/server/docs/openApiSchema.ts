/**
 * A contract schema as OpenAPI 3.1 (JSON Schema 2020-12) reads it. The JSON Schema that
 * serialises answers (jsonSchemaOf) stays as it is; only the docs need these corrections.
 */
import type { Schema } from 'yup';
import { jsonSchemaOf } from '../http/contract';

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

function typeOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (Number.isInteger(value)) return 'integer';
  return typeof value;
}

/**
 * Whether a value passes the keywords yup's converter writes (the others, such as `format`, pass),
 * so that a default a generator fills in is a value the server accepts.
 */
export function fitsSchema(value: unknown, schema: Json): boolean {
  const types = schema.type === undefined ? undefined : ([] as unknown[]).concat(schema.type);
  const type = typeOf(value);
  if (types && !types.includes(type) && !(type === 'integer' && types.includes('number'))) return false;
  if (Array.isArray(schema.enum) && !schema.enum.some((allowed) => JSON.stringify(allowed) === JSON.stringify(value))) return false;
  if (typeof value === 'string') {
    if (typeof schema.minLength === 'number' && [...value].length < schema.minLength) return false;
    if (typeof schema.maxLength === 'number' && [...value].length > schema.maxLength) return false;
    if (typeof schema.pattern === 'string' && !new RegExp(schema.pattern, 'u').test(value)) return false;
  }
  if (typeof value === 'number') {
    if (typeof schema.minimum === 'number' && value < schema.minimum) return false;
    if (typeof schema.maximum === 'number' && value > schema.maximum) return false;
  }
  if (Array.isArray(value)) {
    if (typeof schema.minItems === 'number' && value.length < schema.minItems) return false;
    if (typeof schema.maxItems === 'number' && value.length > schema.maxItems) return false;
    if (isObject(schema.items) && !value.every((item) => fitsSchema(item, schema.items as Json))) return false;
  }
  if (isObject(value)) {
    if (Array.isArray(schema.required) && schema.required.some((key) => !(String(key) in value))) return false;
    const properties = isObject(schema.properties) ? schema.properties : {};
    if (Object.entries(value).some(([key, item]) => isObject(properties[key]) && !fitsSchema(item, properties[key] as Json))) return false;
  }
  return true;
}

function correct(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(correct);
  if (typeof node !== 'object' || node === null) return node;
  const out: Json = Object.fromEntries(Object.entries(node).map(([key, value]) => [key, correct(value)]));
  // yup's mixed() gives `type: []`, which allows nothing; no `type` allows anything, as yup does.
  if (Array.isArray(out.type) && out.type.length === 0) delete out.type;
  // A nullable oneOf() accepts null in yup, but an `enum` without null rejects it whatever `type` says.
  if (Array.isArray(out.type) && out.type.includes('null') && Array.isArray(out.enum) && !out.enum.includes(null))
    out.enum = [...out.enum, null];
  if ('default' in out) {
    const { default: value, ...schema } = out;
    // yup gives every object `{}` whatever its fields ask (a generator filling defaults would send a
    // body missing its required fields), and an optional field's null default may be a null its type refuses.
    const emptyObject = isObject(value) && Object.keys(value).length === 0 && (schema.type === 'object' || isObject(schema.properties));
    if (emptyObject || !fitsSchema(value, schema)) delete out.default;
  }
  return out;
}

export const openApiSchema = (schema: Schema): Json => correct(jsonSchemaOf(schema)) as Json;
