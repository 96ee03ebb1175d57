/**
 * What every request's input must be before its schema even looks at it: each value of the kind
 * its field declares (text where text is expected, never an object), text without control
 * characters, numbers a computer can hold exactly, no prototype keys. yup casts before it checks,
 * and some of its casts (trim on an object, say) throw instead of refusing; this walk refuses
 * first, naming the field, so a malformed request is a 400 on both databases and never reaches
 * SQL (PostgreSQL refuses NUL in text; SQLite would store it). Single-line text also holds no
 * control that reorders it on screen, and is not made only of invisible characters.
 */
import { ValidationError, type AnyObject, type ObjectSchema, type Schema } from 'yup';
import type { ValidationMessage } from './yup';

/** C0 and C1 controls and DEL; tab, line feed and carriage return are refused unless multi-line. */
// eslint-disable-next-line no-control-regex -- matching control characters is this pattern's purpose
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
const LINE_CHARACTERS = /[\t\n\r]/;
/** Controls that reorder text on screen (embeddings, overrides, isolates): they can disguise a name or a label. */
export const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/;
/** Text made only of spaces and invisible format characters (U+200E, U+200F, U+200B…) shows as nothing. */
const INVISIBLE_ONLY = /^[\s\p{Cf}]+$/u;
/** Keys that would reach an object's prototype when copied; never a field of ours. */
const PROTOTYPE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);
/** How deep free data (custom fields, a JSON query) may nest: far more than any form needs. */
export const MAX_INPUT_DEPTH = 32;

/** A text field whose value may hold line breaks and tabs (a message, a comment). */
export const MULTILINE = 'multiline';

export type InputProblems = Record<string, ValidationMessage>;

