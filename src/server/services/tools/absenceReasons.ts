/**
 * The school's list of absence reasons: whether each justifies an absence and whether the report
 * card names it. Served by routes/resource.ts like the other reference lists.
 */
import { absenceReasons as endpoints, type AbsenceReason } from '../../../domain/contract/absences';
import { saveRow, tableResource } from '../shared/resources';

const toAbsenceReason = (row: { id: number; name: string; justifies: 0 | 1; on_report_card: 0 | 1; position: number }): AbsenceReason => ({
  id: row.id,
  name: row.name,
  justifies: row.justifies === 1,
  onReportCard: row.on_report_card === 1,
  position: row.position,
});

export const absenceReasons = tableResource({
  endpoints,
  entity: 'absence_reason',
  table: 'absence_reasons',
  toItem: toAbsenceReason,
  order: ['position', 'id'],
  duplicateKey: 'errors.absenceReasonNameTaken',
  duplicateField: 'name',
  write: (trx, body, id) =>
    saveRow(
      trx,
      'absence_reasons',
      { name: body.name, justifies: body.justifies ? 1 : 0, on_report_card: body.onReportCard ? 1 : 0, position: body.position },
      id,
    ),
  inUse: [['absences', 'reason_id']],
});
