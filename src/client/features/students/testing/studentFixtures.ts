/** Fixed records of the demo school for the student area's tests (no clock involved). */
import type { Exemption, Registration } from '../../../../domain/contract/registrations';
import type { MetadataType } from '../../../../domain/contract/settings';
import type { ClassCourse, Classroom, Level, SchoolYear } from '../../../../domain/contract/structure';
import type { Student } from '../../../../domain/contract/students';
import type { CurrentUser } from '../../../../domain/contract/users';
import type { MockRoute } from '../../../testing/fetchMock';
import { currentUserFixture } from '../../../testing/fixtures';

export const schoolYearsFixture: SchoolYear[] = [
  { id: 3, name: '2026-2027', startsOn: '2026-09-07', endsOn: '2027-06-30', current: true },
  { id: 2, name: '2025-2026', startsOn: '2025-09-08', endsOn: '2026-06-30', current: false },
];

export const levelsFixture: Level[] = [
  { id: 1, name: '6e', code: '6E', gradingSystem: 'sequence', position: 1 },
  { id: 2, name: '5e', code: '5E', gradingSystem: 'sequence', position: 2 },
];

const classroom = (id: number, name: string, levelId: number, studentCount: number, capacity = 60): Classroom => ({
  id,
  name,
  levelId,
  levelName: levelId === 1 ? '6e' : '5e',
  gradingSystem: 'sequence',
  schoolYearId: 3,
  schoolYearName: '2026-2027',
  capacity,
  headTeacherId: null,
  headTeacherName: null,
  studentCount,
});

export const classroomsFixture: Classroom[] = [classroom(11, '6e A', 1, 34), classroom(12, '6e B', 1, 60), classroom(13, '5e A', 2, 41)];

export const metadataTypesFixture: MetadataType[] = [
  { id: 1, name: 'Groupe sanguin', kind: 'choice', choices: ['A+', 'B+', 'O+', 'O-'] },
  { id: 2, name: 'Nombre de frères et sœurs', kind: 'number', choices: [] },
];

/** The secretary, with the school's two custom fields. */
export function studentUserFixture(overrides: Parameters<typeof currentUserFixture>[0] = {}): CurrentUser {
  return { ...currentUserFixture(overrides), metadataTypes: metadataTypesFixture };
}

const base = {
  birthPlace: 'Yaoundé',
  guardianName: null,
  guardianPhone: null,
  address: null,
  hasPhoto: false,
  customFields: {},
  archived: false,
  createdAt: '2026-09-01T07:00:00.000Z',
  updatedAt: '2026-09-01T07:00:00.000Z',
};

export const brendaFixture: Student = {
  ...base,
  id: 1,
  matricule: '26SC00001',
  firstName: 'Brenda',
  lastName: 'Atangana',
  sex: 'F',
  birthDate: '2014-03-12',
  guardianName: 'M. Atangana',
  guardianPhone: '+237 677 123 456',
  address: 'Bastos, Yaoundé',
  customFields: { '1': 'O+', '2': 3 },
  placement: { registrationId: 21, classroomId: 11, classroomName: '6e A', levelId: 1, schoolYearId: 3, repeating: false },
};

export const studentsFixture: Student[] = [
  brendaFixture,
  { ...base, id: 2, matricule: '26SC00002', firstName: 'Jean', lastName: 'Biya', sex: 'M', birthDate: '2013-11-02', placement: null },
  {
    ...base,
    id: 3,
    matricule: '26SC00003',
    firstName: 'Aminatou',
    lastName: 'Djoda',
    sex: 'F',
    birthDate: null,
    birthPlace: 'Garoua',
    placement: null,
  },
];

export const registrationsFixture: Registration[] = [
  {
    id: 21,
    studentId: 1,
    matricule: '26SC00001',
    studentName: 'ATANGANA Brenda',
    classroomId: 11,
    classroomName: '6e A',
    schoolYearId: 3,
    schoolYearName: '2026-2027',
    registeredOn: '2026-09-07',
    status: 'active',
    repeating: false,
    createdAt: '2026-09-07T08:00:00.000Z',
  },
  {
    id: 12,
    studentId: 1,
    matricule: '26SC00001',
    studentName: 'ATANGANA Brenda',
    classroomId: 5,
    classroomName: 'CM2 B',
    schoolYearId: 2,
    schoolYearName: '2025-2026',
    registeredOn: '2025-09-08',
    status: 'transferred',
    repeating: true,
    createdAt: '2025-09-08T08:00:00.000Z',
  },
];

export const classCoursesFixture: ClassCourse[] = [
  {
    id: 71,
    classroomId: 11,
    classroomName: '6e A',
    courseId: 1,
    courseName: 'Mathématiques',
    courseCode: 'MATH',
    teacherId: 8,
    teacherName: 'Clément Fotso',
    coefficient: 4,
    credits: null,
    group: 'sciences',
    term: null,
  },
  {
    id: 72,
    classroomId: 11,
    classroomName: '6e A',
    courseId: 7,
    courseName: 'Éducation physique',
    courseCode: 'EPS',
    teacherId: null,
    teacherName: null,
    coefficient: 2,
    credits: null,
    group: 'others',
    term: null,
  },
];

export const exemptionsFixture: Exemption[] = [
  {
    id: 5,
    studentId: 1,
    matricule: '26SC00001',
    studentName: 'ATANGANA Brenda',
    classCourseId: 72,
    courseName: 'Éducation physique',
    classroomId: 11,
    classroomName: '6e A',
    schoolYearId: 3,
    reason: 'Certificat médical',
    createdAt: '2026-10-02T09:00:00.000Z',
  },
];

const list = <T>(data: T[]) => ({ data, total: data.length });

/** The structure lists every picker of the area reads. */
export const structureRoutes = (): MockRoute[] => [
  { path: /^\/api\/school-years(\?|$)/, body: list(schoolYearsFixture) },
  { path: /^\/api\/levels(\?|$)/, body: list(levelsFixture) },
  { path: /^\/api\/classrooms\?(.*&)?levelId=2/, body: list(classroomsFixture.filter((c) => c.levelId === 2)) },
  { path: /^\/api\/classrooms\?(.*&)?levelId=1/, body: list(classroomsFixture.filter((c) => c.levelId === 1)) },
  { path: /^\/api\/classrooms(\?|$)/, body: list(classroomsFixture) },
];

export { list as listOf };
