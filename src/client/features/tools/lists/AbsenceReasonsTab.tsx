import { useMemo } from 'react';
import { FormattedMessage } from 'react-intl';
import { absenceReasonBody, type AbsenceReason, type AbsenceReasonBody } from '../../../../domain/contract/absences';
import { useDeleteAbsenceReasonMutation, useListAbsenceReasonsQuery, useSaveAbsenceReasonMutation } from '../../../api/absenceReasonsApi';
import type { FieldSpec } from '../components/fieldSpecs';
import { ReferenceList, type Column } from '../components/ReferenceList';

interface Values {
  name: string;
  justifies: boolean;
  onReportCard: boolean;
  position: string;
}

const label = (name: string) => `tools.absenceReasons.fields.${name}`;

/** Yes or No in words: a tick alone would say nothing to a screen reader. */
const yesNo = (value: boolean) => <FormattedMessage id={value ? 'common.yes' : 'common.no'} />;

const COLUMNS: Column<AbsenceReason>[] = [
  { key: 'position', labelId: label('position'), render: (reason) => reason.position, numeric: true },
  { key: 'name', labelId: label('name'), render: (reason) => reason.name },
  { key: 'justifies', labelId: label('justifies'), render: (reason) => yesNo(reason.justifies) },
  { key: 'onReportCard', labelId: label('onReportCard'), render: (reason) => yesNo(reason.onReportCard) },
];

const nextPosition = (reasons: AbsenceReason[]) => String(reasons.reduce((highest, reason) => Math.max(highest, reason.position), 0) + 1);

const toValues = (reason: AbsenceReason | null, reasons: AbsenceReason[]): Values =>
  reason
    ? { name: reason.name, justifies: reason.justifies, onReportCard: reason.onReportCard, position: String(reason.position) }
    : { name: '', justifies: true, onReportCard: true, position: nextPosition(reasons) };

const FIELDS: FieldSpec<Values>[] = [
  { name: 'name', kind: 'text', labelId: label('name'), required: true },
  { name: 'justifies', kind: 'switch', labelId: label('justifies') },
  { name: 'onReportCard', kind: 'switch', labelId: label('onReportCard') },
  { name: 'position', kind: 'number', labelId: label('position'), required: true },
];

/**
 * The reasons an absence is justified with (maladie, convocation…); one that does not justify
 * ("sans motif valable") leaves the hours unjustified. A reason in use cannot be deleted (409).
 */
export default function AbsenceReasonsTab() {
  const list = useListAbsenceReasonsQuery();
  const [save] = useSaveAbsenceReasonMutation();
  const [remove] = useDeleteAbsenceReasonMutation();
  const form = useMemo(() => ({ schema: absenceReasonBody, fields: FIELDS, save }), [save]);
  return (
    <ReferenceList<AbsenceReason, Values, AbsenceReasonBody>
      name="absenceReasons"
      columns={COLUMNS}
      list={list}
      form={form}
      toValues={toValues}
      remove={remove}
      describe={(reason) => reason.name}
    />
  );
}
