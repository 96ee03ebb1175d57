/** Fixed records for the statistics area's tests: one school year, three secondary levels and an LMD one. */
import type { AbsenceStatistics, AverageMarks } from '../../../../domain/contract/statistics';
import type { Classroom, Level, SchoolYear } from '../../../../domain/contract/structure';
import type { CurrentUser } from '../../../../domain/contract/users';
import { permissionsOf } from '../../../../domain/permissions';
import type { MockRoute } from '../../../testing/fetchMock';
import { currentUserFixture } from '../../../testing/fixtures';

export const schoolYearsFixture: SchoolYear[] = [
  { id: 1, name: '2026-2027', startsOn: '2026-09-07', endsOn: '2027-06-30', current: true },
  { id: 2, name: '2025-2026', startsOn: '2025-09-08', endsOn: '2026-06-30', current: false },
];

export const levelsFixture: Level[] = [
  { id: 1, name: '6e', code: '6E', gradingSystem: 'sequence', position: 1 },
  { id: 3, name: '3e', code: '3E', gradingSystem: 'sequence', position: 4 },
  { id: 2, name: '5e', code: '5E', gradingSystem: 'sequence', position: 2 },
  { id: 8, name: 'L1', code: 'L1', gradingSystem: 'lmd', position: 8 },
];

const classroom = (id: number, name: string, level: Level): Classroom => ({
  id,
  name,
  levelId: level.id,
  levelName: level.name,
  gradingSystem: level.gradingSystem,
  schoolYearId: 1,
  schoolYearName: '2026-2027',
  capacity: 60,
  headTeacherId: null,
  headTeacherName: null,
  studentCount: 50,
});

const level = (id: number) => levelsFixture.find((item) => item.id === id)!;

export const classroomsFixture: Classroom[] = [
  classroom(11, '6e A', level(1)),
  classroom(12, '6e B', level(1)),
  classroom(31, '3e A', level(3)),
  classroom(81, 'L1 Informatique', level(8)),
];

/** The first trimester of the whole school: three classrooms, three courses. */
export const averageMarksFixture: AverageMarks = {
  schoolYearId: 1,
  periodType: 'trimester',
  period: 1,
  overall: { students: 150, evaluated: 147, average: 10.87, highest: 18.02, lowest: 3.4, successRate: 0.5429 },
  distribution: [
    { from: 0, to: 5, count: 4 },
    { from: 5, to: 8, count: 17 },
    { from: 8, to: 10, count: 46 },
    { from: 10, to: 12, count: 44 },
    { from: 12, to: 14, count: 21 },
    { from: 14, to: 16, count: 11 },
    { from: 16, to: 20, count: 4 },
  ],
  classrooms: [
    {
      classroomId: 11,
      name: '6e A',
      levelId: 1,
      levelName: '6e',
      students: 50,
      evaluated: 50,
      average: 11.19,
      highest: 17.1,
      lowest: 4.65,
      successRate: 0.56,
    },
    {
      classroomId: 12,
      name: '6e B',
      levelId: 1,
      levelName: '6e',
      students: 52,
      evaluated: 49,
      average: 10.42,
      highest: 18.02,
      lowest: 3.4,
      successRate: 0.5102,
    },
    {
      classroomId: 31,
      name: '3e A',
      levelId: 3,
      levelName: '3e',
      students: 48,
      evaluated: 48,
      average: 11.01,
      highest: 16.75,
      lowest: 5.2,
      successRate: 0.5625,
    },
  ],
  courses: [
    { courseId: 3, code: 'MATH', name: 'Mathématiques', evaluated: 147, average: 10.42, successRate: 0.49 },
    { courseId: 4, code: 'FRAN', name: 'Français', evaluated: 147, average: 11.3, successRate: 0.5782 },
    { courseId: 5, code: 'ANG', name: 'Anglais', evaluated: 0, average: null, successRate: null },
  ],
};

/** An L1 semester. */
export const averageMarksLmdFixture: AverageMarks = {
  ...averageMarksFixture,
  periodType: 'term',
  overall: { students: 60, evaluated: 58, average: 11.9, highest: 16.4, lowest: 6.1, successRate: 0.63 },
  classrooms: [
    {
      classroomId: 81,
      name: 'L1 Informatique',
      levelId: 8,
      levelName: 'L1',
      students: 60,
      evaluated: 58,
      average: 11.9,
      highest: 16.4,
      lowest: 6.1,
      successRate: 0.63,
    },
  ],
  courses: [{ courseId: 20, code: 'INF111', name: 'Algorithmique', evaluated: 58, average: 11.9, successRate: 0.63 }],
};

