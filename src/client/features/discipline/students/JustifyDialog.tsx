import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { justificationBody, justifyBody, type Absence, type JustificationBody, type JustifyBody } from '../../../../domain/contract/absences';
import { useListAbsenceReasonsQuery } from '../../../api/absenceReasonsApi';
import { useJustifyAbsenceMutation, useJustifyAbsencesMutation } from '../../../api/justificationsApi';
import { useAlerts } from '../../../components/alerts/alertsContext';
import { DialogFooter } from '../../../components/DialogFooter';
import { FormAlert } from '../../../components/forms/FormAlert';
import { useSchemaForm } from '../../../components/forms/useSchemaForm';
import { useToasts } from '../../../components/toasts/useToasts';
import { formSchema, type FieldSpec } from '../../tools/components/fieldSpecs';
import { RecordFields } from '../../tools/components/RecordFields';

/** Every absence of a date range, or the rows ticked in the list. */
export type JustifyTarget = { kind: 'range'; from: string; to: string } | { kind: 'rows'; absences: readonly Absence[] };

interface Values {
  from: string;
  to: string;
  reasonId: string;
  note: string;
}

const label = (name: string) => `discipline.justify.fields.${name}`;
const TITLE_ID = 'justify-dialog-title';
/** A blank note is no note. */
const noBlankNote = (values: Record<string, unknown>) => ({ ...values, note: values.note === '' ? null : values.note });

/**
 * Justifies absences with a reason from the school's list and a note (a medical certificate…).
 * A range goes to the server in one call and one transaction; ticked rows one call each. The
 * reason says whether the hours count as justified ("sans motif valable" does not).
 */
export function JustifyDialog({ studentId, target, onClose }: { studentId: number; target: JustifyTarget; onClose: () => void }) {
  const intl = useIntl();
  const toasts = useToasts();
  const { showError } = useAlerts();
  const reasons = useListAbsenceReasonsQuery().data?.data;
  const [justifyRange] = useJustifyAbsencesMutation();
  const [justifyOne] = useJustifyAbsenceMutation();
  const range = target.kind === 'range';

  const fields = useMemo<FieldSpec<Values>[]>(() => {
    const reasonField: FieldSpec<Values> = {
      name: 'reasonId',
      kind: 'select',
      numeric: true,
      labelId: label('reason'),
      required: true,
      options: [...(reasons ?? [])]
        .sort((a, b) => a.position - b.position)
        .map((reason) => ({
          value: String(reason.id),
          label: intl.formatMessage({ id: reason.justifies ? 'discipline.justify.justifies' : 'discipline.justify.doesNotJustify' }, { name: reason.name }),
        })),
    };
    const note: FieldSpec<Values> = { name: 'note', kind: 'text', labelId: label('note') };
    return range
      ? [
          { name: 'from', kind: 'date', labelId: label('from'), required: true },
          { name: 'to', kind: 'date', labelId: label('to'), required: true },
          reasonField,
          note,
        ]
      : [reasonField, note];
  }, [intl, range, reasons]);

  const schema = useMemo(
    () =>
      range
        ? formSchema(justifyBody, fields, (values) => noBlankNote({ ...values, studentId }))
        : formSchema(justificationBody, fields, noBlankNote),
    [fields, range, studentId],
  );

  const { formik, submit, refuse, formError } = useSchemaForm<Values>({
    formId: 'justify',
    schema,
    initialValues: { from: range ? target.from : '', to: range ? target.to : '', reasonId: '', note: '' },
    owns: (path) => fields.some((spec) => spec.name === path),
    onSubmit: async (values) => {
      try {
        if (target.kind === 'range') {
          const body = (await schema.validate(values, { stripUnknown: true })) as JustifyBody;
          const { justified } = await justifyRange(body).unwrap();
          toasts.success(intl.formatMessage({ id: 'discipline.justify.done' }, { justified }));
        } else {
          const body = (await schema.validate(values, { stripUnknown: true })) as JustificationBody;
          for (const absence of target.absences) await justifyOne({ id: absence.id, ...body }).unwrap();
          toasts.success(intl.formatMessage({ id: 'discipline.justify.done' }, { justified: target.absences.length }));
        }
        onClose();
      } catch (error) {
        if (!refuse(error)) showError(error);
      }
    },
  });

  return (
    <Dialog open onClose={onClose} aria-labelledby={TITLE_ID} maxWidth="sm" fullWidth>
      <Box component="form" noValidate onSubmit={submit}>
        <DialogTitle id={TITLE_ID}>
          <FormattedMessage id="discipline.justify.title" />
        </DialogTitle>
        <DialogContent>
          <DialogContentText>
            {target.kind === 'range' ? (
              <FormattedMessage id="discipline.justify.rangeText" />
            ) : (
              <FormattedMessage id="discipline.justify.rowsText" values={{ selected: target.absences.length }} />
            )}
          </DialogContentText>
          <FormAlert message={formError} />
          <RecordFields formId="justify" formik={formik} fields={fields} />
        </DialogContent>
        <DialogFooter onCancel={onClose} busy={formik.isSubmitting} actionId="discipline.justify.action" />
      </Box>
    </Dialog>
  );
}
