import { statusOf } from '../alerts/chooseAlert';

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
  /**
   * The refusals that name lines: a 400 unless told. A save whose conflicts are about lines too
   * (a teacher booked twice at one time: 409) adds it.
   */
  statuses?: readonly number[];
}

const asRecord = (value: unknown): Record<string, unknown> | undefined =>
  value !== null && typeof value === 'object' ? (value as Record<string, unknown>) : undefined;

/** The envelope's `fields` (`{statusCode, error, message, fields}`), from an RTK Query error or as it is. */
function fieldsOf(error: unknown): [string, string][] {
  const record = asRecord(error);
  const body = asRecord(record?.data) ?? (record && 'statusCode' in record ? record : undefined);
  return Object.entries(asRecord(body?.fields) ?? {}).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
}

/**
 * The server's messages of a refused save (400, `fields` such as `marks[3].value`) by the student
 * of each line sent, or by the key `keyOf` gives a line (a slot of a day has no student). Null when
 * the refusal is not about lines, so the error dialog tells it instead. `lines` is what was sent,
 * in order: line 3 is the fourth line of the body, not row 4 of the screen.
 */
export function refusedLines(error: unknown, lines: readonly { studentId: number }[], shape: LineFields): Record<number, string> | null;
export function refusedLines<Line>(
  error: unknown,
  lines: readonly Line[],
  shape: LineFields,
  keyOf: (line: Line) => string,
): Record<string, string> | null;
export function refusedLines<Line>(
  error: unknown,
  lines: readonly Line[],
  shape: LineFields,
  keyOf: (line: Line) => string | number = (line) => (line as { studentId: number }).studentId,
): Record<string | number, string> | null {
  if (!(shape.statuses ?? [400]).includes(statusOf(error))) return null;
  const fields = fieldsOf(error);
  if (fields.length === 0) return null;
  // A rule over the whole line (late needs its minutes) names the line itself: `lines[3]`.
  const pattern = new RegExp(`^${shape.list}\\[(\\d+)\\](?:\\.(${shape.fields.join('|')}))?$`);
  const byKey: Record<string | number, string> = {};
  for (const [field, message] of fields) {
    const match = pattern.exec(field);
    const line = match ? lines[Number(match[1])] : undefined;
    if (line === undefined) return null;
    const key = keyOf(line);
    const before = byKey[key];
    byKey[key] = before && shape.messages === 'joined' ? `${before} ${message}` : message;
  }
  return byKey;
}
