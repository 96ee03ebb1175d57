import { LogController, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import { getHealth } from '../../domain/contract/health';
import { unreadMessages } from '../../domain/contract/messages';

type LoggerOptions = Exclude<FastifyServerOptions['logger'], boolean | undefined>;

export const REDACTED = '[redacted]';

/**
 * The secrets a request can carry in its address: the access code of the public lookup (in the
 * path, found or not, whatever the case of the prefix the caller typed) and the password reset's
 * token and new password (in the query, the spec's GET form). Anything logged passes here.
 */
const SECRET_IN_PATH = /(\/api\/accessCodes\/student\/)[^/?#\s"']+/gi;
const SECRET_IN_QUERY = /([?&;](?:token|password|access_token|refresh_token|client_secret|code)=)[^&;#\s"']*/gi;

/** The text with every secret a request address can carry replaced by `[redacted]`. */
export function redactSecrets(text: string): string {
  return text.replace(SECRET_IN_PATH, `$1${REDACTED}`).replace(SECRET_IN_QUERY, `$1${REDACTED}`);
}

/** Fastify's own request serialiser, with the address redacted. */
function requestForLog(request: FastifyRequest) {
  return {
    method: request.method,
    url: typeof request.url === 'string' ? redactSecrets(request.url) : request.url,
    version: [request.headers?.['accept-version']].flat()[0],
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

const redactValue = (value: unknown): unknown => (typeof value === 'string' ? redactSecrets(value) : value);

/**
 * An error as pino writes one (type, message, stack and its own plain fields such as `code` or
 * `statusCode`), every text redacted: a router error quotes the path, a driver's the values.
 */
function errorForLog(error: Error): { [key: string]: unknown; type: string; message: string; stack: string } {
  if (!(error instanceof Error)) return error;
  const own = Object.entries(error).filter(([, value]) => value === null || typeof value !== 'object');
  return {
    type: error.constructor?.name ?? 'Error',
    ...Object.fromEntries(own.map(([key, value]) => [key, redactValue(value)])),
    message: redactSecrets(error.message),
    stack: redactSecrets(error.stack ?? ''),
    ...(error.cause instanceof Error ? { cause: errorForLog(error.cause) } : {}),
  };
}

/**
 * The logger's options with the redaction in every place a request's address can reach a log line:
 * the request serialiser (the "incoming request" line), the error serialiser (failed, errored and
 * refused requests), any string field given at the top of a line, and the message itself.
 */
export function redactingLogger(logger: FastifyServerOptions['logger']): FastifyServerOptions['logger'] {
  if (!logger) return false;
  const options: LoggerOptions = logger === true ? {} : logger;
  return {
    ...options,
    serializers: { ...options.serializers, req: requestForLog, err: errorForLog },
    formatters: {
      ...options.formatters,
      log(object: Record<string, unknown>) {
        const given = options.formatters?.log ? options.formatters.log(object) : object;
        return Object.fromEntries(Object.entries(given).map(([key, value]) => [key, redactValue(value)]));
      },
    },
    hooks: {
      ...options.hooks,
      logMethod(args, method) {
        return method.apply(this, args.map(redactValue) as Parameters<typeof method>);
      },
    },
  };
}

/**
 * Routes whose every call is noise to a school reading its log: the client's own files (the static
 * wildcard), the unread count every screen polls, and the health check a monitor polls. They are
 * logged at debug; a failure of theirs (5xx) is still logged at info.
 */
const QUIET_ROUTES = new Set(['GET /*', 'HEAD /*', `GET ${unreadMessages.path}`, `GET ${getHealth.path}`]);

const isQuiet = (request: FastifyRequest) => QUIET_ROUTES.has(`${request.method} ${request.routeOptions.url ?? ''}`);

/**
 * One line per request, once it is answered, instead of Fastify's two ("incoming request" and
 * "request completed"): the request (its address redacted by the serialiser above), the status and
 * the time taken, at debug for the quiet routes.
 */
export class RequestLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const fields = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...fields, err: error }, 'request errored');
    else reply.log[isQuiet(request) && reply.statusCode < 500 ? 'debug' : 'info'](fields, 'request completed');
  }
}
