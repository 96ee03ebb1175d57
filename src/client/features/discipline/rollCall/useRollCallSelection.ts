import { idParam, useUrlSelection, type ParamReaders } from '../../../hooks/useUrlSelection';
import { dayOrNull } from '../../../hooks/today';

/** What the address asks for; the choices decide what of it still applies. */
export interface RollCallSelection {
  classroomId?: number;
  date?: string;
  timePartId?: number;
}

const PARAMS: ParamReaders<RollCallSelection> = {
  classroomId: ['classroom', idParam],
  date: ['date', (value) => dayOrNull(value) ?? undefined],
  timePartId: ['timePart', idParam],
};

/**
 * The chosen roll call lives in the address (`?classroom=11&date=2026-10-12&timePart=2`), so a
 * reload opens the same one. The discipline area keeps its own parameters (the open tab) beside it.
 */
export const useRollCallSelection = () => useUrlSelection(PARAMS, true);
