import { sql } from 'kysely';
import type { Db } from '../../db/schema';
import { notFound } from '../../errors';

/** Roll calls are expected Monday to Saturday: a school has no lessons on Sunday. */
const isSchoolDay = (date: string): boolean => new Date(`${date}T00:00:00Z`).getUTCDay() !== 0;

/** The year's registered students, by sex. */
export async function studentsBySex(db: Db, schoolYearId: number): Promise<{ total: number; male: number; female: number }> {
  const rows = await db
    .selectFrom('registrations as r')
    .innerJoin('students as s', 's.id', 'r.student_id')
    .select(['s.sex', (eb) => eb.fn.count<number>('r.student_id').distinct().as('n')])
    .where('r.school_year_id', '=', schoolYearId)
    .where('r.status', '=', 'active')
    .groupBy('s.sex')
    .execute();
  const male = Number(rows.find((row) => row.sex === 'M')?.n ?? 0);
  const female = Number(rows.find((row) => row.sex === 'F')?.n ?? 0);
  return { total: male + female, male, female };
}

/** The day's absences and latenesses of the whole school. */
export async function dayAbsences(db: Db, schoolYearId: number, date: string): Promise<{ absent: number; late: number }> {
  const row = await db
    .selectFrom('absences')
    .select([
      (eb) => eb.fn.sum<number>(sql`case when status = 'absent' then 1 else 0 end`).as('absent'),
      (eb) => eb.fn.sum<number>(sql`case when lateness_minutes > 0 and status <> 'draft' then 1 else 0 end`).as('late'),
    ])
    .where('school_year_id', '=', schoolYearId)
    .where('date', '=', date)
    .executeTakeFirstOrThrow();
  return { absent: Number(row.absent ?? 0), late: Number(row.late ?? 0) };
}

/** The dashboard's counts for a school year: students by sex, classrooms, active staff and teachers, and the day's attendance. */
export async function schoolKpis(db: Db, schoolYearId: number, date: string) {
  const year = await db.selectFrom('school_years').select('id').where('id', '=', schoolYearId).executeTakeFirst();
  if (!year) throw notFound('errors.schoolYearNotFound');
  const [bySex, classrooms, staff, timeParts, rollCalls, absences] = await Promise.all([
    studentsBySex(db, year.id),
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
    dayAbsences(db, year.id, date),
  ]);
  const taken = Number(rollCalls.n);
  const expected = isSchoolDay(date) ? Number(classrooms.n) * Number(timeParts.n) : 0;
  return {
    schoolYearId: year.id,
    students: bySex,
    classrooms: Number(classrooms.n),
    staff: staff.reduce((sum, row) => sum + Number(row.n), 0),
    teachers: Number(staff.find((row) => row.role === 'teacher')?.n ?? 0),
    attendance: {
      date,
      ...absences,
      rollCallsTaken: taken,
      rollCallsMissing: Math.max(0, expected - taken),
    },
  };
}
