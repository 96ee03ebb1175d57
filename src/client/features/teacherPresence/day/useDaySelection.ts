import { useMemo } from 'react';
import type { ShowDayMode } from '../../../../domain/contract/teacherPresences';
import { dayOrNull } from '../../../hooks/today';
import { useUrlSelection, type ParamReaders } from '../../../hooks/useUrlSelection';

/** What the address asks for: a date (today when it names none), a mode and a classroom or a teacher. */
export interface DaySelection {
  date: string | null;
  mode: ShowDayMode;
  /** The classroom (by classroom) or the teacher (by teacher) the day is narrowed to. */
  extra: number | null;
}

/**
 * The address's own parameters: the narrowing has one per mode, as a classroom id means nothing by
 * teacher and the reverse; by classroom, the default, names no mode.
 */
interface DayParams {
  date?: string;
  mode?: 'teacher';
  classroom?: number;
  teacher?: number;
}

const id = (value: string | null) => (value && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : undefined);

const PARAMS: ParamReaders<DayParams> = {
  date: ['date', (value) => dayOrNull(value) ?? undefined],
  mode: ['mode', (value) => (value === 'teacher' ? value : undefined)],
  classroom: ['classroom', id],
  teacher: ['teacher', id],
};

/**
 * The day shown lives in the address (`?tab=day&date=2026-11-23&mode=teacher&teacher=8`), so a
 * reload or a link opens the same one. Only these parameters are written: the area keeps its own
 * (the open tab) beside them.
 */
export function useDaySelection(): [DaySelection, (next: Partial<DaySelection>) => void] {
  const [params, setParams] = useUrlSelection(PARAMS, true);
  const selection = useMemo<DaySelection>(() => {
    const mode = params.mode ?? 'classroom';
    return { date: params.date ?? null, mode, extra: params[mode] ?? null };
  }, [params]);

  const update = (next: Partial<DaySelection>) => {
    const chosen = { ...selection, ...next };
    // Another mode starts on the whole school: a classroom's id is no teacher's.
    if (next.mode !== undefined && next.mode !== selection.mode && next.extra === undefined) chosen.extra = null;
    const extra = chosen.extra ?? undefined;
    setParams({
      date: chosen.date || undefined,
      mode: chosen.mode === 'teacher' ? 'teacher' : undefined,
      classroom: chosen.mode === 'classroom' ? extra : undefined,
      teacher: chosen.mode === 'teacher' ? extra : undefined,
    });
  };

  return [selection, update];
}