/** A period nobody has an average for yet. */
export const emptyAverageMarksFixture: AverageMarks = {
  schoolYearId: 1,
  periodType: 'sequence',
  period: 6,
  overall: { students: 150, evaluated: 0, average: null, highest: null, lowest: null, successRate: null },
  distribution: [0, 5, 8, 10, 12, 14, 16].map((from, index, bands) => ({ from, to: bands[index + 1] ?? 20, count: 0 })),
  classrooms: averageMarksFixture.classrooms.map((row) => ({
    ...row,
    evaluated: 0,
    average: null,
    highest: null,
    lowest: null,
    successRate: null,
  })),
  courses: [],
};

/** The principal, in school year 1, with or without the LMD option. */
export function principalFixture({ lmdEnabled = false }: { lmdEnabled?: boolean } = {}): CurrentUser {
  const user = currentUserFixture({ permissions: permissionsOf('principal') });
  return {
    ...user,
    schoolYear: { id: 1, name: '2026-2027' },
    options: [...user.options, { name: 'lmdEnabled', value: String(lmdEnabled), value_type: 'bool' }],
  };
}

/** The lists the filters read; add the average-marks answers a test needs. */
export function structureRoutes(): MockRoute[] {
  return [
    { path: '/api/school-years?limit=1000', body: { data: schoolYearsFixture, total: schoolYearsFixture.length } },
    { path: '/api/levels?limit=1000', body: { data: levelsFixture, total: levelsFixture.length } },
    {
      path: /^\/api\/classrooms\?/,
      body: { data: classroomsFixture, total: classroomsFixture.length },
    },
  ];
}

/** Any secondary or LMD average-marks call answers `body`. */
export const averageMarksRoute = (body: AverageMarks, lmd = false): MockRoute => ({
  path: lmd ? /^\/api\/statistics-lmd\/average-marks\// : /^\/api\/statistics\/average-marks\//,
  body,
});

/** The first trimester's absences: two classrooms, three students. */
export const absenceStatisticsFixture: AbsenceStatistics = {
  schoolYearId: 1,
  period: 'trimester-1',
  from: '2026-09-07',
  to: '2026-12-09',
  overall: { students: 102, justifiedHours: 42, unjustifiedHours: 61.5, lateness: 14, latenessMinutes: 170 },
  classrooms: [
    {
      classroomId: 11,
      name: '6e A',
      levelId: 1,
      levelName: '6e',
      students: 50,
      justifiedHours: 30,
      unjustifiedHours: 40.5,
      lateness: 9,
      latenessMinutes: 110,
    },
    {
      classroomId: 12,
      name: '6e B',
      levelId: 1,
      levelName: '6e',
      students: 52,
      justifiedHours: 12,
      unjustifiedHours: 21,
      lateness: 5,
      latenessMinutes: 60,
    },
  ],
  students: [
    {
      studentId: 1,
      matricule: '26SC00001',
      name: 'ATANGANA Brenda',
      classroomId: 11,
      classroomName: '6e A',
      justifiedHours: 2,
      unjustifiedHours: 11,
      lateness: 1,
      latenessMinutes: 10,
    },
    {
      studentId: 2,
      matricule: '26SC00002',
      name: 'BELLO Amadou',
      classroomId: 12,
      classroomName: '6e B',
      justifiedHours: 0,
      unjustifiedHours: 7.5,
      lateness: 0,
      latenessMinutes: 0,
    },
    {
      studentId: 3,
      matricule: '26SC00003',
      name: 'DJODA Aminatou',
      classroomId: 11,
      classroomName: '6e A',
      justifiedHours: 4,
      unjustifiedHours: 1,
      lateness: 2,
      latenessMinutes: 25,
    },
  ],
};

export const absenceStatisticsRoute = (body: AbsenceStatistics = absenceStatisticsFixture): MockRoute => ({
  path: /^\/api\/statistics\/absences\//,
  body,
});
