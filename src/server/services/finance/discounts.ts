/** Discounts granted to a student for a school year: revoked, never deleted, each change audited. */
import type { Discount, DiscountBody, DiscountsQuery } from '../../../domain/contract/feeSetup';
import type { Db } from '../../db/schema';
import { notFound } from '../../errors';
import type { Caller } from '../../http/auth';
import { audit } from '../shared/audit';
import { nowIso } from '../shared/clock';
import { bumpVersion } from '../shared/dataVersions';
import { compareNames } from '../shared/nameOrder';
import { staffName, studentName } from './schoolYear';

function discountsSelect(db: Db) {
  return (
    db
      .selectFrom('fee_discounts as d')
      .innerJoin('students as s', 's.id', 'd.student_id')
      .leftJoin('fee_types as t', 't.id', 'd.fee_type_id')
      // One active registration at most per student and year (registrations_one_active).
      .leftJoin('registrations as r', (join) =>
        join.onRef('r.student_id', '=', 'd.student_id').onRef('r.school_year_id', '=', 'd.school_year_id').on('r.status', '=', 'active'),
      )
      .leftJoin('classrooms as c', 'c.id', 'r.classroom_id')
      .leftJoin('users as g', 'g.id', 'd.granted_by')
      .leftJoin('users as v', 'v.id', 'd.revoked_by')
      .select([
        'd.id',
        'd.student_id',
        's.first_name',
        's.last_name',
        's.matricule',
        'c.name as classroom_name',
        'd.school_year_id',
        'd.fee_type_id',
        't.name as fee_type_name',
        'd.kind',
        'd.amount',
        'd.percent',
        'd.reason',
        'g.first_name as granted_first',
        'g.last_name as granted_last',
        'd.created_at',
        'v.first_name as revoked_first',
        'v.last_name as revoked_last',
        'd.revoked_at',
      ])
  );
}

type DiscountRow = Awaited<ReturnType<ReturnType<typeof discountsSelect>['executeTakeFirstOrThrow']>>;

const person = (first: string | null, last: string | null) =>
  first === null || last === null ? null : staffName({ first_name: first, last_name: last });

const toDiscount = (row: DiscountRow): Discount => ({
  id: row.id,
  studentId: row.student_id,
  studentName: studentName(row),
  matricule: row.matricule,
  classroomName: row.classroom_name,
  schoolYearId: row.school_year_id,
  feeTypeId: row.fee_type_id,
  feeTypeName: row.fee_type_name,
  kind: row.kind,
  amount: row.amount,
  percent: row.percent === null ? null : Number(row.percent),
  reason: row.reason,
  grantedBy: person(row.granted_first, row.granted_last),
  createdAt: row.created_at,
  revokedBy: person(row.revoked_first, row.revoked_last),
  revokedAt: row.revoked_at,
});

export async function listDiscounts(db: Db, query: DiscountsQuery) {
  let select = discountsSelect(db).where('d.school_year_id', '=', query.schoolYearId);
  if (query.studentId) select = select.where('d.student_id', '=', query.studentId);
  if (!query.all) select = select.where('d.revoked_at', 'is', null);
  const data = (await select.orderBy('d.id').execute()).map(toDiscount);
  data.sort((a, b) => compareNames(a.studentName, b.studentName) || a.id - b.id);
  return { data, total: data.length };
}

const findDiscount = async (db: Db, id: number) => {
  const row = await discountsSelect(db).where('d.id', '=', id).executeTakeFirst();
  return row && toDiscount(row);
};

export async function grantDiscount(db: Db, caller: Caller, body: DiscountBody): Promise<Discount> {
  return db.transaction().execute(async (trx) => {
    const student = await trx.selectFrom('students').select('id').where('id', '=', body.studentId).executeTakeFirst();
    if (!student) throw notFound('errors.studentNotFound');
    if (!(await trx.selectFrom('school_years').select('id').where('id', '=', body.schoolYearId).executeTakeFirst()))
      throw notFound('errors.schoolYearMissing');
    if (body.feeTypeId && !(await trx.selectFrom('fee_types').select('id').where('id', '=', body.feeTypeId).executeTakeFirst()))
      throw notFound('errors.feeTypeMissing');
    const { id } = await trx
      .insertInto('fee_discounts')
      .values({
        student_id: body.studentId,
        school_year_id: body.schoolYearId,
        fee_type_id: body.feeTypeId ?? null,
        kind: body.kind,
        amount: body.kind === 'amount' ? body.amount : null,
        percent: body.kind === 'percent' ? body.percent : null,
        reason: body.reason,
        granted_by: caller.user.id,
        created_at: nowIso(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const after = (await findDiscount(trx, id))!;
    await audit(trx, { userId: caller.user.id, action: 'create', entity: 'fee_discount', entityId: id, after });
    return after;
  });
}

export async function revokeDiscount(db: Db, caller: Caller, id: number) {
  return db.transaction().execute(async (trx) => {
    const before = await findDiscount(trx, id);
    if (!before || before.revokedAt) throw notFound('errors.discountMissing');
    await trx.updateTable('fee_discounts').set({ revoked_by: caller.user.id, revoked_at: nowIso() }).where('id', '=', id).execute();
    // A revocation changes no id the dashboards watch: the money counter tells them.
    await bumpVersion(trx, 'money');
    await audit(trx, {
      userId: caller.user.id,
      action: 'update',
      entity: 'fee_discount',
      entityId: id,
      before,
      after: await findDiscount(trx, id),
    });
    return { message: 'Discount revoked' };
  });
}
