import { idParam, useUrlSelection, type ParamReaders } from '../../hooks/useUrlSelection';
import { parsePeriodKey, periodKey, type SheetPeriod } from './sheetPeriods';

/** What the address asks for; the choices decide what of it still applies. */
export interface SheetSelection {
  classroomId?: number;
  period?: SheetPeriod;
}

const PARAMS: ParamReaders<SheetSelection> = {
  classroomId: ['classroom', idParam],
  period: ['period', parsePeriodKey, periodKey],
};

/**
 * The chosen sheet lives in the address (`#/marksheet?classroom=11&period=trimester-1`), and only
 * it, so a reload, a bookmark or a colleague's link opens the same sheet.
 */
export const useSheetSelection = () => useUrlSelection(PARAMS, false);
