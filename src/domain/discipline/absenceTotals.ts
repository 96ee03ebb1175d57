/**
 * A student's absence figures over a period (domain.md, "Attendance and discipline"): absence
 * hours are the time part's duration, justified when the absence was authorised beforehand
 * (permission) or justified later with a reason that justifies; a make-up session attended
 * (rattrapage) and an entry not yet confirmed (draft) count as nothing. Pure: report cards, sheets
 * and statistics all add up with it, so they agree.
 */
import type { AttendanceStatus } from '../enums';

export interface AttendanceLine {
  status: AttendanceStatus;
  /** The time part's length. */
  hours: number;
  latenessMinutes: number;
  /** Set by a justification whose reason justifies. */
  justified: boolean;
}

export interface AbsenceTotals {
  justifiedHours: number;
  unjustifiedHours: number;
  /** Times late (a confirmed line with lateness minutes). */
  lateness: number;
  latenessMinutes: number;
}

const round2 = (value: number): number => Math.round(value * 100) / 100;

/** Whether a line is an absence that counts, and whether it is justified. */
export function absenceKind(line: Pick<AttendanceLine, 'status' | 'justified'>): 'justified' | 'unjustified' | null {
  if (line.status === 'permission') return 'justified';
  if (line.status === 'absent') return line.justified ? 'justified' : 'unjustified';
  return null;
}

/**
 * Lines of one status and justification added up by the database: their hours, how many were late
 * and the minutes late. The server sums in SQL and lets this module say what counts.
 */
export interface AttendanceGroup {
  status: AttendanceStatus;
  justified: boolean;
  hours: number;
  lateCount: number;
  latenessMinutes: number;
}

export const emptyTotals = (): AbsenceTotals => ({ justifiedHours: 0, unjustifiedHours: 0, lateness: 0, latenessMinutes: 0 });

/** Adds a group of lines to running totals (in place, for the statistics' large loops). */
export function addGroup(totals: AbsenceTotals, group: AttendanceGroup): AbsenceTotals {
  const kind = absenceKind(group);
  if (kind === 'justified') totals.justifiedHours = round2(totals.justifiedHours + group.hours);
  if (kind === 'unjustified') totals.unjustifiedHours = round2(totals.unjustifiedHours + group.hours);
  if (group.status !== 'draft') {
    totals.lateness += group.lateCount;
    totals.latenessMinutes += group.latenessMinutes;
  }
  return totals;
}

export const groupOfLine = (line: AttendanceLine): AttendanceGroup => ({
  status: line.status,
  justified: line.justified,
  hours: line.hours,
  lateCount: line.latenessMinutes > 0 ? 1 : 0,
  latenessMinutes: line.latenessMinutes,
});

export function absenceTotals(lines: readonly AttendanceLine[]): AbsenceTotals {
  return lines.reduce((totals, line) => addGroup(totals, groupOfLine(line)), emptyTotals());
}
