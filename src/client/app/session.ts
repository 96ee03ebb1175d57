import { useMemo } from 'react';
import type { CurrentUser } from '../../domain/contract/users';
import { OptionReader } from '../../domain/options';
import { canOpenArea, type ProtectedArea } from '../../domain/permissions';
import { useAppSelector } from './hooks';
import type { RootState } from './store';

/**
 * Read access to the signed-in session for every screen. It lives in app/ so features read the
 * session without importing the auth feature.
 */
export const selectAuthStatus = (state: RootState) => state.auth.status;
export const selectCurrentUser = (state: RootState): CurrentUser | null => state.auth.currentUser;
const NO_PERMISSIONS: readonly string[] = [];
export const selectPermissions = (state: RootState): readonly string[] => state.auth.currentUser?.permissions ?? NO_PERMISSIONS;

export const useCurrentUser = () => useAppSelector(selectCurrentUser);

export function useCanOpen(): (area: ProtectedArea) => boolean {
  const permissions = useAppSelector(selectPermissions);
  return useMemo(() => (area: ProtectedArea) => canOpenArea(area, permissions), [permissions]);
}

/** The school's options of the current user as an OptionReader (empty when signed out). */
export function useOptions(): OptionReader {
  const options = useAppSelector((state) => state.auth.currentUser?.options);
  return useMemo(() => new OptionReader(options ?? []), [options]);
}
