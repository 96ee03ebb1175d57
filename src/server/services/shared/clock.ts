/** Now as an ISO-8601 UTC string, the one timestamp format stored on both databases. */
export const nowIso = (): string => new Date().toISOString();

/** Today's date, `YYYY-MM-DD`, in the server's time zone (TZ): the school's day, not UTC's. */
export function localDate(date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The school's today: what "a future date" is measured against. One function, so a test can fix the day. */
export const today = (): string => localDate();

export const isoIn = (seconds: number): string => new Date(Date.now() + seconds * 1000).toISOString();

/** The school year a date falls in: a year starts in September ("2026-2027"). */
export function schoolYearOf(date: Date): { name: string; startsOn: string; endsOn: string } {
  const start = date.getUTCMonth() >= 7 ? date.getUTCFullYear() : date.getUTCFullYear() - 1;
  return { name: `${start}-${start + 1}`, startsOn: `${start}-09-01`, endsOn: `${start + 1}-07-31` };
}
