import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import { isPostgres } from '../../db/migrations/dialect';
import { badRequest } from '../../errors';

/** The generic client shape `GET {resource}s/{url-encoded JSON query}`: the path segment as a query object. */
export function parseJsonQuery(raw: string): Record<string, unknown> {
  let text = raw;
  try {
    text = decodeURIComponent(raw);
  } catch {
    // Fastify already decoded the segment; a lone % is then part of the text.
  }
  try {
    const value: unknown = JSON.parse(text);
    if (value && typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
  } catch {
    // answered below
  }
  throw badRequest('errors.badQuery');
}

/** The user's text in a LIKE pattern, lower case, its % and _ taken literally. */
const literal = (text: string) => text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`);

/** `lower(column) LIKE '%text%'` with the user's text taken literally, on both databases. */
export function containsText(column: string, text: string): RawBuilder<SqlBool> {
  return sql<SqlBool>`lower(${sql.ref(column)}) like ${`%${literal(text)}%`} escape '\\'`;
}

/**
 * `column LIKE '%text%'` for a column kept folded (search_text): no lower(), so PostgreSQL's trigram
 * index on the column (migration 0028) serves it.
 */
export function containsFolded(column: string, text: string): RawBuilder<SqlBool> {
  return sql<SqlBool>`${sql.ref(column)} like ${`%${literal(text)}%`} escape '\\'`;
}

/**
 * The column starts with `prefix`, for a column kept folded (lower case, as search_text is): a
 * range in byte order, which an index on the column serves (PostgreSQL's in the "C" collation,
 * migration 0022), where a LIKE through lower() reads every row.
 */
export function startsWithFolded<DB>(db: Kysely<DB>, column: string, prefix: string): RawBuilder<SqlBool> {
  const last = prefix.codePointAt(prefix.length - 1) ?? 0;
  const after = `${prefix.slice(0, -1)}${String.fromCodePoint(last + 1)}`;
  const ref = isPostgres(db) ? sql`${sql.ref(column)} collate "C"` : sql.ref(column);
  return sql<SqlBool>`(${ref} >= ${prefix} and ${ref} < ${after})`;
}

interface PagedRows<R> {
  limit(limit: number): { offset(skip: number): { execute(): Promise<R[]> } };
}
interface CountRow {
  executeTakeFirstOrThrow(): Promise<{ n: number | string | bigint }>;
}

/** One page of a list and the count of the whole list, fetched together: every list's `{ data, total }`. */
export async function pageOf<R, T>(
  rows: PagedRows<R>,
  count: CountRow,
  page: { limit: number; skip: number },
  map: (row: R) => T,
): Promise<{ data: T[]; total: number }> {
  const [data, total] = await Promise.all([rows.limit(page.limit).offset(page.skip).execute(), count.executeTakeFirstOrThrow()]);
  return { data: data.map(map), total: Number(total.n) };
}
