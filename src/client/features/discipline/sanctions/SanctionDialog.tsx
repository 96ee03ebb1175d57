import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { sanctionBody } from '../../../../domain/contract/discipline';
import type { SanctionType } from '../../../../domain/contract/settings';
import { useSaveSanctionMutation } from '../../../api/disciplineApi';
import { useCurrentUser } from '../../../app/session';
import { useAlerts } from '../../../components/alerts/alertsContext';
import { DialogFooter } from '../../../components/DialogFooter';
import { FormAlert } from '../../../components/forms/FormAlert';
import { useSchemaForm } from '../../../components/forms/useSchemaForm';
import { useToasts } from '../../../components/toasts/useToasts';
import { formSchema, type FieldSpec } from '../../tools/components/fieldSpecs';
import { RecordFields } from '../../tools/components/RecordFields';
import { today } from '../dates';

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
const label = (name: string) => `discipline.sanctions.fields.${name}`;
const TITLE_ID = 'sanction-dialog-title';

/** The type's unit: a consigne is counted in hours, an exclusion in days, a blâme not at all. */
const unitOf = (types: readonly SanctionType[], id: string) => types.find((type) => String(type.id) === id)?.unit ?? 'none';

/**
 * Records a sanction against one student: its type (the school's list, which travels with the
 * user), date, duration when the type has one, and reason. The contract's schema checks as the
 * user types; a refusal (a date outside the student's year) marks its input.
 */
export function SanctionDialog({ student, onClose }: { student: SanctionStudent; onClose: () => void }) {
  const intl = useIntl();
  const toasts = useToasts();
  const { showError } = useAlerts();
  const types = useCurrentUser()?.sanctionTypes ?? NO_TYPES;
  const [save] = useSaveSanctionMutation();

  const fieldsFor = (values: Values): FieldSpec<Values>[] => {
    const unit = unitOf(types, values.sanctionTypeId);
    return [
      {
        name: 'sanctionTypeId',
        kind: 'select',
        numeric: true,
        labelId: label('type'),
        required: true,
        options: [...types].sort((a, b) => a.position - b.position).map((type) => ({ value: String(type.id), label: type.name })),
      },
      { name: 'date', kind: 'date', labelId: label('date'), required: true },
      {
        name: 'duration',
        kind: 'number',
        step: 0.5,
        labelId: label(unit === 'days' ? 'durationDays' : 'durationHours'),
        required: true,
        hidden: (current) => unitOf(types, current.sanctionTypeId) === 'none',
      },
      { name: 'reason', kind: 'text', labelId: label('reason'), required: true },
    ];
  };
  // The schema reads the hidden rule from the values it checks, so one set of specs serves it.
  const schema = useMemo(
    () => formSchema(sanctionBody, fieldsFor({ sanctionTypeId: '', date: '', duration: '', reason: '' }), (prepared) => ({ ...prepared, studentId: student.id })),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the specs depend on the types alone
    [types, student.id],
  );

  const { formik, submit, refuse, formError } = useSchemaForm<Values>({
    formId: 'sanction',
    schema,
    initialValues: { sanctionTypeId: '', date: today(), duration: '', reason: '' },
    onSubmit: async (values) => {
      try {
        const body = await schema.validate(values, { stripUnknown: true });
        await save(body).unwrap();
        toasts.success();
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
          <FormattedMessage id="discipline.sanctions.addTitle" />
        </DialogTitle>
        <DialogContent>
          <DialogContentText>{student.name}</DialogContentText>
          <FormAlert message={formError} />
          {types.length === 0 && <FormAlert message={intl.formatMessage({ id: 'discipline.sanctions.noTypes' })} />}
          <RecordFields formId="sanction" formik={formik} fields={fieldsFor(formik.values)} />
        </DialogContent>
        <DialogFooter onCancel={onClose} busy={formik.isSubmitting} />
      </Box>
    </Dialog>
  );
}
