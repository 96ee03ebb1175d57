/**
 * The lines of students' accounts, read in a few grouped queries and computed by
 * domain/finance/account.ts: charges per instalment, discounts in force, and what payments (less
 * reversals) cover per instalment. One student's account and a whole school's use the same reads.
 */
import {
  accountOf,
  type AccountLine,
  type AccountTotals,
  type ChargedInstalment,
  type DiscountRule,
} from '../../../domain/finance/account';
import type { Db } from '../../db/schema';

export interface InstalmentInfo {
  id: number;
  levelId: number;
  feeTypeId: number;
  feeTypeName: string;
  label: string;
  dueDate: string;
  position: number;
}

export interface StudentLedger {
  studentId: number;
  lines: AccountLine[];
  totals: AccountTotals;
}

export interface LedgerScope {
  schoolYearId: number;
  /** Only these students; every student charged in the year when absent. */
  studentIds?: readonly number[];
  /**
   * The accounts as they stood when a receipt was written (a receipt's balance): the charges and
   * discounts made by `time` (a discount revoked since still counts), and the payments and reversals
   * up to that receipt number of the year. Charges, discounts and payments are only ever added or
   * revoked, never edited, so this is the account as it was. As of now when absent.
   */
  asAt?: { time: string; receiptNumber: number };
}

const CHUNK = 500;

async function inChunks<T>(ids: readonly number[] | undefined, read: (ids: readonly number[] | undefined) => Promise<T[]>): Promise<T[]> {
  if (!ids) return read(undefined);
  const rows: T[] = [];
  for (let start = 0; start < ids.length; start += CHUNK) rows.push(...(await read(ids.slice(start, start + CHUNK))));
  return rows;
}

/** The year's instalments, or only those one student has lines for. */
export async function instalmentsOf(db: Db, schoolYearId: number, studentId?: number): Promise<Map<number, InstalmentInfo>> {
  let query = db
    .selectFrom('fee_instalments as i')
    .innerJoin('fee_types as t', 't.id', 'i.fee_type_id')
    .select(['i.id', 'i.level_id', 'i.fee_type_id', 't.name as fee_type_name', 'i.label', 'i.due_date', 'i.position'])
    .where('i.school_year_id', '=', schoolYearId);
  if (studentId !== undefined)
    query = query.where(
      'i.id',
      'in',
      db.selectFrom('fee_charges').select('instalment_id').where('student_id', '=', studentId).where('school_year_id', '=', schoolYearId),
    );
  const rows = await query.execute();
  return new Map(
    rows.map((row) => [
      row.id,
      {
        id: row.id,
        levelId: row.level_id,
        feeTypeId: row.fee_type_id,
        feeTypeName: row.fee_type_name,
        label: row.label,
        dueDate: row.due_date,
        position: row.position,
      },
    ]),
  );
}

/**
 * Each student's charge rows of the year as written (one line per row, no sum), with their
 * instalment's fee type, due date and position: what the demo seed and the benches pay against.
 */
export async function chargeRowsOf(db: Db, schoolYearId: number): Promise<Map<number, ChargedInstalment[]>> {
  const instalments = new Map(
    (
      await db
        .selectFrom('fee_instalments')
        .select(['id', 'fee_type_id', 'due_date', 'position'])
        .where('school_year_id', '=', schoolYearId)
        .execute()
    ).map((row) => [row.id, row]),
  );
  const charges = await db
    .selectFrom('fee_charges')
    .select(['student_id', 'instalment_id', 'amount'])
    .where('school_year_id', '=', schoolYearId)
    .execute();
  const accounts = new Map<number, ChargedInstalment[]>();
  for (const row of charges) {
    const info = instalments.get(row.instalment_id)!;
    const list = accounts.get(row.student_id) ?? [];
    list.push({
      instalmentId: row.instalment_id,
      feeTypeId: info.fee_type_id,
      dueDate: info.due_date,
      position: info.position,
      charged: row.amount,
    });
    accounts.set(row.student_id, list);
  }
  return accounts;
}

