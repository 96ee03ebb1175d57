import type { Dashboard } from '../../../../domain/contract/dashboard';
import { ROLE_TILES } from '../../../../domain/dashboard/tiles';
import type { Role } from '../../../../domain/permissions';

export const DASHBOARD_DATE = '2026-11-23';

/** Every tile filled, as the server would for a role that gets them all; each role's fixture keeps its own. */
const ALL: Omit<Dashboard, 'schoolYearId' | 'date' | 'role' | 'tiles'> = {
  enrolment: { total: 1240, male: 610, female: 630 },
  absences: { absent: 23, late: 7 },
  uncoveredClasses: {
    count: 1,
    unchecked: 6,
    slots: [
      {
        classroomId: 11,
        classroomName: '6e A',
        timePartId: 1,
        timePartName: '07:30-08:25',
        courseName: 'Mathématiques',
        teacherName: 'Paul Ndongo',
        state: 'absent',
      },
      {
        classroomId: 12,
        classroomName: '6e B',
        timePartId: 1,
        timePartName: '07:30-08:25',
        courseName: 'Français',
        teacherName: null,
        state: 'unchecked',
      },
    ],
  },
  money: { expected: 9000000, collected: 5400000, share: 0.6 },
  averages: { sequence: 2, evaluated: 396, average: 10.87, successRate: 0.5429 },
  marksToEnter: {
    sequence: 2,
    count: 3,
    classCourses: [
      { classCourseId: 40, classroomId: 11, classroomName: '6e A', courseName: 'Mathématiques', missing: 12 },
      { classCourseId: 41, classroomId: 11, classroomName: '6e A', courseName: 'Histoire', missing: 1 },
    ],
  },
  missingRollCalls: {
    count: 2,
    slots: [
      { classroomId: 11, classroomName: '6e A', timePartId: 2, timePartName: '08:25-09:20' },
      { classroomId: 12, classroomName: '6e B', timePartId: 2, timePartName: '08:25-09:20' },
    ],
  },
  sanctionsToConfirm: {
    count: 1,
    latest: [
      {
        id: 5,
        studentId: 21,
        studentName: 'ATANGANA Brenda',
        matricule: '26SC00021',
        classroomName: '6e A',
        sanctionCode: 'AVERT',
        hours: 12,
      },
    ],
  },
  journal: { count: 12, cash: 180000, mobile: 45000, bank: 0, total: 225000 },
  arrears: { students: 37, totalOverdue: 1110000 },
  classesToday: {
    count: 2,
    slots: [
      {
        classroomId: 11,
        classroomName: '6e A',
        timePartId: 1,
        timePartName: '07:30-08:25',
        classCourseId: 40,
        courseName: 'Mathématiques',
        rollCallTaken: true,
      },
      {
        classroomId: 13,
        classroomName: '5e A',
        timePartId: 3,
        timePartName: '09:20-10:15',
        classCourseId: 52,
        courseName: 'Mathématiques',
        rollCallTaken: false,
      },
    ],
  },
  rollCallsToTake: { count: 1, slots: [{ classroomId: 13, classroomName: '5e A', timePartId: 3, timePartName: '09:20-10:15' }] },
  registrations: {
    days: 7,
    count: 2,
    latest: [
      { studentId: 31, studentName: 'MBALLA Joël', matricule: '26SC00031', classroomName: '6e A', registeredOn: '2026-11-23' },
      { studentId: 30, studentName: 'NGONO Marie', matricule: '26SC00030', classroomName: '5e B', registeredOn: '2026-11-20' },
    ],
  },
  withoutPhoto: { count: 0, classrooms: [] },
  withoutCard: {
    count: 64,
    classrooms: [
      { classroomId: 11, classroomName: '6e A', count: 40 },
      { classroomId: 12, classroomName: '6e B', count: 24 },
    ],
  },
};

/** The dashboard a role's account receives: its tiles filled, every other one null. */
export function dashboardFixture(role: Role): Dashboard {
  const tiles = ROLE_TILES[role];
  const filled = Object.fromEntries(Object.entries(ALL).map(([tile, value]) => [tile, tiles.includes(tile as never) ? value : null]));
  return { schoolYearId: 3, date: DASHBOARD_DATE, role, tiles: [...tiles], ...(filled as typeof ALL) };
}
