import type { IntlShape } from 'react-intl';
import { IMPORT_MAX_BYTES, IMPORT_TYPES } from '../../../../domain/contract/students';
import type { ImportRow } from '../../../api/studentsApi';

/** The fields the import reads, in the order of the template. */
export const IMPORT_COLUMNS = [
  'matricule',
  'lastName',
  'firstName',
  'sex',
  'birthDate',
  'birthPlace',
  'guardianName',
  'guardianPhone',
  'address',
] as const;

const [CSV_TYPE, XLSX_TYPE] = IMPORT_TYPES;

/**
 * The Content-Type to send, from the file's extension: browsers give a CSV all sorts of types
 * (text/plain, application/vnd.ms-excel on Windows), so the name decides.
 */
export function importContentType(file: File): string | undefined {
  const name = file.name.toLowerCase();
  if (name.endsWith('.csv')) return CSV_TYPE;
  if (name.endsWith('.xlsx')) return XLSX_TYPE;
  return undefined;
}

/** The catalogue key of what is wrong with the file before it is sent, or null. */
export function checkImportFile(file: File): 'students.import.badType' | 'students.import.tooLarge' | 'students.import.empty' | null {
  if (!importContentType(file)) return 'students.import.badType';
  if (file.size > IMPORT_MAX_BYTES) return 'students.import.tooLarge';
  if (file.size === 0) return 'students.import.empty';
  return null;
}

/** The column headers in the user's language, as the export writes them and the import reads them (in any language). */
export const columnHeaders = (intl: IntlShape): string[] =>
  IMPORT_COLUMNS.map((field) => intl.formatMessage({ id: `files.columns.${field}` }));

/** A CSV field, quoted when it holds a comma, a quote or a line break ("Padre, madre o tutor"). */
const csvField = (text: string) => (/[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text);

/**
 * A CSV with the header row only, for the office to fill in. The byte-order mark makes Excel read
 * it as UTF-8 (accents, Persian, Chinese), as the export does.
 */
export function templateCsv(headers: readonly string[]): Blob {
  return new Blob([`\uFEFF${headers.map(csvField).join(',')}\r\n`], { type: `${CSV_TYPE};charset=utf-8` });
}

/** Column names in a sentence: each quoted as the language quotes, then listed ("“Nom”, “Prénom” et “Sexe”"). */
export const quotedList = (intl: IntlShape, names: readonly string[]): string =>
  intl.formatList(
    names.map((name) => intl.formatMessage({ id: 'students.import.quoted' }, { name })),
    { type: 'conjunction' },
  );

/** Rows with problems first (the ones to fix), each group in file order. */
export const problemsFirst = (rows: ImportRow[]): ImportRow[] =>
  [...rows].sort((a, b) => Number(b.problems.length > 0) - Number(a.problems.length > 0) || a.line - b.line);
