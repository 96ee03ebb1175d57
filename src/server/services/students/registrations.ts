/**
 * Registrations: a student's place in a classroom for a school year (enrolment, transfer, leaving),
 * each change audited and counted in the students' change counter.
 */
import * as contract from '../../../domain/contract/registrations';
import type {
  ClassroomRegistrationsParams,
  Exemption,
  Registration,
  RegistrationBody,
  RegistrationsQuery,
  UpdateRegistrationBody,
} from '../../../domain/contract/registrations';
import type { Transaction } from 'kysely';
import type { Database, Db } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../errors';
import { audit } from '../shared/audit';
import { seatsRefusal } from './classroomSeats';
import { addDays } from '../../../domain/presence/week';
import { nowIso, today } from '../shared/clock';
import { isUniqueViolation } from '../shared/constraints';
import { bumpVersion } from '../shared/dataVersions';
import { syncCharges } from '../finance/charges';
import { pageOf } from '../shared/listQueries';
import { saveRow, tableResource } from '../shared/resources';

const fullName = (last: string, first: string) => `${last.toUpperCase()} ${first}`;

function registrationsSelect(db: Db) {
  return db
    .selectFrom('registrations as r')
    .innerJoin('students as s', 's.id', 'r.student_id')
    .innerJoin('classrooms as c', 'c.id', 'r.classroom_id')
    .innerJoin('school_years as y', 'y.id', 'r.school_year_id')
    .select([
      'r.id',
      'r.student_id',
      's.matricule',
      's.first_name',
      's.last_name',
      'r.classroom_id',
      'c.name as classroom_name',
      'r.school_year_id',
      'y.name as year_name',
      'r.registered_on',
      'r.status',
      'r.repeating',
      'r.created_at',
    ]);
}

type RegistrationRow = Awaited<ReturnType<ReturnType<typeof registrationsSelect>['executeTakeFirstOrThrow']>>;

const toRegistration = (row: RegistrationRow): Registration => ({
  id: row.id,
  studentId: row.student_id,
  matricule: row.matricule,
  studentName: fullName(row.last_name, row.first_name),
  classroomId: row.classroom_id,
  classroomName: row.classroom_name,
  schoolYearId: row.school_year_id,
  schoolYearName: row.year_name,
  registeredOn: row.registered_on,
  status: row.status,
  repeating: row.repeating === 1,
  createdAt: row.created_at,
});

export const findRegistration = async (db: Db, id: number) => {
  const row = await registrationsSelect(db).where('r.id', '=', id).executeTakeFirst();
  return row && toRegistration(row);
};

function exemptionsSelect(db: Db) {
  return db
    .selectFrom('exemptions as e')
    .innerJoin('students as s', 's.id', 'e.student_id')
    .innerJoin('class_courses as cc', 'cc.id', 'e.class_course_id')
    .innerJoin('courses as co', 'co.id', 'cc.course_id')
    .innerJoin('classrooms as c', 'c.id', 'cc.classroom_id')
    .select([
      'e.id',
      'e.student_id',
      's.matricule',
      's.first_name',
      's.last_name',
      'e.class_course_id',
      'co.name as course_name',
      'cc.classroom_id',
      'c.name as classroom_name',
      'e.school_year_id',
      'e.reason',
      'e.created_at',
    ]);
}

type ExemptionRow = Awaited<ReturnType<ReturnType<typeof exemptionsSelect>['executeTakeFirstOrThrow']>>;

const toExemption = (row: ExemptionRow): Exemption => ({
  id: row.id,
  studentId: row.student_id,
  matricule: row.matricule,
  studentName: fullName(row.last_name, row.first_name),
  classCourseId: row.class_course_id,
  courseName: row.course_name,
  classroomId: row.classroom_id,
  classroomName: row.classroom_name,
  schoolYearId: row.school_year_id,
  reason: row.reason,
  createdAt: row.created_at,
});

/**
 * Registers one student or several in a classroom, moving them from another one of the year when
 * `transfer` says so, inside the caller's transaction (a new student is registered in the one that
 * creates them).
 */
