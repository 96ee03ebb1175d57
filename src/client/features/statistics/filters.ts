import type { GradingSystem } from '../../../domain/contract/structure';
import { LMD_PERIOD_TYPES, SECONDARY_PERIOD_TYPES, type PeriodType } from '../../../domain/grading/periods';
import type { AverageMarksQuery } from '../../api/statisticsApi';

/** What the average-marks screen shows: a grading system, then the same choices as the call. */
export interface AverageMarksFilters {
  system: GradingSystem;
  schoolYearId: number | undefined;
  levelId: number | 'all';
  classroomId: number | 'all';
  periodType: PeriodType;
  period: number;
}

export const periodTypesOf = (system: GradingSystem): readonly PeriodType[] =>
  system === 'lmd' ? LMD_PERIOD_TYPES : SECONDARY_PERIOD_TYPES;

/** The periods a type offers on this screen: six sequences, three trimesters, two semesters, or the year (0). */
export function periodsOf(periodType: PeriodType): number[] {
  const count = { sequence: 6, trimester: 3, term: 2, annual: 0 }[periodType];
  return count === 0 ? [0] : Array.from({ length: count }, (_, index) => index + 1);
}

/** The first trimester (secondary) or semester (LMD) of the year. */
export function initialFilters(system: GradingSystem, schoolYearId: number | undefined): AverageMarksFilters {
  return { system, schoolYearId, levelId: 'all', classroomId: 'all', periodType: system === 'lmd' ? 'term' : 'trimester', period: 1 };
}

/** A change of one filter, and what it resets: the narrower choices that may no longer fit. */
export type FilterChange =
  | { system: GradingSystem }
  | { schoolYearId: number }
  | { levelId: number | 'all' }
  | { classroomId: number | 'all' }
  | { periodType: PeriodType }
  | { period: number };

export function changeFilters(filters: AverageMarksFilters, change: FilterChange): AverageMarksFilters {
  if ('system' in change) return change.system === filters.system ? filters : initialFilters(change.system, filters.schoolYearId);
  if ('schoolYearId' in change) return { ...filters, schoolYearId: change.schoolYearId, classroomId: 'all' };
  if ('levelId' in change) return { ...filters, levelId: change.levelId, classroomId: 'all' };
  if ('periodType' in change) return { ...filters, periodType: change.periodType, period: periodsOf(change.periodType)[0] };
  return { ...filters, ...change };
}

/** The call for these filters, or null until a school year is known. */
export const queryOf = ({ schoolYearId, levelId, classroomId, periodType, period }: AverageMarksFilters): AverageMarksQuery | null =>
  schoolYearId === undefined ? null : { schoolYearId, levelId, classroomId, periodType, period };
