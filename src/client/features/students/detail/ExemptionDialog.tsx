import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { FormattedMessage, useIntl } from 'react-intl';
import { exemptionBody } from '../../../../domain/contract/registrations';
import { yup } from '../../../../domain/validation/yup';
import { useCreateExemptionMutation } from '../../../api/exemptionsApi';
import { useListClassCoursesQuery } from '../../../api/classCoursesApi';
import { useAlerts } from '../../../components/alerts/alertsContext';
import { FormAlert } from '../../../components/forms/FormAlert';
import { useSchemaForm } from '../../../components/forms/useSchemaForm';
import { useToasts } from '../../../components/toasts/useToasts';
import { ChoiceSelect } from '../../../components/ChoiceSelect';
import { DialogFooter } from '../../../components/DialogFooter';

/** The contract's reason rule; the course comes from a list, so it only has to be chosen. */
const schema = exemptionBody.pick(['reason']).shape({ classCourseId: yup.string().required() });

interface Props {
  studentId: number;
  classroomId: number;
  /** Class courses the student is already exempted from, left out of the choice. */
  exempted: number[];
  onClose: () => void;
}

export function ExemptionDialog({ studentId, classroomId, exempted, onClose }: Props) {
  const intl = useIntl();
  const toasts = useToasts();
  const { showError } = useAlerts();
  const { data } = useListClassCoursesQuery({ classroomId, limit: 1000 });
  const [createExemption] = useCreateExemptionMutation();
  const courses = (data?.data ?? []).filter((classCourse) => !exempted.includes(classCourse.id));
  const { formik, submit, field, refuse, formError } = useSchemaForm({
    formId: 'exemption',
    schema,
    initialValues: { classCourseId: '', reason: '' },
    onSubmit: async ({ classCourseId, reason }) => {
      try {
        await createExemption({ studentId, classCourseId: Number(classCourseId), reason: reason.trim() }).unwrap();
        toasts.success();
        onClose();
      } catch (error) {
        if (!refuse(error)) showError(error);
      }
    },
  });
  return (
    <Dialog open onClose={formik.isSubmitting ? undefined : onClose} maxWidth="sm" fullWidth aria-labelledby="exemption-title">
      <form noValidate onSubmit={submit}>
        <DialogTitle id="exemption-title">
          <FormattedMessage id="students.exemptions.add" />
        </DialogTitle>
        <DialogContent>
          <FormAlert message={formError} />
          <ChoiceSelect
            {...field('classCourseId')}
            fullWidth
            required
            label={intl.formatMessage({ id: 'students.exemptions.course' })}
            emptyLabel={intl.formatMessage({ id: 'students.form.choose' })}
            choices={courses.map((classCourse) => ({ value: String(classCourse.id), label: classCourse.courseName }))}
          />
          <TextField
            {...field('reason')}
            fullWidth
            required
            margin="dense"
            label={intl.formatMessage({ id: 'students.exemptions.reason' })}
          />
        </DialogContent>
        <DialogFooter onCancel={onClose} busy={formik.isSubmitting} />
      </form>
    </Dialog>
  );
}
