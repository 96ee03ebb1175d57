/**
 * School options as the server sends them: `{ name, value, value_type }` (spec point 3).
 * A value is stored as text; it can be read raw or converted to its declared type.
 * `string` is our addition for options such as `currency` that are neither numbers nor lists.
 */
export const OPTION_VALUE_TYPES = ['bool', 'double', 'int', 'array', 'string'] as const;
export type OptionValueType = (typeof OPTION_VALUE_TYPES)[number];

export interface Option {
  name: string;
  value: string;
  value_type: OptionValueType;
}

export type OptionValue = boolean | number | string | string[] | number[] | null;

const TRUE_WORDS = new Set(['1', 'true', 'yes', 'on']);

export function parseBool(raw: string): boolean {
  return TRUE_WORDS.has(raw.trim().toLowerCase());
}

/** Parses a number, or null when the text is not one (an empty option is "not set", not 0). */
export function parseNumber(raw: string, integer: boolean): number | null {
  const text = raw.trim().replace(',', '.');
  if (text === '') return null;
  const value = Number(text);
  if (!Number.isFinite(value)) return null;
  return integer ? Math.trunc(value) : value;
}

/** A semicolon-separated list; empty items are dropped. */
export function parseArray(raw: string): string[] {
  return raw
    .split(';')
    .map((item) => item.trim())
    .filter((item) => item !== '');
}

export function parseIntArray(raw: string): number[] {
  return parseArray(raw)
    .map((item) => parseNumber(item, true))
    .filter((item): item is number => item !== null);
}

/** The option converted to its declared type; arrays come back as strings (see parseIntArray). */
export function optionValue(option: Option): OptionValue {
  switch (option.value_type) {
    case 'bool':
      return parseBool(option.value);
    case 'int':
      return parseNumber(option.value, true);
    case 'double':
      return parseNumber(option.value, false);
    case 'array':
      return parseArray(option.value);
    default:
      return option.value;
  }
}

/** Reads options by name, raw or typed, with a fallback when the school has not set one. */
export class OptionReader {
  private readonly byName: Map<string, Option>;

  constructor(options: readonly Option[]) {
    this.byName = new Map(options.map((option) => [option.name, option]));
  }

  raw(name: string): string | undefined {
    return this.byName.get(name)?.value;
  }

  bool(name: string, fallback = false): boolean {
    const raw = this.raw(name);
    return raw === undefined ? fallback : parseBool(raw);
  }

  number(name: string, fallback = 0): number {
    const raw = this.raw(name);
    const option = this.byName.get(name);
    const value = raw === undefined ? null : parseNumber(raw, option?.value_type === 'int');
    return value ?? fallback;
  }

  strings(name: string, fallback: string[] = []): string[] {
    const raw = this.raw(name);
    return raw === undefined ? fallback : parseArray(raw);
  }

  integers(name: string, fallback: number[] = []): number[] {
    const raw = this.raw(name);
    return raw === undefined ? fallback : parseIntArray(raw);
  }
}
