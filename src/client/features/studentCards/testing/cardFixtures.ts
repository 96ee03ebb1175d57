/**
 * Fixed records for the student-cards tests: Tuesday 15 September 2026, school year 2026-2027
 * (id 3, the fixture user's), two classrooms; 6e A has three students, one without a photo, two
 * with a card.
 */
import type { CardStatus } from '../../../../domain/contract/accessCodes';
import type { Classroom } from '../../../../domain/contract/structure';
import type { CurrentUser } from '../../../../domain/contract/users';
import { permissionsOf } from '../../../../domain/permissions';
import type { MockRoute } from '../../../testing/fetchMock';
import { currentUserFixture, fixDate } from '../../../testing/fixtures';

export const fixToday = () => fixDate('2026-09-15T09:00:00');

export const SCHOOL_YEAR_ID = 3;

/** The secretary (`cards.manage`), and the principal, who may only read (`cards.read`). */
export const secretaryFixture = (): CurrentUser => currentUserFixture({ permissions: permissionsOf('secretary') });
export const principalFixture = (): CurrentUser => currentUserFixture({ permissions: permissionsOf('principal') });

const classroom = (id: number, name: string): Classroom => ({
  id,
  name,
  levelId: 1,
  levelName: '6e',
  gradingSystem: 'sequence',
  schoolYearId: SCHOOL_YEAR_ID,
  schoolYearName: '2026-2027',
  capacity: 60,
  headTeacherId: null,
  headTeacherName: null,
  studentCount: 3,
});

export const classroomsFixture: Classroom[] = [classroom(11, '6e A'), classroom(12, '6e B')];

export const cardStatusFixture: CardStatus[] = [
  { studentId: 31, studentName: 'ATANGANA Paul', matricule: 'STU-0031', hasPhoto: true, codeMadeAt: '2026-09-10T10:00:00.000Z' },
  { studentId: 44, studentName: 'FOTSO Jean', matricule: 'STU-0044', hasPhoto: false, codeMadeAt: null },
  { studentId: 12, studentName: 'NGONO Marie', matricule: 'STU-0012', hasPhoto: true, codeMadeAt: '2026-09-01T08:30:00.000Z' },
];

export const statusPath = (classroomId = 11) => `/api/access_codes?classroomId=${classroomId}`;
export const CARDS_PATH = '/api/student-cards';
export const REVOKE_PATH = '/api/access_codes/revoke';

/** The classroom list the picker reads, and 6e A's (and an empty 6e B's) students. */
export const cardsRoutes: MockRoute[] = [
  { path: /^\/api\/classrooms\?/, body: { data: classroomsFixture, total: classroomsFixture.length } },
  { path: statusPath(11), body: { data: cardStatusFixture, total: cardStatusFixture.length } },
  { path: statusPath(12), body: { data: [], total: 0 } },
];
