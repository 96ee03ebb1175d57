/**
 * A contract schema as OpenAPI 3.1 (JSON Schema 2020-12) reads it. The JSON Schema that
 * serialises answers (jsonSchemaOf) stays as it is; only the docs need these two corrections.
 */
import type { Schema } from 'yup';
import { jsonSchemaOf } from '../http/contract';

type Json = Record<string, unknown>;

function correct(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(correct);
  if (typeof node !== 'object' || node === null) return node;
  const out: Json = Object.fromEntries(Object.entries(node).map(([key, value]) => [key, correct(value)]));
  // yup's mixed() gives `type: []`, which allows nothing; no `type` allows anything, as yup does.
  if (Array.isArray(out.type) && out.type.length === 0) delete out.type;
  // A nullable oneOf() accepts null in yup, but an `enum` without null rejects it whatever `type` says.
  if (Array.isArray(out.type) && out.type.includes('null') && Array.isArray(out.enum) && !out.enum.includes(null))
    out.enum = [...out.enum, null];
  return out;
}

export const openApiSchema = (schema: Schema): Json => correct(jsonSchemaOf(schema)) as Json;
