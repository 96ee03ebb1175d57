import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { parsePeriodKey, periodKey, type SheetPeriod } from './sheetPeriods';

/** What the address asks for; the choices decide what of it still applies. */
export interface SheetSelection {
  classroomId?: number;
  period?: SheetPeriod;
}

const id = (value: string | null) => (value && /^\d+$/.test(value) ? Number(value) : undefined);

/**
 * The chosen sheet lives in the address (`#/marksheet?classroom=11&period=trimester-1`), so a
 * reload, a bookmark or a colleague's link opens the same sheet.
 */
export function useSheetSelection(): [SheetSelection, (next: SheetSelection) => void] {
  const [params, setParams] = useSearchParams();
  const selection = useMemo<SheetSelection>(
    () => ({ classroomId: id(params.get('classroom')), period: parsePeriodKey(params.get('period')) }),
    [params],
  );

  const update = (next: SheetSelection) => {
    const search = new URLSearchParams();
    if (next.classroomId !== undefined) search.set('classroom', String(next.classroomId));
    if (next.period) search.set('period', periodKey(next.period));
    setParams(search, { replace: true });
  };

  return [selection, update];
}
