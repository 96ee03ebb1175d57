/**
 * Demographic figures for the return's file tests: one level, the given classrooms, every student
 * of the same age and new to the school.
 */
import type { Demographics } from '../../domain/contract/demographics';
import { emptyAgeRows } from '../../domain/statistics/demographics';

type Counts = { male: number; female: number; total: number };

export function demographicsFixture(classrooms: Demographics['classrooms'], totals: Counts): Demographics {
  return {
    schoolYearId: 1,
    schoolYearName: '2026-2027',
    startsOn: '2026-09-07',
    previousSchoolYearId: null,
    levelId: null,
    classroomId: null,
    totals,
    ages: emptyAgeRows().map((row, index) => (index === 2 ? { ...row, ...totals } : row)),
    unknownAge: { male: 0, female: 0, total: 0 },
    levels: [{ levelId: 1, levelName: '6e', ...totals }],
    classrooms,
    intakes: [
      { intake: 'new', ...totals },
      { intake: 'returning', male: 0, female: 0, total: 0 },
      { intake: 'repeating', male: 0, female: 0, total: 0 },
    ],
  };
}
