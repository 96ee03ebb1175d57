/**
 * Reading a spreadsheet of students: which column holds which field (the headers of every
 * language the app speaks, the old English field names, or the school's custom field names), and
 * each row checked exactly as the create form checks it.
 */
import { studentBody, type StudentBody } from '../contract/students';
import { unneutralise } from '../spreadsheetCells';
import { findInputProblems } from '../validation/input';
import type { ValidationMessage } from '../validation/yup';
import { checkCustomFields, type FieldType } from './customFields';

export const IMPORT_FIELDS = [
  'matricule',
  'lastName',
  'firstName',
  'sex',
  'birthDate',
  'birthPlace',
  'guardianName',
  'guardianPhone',
  'guardianEmail',
  'address',
] as const;
export type ImportField = (typeof IMPORT_FIELDS)[number];

/**
 * Header spellings that no catalogue holds, compared as normaliseHeader compares them: the field
 * names themselves (files exported before headers were translated carry them) and what offices
 * write by habit.
 */
const ALIASES: Record<ImportField, string[]> = {
  matricule: ['matricule', 'registrationnumber', 'studentid'],
  lastName: ['lastname', 'nom', 'surname', 'familyname', 'noms'],
  firstName: ['firstname', 'prenom', 'prenoms', 'givenname'],
  sex: ['sex', 'sexe', 'gender', 'genre'],
  birthDate: ['birthdate', 'datedenaissance', 'dateofbirth', 'nele', 'nee le', 'naissance'],
  birthPlace: ['birthplace', 'lieudenaissance', 'placeofbirth', 'lieu'],
  guardianName: ['guardianname', 'parent', 'tuteur', 'nomduparent', 'guardian'],
  guardianPhone: ['guardianphone', 'telephone', 'phone', 'telephoneduparent', 'tel'],
  guardianEmail: ['guardianemail', 'email', 'mail', 'courriel', 'emailduparent'],
  address: ['address', 'adresse', 'domicile'],
};

/** Sex as offices write it, besides the catalogues' words: M/F, homme/femme, garçon/fille. */
const SEX_ALIASES = {
  M: ['m', 'masculin', 'male', 'homme', 'garcon', 'h'],
  F: ['f', 'feminin', 'female', 'femme', 'fille'],
};

/**
 * The words of the catalogues, every language at once: the column headers an export writes
 * (`files.columns.*`) and the sexes (`students.sex.*`). The server reads them from the catalogues.
 */
export interface ImportWords {
  columns: Partial<Record<ImportField, readonly string[]>>;
  sexes: { M: readonly string[]; F: readonly string[] };
}

export const NO_WORDS: ImportWords = { columns: {}, sexes: { M: [], F: [] } };

/**
 * A header as compared: letters and digits of any script, without case, accents, spaces or
 * punctuation ("Date de naissance" = "date_de_naissance", "نام خانوادگی" = "نام‌خانوادگی"). The Arabic
 * yeh and kaf count as the Persian and Urdu ones, which keyboards mix.
 */
export const normaliseHeader = (header: string): string =>
  header
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/[\u064a\u0649]/g, '\u06cc')
    .replace(/\u0643/g, '\u06a9')
    .replace(/[^\p{L}\p{N}]/gu, '');

/**
 * Each header's field, by its normalised name in `lookup`; a header no field claims, or a second
 * header for a field already taken, is unknown (and ignored). What every import's column reading shares.
 */
export function matchColumns<F extends string>(
  headers: readonly string[],
  lookup: ReadonlyMap<string, F>,
): { columns: (F | null)[]; unknown: string[] } {
  const taken = new Set<F>();
  const unknown: string[] = [];
  const columns = headers.map((header) => {
    const field = lookup.get(normaliseHeader(header));
    if (!field || taken.has(field)) {
      if (header.trim()) unknown.push(header.trim());
      return null;
    }
    taken.add(field);
    return field;
  });
  return { columns, unknown };
}

export interface ColumnMap {
  /** For each column index: a field, `custom:<id>`, or null when unknown. */
  columns: (ImportField | `custom:${number}` | null)[];
  unknown: string[];
  /** Sex as written in the file (normalised) to M or F. */
  sexes: Map<string, 'M' | 'F'>;
}

