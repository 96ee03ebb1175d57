/**
 * What every import screen does with a spreadsheet before and after sending it (students,
 * timetables): its type from its name, what is wrong with it before it leaves, an example file to
 * fill in, column names in a sentence, and the preview's rows with problems first.
 */
import type { IntlShape } from 'react-intl';
import { IMPORT_MAX_BYTES, IMPORT_TYPES } from '../../../domain/contract/students';

const [CSV_TYPE, XLSX_TYPE] = IMPORT_TYPES;

export const MEGABYTE = 1024 * 1024;

/**
 * The Content-Type to send, from the file's extension: browsers give a CSV all sorts of types
 * (text/plain, application/vnd.ms-excel on Windows), so the name decides.
 */
export function spreadsheetType(file: File): string | undefined {
  const name = file.name.toLowerCase();
  if (name.endsWith('.csv')) return CSV_TYPE;
  if (name.endsWith('.xlsx')) return XLSX_TYPE;
  return undefined;
}

export type SpreadsheetProblem = 'badType' | 'tooLarge' | 'empty';

/** What is wrong with the file before it is sent, or null. */
export function spreadsheetProblem(file: File): SpreadsheetProblem | null {
  if (!spreadsheetType(file)) return 'badType';
  if (file.size > IMPORT_MAX_BYTES) return 'tooLarge';
  if (file.size === 0) return 'empty';
  return null;
}

/** A CSV field, quoted when it holds a comma, a quote or a line break ("Padre, madre o tutor"). */
const csvField = (text: string) => (/[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text);

/**
 * A CSV for the office to fill in. The byte-order mark makes Excel read it as UTF-8 (accents,
 * Persian, Chinese), as the exports do.
 */
export function csvBlob(rows: readonly (readonly string[])[]): Blob {
  const text = rows.map((row) => row.map(csvField).join(',')).join('\r\n');
  return new Blob([`\uFEFF${text}\r\n`], { type: `${CSV_TYPE};charset=utf-8` });
}

/** Column names in a sentence: each quoted by the catalogue's `quoteKey` ({name}), then listed ("« Nom », « Prénom » et « Sexe »"). */
export const quotedList = (intl: IntlShape, names: readonly string[], quoteKey: string): string =>
  intl.formatList(
    names.map((name) => intl.formatMessage({ id: quoteKey }, { name })),
    { type: 'conjunction' },
  );

/** Rows with problems first (the ones to fix), each group in file order. */
export const problemsFirst = <R extends { line: number; problems: readonly unknown[] }>(rows: readonly R[]): R[] =>
  [...rows].sort((a, b) => Number(b.problems.length > 0) - Number(a.problems.length > 0) || a.line - b.line);
