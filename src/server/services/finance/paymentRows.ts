/** Payments and reversals as the API answers them, read in a handful of queries for any number of them. */
import type { Payment } from '../../../domain/contract/payments';
import type { Db } from '../../db/schema';
import { receiptLabel, staffName, studentName } from './schoolYear';

export function paymentsSelect(db: Db) {
  return db
    .selectFrom('payments as p')
    .innerJoin('students as s', 's.id', 'p.student_id')
    .innerJoin('users as u', 'u.id', 'p.cashier_id')
    .innerJoin('school_years as y', 'y.id', 'p.school_year_id')
    .leftJoin('payments as o', 'o.id', 'p.reverses_id')
    .select([
      'p.id',
      'p.school_year_id',
      'y.name as year_name',
      'p.receipt_number',
      'p.student_id',
      's.first_name',
      's.last_name',
      's.matricule',
      'p.amount',
      'p.paid_on',
      'p.method',
      'p.reference',
      'p.payer',
      'p.note',
      'p.cashier_id',
      'u.first_name as cashier_first',
      'u.last_name as cashier_last',
      'p.session_id',
      'p.reverses_id',
      'o.receipt_number as reverses_number',
      'p.created_at',
    ]);
}

type PaymentQuery = ReturnType<typeof paymentsSelect>;
type PaymentRow = Awaited<ReturnType<PaymentQuery['executeTakeFirstOrThrow']>>;

const CHUNK = 500;

async function byChunks<T>(ids: readonly number[], read: (ids: readonly number[]) => Promise<T[]>): Promise<T[]> {
  const rows: T[] = [];
  for (let start = 0; start < ids.length; start += CHUNK) rows.push(...(await read(ids.slice(start, start + CHUNK))));
  return rows;
}

/** Completes the rows: allocations with their labels, what reversals took back, the student's classroom of that year. */
export async function toPayments(db: Db, rows: readonly PaymentRow[]): Promise<Payment[]> {
  if (!rows.length) return [];
  const ids = rows.map((row) => row.id);
  const allocations = await byChunks(ids, (chunk) =>
    db
      .selectFrom('payment_allocations as a')
      .innerJoin('fee_instalments as i', 'i.id', 'a.instalment_id')
      .select(['a.payment_id', 'a.instalment_id', 'i.label', 'a.amount'])
      .where('a.payment_id', 'in', chunk)
      .orderBy('a.id')
      .execute(),
  );
  const reversed = await byChunks(ids, (chunk) =>
    db
      .selectFrom('payments')
      .select(['reverses_id', (eb) => eb.fn.sum<number>('amount').as('amount')])
      .where('reverses_id', 'in', chunk)
      .groupBy('reverses_id')
      .execute(),
  );
  const pairs = new Set(rows.map((row) => `${row.student_id}:${row.school_year_id}`));
  const studentIds = [...new Set(rows.map((row) => row.student_id))];
  const years = [...new Set(rows.map((row) => row.school_year_id))];
  const classrooms = await byChunks(studentIds, (chunk) =>
    db
      .selectFrom('registrations as r')
      .innerJoin('classrooms as c', 'c.id', 'r.classroom_id')
      .select(['r.student_id', 'r.school_year_id', 'r.status', 'c.name'])
      .where('r.student_id', 'in', chunk)
      .where('r.school_year_id', 'in', years)
      .orderBy('r.id')
      .execute(),
  );
  const classroomOf = new Map<string, string>();
  for (const row of classrooms) {
    const key = `${row.student_id}:${row.school_year_id}`;
    if (!pairs.has(key)) continue;
    // The active registration wins; otherwise the latest.
    if (row.status === 'active' || !classroomOf.has(key)) classroomOf.set(key, row.name);
  }
  const allocationsOf = new Map<number, Payment['allocations']>();
  for (const row of allocations) {
    const list = allocationsOf.get(row.payment_id) ?? [];
    list.push({ instalmentId: row.instalment_id, label: row.label, amount: row.amount });
    allocationsOf.set(row.payment_id, list);
  }
  const reversedOf = new Map(reversed.map((row) => [row.reverses_id!, -Number(row.amount)]));
  return rows.map((row) => ({
    id: row.id,
    schoolYearId: row.school_year_id,
    receiptNumber: row.receipt_number,
    receiptLabel: receiptLabel(row.year_name, row.receipt_number),
    studentId: row.student_id,
    studentName: studentName(row),
    matricule: row.matricule,
    classroomName: classroomOf.get(`${row.student_id}:${row.school_year_id}`) ?? null,
    amount: row.amount,
    paidOn: row.paid_on,
    method: row.method,
    reference: row.reference,
    payer: row.payer,
    note: row.note,
    cashierId: row.cashier_id,
    cashierName: staffName({ first_name: row.cashier_first, last_name: row.cashier_last }),
    sessionId: row.session_id,
    reversesId: row.reverses_id,
    reversesReceiptLabel: row.reverses_number === null ? null : receiptLabel(row.year_name, row.reverses_number),
    reversed: reversedOf.get(row.id) ?? 0,
    allocations: allocationsOf.get(row.id) ?? [],
    createdAt: row.created_at,
  }));
}

export async function loadPayments(db: Db, filter: (query: PaymentQuery) => PaymentQuery): Promise<Payment[]> {
  return toPayments(db, await filter(paymentsSelect(db)).execute());
}