export function mapColumns(headers: readonly string[], types: readonly FieldType[], words: ImportWords = NO_WORDS): ColumnMap {
  const lookup = new Map<string, ImportField | `custom:${number}`>();
  for (const field of IMPORT_FIELDS) {
    for (const alias of [...ALIASES[field], ...(words.columns[field] ?? [])]) lookup.set(normaliseHeader(alias), field);
  }
  for (const type of types) lookup.set(normaliseHeader(type.name), `custom:${type.id}`);
  const { columns, unknown } = matchColumns(headers, lookup);
  const sexes = new Map<string, 'M' | 'F'>();
  for (const sex of ['M', 'F'] as const)
    for (const word of [...SEX_ALIASES[sex], ...words.sexes[sex]]) sexes.set(normaliseHeader(word), sex);
  return { columns, unknown, sexes };
}

/** Sex as offices write it, in any of the app's languages; anything else is left for the form's check to refuse. */
function readSex(text: string, sexes: ColumnMap['sexes']): string {
  return sexes.get(normaliseHeader(text)) ?? text;
}

/** Dates as offices write them: 2014-03-12, 12/03/2014 or 12-03-2014 (day first), or a spreadsheet date. */
function readDate(value: unknown): string {
  if (value instanceof Date && !Number.isNaN(value.getTime())) return value.toISOString().slice(0, 10);
  const text = String(value ?? '').trim();
  const dayFirst = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(text);
  if (dayFirst) return `${dayFirst[3]}-${dayFirst[2].padStart(2, '0')}-${dayFirst[1].padStart(2, '0')}`;
  return text;
}

export interface CheckedRow {
  /** The line in the file (the header is line 1). */
  line: number;
  values: StudentBody;
  problems: { field: string; message: ValidationMessage }[];
}

/** One row as a student body, with every problem the create form would show. */
export function checkRow(line: number, cells: readonly unknown[], map: ColumnMap, types: readonly FieldType[]): CheckedRow {
  const raw: Record<string, unknown> = {};
  const custom: Record<string, unknown> = {};
  map.columns.forEach((field, index) => {
    if (!field) return;
    const cell = cells[index];
    if (field.startsWith('custom:'))
      custom[field.slice(7)] = cell instanceof Date ? readDate(cell) : typeof cell === 'string' ? unneutralise(cell) : cell;
    else if (field === 'birthDate') raw.birthDate = readDate(cell);
    else if (field === 'sex') raw.sex = readSex(String(cell ?? ''), map.sexes);
    else raw[field] = cell === null || cell === undefined ? undefined : unneutralise(String(cell));
  });
  for (const key of Object.keys(raw)) if (raw[key] === '') raw[key] = undefined;
  // A cell is checked as a request's field is: first what it holds (no control characters), then the form's rules.
  const problems: CheckedRow['problems'] = Object.entries(findInputProblems(studentBody, { ...raw, customFields: custom })).map(
    ([field, message]) => ({ field, message }),
  );
  let values = { ...raw, customFields: {} } as StudentBody;
  if (!problems.length) {
    try {
      values = studentBody.validateSync({ ...raw, customFields: {} }, { abortEarly: false, stripUnknown: true }) as StudentBody;
    } catch (error) {
      const inner = (error as { inner?: { path?: string; message: unknown }[] }).inner ?? [];
      for (const failure of inner) problems.push({ field: failure.path ?? '', message: failure.message as unknown as ValidationMessage });
    }
  }
  const customCheck = checkCustomFields(types, custom);
  for (const [field, message] of Object.entries(customCheck.problems)) problems.push({ field, message });
  return { line, values: { ...values, customFields: customCheck.values }, problems };
}

/** Matricules given twice in the same file: every line after the first gets a problem. */
export function markRepeatedMatricules(rows: CheckedRow[]): void {
  const seen = new Map<string, number>();
  for (const row of rows) {
    const matricule = row.values.matricule;
    if (!matricule) continue;
    const first = seen.get(matricule);
    if (first !== undefined)
      row.problems.push({ field: 'matricule', message: { key: 'validation.matriculeRepeated', values: { line: first } } });
    else seen.set(matricule, row.line);
  }
}
