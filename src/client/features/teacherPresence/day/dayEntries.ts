import type { Day, DaySlot, SaveDayBody, SaveDayLine, SlotState } from '../../../../domain/contract/teacherPresences';
import { latenessMax } from '../../../../domain/attendance/lateness';
import { presenceLineProblems } from '../../../../domain/presence/lineProblems';
import { teachersHeld } from '../../../../domain/presence/occupancy';

/** A slot of the day, named by its class course and time part: what a saved line names too. */
export const slotKeyOf = ({ classCourseId, timePartId }: Pick<DaySlot, 'classCourseId' | 'timePartId'>) => `${classCourseId}:${timePartId}`;

/**
 * What the office sees and sets for a slot. The minutes and the replacing teacher stay in the
 * entry whatever its status, so pressing L or R again gives back what was typed; they are read
 * (compared, sent) only while the status is late or replaced.
 */
export interface Entry {
  status: SlotState;
  /** Lateness as typed. */
  minutes: string;
  replacedById: number | null;
  note: string | null;
}

export type Entries = Readonly<Record<string, Entry>>;

export function entryOf(slot: DaySlot): Entry {
  return {
    status: slot.state,
    minutes: slot.latenessMinutes > 0 ? String(slot.latenessMinutes) : '',
    replacedById: slot.replacedById,
    note: slot.note,
  };
}

export const entriesOf = (slots: readonly DaySlot[]): Record<string, Entry> =>
  Object.fromEntries(slots.map((slot) => [slotKeyOf(slot), entryOf(slot)]));

/** The most lateness a slot allows (the server's rule): its time part's length. */
export const maxMinutesOf = (slot: Pick<DaySlot, 'hours'>) => latenessMax(slot.hours);

const wholeMinutes = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : null);

export type EntryProblem = 'minutesRequired' | 'minutesNotWhole' | 'minutesTooMany' | 'replacementRequired' | 'sameTeacher';

/** The form's word for each fault the line rule names (domain/presence/lineProblems.ts). */
const PROBLEM_OF_KEY: Readonly<Record<string, EntryProblem>> = {
  'validation.latenessRequired': 'minutesRequired',
  'validation.latenessOverTimePart': 'minutesTooMany',
  'validation.replacementRequired': 'replacementRequired',
  'validation.replacementSameTeacher': 'sameTeacher',
};

/**
 * What stops an entry from being saved, if anything: minutes typed that are not a whole number, else
 * what the server's line rule finds (a lateness without its minutes or past the time part, a
 * replacement without its teacher or by the slot's own).
 */
export function problemOf(entry: Entry, slot: Pick<DaySlot, 'hours' | 'teacherId'>): EntryProblem | null {
  if (entry.status === 'late' && entry.minutes.trim() !== '' && wholeMinutes(entry.minutes) === null) return 'minutesNotWhole';
  const problems = presenceLineProblems(
    { status: entry.status, latenessMinutes: wholeMinutes(entry.minutes) ?? 0, replacedById: entry.replacedById },
    { durationHours: slot.hours, teacherId: slot.teacherId },
  );
  const problem = problems.latenessMinutes ?? problems.replacedById;
  return problem ? PROBLEM_OF_KEY[problem.key] : null;
}

/** Whether two entries stand for the same record ("05" and "5" minutes are one lateness). */
export function sameEntry(a: Entry, b: Entry): boolean {
  if (a.status !== b.status || (a.note ?? '') !== (b.note ?? '')) return false;
  if (a.status === 'late') return a.minutes.trim() === b.minutes.trim() || (wholeMinutes(a.minutes) ?? -1) === wholeMinutes(b.minutes);
  if (a.status === 'replaced') return a.replacedById === b.replacedById;
  return true;
}

/** A slot's saved line: nobody marked it, so its teacher was there (`unchecked` goes as present). */
export function lineOf(slot: DaySlot, entry: Entry): SaveDayLine {
  const status = entry.status === 'unchecked' ? 'present' : entry.status;
  return {
    classCourseId: slot.classCourseId,
    timePartId: slot.timePartId,
    status,
    latenessMinutes: status === 'late' ? (wholeMinutes(entry.minutes) ?? 0) : 0,
    replacedById: status === 'replaced' ? entry.replacedById : null,
    note: entry.note,
  };
}

/** The save's body: every slot shown, in the day's order, so the whole day reads as checked. */
export function dayBodyOf(date: string, slots: readonly DaySlot[], entries: Entries): SaveDayBody {
  return { date, lines: slots.map((slot) => lineOf(slot, entries[slotKeyOf(slot)] ?? entryOf(slot))) };
}

