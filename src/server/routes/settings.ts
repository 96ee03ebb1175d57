import type { FastifyInstance } from 'fastify';
import * as contract from '../../domain/contract/settings';
import { addAuthedRoute } from '../http/contract';
import { listOptions, updateOptions } from '../services/shared/options';
import { metadataTypes, observations, sanctionTypes, timeParts } from '../services/tools/settings';
import type { RouteContext } from './context';
import { resourceRoutes } from './resource';

export function settingsRoutes(app: FastifyInstance, { db }: RouteContext): void {
  resourceRoutes(app, db, timeParts);
  resourceRoutes(app, db, observations);
  resourceRoutes(app, db, sanctionTypes);
  resourceRoutes(app, db, metadataTypes);
  addAuthedRoute(app, db, contract.listOptions, async () => ({ data: await listOptions(db) }));
  addAuthedRoute(app, db, contract.updateOptions, async ({ body, caller }) => ({
    data: await updateOptions(db, caller.user.id, body.options),
  }));
}
