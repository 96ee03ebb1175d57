import TextField from '@mui/material/TextField';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { sanctionBody, type SanctionBody } from '../../../../domain/contract/discipline';
import type { SanctionType } from '../../../../domain/contract/settings';
import { useSaveSanctionMutation } from '../../../api/disciplineApi';
import { useCurrentUser } from '../../../app/session';
import { FormAlert } from '../../../components/forms/FormAlert';
import { FormDialog } from '../../../components/forms/FormDialog';
import { useDialogForm } from '../../../components/forms/useDialogForm';
import { ChoiceSelect } from '../../../components/ChoiceSelect';
import { DateField } from '../../../components/DateField';
import { today } from '../../../hooks/today';

interface Values {
  sanctionTypeId: string;
  date: string;
  duration: string;
  reason: string;
}

export interface SanctionStudent {
  id: number;
  name: string;
}

const NO_TYPES: SanctionType[] = [];

/** The type's unit: a consigne is counted in hours, an exclusion in days, a blâme not at all. */
const unitOf = (types: readonly SanctionType[], id: string) => types.find((type) => String(type.id) === id)?.unit ?? 'none';

/**
 * Records a sanction against one student: its type (the school's list, which travels with the
 * user), date, duration when the type has one, and reason. The contract's schema checks as the
 * user types; a refusal (a date outside the student's year) marks its input.
 */
export function SanctionDialog({ student, onClose }: { student: SanctionStudent; onClose: () => void }) {
  const intl = useIntl();
  const types = useCurrentUser()?.sanctionTypes ?? NO_TYPES;
  const [save] = useSaveSanctionMutation();

  const sorted = useMemo(() => [...types].sort((a, b) => a.position - b.position), [types]);
  // The form holds what inputs give (text); the contract's schema checks it as the body it becomes.
  const schema = useMemo(
    () =>
      sanctionBody.clone().transform((values: Values) => ({
        studentId: student.id,
        sanctionTypeId: values.sanctionTypeId === '' ? undefined : Number(values.sanctionTypeId),
        date: values.date,
        duration: unitOf(types, values.sanctionTypeId) === 'none' || values.duration === '' ? undefined : values.duration,
        reason: values.reason,
      })),
    [types, student.id],
  );

  const { formik, submit, field, formError } = useDialogForm<Values>({
    formId: 'sanction',
    schema,
    initialValues: { sanctionTypeId: '', date: today(), duration: '', reason: '' },
    onClose,
    send: async (values) => {
      const body = (await schema.validate(values, { stripUnknown: true })) as SanctionBody;
      await save(body).unwrap();
    },
  });

  const unit = unitOf(types, formik.values.sanctionTypeId);
  const t = (name: string) => intl.formatMessage({ id: `discipline.sanctions.fields.${name}` });

  return (
    <FormDialog
      id="sanction-dialog-title"
      titleId="discipline.sanctions.addTitle"
      onClose={onClose}
      onSubmit={submit}
      busy={formik.isSubmitting}
      formError={formError}
      text={student.name}
    >
      {types.length === 0 && <FormAlert message={intl.formatMessage({ id: 'discipline.sanctions.noTypes' })} />}
      <ChoiceSelect
        {...field('sanctionTypeId')}
        label={t('type')}
        emptyLabel=""
        choices={sorted.map((type) => ({ value: String(type.id), label: type.name }))}
        required
        fullWidth
      />
      <DateField {...field('date')} label={t('date')} required fullWidth />
      {unit !== 'none' && (
        <TextField
          {...field('duration')}
          type="number"
          label={t(unit === 'days' ? 'durationDays' : 'durationHours')}
          required
          fullWidth
          margin="dense"
          slotProps={{ htmlInput: { step: 0.5, min: 0.5 } }}
        />
      )}
      <TextField {...field('reason')} label={t('reason')} required fullWidth multiline minRows={2} margin="dense" />
    </FormDialog>
  );
}
