import type { Db } from '../db/schema';
import { notFound } from '../errors';

/** The dashboard's counts for a school year: students by sex, classrooms, active staff and teachers. */
export async function schoolKpis(db: Db, schoolYearId: number) {
  const year = await db.selectFrom('school_years').select('id').where('id', '=', schoolYearId).executeTakeFirst();
  if (!year) throw notFound('errors.schoolYearNotFound');
  const [bySex, classrooms, staff] = await Promise.all([
    db
      .selectFrom('registrations as r')
      .innerJoin('students as s', 's.id', 'r.student_id')
      .select(['s.sex', (eb) => eb.fn.count<number>('r.student_id').distinct().as('n')])
      .where('r.school_year_id', '=', year.id)
      .where('r.status', '=', 'active')
      .groupBy('s.sex')
      .execute(),
    db
      .selectFrom('classrooms')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('school_year_id', '=', year.id)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('users')
      .select(['role', (eb) => eb.fn.countAll<number>().as('n')])
      .where('status', '=', 'active')
      .groupBy('role')
      .execute(),
  ]);
  const male = Number(bySex.find((row) => row.sex === 'M')?.n ?? 0);
  const female = Number(bySex.find((row) => row.sex === 'F')?.n ?? 0);
  return {
    schoolYearId: year.id,
    students: { total: male + female, male, female },
    classrooms: Number(classrooms.n),
    staff: staff.reduce((sum, row) => sum + Number(row.n), 0),
    teachers: Number(staff.find((row) => row.role === 'teacher')?.n ?? 0),
  };
}
