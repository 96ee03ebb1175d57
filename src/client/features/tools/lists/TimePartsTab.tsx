import { useMemo } from 'react';
import { FormattedNumber } from 'react-intl';
import { timePartBody, type TimePart, type TimePartBody } from '../../../../domain/contract/settings';
import { useDeleteTimePartMutation, useListTimePartsQuery, useSaveTimePartMutation } from '../../../api/timePartsApi';
import type { FieldSpec } from '../components/fieldSpecs';
import { ReferenceList, type Column } from '../components/ReferenceList';

interface Values {
  name: string;
  startsAt: string;
  endsAt: string;
  durationHours: string;
  position: string;
}

const label = (name: string) => `tools.timeParts.fields.${name}`;

const FIELDS: FieldSpec<Values>[] = [
  { name: 'name', kind: 'text', labelId: label('name'), required: true },
  { name: 'startsAt', kind: 'time', labelId: label('startsAt'), required: true },
  { name: 'endsAt', kind: 'time', labelId: label('endsAt'), required: true },
  {
    name: 'durationHours',
    kind: 'number',
    step: 0.25,
    labelId: label('durationHours'),
    helperId: 'tools.timeParts.durationHint',
    required: true,
  },
  { name: 'position', kind: 'number', labelId: label('position'), required: true },
];

const COLUMNS: Column<TimePart>[] = [
  { key: 'position', labelId: label('position'), render: (part) => part.position, numeric: true },
  { key: 'name', labelId: label('name'), render: (part) => part.name },
  { key: 'startsAt', labelId: label('startsAt'), render: (part) => part.startsAt },
  { key: 'endsAt', labelId: label('endsAt'), render: (part) => part.endsAt },
  {
    key: 'durationHours',
    labelId: label('durationHours'),
    render: (part) => <FormattedNumber value={part.durationHours} />,
    numeric: true,
  },
];

const nextPosition = (parts: TimePart[]) => String(parts.reduce((highest, part) => Math.max(highest, part.position), 0) + 1);

const toValues = (part: TimePart | null, parts: TimePart[]): Values =>
  part
    ? {
        name: part.name,
        startsAt: part.startsAt,
        endsAt: part.endsAt,
        durationHours: String(part.durationHours),
        position: String(part.position),
      }
    : { name: '', startsAt: '', endsAt: '', durationHours: '1', position: nextPosition(parts) };

/** The periods of the school day; an absence in one counts its duration in hours. */
export default function TimePartsTab() {
  const list = useListTimePartsQuery();
  const [save] = useSaveTimePartMutation();
  const [remove] = useDeleteTimePartMutation();
  const form = useMemo(() => ({ schema: timePartBody, fields: FIELDS, save }), [save]);
  return (
    <ReferenceList<TimePart, Values, TimePartBody>
      name="timeParts"
      columns={COLUMNS}
      list={list}
      form={form}
      toValues={toValues}
      remove={remove}
      describe={(part) => part.name}
    />
  );
}
