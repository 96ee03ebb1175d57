/**
 * The demographic figures of a school year: one SQL aggregate groups the registrations in effect
 * as of a day (`registrationsOn`) of the classrooms taken by classroom, sex, age at the start of the year and intake, so a school of
 * thousands answers with a few hundred rows; `demographicTables` (domain) folds them into the
 * form's tables.
 */
import { sql } from 'kysely';
import type { Demographics } from '../../../../domain/contract/demographics';
import { demographicTables, type DemographicGroup, type Intake } from '../../../../domain/statistics/demographics';
import type { Db } from '../../../db/schema';
import { badField, notFound } from '../../../errors';
import { today } from '../../shared/clock';
import { registrationsOn } from '../../students/registrationPeriods';

export interface DemographicsRequest {
  schoolYearId: number;
  /** An id, or `all`. */
  levelId: string;
  classroomId: string;
}

const idOf = (value: string): number | null => (value === 'all' ? null : Number(value));

/** The year, the year before it, and the year's classrooms the request takes (404 for what does not exist, 400 on `classroomId` when it is not of them). */
async function scopeOf(db: Db, request: DemographicsRequest) {
  const levelId = idOf(request.levelId);
  const classroomId = idOf(request.classroomId);
  const [year, level, classroom] = await Promise.all([
    db.selectFrom('school_years').select(['id', 'name', 'starts_on', 'ends_on']).where('id', '=', request.schoolYearId).executeTakeFirst(),
    levelId === null ? null : db.selectFrom('levels').select(['id', 'name']).where('id', '=', levelId).executeTakeFirst(),
    classroomId === null
      ? null
      : db.selectFrom('classrooms').select(['id', 'name', 'school_year_id', 'level_id']).where('id', '=', classroomId).executeTakeFirst(),
  ]);
  if (!year) throw notFound('errors.schoolYearMissing');
  if (levelId !== null && !level) throw notFound('errors.levelMissing');
  if (classroomId !== null && !classroom) throw notFound('errors.classroomMissing');
  if (classroom && classroom.school_year_id !== year.id) throw badField('classroomId', 'errors.demographicsClassroomOutsideYear');
  if (classroom && levelId !== null && classroom.level_id !== levelId)
    throw badField('classroomId', 'errors.demographicsClassroomOutsideLevel');

  let classrooms = db
    .selectFrom('classrooms as c')
    .innerJoin('levels as l', 'l.id', 'c.level_id')
    .select(['c.id as classroomId', 'c.name', 'c.level_id as levelId', 'l.name as levelName'])
    .where('c.school_year_id', '=', year.id);
  if (levelId !== null) classrooms = classrooms.where('c.level_id', '=', levelId);
  if (classroomId !== null) classrooms = classrooms.where('c.id', '=', classroomId);
  const [rows, previous] = await Promise.all([
    classrooms.orderBy('l.position').orderBy('l.id').orderBy('c.name').orderBy('c.id').execute(),
    db
      .selectFrom('school_years')
      .select('id')
      .where('starts_on', '<', year.starts_on)
      .orderBy('starts_on', 'desc')
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst(),
  ]);
  return {
    year,
    previousId: previous?.id ?? null,
    levelId,
    classroomId,
    classrooms: rows,
    place: { year: year.name, level: level?.name, classroom: classroom?.name },
  };
}

/**
 * The groups: age in whole years on the start date worked out in SQL from the `YYYY-MM-DD` texts
 * (year difference, less one before the birthday), like `ageAt`. The inner select names the age
 * and intake so the outer one groups by plain columns on both databases (PostgreSQL will not match
 * two bound parameters as one grouping expression).
 */
async function groupsOf(
  db: Db,
  year: { id: number; starts_on: string; ends_on: string },
  previousId: number | null,
  classroomIds: readonly number[],
) {
  const schoolYearId = year.id;
  const startsOn = year.starts_on;
  // The students registered as of a day: today while the year runs, its first or last day otherwise.
  const now = today();
  const asOf = now < year.starts_on ? year.starts_on : now > year.ends_on ? year.ends_on : now;
  if (!classroomIds.length) return [];
  const startYear = Number(startsOn.slice(0, 4));
  const startDay = startsOn.slice(5, 10);
  const returning =
    previousId === null
      ? sql<number>`0`
      : sql<number>`case when exists (select 1 from registrations p where p.student_id = r.student_id and p.school_year_id = ${previousId}) then 1 else 0 end`;
  const inner = db
    .selectFrom(registrationsOn(db, asOf).as('r'))
    .innerJoin('students as s', 's.id', 'r.student_id')
    .select([
      'r.classroom_id',
      's.sex',
      sql<
        number | null
      >`${startYear} - cast(substr(s.birth_date, 1, 4) as integer) - case when substr(s.birth_date, 6, 5) > ${startDay} then 1 else 0 end`.as(
        'age',
      ),
      sql<string>`case when r.repeating = 1 then 'repeating' when ${returning} = 1 then 'returning' else 'new' end`.as('intake'),
    ])
    .where('r.school_year_id', '=', schoolYearId)
    .where('r.classroom_id', 'in', classroomIds)
    .as('g');
  const rows = await db
    .selectFrom(inner)
    .select(['g.classroom_id', 'g.sex', 'g.age', 'g.intake', (eb) => eb.fn.countAll<number>().as('n')])
    .groupBy(['g.classroom_id', 'g.sex', 'g.age', 'g.intake'])
    .execute();
  return rows.map((row): DemographicGroup => ({
    classroomId: row.classroom_id,
    sex: row.sex,
    age: row.age === null ? null : Number(row.age),
    intake: row.intake as Intake,
    count: Number(row.n),
  }));
}

/** What a return is of, by name (the year, and the level and classroom chosen): what its file is named for. */
export interface DemographicsPlace {
  year: string;
  level?: string;
  classroom?: string;
}

/** The figures, and the names of what they are of. */
export async function placedDemographics(
  db: Db,
  request: DemographicsRequest,
): Promise<{ figures: Demographics; place: DemographicsPlace }> {
  const scope = await scopeOf(db, request);
  const { year } = scope;
  const groups = await groupsOf(
    db,
    year,
    scope.previousId,
    scope.classrooms.map((classroom) => classroom.classroomId),
  );
  const figures = {
    schoolYearId: year.id,
    schoolYearName: year.name,
    startsOn: year.starts_on,
    previousSchoolYearId: scope.previousId,
    levelId: scope.levelId,
    classroomId: scope.classroomId,
    ...demographicTables(groups, scope.classrooms),
  };
  return { figures, place: scope.place };
}

export async function demographicsOf(db: Db, request: DemographicsRequest): Promise<Demographics> {
  return (await placedDemographics(db, request)).figures;
}
