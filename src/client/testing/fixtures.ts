import { NO_TILES, type Dashboard } from '../../domain/contract/dashboard';
import type { Kpis } from '../../domain/contract/statistics';
import type { CurrentUser } from '../../domain/contract/users';
import { DEMO_OPTIONS } from '../../domain/demoOptions';
import { permissionsOf, type Permission } from '../../domain/permissions';
import type { RootState } from '../app/store';

/** The secretary of the demo school, as GET /api/user answers. Fixed dates: no clock involved. */
export function currentUserFixture(overrides: { permissions?: Permission[] } = {}): CurrentUser {
  return {
    data: {
      user: {
        id: 6,
        username: 'secretary',
        firstName: 'Aïcha',
        lastName: 'Mbarga',
        email: 'secretariat@lycee-demo.cm',
        phone: '+237 699 00 00 06',
        role: 'admin',
        status: 'active',
        createdAt: '2026-09-01T07:00:00.000Z',
        updatedAt: '2026-09-01T07:00:00.000Z',
      },
      accessToken: 'token-of-the-fixture',
    },
    school: { id: 1, name: 'Lycée de Démonstration' },
    schoolYear: { id: 3, name: '2026-2027' },
    classCourses: [],
    permissions: overrides.permissions ?? permissionsOf('admin'),
    options: [...DEMO_OPTIONS],
    metadataTypes: [],
    disciplineClasses: [],
    attendanceClasses: [],
    timeParts: [],
    sanctionTypes: [],
  };
}

export const kpisFixture: Kpis = {
  schoolYearId: 3,
  students: { total: 1240, male: 610, female: 630 },
  classrooms: 28,
  staff: 54,
  teachers: 41,
  attendance: { date: '2026-10-12', absent: 23, late: 7, rollCallsTaken: 150, rollCallsMissing: 42 },
};

/** The administrator's dashboard as the first screen after sign-in shows it (two tiles are enough for the app's tests). */
export const dashboardFixture: Dashboard = {
  ...NO_TILES,
  schoolYearId: 3,
  date: '2026-10-12',
  role: 'admin',
  tiles: ['enrolment', 'absences'],
  enrolment: { total: 1240, male: 610, female: 630 },
  absences: { absent: 23, late: 7 },
};

export const TOKEN = 'token-of-the-fixture';

/** Store state of a signed-in user (pair it with `localStorage.setItem('jwtToken', TOKEN)`). */
export function signedInState(user: CurrentUser = currentUserFixture()): Partial<RootState> {
  return { auth: { status: 'authenticated', currentUser: user } };
}

export const signedOutState: Partial<RootState> = { auth: { status: 'anonymous', currentUser: null } };

/** Fixes the clock at `when` (a local date and time): only Date is faked, so userEvent and RTK Query keep their real timers. */
export function fixDate(when: string): void {
  jest.useFakeTimers({
    now: new Date(when),
    doNotFake: [
      'hrtime',
      'nextTick',
      'performance',
      'queueMicrotask',
      'requestAnimationFrame',
      'cancelAnimationFrame',
      'requestIdleCallback',
      'cancelIdleCallback',
      'setImmediate',
      'clearImmediate',
      'setInterval',
      'clearInterval',
      'setTimeout',
      'clearTimeout',
    ],
  });
}
