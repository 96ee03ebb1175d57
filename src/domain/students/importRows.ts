/**
 * Reading a spreadsheet of students: which column holds which field (English or French headers,
 * or the school's custom field names), and each row checked exactly as the create form checks it.
 */
import { studentBody, type StudentBody } from '../contract/students';
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
  'address',
] as const;
export type ImportField = (typeof IMPORT_FIELDS)[number];

/** Header spellings, compared without case, accents, spaces or punctuation. */
const ALIASES: Record<ImportField, string[]> = {
  matricule: ['matricule', 'registrationnumber', 'studentid'],
  lastName: ['lastname', 'nom', 'surname', 'familyname', 'noms'],
  firstName: ['firstname', 'prenom', 'prenoms', 'givenname'],
  sex: ['sex', 'sexe', 'gender', 'genre'],
  birthDate: ['birthdate', 'datedenaissance', 'dateofbirth', 'nele', 'nee le', 'naissance'],
  birthPlace: ['birthplace', 'lieudenaissance', 'placeofbirth', 'lieu'],
  guardianName: ['guardianname', 'parent', 'tuteur', 'nomduparent', 'guardian'],
  guardianPhone: ['guardianphone', 'telephone', 'phone', 'telephoneduparent', 'tel'],
  address: ['address', 'adresse', 'domicile'],
};

export const normaliseHeader = (header: string): string =>
  header
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');

export interface ColumnMap {
  /** For each column index: a field, `custom:<id>`, or null when unknown. */
  columns: (ImportField | `custom:${number}` | null)[];
  unknown: string[];
}

export function mapColumns(headers: readonly string[], types: readonly FieldType[]): ColumnMap {
  const lookup = new Map<string, ImportField | `custom:${number}`>();
  for (const field of IMPORT_FIELDS) for (const alias of ALIASES[field]) lookup.set(normaliseHeader(alias), field);
  for (const type of types) lookup.set(normaliseHeader(type.name), `custom:${type.id}`);
  const taken = new Set<string>();
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

/** Sex as offices write it: M/F, masculin/féminin, male/female, garçon/fille. */
function readSex(text: string): string {
  const value = normaliseHeader(text);
  if (['m', 'masculin', 'male', 'homme', 'garcon', 'h'].includes(value)) return 'M';
  if (['f', 'feminin', 'female', 'femme', 'fille'].includes(value)) return 'F';
  return text;
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
    if (field.startsWith('custom:')) custom[field.slice(7)] = cell instanceof Date ? readDate(cell) : cell;
    else if (field === 'birthDate') raw.birthDate = readDate(cell);
    else if (field === 'sex') raw.sex = readSex(String(cell ?? ''));
    else raw[field] = cell === null || cell === undefined ? undefined : String(cell);
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
