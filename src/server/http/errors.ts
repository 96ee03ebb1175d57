import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { ValidationError } from 'yup';
import type { ValidationMessage } from '../../domain/validation/yup';
import { HttpError } from '../errors';
import { languageOf, translate } from '../i18n';
import { isForeignKeyViolation, isUniqueViolation } from '../services/shared/constraints';

/**
 * Every failure answers `{ statusCode, error, message, fields?, retryAfter? }`; nothing ever sends a
 * stack trace.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((failure: FastifyError | HttpError | ValidationError | Error, request, reply) => {
    const language = languageOf(request.headers['accept-language']);
    const say = (key: string, values?: Record<string, string | number>) => translate(language, key, values);

    if (failure instanceof HttpError) {
      if (failure.headers) reply.headers(failure.headers);
      const fields = failure.fields && translateFields(failure.fields, say);
      return send(reply, failure.statusCode, say(failure.messageKey, failure.values), failure.errorName, fields);
    }
    if (failure instanceof ValidationError) {
      return send(reply, 400, say('errors.validation'), undefined, fieldsOf(failure, say));
    }
    // A write that lost a race to a concurrent one (the same unique key, a row deleted meanwhile)
    // is refused by the database itself: a conflict to retry, not a server failure.
    if (isUniqueViolation(failure) || isForeignKeyViolation(failure)) return send(reply, 409, say('errors.conflict'));
    const status = (failure as FastifyError).statusCode;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      return send(reply, status, clientMessage(failure as FastifyError, status, say));
    }
    request.log.error({ err: failure }, 'request failed');
    return send(reply, 500, say('errors.internal'));
  });

  app.setNotFoundHandler((request, reply) => {
    send(
      reply,
      404,
      translate(languageOf(request.headers['accept-language']), 'errors.routeNotFound', {
        method: request.method,
        url: request.url.split('?')[0],
      }),
    );
  });
}

export function send(reply: FastifyReply, statusCode: number, message: string, error?: string, fields?: Record<string, string>) {
  const retryAfter = statusCode === 429 ? retryAfterOf(reply) : undefined;
  return reply
    .code(statusCode)
    .type('application/json; charset=utf-8')
    .send({
      statusCode,
      error: error ?? STATUS_CODES[statusCode] ?? 'Error',
      message,
      ...(fields ? { fields } : {}),
      ...(retryAfter ? { retryAfter } : {}),
    });
}

/**
 * A refusal for too many attempts says when to try again in its Retry-After header (set by the
 * sign-in limits or by the rate limiter); the body repeats it in seconds, so a screen that only
 * sees the body (RTK Query passes the body on, not the headers) can tell the user how long to wait.
 */
function retryAfterOf(reply: FastifyReply): number | undefined {
  const seconds = Number(reply.getHeader('retry-after'));
  return Number.isInteger(seconds) && seconds > 0 ? seconds : undefined;
}

type Say = (key: string, values?: Record<string, string | number>) => string;

function isMessage(value: unknown): value is ValidationMessage {
  return typeof value === 'object' && value !== null && typeof (value as ValidationMessage).key === 'string';
}

function translateFields(fields: Record<string, ValidationMessage>, say: Say): Record<string, string> {
  return Object.fromEntries(Object.entries(fields).map(([name, message]) => [name, say(message.key, message.values)]));
}

/** One message per field: the first rule each field broke. */
function fieldsOf(failure: ValidationError, say: Say): Record<string, string> {
  // Keyed by what the caller sent: a Map, so `constructor` or `__proto__` is a field like any other.
  const fields = new Map<string, string>();
  const inner = failure.inner.length > 0 ? failure.inner : [failure];
  for (const error of inner) {
    const name = error.path || '_';
    if (fields.has(name)) continue;
    const raw: unknown = error.errors[0] ?? error.message;
    fields.set(name, isMessage(raw) ? say(raw.key, raw.values) : String(raw));
  }
  return Object.fromEntries(fields);
}

/** Fastify's own 4xx (bad JSON, wrong content type, too large, rate limited) in plain words. */
function clientMessage(failure: FastifyError, status: number, say: Say): string {
  switch (failure.code) {
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return say('errors.mediaType');
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return say('errors.tooLarge');
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return say('errors.badJson');
    default:
      if (status === 429) return say('errors.tooManyRequests');
      if (failure instanceof SyntaxError) return say('errors.badJson');
      return say('errors.badRequest');
  }
}
