import Fastify from 'fastify';
import type { Kysely } from 'kysely';
import { getHealth } from '../../domain/contract/health';
import type { Database } from '../db/schema';
import { addRoute } from './contract';

describe('addRoute', () => {
  const db = {} as Kysely<Database>;

  it('refuses an endpoint the contract index does not list, which the docs and the generated tests would miss', () => {
    const unlisted = { ...getHealth, path: '/api/health-unlisted' };
    expect(() => addRoute(Fastify(), db, unlisted, () => Promise.resolve({ status: 'ok' } as never))).toThrow(
      'GET /api/health-unlisted is served but not listed in src/domain/contract/index.ts',
    );
  });

  it('serves an endpoint the index lists', () => {
    expect(() => addRoute(Fastify(), db, getHealth, () => Promise.resolve({ status: 'ok' } as never))).not.toThrow();
  });
});
