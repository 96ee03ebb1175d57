import { useMemo } from 'react';
import { FormattedNumber } from 'react-intl';
import { observationBody, type Observation, type ObservationBody } from '../../../../domain/contract/settings';
import { useDeleteObservationMutation, useListObservationsQuery, useSaveObservationMutation } from '../../../api/observationsApi';
import type { FieldSpec } from '../components/fieldSpecs';
import { ReferenceList, type Column } from '../components/ReferenceList';

interface Values {
  minMark: string;
  maxMark: string;
  grade: string;
  label: string;
}

const label = (name: string) => `tools.observations.fields.${name}`;

const FIELDS: FieldSpec<Values>[] = [
  { name: 'minMark', kind: 'number', step: 0.01, labelId: label('minMark'), required: true },
  { name: 'maxMark', kind: 'number', step: 0.01, labelId: label('maxMark'), helperId: 'tools.observations.bandHint', required: true },
  { name: 'grade', kind: 'text', labelId: label('grade'), required: true },
  { name: 'label', kind: 'text', labelId: label('label'), required: true },
];

const COLUMNS: Column<Observation>[] = [
  { key: 'minMark', labelId: label('minMark'), render: (band) => <FormattedNumber value={band.minMark} />, numeric: true },
  { key: 'maxMark', labelId: label('maxMark'), render: (band) => <FormattedNumber value={band.maxMark} />, numeric: true },
  { key: 'grade', labelId: label('grade'), render: (band) => band.grade },
  { key: 'label', labelId: label('label'), render: (band) => band.label },
];

const toValues = (band: Observation | null): Values =>
  band
    ? { minMark: String(band.minMark), maxMark: String(band.maxMark), grade: band.grade, label: band.label }
    : { minMark: '', maxMark: '', grade: '', label: '' };

/** The appreciation printed for an average, by band of marks out of 20. */
export default function ObservationsTab() {
  const list = useListObservationsQuery();
  const [save] = useSaveObservationMutation();
  const [remove] = useDeleteObservationMutation();
  const form = useMemo(() => ({ schema: observationBody, fields: FIELDS, save }), [save]);
  return (
    <ReferenceList<Observation, Values, ObservationBody>
      name="observations"
      columns={COLUMNS}
      list={list}
      form={form}
      toValues={toValues}
      remove={remove}
      describe={(band) => `${band.grade} · ${band.label}`}
    />
  );
}
