import { ValidationError } from 'yup';
import { freeRecord } from '../contract/common';
import { multilineTextField, personNameField } from './checks';
import { findInputProblems, textProblem, validateInput } from './input';
import { yup } from './yup';

const schema = yup.object({
  name: yup.string().trim().max(20),
  note: multilineTextField(200),
  count: yup.number().integer(),
  active: yup.boolean(),
  tags: yup.array(yup.string().required()),
  lines: yup.array(yup.object({ id: yup.number().required() })),
  custom: freeRecord(),
  inner: yup.object({ label: yup.string() }),
});

describe('the raw shape of input, checked before its schema', () => {
  it('names each field holding the wrong kind of value, where yup would throw or cast it away', () => {
    expect(findInputProblems(schema, { name: {}, count: { n: 1 }, active: [], tags: 'a', lines: [{ id: {} }], inner: 'text' })).toEqual({
      name: { key: 'validation.expectedText' },
      count: { key: 'validation.expectedNumber' },
      active: { key: 'validation.expectedBoolean' },
      tags: { key: 'validation.expectedList' },
      'lines[0].id': { key: 'validation.expectedNumber' },
      inner: { key: 'validation.expectedObject' },
    });
  });

  it('takes a number where text is expected (a code, a phone), never true or false', () => {
    expect(findInputProblems(schema, { name: 12 })).toEqual({});
    expect(findInputProblems(schema, { name: true })).toEqual({ name: { key: 'validation.expectedText' } });
  });

  it('refuses, in a single line of text, the controls that reorder it and text made only of invisible characters', () => {
    expect(findInputProblems(schema, { name: '6e A\u202e' })).toEqual({ name: { key: 'validation.bidiControls' } });
    expect(findInputProblems(schema, { tags: ['\u2066x\u2069'] })).toEqual({ 'tags[0]': { key: 'validation.bidiControls' } });
    expect(findInputProblems(schema, { name: '\u200f\u200e' })).toEqual({ name: { key: 'validation.invisible' } });
    expect(findInputProblems(schema, { name: ' \u200b ' })).toEqual({ name: { key: 'validation.invisible' } });
    // The marks themselves are fine inside real text, and plain spaces are for the schema to trim.
    expect(findInputProblems(schema, { name: 'کلاس\u200f 6', tags: ['  '] })).toEqual({});
    expect(findInputProblems(schema, { note: 'mixed \u2067عربي\u2069 text' })).toEqual({});
  });

  it('accepts what query strings and forms send: numbers and booleans as text, text as numbers', () => {
    expect(findInputProblems(schema, { name: 12, count: '3', active: 'true', tags: ['a'], custom: { '1': 'O+', '2': 4 } })).toEqual({});
  });

  it('takes numbers in a JSON body only as JSON numbers: text is refused, never converted', () => {
    for (const text of ['100', '0x10', '1e2', ' 100', '1 0 0', 'Infinity']) {
      expect(findInputProblems(schema, { count: text, lines: [{ id: text }] }, 'json')).toEqual({
        count: { key: 'validation.expectedNumber' },
        'lines[0].id': { key: 'validation.expectedNumber' },
      });
    }
    expect(findInputProblems(schema, { count: 100, lines: [{ id: 1e2 }] }, 'json')).toEqual({});
  });

  it('leaves text that is no number to the schema, so its refusal names every other broken field too', async () => {
    expect(findInputProblems(schema, { count: 'x' }, 'json')).toEqual({});
    const refused = await validateInput(schema, { count: 'x', name: 'y'.repeat(21) }, 'json').catch((error: ValidationError) => error);
    expect((refused as ValidationError).inner.map((issue) => issue.path).sort()).toEqual(['count', 'name']);
  });

  it('converts a number from text only when written in plain decimal digits', () => {
    for (const text of ['0x10', '1e2', ' 100', '1 0 0', '0b11', '+5']) {
      expect(findInputProblems(schema, { count: text })).toEqual({ count: { key: 'validation.expectedNumber' } });
    }
    expect(findInputProblems(schema, { count: '100' })).toEqual({});
    expect(findInputProblems(schema, { count: '-2.5' })).toEqual({});
  });

  it('refuses NUL and every other control character, in fields, lists, free records and their keys', () => {
    expect(findInputProblems(schema, { name: 'a\u0000b' })).toEqual({ name: { key: 'validation.controlCharacters' } });
    for (const control of ['\u0001', '\u001b', '\u007f', '\u0085', '\t', '\n', '\r']) {
      expect(findInputProblems(schema, { name: `x${control}` })).toEqual({ name: { key: 'validation.controlCharacters' } });
    }
    expect(findInputProblems(schema, { tags: ['ok', 'b\u0000'] })).toEqual({ 'tags[1]': { key: 'validation.controlCharacters' } });
    expect(findInputProblems(schema, { custom: { '1': 'A\u0000' } })).toEqual({ 'custom.1': { key: 'validation.controlCharacters' } });
    expect(findInputProblems(schema, { custom: { 'a\u0000': 'x' } })).toEqual({ custom: { key: 'validation.invalid' } });
  });

  it('lets a multi-line field keep its tabs and line breaks, and nothing else', () => {
    expect(findInputProblems(schema, { note: 'one\r\ntwo\tthree' })).toEqual({});
    expect(findInputProblems(schema, { note: 'one\u0000' })).toEqual({ note: { key: 'validation.controlCharacters' } });
  });

  it('refuses numbers a computer cannot hold exactly, as numbers or as text', () => {
    expect(findInputProblems(schema, { count: 9223372036854775808 })).toEqual({ count: { key: 'validation.numberRange' } });
    expect(findInputProblems(schema, { count: '9223372036854775808' })).toEqual({ count: { key: 'validation.numberRange' } });
    expect(findInputProblems(schema, { count: 'Infinity' })).toEqual({ count: { key: 'validation.numberRange' } });
    expect(findInputProblems(schema, { count: -2147483649 })).toEqual({});
  });

  it('refuses prototype keys, at any depth, and free data nested too deep', () => {
    expect(findInputProblems(schema, JSON.parse('{"__proto__": {"x": 1}}'))).toEqual({ _: { key: 'validation.invalid' } });
    expect(findInputProblems(schema, JSON.parse('{"inner": {"constructor": {"prototype": 1}}}'))).toEqual({
      inner: { key: 'validation.invalid' },
    });
    let deep: unknown = 'x';
    for (let i = 0; i < 10_000; i += 1) deep = [deep];
    expect(findInputProblems(schema, { custom: { a: deep } })).toEqual({
      'custom.a[0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0]': {
        key: 'validation.tooDeep',
      },
    });
  });

  it('checks numbers in free data too, and names a problem of data with no field at all "_"', () => {
    expect(findInputProblems(schema, { custom: { weight: 2 ** 60, height: 1.5 } })).toEqual({
      'custom.weight': { key: 'validation.numberRange' },
    });
    const free = yup.mixed();
    expect(findInputProblems(free, 'a\u0000')).toEqual({ _: { key: 'validation.controlCharacters' } });
    expect(findInputProblems(free, 2 ** 60)).toEqual({ _: { key: 'validation.numberRange' } });
    expect(findInputProblems(free, JSON.parse('{"__proto__": 1}'))).toEqual({ _: { key: 'validation.invalid' } });
    let deep: unknown = 1;
    for (let i = 0; i < 40; i += 1) deep = [deep];
    expect(Object.keys(findInputProblems(free, deep))).toHaveLength(1);
    expect(findInputProblems(free, 'plain text')).toEqual({});
  });

  it('takes as a date text or a number, as yup casts it, and nothing else', () => {
    const dated = yup.object({ on: yup.date() });
    expect(findInputProblems(dated, { on: '2026-11-28' })).toEqual({});
    expect(findInputProblems(dated, { on: 1764288000000 })).toEqual({});
    expect(findInputProblems(dated, { on: { y: 2026 } })).toEqual({ on: { key: 'validation.expectedText' } });
    expect(findInputProblems(dated, { on: [] })).toEqual({ on: { key: 'validation.expectedText' } });
  });

  it('takes a yes-or-no as true or false, as text or as a number, but not as a list or an object', () => {
    for (const active of [true, false, 'true', 1, 0]) expect(findInputProblems(schema, { active })).toEqual({});
    expect(findInputProblems(schema, { active: {} })).toEqual({ active: { key: 'validation.expectedBoolean' } });
  });

  it('passes over a field sent empty (null), for the schema to say whether it may be', () => {
    expect(findInputProblems(schema, { name: null, count: null, active: null, tags: null, inner: null })).toEqual({});
  });

  it('keeps the largest exact number, and a JSON number however JavaScript writes it', () => {
    expect(findInputProblems(schema, { count: Number.MAX_SAFE_INTEGER })).toEqual({});
    expect(findInputProblems(schema, { count: -Number.MAX_SAFE_INTEGER })).toEqual({});
    expect(findInputProblems(schema, { count: Number.MAX_SAFE_INTEGER + 2 })).toEqual({ count: { key: 'validation.numberRange' } });
    // 1e-7 is written "1e-7": text would be refused, a JSON number is what was sent.
    expect(findInputProblems(schema, { count: 1e-7 }, 'json')).toEqual({});
    expect(findInputProblems(schema, { count: 1e-7 })).toEqual({});
  });

  it('leaves text of spaces in a number field to the schema, which reads it as no number', () => {
    expect(findInputProblems(schema, { count: '   ' })).toEqual({});
    expect(findInputProblems(schema, { count: '' })).toEqual({});
  });

  it('reads a single line by default: a line break is refused unless the text may take several lines', () => {
    expect(textProblem('a\nb')).toEqual({ key: 'validation.controlCharacters' });
    expect(textProblem('a\nb', true)).toBeUndefined();
    expect(textProblem('a\u202eb', true)).toBeUndefined();
    expect(textProblem('\u200b', true)).toBeUndefined();
  });

  it('answers one validation error naming every field, and never casts bad input', async () => {
    const failure = await validateInput(schema, { name: {}, count: '1e400' }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ValidationError);
    expect((failure as ValidationError).inner.map((error) => [error.path, error.errors[0]])).toEqual([
      ['name', { key: 'validation.expectedText' }],
      ['count', { key: 'validation.numberRange' }],
    ]);
    await expect(validateInput(schema, { name: ' Ada ', extra: 1 })).resolves.toEqual(expect.objectContaining({ name: 'Ada' }));
    await expect(validateInput(schema, { name: ' Ada ', extra: 1 })).resolves.not.toHaveProperty('extra');
  });
});

describe('a person name', () => {
  const name = personNameField().required();

  it('is stored composed (NFC), so one name typed two ways is one name', () => {
    expect(name.validateSync('Zoe\u0301 ')).toBe('Zoé');
    expect(name.validateSync('Zoe\u0301')).toBe('Zo\u00e9');
  });

  it('holds at least one letter and no control that reorders text', () => {
    expect(() => name.validateSync('\u200f\u200e')).toThrow(
      expect.objectContaining({ errors: [{ key: 'validation.nameNeedsLetter', values: {} }] }),
    );
    expect(() => name.validateSync('Ali\u202eecila')).toThrow(
      expect.objectContaining({ errors: [{ key: 'validation.bidiControls', values: {} }] }),
    );
    expect(() => name.validateSync('Ali\u2066x\u2069')).toThrow(
      expect.objectContaining({ errors: [{ key: 'validation.bidiControls', values: {} }] }),
    );
    expect(name.validateSync('عائشة')).toBe('عائشة');
    expect(name.validateSync("N'Dri-Kouamé")).toBe("N'Dri-Kouamé");
  });
});
