/**
 * Where @fastify/rate-limit counts the requests of the routes it limits (password-reset requests,
 * sign-ups): in the database, so that every process on one database counts the same hits and a
 * limit stays a limit behind a load balancer. A hit is one statement: it starts a new window when
 * the last one has ended, else adds one, and answers the count and the time left.
 */
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

export interface Hit {
  current: number;
  ttl: number;
}

/** Counts one hit on `bucket` at `now` (milliseconds) in a window of `windowMs`. */
export async function countHit(db: Kysely<Database>, bucket: string, windowMs: number, now: number): Promise<Hit> {
  const row = await db
    .insertInto('rate_limits')
    .values({ bucket, hits: 1, window_ends: now + windowMs })
    .onConflict((conflict) =>
      conflict.column('bucket').doUpdateSet({
        hits: sql<number>`case when rate_limits.window_ends <= ${now} then 1 else rate_limits.hits + 1 end`,
        window_ends: sql<number>`case when rate_limits.window_ends <= ${now} then excluded.window_ends else rate_limits.window_ends end`,
      }),
    )
    .returning(['hits', 'window_ends'])
    .executeTakeFirstOrThrow();
  return { current: Number(row.hits), ttl: Math.max(0, Number(row.window_ends) - now) };
}

/** Forgets the windows that ended before `before`: a bucket is one row per route and address, rewritten as it goes. */
export async function forgetEndedWindows(db: Kysely<Database>, before: number): Promise<void> {
  await db.deleteFrom('rate_limits').where('window_ends', '<', before).execute();
}

/** The store class the plugin instantiates, bound to the app's database. */
export function databaseRateLimitStore(db: Kysely<Database>): FastifyRateLimitStoreCtor {
  class DatabaseRateLimitStore implements FastifyRateLimitStore {
    constructor(private readonly route = '') {}

    incr(key: string, callback: (error: Error | null, result?: Hit) => void, timeWindow: number): void {
      const now = Date.now();
      countHit(db, `${this.route}${key}`, timeWindow, now).then(
        (hit) => callback(null, hit),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    // The plugin hands a route's store its merged settings with the route under `routeInfo` (as its
    // own Redis store reads them), whatever the type declares.
    child(settings: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      const { method, url } = (settings as unknown as { routeInfo?: { method?: unknown; url?: string } }).routeInfo ?? {};
      return new DatabaseRateLimitStore(`${String(method ?? '')} ${url ?? ''} `);
    }
  }
  return DatabaseRateLimitStore as unknown as FastifyRateLimitStoreCtor;
}
