/**
 * Writing payments: the one path by which a payment, a reversal, the demo seed's counter days and
 * the benches' year of payments reach the tables. Each payment gets the next receipt number of its
 * school year, its allocation lines and, when it was asked for at the counter, its audit entry.
 * Many payments are written in a few statements, so a year of them seeds in seconds.
 *
 * The caller holds the transaction and the locks: the counter locks the cashier's session and the
 * student's account; a seed or a bench is the only writer.
 */
import type { Transaction } from 'kysely';
import type { PaymentMethod } from '../../../domain/contract/payments';
import { allocateOldestFirst, payableOf, type AccountLine, type Allocation } from '../../../domain/finance/account';
import type { Database } from '../../db/schema';
import { badField } from '../../errors';
import { auditMany, type AuditEntry } from '../shared/audit';
import { localDate, nowIso } from '../shared/clock';
import { ledgers } from './ledger';

type Trx = Transaction<Database>;

export interface NewPayment {
  schoolYearId: number;
  studentId: number;
  /** Negative for a reversal. */
  amount: number;
  paidOn: string;
  method: PaymentMethod;
  reference?: string | null;
  payer?: string | null;
  note?: string | null;
  cashierId: number;
  sessionId: number;
  reversesId?: number | null;
  /** Now when absent; a seed dates the payments it takes on their day. */
  createdAt?: string;
  /**
   * The instalments it covers. When absent, the oldest due first over the student's account as it
   * stands, the earlier payments of the same call counted: what the counter does when the cashier
   * does not choose.
   */
  allocations?: readonly Allocation[];
  /** Who asked for it and what they asked (the receipt number and the allocations are added); a seed's payments are not audited. */
  audit?: { userId: number; asked: object };
}

export interface WrittenPayment {
  id: number;
  receiptNumber: number;
  allocations: Allocation[];
}

/** SQLite takes at most 32766 bound values per statement: 14 columns × 500 rows stays far below. */
const BATCH = 500;

/**
 * Takes `count` receipt numbers of the year at once and answers the first. The counter row stays
 * locked until the transaction commits (PostgreSQL) or the write is serialised (SQLite), and a
 * rollback gives the numbers back, so numbers have no gap and no duplicate whatever the number of cashiers.
 */
export async function takeReceiptNumbers(trx: Trx, schoolYearId: number, count: number): Promise<number> {
  const take = () =>
    trx
      .updateTable('receipt_counters')
      .set((eb) => ({ last_number: eb('last_number', '+', count) }))
      .where('school_year_id', '=', schoolYearId)
      .returning('last_number')
      .executeTakeFirst();
  const taken = await take();
  if (taken) return taken.last_number - count + 1;
  // The year's first receipt: two cashiers may both get here; the row is made once, then both increment it.
  await trx
    .insertInto('receipt_counters')
    .values({ school_year_id: schoolYearId, last_number: 0 })
    .onConflict((oc) => oc.column('school_year_id').doNothing())
    .execute();
  return (await take())!.last_number - count + 1;
}

export const nextReceiptNumber = (trx: Trx, schoolYearId: number): Promise<number> => takeReceiptNumbers(trx, schoolYearId, 1);

/** The lines once a payment's allocations are counted, so the next payment of the call sees them paid. */
const covering = (lines: readonly AccountLine[], allocations: readonly Allocation[]): AccountLine[] =>
  lines.map((line) => {
    const part = allocations.filter((a) => a.instalmentId === line.instalmentId).reduce((sum, a) => sum + a.amount, 0);
    return part ? { ...line, paid: line.paid + part, balance: line.balance - part } : line;
  });

/** Each payment's allocations, in order: those given, or the oldest due first over the accounts read once per year. */
async function allocationsOf(trx: Trx, payments: readonly NewPayment[]): Promise<Allocation[][]> {
  const accounts = new Map<string, AccountLine[]>();
  for (const schoolYearId of new Set(payments.filter((p) => !p.allocations).map((p) => p.schoolYearId))) {
    const studentIds = [...new Set(payments.filter((p) => !p.allocations && p.schoolYearId === schoolYearId).map((p) => p.studentId))];
    // Overdue is not what allocation reads: any day will do.
    const read = await ledgers(trx, { schoolYearId, studentIds }, localDate());
    for (const studentId of studentIds) accounts.set(`${schoolYearId}:${studentId}`, read.get(studentId)?.lines ?? []);
  }
  return payments.map((payment) => {
    const key = `${payment.schoolYearId}:${payment.studentId}`;
    const lines = accounts.get(key);
    if (payment.allocations) {
      if (lines) accounts.set(key, covering(lines, payment.allocations));
      return [...payment.allocations];
    }
    const allocations = allocateOldestFirst(lines!, payment.amount);
    if (!allocations) throw badField('amount', 'errors.paymentOverBalance', { balance: payableOf(lines!) });
    accounts.set(key, covering(lines!, allocations));
    return allocations;
  });
}

/** Writes the payments, numbered in the order given within each school year; answers their ids, numbers and allocations in that order. */
export async function insertPayments(trx: Trx, payments: readonly NewPayment[]): Promise<WrittenPayment[]> {
  if (!payments.length) return [];
  const allocations = await allocationsOf(trx, payments);
  const receipts: number[] = [];
  for (const schoolYearId of new Set(payments.map((p) => p.schoolYearId))) {
    const indexes = payments.flatMap((p, index) => (p.schoolYearId === schoolYearId ? [index] : []));
    const first = await takeReceiptNumbers(trx, schoolYearId, indexes.length);
    indexes.forEach((index, n) => (receipts[index] = first + n));
  }
  const now = nowIso();
  const ids: number[] = [];
  for (let start = 0; start < payments.length; start += BATCH) {
    const batch = payments.slice(start, start + BATCH);
    const rows = await trx
      .insertInto('payments')
      .values(
        batch.map((payment, n) => ({
          school_year_id: payment.schoolYearId,
          receipt_number: receipts[start + n],
          student_id: payment.studentId,
          amount: payment.amount,
          paid_on: payment.paidOn,
          method: payment.method,
          reference: payment.reference ?? null,
          payer: payment.payer ?? null,
          note: payment.note ?? null,
          cashier_id: payment.cashierId,
          session_id: payment.sessionId,
          reverses_id: payment.reversesId ?? null,
          created_at: payment.createdAt ?? now,
        })),
      )
      .returning(['id', 'school_year_id', 'receipt_number'])
      .execute();
    // Matched by their receipt number, unique in the year: neither database promises the order rows come back in.
    const idOf = new Map(rows.map((row) => [`${row.school_year_id}:${row.receipt_number}`, row.id]));
    batch.forEach((payment, n) => (ids[start + n] = idOf.get(`${payment.schoolYearId}:${receipts[start + n]}`)!));
  }
  const lines = ids.flatMap((id, index) =>
    allocations[index].map((line) => ({ payment_id: id, instalment_id: line.instalmentId, amount: line.amount })),
  );
  for (let start = 0; start < lines.length; start += BATCH)
    await trx
      .insertInto('payment_allocations')
      .values(lines.slice(start, start + BATCH))
      .execute();
  const entries = payments.flatMap((payment, index): AuditEntry[] =>
    payment.audit
      ? [
          {
            userId: payment.audit.userId,
            action: 'create',
            entity: 'payment',
            entityId: ids[index],
            after: { ...payment.audit.asked, receiptNumber: receipts[index], allocations: allocations[index] },
          },
        ]
      : [],
  );
  if (entries.length) await auditMany(trx, entries);
  return ids.map((id, index) => ({ id, receiptNumber: receipts[index], allocations: allocations[index] }));
}
