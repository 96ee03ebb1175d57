import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { skipToken } from '@reduxjs/toolkit/query';
import { FormattedMessage } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { useStudentRecordQuery } from '../../../api/disciplineApi';
import { useCurrentUser } from '../../../app/session';
import { PageSpinner } from '../../../components/PageSpinner';
import { useCanManageDiscipline } from '../access';
import { TabLoadFailed } from '../components/TabLoadFailed';
import { StudentPicker } from '../../../components/students/StudentPicker';
import { DISCIPLINE_PICKER, PICKER_SX } from '../components/pickerTexts';
import { StudentRecordView } from './StudentRecordView';

const idOrNull = (text: string | null) => (text && /^\d+$/.test(text) ? Number(text) : null);

/**
 * A student's record for the current school year, found by name or matricule. The student lives
 * in the address (`?tab=students&student=12`), so a record can be linked and reloaded.
 */
export default function StudentsTab() {
  const canManage = useCanManageDiscipline();
  const schoolYearId = useCurrentUser()?.schoolYear?.id;
  const [searchParams, setSearchParams] = useSearchParams();
  const studentId = idOrNull(searchParams.get('student'));
  const {
    currentData: record,
    error,
    isFetching,
    refetch,
  } = useStudentRecordQuery(studentId && schoolYearId ? { studentId, schoolYearId } : skipToken);

  const pick = (id: number | null) => {
    const next = new URLSearchParams(searchParams);
    if (id) next.set('student', String(id));
    else next.delete('student');
    setSearchParams(next, { replace: true });
  };

  let body;
  if (!schoolYearId) {
    body = (
      <Alert severity="info">
        <FormattedMessage id="discipline.noSchoolYear" />
      </Alert>
    );
  } else if (!studentId) {
    body = (
      <Alert severity="info">
        <FormattedMessage id="discipline.students.choose" />
      </Alert>
    );
  } else if (record) {
    body = <StudentRecordView record={record} canManage={canManage} />;
  } else if (error && !isFetching) {
    body = <TabLoadFailed error={error} onRetry={refetch} />;
  } else body = <PageSpinner />;

  return (
    <>
      <Box sx={{ display: 'flex', mb: 2 }}>
        <StudentPicker
          id="discipline-student"
          texts={DISCIPLINE_PICKER}
          onPick={(student) => pick(student?.id ?? null)}
          size="small"
          sx={PICKER_SX}
        />
      </Box>
      {body}
    </>
  );
}
