import { useMemo, type ReactNode } from 'react';
import { FormattedMessage, FormattedNumber } from 'react-intl';
import { timetableBody, type Timetable, type TimetableBody } from '../../../../domain/contract/timetables';
import { useDeleteTimetableMutation, useSaveTimetableMutation } from '../../../api/timetablesApi';
import { Day } from '../../../components/Day';
import type { FieldSpec } from '../components/fieldSpecs';
import { ReferenceList, type Column, type ListState } from '../components/ReferenceList';

interface TimetableValues {
  schoolYearId: number;
  name: string;
  validFrom: string;
  validTo: string;
}

const label = (name: string) => `tools.timetable.fields.${name}`;

/** A timetable's name and dates, as creating, editing and copying one ask for them. */
export const timetableFields = <V extends { name: string; validFrom: string; validTo: string }>(): FieldSpec<V>[] => [
  { name: 'name', kind: 'text', labelId: label('name'), helperId: 'tools.timetable.nameHint', required: true },
  { name: 'validFrom', kind: 'date', labelId: label('validFrom'), required: true },
  { name: 'validTo', kind: 'date', labelId: label('validTo'), required: true },
];

// The year is the one on show, not an input: a timetable goes to another year by being copied.
const FIELDS = timetableFields<TimetableValues>();

const COLUMNS: Column<Timetable>[] = [
  { key: 'name', labelId: label('name'), render: (timetable) => timetable.name },
  {
    key: 'validity',
    labelId: label('validity'),
    render: (timetable) => (
      <FormattedMessage
        id="tools.timetable.validity"
        values={{ from: <Day value={timetable.validFrom} />, to: <Day value={timetable.validTo} /> }}
      />
    ),
  },
  { key: 'slotCount', labelId: label('slotCount'), render: (timetable) => <FormattedNumber value={timetable.slotCount} />, numeric: true },
];

interface Props {
  yearId: number | undefined;
  list: ListState<Timetable>;
  /** The year select. */
  toolbar: ReactNode;
}

/** The timetables of one school year, each valid over its own dates (the server keeps them apart). */
export function TimetablesList({ yearId, list, toolbar }: Props) {
  const [save] = useSaveTimetableMutation();
  const [remove] = useDeleteTimetableMutation();
  const form = useMemo(() => ({ schema: timetableBody, fields: FIELDS, save }), [save]);
  const toValues = (timetable: Timetable | null): TimetableValues =>
    timetable
      ? { schoolYearId: timetable.schoolYearId, name: timetable.name, validFrom: timetable.validFrom, validTo: timetable.validTo }
      : { schoolYearId: yearId ?? 0, name: '', validFrom: '', validTo: '' };
  return (
    <ReferenceList<Timetable, TimetableValues, TimetableBody>
      name="timetable"
      columns={COLUMNS}
      list={list}
      form={form}
      toValues={toValues}
      remove={remove}
      describe={(timetable) => timetable.name}
      toolbar={toolbar}
      emptyId="tools.timetable.empty"
    />
  );
}