export interface DayCounts {
  slots: number;
  present: number;
  /** Nobody marked them: present until someone says otherwise. */
  unchecked: number;
  absent: number;
  late: number;
  replaced: number;
  cancelled: number;
  /** Classes left without a teacher: absent and not replaced. */
  uncovered: number;
}

/** One figure per status, each slot counted once, as the server's `counts` are. */
export function countsOf(slots: readonly DaySlot[], entries: Entries): DayCounts {
  const counts: DayCounts = { slots: slots.length, present: 0, unchecked: 0, absent: 0, late: 0, replaced: 0, cancelled: 0, uncovered: 0 };
  for (const slot of slots) {
    const { status } = entries[slotKeyOf(slot)] ?? entryOf(slot);
    counts[status] += 1;
  }
  counts.uncovered = counts.absent;
  return counts;
}

export interface GridRow {
  key: string;
  /** The classroom's or the teacher's name; null for the slots of no teacher. */
  label: string | null;
  /** One per time part of the day, in its order; null where the row has no class. */
  cells: (DaySlot | null)[];
}

/**
 * The day as a grid: a row per classroom (or per teacher), a column per time part. Rows come in
 * the order the server lists the slots. A second slot for one cell (which the timetable's rules
 * forbid) opens a row of its own rather than hiding one.
 */
export function gridOf(day: Pick<Day, 'mode' | 'slots' | 'timeParts'>): GridRow[] {
  const column = new Map(day.timeParts.map((part, index) => [part.id, index]));
  const rows: GridRow[] = [];
  const byGroup = new Map<string, GridRow[]>();
  for (const slot of day.slots) {
    const index = column.get(slot.timePartId);
    if (index === undefined) continue;
    const group = day.mode === 'teacher' ? `teacher-${slot.teacherId ?? 'none'}` : `classroom-${slot.classroomId}`;
    const label = day.mode === 'teacher' ? slot.teacherName : slot.classroomName;
    const groupRows = byGroup.get(group) ?? [];
    let row = groupRows.find((candidate) => candidate.cells[index] === null);
    if (!row) {
      row = { key: groupRows.length === 0 ? group : `${group}-${groupRows.length}`, label, cells: day.timeParts.map(() => null) };
      groupRows.push(row);
      byGroup.set(group, groupRows);
      rows.push(row);
    }
    row.cells[index] = slot;
  }
  return rows;
}

/** Who is held at each time part, and by which slots: `timePartId` → teacher id → slot keys. */
export type Holdings = ReadonlyMap<number, ReadonlyMap<number, readonly string[]>>;

/**
 * Who is busy at each time part of the day, by the one rule the server checks a save with
 * (domain/presence/occupancy.ts): the slots shown as marked here, the others as the server says
 * (`day.busy` covers the whole day, whatever part of it is shown).
 */
export function holdingsOf(day: Pick<Day, 'slots' | 'busy'>, entries: Entries): Holdings {
  const holdings = new Map<number, Map<number, string[]>>();
  const hold = (timePartId: number, teacherId: number, key: string) => {
    const part = holdings.get(timePartId) ?? new Map<number, string[]>();
    holdings.set(timePartId, part);
    part.set(teacherId, [...(part.get(teacherId) ?? []), key]);
  };
  const shown = new Set(day.slots.map(slotKeyOf));
  for (const held of day.busy) if (!shown.has(slotKeyOf(held))) hold(held.timePartId, held.teacherId, slotKeyOf(held));
  for (const slot of day.slots) {
    const entry = entries[slotKeyOf(slot)] ?? entryOf(slot);
    const replacedById = entry.status === 'replaced' ? entry.replacedById : null;
    for (const teacherId of teachersHeld({ teacherId: slot.teacherId, state: entry.status, replacedById }))
      hold(slot.timePartId, teacherId, slotKeyOf(slot));
  }
  return holdings;
}

/**
 * Who may replace in a slot: the active teachers no other slot holds at that time part, never the
 * slot's own. The teacher already chosen stays in the list, free or not, so a choice the server
 * refused is still seen where it was made.
 */
export function replacementsFor<T extends { id: number }>(
  teachers: readonly T[],
  holdings: Holdings,
  slot: Pick<DaySlot, 'classCourseId' | 'timePartId' | 'teacherId'>,
  chosen: number | null,
): T[] {
  const key = slotKeyOf(slot);
  const held = holdings.get(slot.timePartId);
  return teachers.filter(
    (teacher) => teacher.id !== slot.teacherId && (teacher.id === chosen || !(held?.get(teacher.id) ?? []).some((other) => other !== key)),
  );
}
