/** What the absence section shows: the same choices as its call, the period written as the contract takes it. */
export interface AbsenceFilters {
  schoolYearId: number | undefined;
  levelId: number | 'all';
  classroomId: number | 'all';
  /** `sequence-2`, `trimester-1`, `annual` or a month `2026-10`. */
  period: string;
}

export const initialAbsenceFilters = (): AbsenceFilters => ({
  schoolYearId: undefined,
  levelId: 'all',
  classroomId: 'all',
  period: 'trimester-1',
});

/** A narrower choice starts again when a wider one changes; a month outside another year does not fit it. */
export function changeAbsenceFilters(filters: AbsenceFilters, change: Partial<AbsenceFilters>): AbsenceFilters {
  if ('schoolYearId' in change)
    return {
      ...filters,
      schoolYearId: change.schoolYearId,
      classroomId: 'all',
      period: /^\d/.test(filters.period) ? 'annual' : filters.period,
    };
  if ('levelId' in change) return { ...filters, levelId: change.levelId ?? 'all', classroomId: 'all' };
  return { ...filters, ...change };
}

/** The periods offered: six sequences, three trimesters, the year, then each month the year spans. */
export function absencePeriods(year: { startsOn: string; endsOn: string } | undefined): string[] {
  const periods = [
    ...Array.from({ length: 6 }, (_, index) => `sequence-${index + 1}`),
    ...Array.from({ length: 3 }, (_, index) => `trimester-${index + 1}`),
    'annual',
  ];
  if (!year) return periods;
  let [y, m] = year.startsOn.split('-').map(Number);
  const [endY, endM] = year.endsOn.split('-').map(Number);
  while (y < endY || (y === endY && m <= endM)) {
    periods.push(`${y}-${String(m).padStart(2, '0')}`);
    m += 1;
    if (m > 12) {
      m = 1;
      y += 1;
    }
  }
  return periods;
}
