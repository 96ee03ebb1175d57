/**
 * The public lookup with plain fetch (no token, no XSRF cookie: a public GET), read into the
 * states the page shows. The path is the contract's (lookupAccessCode, lookupPhoto); the test
 * checks it against the contract, which this entry does not import: yup would triple its weight.
 */
import type { PublicCard } from '../../domain/contract/accessCodes';
import { environment } from '../environment';

export type Lookup =
  | { kind: 'valid'; card: PublicCard }
  | { kind: 'notFound' }
  /** 429: `seconds` from Retry-After, when it says. */
  | { kind: 'tooMany'; seconds?: number }
  /** No answer, or one the page cannot read (5xx): try again. */
  | { kind: 'failed' };

/** Where the API is: the build's SCOLA_API_BASE_URL, else this origin (as src/client/api/baseApi.ts). */
const apiBase = () => (environment.apiBaseUrl || window.location.origin).replace(/\/+$/, '');

export const lookupUrl = (code: string) => `${apiBase()}/api/accessCodes/student/${encodeURIComponent(code)}`;
export const photoUrl = (code: string) => `${lookupUrl(code)}/photo`;

/** Retry-After as seconds from now: a number of seconds, or an HTTP date. */
export function retryAfterSeconds(header: string | null, now = Date.now()): number | undefined {
  if (!header) return undefined;
  const value = header.trim();
  if (/^\d+$/.test(value)) return Number(value);
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - now) / 1000));
}

export async function lookupCard(code: string): Promise<Lookup> {
  let response: Response;
  try {
    response = await fetch(lookupUrl(code), { headers: { Accept: 'application/json' }, credentials: 'omit' });
  } catch {
    return { kind: 'failed' };
  }
  // A refusal's envelope is read to its end all the same: a body left unread keeps the request open.
  if (!response.ok) await response.text().catch(() => undefined);
  if (response.status === 404) return { kind: 'notFound' };
  if (response.status === 429) return { kind: 'tooMany', seconds: retryAfterSeconds(response.headers.get('Retry-After')) };
  if (!response.ok) return { kind: 'failed' };
  try {
    return { kind: 'valid', card: (await response.json()) as PublicCard };
  } catch {
    return { kind: 'failed' };
  }
}
