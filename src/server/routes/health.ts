import type { FastifyInstance } from 'fastify';
import { getHealth, type Health } from '../../domain/contract/health';
import { serializerOf } from '../http/contract';
import { readHealth, type HealthSources } from '../operations/health/health';
import type { RouteContext } from './context';

/** What the health answer needs besides the database and the folders: the backups' side of it. */
export type HealthOptions = Pick<HealthSources, 'backups' | 'freeBytes'>;

/**
 * Registered directly, not through addRoute: addRoute answers one status per endpoint, and health
 * answers 503 with the same body as its 200 (docs/decisions.md, "Health and migrations"). It has no
 * input and is public, so there is nothing to check first; the body is still written by the
 * contract's own schema, so nothing the contract does not name leaves.
 */
export function healthRoutes(app: FastifyInstance, { db, config }: RouteContext, options: HealthOptions): void {
  const serialise = serializerOf<Health>(getHealth.response);
  app.route({
    method: getHealth.method,
    url: getHealth.path,
    handler: async (_request, reply) => {
      const health = await readHealth({ db, directories: [config.dataDir, config.backupDir], ...options });
      return reply
        .code(health.status === 'ok' ? 200 : 503)
        .header('cache-control', 'no-store')
        .type('application/json; charset=utf-8')
        .send(serialise(health).bytes);
    },
  });
}
