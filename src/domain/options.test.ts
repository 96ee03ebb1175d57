import { OptionReader, optionValue, parseArray, parseBool, parseIntArray, parseNumber, type Option } from './options';

const option = (name: string, value: string, value_type: Option['value_type']): Option => ({ name, value, value_type });

describe('option values', () => {
  it('reads booleans from the usual spellings', () => {
    for (const yes of ['1', 'true', 'TRUE', ' yes ', 'on']) expect(parseBool(yes)).toBe(true);
    for (const no of ['0', 'false', '', 'no', 'off', 'maybe']) expect(parseBool(no)).toBe(false);
  });

  it('reads numbers, with a decimal comma, and treats an empty value as not set', () => {
    expect(parseNumber('12.5', false)).toBe(12.5);
    expect(parseNumber('12,5', false)).toBe(12.5);
    expect(parseNumber('12.9', true)).toBe(12);
    expect(parseNumber('', false)).toBeNull();
    expect(parseNumber('abc', true)).toBeNull();
  });

  it('splits arrays on semicolons, as strings or integers, dropping empty items', () => {
    expect(parseArray('a; b;;c ')).toEqual(['a', 'b', 'c']);
    expect(parseArray('')).toEqual([]);
    expect(parseIntArray('6;10; 15;x;20')).toEqual([6, 10, 15, 20]);
  });

  it('converts an option to its declared type', () => {
    expect(optionValue(option('lmdEnabled', 'true', 'bool'))).toBe(true);
    expect(optionValue(option('lmd_cc_rate', '30', 'double'))).toBe(30);
    expect(optionValue(option('max', '7.8', 'int'))).toBe(7);
    expect(optionValue(option('levels', '6e;5e', 'array'))).toEqual(['6e', '5e']);
    expect(optionValue(option('currency', 'XAF', 'string'))).toBe('XAF');
  });

  it('reads options raw or typed by name, with fallbacks', () => {
    const reader = new OptionReader([
      option('lmdEnabled', '1', 'bool'),
      option('pass_mark', '10.5', 'double'),
      option('count', '3.7', 'int'),
      option('thresholds', '6;10;15', 'array'),
    ]);
    expect(reader.raw('pass_mark')).toBe('10.5');
    expect(reader.raw('missing')).toBeUndefined();
    expect(reader.bool('lmdEnabled')).toBe(true);
    expect(reader.bool('missing', true)).toBe(true);
    expect(reader.number('pass_mark')).toBe(10.5);
    expect(reader.number('count')).toBe(3);
    expect(reader.number('missing', 10)).toBe(10);
    expect(reader.strings('thresholds')).toEqual(['6', '10', '15']);
    expect(reader.integers('thresholds')).toEqual([6, 10, 15]);
    expect(reader.integers('missing', [1])).toEqual([1]);
  });
});
