/** Fixed records for the marks area's tests: two secondary classrooms, an LMD one, one teacher. */
import type { EntryList } from '../../../../domain/contract/marks';
import type { ClassCourse, Classroom } from '../../../../domain/contract/structure';
import type { CurrentUser } from '../../../../domain/contract/users';
import { DEMO_OPTIONS } from '../../../../domain/demoOptions';
import { permissionsOf } from '../../../../domain/permissions';
import type { MockRoute } from '../../../testing/fetchMock';
import { currentUserFixture } from '../../../testing/fixtures';

const classroom = (id: number, name: string, gradingSystem: 'sequence' | 'lmd'): Classroom => ({
  id,
  name,
  levelId: gradingSystem === 'lmd' ? 7 : 1,
  levelName: gradingSystem === 'lmd' ? 'L1' : '6e',
  gradingSystem,
  schoolYearId: 3,
  schoolYearName: '2026-2027',
  capacity: 60,
  headTeacherId: null,
  headTeacherName: null,
  studentCount: 4,
});

export const classroomsFixture: Classroom[] = [
  classroom(11, '6e A', 'sequence'),
  classroom(12, '6e B', 'sequence'),
  classroom(21, 'L1 Informatique', 'lmd'),
];

const course = (
  id: number,
  classroomId: number,
  courseName: string,
  teacherId: number | null,
  term: number | null = null,
): ClassCourse => ({
  id,
  classroomId,
  classroomName: classroomsFixture.find((item) => item.id === classroomId)!.name,
  courseId: id,
  courseName,
  courseCode: courseName.slice(0, 4).toUpperCase(),
  teacherId,
  teacherName: teacherId === 8 ? 'Clément Fotso' : teacherId === 9 ? 'Marie Ngo' : null,
  coefficient: term === null ? 4 : null,
  credits: term === null ? null : 6,
  group: 'sciences',
  term,
});

export const classCoursesFixture: ClassCourse[] = [
  course(71, 11, 'Mathématiques', 8),
  course(72, 11, 'Éducation physique', null),
  course(73, 11, 'Français', 9),
  course(81, 21, 'Algorithmique', 8, 2),
  course(82, 21, 'Analyse', 9, 1),
];

/** The 6e A maths list of sequence 1: two marks typed, two to come. */
export const entryFixture: EntryList = {
  classroomId: 11,
  classCourseId: 71,
  courseName: 'Mathématiques',
  sequence: 1,
  term: null,
  type: null,
  data: [
    { studentId: 1, matricule: '26SC00001', lastName: 'Atangana', firstName: 'Brenda', value: 14.5 },
    { studentId: 2, matricule: '26SC00002', lastName: 'Bello', firstName: 'Amadou', value: null },
    { studentId: 3, matricule: '26SC00003', lastName: 'Djoda', firstName: 'Aminatou', value: 8 },
    { studentId: 4, matricule: '26SC00004', lastName: 'Essomba', firstName: 'Paul', value: null },
  ],
  total: 4,
};

/** The school's LMD rates leave TP and TPE out (rate 0): CC, SN and its resit SR remain. */
const MARK_OPTION_NAMES = new Set(['lmd_cc_rate', 'lmd_sn_rate', 'lmd_tp_rate', 'lmd_tpe_rate', 'pass_mark']);
const markOptions = DEMO_OPTIONS.filter((option) => MARK_OPTION_NAMES.has(option.name));

/** The studies office: enters any course's marks. */
export function studiesUserFixture(): CurrentUser {
  const user = currentUserFixture({ permissions: permissionsOf('studies') });
  return { ...user, options: markOptions };
}

/** Clément Fotso, who teaches maths in 6e A and algorithmics in L1. */
export function teacherUserFixture(): CurrentUser {
  const user = currentUserFixture({ permissions: permissionsOf('teacher') });
  const own = classCoursesFixture.filter((item) => item.teacherId === 8);
  return {
    ...user,
    data: {
      ...user.data,
      user: { ...user.data.user, id: 8, username: 'cfotso', firstName: 'Clément', lastName: 'Fotso', role: 'teacher' },
    },
    options: markOptions,
    classCourses: own.map(({ id, classroomId, classroomName, courseId, courseName, courseCode, coefficient, credits }) => ({
      id,
      classroomId,
      classroomName,
      courseId,
      courseName,
      courseCode,
      coefficient,
      credits,
    })),
  };
}

const list = <T>(data: T[]) => ({ data, total: data.length });

/** The pickers' lists and the maths list of sequence 1. */
export const markRoutes = (entry: EntryList = entryFixture): MockRoute[] => [
  { path: /^\/api\/classrooms\?/, body: list(classroomsFixture) },
  ...[11, 21].map((id) => ({
    path: new RegExp(`^/api/class-courses\\?classroomId=${id}&`),
    body: list(classCoursesFixture.filter((item) => item.classroomId === id)),
  })),
  { path: '/api/classroom-marks/11/71/1', body: entry },
];
