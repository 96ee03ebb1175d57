/** Fixed records for the guardians tab's tests: the outbox of 25 November 2026, two classrooms. */
import type { GuardianNotice, NoticeList, NoticePreview } from '../../../../domain/contract/guardianNotices';
import type { Classroom, Level } from '../../../../domain/contract/structure';
import type { CurrentUser } from '../../../../domain/contract/users';
import { permissionsOf, type Role } from '../../../../domain/permissions';
import type { MockRoute } from '../../../testing/fetchMock';
import { currentUserFixture, fixDate } from '../../../testing/fixtures';

export const fixToday = () => fixDate('2026-11-25T09:00:00');
export const userOf = (role: Role): CurrentUser => currentUserFixture({ permissions: permissionsOf(role) });

const levels: Level[] = [{ id: 1, name: '6e', code: '6E', gradingSystem: 'sequence', position: 1 }];
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
  studentCount: 40,
});
export const classrooms = [classroom(11, '6e A'), classroom(12, '6e B')];

const notice = (id: number, over: Partial<GuardianNotice>): GuardianNotice => ({
  id,
  studentId: 30 + id,
  studentName: 'NGONO Marie',
  matricule: '26SC00012',
  classroomName: '6e A',
  kind: 'message',
  channel: 'sms',
  address: '+237 677 12 34 56',
  subject: null,
  body: 'Réunion des parents samedi à 9 h.',
  status: 'sent',
  attempts: 1,
  lastError: null,
  createdAt: '2026-11-24T08:00:00.000Z',
  createdBy: 'Paul NKOULOU',
  lastAttemptAt: '2026-11-24T08:00:02.000Z',
  nextAttemptAt: null,
  sentAt: '2026-11-24T08:00:02.000Z',
  ...over,
});

export const outbox: NoticeList = {
  data: [
    notice(3, { studentName: 'ATANGANA Paul', status: 'queued', attempts: 0, sentAt: null, lastAttemptAt: null }),
    notice(2, {
      studentName: 'FOTSO Jean',
      kind: 'arrears',
      address: '+237 600',
      status: 'failed',
      lastError: 'HTTP 400: invalid number',
      sentAt: null,
    }),
    notice(1, { channel: 'email', address: 'ngono.parent@example.cm', subject: "Message de l'établissement" }),
  ],
  total: 3,
  counts: { queued: 1, sent: 1, failed: 1 },
  configured: { sms: true, email: false },
};

export const preview: NoticePreview = {
  kind: 'message',
  guardians: 2,
  byChannel: { sms: 1, email: 1 },
  missing: [{ studentId: 40, studentName: 'EKANI Rose', matricule: '26SC00040', classroomName: '6e B' }],
  alreadyQueued: 0,
  configured: { sms: true, email: false },
};

export const OUTBOX_PATH = /^\/api\/guardian-notices\?/;

export const structureRoutes: MockRoute[] = [
  { path: /^\/api\/levels\?/, body: { data: levels, total: levels.length } },
  { path: /^\/api\/classrooms\?/, body: { data: classrooms, total: classrooms.length } },
];
