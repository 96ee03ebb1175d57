import type { FastifyInstance } from 'fastify';
import * as contract from '../../domain/contract/statistics';
import type { PeriodType } from '../../domain/grading/periods';
import { notFound } from '../errors';
import { addAuthedRoute } from '../http/contract';
import { averageMarksOf } from '../services/averageMarks';
import type { RouteContext } from './context';

export function statisticsRoutes(app: FastifyInstance, { db }: RouteContext): void {
  addAuthedRoute(app, db, contract.kpis, async ({ params }) => {
    const year = await db.selectFrom('school_years').select('id').where('id', '=', params.schoolYearId).executeTakeFirst();
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
      db.selectFrom('classrooms').select((eb) => eb.fn.countAll<number>().as('n')).where('school_year_id', '=', year.id).executeTakeFirstOrThrow(),
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
  });

  // The contracts accept only their side's period types (oneOf), so the cast is checked already.
  addAuthedRoute(app, db, contract.averageMarks, ({ params }) => averageMarksOf(db, 'secondary', { ...params, periodType: params.periodType as PeriodType }));
  addAuthedRoute(app, db, contract.averageMarksLmd, ({ params }) => averageMarksOf(db, 'lmd', { ...params, periodType: params.periodType as PeriodType }));
}
