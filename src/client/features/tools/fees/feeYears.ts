import type { useSchoolYearChoice } from '../structure/YearSelect';

/** The school year the Fees tab looks at, shared by its schedules and discounts. */
export type YearChoice = ReturnType<typeof useSchoolYearChoice>;

export interface YearOf {
  id: number;
  name: string;
  startsOn: string;
}

/** The year that started last before this one: where "last year's schedules" come from. */
export function previousYearOf<Y extends YearOf>(years: readonly Y[], yearId: number | undefined): Y | undefined {
  const year = years.find((candidate) => candidate.id === yearId);
  if (!year) return undefined;
  return years
    .filter((candidate) => candidate.startsOn < year.startsOn)
    .reduce<Y | undefined>((latest, candidate) => (!latest || candidate.startsOn > latest.startsOn ? candidate : latest), undefined);
}
