import type { Kysely } from 'kysely';
import type { CurrentUser } from '../../../domain/contract/users';
import type { Permission } from '../../../domain/permissions';
import type { Database, UserRow } from '../../db/schema';
import { attendanceClassesOf, disciplineClassesOf } from '../discipline/attendanceScope';
import { listOptions } from '../shared/options';
import { toUser } from '../tools/users';

/**
 * Everything the client needs after sign-in, in one answer. classCourses are the class courses the
 * user teaches this year; disciplineClasses the classrooms assigned to them for discipline,
 * attendanceClasses those whose roll they call (assigned, or where they teach this year).
 */
export async function loadCurrentUser(db: Kysely<Database>, user: UserRow, token: string, permissions: Permission[]): Promise<CurrentUser> {
  const [school, schoolYear, options, metadataTypes, timeParts, sanctionTypes, attendanceClasses, disciplineClasses] = await Promise.all([
    db.selectFrom('school').select(['id', 'name']).orderBy('id').executeTakeFirst(),
    db.selectFrom('school_years').select(['id', 'name']).where('current', '=', 1).executeTakeFirst(),
    listOptions(db),
    db.selectFrom('metadata_types').selectAll().orderBy('id').execute(),
    db.selectFrom('time_parts').selectAll().orderBy('position').execute(),
    db.selectFrom('sanction_types').selectAll().orderBy('position').execute(),
    attendanceClassesOf(db, user.id),
    disciplineClassesOf(db, user.id),
  ]);
  const classCourses = schoolYear
    ? await db
        .selectFrom('class_courses as cc')
        .innerJoin('classrooms as c', 'c.id', 'cc.classroom_id')
        .innerJoin('courses as co', 'co.id', 'cc.course_id')
        .select([
          'cc.id',
          'cc.classroom_id',
          'c.name as classroom_name',
          'cc.course_id',
          'co.name as course_name',
          'co.code as course_code',
          'cc.coefficient',
          'cc.credits',
        ])
        .where('cc.teacher_id', '=', user.id)
        .where('c.school_year_id', '=', schoolYear.id)
        .orderBy('c.name')
        .orderBy('co.name')
        .execute()
    : [];
  return {
    data: { user: toUser(user), accessToken: token },
    school: school ?? null,
    schoolYear: schoolYear ?? null,
    classCourses: classCourses.map((row) => ({
      id: row.id,
      classroomId: row.classroom_id,
      classroomName: row.classroom_name,
      courseId: row.course_id,
      courseName: row.course_name,
      courseCode: row.course_code,
      coefficient: row.coefficient,
      credits: row.credits,
    })),
    permissions,
    options,
    metadataTypes: metadataTypes.map((type) => ({
      id: type.id,
      name: type.name,
      kind: type.kind,
      choices: type.choices ? type.choices.split(';') : [],
    })),
    disciplineClasses,
    attendanceClasses,
    timeParts: timeParts.map((part) => ({
      id: part.id,
      name: part.name,
      startsAt: part.starts_at,
      endsAt: part.ends_at,
      durationHours: part.duration_hours,
      position: part.position,
    })),
    sanctionTypes: sanctionTypes.map((type) => ({
      id: type.id,
      code: type.code,
      name: type.name,
      unit: type.unit,
      position: type.position,
    })),
  };
}
