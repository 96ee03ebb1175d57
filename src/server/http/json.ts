import type { FastifyInstance } from 'fastify';
import { HttpError } from '../errors';

/** Far deeper than any body of this API; deeper input is refused before anything walks it. */
export const MAX_JSON_DEPTH = 64;

const OPEN_OBJECT = 0x7b;
const OPEN_ARRAY = 0x5b;
const CLOSE_OBJECT = 0x7d;
const CLOSE_ARRAY = 0x5d;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/** Whether JSON text nests deeper than `limit`, read in one pass without parsing it. */
export function nestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (inString) {
      if (code === BACKSLASH) index += 1;
      else if (code === QUOTE) inString = false;
    } else if (code === QUOTE) inString = true;
    else if (code === OPEN_OBJECT || code === OPEN_ARRAY) {
      depth += 1;
      if (depth > limit) return true;
    } else if (code === CLOSE_OBJECT || code === CLOSE_ARRAY) depth -= 1;
  }
  return false;
}

/**
 * Fastify's own JSON parser (prototype keys refused), behind a depth check: JSON.parse copes with
 * 100,000 nested arrays, but whatever walks the result afterwards (validation, JSON.stringify of
 * an audit entry) would recurse until the stack runs out and answer 500.
 */
export function registerJsonParser(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (nestsDeeperThan(body as string, MAX_JSON_DEPTH)) done(new HttpError(400, 'errors.tooDeep', { max: MAX_JSON_DEPTH }), undefined);
    else parse(request, body as string, done);
  });
}
