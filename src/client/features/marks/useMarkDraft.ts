import { useCallback, useMemo } from 'react';
import { parseMark } from './markInput';
import type { MarkTarget } from './useMarkChoices';

/** The cells as typed, by student id, and when they were last changed. */
export interface MarkDraft {
  values: Record<string, string>;
  savedAt: string;
}

const PREFIX = 'marksDraft';

/** One draft per list: a class course's sequence, or its term and evaluation type. */
export function draftKeyOf(target: MarkTarget): string {
  const period = target.system === 'sequence' ? `sequence-${target.sequence}` : `term-${target.term}-${target.type}`;
  return `${PREFIX}:${target.classCourseId}:${period}`;
}

function read(key: string): MarkDraft | null {
  try {
    const draft = JSON.parse(localStorage.getItem(key) ?? 'null') as MarkDraft | null;
    return draft && typeof draft.values === 'object' && typeof draft.savedAt === 'string' ? draft : null;
  } catch {
    // A draft another version wrote, or a damaged one, is not worth an error.
    return null;
  }
}

/**
 * The list's unsaved cells, kept in localStorage so a dropped connection, a reload or a closed tab
 * loses nothing. A full storage (private browsing, quota) only costs the safety net.
 */
export function useMarkDraft(key: string) {
  const write = useCallback(
    (values: Record<string, string>) => {
      try {
        localStorage.setItem(key, JSON.stringify({ values, savedAt: new Date().toISOString() } satisfies MarkDraft));
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

/** Whether restoring the draft would change a student's mark in the list as the server has it. */
export function draftDiffers(draft: MarkDraft, rows: readonly { studentId: number; value: number | null }[]): boolean {
  return rows.some((row) => {
    const text = draft.values[row.studentId];
    if (text === undefined) return false;
    const parsed = parseMark(text);
    return !parsed.ok || parsed.value !== row.value;
  });
}
