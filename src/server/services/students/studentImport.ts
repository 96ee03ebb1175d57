/**
 * The student import's rules: a spreadsheet's rows checked as the create form checks them (plus
 * matricules repeated in the file or already used), and checked rows written in one transaction
 * with their registrations and audit entries. The job around them lives in importJobs.ts.
 */
import type { Kysely, Transaction } from 'kysely';
import { IMPORT_MAX_ROWS, type StudentBody } from '../../../domain/contract/students';
import { LANGUAGES } from '../../../domain/enums';
import {
  checkRow,
  IMPORT_FIELDS,
  mapColumns,
  markRepeatedMatricules,
  type CheckedRow,
  type ImportWords,
} from '../../../domain/students/importRows';
import { nextMatricule } from '../../../domain/students/matricule';
import type { Database } from '../../db/schema';
import { badRequest, notFound, type HttpError } from '../../errors';
import { translate } from '../../i18n';
import { auditMany } from '../shared/audit';
import { nowIso } from '../shared/clock';
import { bumpVersion } from '../shared/dataVersions';
import { syncCharges } from '../finance/charges';
import { seatsRefusal } from './classroomSeats';
import type { Cell } from '../shared/spreadsheets';
import { metadataTypes } from './studentList';
import { studentSearchText } from '../../../domain/students/searchText';
import { highestMatricule, studentValues } from './students';

/** Rows inserted per statement; progress moves by this much. */
const CHUNK = 250;

type Say = (key: string, values?: Record<string, string | number>) => string;

export interface CheckedTable {
  /** The fields the columns were read as, in file order; unknown columns are ignored. */
  columns: string[];
  unknownColumns: string[];
  rows: CheckedRow[];
  valid: number;
  /** Why the chosen classroom cannot take these students: a warning at preview, a refusal at run. */
  classroomFull: HttpError | null;
}

let words: ImportWords | undefined;

/**
 * The column headers (as exports write them) and sexes of every catalogue: a file made in any of
 * the app's languages imports, whoever imports it.
 */
export function importWords(): ImportWords {
  const everyLanguage = (key: string) => [...new Set(LANGUAGES.map((language) => translate(language, key)))];
  words ??= {
    columns: Object.fromEntries(IMPORT_FIELDS.map((field) => [field, everyLanguage(`files.columns.${field}`)])),
    sexes: { M: everyLanguage('students.sex.M'), F: everyLanguage('students.sex.F') },
  };
  return words;
}

/** Checks a table whose first row names the columns; writes nothing. */
export async function checkTable(db: Kysely<Database>, table: Cell[][], classroomId: number | null): Promise<CheckedTable> {
  if (table.length < 2) throw badRequest('errors.importEmpty');
  if (table.length - 1 > IMPORT_MAX_ROWS) throw badRequest('errors.importTooManyRows', { max: IMPORT_MAX_ROWS });
  let classroomFull: HttpError | null = null;
  if (classroomId) {
    const classroom = await db.selectFrom('classrooms').select(['id', 'capacity', 'name']).where('id', '=', classroomId).executeTakeFirst();
    if (!classroom) throw notFound('errors.classroomMissing');
    classroomFull = await seatsRefusal(db, classroom, table.length - 1);
  }
  const types = await metadataTypes(db);
  const map = mapColumns(
    table[0].map((cell) => String(cell ?? '')),
    types,
    importWords(),
  );
  const rows = table.slice(1).map((cells, index) => checkRow(index + 2, cells, map, types));
  markRepeatedMatricules(rows);
  const given = rows.map((row) => row.values.matricule).filter((matricule): matricule is string => Boolean(matricule));
  const taken = new Set<string>();
  for (let start = 0; start < given.length; start += 500) {
    for (const row of await db
      .selectFrom('students')
      .select('matricule')
      .where('matricule', 'in', given.slice(start, start + 500))
      .execute())
      taken.add(row.matricule);
  }
  for (const row of rows) {
    if (row.values.matricule && taken.has(row.values.matricule))
      row.problems.push({ field: 'matricule', message: { key: 'errors.matriculeTaken', values: { matricule: row.values.matricule } } });
  }
  return {
    columns: map.columns.filter((column): column is NonNullable<typeof column> => column !== null),
    unknownColumns: map.unknown,
    rows,
    valid: rows.filter((row) => row.problems.length === 0).length,
    classroomFull,
  };
}

/** The rows as a preview shows them: rows with problems first (what the secretary must fix), messages translated. */
export const previewRows = (rows: readonly CheckedRow[], say: Say) =>
  [...rows]
    .sort((a, b) => Number(b.problems.length > 0) - Number(a.problems.length > 0) || a.line - b.line)
    .map((row) => ({
      line: row.line,
      values: row.values,
      problems: row.problems.map((problem) => ({ field: problem.field, message: say(problem.message.key, problem.message.values) })),
    }));

/**
 * Writes checked rows inside `trx` and answers how many students were created. Only `trx` is used:
 * on SQLite the transaction holds the one connection, so any other query would wait for ever.
 */
export async function writeStudents(
  trx: Transaction<Database>,
  rows: readonly StudentBody[],
  classroomId: number | null,
  userId: number,
  onProgress: (written: number) => void,
): Promise<number> {
  const { prefix, highest } = await highestMatricule(trx);
  let last = highest;
  const classroom = classroomId
    ? await trx
        .selectFrom('classrooms')
        .select(['id', 'school_year_id', 'capacity', 'name'])
        .where('id', '=', classroomId)
        .executeTakeFirst()
    : undefined;
  if (classroomId && !classroom) throw notFound('errors.classroomMissing');
  const full = classroom && (await seatsRefusal(trx, classroom, rows.length));
  if (full) throw full;
  const now = nowIso();
  for (let start = 0; start < rows.length; start += CHUNK) {
    const chunk = rows.slice(start, start + CHUNK).map((body) => {
      const matricule = body.matricule || (last = nextMatricule(prefix, last));
      return {
        ...studentValues(body),
        matricule,
        search_text: studentSearchText({ ...body, matricule }),
        photo: null,
        custom_fields: JSON.stringify(body.customFields ?? {}),
        archived: 0 as const,
        created_at: now,
        updated_at: now,
      };
    });
    const inserted = await trx.insertInto('students').values(chunk).returning(['id', 'matricule']).execute();
    if (classroom) {
      await trx
        .insertInto('registrations')
        .values(
          inserted.map(({ id }) => ({
            student_id: id,
            classroom_id: classroom.id,
            school_year_id: classroom.school_year_id,
            registered_on: now.slice(0, 10),
            status: 'active' as const,
            repeating: 0 as const,
            created_at: now,
          })),
        )
        .execute();
      await syncCharges(
        trx,
        classroom.school_year_id,
        inserted.map(({ id }) => id),
        'registration',
        userId,
      );
    }
    await auditMany(
      trx,
      inserted.map(({ id }, index) => ({
        userId,
        action: 'create' as const,
        entity: 'student',
        entityId: id,
        after: { ...chunk[index], custom_fields: undefined, customFields: rows[start + index].customFields, source: 'import' },
      })),
    );
    onProgress(inserted.length);
    // Let other requests in between chunks (they are answered on PostgreSQL; SQLite's one
    // connection answers the ones that need the database once the transaction ends).
    await new Promise((resolve) => setImmediate(resolve));
  }
  await bumpVersion(trx, 'students');
  return rows.length;
}
