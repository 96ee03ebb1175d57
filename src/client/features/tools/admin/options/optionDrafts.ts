/** The options form's state: the text typed for each option, compared with what the server holds. */
import { LMD_RATE_NAMES, lmdRatesFrom, type LmdRates } from '../../../../../domain/evaluation';
import { isLetterheadOption, LETTERHEAD_MAX_LINES, letterheadLines } from '../../../../../domain/letterhead';
import { OptionReader, parseArray, parseBool, parseNumber, type Option } from '../../../../../domain/options';
import { OPTION_META } from './optionMeta';

export type Drafts = Record<string, string>;

export const draftsOf = (options: readonly Option[]): Drafts => Object.fromEntries(options.map((option) => [option.name, option.value]));

/** Same value once read as its type, so `1` and `true`, or `10` and `10.0`, are not a change. */
export function sameValue(option: Option, draft: string): boolean {
  switch (option.value_type) {
    case 'bool':
      return parseBool(option.value) === parseBool(draft);
    case 'int':
    case 'double': {
      const integer = option.value_type === 'int';
      const [before, after] = [parseNumber(option.value, integer), parseNumber(draft, integer)];
      return before !== null && after !== null ? before === after : option.value.trim() === draft.trim();
    }
    case 'array':
      return parseArray(option.value).join(';') === parseArray(draft).join(';');
    default:
      // A letterhead block is its printed lines: a blank line or a trailing space is no change.
      if (isLetterheadOption(option.name)) return letterheadLines(option.value).join('\n') === letterheadLines(draft).join('\n');
      return option.value === draft;
  }
}

export function changedOptions(options: readonly Option[], drafts: Drafts): { name: string; value: string }[] {
  return options
    .filter((option) => option.name in drafts && !sameValue(option, drafts[option.name]))
    .map((option) => ({ name: option.name, value: drafts[option.name] }));
}

export interface DraftProblem {
  key: 'number' | 'integer' | 'range' | 'min' | 'lines';
  values?: Record<string, number>;
}

/** What is wrong with a typed value, if anything. An empty number means "not set" and is allowed. */
export function draftProblem(option: Option, draft: string): DraftProblem | undefined {
  if (isLetterheadOption(option.name) && letterheadLines(draft).length > LETTERHEAD_MAX_LINES)
    return { key: 'lines', values: { max: LETTERHEAD_MAX_LINES } };
  if (option.value_type !== 'int' && option.value_type !== 'double') return undefined;
  if (draft.trim() === '') return undefined;
  const value = parseNumber(draft, false);
  if (value === null) return { key: 'number' };
  if (option.value_type === 'int' && !Number.isInteger(value)) return { key: 'integer' };
  const { min, max } = OPTION_META[option.name] ?? {};
  if (min !== undefined && max !== undefined && (value < min || value > max)) return { key: 'range', values: { min, max } };
  if (min !== undefined && value < min) return { key: 'min', values: { min } };
  return undefined;
}

export const hasLmdRates = (options: readonly Option[]): boolean =>
  options.some((option) => (LMD_RATE_NAMES as readonly string[]).includes(option.name));

/** The LMD rates as typed so far (the domain's reading, so the rule is the one the server applies). */
export function draftRates(options: readonly Option[], drafts: Drafts): LmdRates {
  return lmdRatesFrom(new OptionReader(options.map((option) => ({ ...option, value: drafts[option.name] ?? option.value }))));
}

export const rateSum = (rates: LmdRates): number => Math.round(LMD_RATE_NAMES.reduce((sum, name) => sum + rates[name], 0) * 100) / 100;
