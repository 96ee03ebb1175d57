import { sql } from 'kysely';
import type { FullStudent, StudentBody } from '../../../domain/contract/students';
import { matriculePrefix } from '../../../domain/students/matricule';
import { prepared, slot, slots } from '../../db/prepared';
import { lockFor } from '../../db/locks';
import type { Db } from '../../db/schema';

/** The current school year's id, or null on an installation that has none yet. */
const currentYear = prepared((db) => db.selectFrom('school_years').select(['id', 'name']).where('current', '=', 1));

export async function currentSchoolYear(db: Db): Promise<{ id: number; name: string } | null> {
  const [year] = await currentYear(db, {});
  return year ?? null;
}

const studentsStamp = prepared((db) =>
  db
    .selectFrom('data_versions')
    .select(['version', (eb) => eb.selectFrom('school_years').select('id').where('current', '=', 1).limit(1).as('current_year_id')])
    .where('name', '=', 'students'),
);

/**
 * The students' change counter and the current year's id, which every list and record request
 * needs before its cache: read in one round trip, since at a university's rate of searches each
 * round trip to the database is a share of the server's time.
 */
export async function studentsVersionAndYear(db: Db): Promise<{ version: number; currentYearId: number }> {
  const [row] = await studentsStamp(db, {});
  return { version: Number(row?.version ?? 0), currentYearId: row?.current_year_id ?? 0 };
}

/** Students with their active registration (if any) in the given year. */
export function studentsWithPlacement(db: Db, schoolYearId: number) {
  return (
    db
      .selectFrom('students as s')
      // 'active' as a literal lets SQLite use the partial index of active registrations.
      .leftJoin('registrations as r', (join) =>
        join.onRef('r.student_id', '=', 's.id').on('r.school_year_id', '=', schoolYearId).on('r.status', '=', sql.lit('active')),
      )
      .leftJoin('classrooms as c', 'c.id', 'r.classroom_id')
  );
}

export function selectStudentRows(db: Db, schoolYearId: number) {
  return studentsWithPlacement(db, schoolYearId).select([
    's.id',
    's.matricule',
    's.first_name',
    's.last_name',
    's.sex',
    's.birth_date',
    's.birth_place',
    's.guardian_name',
    's.guardian_phone',
    's.guardian_email',
    's.address',
    's.photo',
    's.custom_fields',
    's.archived',
    's.created_at',
    's.updated_at',
    'r.id as registration_id',
    'r.classroom_id',
    'c.name as classroom_name',
    'c.level_id',
    'r.repeating',
  ]);
}

const rowsByIds = prepared(
  (db, size) => selectStudentRows(db, slot<number>('yearId')).where('s.id', 'in', slots<number>('ids', size)),
  (values: { yearId: number; ids: readonly number[] }) => values.ids.length,
);

/**
 * Student rows by id, in no particular order. The list is padded to a power of two with its last
 * id, so a handful of prepared statements serve every length.
 */
export function studentRowsByIds(db: Db, yearId: number, ids: readonly number[]): Promise<StudentRow[]> {
  if (!ids.length) return Promise.resolve([]);
  const size = 2 ** Math.ceil(Math.log2(ids.length));
  const padded = ids.length === size ? ids : [...ids, ...Array<number>(size - ids.length).fill(ids[ids.length - 1])];
  return rowsByIds(db, { yearId, ids: padded });
}

export type StudentRow = Awaited<ReturnType<ReturnType<typeof selectStudentRows>['executeTakeFirstOrThrow']>>;

function parseCustomFields(text: string): FullStudent['customFields'] {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' ? (value as FullStudent['customFields']) : {};
  } catch {
    return {};
  }
}

/** The whole record; what a caller sees of it is cut by their view's serialiser (studentViews.ts). */
export function toStudent(row: StudentRow, schoolYearId: number | null): FullStudent {
  return {
    id: row.id,
    matricule: row.matricule,
    firstName: row.first_name,
    lastName: row.last_name,
    sex: row.sex,
    birthDate: row.birth_date,
    birthPlace: row.birth_place,
    guardianName: row.guardian_name,
    guardianPhone: row.guardian_phone,
    guardianEmail: row.guardian_email,
    address: row.address,
    hasPhoto: row.photo !== null,
    customFields: parseCustomFields(row.custom_fields),
    archived: row.archived === 1,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    placement:
      row.registration_id === null || row.classroom_id === null || schoolYearId === null
        ? null
        : {
            registrationId: row.registration_id,
            classroomId: row.classroom_id,
            classroomName: row.classroom_name ?? '',
            levelId: row.level_id ?? 0,
            schoolYearId,
            repeating: row.repeating === 1,
          },
  };
}

/** One student placed in the current year (or in `schoolYearId`). */
export async function findStudent(db: Db, id: number, schoolYearId?: number): Promise<FullStudent | undefined> {
  const yearId = schoolYearId ?? (await currentSchoolYear(db))?.id ?? 0;
  const [row] = await studentRowsByIds(db, yearId, [id]);
  return row && toStudent(row, yearId || null);
}

/** The raw row, for what the API does not show (the photo's file name). */
export const findStudentRow = (db: Db, id: number) => db.selectFrom('students').selectAll().where('id', '=', id).executeTakeFirst();

/** The prefix of this year's generated matricules and the highest one given so far. */
/** The year's highest matricule; inside a transaction, locked until it commits, so concurrent creations number apart. */
export async function highestMatricule(db: Db): Promise<{ prefix: string; highest: string | undefined }> {
  if (db.isTransaction) await lockFor(db, 'matricules');
  const year = await currentSchoolYear(db);
  const prefix = matriculePrefix(year?.name ?? `${new Date().getUTCFullYear()}-`);
  const row = await db
    .selectFrom('students')
    .select('matricule')
    // The prefix is compared through substr, which no index serves, so that both databases walk
    // the (length, matricule) index from its end and stop at the first of the year (migration 0022);
    // a range on matricule would send them through the unique index, then sort the whole year.
    .where(sql<string>`substr(matricule, 1, ${prefix.length})`, '=', prefix)
    // 26SC100000 comes after 26SC99999, which a plain text order would not say.
    .orderBy(sql`length(matricule)`, 'desc')
    .orderBy('matricule', 'desc')
    .limit(1)
    .executeTakeFirst();
  return { prefix, highest: row?.matricule };
}

/** The columns a student form or import row fills. */
export const studentValues = (body: StudentBody) => ({
  first_name: body.firstName,
  last_name: body.lastName,
  sex: body.sex as 'M' | 'F',
  birth_date: body.birthDate || null,
  birth_place: body.birthPlace || null,
  guardian_name: body.guardianName || null,
  guardian_phone: body.guardianPhone || null,
  guardian_email: body.guardianEmail || null,
  address: body.address || null,
});
