import { useCallback, useMemo } from 'react';

/** A list's lines as set on this device, by line key, and when they were last changed. */
export interface DeviceDraft<T> {
  lines: Record<string, T>;
  savedAt: string;
}

/** How one screen stores its drafts; a module constant, as a new format is a new store. */
export interface DraftFormat<T> {
  /**
   * The stored object's field that holds the lines (`entries`, `values`): drafts written before the
   * screens shared this hook keep being read.
   */
  field: string;
  /** Whether a stored line can be shown; one another version wrote, or a damaged one, is dropped rather than shown wrong. */
  isLine: (value: unknown) => value is T;
}

function read<T>(key: string, { field, isLine }: DraftFormat<T>): DeviceDraft<T> | null {
  try {
    const stored = JSON.parse(localStorage.getItem(key) ?? 'null') as Record<string, unknown> | null;
    const lines = stored?.[field];
    if (!stored || typeof stored.savedAt !== 'string' || typeof lines !== 'object' || lines === null) return null;
    return { lines: Object.fromEntries(Object.entries(lines).filter(([, line]) => isLine(line))), savedAt: stored.savedAt };
  } catch {
    // Damaged JSON is not worth an error.
    return null;
  }
}

/**
 * A list's unsaved lines, kept in localStorage so a dropped connection, a reload or a closed tab
 * loses nothing. A full storage (private browsing, quota) only costs the safety net. Without a key
 * and a format nothing is kept: a screen that asks for its lines to be saved before leaving (the
 * timetable's week) has no draft to offer.
 */
export function useDeviceDraft<T>(key: string | undefined, format: DraftFormat<T> | undefined) {
  const field = format?.field;
  const write = useCallback(
    (lines: Record<string, T>) => {
      if (key === undefined || field === undefined) return;
      try {
        localStorage.setItem(key, JSON.stringify({ [field]: lines, savedAt: new Date().toISOString() }));
      } catch {
        /* see above */
      }
    },
    [key, field],
  );
  const remove = useCallback(() => {
    if (key !== undefined) localStorage.removeItem(key);
  }, [key]);
  const load = useCallback(() => (key === undefined || format === undefined ? null : read(key, format)), [key, format]);
  return useMemo(() => ({ load, write, remove }), [load, write, remove]);
}

export type DeviceDraftStore<T> = ReturnType<typeof useDeviceDraft<T>>;
