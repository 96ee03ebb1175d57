import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { forbidden } from '../errors';

export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const GUARDED_PREFIXES = ['/api/', '/users'];

function same(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * Double-submit XSRF: the server hands out a random XSRF-TOKEN cookie that the page's script can
 * read (another site's cannot) and refuses a state-changing call under /api and /users whose
 * X-XSRF-TOKEN header does not repeat it. `exempt` lists the calls the spec leaves open.
 */
export function registerXsrf(app: FastifyInstance, exempt: ReadonlySet<string>): void {
  app.addHook('onRequest', async (request, reply) => {
    const cookie = request.cookies[XSRF_COOKIE];
    if (!cookie) {
      reply.setCookie(XSRF_COOKIE, randomBytes(24).toString('base64url'), {
        path: '/',
        sameSite: 'strict',
        secure: request.protocol === 'https',
        httpOnly: false,
      });
    }
    if (SAFE_METHODS.has(request.method)) return;
    const path = request.url.split('?')[0];
    if (exempt.has(`${request.method} ${path}`)) return;
    if (!GUARDED_PREFIXES.some((prefix) => path.startsWith(prefix))) return;
    const header = request.headers[XSRF_HEADER];
    if (!cookie || typeof header !== 'string' || !same(cookie, header)) throw forbidden('errors.xsrf');
  });
}
