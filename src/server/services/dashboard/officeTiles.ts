/**
 * The secretary's tiles: the registrations of the last days, and the students registered this
 * year who have no photo or no card yet (no access code in force for the year: a card is made
 * with a code, and revoking the code takes the card back). Grouped queries, one per tile.
 */
import type { Dashboard } from '../../../domain/contract/dashboard';
import { NEW_REGISTRATION_DAYS, TILE_LIST_MAX } from '../../../domain/dashboard/tiles';
import { addDays } from '../../../domain/presence/week';
import type { Db } from '../../db/schema';
import { studentName } from '../shared/personNames';

/** Active registrations of the year, with their classroom. */
const registered = (db: Db, schoolYearId: number) =>
  db
    .selectFrom('registrations as r')
    .innerJoin('classrooms as c', 'c.id', 'r.classroom_id')
    .innerJoin('students as s', 's.id', 'r.student_id')
    .where('r.school_year_id', '=', schoolYearId)
    .where('r.status', '=', 'active');

export async function newRegistrations(db: Db, schoolYearId: number, date: string): Promise<NonNullable<Dashboard['registrations']>> {
  const since = addDays(date, 1 - NEW_REGISTRATION_DAYS);
  const recent = () => registered(db, schoolYearId).where('r.registered_on', '>=', since).where('r.registered_on', '<=', date);
  const [count, latest] = await Promise.all([
    recent()
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
    recent()
      .select(['s.id', 's.matricule', 's.last_name', 's.first_name', 'c.name as classroom_name', 'r.registered_on'])
      .orderBy('r.registered_on', 'desc')
      .orderBy('r.id', 'desc')
      .limit(TILE_LIST_MAX)
      .execute(),
  ]);
  return {
    days: NEW_REGISTRATION_DAYS,
    count: Number(count.n),
    latest: latest.map((row) => ({
      studentId: row.id,
      studentName: studentName(row.last_name, row.first_name),
      matricule: row.matricule,
      classroomName: row.classroom_name,
      registeredOn: row.registered_on,
    })),
  };
}

type ClassroomCounts = NonNullable<Dashboard['withoutPhoto']>;

/** Counts by classroom summed, and the classrooms with most first. */
function byClassroom(rows: readonly { classroom_id: number; classroom_name: string; n: number | string | bigint }[]): ClassroomCounts {
  const classrooms = rows
    .map((row) => ({ classroomId: row.classroom_id, classroomName: row.classroom_name, count: Number(row.n) }))
    .sort((a, b) => b.count - a.count || a.classroomName.localeCompare(b.classroomName) || a.classroomId - b.classroomId);
  return { count: classrooms.reduce((sum, row) => sum + row.count, 0), classrooms: classrooms.slice(0, TILE_LIST_MAX) };
}

export async function withoutPhoto(db: Db, schoolYearId: number): Promise<ClassroomCounts> {
  const rows = await registered(db, schoolYearId)
    .select(['c.id as classroom_id', 'c.name as classroom_name', (eb) => eb.fn.countAll<number>().as('n')])
    .where('s.photo', 'is', null)
    .groupBy(['c.id', 'c.name'])
    .execute();
  return byClassroom(rows);
}

export async function withoutCard(db: Db, schoolYearId: number): Promise<ClassroomCounts> {
  const rows = await registered(db, schoolYearId)
    .select(['c.id as classroom_id', 'c.name as classroom_name', (eb) => eb.fn.countAll<number>().as('n')])
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('access_codes as a')
            .select('a.id')
            .whereRef('a.student_id', '=', 'r.student_id')
            .where('a.school_year_id', '=', schoolYearId)
            .where('a.revoked_at', 'is', null),
        ),
      ),
    )
    .groupBy(['c.id', 'c.name'])
    .execute();
  return byClassroom(rows);
}
