import { chooseAlert, statusOf } from '../alerts/chooseAlert';

/** How a screen's save names its lines in a refusal's `fields`: `marks[3].value`, `lines[0].status`. */
export interface LineFields {
  /** The body's array of lines, `marks` or `lines`. */
  list: string;
  /** The fields of a line the server may refuse. */
  fields: readonly string[];
  /**
   * Two messages about one line: `joined` tells both, `last` keeps the last one the server gave.
   * The mark entry keeps `last`, as it always has; the roll call joins them.
   */
  messages: 'joined' | 'last';
}

/**
 * The server's messages of a refused save (400, `fields` such as `marks[3].value`) by the student
 * of each line sent. Null when the refusal is not about lines, so the error dialog tells it instead.
 * `lines` is what was sent, in order: line 3 is the fourth line of the body, not row 4 of the screen.
 */
export function refusedLines(error: unknown, lines: readonly { studentId: number }[], shape: LineFields): Record<number, string> | null {
  if (statusOf(error) !== 400) return null;
  const { fields } = chooseAlert(error);
  if (fields.length === 0) return null;
  const pattern = new RegExp(`^${shape.list}\\[(\\d+)\\]\\.(${shape.fields.join('|')})$`);
  const byStudent: Record<number, string> = {};
  for (const { field, message } of fields) {
    const match = pattern.exec(field);
    const line = match ? lines[Number(match[1])] : undefined;
    if (!line) return null;
    const before = byStudent[line.studentId];
    byStudent[line.studentId] = before && shape.messages === 'joined' ? `${before} ${message}` : message;
  }
  return byStudent;
}
