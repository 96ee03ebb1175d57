import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { feeTypeBody, type FeeType, type FeeTypeBody } from '../../../../domain/contract/feeSetup';
import { useDeleteFeeTypeMutation, useListFeeTypesQuery, useSaveFeeTypeMutation } from '../../../api/feeSetupApi';
import { statusOf } from '../../../components/alerts/chooseAlert';
import type { FieldSpec } from '../components/fieldSpecs';
import { ReferenceList, type Column } from '../components/ReferenceList';

interface Values {
  name: string;
  position: string;
}

const label = (name: string) => `feeSetup.feeTypes.fields.${name}`;

const COLUMNS: Column<FeeType>[] = [
  { key: 'position', labelId: label('position'), render: (type) => type.position, numeric: true },
  { key: 'name', labelId: label('name'), render: (type) => type.name },
  {
    key: 'instalmentCount',
    labelId: label('instalmentCount'),
    render: (type) => <FormattedMessage id="feeSetup.feeTypes.usedBy" values={{ count: type.instalmentCount }} />,
  },
];

const FIELDS: FieldSpec<Values>[] = [
  { name: 'name', kind: 'text', labelId: label('name'), required: true },
  { name: 'position', kind: 'number', labelId: label('position'), helperId: 'feeSetup.feeTypes.positionHint', required: true },
];

const nextPosition = (types: FeeType[]) => String(types.reduce((highest, type) => Math.max(highest, type.position), 0) + 1);

const toValues = (type: FeeType | null, types: FeeType[]): Values =>
  type ? { name: type.name, position: String(type.position) } : { name: '', position: nextPosition(types) };

const TITLES = { add: 'feeSetup.feeTypes.addTitle', edit: 'feeSetup.feeTypes.editTitle' };

/**
 * What the school charges for (Inscription, Scolarité, APEE...), in the order accounts list them.
 * A fee type that a schedule charges cannot be deleted: the count says so, and the server's 409 is
 * told in the confirmation.
 */
export function FeeTypesSection() {
  const list = useListFeeTypesQuery();
  const [save] = useSaveFeeTypeMutation();
  const [remove] = useDeleteFeeTypeMutation();
  const intl = useIntl();
  // The server's 409 says the record is in use; the confirmation says what to do about it.
  const removeExplained = (id: number) => ({
    unwrap: () =>
      remove(id)
        .unwrap()
        .catch((error: unknown) => {
          if (statusOf(error) !== 409) throw error;
          const count = list.data?.data.find((type) => type.id === id)?.instalmentCount ?? 0;
          throw { status: 409, data: { statusCode: 409, message: intl.formatMessage({ id: 'feeSetup.feeTypes.inUse' }, { count }) } };
        }),
  });
  const form = useMemo(() => ({ schema: feeTypeBody, fields: FIELDS, save }), [save]);
  return (
    <ReferenceList<FeeType, Values, FeeTypeBody>
      name="feeTypes"
      titleIds={TITLES}
      columns={COLUMNS}
      list={list}
      form={form}
      toValues={toValues}
      remove={removeExplained}
      describe={(type) => type.name}
      emptyId="feeSetup.feeTypes.empty"
    />
  );
}
