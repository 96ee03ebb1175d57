import { useState } from 'react';

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** Today where the office is (not the server's day), as 2026-10-12. */
export const today = (now = new Date()) => `${now.getFullYear()}-${twoDigits(now.getMonth() + 1)}-${twoDigits(now.getDate())}`;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** A day from the address, or null when it is missing or mistyped. */
export const dayOrNull = (text: string | null): string | null => (text && DAY.test(text) && !Number.isNaN(Date.parse(text)) ? text : null);

/**
 * Today, read once when the screen opens: a screen left open past midnight keeps the day it was
 * opened for, and a test fixes it by faking Date alone.
 */
export function useToday(): string {
  const [day] = useState(() => today());
  return day;
}
