import { useCallback, useMemo } from 'react';
import { SLOT_STATES, type DaySlot, type ShowDayMode } from '../../../../domain/contract/teacherPresences';
import { entryOf, sameEntry, slotKeyOf, type Entries, type Entry } from './dayEntries';

/** The entries as set on this device, by slot key, and when they were last changed. */
export interface DayDraft {
  entries: Record<string, Entry>;
  savedAt: string;
}

/** The part of a day shown: the whole school, or one classroom's or one teacher's part. */
export interface DayView {
  date: string;
  mode: ShowDayMode;
  extra: number | null;
}

const PREFIX = 'presenceDayDraft';

/** One draft per part of a day shown: what was marked over one classroom is not offered over the whole school. */
export const draftKeyOf = ({ date, mode, extra }: DayView) => `${PREFIX}:${date}:${mode}:${extra ?? 'all'}`;

const isEntry = (value: unknown): value is Entry => {
  if (value === null || typeof value !== 'object') return false;
  const entry = value as Entry;
  return (
    (SLOT_STATES as readonly string[]).includes(entry.status) &&
    typeof entry.minutes === 'string' &&
    (entry.replacedById === null || Number.isInteger(entry.replacedById)) &&
    (entry.note === null || typeof entry.note === 'string')
  );
};

function read(key: string): DayDraft | null {
  try {
    const draft = JSON.parse(localStorage.getItem(key) ?? 'null') as DayDraft | null;
    if (!draft || typeof draft.savedAt !== 'string' || typeof draft.entries !== 'object' || draft.entries === null) return null;
    // An entry another version wrote, or a damaged one, is dropped rather than shown wrong.
    return { entries: Object.fromEntries(Object.entries(draft.entries).filter(([, entry]) => isEntry(entry))), savedAt: draft.savedAt };
  } catch {
    return null;
  }
}

/**
 * The day's unsaved entries, kept in localStorage so a dropped connection, a reload or a closed
 * tab loses nothing. A full storage (private browsing, quota) only costs the safety net.
 */
export function useDayDraft(key: string) {
  const write = useCallback(
    (entries: Entries) => {
      try {
        localStorage.setItem(key, JSON.stringify({ entries, savedAt: new Date().toISOString() } satisfies DayDraft));
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

/** Whether restoring the draft would change a slot of the day as the server has it. */
export function draftDiffers(draft: DayDraft, slots: readonly DaySlot[]): boolean {
  return slots.some((slot) => {
    const entry = draft.entries[slotKeyOf(slot)];
    return entry !== undefined && !sameEntry(entry, entryOf(slot));
  });
}
