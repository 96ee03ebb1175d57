import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/**
 * The database reads behind the health answer, bounded in time: an unreachable PostgreSQL can leave
 * a query waiting for a connection far longer than a load balancer waits for its answer.
 */
export async function withinTime<T>(work: Promise<T>, timeoutMs: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
  });
  // The abandoned work may still settle later; its failure must not become an unhandled rejection.
  work.catch(() => undefined);
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}

/** Whether the database runs a trivial query. */
export async function databaseAnswers(db: Kysely<Database>, timeoutMs: number): Promise<boolean> {
  try {
    await withinTime(sql`select 1`.execute(db), timeoutMs);
    return true;
  } catch {
    return false;
  }
}
