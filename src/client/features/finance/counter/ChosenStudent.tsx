import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { skipToken } from '@reduxjs/toolkit/query';
import { useIntl } from 'react-intl';
import type { Account } from '../../../../domain/contract/payments';
import { useGetStudentQuery } from '../../../api/studentsApi';
import { useAppSelector } from '../../../app/hooks';
import { selectPermissions } from '../../../app/session';
import { StudentLink } from '../../../components/StudentLink';
import { StudentAvatar } from '../../../components/students/StudentAvatar';

const PHOTO_SIZE = 56;

/**
 * The student the cashier is serving, with their photo when they have one: the face settles which
 * of two namesakes stands at the window. The name opens the student's page.
 */
export function ChosenStudent({ account }: { account: Account }) {
  const intl = useIntl();
  // A reader of the accounts alone may not read the record the photo hangs on.
  const readsStudents = useAppSelector(selectPermissions).includes('students.read');
  // Only the chosen student's photo is fetched, never the search's twenty.
  const student = useGetStudentQuery(readsStudents ? account.studentId : skipToken).currentData;
  const classroom = account.classroomName ?? intl.formatMessage({ id: 'students.list.notRegistered' });
  return (
    <Stack direction="row" sx={{ gap: 2, alignItems: 'center' }}>
      {student?.id === account.studentId && student.hasPhoto && (
        <StudentAvatar
          studentId={student.id}
          firstName={student.firstName}
          lastName={student.lastName}
          hasPhoto
          size={PHOTO_SIZE}
          version={student.updatedAt}
        />
      )}
      <div>
        <Typography variant="subtitle1" component="p">
          <StudentLink studentId={account.studentId}>{account.studentName}</StudentLink>
        </Typography>
        <Typography variant="body2" color="text.secondary">{`${classroom} · ${account.matricule}`}</Typography>
      </div>
    </Stack>
  );
}
