/**
 * The calendar arithmetic of teacher presence: which weekday a date is, how many of each weekday a
 * range holds (what the timetable expects over a period) and a month's dates. Dates are
 * `YYYY-MM-DD` and read as UTC days, so the server's time zone never moves a lesson to another day.
 */
import { WEEKDAYS, type Weekday } from '../enums';

const DAY = 86_400_000;
const toDay = (date: string): number => Date.parse(`${date}T00:00:00Z`) / DAY;
const fromDay = (day: number): string => new Date(day * DAY).toISOString().slice(0, 10);

export function weekdayOf(date: string): Weekday {
  return WEEKDAYS[new Date(`${date}T00:00:00Z`).getUTCDay()];
}

/** Days from `from` to `to`, both included (0 when `to` comes first). */
export function daysBetween(from: string, to: string): number {
  return Math.max(0, toDay(to) - toDay(from) + 1);
}

export function addDays(date: string, days: number): string {
  return fromDay(toDay(date) + days);
}

/** How many Sundays, Mondays… the range holds, both ends included. */
export function weekdayCounts(from: string, to: string): Record<Weekday, number> {
  const counts = Object.fromEntries(WEEKDAYS.map((day) => [day, 0])) as Record<Weekday, number>;
  const days = daysBetween(from, to);
  const whole = Math.floor(days / 7);
  for (const day of WEEKDAYS) counts[day] = whole;
  const first = new Date(`${from}T00:00:00Z`).getUTCDay();
  for (let extra = 0; extra < days % 7; extra++) counts[WEEKDAYS[(first + extra) % 7]] += 1;
  return counts;
}

/** The overlap of two ranges, or null when they do not meet. */
export function overlap(a: { from: string; to: string }, b: { from: string; to: string }): { from: string; to: string } | null {
  const from = a.from > b.from ? a.from : b.from;
  const to = a.to < b.to ? a.to : b.to;
  return from <= to ? { from, to } : null;
}

/** A month `YYYY-MM` as its first and last dates. */
export function monthRange(month: string): { from: string; to: string } {
  const [year, number] = month.split('-').map(Number);
  const last = new Date(Date.UTC(year, number, 0)).getUTCDate();
  return { from: `${month}-01`, to: `${month}-${String(last).padStart(2, '0')}` };
}

export const MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;
