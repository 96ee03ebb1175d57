/**
 * What each student is charged, as lines (fee_charges): a student's charges for an instalment add
 * up to what their level's schedule asks, and every change is a line of its own with its reason.
 * `syncCharges` brings students' lines to their schedule: it runs when a student is registered or
 * transferred (reason registration / transfer) and when a schedule changes (reason schedule).
 *
 * The target of a student is the schedule of the level of their active registration of the year.
 * A student whose registration ended (left, transferred out of the school) keeps what was charged:
 * they still owe what fell due while they were here. A student with no registration at all in the
 * year (a registration made by mistake and deleted) is charged nothing.
 */
import type { Transaction } from 'kysely';
import { chargeDifferences } from '../../../domain/finance/account';
import { lockFor } from '../../db/locks';
import type { Database } from '../../db/schema';
import { nowIso } from '../shared/clock';

type Trx = Transaction<Database>;
export type ChargeReason = 'registration' | 'transfer' | 'schedule';

const CHUNK = 400;

/** Serialises the writers of a year's charges (a registration, a schedule saved) on PostgreSQL. */
export const lockCharges = (trx: Trx, schoolYearId: number) => lockFor(trx, `fee-charges:${schoolYearId}`);

export async function syncCharges(
  trx: Trx,
  schoolYearId: number,
  studentIds: readonly number[],
  reason: ChargeReason,
  userId: number | null,
): Promise<number> {
  if (!studentIds.length) return 0;
  await lockCharges(trx, schoolYearId);
  const lines: {
    student_id: number;
    school_year_id: number;
    instalment_id: number;
    amount: number;
    reason: ChargeReason;
    created_by: number | null;
    created_at: string;
  }[] = [];
  const now = nowIso();
  for (let start = 0; start < studentIds.length; start += CHUNK) {
    const ids = studentIds.slice(start, start + CHUNK);
    const registrations = await trx
      .selectFrom('registrations as r')
      .innerJoin('classrooms as c', 'c.id', 'r.classroom_id')
      .select(['r.student_id', 'r.status', 'c.level_id'])
      .where('r.school_year_id', '=', schoolYearId)
      .where('r.student_id', 'in', ids)
      .execute();
    const levelOf = new Map<number, number>();
    const registered = new Set<number>();
    for (const row of registrations) {
      registered.add(row.student_id);
      if (row.status === 'active') levelOf.set(row.student_id, row.level_id);
    }
    const levels = [...new Set(levelOf.values())];
    const instalments = levels.length
      ? await trx
          .selectFrom('fee_instalments')
          .select(['id', 'level_id', 'amount'])
          .where('school_year_id', '=', schoolYearId)
          .where('level_id', 'in', levels)
          .where('removed', '=', 0)
          .execute()
      : [];
    const scheduleOf = new Map<number, { instalmentId: number; amount: number }[]>();
    for (const row of instalments) {
      const list = scheduleOf.get(row.level_id) ?? [];
      list.push({ instalmentId: row.id, amount: row.amount });
      scheduleOf.set(row.level_id, list);
    }
    const charged = await trx
      .selectFrom('fee_charges')
      .select(['student_id', 'instalment_id', (eb) => eb.fn.sum<number>('amount').as('amount')])
      .where('school_year_id', '=', schoolYearId)
      .where('student_id', 'in', ids)
      .groupBy(['student_id', 'instalment_id'])
      .execute();
    const chargedOf = new Map<number, Map<number, number>>();
    for (const row of charged) {
      const map = chargedOf.get(row.student_id) ?? new Map<number, number>();
      map.set(row.instalment_id, Number(row.amount));
      chargedOf.set(row.student_id, map);
    }
    for (const studentId of ids) {
      const level = levelOf.get(studentId);
      // Left or transferred out: what was charged stays.
      if (level === undefined && registered.has(studentId)) continue;
      const target = level === undefined ? [] : (scheduleOf.get(level) ?? []);
      for (const line of chargeDifferences(chargedOf.get(studentId) ?? new Map(), target))
        lines.push({
          student_id: studentId,
          school_year_id: schoolYearId,
          instalment_id: line.instalmentId,
          amount: line.amount,
          reason,
          created_by: userId,
          created_at: now,
        });
    }
  }
  for (let start = 0; start < lines.length; start += CHUNK)
    await trx
      .insertInto('fee_charges')
      .values(lines.slice(start, start + CHUNK))
      .execute();
  return lines.length;
}
