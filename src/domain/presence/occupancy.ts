/**
 * Who a slot of the day keeps busy at its time (domain.md, "Teacher presence"): the one rule the
 * save's clash check, the day's list of busy teachers and the replacement list of the day's check
 * all read, so the screen never offers a teacher the server would refuse.
 */
import type { SlotState } from '../contract/teacherPresences';

/**
 * Whether a slot holds its own teacher: teaching it (present, late, or nothing recorded yet, since
 * everyone is there until marked otherwise) or recorded absent from it. A teacher away from their
 * own class is away, not free to take another one at that hour (and be paid for it). A cancelled
 * class, or one given to a replacement (a swap of classes), leaves its teacher free.
 */
export function holdsOwnTeacher(state: SlotState): boolean {
  return state !== 'cancelled' && state !== 'replaced';
}

export interface SlotHolding {
  teacherId: number | null;
  state: SlotState;
  replacedById: number | null;
}

/** The teachers a slot keeps busy at its time part: its own (see above) and whoever replaces in it. */
export function teachersHeld({ teacherId, state, replacedById }: SlotHolding): number[] {
  const held: number[] = [];
  if (teacherId !== null && holdsOwnTeacher(state)) held.push(teacherId);
  if (state === 'replaced' && replacedById !== null && replacedById !== teacherId) held.push(replacedById);
  return held;
}
