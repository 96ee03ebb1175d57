import { getIn } from 'formik';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { discountBody, type DiscountBody, type FeeType } from '../../../../domain/contract/feeSetup';
import { FEE_DISCOUNT_KINDS } from '../../../../domain/finance/account';
import { useGrantDiscountMutation } from '../../../api/feeSetupApi';
import { FormDialog } from '../../../components/forms/FormDialog';
import { useDialogForm } from '../../../components/forms/useDialogForm';
import { formSchema, type FieldSpec } from '../components/fieldSpecs';
import { RecordFields } from '../components/RecordFields';
import { StudentPicker } from '../../../components/students/StudentPicker';

interface Values {
  studentId: string;
  schoolYearId: number;
  feeTypeId: string;
  kind: string;
  amount: string;
  percent: string;
  reason: string;
}

const FORM_ID = 'grantDiscount';
const label = (name: string) => `feeSetup.discounts.fields.${name}`;
/** The inputs the dialog has: the year comes from the tab, so a refusal naming it is the form's message. */
const SHOWN = new Set(['studentId', 'feeTypeId', 'kind', 'amount', 'percent', 'reason']);

interface Props {
  schoolYearId: number;
  feeTypes: FeeType[];
  onClose: () => void;
}

/** Grants a student a discount of the year: an amount or a percentage, on one fee type or all, with its reason. */
export function GrantDiscountDialog({ schoolYearId, feeTypes, onClose }: Props) {
  const intl = useIntl();
  const [grant] = useGrantDiscountMutation();
  const fields = useMemo<FieldSpec<Values>[]>(
    () => [
      {
        name: 'feeTypeId',
        kind: 'select',
        numeric: true,
        labelId: label('feeType'),
        noneLabelId: 'feeSetup.discounts.allFees',
        helperId: 'feeSetup.discounts.feeTypeHint',
        options: feeTypes.map((type) => ({ value: type.id, label: type.name })),
      },
      {
        name: 'kind',
        kind: 'select',
        required: true,
        labelId: label('kind'),
        options: FEE_DISCOUNT_KINDS.map((kind) => ({ value: kind, label: intl.formatMessage({ id: `feeSetup.discounts.kinds.${kind}` }) })),
      },
      { name: 'amount', kind: 'number', required: true, labelId: label('amount'), hidden: (values) => values.kind !== 'amount' },
      {
        name: 'percent',
        kind: 'number',
        step: 0.01,
        required: true,
        labelId: label('percent'),
        hidden: (values) => values.kind !== 'percent',
      },
      { name: 'reason', kind: 'text', required: true, labelId: label('reason'), helperId: 'feeSetup.discounts.reasonHint' },
    ],
    [feeTypes, intl],
  );
  const schema = useMemo(
    () =>
      formSchema(discountBody, fields, (values) => ({
        ...values,
        studentId: values.studentId === '' ? undefined : Number(values.studentId),
        // A hidden kind's value is left out, and the contract's default (null) stands.
        amount: values.amount ?? null,
        percent: values.percent ?? null,
      })),
    [fields],
  );
  const { formik, submit, formError } = useDialogForm<Values>({
    formId: FORM_ID,
    schema,
    initialValues: { studentId: '', schoolYearId, feeTypeId: '', kind: 'amount', amount: '', percent: '', reason: '' },
    owns: (path) => SHOWN.has(path),
    onClose,
    send: async (values) => {
      const body = (await schema.validate(values, { stripUnknown: true })) as DiscountBody;
      const granted = await grant(body).unwrap();
      return intl.formatMessage({ id: 'feeSetup.discounts.granted' }, { student: granted.studentName });
    },
  });
  const studentError = getIn(formik.touched, 'studentId') ? (getIn(formik.errors, 'studentId') as string | undefined) : undefined;

  return (
    <FormDialog
      id="grant-discount-title"
      titleId="feeSetup.discounts.grantTitle"
      onClose={onClose}
      onSubmit={submit}
      busy={formik.isSubmitting}
      formError={formError}
    >
      {/* Only the students registered in the year are charged its fees. */}
      <StudentPicker
        id={`${FORM_ID}-studentId`}
        texts={{
          label: 'feeSetup.discounts.student.label',
          hint: 'feeSetup.discounts.student.hint',
          noMatch: 'feeSetup.discounts.student.noMatch',
          typeMore: 'feeSetup.discounts.student.typeMore',
        }}
        query={{ schoolYearId, registered: true }}
        required
        margin="dense"
        error={studentError}
        onPick={(student) => void formik.setFieldValue('studentId', student ? String(student.id) : '')}
        onBlur={() => void formik.setFieldTouched('studentId', true)}
      />
      <RecordFields formId={FORM_ID} formik={formik} fields={fields} />
    </FormDialog>
  );
}
