import { useMemo } from 'react';
import { useAppSelector } from '../../../app/hooks';
import { selectPermissions } from '../../../app/session';

/** Whether the user takes money (bursar, admin: `finance.manage`) or only reads it (the principal); the server refuses the rest anyway. */
export function useFinanceAccess() {
  const permissions = useAppSelector(selectPermissions);
  return useMemo(() => ({ manage: permissions.includes('finance.manage') }), [permissions]);
}
