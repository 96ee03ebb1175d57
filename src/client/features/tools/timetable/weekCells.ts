/**
 * A classroom's week as the grid edits it: one cell per weekday and time part, holding a class
 * course or nothing (a free period). The server takes the whole week as a list of slots and names
 * a refused slot by its index in that list, so the list sent is kept to find the cell again.
 */
import type { ClassroomSlotsBody, TimetableSlot } from '../../../../domain/contract/timetables';
import type { Weekday } from '../../../../domain/enums';

/** `mon:3`: the cell of Monday's third time part (by id). */
export type CellKey = `${Weekday}:${number}`;
/** The class course of each cell that has one; a free cell is absent. */
export type Cells = Readonly<Record<CellKey, number>>;
export type SlotLine = ClassroomSlotsBody['slots'][number];

export const cellKey = (weekday: Weekday, timePartId: number): CellKey => `${weekday}:${timePartId}`;

/** The school week of a French-speaking school: Monday to Saturday. */
const SCHOOL_DAYS: readonly Weekday[] = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat'];

export function cellsOf(slots: readonly Pick<TimetableSlot, 'weekday' | 'timePartId' | 'classCourseId'>[]): Cells {
  const cells: Record<CellKey, number> = {};
  for (const slot of slots) cells[cellKey(slot.weekday, slot.timePartId)] = slot.classCourseId;
  return cells;
}

/** Monday to Saturday, and Sunday after them when the week has a lesson on it (a school that teaches on Sundays keeps seeing it). */
export function daysShown(...weeks: Cells[]): Weekday[] {
  const onSunday = weeks.some((cells) => Object.keys(cells).some((key) => key.startsWith('sun:')));
  return onSunday ? [...SCHOOL_DAYS, 'sun'] : [...SCHOOL_DAYS];
}

/** The body of the save: the grid's filled cells, day by day, time part by time part. */
export function slotLinesOf(cells: Cells, days: readonly Weekday[], timePartIds: readonly number[]): SlotLine[] {
  const lines: SlotLine[] = [];
  for (const weekday of days) {
    for (const timePartId of timePartIds) {
      const classCourseId = cells[cellKey(weekday, timePartId)];
      if (classCourseId !== undefined) lines.push({ weekday, timePartId, classCourseId });
    }
  }
  return lines;
}

/** Cells of the grid whose course differs between two weeks. */
export function changedCells(a: Cells, b: Cells, days: readonly Weekday[], timePartIds: readonly number[]): number {
  let count = 0;
  for (const weekday of days) {
    for (const timePartId of timePartIds) {
      const key = cellKey(weekday, timePartId);
      if (a[key] !== b[key]) count += 1;
    }
  }
  return count;
}

export function withCell(cells: Cells, key: CellKey, classCourseId: number | undefined): Cells {
  if (cells[key] === classCourseId) return cells;
  const next: Record<CellKey, number> = { ...cells };
  if (classCourseId === undefined) delete next[key];
  else next[key] = classCourseId;
  return next;
}

const LINE_FIELD = /^slots\[(\d+)\]\.(weekday|timePartId|classCourseId)$/;

/** Whether a refusal's field names one of the lines sent (`slots[3].classCourseId`). */
export function namesLine(path: string, lines: readonly SlotLine[]): boolean {
  const match = LINE_FIELD.exec(path);
  return match !== null && Number(match[1]) < lines.length;
}

/**
 * The server's messages about lines, by the cell each line came from: `lines` is the list sent,
 * so `slots[3]` is its fourth line. Two messages about one cell are both told.
 */
export function messagesByCell(fields: Record<string, string>, lines: readonly SlotLine[]): Record<CellKey, string> {
  // Sparse, as the bulk-entry hook's refusals are: a cell not named has no message.
  const byCell: Record<CellKey, string> = {};
  for (const [path, message] of Object.entries(fields)) {
    const match = LINE_FIELD.exec(path);
    const line = match ? lines[Number(match[1])] : undefined;
    if (!line) continue;
    const key = cellKey(line.weekday, line.timePartId);
    const before = byCell[key] as string | undefined;
    byCell[key] = before && before !== message ? `${before} ${message}` : message;
  }
  return byCell;
}

/** The cells that hold a course, from entries where a free cell may be named with no course. */
export function filledCells(entries: Readonly<Record<string, number | undefined>>): Cells {
  const cells: Record<CellKey, number> = {};
  for (const [key, classCourseId] of Object.entries(entries)) if (classCourseId !== undefined) cells[key as CellKey] = classCourseId;
  return cells;
}
