/** The school's fee types (Inscription, Scolarité, APEE...), served by routes/resource.ts like the other reference lists. */
import { feeTypes as endpoints, type FeeType } from '../../../domain/contract/feeSetup';
import type { Db } from '../../db/schema';
import { saveRow, tableResource } from '../shared/resources';

function feeTypesSelect(db: Db) {
  return db
    .selectFrom('fee_types as t')
    .select(['t.id', 't.name', 't.position'])
    .select((eb) =>
      eb
        .selectFrom('fee_instalments as i')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('i.fee_type_id', '=', 't.id')
        .where('i.removed', '=', 0)
        .as('instalment_count'),
    );
}

const toFeeType = (row: { id: number; name: string; position: number; instalment_count: number | string | null }): FeeType => ({
  id: row.id,
  name: row.name,
  position: row.position,
  instalmentCount: Number(row.instalment_count ?? 0),
});

export const feeTypes = tableResource({
  endpoints,
  entity: 'fee_type',
  table: 'fee_types',
  rows: feeTypesSelect,
  idColumn: 't.id',
  toItem: toFeeType,
  order: ['t.position', 't.id'],
  duplicateKey: 'errors.feeTypeNameTaken',
  duplicateField: 'name',
  write: (trx, body, id) =>
    saveRow(trx, 'fee_types', { name: body.name, position: body.position }, id, { created_at: new Date().toISOString() }),
  inUse: [
    ['fee_instalments', 'fee_type_id'],
    ['fee_discounts', 'fee_type_id'],
  ],
});
