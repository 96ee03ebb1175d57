import { changeFilters, initialFilters, periodsOf, periodTypesOf, queryOf } from './filters';

describe('average-marks filters', () => {
  it('start at the first trimester, or the first semester in LMD, of every level and classroom', () => {
    expect(initialFilters('sequence', 1)).toEqual({
      system: 'sequence',
      schoolYearId: 1,
      levelId: 'all',
      classroomId: 'all',
      periodType: 'trimester',
      period: 1,
    });
    expect(initialFilters('lmd', 1)).toMatchObject({ periodType: 'term', period: 1 });
  });

  it('offer the period types and periods of each grading system', () => {
    expect(periodTypesOf('sequence')).toEqual(['sequence', 'trimester', 'annual']);
    expect(periodTypesOf('lmd')).toEqual(['term', 'annual']);
    expect(periodsOf('sequence')).toEqual([1, 2, 3, 4, 5, 6]);
    expect(periodsOf('trimester')).toEqual([1, 2, 3]);
    expect(periodsOf('term')).toEqual([1, 2]);
    expect(periodsOf('annual')).toEqual([0]);
  });

  it('reset the narrower choices a change may no longer fit', () => {
    const chosen = { ...initialFilters('sequence', 1), levelId: 3, classroomId: 31, periodType: 'sequence' as const, period: 5 };
    expect(changeFilters(chosen, { levelId: 1 })).toMatchObject({ levelId: 1, classroomId: 'all', period: 5 });
    expect(changeFilters(chosen, { schoolYearId: 2 })).toMatchObject({ schoolYearId: 2, levelId: 3, classroomId: 'all' });
    expect(changeFilters(chosen, { periodType: 'annual' })).toMatchObject({ periodType: 'annual', period: 0, classroomId: 31 });
    expect(changeFilters(chosen, { periodType: 'trimester' })).toMatchObject({ periodType: 'trimester', period: 1 });
    expect(changeFilters(chosen, { system: 'lmd' })).toEqual(initialFilters('lmd', 1));
    expect(changeFilters(chosen, { system: 'sequence' })).toBe(chosen);
  });

  it('make the call once a school year is known', () => {
    expect(queryOf(initialFilters('sequence', undefined))).toBeNull();
    expect(queryOf({ ...initialFilters('sequence', 1), levelId: 3, period: 2 })).toEqual({
      schoolYearId: 1,
      levelId: 3,
      classroomId: 'all',
      periodType: 'trimester',
      period: 2,
    });
  });
});
