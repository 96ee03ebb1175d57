import { sql, type RawBuilder, type SqlBool } from 'kysely';
import { badRequest } from '../errors';

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

/** A LIKE pattern matching the text anywhere, with the user's % and _ taken literally. */
export function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** `lower(column) LIKE '%text%'` with the user's text taken literally, on both databases. */
export function containsText(column: string, text: string): RawBuilder<SqlBool> {
  return sql<SqlBool>`lower(${sql.ref(column)}) like ${containsPattern(text)} escape '\\'`;
}
