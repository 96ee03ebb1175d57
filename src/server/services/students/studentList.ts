import { searchWords } from '../../../domain/students/searchText';
import { type ExpressionBuilder } from 'kysely';
import type { FullStudent, StudentSort, StudentsQuery } from '../../../domain/contract/students';
import { checkCustomFields, type FieldType } from '../../../domain/students/customFields';
import type { Db, Database } from '../../db/schema';
import { HttpError } from '../../errors';
import { containsFolded } from '../shared/listQueries';
import { studentRowsByIds, studentsWithPlacement, toStudent } from './students';

export type Filters = Omit<StudentsQuery, 'limit' | 'skip'>;
type StudentsEb = ExpressionBuilder<
  Database & { s: Database['students']; r: Database['registrations']; c: Database['classrooms'] },
  's' | 'r' | 'c'
>;

const SORT_COLUMNS: Record<
  StudentSort,
  readonly ('s.last_name' | 's.first_name' | 's.matricule' | 's.birth_date' | 's.sex' | 's.created_at')[]
> = {
  lastName: ['s.last_name', 's.first_name'],
  firstName: ['s.first_name', 's.last_name'],
  matricule: ['s.matricule'],
  birthDate: ['s.birth_date', 's.last_name'],
  sex: ['s.sex', 's.last_name'],
  createdAt: ['s.created_at'],
};

/** The WHERE of every student list, from the filter pairs. */
function filterWhere(filters: Filters) {
  return (eb: StudentsEb) => {
    const conditions = [eb('s.archived', '=', filters.archived ? 1 : 0)];
    // Each word of the query, folded, somewhere in the student's folded names and matricule.
    const words = searchWords(filters.search ?? '');
    if (words.length) conditions.push(eb.and(words.map((word) => containsFolded('s.search_text', word))));
    if (filters.sex) conditions.push(eb('s.sex', '=', filters.sex as 'M' | 'F'));
    if (filters.classroomId) conditions.push(eb('r.classroom_id', '=', filters.classroomId));
    if (filters.levelId) conditions.push(eb('c.level_id', '=', filters.levelId));
    if (filters.registered === true) conditions.push(eb('r.id', 'is not', null));
    if (filters.registered === false) conditions.push(eb('r.id', 'is', null));
    return eb.and(conditions);
  };
}

/** Every id matching the filters, in list order: the ids a page is cut from. */
export async function matchingIds(db: Db, schoolYearId: number, filters: Filters): Promise<number[]> {
  const direction = filters.order === 'desc' ? 'desc' : 'asc';
  // Most searches filter on the student alone: without the year's registrations the database
  // reads only the matching students, not a registration for each of them.
  const placed = filters.classroomId !== undefined || filters.levelId !== undefined || filters.registered !== undefined;
  const from = placed
    ? studentsWithPlacement(db, schoolYearId)
    : (db.selectFrom('students as s') as ReturnType<typeof studentsWithPlacement>);
  let query = from.select('s.id').where(filterWhere(filters));
  for (const column of SORT_COLUMNS[filters.sort as StudentSort]) query = query.orderBy(column, direction);
  const rows = await query.orderBy('s.id', direction).execute();
  return rows.map((row) => row.id);
}

/** A page of students by id, in the order of the ids. */
export async function studentsByIds(db: Db, ids: readonly number[], schoolYearId: number): Promise<FullStudent[]> {
  if (!ids.length) return [];
  const rows = await studentRowsByIds(db, schoolYearId, ids);
  const byId = new Map(rows.map((row) => [row.id, toStudent(row, schoolYearId)]));
  return ids.map((id) => byId.get(id)).filter((student): student is FullStudent => student !== undefined);
}

export async function metadataTypes(db: Db): Promise<FieldType[]> {
  const rows = await db.selectFrom('metadata_types').selectAll().execute();
  return rows.map((row) => ({ id: row.id, name: row.name, kind: row.kind, choices: row.choices ? row.choices.split(';') : [] }));
}

/** Custom fields checked against the school's types; a 400 names each bad one. */
export async function customFieldsJson(db: Db, input: Record<string, unknown> | undefined): Promise<string> {
  const { values, problems } = checkCustomFields(await metadataTypes(db), input ?? {});
  if (Object.keys(problems).length) throw new HttpError(400, 'errors.validation', {}, undefined, problems);
  return JSON.stringify(values);
}
