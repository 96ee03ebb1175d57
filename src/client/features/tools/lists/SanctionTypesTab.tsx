import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { SANCTION_UNITS, sanctionTypeBody, type SanctionType, type SanctionTypeBody } from '../../../../domain/contract/settings';
import { useDeleteSanctionTypeMutation, useListSanctionTypesQuery, useSaveSanctionTypeMutation } from '../../../api/sanctionTypesApi';
import type { FieldSpec } from '../components/fieldSpecs';
import { ReferenceList, type Column } from '../components/ReferenceList';

interface Values {
  code: string;
  name: string;
  unit: string;
  position: string;
}

const label = (name: string) => `tools.sanctionTypes.fields.${name}`;

const COLUMNS: Column<SanctionType>[] = [
  { key: 'position', labelId: label('position'), render: (type) => type.position, numeric: true },
  { key: 'code', labelId: label('code'), render: (type) => type.code },
  { key: 'name', labelId: label('name'), render: (type) => type.name },
  { key: 'unit', labelId: label('unit'), render: (type) => <FormattedMessage id={`tools.sanctionTypes.units.${type.unit}`} /> },
];

const nextPosition = (types: SanctionType[]) => String(types.reduce((highest, type) => Math.max(highest, type.position), 0) + 1);

const toValues = (type: SanctionType | null, types: SanctionType[]): Values =>
  type
    ? { code: type.code, name: type.name, unit: type.unit, position: String(type.position) }
    : { code: '', name: '', unit: 'none', position: nextPosition(types) };

/** The sanctions the discipline screens offer, in order of gravity. */
export default function SanctionTypesTab() {
  const intl = useIntl();
  const list = useListSanctionTypesQuery();
  const [save] = useSaveSanctionTypeMutation();
  const [remove] = useDeleteSanctionTypeMutation();
  const form = useMemo(() => {
    const fields: FieldSpec<Values>[] = [
      { name: 'code', kind: 'text', labelId: label('code'), helperId: 'tools.sanctionTypes.codeHint', required: true },
      { name: 'name', kind: 'text', labelId: label('name'), required: true },
      {
        name: 'unit',
        kind: 'select',
        labelId: label('unit'),
        required: true,
        options: SANCTION_UNITS.map((unit) => ({ value: unit, label: intl.formatMessage({ id: `tools.sanctionTypes.units.${unit}` }) })),
      },
      { name: 'position', kind: 'number', labelId: label('position'), required: true },
    ];
    return { schema: sanctionTypeBody, fields, save };
  }, [intl, save]);
  return (
    <ReferenceList<SanctionType, Values, SanctionTypeBody>
      name="sanctionTypes"
      columns={COLUMNS}
      list={list}
      form={form}
      toValues={toValues}
      remove={remove}
      describe={(type) => `${type.code} · ${type.name}`}
    />
  );
}
