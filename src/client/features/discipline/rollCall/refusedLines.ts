import type { RollCallBody } from '../../../../domain/contract/absences';
import { chooseAlert, statusOf } from '../../../components/alerts/chooseAlert';

const LINE_FIELD = /^lines\[(\d+)\]\.(studentId|status|latenessMinutes)$/;

/**
 * The server's messages of a refused roll call (400, `fields` such as `lines[3].studentId`) by the
 * student of each line sent. Null when the refusal is not about lines, so the error dialog tells
 * it instead. The body holds only the exceptions: line 3 is the fourth exception, not row 4.
 */
export function refusedLines(error: unknown, body: RollCallBody): Record<number, string> | null {
  if (statusOf(error) !== 400) return null;
  const { fields } = chooseAlert(error);
  if (fields.length === 0) return null;
  const byStudent: Record<number, string> = {};
  for (const { field, message } of fields) {
    const match = LINE_FIELD.exec(field);
    const line = match ? body.lines[Number(match[1])] : undefined;
    if (!line) return null;
    byStudent[line.studentId] = byStudent[line.studentId] ? `${byStudent[line.studentId]} ${message}` : message;
  }
  return byStudent;
}
