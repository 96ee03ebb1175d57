import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { ShowDayMode } from '../../../../domain/contract/teacherPresences';
import { dayOrNull } from '../../../hooks/today';

/** What the address asks for: a date (today when it names none), a mode and a classroom or a teacher. */
export interface DaySelection {
  date: string | null;
  mode: ShowDayMode;
  /** The classroom (by classroom) or the teacher (by teacher) the day is narrowed to. */
  extra: number | null;
}

const id = (value: string | null) => (value && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null);
/** The narrowing's parameter: a classroom id means nothing by teacher, and the reverse. */
const EXTRA_OF: Record<ShowDayMode, string> = { classroom: 'classroom', teacher: 'teacher' };

/**
 * The day shown lives in the address (`?tab=day&date=2026-11-23&mode=teacher&teacher=8`), so a
 * reload or a link opens the same one. Only these parameters are written: the area keeps its own
 * (the open tab) beside them.
 */
export function useDaySelection(): [DaySelection, (next: Partial<DaySelection>) => void] {
  const [params, setParams] = useSearchParams();
  const selection = useMemo<DaySelection>(() => {
    const mode: ShowDayMode = params.get('mode') === 'teacher' ? 'teacher' : 'classroom';
    return { date: dayOrNull(params.get('date')), mode, extra: id(params.get(EXTRA_OF[mode])) };
  }, [params]);

  const update = (next: Partial<DaySelection>) => {
    const chosen = { ...selection, ...next };
    // Another mode starts on the whole school: a classroom's id is no teacher's.
    if (next.mode !== undefined && next.mode !== selection.mode && next.extra === undefined) chosen.extra = null;
    setParams(
      (current) => {
        const search = new URLSearchParams(current);
        for (const key of ['date', 'mode', ...Object.values(EXTRA_OF)]) search.delete(key);
        if (chosen.date) search.set('date', chosen.date);
        if (chosen.mode !== 'classroom') search.set('mode', chosen.mode);
        if (chosen.extra !== null) search.set(EXTRA_OF[chosen.mode], String(chosen.extra));
        return search;
      },
      { replace: true },
    );
  };

  return [selection, update];
}
