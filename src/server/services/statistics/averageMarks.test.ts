import { aggregateAverageMarks, type ClassroomFigures } from './averageMarks';

const classroom = (
  id: number,
  rows: ClassroomFigures['rows'],
  courses: ClassroomFigures['courses'],
  stats: Partial<ClassroomFigures['stats']> = {},
): ClassroomFigures => ({
  classroomId: id,
  name: `C${id}`,
  levelId: 1,
  levelName: 'L',
  stats: { students: rows.length, classAverage: null, highest: null, lowest: null, successRate: null, ...stats },
  rows,
  courses,
});
const row = (average: number | null, ranked = average !== null, passed = average !== null && average >= 10) => ({
  average,
  ranked,
  passed,
});

describe('aggregateAverageMarks', () => {
  it('gives zeros, nulls and empty bands without sheets', () => {
    const result = aggregateAverageMarks([]);
    expect(result.overall).toEqual({ students: 0, evaluated: 0, average: null, highest: null, lowest: null, successRate: null });
    expect(result.distribution.map((band) => band.count)).toEqual([0, 0, 0, 0, 0, 0, 0]);
    expect(result.distribution.at(-1)).toEqual({ from: 16, to: 20, count: 0 });
    expect(result.classrooms).toEqual([]);
    expect(result.courses).toEqual([]);
  });

  it('counts ranked rows for the figures and every average for the distribution', () => {
    const result = aggregateAverageMarks([
      classroom(1, [row(12), row(9), row(19.5, false), row(null)], [], { classAverage: 10.5, highest: 12, lowest: 9, successRate: 0.5 }),
      classroom(2, [row(10.005), row(4.99)], []),
    ]);
    // Ranked: 12, 9, 10.005, 4.99 → 35.995 / 4 = 8.99875.
    expect(result.overall).toEqual({ students: 6, evaluated: 5, average: 9, highest: 12, lowest: 4.99, successRate: 0.5 });
    expect(result.distribution.map((band) => band.count)).toEqual([1, 0, 1, 1, 1, 0, 1]);
    expect(result.classrooms[0]).toMatchObject({
      classroomId: 1,
      students: 4,
      evaluated: 3,
      average: 10.5,
      highest: 12,
      lowest: 9,
      successRate: 0.5,
    });
    expect(result.classrooms[1]).toMatchObject({ evaluated: 2, average: null });
  });

  it('weighs course figures by the students evaluated and orders courses by code', () => {
    const course = (courseId: number, code: string, evaluated: number, mean: number | null, successRate: number | null) => ({
      courseId,
      code,
      name: code,
      evaluated,
      mean,
      successRate,
    });
    const result = aggregateAverageMarks([
      classroom(1, [], [course(7, 'MATH', 3, 8, 1 / 3), course(8, 'ANG', 0, null, null)]),
      classroom(2, [], [course(7, 'MATH', 1, 16, 1), course(8, 'ANG', 0, null, null), course(9, 'BIO', 2, 10.5, 0.5)]),
    ]);
    expect(result.courses).toEqual([
      { courseId: 8, code: 'ANG', name: 'ANG', evaluated: 0, average: null, successRate: null },
      { courseId: 9, code: 'BIO', name: 'BIO', evaluated: 2, average: 10.5, successRate: 0.5 },
      { courseId: 7, code: 'MATH', name: 'MATH', evaluated: 4, average: 10, successRate: 0.5 },
    ]);
  });
});
