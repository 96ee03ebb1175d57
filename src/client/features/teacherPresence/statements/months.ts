import { MONTH_PATTERN } from '../../../../domain/presence/week';

/** This month where the office is (not the server's), as 2026-11. */
export const currentMonth = (now = new Date()) => `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}`;

/** A month from the address, or null when it is missing or mistyped. */
export const monthOrNull = (text: string | null): string | null => (text && MONTH_PATTERN.test(text) ? text : null);

/** A teacher's id from the address, or null. */
export const idOrNull = (text: string | null): number | null => (text && /^[1-9]\d{0,9}$/.test(text) ? Number(text) : null);
