import type { Health } from '../../../domain/contract/health';
import type { Db } from '../../db/schema';

/**
 * What waits to leave: every queued row of guardian_notices, notices to guardians and staff mail
 * alike (a `queued` row waits for its first attempt or for its next one after a failure; `sent`
 * and `failed` are done). Counts and a date only: never an address or a name.
 */
export async function outboxOf(db: Db, now: number): Promise<Health['outbox']> {
  const row = await db
    .selectFrom('guardian_notices')
    .where('status', '=', 'queued')
    .select((eb) => [eb.fn.countAll<number>().as('queued'), eb.fn.min('created_at').as('oldest')])
    .executeTakeFirstOrThrow();
  const oldest = row.oldest === null ? null : Date.parse(row.oldest);
  return {
    queued: Number(row.queued),
    oldestAgeSeconds: oldest === null || Number.isNaN(oldest) ? null : Math.max(0, Math.floor((now - oldest) / 1000)),
  };
}
