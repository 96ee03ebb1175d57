import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { METADATA_KINDS, metadataTypeBody, type MetadataType, type MetadataTypeBody } from '../../../../domain/contract/settings';
import { useDeleteMetadataTypeMutation, useListMetadataTypesQuery, useSaveMetadataTypeMutation } from '../../../api/metadataTypesApi';
import type { FieldSpec } from '../components/fieldSpecs';
import { ReferenceList, type Column } from '../components/ReferenceList';

interface Values {
  name: string;
  kind: string;
  /** The choices as the user types them: semicolon-separated. */
  choices: string;
}

const label = (name: string) => `tools.customFields.fields.${name}`;

const COLUMNS: Column<MetadataType>[] = [
  { key: 'name', labelId: label('name'), render: (type) => type.name },
  { key: 'kind', labelId: label('kind'), render: (type) => <FormattedMessage id={`tools.customFields.kinds.${type.kind}`} /> },
  {
    key: 'choices',
    labelId: label('choices'),
    render: (type) => (
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
        {type.choices.map((choice) => (
          <Chip key={choice} label={choice} size="small" variant="outlined" />
        ))}
      </Box>
    ),
  },
];

const toValues = (type: MetadataType | null): Values =>
  type ? { name: type.name, kind: type.kind, choices: type.choices.join('; ') } : { name: '', kind: 'text', choices: '' };

/** The school's own fields on student records (blood group, religion...). */
export default function CustomFieldsTab() {
  const intl = useIntl();
  const list = useListMetadataTypesQuery();
  const [save] = useSaveMetadataTypeMutation();
  const [remove] = useDeleteMetadataTypeMutation();
  const form = useMemo(() => {
    const fields: FieldSpec<Values>[] = [
      { name: 'name', kind: 'text', labelId: label('name'), required: true },
      {
        name: 'kind',
        kind: 'select',
        labelId: label('kind'),
        required: true,
        options: METADATA_KINDS.map((kind) => ({ value: kind, label: intl.formatMessage({ id: `tools.customFields.kinds.${kind}` }) })),
      },
      {
        name: 'choices',
        kind: 'list',
        labelId: label('choices'),
        helperId: 'tools.customFields.choicesHint',
        required: true,
        hidden: (values) => values.kind !== 'choice',
      },
    ];
    return { schema: metadataTypeBody, fields, save };
  }, [intl, save]);
  return (
    <ReferenceList<MetadataType, Values, MetadataTypeBody>
      name="customFields"
      columns={COLUMNS}
      list={list}
      form={form}
      toValues={toValues}
      remove={remove}
      describe={(type) => type.name}
    />
  );
}
