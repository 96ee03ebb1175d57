/**
 * Payments at the counter and their reversals. Each is checked against the account here, then
 * written in the same transaction by insertPayments.ts (the path the seed and the benches take too),
 * with its allocations, its receipt number and its audit entry.
 */
import { ID_MAX } from '../../../domain/contract/common';
import type { Payment, PaymentBody, PaymentsQuery, ReversalBody } from '../../../domain/contract/payments';
import { allocateOldestFirst, payableOf, reverseLatestFirst, type Allocation } from '../../../domain/finance/account';
import { lockFor } from '../../db/locks';
import type { Db } from '../../db/schema';
import { badField, notFound } from '../../errors';
import type { Caller } from '../../http/auth';
import { audit } from '../shared/audit';
import { localDate } from '../shared/clock';
import { insertPayments } from './insertPayments';
import { ledgerOf } from './ledger';
import { loadPayments, paymentsSelect } from './paymentRows';
import { yearOf } from './schoolYear';
import { openSessionOf } from './sessions';

export const findPayment = async (db: Db, id: number): Promise<Payment | undefined> =>
  (await loadPayments(db, (query) => query.where('p.id', '=', id)))[0];

/** The allocations the cashier chose, checked against the account; 400 naming the line at fault. */
function chosenAllocations(body: PaymentBody, balances: Map<number, number>): Allocation[] {
  const chosen = body.allocations ?? [];
  const seen = new Set<number>();
  chosen.forEach((line, index) => {
    const balance = balances.get(line.instalmentId);
    if (balance === undefined || seen.has(line.instalmentId))
      throw badField(`allocations[${index}].instalmentId`, 'errors.instalmentNotOwed');
    seen.add(line.instalmentId);
    if (line.amount > balance)
      throw badField(`allocations[${index}].amount`, 'errors.allocationOverBalance', { max: Math.max(balance, 0) });
  });
  const sum = chosen.reduce((total, line) => total + line.amount, 0);
  if (sum !== body.amount) throw badField('allocations', 'errors.allocationsSum', { sum, amount: body.amount });
  return chosen.map((line) => ({ instalmentId: line.instalmentId, amount: line.amount }));
}

export async function createPayment(db: Db, caller: Caller, body: PaymentBody): Promise<Payment> {
  const id = await db.transaction().execute(async (trx) => {
    // The cashier's session cannot close, and the student's balance cannot change, while this is written.
    await lockFor(trx, `cash-session:${caller.user.id}`);
    await lockFor(trx, `account:${body.studentId}`);
    await openSessionOf(trx, caller, body.sessionId);
    const student = await trx.selectFrom('students').select('id').where('id', '=', body.studentId).executeTakeFirst();
    if (!student) throw notFound('errors.studentNotFound');
    const year = await yearOf(trx);
    const today = localDate();
    const { ledger } = await ledgerOf(trx, body.studentId, year.id, today);
    // Against the whole account, credits counted, whichever way the payment is spread.
    const payable = payableOf(ledger.lines);
    if (body.amount > payable) throw badField('amount', 'errors.paymentOverBalance', { balance: payable });
    const allocations = body.allocations?.length
      ? chosenAllocations(body, new Map(ledger.lines.map((line) => [line.instalmentId, line.balance])))
      : allocateOldestFirst(ledger.lines, body.amount)!;
    const [{ id }] = await insertPayments(trx, [
      {
        schoolYearId: year.id,
        studentId: body.studentId,
        amount: body.amount,
        paidOn: today,
        method: body.method,
        reference: body.reference,
        payer: body.payer,
        note: body.note,
        cashierId: caller.user.id,
        sessionId: body.sessionId,
        allocations,
        audit: { userId: caller.user.id, asked: body },
      },
    ]);
    return id;
  });
  // Read once committed: the year's receipt counter is locked until then, so the transaction stays short.
  return (await findPayment(db, id))!;
}

