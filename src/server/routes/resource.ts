import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { AnyObject } from 'yup';
import type { Database } from '../db/schema';
import { conflict, notFound } from '../errors';
import type { Caller } from '../http/auth';
import { addAuthedRoute } from '../http/contract';
import { audit } from '../services/shared/audit';
import { isForeignKeyViolation, isUniqueViolation } from '../services/shared/constraints';
import type { ResourceHandlers } from '../services/shared/resources';

/** Maps the database's unique and foreign-key refusals to a clear 409, naming the unique field when there is one. */
async function guard<T>(work: () => Promise<T>, duplicateKey: string, duplicateField?: string | readonly string[]): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(duplicateKey, undefined, duplicateField);
    if (isForeignKeyViolation(error)) throw conflict('errors.inUse');
    throw error;
  }
}

export function resourceRoutes<Item extends AnyObject, Body extends AnyObject, Query = { limit: number; skip: number }>(
  app: FastifyInstance,
  db: Kysely<Database>,
  r: ResourceHandlers<Item, Body, Query>,
): void {
  const { endpoints } = r;

  async function save(body: Body, id: number | null, caller: Caller): Promise<Item> {
    return guard(
      () =>
        db.transaction().execute(async (trx) => {
          const before = id === null ? undefined : await r.find(trx, id);
          if (id !== null && !before) throw notFound();
          const savedId = await r.write(trx, body, id, before, caller);
          await r.afterWrite?.(trx);
          const after = (await r.find(trx, savedId)) as Item;
          await audit(trx, {
            userId: caller.user.id,
            action: before ? 'update' : 'create',
            entity: r.entity,
            entityId: savedId,
            before,
            after,
          });
          return after;
        }),
      r.duplicateKey,
      r.duplicateField,
    );
  }

  addAuthedRoute(app, db, endpoints.list, async ({ query }) => r.list(db, query as Query));

  addAuthedRoute(app, db, endpoints.get, async ({ params }) => {
    const item = await r.find(db, params.id);
    if (!item) throw notFound();
    return item;
  });

  addAuthedRoute(app, db, endpoints.create, async ({ body, caller }) => {
    const { id, ...rest } = body as Body & { id?: number };
    return save(rest as unknown as Body, id ?? null, caller);
  });

  addAuthedRoute(app, db, endpoints.update, async ({ params, body, caller }) => save(body as Body, params.id, caller));

  addAuthedRoute(app, db, endpoints.remove, async ({ params, caller }) =>
    guard(
      () =>
        db.transaction().execute(async (trx) => {
          const before = await r.find(trx, params.id);
          if (!before) throw notFound();
          await r.beforeDelete?.(trx, before);
          await r.remove(trx, params.id);
          await r.afterWrite?.(trx);
          await audit(trx, { userId: caller.user.id, action: 'delete', entity: r.entity, entityId: params.id, before });
          return { message: 'Deleted.' };
        }),
      r.duplicateKey,
    ),
  );
}
