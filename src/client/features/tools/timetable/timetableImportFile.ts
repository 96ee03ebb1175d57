import type { IntlShape } from 'react-intl';
import { IMPORT_MAX_BYTES, IMPORT_TYPES } from '../../../../domain/contract/students';
import { TIMETABLE_IMPORT_FIELDS, type TimetableImportRow } from '../../../../domain/contract/timetableImport';

const [CSV_TYPE, XLSX_TYPE] = IMPORT_TYPES;

export const MEGABYTE = 1024 * 1024;

/** The Content-Type to send, from the file's extension: browsers give a CSV all sorts of types. */
export function timetableFileType(file: File): string | undefined {
  const name = file.name.toLowerCase();
  if (name.endsWith('.csv')) return CSV_TYPE;
  if (name.endsWith('.xlsx')) return XLSX_TYPE;
  return undefined;
}

/** The catalogue key of what is wrong with the file before it is sent, or null. */
export function checkTimetableFile(file: File): 'timetableImport.badType' | 'timetableImport.tooLarge' | 'timetableImport.empty' | null {
  if (!timetableFileType(file)) return 'timetableImport.badType';
  if (file.size > IMPORT_MAX_BYTES) return 'timetableImport.tooLarge';
  if (file.size === 0) return 'timetableImport.empty';
  return null;
}

/** The column headers in the user's language; the server reads them in any of the app's languages. */
export const columnNames = (intl: IntlShape): string[] =>
  TIMETABLE_IMPORT_FIELDS.map((field) => intl.formatMessage({ id: `timetableImport.columns.${field}` }));

/** Names in a sentence, each quoted as the language quotes ("« Classe », « Jour » et « Matière »"). */
export const quotedList = (intl: IntlShape, names: readonly string[]): string =>
  intl.formatList(
    names.map((name) => intl.formatMessage({ id: 'timetableImport.quoted' }, { name })),
    { type: 'conjunction' },
  );

/** A CSV field, quoted when it holds a comma, a quote or a line break. */
const csvField = (text: string) => (/[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text);

/** Monday and Tuesday as the user's language names them (2024-01-08 was a Monday). */
const dayName = (intl: IntlShape, day: number, weekday: 'long' | 'short') =>
  intl.formatDate(Date.UTC(2024, 0, 8 + day), { weekday, timeZone: 'UTC' });

/**
 * An example to fill in: the headers in the user's language and a few rows written the ways the
 * import reads them (a day's name or abbreviation, a time part's name or start, a course's code or
 * name). The byte-order mark makes Excel read it as UTF-8.
 */
export function exampleCsv(intl: IntlShape): Blob {
  const rows = [
    columnNames(intl),
    ['6e A', dayName(intl, 0, 'long'), '07:30-08:25', 'MATH'],
    ['6e A', dayName(intl, 0, 'long'), '08:25', 'Français'],
    ['6e A', dayName(intl, 1, 'short'), '07:30', 'ANG'],
    ['6e B', 'mon', '07:30-08:25', 'FRAN'],
  ];
  const text = rows.map((row) => row.map(csvField).join(',')).join('\r\n');
  return new Blob([`\uFEFF${text}\r\n`], { type: `${CSV_TYPE};charset=utf-8` });
}

/** Rows with problems first (the ones to fix), each group in file order. */
export const problemsFirst = (rows: readonly TimetableImportRow[]): TimetableImportRow[] =>
  [...rows].sort((a, b) => Number(b.problems.length > 0) - Number(a.problems.length > 0) || a.line - b.line);