export async function reversePayment(db: Db, caller: Caller, paymentId: number, body: ReversalBody): Promise<Payment> {
  return db.transaction().execute(async (trx) => {
    const original = await trx
      .selectFrom('payments')
      .select(['id', 'student_id', 'school_year_id', 'amount', 'method', 'payer', 'reverses_id'])
      .where('id', '=', paymentId)
      .executeTakeFirst();
    if (!original) throw notFound('errors.paymentMissing');
    await lockFor(trx, `cash-session:${caller.user.id}`);
    await lockFor(trx, `account:${original.student_id}`);
    if (original.reverses_id !== null) throw badField('id', 'errors.reversalOfReversal');
    await openSessionOf(trx, caller, body.sessionId);
    const allocations = await trx
      .selectFrom('payment_allocations')
      .select(['instalment_id', 'amount'])
      .where('payment_id', '=', paymentId)
      .orderBy('id')
      .execute();
    const earlier = await trx
      .selectFrom('payment_allocations as a')
      .innerJoin('payments as p', 'p.id', 'a.payment_id')
      .select(['a.instalment_id', 'a.amount'])
      .where('p.reverses_id', '=', paymentId)
      .execute();
    const covered = allocations.map((line) => ({
      instalmentId: line.instalment_id,
      amount: line.amount + earlier.filter((back) => back.instalment_id === line.instalment_id).reduce((sum, back) => sum + back.amount, 0),
    }));
    const remaining = covered.reduce((sum, line) => sum + line.amount, 0);
    if (remaining <= 0) throw badField('amount', 'errors.paymentAlreadyReversed');
    const amount = body.amount ?? remaining;
    const taken = reverseLatestFirst(covered, amount);
    if (!taken) throw badField('amount', 'errors.reversalOverPayment', { max: remaining });
    const before = await findPayment(trx, paymentId);
    const [{ id }] = await insertPayments(trx, [
      {
        schoolYearId: original.school_year_id,
        studentId: original.student_id,
        amount: -amount,
        paidOn: localDate(),
        method: original.method,
        payer: original.payer,
        note: body.reason,
        cashierId: caller.user.id,
        sessionId: body.sessionId,
        reversesId: paymentId,
        allocations: taken,
      },
    ]);
    const after = (await findPayment(trx, id))!;
    await audit(trx, { userId: caller.user.id, action: 'create', entity: 'payment', entityId: id, after });
    await audit(trx, {
      userId: caller.user.id,
      action: 'update',
      entity: 'payment',
      entityId: paymentId,
      before,
      after: await findPayment(trx, paymentId),
    });
    return after;
  });
}

export async function listPayments(db: Db, query: PaymentsQuery) {
  type Select = Parameters<Parameters<typeof loadPayments>[1]>[0];
  const filter = (select: Select): Select => {
    let q = select;
    if (query.schoolYearId) q = q.where('p.school_year_id', '=', query.schoolYearId);
    if (query.studentId) q = q.where('p.student_id', '=', query.studentId);
    if (query.sessionId) q = q.where('p.session_id', '=', query.sessionId);
    if (query.cashierId) q = q.where('p.cashier_id', '=', query.cashierId);
    if (query.from) q = q.where('p.paid_on', '>=', query.from);
    if (query.to) q = q.where('p.paid_on', '<=', query.to);
    if (query.receipt) {
      const number = Number(/(\d+)$/.exec(query.receipt)?.[1] ?? NaN);
      // A number no receipt can have (beyond the 32-bit column) finds nothing.
      q = number <= ID_MAX ? q.where('p.receipt_number', '=', number) : q.where('p.id', '=', -1);
    }
    return q;
  };
  const data = await loadPayments(db, (select) =>
    filter(select).orderBy('p.created_at', 'desc').orderBy('p.id', 'desc').limit(query.limit).offset(query.skip),
  );
  const { n } = await filter(paymentsSelect(db))
    .clearSelect()
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return { data, total: Number(n) };
}

export async function getPayment(db: Db, id: number): Promise<Payment> {
  const payment = await findPayment(db, id);
  if (!payment) throw notFound('errors.paymentMissing');
  return payment;
}
