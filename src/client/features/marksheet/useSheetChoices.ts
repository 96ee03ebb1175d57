import { skipToken } from '@reduxjs/toolkit/query';
import { useMemo } from 'react';
import type { Classroom } from '../../../domain/contract/structure';
import { secondaryRulesFrom } from '../../../domain/grading/secondary';
import { useListClassroomsQuery } from '../../api/classroomsApi';
import { useListLevelsQuery } from '../../api/levelsApi';
import { useCurrentUser, useOptions } from '../../app/session';
import { periodChoices, samePeriod, sheetRequestOf, type SheetPeriod, type SheetRequest } from './sheetPeriods';
import type { SheetSelection } from './useSheetSelection';

/** Enough for every classroom and level of a school in one list. */
const ALL = 1000;

export interface SheetChoices {
  classrooms: Classroom[];
  classroom: Classroom | undefined;
  /** The classroom level's trimester map (secondary). */
  trimesters: readonly (readonly number[])[];
  periods: SheetPeriod[];
  period: SheetPeriod | undefined;
  request: SheetRequest | null;
  /** The classrooms' list has come (and may be empty). */
  loaded: boolean;
}

/** The current year's classrooms, the periods the chosen one offers, and the sheet to load. */
export function useSheetChoices(selection: SheetSelection): SheetChoices {
  const user = useCurrentUser();
  const options = useOptions();
  const schoolYearId = user?.schoolYear?.id;

  // The same arguments as the other classroom and level pickers, so they share one cached list.
  const { data: classroomList } = useListClassroomsQuery(schoolYearId ? { schoolYearId, limit: ALL } : skipToken);
  const classrooms = useMemo(() => classroomList?.data ?? [], [classroomList]);
  const classroom = classrooms.find((candidate) => candidate.id === selection.classroomId);
  const lmd = classroom?.gradingSystem === 'lmd';

  // The trimester map is the level's (option `trimesters.<level code>`): the code comes from the levels.
  const { data: levelList } = useListLevelsQuery(classroom && !lmd ? { limit: ALL } : skipToken);
  const levelCode = levelList?.data.find((level) => level.id === classroom?.levelId)?.code;
  const trimesters = useMemo(() => secondaryRulesFrom(options, levelCode).trimesters, [options, levelCode]);

  const periods = useMemo(() => (classroom ? periodChoices(classroom.gradingSystem, trimesters) : []), [classroom, trimesters]);
  const period = periods.find((candidate) => samePeriod(candidate, selection.period));
  // A trimester's sequences wait for the level's map, so no sheet is asked for with the wrong ones.
  const mapKnown = lmd || Boolean(levelList) || period?.type !== 'trimester';
  const request = classroom && period && mapKnown ? sheetRequestOf(classroom.id, classroom.gradingSystem, period, trimesters) : null;

  return { classrooms, classroom, trimesters, periods, period, request, loaded: Boolean(classroomList) };
}
