import ArrowBack from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { skipToken } from '@reduxjs/toolkit/query';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import type { Student } from '../../../../domain/contract/students';
import { useDeleteStudentMutation, useGetStudentQuery, useUpdateStudentMutation } from '../../../api/studentsApi';
import { useAppSelector } from '../../../app/hooks';
import { selectPermissions } from '../../../app/session';
import { useAlerts } from '../../../components/alerts/alertsContext';
import { useFormRefusal } from '../../../components/forms/useFormRefusal';
import { PageSpinner } from '../../../components/PageSpinner';
import { useToasts } from '../../../components/toasts/useToasts';
import { studentAsBody } from '../form/studentFormValues';
import { StudentFormDialog } from '../form/StudentFormDialog';
import { useStudentAccess } from '../shared/access';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { fullName } from '../shared/format';
import { Section } from '../shared/Section';
import { ExemptionsSection } from './ExemptionsSection';
import { RegistrationHistory } from './RegistrationHistory';
import { StudentDetails } from './StudentDetails';
import { StudentPhoto } from './StudentPhoto';
import { StudentRecords } from './record/StudentRecords';

function Actions({ student }: { student: Student }) {
  const navigate = useNavigate();
  const toasts = useToasts();
  const { showError } = useAlerts();
  const [updateStudent, update] = useUpdateStudentMutation();
  const [deleteStudent] = useDeleteStudentMutation();
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  // A student with a history (409) is told in the confirmation, which says to archive instead.
  const deleteRefusal = useFormRefusal({ owns: () => false });

  const toggleArchived = async () => {
    try {
      await updateStudent({ id: student.id, ...studentAsBody(student), archived: !student.archived }).unwrap();
      toasts.success();
    } catch (error) {
      showError(error);
    }
  };

  const remove = async () => {
    try {
      await deleteStudent(student.id).unwrap();
      toasts.success();
      void navigate('/student', { replace: true });
    } catch (error) {
      if (deleteRefusal.refuse(error)) return;
      setDeleting(false);
      showError(error);
    }
  };

  return (
    <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
      <Button variant="contained" onClick={() => setEditing(true)}>
        <FormattedMessage id="common.edit" />
      </Button>
      <Button variant="outlined" onClick={() => void toggleArchived()} disabled={update.isLoading}>
        <FormattedMessage id={student.archived ? 'students.page.unarchive' : 'students.page.archive'} />
      </Button>
      <Button variant="outlined" color="error" onClick={() => setDeleting(true)}>
        <FormattedMessage id="common.delete" />
      </Button>
      {editing && <StudentFormDialog student={student} onClose={() => setEditing(false)} onSaved={() => setEditing(false)} />}
      <ConfirmDialog
        open={deleting}
        onClose={() => (setDeleting(false), deleteRefusal.clear())}
        onConfirm={remove}
        textId="students.page.confirmDelete"
        values={{ name: fullName(student) }}
        errorText={deleteRefusal.refusal?.message}
      />
    </Stack>
  );
}

/**
 * One student's whole record: identity and guardians, registrations and exemptions, then the year's
 * marks, attendance, account, card, notices and audit trail, each shown to whoever holds the
 * permission its call needs (the server refuses the others anyway).
 */
export function StudentPage() {
  const { id } = useParams();
  const studentId = id && /^\d+$/.test(id) ? Number(id) : undefined;
  const { data: student, isLoading, isError } = useGetStudentQuery(studentId ?? skipToken);
  const { manageStudents, manageRegistrations } = useStudentAccess();
  const permissions = useAppSelector(selectPermissions);

  const back = (
    <Button
      component={RouterLink}
      to="/student"
      startIcon={<ArrowBack sx={{ '[dir=rtl] &': { transform: 'scaleX(-1)' } }} />}
      sx={{ mb: 1 }}
    >
      <FormattedMessage id="students.page.backToList" />
    </Button>
  );
  if (isLoading) return <PageSpinner />;
  if (!student || isError) {
    return (
      <>
        {back}
        <Alert severity="warning">
          <FormattedMessage id="students.page.notFound" />
        </Alert>
      </>
    );
  }
  return (
    <>
      {back}
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, mb: 2, flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h1">
          {fullName(student)}
        </Typography>
        <Chip size="small" label={student.matricule} />
        {student.placement && <Chip size="small" color="primary" variant="outlined" label={student.placement.classroomName} />}
        {student.archived && <Chip size="small" color="warning" label={<FormattedMessage id="students.page.archived" />} />}
      </Stack>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 5, lg: 4 }}>
          <Section titleId="students.page.identity">
            <Stack sx={{ gap: 2 }}>
              <StudentPhoto student={student} canManage={manageStudents} />
              <StudentDetails student={student} />
              {manageStudents && <Actions student={student} />}
            </Stack>
          </Section>
        </Grid>
        <Grid size={{ xs: 12, md: 7, lg: 8 }}>
          <Stack sx={{ gap: 2 }}>
            <RegistrationHistory student={student} canManage={manageRegistrations} />
            <ExemptionsSection student={student} canManage={manageRegistrations} />
          </Stack>
        </Grid>
      </Grid>
      <StudentRecords student={student} permissions={permissions} />
    </>
  );
}