interface Walk {
  problems: InputProblems;
  source: InputSource;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const join = (path: string, key: string | number): string => (typeof key === 'number' ? `${path}[${key}]` : path ? `${path}.${key}` : key);

function multiline(schema: Schema): boolean {
  const meta = schema.spec.meta as Record<string, unknown> | undefined;
  return meta?.[MULTILINE] === true;
}

/**
 * The problem with one piece of text, if any. Multi-line text (a message) may hold tabs, line
 * breaks and the controls that order mixed right-to-left text; a single line (a name, a label, a
 * search) may not, nor be made only of invisible characters, which would show as an empty label.
 */
export function textProblem(text: string, multiline = false): ValidationMessage | undefined {
  if (CONTROL_CHARACTERS.test(text) || (!multiline && LINE_CHARACTERS.test(text))) return { key: 'validation.controlCharacters' };
  if (multiline) return undefined;
  if (BIDI_CONTROLS.test(text)) return { key: 'validation.bidiControls' };
  if (INVISIBLE_ONLY.test(text) && /\p{Cf}/u.test(text)) return { key: 'validation.invisible' };
  return undefined;
}

/**
 * Where a request part comes from. A JSON body carries numbers as JSON numbers: a number field
 * given text ("100", "0x10", "1e2", " 100") is refused, never converted, so an amount or a count
 * is what was sent or a 400. A query string, a path and a form body hold only text: there a number
 * field takes plain decimal digits ("12", "-3", "2.5") and nothing JavaScript would also read as
 * a number (hexadecimal, exponents, spaces).
 */
export type InputSource = 'json' | 'text';

/** A number written the way people and our client write one in an address. */
const DECIMAL = /^-?\d+(?:\.\d+)?$/;

/** What yup's cast makes of text in a number field: it drops every space first; NaN when no number. */
function castByYup(text: string): number {
  const compact = text.replace(/\s/g, '');
  return compact === '' ? Number.NaN : Number(compact);
}

function numberProblem(value: unknown, source: InputSource = 'text'): ValidationMessage | undefined {
  const number = typeof value === 'string' ? castByYup(value) : value;
  // Text that is no number at all is yup's to refuse, together with the other fields' problems.
  if (typeof number !== 'number' || Number.isNaN(number)) return undefined;
  if (typeof value === 'string' && source === 'json') return { key: 'validation.expectedNumber' };
  // Beyond 2^53 a number is no longer exact; the database would refuse or round it.
  if (!Number.isFinite(number) || Math.abs(number) > Number.MAX_SAFE_INTEGER) return { key: 'validation.numberRange' };
  if (typeof value === 'string' && !DECIMAL.test(value)) return { key: 'validation.expectedNumber' };
  return undefined;
}

/** Data whose shape no schema describes (custom fields): checked for text, keys and depth only. */
function walkFree(value: unknown, path: string, walk: Walk): void {
  const stack: { value: unknown; path: string; depth: number }[] = [{ value, path, depth: 0 }];
  while (stack.length) {
    const item = stack.pop()!;
    if (typeof item.value === 'string') {
      const problem = textProblem(item.value);
      if (problem) walk.problems[item.path || '_'] ??= problem;
      continue;
    }
    if (typeof item.value === 'number') {
      const problem = numberProblem(item.value);
      if (problem) walk.problems[item.path || '_'] ??= problem;
      continue;
    }
    if (typeof item.value !== 'object' || item.value === null) continue;
    if (item.depth >= MAX_INPUT_DEPTH) {
      walk.problems[item.path || '_'] ??= { key: 'validation.tooDeep' };
      continue;
    }
    const entries: [string | number, unknown][] = Array.isArray(item.value) ? item.value.map((v, i) => [i, v]) : Object.entries(item.value);
    for (const [key, child] of entries) {
      const childPath = join(item.path, key);
      if (typeof key === 'string' && (PROTOTYPE_KEYS.has(key) || textProblem(key))) {
        // Named by its parent: a key such as __proto__ cannot name a field of the answer.
        walk.problems[item.path || '_'] ??= { key: 'validation.invalid' };
        continue;
      }
      stack.push({ value: child, path: childPath, depth: item.depth + 1 });
    }
  }
}

function walkSchema(schema: Schema, value: unknown, parent: unknown, path: string, walk: Walk): void {
  if (value === undefined || value === null) return;
  // Conditions (`when`) and lazy schemas become the schema that applies to this value.
  const resolved = schema.resolve({ value, parent }) as Schema;
  const at = path || '_';
  switch (resolved.type) {
    case 'string':
      if (typeof value === 'string') {
        const problem = textProblem(value, multiline(resolved));
        if (problem) walk.problems[at] = problem;
        // A number is read as its digits (a code, a phone); true or an object is no text at all.
      } else if (typeof value !== 'number') walk.problems[at] = { key: 'validation.expectedText' };
      return;
    case 'number': {
      if (typeof value !== 'number' && typeof value !== 'string') {
        walk.problems[at] = { key: 'validation.expectedNumber' };
        return;
      }
      const problem = numberProblem(value, walk.source);
      if (problem) walk.problems[at] = problem;
      return;
    }
    case 'boolean':
      if (typeof value !== 'boolean' && typeof value !== 'string' && typeof value !== 'number')
        walk.problems[at] = { key: 'validation.expectedBoolean' };
      return;
    case 'date':
      if (typeof value !== 'string' && typeof value !== 'number') walk.problems[at] = { key: 'validation.expectedText' };
      return;
    case 'array': {
      if (!Array.isArray(value)) {
        walk.problems[at] = { key: 'validation.expectedList' };
        return;
      }
      const inner = (resolved as unknown as { innerType?: Schema }).innerType;
      value.forEach((item, index) =>
        inner ? walkSchema(inner, item, value, join(path, index), walk) : walkFree(item, join(path, index), walk),
      );
      return;
    }
    case 'object': {
      if (!isPlainObject(value)) {
        walk.problems[at] = { key: 'validation.expectedObject' };
        return;
      }
      const fields = (resolved as ObjectSchema<AnyObject>).fields as Record<string, Schema>;
      for (const [key, child] of Object.entries(value)) {
        if (PROTOTYPE_KEYS.has(key)) walk.problems[at] = { key: 'validation.invalid' };
        else if (Object.hasOwn(fields, key)) walkSchema(fields[key], child, value, join(path, key), walk);
        // Unknown keys are dropped by validation; nothing of them is stored.
      }
      return;
    }
    default:
      walkFree(value, path, walk);
  }
}

/** Every field whose raw value is of the wrong kind, holds control characters or an unsafe number. */
export function findInputProblems(schema: Schema, value: unknown, source: InputSource = 'text'): InputProblems {
  const walk: Walk = { problems: {}, source };
  walkSchema(schema, value, undefined, '', walk);
  return walk.problems;
}

/** One validation error naming every field, as yup reports them. */
export function inputError(problems: InputProblems, value: unknown): ValidationError {
  return new ValidationError(
    Object.entries(problems).map(([path, message]) => new ValidationError(message as unknown as string, undefined, path)),
    value,
  );
}

/**
 * Checks a request part (params, query or body) or an imported row: the raw shape first, then the
 * schema, all problems at once. Unknown keys are dropped and values cast (query text to numbers).
 */
export async function validateInput<T extends AnyObject>(
  schema: ObjectSchema<T>,
  value: unknown,
  source: InputSource = 'text',
): Promise<T> {
  const raw = value ?? {};
  const problems = findInputProblems(schema, raw, source);
  if (Object.keys(problems).length) throw inputError(problems, raw);
  return schema.validate(raw, { abortEarly: false, stripUnknown: true }) as Promise<T>;
}
