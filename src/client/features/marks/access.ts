import type { ClassCourse } from '../../../domain/contract/structure';
import { useAppSelector } from '../../app/hooks';
import { selectPermissions, useCurrentUser } from '../../app/session';

export interface MarkAccess {
  userId: number | undefined;
  /** Holds only `marks.manage.own`: sees and enters the marks of its own class courses alone. */
  ownOnly: boolean;
  canEdit: (course: Pick<ClassCourse, 'teacherId'>) => boolean;
}

/** What the signed-in user may see and change here; the server refuses the rest anyway (403). */
export function useMarkAccess(): MarkAccess {
  const permissions = useAppSelector(selectPermissions);
  const userId = useCurrentUser()?.data.user.id;
  const manageAll = permissions.includes('marks.manage');
  const manageOwn = permissions.includes('marks.manage.own');
  return {
    userId,
    ownOnly: !manageAll && !permissions.includes('marks.read'),
    canEdit: (course) => manageAll || (manageOwn && course.teacherId !== null && course.teacherId === userId),
  };
}
