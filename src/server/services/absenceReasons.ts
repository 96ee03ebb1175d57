/**
 * The school's list of absence reasons: whether each justifies an absence and whether the report
 * card names it. Served by routes/resource.ts like the other reference lists.
 */
import { absenceReasons as endpoints, type AbsenceReason } from '../../domain/contract/absences';
import { conflict } from '../errors';
import { pageOf } from './listQueries';
import { resourceHandlers, saveRow } from './resources';

const toAbsenceReason = (row: { id: number; name: string; justifies: 0 | 1; on_report_card: 0 | 1; position: number }): AbsenceReason => ({
  id: row.id,
  name: row.name,
  justifies: row.justifies === 1,
  onReportCard: row.on_report_card === 1,
  position: row.position,
});

export const absenceReasons = resourceHandlers({
  endpoints,
  entity: 'absence_reason',
  duplicateKey: 'errors.absenceReasonNameTaken',
  duplicateField: 'name',
  async list(d, query) {
    return pageOf(
      d.selectFrom('absence_reasons').selectAll().orderBy('position').orderBy('id'),
      d.selectFrom('absence_reasons').select((eb) => eb.fn.countAll<number>().as('n')),
      query,
      toAbsenceReason,
    );
  },
  async find(d, id) {
    const row = await d.selectFrom('absence_reasons').selectAll().where('id', '=', id).executeTakeFirst();
    return row && toAbsenceReason(row);
  },
  write: (trx, body, id) =>
    saveRow(
      trx,
      'absence_reasons',
      { name: body.name, justifies: body.justifies ? 1 : 0, on_report_card: body.onReportCard ? 1 : 0, position: body.position },
      id,
    ),
  // Said before the database refuses, so the answer is the same on both databases.
  async beforeDelete(trx, item) {
    if (await trx.selectFrom('absences').select('id').where('reason_id', '=', item.id).executeTakeFirst()) throw conflict('errors.inUse');
  },
  async remove(trx, id) {
    await trx.deleteFrom('absence_reasons').where('id', '=', id).execute();
  },
});
