import type { CurrentUser } from '../../../../domain/contract/users';
import type { Permission } from '../../../../domain/permissions';

export interface RollCallAccess {
  /** The classrooms offered: every one, or these. */
  classrooms: 'all' | ReadonlySet<number>;
  /** Whether the user may take (and so change) a classroom's roll call, or only read it. */
  canTake: (classroomId: number) => boolean;
}

type User = Pick<CurrentUser, 'permissions' | 'attendanceClasses' | 'disciplineClasses'>;

/**
 * The classrooms of the roll call screen, as the server's attendanceScope decides who reaches
 * them: the administrator (discipline.manage) takes every classroom's roll call; the discipline
 * master (discipline.manage.own) its `disciplineClasses`; a teacher (attendance.manage.own) its
 * `attendanceClasses`. A reader with none of its own (the principal) reads every classroom. The
 * server refuses the rest anyway (403); this only keeps the pickers to what will work.
 */
export function rollCallAccess(user: User | null): RollCallAccess {
  const has = (permission: Permission) => user?.permissions.includes(permission) ?? false;
  if (has('discipline.manage')) return { classrooms: 'all', canTake: () => true };
  const own = new Set<number>();
  if (has('discipline.manage.own')) for (const id of user?.disciplineClasses ?? []) own.add(id);
  if (has('attendance.manage.own')) for (const id of user?.attendanceClasses ?? []) own.add(id);
  if (own.size === 0 && has('discipline.read')) return { classrooms: 'all', canTake: () => false };
  return { classrooms: own, canTake: (classroomId) => own.has(classroomId) };
}
