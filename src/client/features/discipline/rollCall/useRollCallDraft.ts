import { useCallback, useMemo } from 'react';
import type { RollCallRow } from '../../../../domain/contract/absences';
import { entryOf, sameEntry, type Entries, type Entry, type Mark } from './rollCallMarks';

/** The entries as set on this device, by student id, and when they were last changed. */
export interface RollCallDraft {
  entries: Record<string, Entry>;
  savedAt: string;
}

export interface RollCallSlot {
  classroomId: number;
  date: string;
  timePartId: number;
}

const PREFIX = 'rollCallDraft';
const MARKS: readonly Mark[] = ['present', 'absent', 'late', 'permission', 'rattrapage', 'draft'];

/** One draft per roll call: a classroom, a date and a time part. */
export const draftKeyOf = ({ classroomId, date, timePartId }: RollCallSlot) => `${PREFIX}:${classroomId}:${date}:${timePartId}`;

const isEntry = (value: unknown): value is Entry =>
  value !== null && typeof value === 'object' && MARKS.includes((value as Entry).mark) && typeof (value as Entry).minutes === 'string';

function read(key: string): RollCallDraft | null {
  try {
    const draft = JSON.parse(localStorage.getItem(key) ?? 'null') as RollCallDraft | null;
    if (!draft || typeof draft.savedAt !== 'string' || typeof draft.entries !== 'object' || draft.entries === null) return null;
    // An entry another version wrote, or a damaged one, is dropped rather than shown wrong.
    const entries = Object.fromEntries(Object.entries(draft.entries).filter(([, entry]) => isEntry(entry)));
    return { entries, savedAt: draft.savedAt };
  } catch {
    return null;
  }
}

/**
 * The roll call's unsaved entries, kept in localStorage so a dropped connection, a reload or a
 * closed tab loses nothing. A full storage (private browsing, quota) only costs the safety net.
 */
export function useRollCallDraft(key: string) {
  const write = useCallback(
    (entries: Entries) => {
      try {
        localStorage.setItem(key, JSON.stringify({ entries, savedAt: new Date().toISOString() } satisfies RollCallDraft));
      } catch {
        /* see above */
      }
    },
    [key],
  );
  const remove = useCallback(() => localStorage.removeItem(key), [key]);
  const load = useCallback(() => read(key), [key]);
  return useMemo(() => ({ load, write, remove }), [load, write, remove]);
}

/** Whether restoring the draft would change a student's entry in the roll call as the server has it. */
export function draftDiffers(draft: RollCallDraft, rows: readonly RollCallRow[]): boolean {
  return rows.some((row) => {
    const entry = draft.entries[row.studentId];
    return entry !== undefined && !sameEntry(entry, entryOf(row));
  });
}
