/**
 * What a teacher presence line must keep with its slot (domain.md, "Teacher presence"): late needs
 * minutes, from 1 to the time part's length; replaced needs the replacing teacher, never the slot's
 * own. Other statuses keep neither, so nothing is checked. The day's form checks each slot with it
 * as it is typed and the server each line of a save or a single record, so both name the same fault.
 * Whether the replacing teacher is an active teacher, and free at that time, needs the database:
 * the server checks that after.
 */
import { latenessProblem } from '../attendance/lateness';
import type { TeacherPresenceStatus } from '../enums';
import type { ValidationMessage } from '../validation/yup';

export interface PresenceLine {
  /** `unchecked`: a slot nobody marked, which has nothing to check. */
  status: TeacherPresenceStatus | 'unchecked';
  latenessMinutes: number;
  replacedById: number | null;
}

export interface PresenceSlot {
  /** The time part's length. */
  durationHours: number;
  /** The slot's own teacher; null for a class course with none. */
  teacherId: number | null;
}

/** A line's faults, by the field that holds each. */
export type PresenceLineProblems = Partial<Record<'latenessMinutes' | 'replacedById', ValidationMessage>>;

/**
 * What a line lacks, whatever its slot: minutes when late, the replacing teacher when replaced. The
 * contract checks a body with it before any slot is read.
 */
export function presenceLineGaps(line: PresenceLine): PresenceLineProblems {
  const gaps: PresenceLineProblems = {};
  if (line.status === 'late' && line.latenessMinutes <= 0) gaps.latenessMinutes = { key: 'validation.latenessRequired' };
  if (line.status === 'replaced' && line.replacedById === null) gaps.replacedById = { key: 'validation.replacementRequired' };
  return gaps;
}

/** What is wrong with a line in its slot: what it lacks, else a lateness past the time part or a teacher replacing themselves. */
export function presenceLineProblems(line: PresenceLine, slot: PresenceSlot): PresenceLineProblems {
  const problems = presenceLineGaps(line);
  if (line.status === 'late' && !problems.latenessMinutes) {
    const lateness = latenessProblem(line.latenessMinutes, slot.durationHours);
    if (lateness) problems.latenessMinutes = lateness;
  }
  if (line.status === 'replaced' && !problems.replacedById && line.replacedById === slot.teacherId)
    problems.replacedById = { key: 'validation.replacementSameTeacher' };
  return problems;
}
