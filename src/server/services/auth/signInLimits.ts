import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { HttpError } from '../../errors';

export interface SignInLimits {
  /** Failed sign-ins allowed per account (or per unknown login text) in one window. */
  perAccount: number;
  /** Failed sign-ins allowed from one address across every account in one window (password spraying). */
  perAddress: number;
  windowMs: number;
}

/** What a failure is counted against: the account the text names, or the text when it names none. */
export const accountKey = (userId: number | undefined, login: string): string =>
  userId === undefined ? `login:${login.trim().toLowerCase()}` : `user:${userId}`;

async function failuresSince(
  db: Kysely<Database>,
  column: 'account' | 'address',
  value: string,
  since: string,
): Promise<{ n: number; first: string | null }> {
  const row = await db
    .selectFrom('sign_in_failures')
    .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.min('failed_at').as('first')])
    .where(column, '=', value)
    .where('failed_at', '>', since)
    .executeTakeFirstOrThrow();
  return { n: Number(row.n), first: (row.first as string | null) ?? null };
}

/**
 * Counts a sign-in attempt before its password is checked, so parallel attempts cannot slip past
 * the limit; `succeeded` takes it back and clears the account's failures. Refused (429, with
 * Retry-After) once the account or the address has used its window's failures. Only failures
 * count: a school office behind one address signs in all day without ever reaching the limit.
 */
export async function countAttempt(
  db: Kysely<Database>,
  limits: SignInLimits,
  account: string,
  address: string,
): Promise<{ succeeded(): Promise<void> }> {
  const now = Date.now();
  const since = new Date(now - limits.windowMs).toISOString();
  await db
    .insertInto('sign_in_failures')
    .values({ account, address, failed_at: new Date(now).toISOString() })
    .execute();
  // Old failures go as new ones come, so the table holds at most one window of them.
  await db.deleteFrom('sign_in_failures').where('failed_at', '<=', since).execute();
  const [byAccount, byAddress] = await Promise.all([
    failuresSince(db, 'account', account, since),
    failuresSince(db, 'address', address, since),
  ]);
  const over = [byAccount.n > limits.perAccount && byAccount.first, byAddress.n > limits.perAddress && byAddress.first].filter(
    (first): first is string => Boolean(first),
  );
  if (over.length) {
    const freesAt = Math.max(...over.map((first) => Date.parse(first) + limits.windowMs));
    throw new HttpError(429, 'errors.tooManyRequests', {}, undefined, undefined, {
      'retry-after': String(Math.max(1, Math.ceil((freesAt - now) / 1000))),
    });
  }
  return {
    async succeeded() {
      await db.deleteFrom('sign_in_failures').where('account', '=', account).execute();
    },
  };
}
