import { sql } from 'kysely';
import type { Db } from '../../db/schema';
import { notFound } from '../../errors';

/** Roll calls are expected Monday to Saturday: a school has no lessons on Sunday. */
const isSchoolDay = (date: string): boolean => new Date(`${date}T00:00:00Z`).getUTCDay() !== 0;

/** The dashboard's counts for a school year: students by sex, classrooms, active staff and teachers, and the day's attendance. */
export async function schoolKpis(db: Db, schoolYearId: number, date: string) {
  const year = await db.selectFrom('school_years').select('id').where('id', '=', schoolYearId).executeTakeFirst();
  if (!year) throw notFound('errors.schoolYearNotFound');
  const [bySex, classrooms, staff, timeParts, rollCalls, absences] = await Promise.all([
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
    db
      .selectFrom('time_parts')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('roll_calls')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('school_year_id', '=', year.id)
      .where('date', '=', date)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('absences')
      .select([
        (eb) => eb.fn.sum<number>(sql`case when status = 'absent' then 1 else 0 end`).as('absent'),
        (eb) => eb.fn.sum<number>(sql`case when lateness_minutes > 0 and status <> 'draft' then 1 else 0 end`).as('late'),
      ])
      .where('school_year_id', '=', year.id)
      .where('date', '=', date)
      .executeTakeFirstOrThrow(),
  ]);
  const taken = Number(rollCalls.n);
  const expected = isSchoolDay(date) ? Number(classrooms.n) * Number(timeParts.n) : 0;
  const male = Number(bySex.find((row) => row.sex === 'M')?.n ?? 0);
  const female = Number(bySex.find((row) => row.sex === 'F')?.n ?? 0);
  return {
    schoolYearId: year.id,
    students: { total: male + female, male, female },
    classrooms: Number(classrooms.n),
    staff: staff.reduce((sum, row) => sum + Number(row.n), 0),
    teachers: Number(staff.find((row) => row.role === 'teacher')?.n ?? 0),
    attendance: {
      date,
      absent: Number(absences.absent ?? 0),
      late: Number(absences.late ?? 0),
      rollCallsTaken: taken,
      rollCallsMissing: Math.max(0, expected - taken),
    },
  };
}
