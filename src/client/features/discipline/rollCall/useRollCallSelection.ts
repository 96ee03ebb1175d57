import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';

/** What the address asks for; the choices decide what of it still applies. */
export interface RollCallSelection {
  classroomId?: number;
  date?: string;
  timePartId?: number;
}

const id = (value: string | null) => (value && /^\d+$/.test(value) ? Number(value) : undefined);
const day = (value: string | null) => (value && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value)) ? value : undefined);

const KEYS = { classroomId: 'classroom', date: 'date', timePartId: 'timePart' } as const;

/**
 * The chosen roll call lives in the address (`?classroom=11&date=2026-10-12&timePart=2`), so a
 * reload opens the same one. Only these three parameters are written: the discipline area keeps
 * its own (the open tab) beside them.
 */
export function useRollCallSelection(): [RollCallSelection, (next: RollCallSelection) => void] {
  const [params, setParams] = useSearchParams();
  const selection = useMemo<RollCallSelection>(
    () => ({
      classroomId: id(params.get(KEYS.classroomId)),
      date: day(params.get(KEYS.date)),
      timePartId: id(params.get(KEYS.timePartId)),
    }),
    [params],
  );

  const update = (next: RollCallSelection) => {
    setParams(
      (current) => {
        const search = new URLSearchParams(current);
        for (const [field, key] of Object.entries(KEYS)) {
          const value = next[field as keyof RollCallSelection];
          if (value === undefined) search.delete(key);
          else search.set(key, String(value));
        }
        return search;
      },
      { replace: true },
    );
  };

  return [selection, update];
}