export async function registerStudents(trx: Transaction<Database>, userId: number, body: RegistrationBody) {
  const studentIds = [...new Set(body.studentIds?.length ? body.studentIds : [body.studentId!])];
  const classroom = await trx
    .selectFrom('classrooms')
    .select(['id', 'school_year_id', 'capacity', 'name'])
    .where('id', '=', body.classroomId)
    .executeTakeFirst();
  if (!classroom) throw notFound('errors.classroomMissing');
  const students = await trx.selectFrom('students').select(['id', 'archived']).where('id', 'in', studentIds).execute();
  if (students.length !== studentIds.length) throw notFound('errors.studentNotFound');
  if (students.some((student) => student.archived === 1)) throw conflict('errors.studentArchived');
  const active = await trx
    .selectFrom('registrations')
    .select(['id', 'student_id', 'classroom_id'])
    .where('student_id', 'in', studentIds)
    .where('school_year_id', '=', classroom.school_year_id)
    .where('status', '=', 'active')
    .execute();
  if (active.some((registration) => registration.classroom_id === classroom.id))
    throw conflict('errors.alreadyInClassroom', undefined, 'classroomId');
  if (active.length && !body.transfer) throw conflict('errors.alreadyRegistered', { count: active.length });
  const full = await seatsRefusal(trx, classroom, studentIds.length);
  if (full) throw full;
  const registeredOn = body.registeredOn || nowIso().slice(0, 10);
  for (const old of active) {
    const before = await findRegistration(trx, old.id);
    // The old period ends the day before the new one starts: the student is in one classroom a
    // day, and the days before stay theirs in the old one (roll calls, absences, sheets).
    await trx
      .updateTable('registrations')
      .set({ status: 'transferred', ended_on: addDays(registeredOn, -1) })
      .where('id', '=', old.id)
      .execute();
    await audit(trx, {
      userId,
      action: 'update',
      entity: 'registration',
      entityId: old.id,
      before,
      after: await findRegistration(trx, old.id),
    });
  }
  const created: Registration[] = [];
  for (const studentId of studentIds) {
    const { id } = await trx
      .insertInto('registrations')
      .values({
        student_id: studentId,
        classroom_id: classroom.id,
        school_year_id: classroom.school_year_id,
        registered_on: registeredOn,
        status: 'active',
        repeating: body.repeating ? 1 : 0,
        created_at: nowIso(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const registration = (await findRegistration(trx, id))!;
    await audit(trx, { userId, action: 'create', entity: 'registration', entityId: id, after: registration });
    created.push(registration);
  }
  // Their level's fee schedule, or the difference with the old level's on a transfer.
  await syncCharges(trx, classroom.school_year_id, studentIds, active.length ? 'transfer' : 'registration', userId);
  await bumpVersion(trx, 'students');
  return { data: created, total: created.length };
}

/** Registers one student or several in a classroom, moving them from another one of the year when `transfer` says so. */
export async function createRegistrations(db: Db, userId: number, body: RegistrationBody) {
  try {
    return await db.transaction().execute((trx) => registerStudents(trx, userId, body));
  } catch (error) {
    // Two offices enrolling the same student at once: the database's own rule decides.
    if (isUniqueViolation(error)) throw conflict('errors.alreadyRegistered', { count: 1 });
    throw error;
  }
}

export async function listRegistrations(db: Db, query: RegistrationsQuery) {
  let rows = registrationsSelect(db);
  let count = db.selectFrom('registrations as r').select((eb) => eb.fn.countAll<number>().as('n'));
  for (const [column, value] of [
    ['r.school_year_id', query.schoolYearId],
    ['r.classroom_id', query.classroomId],
    ['r.student_id', query.studentId],
  ] as const) {
    if (value === undefined) continue;
    rows = rows.where(column, '=', value);
    count = count.where(column, '=', value);
  }
  if (query.status) {
    rows = rows.where('r.status', '=', query.status);
    count = count.where('r.status', '=', query.status);
  }
  return pageOf(rows.orderBy('r.created_at', 'desc').orderBy('r.id', 'desc'), count, query, toRegistration);
}

export async function getRegistration(db: Db, id: number): Promise<Registration> {
  const registration = await findRegistration(db, id);
  if (!registration) throw notFound('errors.registrationNotFound');
  return registration;
}

/** A classroom's active registrations, by name. */
export async function classroomRegistrations(db: Db, params: ClassroomRegistrationsParams) {
  if (!(await db.selectFrom('classrooms').select('id').where('id', '=', params.classroomId).executeTakeFirst()))
    throw notFound('errors.classroomMissing');
  const rows = await registrationsSelect(db)
    .where('r.classroom_id', '=', params.classroomId)
    .where('r.status', '=', 'active')
    .orderBy('s.last_name')
    .orderBy('s.first_name')
    .orderBy('r.id')
    .execute();
  return { data: rows.map(toRegistration), total: rows.length };
}

/**
 * The period's end when the office sets a status: a departure (or a transfer out of the school) ends
 * it on the day it is recorded, which stays the student's; made active again, it runs on.
 */
const endedOnFor = (status: Registration['status']): string | null => (status === 'active' ? null : today());

export async function updateRegistration(db: Db, userId: number, id: number, body: UpdateRegistrationBody): Promise<Registration> {
  try {
    return await db.transaction().execute(async (trx) => {
      const before = await findRegistration(trx, id);
      if (!before) throw notFound('errors.registrationNotFound');
      const changes = {
        ...(body.status !== undefined && { status: body.status }),
        ...(body.status !== undefined && body.status !== before.status && { ended_on: endedOnFor(body.status) }),
        ...(body.repeating !== undefined && { repeating: body.repeating ? (1 as const) : (0 as const) }),
        ...(body.registeredOn && { registered_on: body.registeredOn }),
      };
      // A body that names no field changes nothing: the registration as it is.
      if (!Object.keys(changes).length) return before;
      await trx.updateTable('registrations').set(changes).where('id', '=', id).execute();
      await syncCharges(trx, before.schoolYearId, [before.studentId], 'registration', userId);
      await bumpVersion(trx, 'students');
      const after = (await findRegistration(trx, id))!;
      await audit(trx, { userId, action: 'update', entity: 'registration', entityId: id, before, after });
      return after;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict('errors.alreadyRegistered', { count: 1 });
    throw error;
  }
}

/** Deletes a registration made by mistake, with its exemptions; refused while the student has marks in the classroom. */
export async function deleteRegistration(db: Db, userId: number, id: number) {
  return db.transaction().execute(async (trx) => {
    const before = await findRegistration(trx, id);
    if (!before) throw notFound('errors.registrationNotFound');
    // Exemptions hang on the registration's classroom; they go with it. Marks do not: they are the record.
    const classCourseIds = trx.selectFrom('class_courses').select('id').where('classroom_id', '=', before.classroomId);
    const marked = await trx
      .selectFrom('marks')
      .select('id')
      .where('student_id', '=', before.studentId)
      .where('class_course_id', 'in', classCourseIds)
      .executeTakeFirst();
    if (marked) throw conflict('errors.registrationHasMarks');
    await trx.deleteFrom('exemptions').where('student_id', '=', before.studentId).where('class_course_id', 'in', classCourseIds).execute();
    await trx.deleteFrom('registrations').where('id', '=', id).execute();
    await syncCharges(trx, before.schoolYearId, [before.studentId], 'registration', userId);
    await bumpVersion(trx, 'students');
    await audit(trx, { userId, action: 'delete', entity: 'registration', entityId: id, before });
    return { message: 'Deleted.' };
  });
}

/** Exemptions: a registered student excused from one of the classroom's courses, with the reason. */
export const exemptions = tableResource({
  endpoints: contract.exemptions,
  entity: 'exemption',
  table: 'exemptions',
  rows: exemptionsSelect,
  idColumn: 'e.id',
  toItem: toExemption,
  order: ['s.last_name', 's.first_name', 'co.name', 'e.id'],
  filters: (q: { studentId?: number; classroomId?: number; classCourseId?: number; schoolYearId?: number }) => [
    ['e.student_id', q.studentId],
    ['cc.classroom_id', q.classroomId],
    ['e.class_course_id', q.classCourseId],
    ['e.school_year_id', q.schoolYearId],
  ],
  duplicateKey: 'errors.exemptionExists',
  duplicateField: 'classCourseId',
  async write(trx, body, id) {
    const classCourse = await trx
      .selectFrom('class_courses as cc')
      .innerJoin('classrooms as c', 'c.id', 'cc.classroom_id')
      .select(['cc.id', 'cc.classroom_id', 'c.school_year_id'])
      .where('cc.id', '=', body.classCourseId)
      .executeTakeFirst();
    if (!classCourse) throw badRequest('errors.classCourseMissing');
    const registered = await trx
      .selectFrom('registrations')
      .select('id')
      .where('student_id', '=', body.studentId)
      .where('classroom_id', '=', classCourse.classroom_id)
      .where('status', '=', 'active')
      .executeTakeFirst();
    if (!registered) throw conflict('errors.exemptionNotInClassroom');
    const values = {
      student_id: body.studentId,
      class_course_id: body.classCourseId,
      school_year_id: classCourse.school_year_id,
      reason: body.reason,
    };
    return saveRow(trx, 'exemptions', values, id, { created_at: nowIso() });
  },
});
