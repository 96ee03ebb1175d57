import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { SEXES, studentBody, studentFields, updateStudentBody, type Student } from '../../../../domain/contract/students';
import type { MetadataType } from '../../../../domain/contract/settings';
import { checkCustomFields } from '../../../../domain/students/customFields';
import { yup } from '../../../../domain/validation/yup';
import { useUpdateStudentMutation } from '../../../api/studentsApi';
import { useCurrentUser } from '../../../app/session';
import { useAlerts } from '../../../components/alerts/alertsContext';
import { FormAlert } from '../../../components/forms/FormAlert';
import { useSchemaForm } from '../../../components/forms/useSchemaForm';
import { useToasts } from '../../../components/toasts/useToasts';
import { ChoiceSelect } from '../../../components/ChoiceSelect';
import { DialogFooter } from '../../../components/DialogFooter';
import { chooseAlert } from '../../../components/alerts/chooseAlert';
import { useStudentAccess } from '../shared/access';
import { fullName } from '../shared/format';
import { ClassroomSelect } from '../shared/StructureSelects';
import { CustomFieldInput } from './CustomFieldInput';
import { DuplicateWarning } from './DuplicateWarning';
import { PhotoPicker } from './PhotoPicker';
import { useNewStudentSave } from './useNewStudentSave';
import { initialValues, toBody, type StudentFormValues } from './studentFormValues';

interface Props {
  /** The student to edit; a new one without. */
  student?: Student;
  onClose: () => void;
  onSaved: (student: Student, created: boolean) => void;
}

const NO_TYPES: never[] = [];

/**
 * The contract's rules, plus the custom-field check the server runs (domain/students), and a sex
 * not yet chosen reads as missing rather than as "not one of M, F".
 */
function formSchema(types: readonly MetadataType[], editing: boolean) {
  const extra = {
    sex: studentFields.sex.transform((value: unknown) => (value === '' ? undefined : value)),
    customFields: yup.object().test('customFields', function (value) {
      const [first] = Object.entries(checkCustomFields(types, (value ?? {}) as Record<string, unknown>).problems);
      return first ? this.createError({ path: first[0], message: first[1] as never }) : true;
    }),
    classroomId: yup.string().optional(),
  };
  return (editing ? updateStudentBody : studentBody).shape(extra);
}

function Cell({ children, wide }: { children: ReactNode; wide?: boolean }) {
  return <Grid size={{ xs: 12, sm: wide ? 12 : 6 }}>{children}</Grid>;
}

/**
 * Creates or edits a student, with the school's custom fields (the session's metadata types). A new
 * student may be registered in a classroom and given a photo in the same step, and the possible
 * duplicates are shown before saving; "Save and add another" (Ctrl+Enter) leaves a blank form for
 * the next one, keeping the classroom: the secretary's start-of-year rush.
 */
