/**
 * Roles and the permissions each holds (domain.md, "Staff, roles and permissions").
 * The server returns these strings at sign-in and refuses with 403 whatever they do not allow;
 * the client only hides what the server would refuse anyway.
 */
export const ROLES = ['admin', 'principal', 'studies', 'discipline', 'bursar', 'secretary', 'teacher'] as const;
export type Role = (typeof ROLES)[number];

export const USER_STATUSES = ['active', 'pending', 'disabled'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

export const PERMISSIONS = [
  'dashboard.read',
  'users.read',
  'users.manage',
  'settings.manage',
  // The server's backups: list, make, verify and download (an archive holds every record).
  'backups.manage',
  'audit.read',
  'structure.read',
  'structure.manage',
  'students.read',
  // A student's personal fields, each group for whoever needs it (docs/decisions.md, "Personal data").
  'students.identity.read',
  'students.contacts.read',
  'students.address.read',
  'students.custom.read',
  'students.manage',
  'registrations.manage',
  'marks.read',
  'marks.manage',
  'marks.manage.own',
  'sheets.read',
  'decisions.manage',
  'discipline.read',
  'discipline.manage',
  'discipline.manage.own',
  'attendance.manage.own',
  'presence.read',
  'presence.manage',
  // Part-time teachers' pay: hourly rates, monthly statements and their validation.
  'presence.pay',
  'finance.read',
  'finance.manage',
  'cards.read',
  'cards.manage',
  'statistics.read',
  'messages.send',
  // Notices to guardians: the outbox, and bulk sends (every kind, or arrears only for the bursar).
  'notices.read',
  'notices.send',
  'notices.send.arrears',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

const READ_ALL: Permission[] = [
  'dashboard.read',
  'users.read',
  'structure.read',
  'students.read',
  'students.identity.read',
  'students.contacts.read',
  'students.address.read',
  'students.custom.read',
  'marks.read',
  'sheets.read',
  'discipline.read',
  'presence.read',
  'finance.read',
  'cards.read',
  'statistics.read',
  'messages.send',
];

export const ROLE_PERMISSIONS: Record<Role, readonly Permission[]> = {
  admin: PERMISSIONS,
  principal: [...READ_ALL, 'audit.read', 'decisions.manage', 'presence.pay', 'notices.read', 'notices.send'],
  studies: [
    'dashboard.read',
    'structure.read',
    'structure.manage',
    'students.read',
    'students.identity.read',
    'students.contacts.read',
    'marks.read',
    'marks.manage',
    'sheets.read',
    'decisions.manage',
    'presence.read',
    'presence.manage',
    'statistics.read',
    'messages.send',
  ],
  discipline: [
    'dashboard.read',
    'structure.read',
    'students.read',
    'students.identity.read',
    'students.contacts.read',
    'students.custom.read',
    'discipline.read',
    'discipline.manage.own',
    // The surveillant général checks every day which classes have their teacher.
    'presence.read',
    'presence.manage',
    'statistics.read',
    'messages.send',
    'notices.read',
  ],
  bursar: [
    'dashboard.read',
    'structure.read',
    'students.read',
    'students.contacts.read',
    'finance.read',
    'finance.manage',
    // Pays the part-time teachers by the hours recorded.
    'presence.read',
    'presence.pay',
    'statistics.read',
    'messages.send',
    'notices.read',
    'notices.send.arrears',
  ],
  secretary: [
    'dashboard.read',
    'structure.read',
    'students.read',
    'students.identity.read',
    'students.contacts.read',
    'students.address.read',
    'students.custom.read',
    'students.manage',
    'registrations.manage',
    'cards.read',
    'cards.manage',
    'messages.send',
    'notices.read',
  ],
  teacher: ['dashboard.read', 'structure.read', 'students.read', 'marks.manage.own', 'attendance.manage.own', 'messages.send'],
};

export function permissionsOf(role: Role): Permission[] {
  return [...ROLE_PERMISSIONS[role]];
}

/** The areas of the spec's route table that need a sign-in, and the permissions that open each. */
export const PROTECTED_AREAS = [
  'dashboard',
  'student',
  'marks',
  'marksheet',
  'discipline',
  'finance',
  'statistics',
  'student-cards',
  'teacher-presence',
  'tools',
  'user',
] as const;
export type ProtectedArea = (typeof PROTECTED_AREAS)[number];

/** An area opens when the user holds any one of its permissions; an empty list means every signed-in user. */
export const AREA_PERMISSIONS: Record<ProtectedArea, readonly Permission[]> = {
  dashboard: [],
  student: ['students.read'],
  marks: ['marks.manage', 'marks.manage.own', 'marks.read'],
  marksheet: ['sheets.read'],
  discipline: ['discipline.read', 'discipline.manage.own', 'attendance.manage.own'],
  finance: ['finance.read'],
  statistics: ['statistics.read'],
  'student-cards': ['cards.read'],
  'teacher-presence': ['presence.read'],
  tools: ['structure.manage', 'users.manage', 'settings.manage', 'audit.read', 'finance.manage', 'backups.manage'],
  user: [],
};

export function canOpenArea(area: ProtectedArea, permissions: readonly string[]): boolean {
  const needed = AREA_PERMISSIONS[area];
  return needed.length === 0 || needed.some((permission) => permissions.includes(permission));
}
