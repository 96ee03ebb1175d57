import type { ArrearsFileArgs } from '../../../api/financeReportsApi';
import { dayOrNull } from '../../../hooks/today';

/** What the arrears are asked for: a classroom, or a level, or the whole school (both null), on a day. */
export interface ArrearsFilters {
  levelId: number | null;
  classroomId: number | null;
  asOf: string;
}

/** An id from the address, or null when it is missing or mistyped. */
export const idOrNull = (text: string | null): number | null => (text && /^[1-9]\d{0,9}$/.test(text) ? Number(text) : null);

/** The filters the address holds (`level`, `classroom`, `asOf`), today when it names no day. */
export const filtersOf = (params: URLSearchParams, today: string): ArrearsFilters => ({
  levelId: idOrNull(params.get('level')),
  classroomId: idOrNull(params.get('classroom')),
  asOf: dayOrNull(params.get('asOf')) ?? today,
});

/**
 * What is asked for: one classroom when chosen (its level goes without saying), else the level,
 * else the school. The screen adds its page; the documents take it as it is, every student.
 */
export const queryOf = ({ levelId, classroomId, asOf }: ArrearsFilters, schoolYearId: number | undefined): ArrearsFileArgs => ({
  schoolYearId,
  ...(classroomId !== null ? { classroomId } : levelId !== null ? { levelId } : {}),
  asOf,
});
