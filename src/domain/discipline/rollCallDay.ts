/**
 * Which days a roll call may be taken (issue 26): not a day still to come, and only a day the school
 * holds lessons, the weekdays its timetable fills. Pure, so the rule is the server's and a screen's
 * alike; the server finds the timetable's weekdays and today (its clock).
 */
import type { Weekday } from '../enums';
import { weekdayOf } from '../presence/week';

/** A school's days when no timetable says otherwise: Monday to Saturday, as the dashboard expects roll calls. */
export const DEFAULT_SCHOOL_DAYS: readonly Weekday[] = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat'];

export type RollCallDayProblem = 'errors.rollCallFutureDate' | 'errors.rollCallNoLessons';

/** Why a roll call cannot be taken on `date` (`YYYY-MM-DD`), or null when it can. */
export function rollCallDayProblem(date: string, today: string, schoolDays: readonly Weekday[]): RollCallDayProblem | null {
  if (date > today) return 'errors.rollCallFutureDate';
  if (!schoolDays.includes(weekdayOf(date))) return 'errors.rollCallNoLessons';
  return null;
}
