import TextField from '@mui/material/TextField';
import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  justificationBody,
  justifyBody,
  type Absence,
  type JustificationBody,
  type JustifyBody,
} from '../../../../domain/contract/absences';
import { useListAbsenceReasonsQuery } from '../../../api/absenceReasonsApi';
import { useJustifyAbsencesMutation, useJustifySelectionMutation } from '../../../api/justificationsApi';
import { FormDialog } from '../../../components/forms/FormDialog';
import { useDialogForm } from '../../../components/forms/useDialogForm';
import { ChoiceSelect } from '../../../components/ChoiceSelect';
import { DateField } from '../../../components/DateField';

/** Every absence of a date range, or the rows ticked in the list. */
export type JustifyTarget = { kind: 'range'; from: string; to: string } | { kind: 'rows'; absences: readonly Absence[] };

interface Values {
  from: string;
  to: string;
  reasonId: string;
  note: string;
}

/**
 * Justifies absences with a reason from the school's list and a note (a medical certificate…).
 * A range, or the ticked rows, go to the server in one call and one transaction: all or none. The
 * reason says whether the hours count as justified ("sans motif valable" does not).
 */
export function JustifyDialog({ studentId, target, onClose }: { studentId: number; target: JustifyTarget; onClose: () => void }) {
  const intl = useIntl();
  const reasons = useListAbsenceReasonsQuery().data?.data;
  const [justifyRange] = useJustifyAbsencesMutation();
  const [justifyPicked] = useJustifySelectionMutation();
  const range = target.kind === 'range';

  const choices = useMemo(
    () =>
      [...(reasons ?? [])]
        .sort((a, b) => a.position - b.position)
        .map((reason) => ({
          value: String(reason.id),
          label: intl.formatMessage(
            { id: reason.justifies ? 'discipline.justify.justifies' : 'discipline.justify.doesNotJustify' },
            { name: reason.name },
          ),
        })),
    [intl, reasons],
  );

  // The form holds what inputs give (text); the contract's schema checks the body it becomes.
  const schema = useMemo(() => {
    const common = (values: Values) => ({
      reasonId: values.reasonId === '' ? undefined : Number(values.reasonId),
      note: values.note.trim() === '' ? null : values.note,
    });
    return range
      ? justifyBody.clone().transform((values: Values) => ({ studentId, from: values.from, to: values.to, ...common(values) }))
      : justificationBody.clone().transform(common);
  }, [range, studentId]);

  const { formik, submit, field, formError } = useDialogForm<Values>({
    formId: 'justify',
    schema,
    initialValues: { from: range ? target.from : '', to: range ? target.to : '', reasonId: '', note: '' },
    owns: (path) => (range ? ['from', 'to', 'reasonId', 'note'] : ['reasonId', 'note']).includes(path),
    onClose,
    send: async (values) => {
      if (target.kind === 'range') {
        const body = (await schema.validate(values, { stripUnknown: true })) as JustifyBody;
        const { justified } = await justifyRange(body).unwrap();
        return intl.formatMessage({ id: 'discipline.justify.done' }, { justified });
      }
      const body = (await schema.validate(values, { stripUnknown: true })) as JustificationBody;
      const { justified } = await justifyPicked({ absenceIds: target.absences.map((absence) => absence.id), ...body }).unwrap();
      return intl.formatMessage({ id: 'discipline.justify.done' }, { justified });
    },
  });

  const t = (name: string) => intl.formatMessage({ id: `discipline.justify.fields.${name}` });

  return (
    <FormDialog
      id="justify-dialog-title"
      titleId="discipline.justify.title"
      onClose={onClose}
      onSubmit={submit}
      busy={formik.isSubmitting}
      formError={formError}
      actionId="discipline.justify.action"
      text={
        target.kind === 'range' ? (
          <FormattedMessage id="discipline.justify.rangeText" />
        ) : (
          <FormattedMessage id="discipline.justify.rowsText" values={{ selected: target.absences.length }} />
        )
      }
    >
      {range && (
        <>
          <DateField {...field('from')} label={t('from')} required fullWidth />
          <DateField {...field('to')} label={t('to')} required fullWidth />
        </>
      )}
      <ChoiceSelect {...field('reasonId')} label={t('reason')} emptyLabel="" choices={choices} required fullWidth />
      <TextField {...field('note')} label={t('note')} fullWidth multiline margin="dense" />
    </FormDialog>
  );
}
