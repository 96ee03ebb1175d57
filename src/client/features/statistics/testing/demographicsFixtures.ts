/** A fixed demographic return for the statistics area's tests: two levels, three classes, 130 students. */
import type { Demographics } from '../../../../domain/contract/demographics';
import type { MockRoute } from '../../../testing/fetchMock';

const ages: [number | null, number | null, number, number][] = [
  [null, 10, 2, 1],
  [11, 11, 20, 22],
  [12, 12, 25, 21],
  [13, 13, 10, 12],
  [14, 14, 4, 3],
  [15, 15, 2, 1],
  [16, 16, 0, 1],
  [17, 17, 0, 0],
  [18, 18, 0, 0],
  [19, 19, 0, 0],
  [20, 20, 0, 0],
  [21, null, 1, 0],
];

export const demographicsFixture: Demographics = {
  schoolYearId: 1,
  schoolYearName: '2026-2027',
  startsOn: '2026-09-07',
  previousSchoolYearId: 2,
  levelId: null,
  classroomId: null,
  totals: { male: 65, female: 65, total: 130 },
  ages: ages.map(([minAge, maxAge, male, female]) => ({ minAge, maxAge, male, female, total: male + female })),
  unknownAge: { male: 1, female: 4, total: 5 },
  levels: [
    { levelId: 1, levelName: '6e', male: 45, female: 43, total: 88 },
    { levelId: 3, levelName: '3e', male: 20, female: 22, total: 42 },
  ],
  classrooms: [
    { classroomId: 11, name: '6e A', levelId: 1, levelName: '6e', male: 23, female: 21, total: 44 },
    { classroomId: 12, name: '6e B', levelId: 1, levelName: '6e', male: 22, female: 22, total: 44 },
    { classroomId: 31, name: '3e A', levelId: 3, levelName: '3e', male: 20, female: 22, total: 42 },
  ],
  intakes: [
    { intake: 'new', male: 40, female: 38, total: 78 },
    { intake: 'returning', male: 20, female: 24, total: 44 },
    { intake: 'repeating', male: 5, female: 3, total: 8 },
  ],
};

export const demographicsRoute = (body: Demographics = demographicsFixture): MockRoute => ({
  path: /^\/api\/statistics\/demographics\/\d+\/\w+\/\w+$/,
  body,
});
