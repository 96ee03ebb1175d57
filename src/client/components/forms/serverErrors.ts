import type { IntlShape } from 'react-intl';
import { statusOf } from '../alerts/chooseAlert';

/**
 * What of a server refusal a form shows itself: a message under each input at fault, and one for
 * the form as a whole (an account locked, a conflict no input explains). Every message is already
 * in the user's language: the server words `fields` and `message` from the catalogues in the
 * language the client asks for, and the form's own messages come from the catalogues here.
 */
export interface FormRefusal {
  /** Messages by field path, as the server names them (`matricule`, `customFields.3`). */
  fields: Record<string, string>;
  message?: string;
}

export interface RefusalOptions {
  /** Whether the form has an input for a path the server names; the others are told in the form's message. */
  owns: (path: string) => boolean;
  /** The form's own words for "too many attempts", with `.wait` ({minutes}) and `.later` variants. */
  tooManyId?: string;
}

const asRecord = (value: unknown): Record<string, unknown> | undefined =>
  value !== null && typeof value === 'object' ? (value as Record<string, unknown>) : undefined;

/** The server's envelope, from an RTK Query error (`{status, data}`) or as it is. */
function bodyOf(error: unknown): Record<string, unknown> | undefined {
  const record = asRecord(error);
  return asRecord(record?.data) ?? (record && 'statusCode' in record ? record : undefined);
}

const textOf = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() !== '' ? value : undefined);

/**
 * Maps a server refusal to what the form shows: a 400 that names fields, any 409 (a matricule or a
 * code already taken, a full classroom), and a 429 (how long to wait, from the envelope's
 * `retryAfter`). Anything else, and a 400 that names no field (the wrong password at sign-in),
 * answers null: the error dialog speaks for it, as it does for a network failure or a 5xx.
 */
export function formRefusalOf(error: unknown, intl: IntlShape, { owns, tooManyId = 'forms.tooMany' }: RefusalOptions): FormRefusal | null {
  const status = statusOf(error);
  const body = bodyOf(error);
  if (status === 429) {
    const seconds = typeof body?.retryAfter === 'number' && body.retryAfter > 0 ? body.retryAfter : undefined;
    const message = seconds
      ? intl.formatMessage({ id: `${tooManyId}.wait` }, { minutes: Math.ceil(seconds / 60) })
      : intl.formatMessage({ id: `${tooManyId}.later` });
    return { fields: {}, message };
  }
  if (status !== 400 && status !== 409) return null;
  const named = Object.entries(asRecord(body?.fields) ?? {}).flatMap(([path, text]) => {
    const message = textOf(text);
    return message ? [[path, message] as const] : [];
  });
  if (status === 400 && named.length === 0) return null;
  const fields: Record<string, string> = {};
  // A field the form has no input for is told by its message alone: a raw field name means nothing to staff.
  const unplaced: string[] = [];
  for (const [path, message] of named) {
    if (owns(path)) fields[path] = message;
    else if (!unplaced.includes(message)) unplaced.push(message);
  }
  if (unplaced.length > 0) return { fields, message: unplaced.join(' ') };
  if (Object.keys(fields).length > 0) return { fields };
  return { fields, message: textOf(body?.message) ?? intl.formatMessage({ id: 'errors.conflict' }) };
}

/** The top-level names of a form's values own their paths: `customFields` owns `customFields.3`. */
export const ownsPathsOf =
  (values: object) =>
  (path: string): boolean =>
    Object.prototype.hasOwnProperty.call(values, path.split(/[.[]/)[0]);
