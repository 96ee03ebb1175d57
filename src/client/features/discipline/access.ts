import { useMemo } from 'react';
import { DISCIPLINE_MANAGE } from '../../../domain/contract/absences';
import type { Permission } from '../../../domain/permissions';
import { useAppSelector } from '../../app/hooks';
import { selectPermissions } from '../../app/session';

/** Who reads the discipline office's tabs: the principal (read only) and the discipline office. */
export const DISCIPLINE_READERS: readonly Permission[] = ['discipline.read', 'discipline.manage', 'discipline.manage.own'];
/** Who takes roll calls: teachers for their classes, and the discipline office. */
export const ROLL_CALL_USERS: readonly Permission[] = [
  'attendance.manage.own',
  'discipline.manage',
  'discipline.manage.own',
  'discipline.read',
];

export const holdsAny = (permissions: readonly string[], wanted: readonly string[]) => wanted.some((one) => permissions.includes(one));

/**
 * Whether the user records sanctions, justifications and confirmations. The server refuses the
 * others anyway; the screens leave out the buttons a reader could not use.
 */
export function useCanManageDiscipline(): boolean {
  const permissions = useAppSelector(selectPermissions);
  return useMemo(() => holdsAny(permissions, DISCIPLINE_MANAGE), [permissions]);
}
