/**
 * What a school may set its options to: each value must read as its declared type, and a few
 * options have rules of their own (domain.md). Shared by the options form and the server.
 */
import { LMD_RATE_NAMES } from './evaluation';
import { PUBLIC_ADDRESS_OPTION, publicAddressOf } from './cards/publicPage';
import { isLetterheadOption, LETTERHEAD_MAX_LINES, letterheadLines } from './letterhead';
import { parseNumber, type Option } from './options';
import { textProblem } from './validation/input';

export interface OptionProblem {
  name: string;
  key: string;
  values?: Record<string, string | number>;
}

const BOOL_WORDS = new Set(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off']);
const CHOICES: Record<string, readonly string[]> = {
  lmd_resit_policy: ['replace', 'best'],
  annual_average_mode: ['trimesters', 'sequences'],
};
/** The daily backup's time, HH:MM on a 24-hour clock. */
export const BACKUP_TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;
/** Counts of archives kept: at least one, or the retention would delete every backup. */
const AT_LEAST_ONE = ['backup_keep_daily', 'backup_keep_monthly'];

/** Marks and thresholds out of 20. */
const MARKS = [
  'pass_mark',
  'promotion_mark',
  'honour_roll_mark',
  'encouragement_mark',
  'congratulation_mark',
  'work_warning_mark',
  'work_blame_mark',
];

function checkOne(option: Option): OptionProblem | null {
  const { name, value } = option;
  // Values arrive as multi-line text: only the letterhead's blocks may use it; every other option
  // is held to the rules of a single line (no line breaks, no reordering controls).
  const textual = textProblem(value, isLetterheadOption(name));
  if (textual) return { name, key: textual.key };
  const text = value.trim();
  switch (option.value_type) {
    case 'bool':
      return BOOL_WORDS.has(text.toLowerCase()) ? null : { name, key: 'validation.optionBool' };
    case 'int':
      return text !== '' && Number.isInteger(Number(text)) ? null : { name, key: 'validation.integer' };
    case 'double':
      return parseNumber(text, false) === null ? { name, key: 'validation.optionNumber' } : null;
    case 'array':
      // Any single line reads as a list: items are what lies between semicolons, empty ones dropped.
      return null;
    default:
      // Empty: not set yet (cards are refused until it is).
      if (name === PUBLIC_ADDRESS_OPTION) return text === '' || publicAddressOf(text) ? null : { name, key: 'validation.publicAddress' };
      if (name === 'backup_time') return BACKUP_TIME_PATTERN.test(text) ? null : { name, key: 'validation.backupTime' };
      if (isLetterheadOption(name) && letterheadLines(value).length > LETTERHEAD_MAX_LINES)
        return { name, key: 'validation.letterheadLines', values: { max: LETTERHEAD_MAX_LINES } };
      return CHOICES[name] && !CHOICES[name].includes(text)
        ? { name, key: 'validation.oneOf', values: { values: CHOICES[name].join(', ') } }
        : null;
  }
}

function checkRange(name: string, value: number, min: number, max: number): OptionProblem | null {
  if (value < min) return { name, key: 'validation.min', values: { min } };
  if (value > max) return { name, key: 'validation.max', values: { max } };
  return null;
}

/**
 * Problems of the options as they would be after a change (`next` holds every option, changed or
 * not), one per option at most; the LMD rates are also checked together: they must add up to 100.
 */
export function optionProblems(next: readonly Option[]): OptionProblem[] {
  const problems: OptionProblem[] = [];
  const byName = new Map(next.map((option) => [option.name, option]));
  for (const option of next) {
    const problem = checkOne(option);
    if (problem) {
      problems.push(problem);
      continue;
    }
    const number = option.value_type === 'double' || option.value_type === 'int' ? parseNumber(option.value, false) : null;
    if (number === null) continue;
    const ranged = (LMD_RATE_NAMES as readonly string[]).includes(option.name)
      ? checkRange(option.name, number, 0, 100)
      : MARKS.includes(option.name)
        ? checkRange(option.name, number, 0, 20)
        : option.name === 'lmd_pass_mgp'
          ? checkRange(option.name, number, 0, 4)
          : option.name === 'min_evaluated_share'
            ? checkRange(option.name, number, 0, 1)
            : AT_LEAST_ONE.includes(option.name)
              ? checkRange(option.name, number, 1, 1000)
              : null;
    if (ranged) problems.push(ranged);
  }
  const rates = LMD_RATE_NAMES.map((name) => byName.get(name)).filter((option): option is Option => option !== undefined);
  if (rates.length === LMD_RATE_NAMES.length && !problems.some((problem) => (LMD_RATE_NAMES as readonly string[]).includes(problem.name))) {
    const sum = rates.reduce((total, option) => total + (parseNumber(option.value, false) ?? 0), 0);
    if (Math.abs(sum - 100) > 1e-9) problems.push({ name: 'lmd_sn_rate', key: 'validation.ratesSum', values: { sum } });
  }
  return problems;
}
