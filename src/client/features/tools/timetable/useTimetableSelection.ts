import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';

/** What the address asks for; the lists decide what of it still applies. */
export interface TimetableSelection {
  yearId?: number;
  timetableId?: number;
  classroomId?: number;
}

const id = (value: string | null) => (value && /^\d+$/.test(value) ? Number(value) : undefined);

const KEYS = { yearId: 'year', timetableId: 'timetable', classroomId: 'classroom' } as const;

/**
 * The year, timetable and classroom on show live in the address
 * (`?tab=timetable&year=3&timetable=1&classroom=11`), so a week can be linked and a reload opens
 * it again. Only these three parameters are written: the tools screen keeps the open tab beside them.
 * A change goes through the router, so the unsaved-week guard holds it until the user answers.
 */
export function useTimetableSelection(): [TimetableSelection, (next: TimetableSelection) => void] {
  const [params, setParams] = useSearchParams();
  const selection = useMemo<TimetableSelection>(
    () => ({
      yearId: id(params.get(KEYS.yearId)),
      timetableId: id(params.get(KEYS.timetableId)),
      classroomId: id(params.get(KEYS.classroomId)),
    }),
    [params],
  );

  const update = (next: TimetableSelection) => {
    setParams(
      (current) => {
        const search = new URLSearchParams(current);
        for (const [field, key] of Object.entries(KEYS)) {
          const value = next[field as keyof TimetableSelection];
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
