/**
 * A teacher's presence figures over a period (domain.md, "Teacher presence"), from what the server
 * sums: the hours the timetable expects, the hours recorded by status, the hours a roll call
 * vouches for, the hours taught in others' place. The one place the rules live, so the periodic
 * statistics, the teacher's month and the part-time statement agree:
 * - a cancelled class (holiday, exam) counts against no one: it leaves the expected hours;
 * - late is present (the minutes are counted beside);
 * - replaced hours are the absent teacher's, not taught; the replacing teacher is paid for them;
 * - a slot neither recorded nor covered by a roll call is unchecked: neither present nor absent,
 *   and not paid until someone records it;
 * - the presence rate is the share of the checked hours the teacher was there for.
 */
import type { TeacherPresenceStatus } from '../enums';

export interface RecordedHours {
  hours: number;
  count: number;
  lateMinutes: number;
}

export interface PresenceInput {
  /** What the timetable expects of the teacher over the period. */
  scheduledHours: number;
  /** The teacher's own slots recorded, by status. */
  recorded: Partial<Record<TeacherPresenceStatus, RecordedHours>>;
  /** Their slots with no record but a roll call taken: the teacher was there. */
  rollCallHours: number;
  /** Hours taught in another teacher's place. */
  replacingHours: number;
}

export interface PresenceFigures {
  expectedHours: number;
  presentHours: number;
  absentHours: number;
  lateCount: number;
  lateMinutes: number;
  replacedHours: number;
  replacingHours: number;
  cancelledHours: number;
  uncheckedHours: number;
  /** Present plus replacing: what a part-time teacher is paid for. */
  taughtHours: number;
  /** Present hours over checked hours (present, absent, replaced), 0 to 1; null when none was checked. */
  rate: number | null;
}

const round2 = (value: number): number => Math.round(value * 100) / 100;

export function presenceFigures(input: PresenceInput): PresenceFigures {
  const hours = (status: TeacherPresenceStatus) => input.recorded[status]?.hours ?? 0;
  const present = hours('present') + hours('late') + input.rollCallHours;
  const absent = hours('absent');
  const replaced = hours('replaced');
  const cancelled = hours('cancelled');
  const checked = present + absent + replaced;
  const unchecked = Math.max(0, input.scheduledHours - checked - cancelled);
  return {
    expectedHours: round2(Math.max(0, input.scheduledHours - cancelled)),
    presentHours: round2(present),
    absentHours: round2(absent),
    lateCount: input.recorded.late?.count ?? 0,
    lateMinutes: input.recorded.late?.lateMinutes ?? 0,
    replacedHours: round2(replaced),
    replacingHours: round2(input.replacingHours),
    cancelledHours: round2(cancelled),
    uncheckedHours: round2(unchecked),
    taughtHours: round2(present + input.replacingHours),
    rate: checked > 0 ? Math.round((present / checked) * 10_000) / 10_000 : null,
  };
}

/** The figures of several teachers added up (the table's total line); the rate is recomputed, not averaged. */
export function sumFigures(rows: readonly PresenceFigures[]): PresenceFigures {
  const sum = (key: keyof Omit<PresenceFigures, 'rate'>) => round2(rows.reduce((total, row) => total + row[key], 0));
  const present = sum('presentHours');
  const checked = present + sum('absentHours') + sum('replacedHours');
  return {
    expectedHours: sum('expectedHours'),
    presentHours: present,
    absentHours: sum('absentHours'),
    lateCount: sum('lateCount'),
    lateMinutes: sum('lateMinutes'),
    replacedHours: sum('replacedHours'),
    replacingHours: sum('replacingHours'),
    cancelledHours: sum('cancelledHours'),
    uncheckedHours: sum('uncheckedHours'),
    taughtHours: sum('taughtHours'),
    rate: checked > 0 ? Math.round((present / checked) * 10_000) / 10_000 : null,
  };
}

/** A statement line's amount: its hours × the hourly rate, rounded to the currency's unit. */
export const lineAmount = (hours: number, hourlyRate: number): number => Math.round(hours * hourlyRate);

/** A statement's total: the sum of its lines as printed (hours lines and adjustments), so the lines always add up to it. */
export const statementTotal = (amounts: readonly number[]): number => amounts.reduce((total, amount) => total + amount, 0);
