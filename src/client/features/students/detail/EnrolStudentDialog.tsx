import Alert from '@mui/material/Alert';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import type { Registration } from '../../../../domain/contract/registrations';
import type { Student } from '../../../../domain/contract/students';
import { useCreateRegistrationsMutation } from '../../../api/registrationsApi';
import { useAlerts } from '../../../components/alerts/alertsContext';
import { FormAlert } from '../../../components/forms/FormAlert';
import { useFormRefusal } from '../../../components/forms/useFormRefusal';
import { useToasts } from '../../../components/toasts/useToasts';
import { DialogFooter } from '../../../components/DialogFooter';
import { fullName } from '../shared/format';
import { ClassroomSelect, LevelSelect } from '../shared/StructureSelects';

interface Props {
  student: Student;
  schoolYearId: number;
  /** The student's active registration this year: choosing a classroom then transfers them. */
  current: Registration | undefined;
  onClose: () => void;
}

/** Registers the student in a classroom of the current year, or moves them to another one. */
export function EnrolStudentDialog({ student, schoolYearId, current, onClose }: Props) {
  const toasts = useToasts();
  const { showError } = useAlerts();
  const [createRegistrations, { isLoading }] = useCreateRegistrationsMutation();
  const [levelId, setLevelId] = useState<number | undefined>(undefined);
  const [classroomId, setClassroomId] = useState<number | undefined>(undefined);
  const [repeating, setRepeating] = useState(false);
  const { refusal, refuse, clear } = useFormRefusal({ owns: (path) => path === 'classroomId' });
  const transfer = current !== undefined;
  const sameClassroom = transfer && classroomId === current.classroomId;

  const save = async () => {
    if (!classroomId) return;
    clear();
    try {
      await createRegistrations({ studentId: student.id, classroomId, repeating, transfer }).unwrap();
      toasts.success();
      onClose();
    } catch (error) {
      if (!refuse(error)) showError(error);
    }
  };

  return (
    <Dialog open onClose={isLoading ? undefined : onClose} maxWidth="sm" fullWidth aria-labelledby="enrol-student-title">
      <DialogTitle id="enrol-student-title">
        <FormattedMessage
          id={transfer ? 'students.registrations.transferTitle' : 'students.registrations.enrolTitle'}
          values={{ name: fullName(student) }}
        />
      </DialogTitle>
      <DialogContent>
        <FormAlert message={refusal?.message} />
        {transfer && (
          <Alert severity="info" sx={{ mb: 2 }}>
            <FormattedMessage id="students.registrations.transferHelp" values={{ classroom: current.classroomName }} />
          </Alert>
        )}
        <Stack sx={{ gap: 1, pt: 1 }}>
          <LevelSelect
            id="enrol-level"
            fullWidth
            value={levelId}
            onChange={(value) => (clear(), setLevelId(value), setClassroomId(undefined))}
          />
          <ClassroomSelect
            id="enrol-classroom"
            fullWidth
            required
            showCount
            emptyLabelId="students.form.choose"
            schoolYearId={schoolYearId}
            levelId={levelId}
            value={classroomId}
            onChange={(value) => (clear(), setClassroomId(value))}
            errorText={refusal?.fields.classroomId}
          />
          <FormControlLabel
            control={<Checkbox checked={repeating} onChange={(event) => setRepeating(event.target.checked)} />}
            label={<FormattedMessage id="students.registrations.repeating" />}
          />
        </Stack>
      </DialogContent>
      <DialogFooter
        onCancel={onClose}
        busy={isLoading}
        disabled={!classroomId || sameClassroom}
        actionId={transfer ? 'students.registrations.transfer' : 'students.registrations.enrol'}
        onAction={() => void save()}
      />
    </Dialog>
  );
}
