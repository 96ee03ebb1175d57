import { useAppSelector } from '../../../app/hooks';
import { selectPermissions } from '../../../app/session';

/** What the signed-in user may change here; the server refuses the rest anyway (403). */
export function useStudentAccess() {
  const permissions = useAppSelector(selectPermissions);
  return {
    manageStudents: permissions.includes('students.manage'),
    manageRegistrations: permissions.includes('registrations.manage'),
  };
}
