/** Turns an audit entry's before and after records into field-by-field rows. */
export interface DiffRow {
  /** Empty when before/after are not records (a bare value). */
  field: string;
  before: unknown;
  after: unknown;
  changed: boolean;
}

const isRecord = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);

/** Key order does not make a change; JSON.stringify of sorted keys compares nested values. */
function canonical(value: unknown): string {
  if (value === undefined) return 'undefined';
  return JSON.stringify(value, (_key, inner: unknown) =>
    isRecord(inner)
      ? Object.fromEntries(
          Object.keys(inner)
            .sort()
            .map((key) => [key, inner[key]]),
        )
      : inner,
  );
}

export function diffRows(before: unknown, after: unknown): DiffRow[] {
  const beforeRecord = isRecord(before) ? before : before == null ? {} : null;
  const afterRecord = isRecord(after) ? after : after == null ? {} : null;
  if (!beforeRecord || !afterRecord) return [{ field: '', before, after, changed: canonical(before) !== canonical(after) }];
  const fields = [...new Set([...Object.keys(beforeRecord), ...Object.keys(afterRecord)])];
  return fields.map((field) => {
    // A field absent from the record that does not exist (creation, deletion) shows as empty.
    const old = before == null ? undefined : beforeRecord[field];
    const now = after == null ? undefined : afterRecord[field];
    return { field, before: old, after: now, changed: canonical(old) !== canonical(now) };
  });
}
