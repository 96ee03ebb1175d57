/** Fixed records for the roll call's tests: three classrooms, two time parts, a class of five. */
import type { RollCall, RollCallRow } from '../../../../../domain/contract/absences';
import type { TimePart } from '../../../../../domain/contract/settings';
import type { Classroom } from '../../../../../domain/contract/structure';
import type { CurrentUser } from '../../../../../domain/contract/users';
import { permissionsOf } from '../../../../../domain/permissions';
import type { MockRoute } from '../../../../testing/fetchMock';
import { currentUserFixture } from '../../../../testing/fixtures';

const classroom = (id: number, name: string): Classroom => ({
  id,
  name,
  levelId: 1,
  levelName: '6e',
  gradingSystem: 'sequence',
  schoolYearId: 3,
  schoolYearName: '2026-2027',
  capacity: 60,
  headTeacherId: null,
  headTeacherName: null,
  studentCount: 5,
});

export const classroomsFixture: Classroom[] = [classroom(11, '6e A'), classroom(12, '6e B'), classroom(13, '5e A')];

export const timePartsFixture: TimePart[] = [
  { id: 2, name: '08:25-09:20', startsAt: '08:25', endsAt: '09:20', durationHours: 1, position: 2 },
  { id: 1, name: '07:30-08:25', startsAt: '07:30', endsAt: '08:25', durationHours: 1, position: 1 },
];

const student = (studentId: number, lastName: string, firstName: string): RollCallRow => ({
  studentId,
  matricule: `26SC${String(studentId).padStart(5, '0')}`,
  lastName,
  firstName,
  status: 'present',
  latenessMinutes: 0,
  justified: false,
  reasonName: null,
  absenceId: null,
});

/** 6e A on Monday 12 October 2026, first hour, not taken yet: everyone present. */
export const rollCallFixture: RollCall = {
  classroomId: 11,
  classroomName: '6e A',
  date: '2026-10-12',
  timePartId: 1,
  timePartName: '07:30-08:25',
  durationHours: 1,
  taken: false,
  takenBy: null,
  takenAt: null,
  updatedBy: null,
  updatedAt: null,
  data: [
    student(1, 'Atangana', 'Brenda'),
    student(2, 'Bello', 'Amadou'),
    student(3, 'Djoda', 'Aminatou'),
    student(4, 'Essomba', 'Paul'),
    student(5, 'Fouda', 'Marie'),
  ],
  total: 5,
};

/** The same roll call once taken: Essomba absent, Fouda 12 minutes late. */
export const takenRollCallFixture: RollCall = {
  ...rollCallFixture,
  taken: true,
  takenBy: 'Clément Fotso',
  takenAt: '2026-10-12T07:41:00.000Z',
  updatedBy: 'Jean Mbarga',
  updatedAt: '2026-10-12T10:05:00.000Z',
  data: rollCallFixture.data.map((row) =>
    row.studentId === 4
      ? { ...row, status: 'absent', absenceId: 7 }
      : row.studentId === 5
        ? { ...row, latenessMinutes: 12, absenceId: 8 }
        : row,
  ),
};

/** Clément Fotso, who calls the roll of 6e A only. */
export function teacherUserFixture(): CurrentUser {
  const user = currentUserFixture({ permissions: permissionsOf('teacher') });
  return {
    ...user,
    data: {
      ...user.data,
      user: { ...user.data.user, id: 8, username: 'cfotso', firstName: 'Clément', lastName: 'Fotso', role: 'teacher' },
    },
    attendanceClasses: [11],
    disciplineClasses: [12],
    timeParts: timePartsFixture,
  };
}

/** The discipline office of the administrator: every classroom. */
export function managerUserFixture(): CurrentUser {
  return { ...currentUserFixture(), timeParts: timePartsFixture };
}

/** The principal: reads every roll call, takes none. */
export function principalUserFixture(): CurrentUser {
  return { ...currentUserFixture({ permissions: permissionsOf('principal') }), timeParts: timePartsFixture };
}

export const ROLL_CALL_PATH = '/api/absences/11/2026-10-12/1';

/** The classroom picker's list and 6e A's first hour. */
export const rollCallRoutes = (rollCall: RollCall = rollCallFixture): MockRoute[] => [
  { path: /^\/api\/classrooms\?/, body: { data: classroomsFixture, total: classroomsFixture.length } },
  { path: ROLL_CALL_PATH, body: rollCall },
];
