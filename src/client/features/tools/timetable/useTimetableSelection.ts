import { idParam, useUrlSelection, type ParamReaders } from '../../../hooks/useUrlSelection';

/** What the address asks for; the lists decide what of it still applies. */
export interface TimetableSelection {
  yearId?: number;
  timetableId?: number;
  classroomId?: number;
}

const PARAMS: ParamReaders<TimetableSelection> = {
  yearId: ['year', idParam],
  timetableId: ['timetable', idParam],
  classroomId: ['classroom', idParam],
};

/**
 * The year, timetable and classroom on show live in the address
 * (`?tab=timetable&year=3&timetable=1&classroom=11`), so a week can be linked and a reload opens
 * it again; the tools screen keeps the open tab beside them. A change goes through the router, so
 * the unsaved-week guard holds it until the user answers.
 */
export const useTimetableSelection = () => useUrlSelection(PARAMS, true);
