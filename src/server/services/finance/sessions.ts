/**
 * Cash sessions: a cashier opens one, takes payments in it, and closes it with the amount counted
 * in the drawer. The expected amount is the float plus the cash taken less the cash reversed; the
 * difference is recorded at closing and a closed session never changes.
 */
import type { Transaction } from 'kysely';
import type { CashSession, CloseSessionBody, Payment } from '../../../domain/contract/payments';
import { lockFor } from '../../db/locks';
import type { Database, Db } from '../../db/schema';
import { badField, conflict, notFound } from '../../errors';
import type { Caller } from '../../http/auth';
import { audit } from '../shared/audit';
import { nowIso } from '../shared/clock';
import { loadPayments } from './paymentRows';
import { staffName } from './schoolYear';

function sessionsSelect(db: Db) {
  return db
    .selectFrom('cash_sessions as c')
    .innerJoin('users as u', 'u.id', 'c.cashier_id')
    .select([
      'c.id',
      'c.cashier_id',
      'u.first_name',
      'u.last_name',
      'c.opened_at',
      'c.opening_float',
      'c.closed_at',
      'c.counted_amount',
      'c.expected_amount',
      'c.difference',
      'c.note',
    ]);
}
type SessionQuery = ReturnType<typeof sessionsSelect>;

export async function loadSessions(db: Db, filter: (query: SessionQuery) => SessionQuery): Promise<CashSession[]> {
  const rows = await filter(sessionsSelect(db)).execute();
  if (!rows.length) return [];
  const sums = await db
    .selectFrom('payments')
    .select(['session_id', 'method', (eb) => eb.fn.sum<number>('amount').as('amount'), (eb) => eb.fn.countAll<number>().as('n')])
    .where(
      'session_id',
      'in',
      rows.map((row) => row.id),
    )
    .groupBy(['session_id', 'method'])
    .execute();
  return rows.map((row): CashSession => {
    const totals = { cash: 0, mobile: 0, bank: 0 };
    let count = 0;
    for (const sum of sums)
      if (sum.session_id === row.id) {
        totals[sum.method] += Number(sum.amount);
        count += Number(sum.n);
      }
    return {
      id: row.id,
      cashierId: row.cashier_id,
      cashierName: staffName(row),
      openedAt: row.opened_at,
      openingFloat: row.opening_float,
      closedAt: row.closed_at,
      // Frozen at closing; computed while open.
      expectedAmount: row.expected_amount ?? row.opening_float + totals.cash,
      countedAmount: row.counted_amount,
      difference: row.difference,
      note: row.note,
      paymentCount: count,
      totals,
    };
  });
}

export async function findSession(db: Db, id: number): Promise<CashSession | undefined> {
  return (await loadSessions(db, (query) => query.where('c.id', '=', id)))[0];
}

/** A closed session and its payments and reversals in receipt order: what its close report prints. */
export interface SessionCloseReport {
  session: CashSession;
  payments: Payment[];
}

/** 404 for an unknown session; 409 while it is open, as nothing has been counted to sign for yet. */
export async function sessionCloseReport(db: Db, id: number): Promise<SessionCloseReport> {
  const session = await findSession(db, id);
  if (!session) throw notFound('errors.sessionMissing');
  if (session.closedAt === null) throw conflict('errors.sessionStillOpen');
  const payments = await loadPayments(db, (query) =>
    query.where('p.session_id', '=', id).orderBy('p.school_year_id').orderBy('p.receipt_number'),
  );
  return { session, payments };
}

export async function currentSession(db: Db, caller: Caller): Promise<CashSession> {
  const [session] = await loadSessions(db, (query) => query.where('c.cashier_id', '=', caller.user.id).where('c.closed_at', 'is', null));
  if (!session) throw notFound('errors.noOpenSession');
  return session;
}

