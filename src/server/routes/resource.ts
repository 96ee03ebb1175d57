import type { FastifyInstance } from 'fastify';
import type { Kysely, Transaction, Updateable } from 'kysely';
import type { AnyObject } from 'yup';
import type { ResourceEndpoints } from '../../domain/contract/resource';
import type { Db, Database } from '../db/schema';
import { conflict, notFound } from '../errors';
import type { Caller } from '../http/auth';
import { addAuthedRoute } from '../http/contract';
import { audit } from '../services/audit';
import { isForeignKeyViolation, isUniqueViolation } from '../services/constraints';

/** What a reference resource needs to answer the five shapes of domain/contract/resource.ts. */
export interface ResourceHandlers<Item extends AnyObject, Body, Query = { limit: number; skip: number }> {
  endpoints: ResourceEndpoints;
  /** The audit log's name for it: `level`, `classroom`... */
  entity: string;
  list(db: Db, query: Query): Promise<{ data: Item[]; total: number }>;
  find(db: Db, id: number): Promise<Item | undefined>;
  /** Inserts (id null) or updates the row after checking the body against the data; returns its id. */
  write(trx: Transaction<Database>, body: Body, id: number | null, before: Item | undefined, caller: Caller): Promise<number>;
  /** Checks run before a delete (409 when the record must stay). */
  beforeDelete?(trx: Transaction<Database>, item: Item): Promise<void>;
  remove(trx: Transaction<Database>, id: number): Promise<void>;
  /** The 409 message when a unique rule (code, name...) refuses the write. */
  duplicateKey: string;
  /** Called after every committed write, e.g. to bump a change counter inside the transaction. */
  afterWrite?(trx: Transaction<Database>): Promise<void>;
}

/** Maps the database's unique and foreign-key refusals to a clear 409. */
async function guard<T>(work: () => Promise<T>, duplicateKey: string): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(duplicateKey);
    if (isForeignKeyViolation(error)) throw conflict('errors.inUse');
    throw error;
  }
}

export function resourceRoutes<Item extends AnyObject, Body extends AnyObject, Query = { limit: number; skip: number }>(app: FastifyInstance, db: Kysely<Database>, r: ResourceHandlers<Item, Body, Query>): void {
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
          await audit(trx, { userId: caller.user.id, action: before ? 'update' : 'create', entity: r.entity, entityId: savedId, before, after });
          return after;
        }),
      r.duplicateKey,
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

type TableWithId = { [T in keyof Database]: Database[T] extends { id: unknown } ? T : never }[keyof Database];

/**
 * Updates the row `id`, or inserts one when `id` is null (with `insertOnly` too, e.g. a creation
 * date), and answers the row's id: the write of every resource above.
 */
export async function saveRow<T extends TableWithId>(
  trx: Transaction<Database>,
  table: T,
  values: Updateable<Database[T]>,
  id: number | null,
  insertOnly: Updateable<Database[T]> = {},
): Promise<number> {
  // The tables differ in columns but share the id this needs; callers' values are typed per table.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const t = trx as unknown as Transaction<any>;
  if (id !== null) {
    await t.updateTable(table as string).set(values).where('id', '=', id).execute();
    return id;
  }
  return (await t.insertInto(table as string).values({ ...values, ...insertOnly }).returning('id').executeTakeFirstOrThrow()).id as number;
}
