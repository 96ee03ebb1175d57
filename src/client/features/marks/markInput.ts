/**
 * What a teacher types in a mark cell, read the way a French-speaking school writes numbers.
 */
import { isValidMark, MARK_MAX, MARK_MIN } from '../../../domain/grading/secondary';

export type MarkProblem = 'notNumber' | 'range' | 'decimals';

export type ParsedMark = { ok: true; value: number | null } | { ok: false; problem: MarkProblem };

// Persian and Arabic keyboards type their own digits; a mark must not be refused for that.
const EASTERN_DIGITS = /[\u0660-\u0669\u06F0-\u06F9]/g;
const toAsciiDigit = (digit: string) => {
  const code = digit.charCodeAt(0);
  return String(code >= 0x06f0 ? code - 0x06f0 : code - 0x0660);
};

/** Digits in ASCII, and the decimal comma (or the Arabic decimal sign) as a point. */
function normalise(text: string): string {
  return text
    .trim()
    .replace(EASTERN_DIGITS, toAsciiDigit)
    .replace(/[,\u066B]/, '.');
}

const NUMBER = /^-?(\d+(\.\d*)?|\.\d+)$/;

/** "12,5" and "12.5" are 12.5; empty is "no mark" (null). */
export function parseMark(text: string): ParsedMark {
  const plain = normalise(text);
  if (plain === '') return { ok: true, value: null };
  if (!NUMBER.test(plain)) return { ok: false, problem: 'notNumber' };
  const value = Number(plain);
  if (value < MARK_MIN || value > MARK_MAX) return { ok: false, problem: 'range' };
  if (!isValidMark(value)) return { ok: false, problem: 'decimals' };
  return { ok: true, value };
}

/** The decimal sign a cell shows: the locale's comma where it writes one, else a point. */
export function decimalSignOf(locale: string): '.' | ',' {
  const part = new Intl.NumberFormat(locale).formatToParts(1.5).find((item) => item.type === 'decimal');
  return part?.value === ',' ? ',' : '.';
}

/** A stored mark as the cell shows it (ASCII digits, so it can be typed over as it reads). */
export function markText(value: number | null, decimalSign: '.' | ','): string {
  return value === null ? '' : String(value).replace('.', decimalSign);
}

/** Each student's cell as the list first shows it. */
export function textsOf(rows: readonly { studentId: number; value: number | null }[], decimalSign: '.' | ','): Record<number, string> {
  return Object.fromEntries(rows.map((row) => [row.studentId, markText(row.value, decimalSign)]));
}