export function StudentFormDialog({ student, onClose, onSaved }: Props) {
  const intl = useIntl();
  const toasts = useToasts();
  const { showError } = useAlerts();
  const types = useCurrentUser()?.metadataTypes ?? NO_TYPES;
  const [updateStudent] = useUpdateStudentMutation();
  const { manageRegistrations } = useStudentAccess();
  const schoolYear = useCurrentUser()?.schoolYear ?? null;
  const newStudent = useNewStudentSave();
  const [photo, setPhoto] = useState<File | null>(null);
  /** The save asked for leaves a blank form for the next student. */
  const next = useRef(false);

  const schema = useMemo(() => formSchema(types, Boolean(student)), [types, student]);
  const start = useMemo(() => initialValues(types, student), [types, student]);
  const { formik, submit, field, refuse, formError } = useSchemaForm<StudentFormValues>({
    formId: 'student',
    schema,
    initialValues: start,
    // A custom field the server names but the session does not know has no input: its message goes on top.
    owns: (path) =>
      path.startsWith('customFields.')
        ? types.some((type) => path === `customFields.${type.id}`)
        : path !== 'customFields' && path in start,
    onSubmit: async (values, helpers) => {
      const body = toBody(values, types);
      try {
        if (student) {
          onSaved(await updateStudent({ id: student.id, ...body, archived: student.archived }).unwrap(), false);
          toasts.success();
          return;
        }
        const outcome = await newStudent.save(body, { classroomId: values.classroomId ? Number(values.classroomId) : undefined, photo });
        if (outcome.state === 'duplicates') return;
        const saved = outcome.student;
        const name = fullName(saved);
        toasts.success(
          intl.formatMessage(
            { id: 'students.form.saved' },
            { name, matricule: saved.matricule, classroom: saved.placement?.classroomName ?? 'none' },
          ),
        );
        if (outcome.photoError)
          toasts.error(
            intl.formatMessage({ id: 'students.form.photoFailed' }, { name, reason: chooseAlert(outcome.photoError).message ?? '' }),
          );
        if (!next.current) return onSaved(saved, true);
        helpers.resetForm({ values: { ...start, classroomId: values.classroomId } });
        setPhoto(null);
        document.getElementById('student-lastName')?.focus();
      } catch (error) {
        // A matricule already used (409), a full classroom (409) or a field the server refused (400) is marked on its input.
        if (!refuse(error)) showError(error);
      }
    },
  });

  const save = (andNext: boolean) => {
    next.current = andNext;
    void submit();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (student || event.key !== 'Enter' || !(event.ctrlKey || event.metaKey)) return;
    event.preventDefault();
    save(true);
  };
  const busy = formik.isSubmitting;

  const label = (name: string) => intl.formatMessage({ id: `students.fields.${name}` });
  const text = (
    name: keyof StudentFormValues & string,
    extra: { required?: boolean; type?: string; autoComplete?: string; helper?: string } = {},
  ) => {
    const props = field(name);
    return (
      <TextField
        {...props}
        helperText={props.error ? props.helperText : (extra.helper ?? ' ')}
        label={label(name)}
        required={extra.required}
        type={extra.type}
        autoComplete={extra.autoComplete ?? 'off'}
        fullWidth
        margin="dense"
        slotProps={extra.type === 'date' ? { inputLabel: { shrink: true } } : undefined}
      />
    );
  };

  return (
    <Dialog open onClose={formik.isSubmitting ? undefined : onClose} maxWidth="md" fullWidth aria-labelledby="student-form-title">
      <form
        noValidate
        onKeyDown={onKeyDown}
        onSubmit={(event) => {
          event.preventDefault();
          save(false);
        }}
      >
        <DialogTitle id="student-form-title">
          <FormattedMessage id={student ? 'students.form.editTitle' : 'students.form.newTitle'} />
        </DialogTitle>
        <DialogContent dividers>
          <FormAlert message={formError} />
          <DuplicateWarning duplicates={student ? [] : newStudent.duplicates} />
          <Grid container columnSpacing={2}>
            <Cell>{text('matricule', { helper: student ? undefined : intl.formatMessage({ id: 'students.form.matriculeHelp' }) })}</Cell>
            <Cell>
              <ChoiceSelect
                {...field('sex')}
                fullWidth
                required
                label={label('sex')}
                emptyLabel={intl.formatMessage({ id: 'students.form.choose' })}
                choices={SEXES.map((sex) => ({ value: sex, label: intl.formatMessage({ id: `students.sex.${sex}` }) }))}
              />
            </Cell>
            <Cell>{text('lastName', { required: true, autoComplete: 'family-name' })}</Cell>
            <Cell>{text('firstName', { required: true, autoComplete: 'given-name' })}</Cell>
            <Cell>{text('birthDate', { type: 'date' })}</Cell>
            <Cell>{text('birthPlace')}</Cell>
            <Cell>{text('guardianName')}</Cell>
            <Cell>{text('guardianPhone', { type: 'tel' })}</Cell>
            <Cell>{text('guardianEmail', { type: 'email', autoComplete: 'off' })}</Cell>
            <Cell wide>{text('address')}</Cell>
          </Grid>
          {!student && (
            <>
              <Typography variant="subtitle1" component="h3" sx={{ mt: 2 }}>
                <FormattedMessage id="students.form.enrolment" />
              </Typography>
              <Grid container columnSpacing={2} sx={{ alignItems: 'center' }}>
                {manageRegistrations && schoolYear && (
                  <Cell>
                    <ClassroomSelect
                      id="student-classroomId"
                      fullWidth
                      showCount
                      schoolYearId={schoolYear.id}
                      emptyLabelId="students.form.enrolLater"
                      value={formik.values.classroomId ? Number(formik.values.classroomId) : undefined}
                      onChange={(id) => void formik.setFieldValue('classroomId', id === undefined ? '' : String(id))}
                      errorText={field('classroomId').error ? field('classroomId').helperText : undefined}
                    />
                  </Cell>
                )}
                <Cell>
                  <PhotoPicker photo={photo} onChange={setPhoto} />
                </Cell>
              </Grid>
            </>
          )}
          {types.length > 0 && (
            <>
              <Typography variant="subtitle1" component="h3" sx={{ mt: 2 }}>
                <FormattedMessage id="students.form.customFields" />
              </Typography>
              <Grid container columnSpacing={2}>
                {types.map((type) => (
                  <Cell key={type.id}>
                    <CustomFieldInput type={type} {...field(`customFields.${type.id}` as keyof StudentFormValues & string)} />
                  </Cell>
                ))}
              </Grid>
            </>
          )}
        </DialogContent>
        {student ? (
          <DialogFooter onCancel={onClose} busy={busy} />
        ) : (
          <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
            <Typography variant="caption" color="text.secondary" sx={{ flex: '1 1 16rem' }}>
              <FormattedMessage id="students.form.nextHint" />
            </Typography>
            <Button onClick={onClose} disabled={busy}>
              <FormattedMessage id="common.cancel" />
            </Button>
            <Button variant="outlined" onClick={() => save(true)} disabled={busy}>
              <FormattedMessage id="students.form.saveNext" />
            </Button>
            <Button type="submit" variant="contained" disabled={busy}>
              <FormattedMessage id={newStudent.duplicates.length ? 'students.form.duplicates.saveAnyway' : 'common.save'} />
            </Button>
          </DialogActions>
        )}
      </form>
    </Dialog>
  );
}
