/**
 * The outbox's pure rules (docs/decisions.md, "Notices to guardians"): how a gateway's request is
 * written from its template, how long a failed notice waits, and which failures are worth a retry.
 */

export type Placeholders = Record<'phone' | 'text' | 'id', string>;

/** A JSON template gets its values JSON-escaped; anything else (a form body, a URL) URL-encoded. */
export const isJsonTemplate = (template: string): boolean => /^\s*[[{]/.test(template);

export function fillTemplate(
  template: string,
  values: Placeholders,
  escape: 'json' | 'url' = isJsonTemplate(template) ? 'json' : 'url',
): string {
  return template.replace(/\{(phone|text|id)\}/g, (_, name: keyof Placeholders) =>
    escape === 'json' ? JSON.stringify(values[name]).slice(1, -1) : encodeURIComponent(values[name]),
  );
}

/** The key a gateway dedupes on: the same for every attempt of one notice, whichever sender makes it. */
export const idempotencyKey = (noticeId: number): string => `scola-notice-${noticeId}`;

/** Seconds before attempt `attempts + 1`: 30 s, 1 min, 2 min… doubling up to an hour. */
export function backoffSeconds(attempts: number, baseSeconds = 30, maxSeconds = 3600): number {
  return Math.min(maxSeconds, baseSeconds * 2 ** Math.max(0, attempts - 1));
}

/**
 * An HTTP answer that another try cannot change (a 4xx: bad number, refused credentials) fails the
 * notice at once; a timeout, 408, 429 or 5xx is the gateway's trouble and is retried.
 */
export const isPermanentStatus = (status: number): boolean => status >= 400 && status < 500 && status !== 408 && status !== 429;

/** An SMTP reply code 5xx is permanent (no such mailbox); 4xx and lost connections are retried. */
export const isPermanentSmtpCode = (code: number | undefined): boolean => code !== undefined && code >= 500 && code < 600;