export async function listSessions(db: Db, query: { limit: number; skip: number; cashierId?: number; date?: string; open?: boolean }) {
  const filter = (select: SessionQuery) => {
    let q = select;
    if (query.cashierId) q = q.where('c.cashier_id', '=', query.cashierId);
    if (query.date) q = q.where('c.opened_at', 'like', `${query.date}%`);
    if (query.open !== undefined) q = q.where('c.closed_at', query.open ? 'is' : 'is not', null);
    return q;
  };
  const data = await loadSessions(db, (select) =>
    filter(select).orderBy('c.opened_at', 'desc').orderBy('c.id', 'desc').limit(query.limit).offset(query.skip),
  );
  const { n } = await filter(sessionsSelect(db))
    .clearSelect()
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return { data, total: Number(n) };
}

/** A session's row, opened; the counter's opening and the demo seed's counter days write it here. */
export async function insertSession(
  trx: Transaction<Database>,
  session: { cashierId: number; openedAt: string; openingFloat: number },
): Promise<number> {
  const { id } = await trx
    .insertInto('cash_sessions')
    .values({ cashier_id: session.cashierId, opened_at: session.openedAt, opening_float: session.openingFloat })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/**
 * Freezes an open session's expected amount (the float and the cash taken, less the cash reversed)
 * and the difference with what was counted. A seed's drawer balances: counted as expected when not given.
 */
export async function writeClose(
  trx: Transaction<Database>,
  session: CashSession,
  close: { closedAt: string; countedAmount?: number; note?: string | null },
): Promise<void> {
  const expected = session.openingFloat + session.totals.cash;
  const counted = close.countedAmount ?? expected;
  await trx
    .updateTable('cash_sessions')
    .set({
      closed_at: close.closedAt,
      counted_amount: counted,
      expected_amount: expected,
      difference: counted - expected,
      note: close.note ?? null,
    })
    .where('id', '=', session.id)
    .where('closed_at', 'is', null)
    .execute();
}

export async function openSession(db: Db, caller: Caller, openingFloat: number): Promise<CashSession> {
  return db.transaction().execute(async (trx) => {
    await lockFor(trx, `cash-session:${caller.user.id}`);
    const open = await trx
      .selectFrom('cash_sessions')
      .select('id')
      .where('cashier_id', '=', caller.user.id)
      .where('closed_at', 'is', null)
      .executeTakeFirst();
    if (open) throw conflict('errors.sessionAlreadyOpen');
    const id = await insertSession(trx, { cashierId: caller.user.id, openedAt: nowIso(), openingFloat });
    const after = (await findSession(trx, id))!;
    await audit(trx, { userId: caller.user.id, action: 'create', entity: 'cash_session', entityId: id, after });
    return after;
  });
}

/** The caller's open session named by a payment or a reversal; 400 naming `sessionId` otherwise. */
export async function openSessionOf(trx: Transaction<Database>, caller: Caller, sessionId: number): Promise<void> {
  const session = await trx.selectFrom('cash_sessions').select(['cashier_id', 'closed_at']).where('id', '=', sessionId).executeTakeFirst();
  if (!session || session.cashier_id !== caller.user.id) throw badField('sessionId', 'errors.sessionNotYours');
  if (session.closed_at !== null) throw badField('sessionId', 'errors.sessionClosed');
}

export async function closeSession(db: Db, caller: Caller, id: number, body: CloseSessionBody): Promise<CashSession> {
  return db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('cash_sessions').select(['cashier_id']).where('id', '=', id).executeTakeFirst();
    if (!row) throw notFound('errors.sessionMissing');
    // The cashier's own lock: a payment being saved in the session finishes first, or sees it closed.
    await lockFor(trx, `cash-session:${row.cashier_id}`);
    const before = (await findSession(trx, id))!;
    if (before.closedAt !== null) throw badField('id', 'errors.sessionClosed');
    await writeClose(trx, before, { closedAt: nowIso(), countedAmount: body.countedAmount, note: body.note ?? null });
    const after = (await findSession(trx, id))!;
    await audit(trx, { userId: caller.user.id, action: 'update', entity: 'cash_session', entityId: id, before, after });
    return after;
  });
}
