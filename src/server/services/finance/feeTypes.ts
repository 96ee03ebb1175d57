/** The school's fee types (Inscription, Scolarité, APEE...), served by routes/resource.ts like the other reference lists. */
import { feeTypes as endpoints, type FeeType } from '../../../domain/contract/feeSetup';
import type { Db } from '../../db/schema';
import { conflict } from '../../errors';
import { pageOf } from '../listQueries';
import { resourceHandlers, saveRow } from '../resources';

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

export const feeTypes = resourceHandlers({
  endpoints,
  entity: 'fee_type',
  duplicateKey: 'errors.feeTypeNameTaken',
  duplicateField: 'name',
  async list(d, query) {
    return pageOf(
      feeTypesSelect(d).orderBy('t.position').orderBy('t.id'),
      d.selectFrom('fee_types').select((eb) => eb.fn.countAll<number>().as('n')),
      query,
      toFeeType,
    );
  },
  async find(d, id) {
    const row = await feeTypesSelect(d).where('t.id', '=', id).executeTakeFirst();
    return row && toFeeType(row);
  },
  write: (trx, body, id) =>
    saveRow(trx, 'fee_types', { name: body.name, position: body.position }, id, { created_at: new Date().toISOString() }),
  // Said before the database refuses, so the answer is the same on both databases.
  async beforeDelete(trx, item) {
    const used = await trx.selectFrom('fee_instalments').select('id').where('fee_type_id', '=', item.id).executeTakeFirst();
    const discounted = await trx.selectFrom('fee_discounts').select('id').where('fee_type_id', '=', item.id).executeTakeFirst();
    if (used || discounted) throw conflict('errors.inUse');
  },
  async remove(trx, id) {
    await trx.deleteFrom('fee_types').where('id', '=', id).execute();
  },
});