/** Every student's account lines in the scope, judged overdue on `asOf`. */
export async function ledgers(
  db: Db,
  scope: LedgerScope,
  asOf: string,
  instalments?: Map<number, InstalmentInfo>,
): Promise<Map<number, StudentLedger>> {
  const info = instalments ?? (await instalmentsOf(db, scope.schoolYearId));
  const charges = await inChunks(scope.studentIds, (ids) => {
    let query = db
      .selectFrom('fee_charges')
      .select(['student_id', 'instalment_id', (eb) => eb.fn.sum<number>('amount').as('amount')])
      .where('school_year_id', '=', scope.schoolYearId)
      .groupBy(['student_id', 'instalment_id']);
    if (ids) query = query.where('student_id', 'in', ids);
    if (scope.asAt) query = query.where('created_at', '<=', scope.asAt.time);
    return query.execute();
  });
  const paid = await inChunks(scope.studentIds, (ids) => {
    let query = db
      .selectFrom('payment_allocations as a')
      .innerJoin('payments as p', 'p.id', 'a.payment_id')
      .select(['p.student_id', 'a.instalment_id', (eb) => eb.fn.sum<number>('a.amount').as('amount')])
      .where('p.school_year_id', '=', scope.schoolYearId)
      .groupBy(['p.student_id', 'a.instalment_id']);
    if (ids) query = query.where('p.student_id', 'in', ids);
    if (scope.asAt) query = query.where('p.receipt_number', '<=', scope.asAt.receiptNumber);
    return query.execute();
  });
  const discounts = await inChunks(scope.studentIds, (ids) => {
    let query = db
      .selectFrom('fee_discounts')
      .select(['student_id', 'fee_type_id', 'kind', 'amount', 'percent'])
      .where('school_year_id', '=', scope.schoolYearId)
      .orderBy('id');
    if (ids) query = query.where('student_id', 'in', ids);
    const at = scope.asAt?.time;
    query = at
      ? query.where('created_at', '<=', at).where((eb) => eb.or([eb('revoked_at', 'is', null), eb('revoked_at', '>', at)]))
      : query.where('revoked_at', 'is', null);
    return query.execute();
  });

  const chargedOf = new Map<number, ChargedInstalment[]>();
  const addLine = (studentId: number, instalmentId: number, charged: number) => {
    const instalment = info.get(instalmentId);
    if (!instalment) return;
    const list = chargedOf.get(studentId) ?? [];
    list.push({ instalmentId, feeTypeId: instalment.feeTypeId, dueDate: instalment.dueDate, position: instalment.position, charged });
    chargedOf.set(studentId, list);
  };
  for (const row of charges) addLine(row.student_id, row.instalment_id, Number(row.amount));
  const paidOf = new Map<number, Map<number, number>>();
  for (const row of paid) {
    const map = paidOf.get(row.student_id) ?? new Map<number, number>();
    map.set(row.instalment_id, Number(row.amount));
    paidOf.set(row.student_id, map);
    // A payment always covers a charged instalment; should the charge be gone, the payment still shows.
    if (!chargedOf.get(row.student_id)?.some((line) => line.instalmentId === row.instalment_id))
      addLine(row.student_id, row.instalment_id, 0);
  }
  const discountsOf = new Map<number, DiscountRule[]>();
  for (const row of discounts) {
    const list = discountsOf.get(row.student_id) ?? [];
    list.push({
      feeTypeId: row.fee_type_id,
      kind: row.kind,
      amount: row.amount,
      percent: row.percent === null ? null : Number(row.percent),
    });
    discountsOf.set(row.student_id, list);
  }
  const result = new Map<number, StudentLedger>();
  for (const [studentId, charged] of chargedOf) {
    // A line that adds up to nothing (an instalment taken back by a transfer or a schedule) is not shown, unless paid.
    const shown = charged.filter((line) => line.charged !== 0 || paidOf.get(studentId)?.get(line.instalmentId));
    const { lines, totals } = accountOf(shown, discountsOf.get(studentId) ?? [], paidOf.get(studentId) ?? new Map(), asOf);
    result.set(studentId, { studentId, lines, totals });
  }
  return result;
}

/** One student's lines (empty when nothing is charged). */
export async function ledgerOf(
  db: Db,
  studentId: number,
  schoolYearId: number,
  asOf: string,
): Promise<{ ledger: StudentLedger; instalments: Map<number, InstalmentInfo> }> {
  const instalments = await instalmentsOf(db, schoolYearId, studentId);
  const all = await ledgers(db, { schoolYearId, studentIds: [studentId] }, asOf, instalments);
  return {
    ledger: all.get(studentId) ?? { studentId, lines: [], totals: { charged: 0, discount: 0, due: 0, paid: 0, balance: 0, overdue: 0 } },
    instalments,
  };
}
