/**
 * Who reaches which classrooms' attendance and discipline (domain.md, "Staff, roles and
 * permissions"): the administrator (discipline.manage) every classroom; the principal
 * (discipline.read) reads every one; the discipline master (discipline.manage.own) its
 * `disciplineClasses`; a teacher (attendance.manage.own) takes and reads the roll calls of its
 * `attendanceClasses`. Every attendance and discipline service asks here, so the rule is one.
 */
import type { Db } from '../../db/schema';
import { forbidden } from '../../errors';
import type { Caller } from '../../http/auth';
import { registrationsOn } from '../students/registrationPeriods';

/** take: a roll call; read: roll calls, absences, records; manage: justify, correct, sanction. */
export type AttendanceAct = 'take' | 'read' | 'manage';

/** Every classroom, or these ones only. */
export type ClassroomScope = 'all' | readonly number[];

/**
 * A teacher's `attendanceClasses`: the classrooms assigned to it for attendance, and those where it
 * teaches a class course of the current school year (a teacher calls the roll of its own lessons).
 */
export async function attendanceClassesOf(db: Db, userId: number): Promise<number[]> {
  const [assigned, taught] = await Promise.all([
    db.selectFrom('staff_assignments').select('classroom_id').where('user_id', '=', userId).where('kind', '=', 'attendance').execute(),
    db
      .selectFrom('class_courses as cc')
      .innerJoin('classrooms as c', 'c.id', 'cc.classroom_id')
      .innerJoin('school_years as y', 'y.id', 'c.school_year_id')
      .select('cc.classroom_id')
      .where('cc.teacher_id', '=', userId)
      .where('y.current', '=', 1)
      .execute(),
  ]);
  return [...new Set([...assigned, ...taught].map((row) => row.classroom_id))].sort((a, b) => a - b);
}

export async function disciplineClassesOf(db: Db, userId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('staff_assignments')
    .select('classroom_id')
    .where('user_id', '=', userId)
    .where('kind', '=', 'discipline')
    .orderBy('classroom_id')
    .execute();
  return rows.map((row) => row.classroom_id);
}

/** The classrooms the caller may act on: 'all', or a list (possibly empty). */
export async function classroomScope(db: Db, caller: Caller, act: AttendanceAct): Promise<ClassroomScope> {
  const has = (permission: string) => caller.permissions.includes(permission as Caller['permissions'][number]);
  if (has('discipline.manage')) return 'all';
  if (act === 'read' && has('discipline.read')) return 'all';
  const classrooms = new Set<number>();
  if (has('discipline.manage.own')) for (const id of await disciplineClassesOf(db, caller.user.id)) classrooms.add(id);
  if (act !== 'manage' && has('attendance.manage.own')) for (const id of await attendanceClassesOf(db, caller.user.id)) classrooms.add(id);
  return [...classrooms].sort((a, b) => a - b);
}

export const inScope = (scope: ClassroomScope, classroomId: number): boolean => scope === 'all' || scope.includes(classroomId);

/** 403 unless the caller may act on the classroom. */
export async function checkClassroomScope(db: Db, caller: Caller, classroomId: number, act: AttendanceAct): Promise<void> {
  if (!inScope(await classroomScope(db, caller, act), classroomId)) throw forbidden('errors.notYourClassroom');
}

/** The school year a date falls in, if any. */
export function schoolYearOnDate(db: Db, date: string) {
  return db
    .selectFrom('school_years')
    .select(['id', 'name', 'starts_on', 'ends_on', 'current'])
    .where('starts_on', '<=', date)
    .where('ends_on', '>=', date)
    .orderBy('starts_on', 'desc')
    .executeTakeFirst();
}

/** The classroom a student is registered in on a date (the registration in effect that day, of that date's year). */
export function classroomOfStudentOn(db: Db, studentId: number, date: string) {
  return db
    .selectFrom(registrationsOn(db, date).as('r'))
    .innerJoin('school_years as y', 'y.id', 'r.school_year_id')
    .select(['r.classroom_id', 'r.school_year_id'])
    .where('r.student_id', '=', studentId)
    .where('y.starts_on', '<=', date)
    .where('y.ends_on', '>=', date)
    .executeTakeFirst();
}
