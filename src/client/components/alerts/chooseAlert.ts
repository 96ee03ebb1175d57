/** The four dialogs of the error catalogue (spec point 8): 404, 401, 400, and 500 for anything else. */
export type AlertFamily = '404' | '401' | '400' | '500';

export interface FieldMessage {
  field: string;
  message: string;
}

export interface ErrorAlert {
  family: AlertFamily;
  /** The error's own message; the dialog falls back to the family's default when it is absent. */
  message?: string;
  /** Per-field messages of a 400, listed under the main message. */
  fields: FieldMessage[];
}

const asRecord = (value: unknown): Record<string, unknown> | undefined =>
  value !== null && typeof value === 'object' ? (value as Record<string, unknown>) : undefined;

/**
 * The HTTP status of an error as RTK Query, the direct fetch or a raw server body carry it:
 * `{status: 404, data}`, `{status: 'PARSING_ERROR', originalStatus: 502}`, `{statusCode: 400}`.
 * Network failures have none and count as 0.
 */
export function statusOf(error: unknown): number {
  const record = asRecord(error);
  if (!record) return 0;
  if (typeof record.status === 'number') return record.status;
  if (typeof record.originalStatus === 'number') return record.originalStatus;
  const body = asRecord(record.data) ?? record;
  return typeof body.statusCode === 'number' ? body.statusCode : 0;
}

/** Picks the dialog for an error (pure: the dialog component only translates what this returns). */
export function chooseAlert(error: unknown): ErrorAlert {
  const status = statusOf(error);
  const family: AlertFamily = status === 404 || status === 401 || status === 400 ? (String(status) as AlertFamily) : '500';
  const record = asRecord(error);
  // The server's `{statusCode, error, message, fields?}` body, or the error itself when it is one.
  const body = asRecord(record?.data) ?? (record && 'statusCode' in record ? record : undefined);
  const message = typeof body?.message === 'string' && body.message.trim() !== '' ? body.message : undefined;
  const fields = Object.entries(asRecord(body?.fields) ?? {})
    .filter((entry): entry is [string, string] => typeof entry[1] === 'string')
    .map(([field, text]) => ({ field, message: text }));
  return { family, message, fields: family === '400' ? fields : [] };
}
