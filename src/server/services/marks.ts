import type { Kysely, Transaction } from 'kysely';
import { OptionReader, type Option } from '../../domain/options';
import type { Database } from '../db/schema';
import { forbidden, notFound } from '../errors';
import type { Caller } from '../plugins/auth';

type Db = Kysely<Database> | Transaction<Database>;

export async function readOptions(db: Db): Promise<OptionReader> {
  return new OptionReader((await db.selectFrom('options').select(['name', 'value', 'value_type']).execute()) as Option[]);
}

/** A class course with what marks need of its classroom and level. */
export async function findClassCourse(db: Db, id: number) {
  return db
    .selectFrom('class_courses as cc')
    .innerJoin('classrooms as c', 'c.id', 'cc.classroom_id')
    .innerJoin('levels as l', 'l.id', 'c.level_id')
    .innerJoin('courses as co', 'co.id', 'cc.course_id')
    .select([
      'cc.id',
      'cc.classroom_id',
      'cc.teacher_id',
      'cc.coefficient',
      'cc.credits',
      'cc.term',
      'co.name as course_name',
      'c.school_year_id',
      'l.grading_system',
      'l.code as level_code',
    ])
    .where('cc.id', '=', id)
    .executeTakeFirst();
}
export type ClassCourseInfo = NonNullable<Awaited<ReturnType<typeof findClassCourse>>>;

/** Whether the caller may see or change every classroom's marks, not only its own class courses'. */
export const handlesAllMarks = (caller: Caller): boolean => caller.permissions.includes('marks.manage') || caller.permissions.includes('marks.read');

/** A teacher reaches only its own class courses (403 otherwise). */
export function checkOwnClassCourse(caller: Caller, classCourse: { teacher_id: number | null }, write: boolean): void {
  const all = write ? caller.permissions.includes('marks.manage') : handlesAllMarks(caller);
  if (all) return;
  if (!caller.permissions.includes('marks.manage.own') || classCourse.teacher_id !== caller.user.id) throw forbidden('errors.notYourClassCourse');
}

/** The class course, 404 when missing (or not the classroom's, when one is named), 403 when not the caller's. */
export async function classCourseFor(db: Db, caller: Caller, id: number, write: boolean, classroomId?: number): Promise<ClassCourseInfo> {
  const classCourse = await findClassCourse(db, id);
  if (!classCourse || (classroomId !== undefined && classCourse.classroom_id !== classroomId)) throw notFound('errors.classCourseMissing');
  checkOwnClassCourse(caller, classCourse, write);
  return classCourse;
}

/** The students a class course's marks are for: registered in its classroom, not exempted from it. */
export async function entryStudents(db: Db, classCourse: Pick<ClassCourseInfo, 'id' | 'classroom_id'>) {
  return db
    .selectFrom('registrations as r')
    .innerJoin('students as s', 's.id', 'r.student_id')
    .select(['s.id', 's.matricule', 's.last_name', 's.first_name'])
    .where('r.classroom_id', '=', classCourse.classroom_id)
    .where('r.status', '=', 'active')
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('exemptions as e').select('e.id').whereRef('e.student_id', '=', 's.id').where('e.class_course_id', '=', classCourse.id))),
    )
    .orderBy('s.last_name')
    .orderBy('s.first_name')
    .orderBy('s.id')
    .execute();
}
