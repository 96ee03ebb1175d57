import type { ValidationMessage } from '../domain/validation/yup';

/**
 * A failure the caller should see: status, the error name for the envelope, and a message key of
 * the i18n catalogues (translated into the caller's language by the error handler).
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly messageKey: string,
    readonly values: Record<string, string | number> = {},
    /** Overrides the HTTP status name, e.g. "invalid_grant" for the OAuth token call. */
    readonly errorName?: string,
    readonly fields?: Record<string, ValidationMessage>,
    /** Headers the answer carries, e.g. Retry-After on a 429. */
    readonly headers?: Record<string, string>,
  ) {
    super(messageKey);
  }
}

export const badRequest = (key: string, values?: Record<string, string | number>) => new HttpError(400, key, values);
export const unauthorized = (key = 'errors.unauthorized') => new HttpError(401, key);
export const forbidden = (key = 'errors.forbidden') => new HttpError(403, key);
export const notFound = (key = 'errors.notFound') => new HttpError(404, key);
/**
 * A 409. `field` names the body field (or fields) at fault, e.g. a unique code already taken: the
 * envelope's `fields` then carries the same message under that name, so a form can mark the input.
 */
export const conflict = (key: string, values?: Record<string, string | number>, field?: string | readonly string[]) =>
  new HttpError(
    409,
    key,
    values,
    undefined,
    field === undefined ? undefined : Object.fromEntries([field].flat().map((name) => [name, { key, values }])),
  );

/** A 400 about one field of the request: the envelope's `fields` names it, so a form can mark it. */
export const badField = (field: string, key: string, values?: Record<string, string | number>) =>
  new HttpError(400, key, values, undefined, { [field]: { key, values } });
