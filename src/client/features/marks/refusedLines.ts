import type { BulkMarksBody } from '../../../domain/contract/marks';
import { chooseAlert, statusOf } from '../../components/alerts/chooseAlert';

const LINE_FIELD = /^marks\[(\d+)\]\.(value|studentId)$/;

/**
 * The server's messages of a refused save (400, `fields` such as `marks[3].value`) by the student
 * of each line sent. Null when the refusal is not about lines, so the error dialog tells it instead.
 */
export function refusedLines(error: unknown, body: BulkMarksBody): Record<number, string> | null {
  if (statusOf(error) !== 400) return null;
  const { fields } = chooseAlert(error);
  if (fields.length === 0) return null;
  const byStudent: Record<number, string> = {};
  for (const { field, message } of fields) {
    const match = LINE_FIELD.exec(field);
    const line = match ? body.marks[Number(match[1])] : undefined;
    if (!line) return null;
    byStudent[line.studentId] = message;
  }
  return byStudent;
}
