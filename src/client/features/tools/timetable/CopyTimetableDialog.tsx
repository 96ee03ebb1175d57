import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { copyTimetableBody, type Timetable } from '../../../../domain/contract/timetables';
import { useCopyTimetableMutation } from '../../../api/timetablesApi';
import { FormDialog } from '../../../components/forms/FormDialog';
import { useDialogForm } from '../../../components/forms/useDialogForm';
import { useLocalizeDigits } from '../../../i18n/digits';
import { formSchema, type FieldSpec } from '../components/fieldSpecs';
import { RecordFields } from '../components/RecordFields';
import { timetableFields } from './TimetablesList';

interface Values {
  schoolYearId: string;
  name: string;
  validFrom: string;
  validTo: string;
}

interface Props {
  source: Timetable;
  years: readonly { id: number; name: string }[];
  /** The new timetable, to show it. */
  onCopied: (timetable: Timetable) => void;
  onClose: () => void;
}

/**
 * A new timetable holding this one's slots: for the next term's dates, or next year (each
 * classroom matched by name, each course by code; the server counts what it could not match).
 */
export function CopyTimetableDialog({ source, years, onCopied, onClose }: Props) {
  const intl = useIntl();
  const localizeDigits = useLocalizeDigits();
  const [copy] = useCopyTimetableMutation();
  const fields = useMemo<FieldSpec<Values>[]>(
    () => [
      {
        name: 'schoolYearId',
        kind: 'select',
        numeric: true,
        required: true,
        labelId: 'tools.timetable.fields.schoolYear',
        options: years.map((year) => ({ value: year.id, label: localizeDigits(year.name) })),
      },
      ...timetableFields<Values>(),
    ],
    [years, localizeDigits],
  );
  const schema = useMemo(() => formSchema(copyTimetableBody, fields), [fields]);
  const { formik, submit, formError } = useDialogForm<Values>({
    formId: 'copyTimetable',
    schema,
    initialValues: { schoolYearId: String(source.schoolYearId), name: source.name, validFrom: '', validTo: '' },
    onClose,
    send: async (values) => {
      const body = await schema.validate(values, { stripUnknown: true });
      const result = await copy({ id: source.id, body }).unwrap();
      onCopied(result.timetable);
      return intl.formatMessage(
        { id: 'tools.timetable.copyTimetable.done' },
        { name: result.timetable.name, copied: result.copied, skipped: result.skipped },
      );
    },
  });
  return (
    <FormDialog
      id="copy-timetable-title"
      titleId="tools.timetable.copyTimetable.title"
      onClose={onClose}
      onSubmit={submit}
      busy={formik.isSubmitting}
      formError={formError}
      actionId="tools.timetable.copyTimetable.submit"
      text={<FormattedMessage id="tools.timetable.copyTimetable.text" values={{ name: source.name }} />}
    >
      <RecordFields formId="copyTimetable" formik={formik} fields={fields} />
    </FormDialog>
  );
}
