/**
 * How late one can be to a class (domain.md, "Attendance" and "Teacher presence"): a student at a
 * roll call or a teacher at their class is late by whole minutes, at most the time part's length;
 * past that, they missed it, which is an absence, not a lateness. One rule for the roll call, a
 * single absence line, the day's teacher presence check and the forms that type the minutes.
 */
import type { ValidationMessage } from '../validation/yup';

/** The most lateness a time part allows: its length, in whole minutes. */
export const latenessMax = (durationHours: number): number => Math.round(durationHours * 60);

/**
 * What is wrong with `minutes` of lateness in a time part of `durationHours`, or null: more than the
 * time part lasts, named with the most it allows.
 */
export function latenessProblem(minutes: number, durationHours: number): ValidationMessage | null {
  const max = latenessMax(durationHours);
  return minutes > max ? { key: 'validation.latenessOverTimePart', values: { max } } : null;
}
