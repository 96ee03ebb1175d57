/**
 * Marks still to enter: the class courses of secondary classrooms whose marks for a sequence are
 * fewer than the students they are for (registered in the classroom, not exempted: the students
 * the mark entry lists). Two grouped queries, side by side, whatever the number of class courses.
 */
import type { Dashboard } from '../../../domain/contract/dashboard';
import { TILE_LIST_MAX } from '../../../domain/dashboard/tiles';
import type { Db } from '../../db/schema';

/** The class courses of the year's secondary classrooms, or one teacher's. */
function classCoursesOf(db: Db, schoolYearId: number, teacherId: number | null) {
  let query = db
    .selectFrom('class_courses as cc')
    .innerJoin('classrooms as c', 'c.id', 'cc.classroom_id')
    .innerJoin('levels as l', 'l.id', 'c.level_id')
    .where('c.school_year_id', '=', schoolYearId)
    .where('l.grading_system', '=', 'sequence');
  if (teacherId !== null) query = query.where('cc.teacher_id', '=', teacherId);
  return query;
}

export async function marksToEnter(
  db: Db,
  schoolYearId: number,
  sequence: number,
  teacherId: number | null,
): Promise<NonNullable<Dashboard['marksToEnter']>> {
  const [expected, entered] = await Promise.all([
    classCoursesOf(db, schoolYearId, teacherId)
      .innerJoin('courses as co', 'co.id', 'cc.course_id')
      .innerJoin('registrations as r', (join) => join.onRef('r.classroom_id', '=', 'cc.classroom_id').on('r.status', '=', 'active'))
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('exemptions as e')
              .select('e.id')
              .whereRef('e.student_id', '=', 'r.student_id')
              .whereRef('e.class_course_id', '=', 'cc.id'),
          ),
        ),
      )
      .select([
        'cc.id',
        'cc.classroom_id',
        'c.name as classroom_name',
        'co.name as course_name',
        (eb) => eb.fn.count<number>('r.student_id').as('n'),
      ])
      .groupBy(['cc.id', 'cc.classroom_id', 'c.name', 'co.name'])
      .execute(),
    classCoursesOf(db, schoolYearId, teacherId)
      .innerJoin('marks as m', 'm.class_course_id', 'cc.id')
      .innerJoin('registrations as r', (join) =>
        join.onRef('r.student_id', '=', 'm.student_id').onRef('r.classroom_id', '=', 'cc.classroom_id').on('r.status', '=', 'active'),
      )
      .select(['cc.id', (eb) => eb.fn.count<number>('m.id').as('n')])
      .where('m.sequence', '=', sequence)
      .groupBy('cc.id')
      .execute(),
  ]);
  const enteredOf = new Map(entered.map((row) => [row.id, Number(row.n)]));
  const missing = expected
    .map((row) => ({
      classCourseId: row.id,
      classroomId: row.classroom_id,
      classroomName: row.classroom_name,
      courseName: row.course_name,
      missing: Number(row.n) - (enteredOf.get(row.id) ?? 0),
    }))
    .filter((row) => row.missing > 0)
    // Most missing first: the entries furthest behind; then by classroom and course for a stable list.
    .sort((a, b) => b.missing - a.missing || a.classroomName.localeCompare(b.classroomName) || a.courseName.localeCompare(b.courseName));
  return { sequence, count: missing.length, classCourses: missing.slice(0, TILE_LIST_MAX) };
}
