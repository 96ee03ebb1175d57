import Link from '@mui/material/Link';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { canOpenArea } from '../../domain/permissions';
import { useAppSelector } from '../app/hooks';
import { selectPermissions } from '../app/session';

/**
 * A student's name that opens the student's page, from any screen that lists students (a sheet's
 * row, a roll-call line, an arrears line, a notice); plain text for whoever cannot open that page.
 */
export function StudentLink({ studentId, children }: { studentId: number; children: ReactNode }) {
  const permissions = useAppSelector(selectPermissions);
  if (!canOpenArea('student', permissions)) return <>{children}</>;
  return (
    <Link component={RouterLink} to={`/student/${studentId}`} color="inherit">
      {children}
    </Link>
  );
}
