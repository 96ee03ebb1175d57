import { useMemo } from 'react';
import { canReadStudentField, type PersonalStudentField } from '../../../../domain/students/fieldAccess';
import { useAppSelector } from '../../../app/hooks';
import { selectPermissions } from '../../../app/session';

/**
 * What the signed-in user may change here, and which personal fields they may read; the server
 * refuses the rest anyway (403) and leaves out the fields they may not read.
 */
export function useStudentAccess() {
  const permissions = useAppSelector(selectPermissions);
  return useMemo(
    () => ({
      manageStudents: permissions.includes('students.manage'),
      manageRegistrations: permissions.includes('registrations.manage'),
      canRead: (field: PersonalStudentField) => canReadStudentField(permissions, field),
    }),
    [permissions],
  );
}
