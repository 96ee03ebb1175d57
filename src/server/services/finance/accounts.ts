/** A student's account for a school year, as the counter and the student page show it. */
import type { Account, Payment } from '../../../domain/contract/payments';
import type { Db } from '../../db/schema';
import { notFound } from '../../errors';
import { localDate } from '../shared/clock';
import { ledgerOf, ledgers } from './ledger';
import { loadPayments } from './paymentRows';
import { studentName, yearOf } from './schoolYear';

export async function getAccount(db: Db, studentId: number, schoolYearId?: number): Promise<Account> {
  const student = await db
    .selectFrom('students')
    .select(['id', 'first_name', 'last_name', 'matricule'])
    .where('id', '=', studentId)
    .executeTakeFirst();
  if (!student) throw notFound('errors.studentNotFound');
  const year = await yearOf(db, schoolYearId);
  const asOf = localDate();
  const { ledger, instalments } = await ledgerOf(db, studentId, year.id, asOf);
  const registration = await db
    .selectFrom('registrations as r')
    .innerJoin('classrooms as c', 'c.id', 'r.classroom_id')
    .innerJoin('levels as l', 'l.id', 'c.level_id')
    .select(['c.id', 'c.name', 'l.name as level_name', 'r.status'])
    .where('r.student_id', '=', studentId)
    .where('r.school_year_id', '=', year.id)
    .orderBy('r.id', 'desc')
    .execute();
  const place = registration.find((row) => row.status === 'active') ?? registration[0];
  const discounts = await db
    .selectFrom('fee_discounts as d')
    .leftJoin('fee_types as t', 't.id', 'd.fee_type_id')
    .select(['d.id', 't.name as fee_type_name', 'd.kind', 'd.amount', 'd.percent', 'd.reason'])
    .where('d.student_id', '=', studentId)
    .where('d.school_year_id', '=', year.id)
    .where('d.revoked_at', 'is', null)
    .orderBy('d.id')
    .execute();
  const payments = await loadPayments(db, (query) =>
    query.where('p.student_id', '=', studentId).where('p.school_year_id', '=', year.id).orderBy('p.receipt_number', 'desc'),
  );
  return {
    studentId,
    studentName: studentName(student),
    matricule: student.matricule,
    schoolYearId: year.id,
    schoolYearName: year.name,
    classroomId: place?.id ?? null,
    classroomName: place?.name ?? null,
    levelName: place?.level_name ?? null,
    asOf,
    lines: ledger.lines.map((line) => {
      const info = instalments.get(line.instalmentId)!;
      return { ...line, feeTypeName: info.feeTypeName, label: info.label };
    }),
    totals: ledger.totals,
    discounts: discounts.map((row) => ({
      id: row.id,
      feeTypeName: row.fee_type_name,
      kind: row.kind,
      amount: row.amount,
      percent: row.percent === null ? null : Number(row.percent),
      reason: row.reason,
    })),
    payments,
  };
}

/**
 * What the student owed for the payment's school year once it was recorded, as the account counts
 * its balance (negative: in credit): later payments, reversals, charges and discounts leave it as
 * it was, so a receipt reprinted in June says what it said in October.
 */
export async function balanceAfter(
  db: Db,
  payment: Pick<Payment, 'studentId' | 'schoolYearId' | 'receiptNumber' | 'createdAt' | 'paidOn'>,
): Promise<number> {
  const scope = {
    schoolYearId: payment.schoolYearId,
    studentIds: [payment.studentId],
    asAt: { time: payment.createdAt, receiptNumber: payment.receiptNumber },
  };
  const all = await ledgers(db, scope, payment.paidOn);
  return all.get(payment.studentId)?.totals.balance ?? 0;
}
