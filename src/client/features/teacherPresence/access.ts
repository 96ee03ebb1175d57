import { useMemo } from 'react';
import type { Permission } from '../../../domain/permissions';
import { useAppSelector } from '../../app/hooks';
import { selectPermissions } from '../../app/session';

export const holdsAny = (permissions: readonly string[], wanted: readonly string[]) => wanted.some((one) => permissions.includes(one));

/**
 * Whether the user holds a permission. The server refuses the others anyway; the screens leave out
 * what a reader could not use (the day's keys, the statement link, the way to the timetable).
 */
export function useHolds(permission: Permission): boolean {
  const permissions = useAppSelector(selectPermissions);
  return useMemo(() => permissions.includes(permission), [permissions, permission]);
}
