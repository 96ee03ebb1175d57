import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { copyClassCoursesBody, type Classroom } from '../../../../domain/contract/structure';
import { useCopyClassCoursesMutation } from '../../../api/classCoursesApi';
import { useAlerts } from '../../../components/alerts/alertsContext';
import { FormAlert } from '../../../components/forms/FormAlert';
import { useSchemaForm } from '../../../components/forms/useSchemaForm';
import { useToasts } from '../../../components/toasts/useToasts';
import { DialogFooter } from '../../../components/DialogFooter';
import { formSchema, type FieldSpec } from '../components/fieldSpecs';
import { RecordFields } from '../components/RecordFields';

interface Values {
  fromClassroomId: number;
  toClassroomId: string;
}

interface Props {
  source: Classroom;
  /** Classrooms the courses may go to: the server refuses another grading system, so those are left out. */
  classrooms: Classroom[];
  onClose: () => void;
}

/** Copies the source classroom's courses (teacher, coefficient or credits, group) to another classroom. */
export function CopyClassCoursesDialog({ source, classrooms, onClose }: Props) {
  const intl = useIntl();
  const toasts = useToasts();
  const { showError } = useAlerts();
  const [copy] = useCopyClassCoursesMutation();
  const targets = useMemo(
    () => classrooms.filter((room) => room.id !== source.id && room.gradingSystem === source.gradingSystem),
    [classrooms, source],
  );
  const fields = useMemo<FieldSpec<Values>[]>(
    () => [
      {
        name: 'toClassroomId',
        kind: 'select',
        numeric: true,
        required: true,
        labelId: 'tools.classCourses.copy.target',
        options: targets.map((room) => ({ value: room.id, label: room.name })),
      },
    ],
    [targets],
  );
  const schema = useMemo(() => formSchema(copyClassCoursesBody, fields), [fields]);
  const { formik, submit, refuse, formError } = useSchemaForm<Values>({
    formId: 'copyClassCourses',
    schema,
    initialValues: { fromClassroomId: source.id, toClassroomId: '' },
    owns: (path) => path === 'toClassroomId',
    onSubmit: async (values) => {
      try {
        const body = await schema.validate(values, { stripUnknown: true });
        const result = await copy({ fromClassroomId: body.fromClassroomId, toClassroomId: body.toClassroomId }).unwrap();
        const target = targets.find((room) => room.id === body.toClassroomId);
        toasts.success(intl.formatMessage({ id: 'tools.classCourses.copy.done' }, { classroom: target?.name ?? '', count: result.total }));
        onClose();
      } catch (error) {
        if (!refuse(error)) showError(error);
      }
    },
  });
  return (
    <Dialog open onClose={onClose} aria-labelledby="copy-class-courses-title" maxWidth="xs" fullWidth>
      <Box component="form" noValidate onSubmit={submit}>
        <DialogTitle id="copy-class-courses-title">
          <FormattedMessage id="tools.classCourses.copy.title" />
        </DialogTitle>
        <DialogContent>
          <FormAlert message={formError} />
          <DialogContentText>
            <FormattedMessage id="tools.classCourses.copy.text" values={{ classroom: source.name }} />
          </DialogContentText>
          {targets.length === 0 ? (
            <DialogContentText sx={{ mt: 2 }}>
              <FormattedMessage id="tools.classCourses.copy.noTarget" />
            </DialogContentText>
          ) : (
            <RecordFields formId="copyClassCourses" formik={formik} fields={fields} />
          )}
        </DialogContent>
        <DialogFooter
          onCancel={onClose}
          busy={formik.isSubmitting}
          disabled={targets.length === 0}
          actionId="tools.classCourses.copy.submit"
        />
      </Box>
    </Dialog>
  );
}
