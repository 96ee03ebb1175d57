/**
 * The rules and queries of a reference resource (levels, courses, time parts...): what
 * `routes/resource.ts` needs to answer the five shapes of domain/contract/resource.ts. A
 * resource's service declares them with `resourceHandlers`, its route file serves them.
 */
import type { Transaction, Updateable } from 'kysely';
import type { AnyObject } from 'yup';
import type { AuditedEntity } from '../../domain/audit/entities';
import type { ResourceEndpoints } from '../../domain/contract/resource';
import type { Database, Db } from '../db/schema';
import type { Caller } from '../http/auth';

/** What a reference resource needs to answer the five shapes of domain/contract/resource.ts. */
export interface ResourceHandlers<Item extends AnyObject, Body, Query = { limit: number; skip: number }> {
  endpoints: ResourceEndpoints;
  /** The audit log's name for it: `level`, `classroom`... */
  entity: AuditedEntity;
  list(db: Db, query: Query): Promise<{ data: Item[]; total: number }>;
  find(db: Db, id: number): Promise<Item | undefined>;
  /** Inserts (id null) or updates the row after checking the body against the data; returns its id. */
  write(trx: Transaction<Database>, body: Body, id: number | null, before: Item | undefined, caller: Caller): Promise<number>;
  /** Checks run before a delete (409 when the record must stay). */
  beforeDelete?(trx: Transaction<Database>, item: Item): Promise<void>;
  remove(trx: Transaction<Database>, id: number): Promise<void>;
  /** The 409 message when a unique rule (code, name...) refuses the write. */
  duplicateKey: string;
  /** The body field the unique rule is about (the code, the name...), named in the 409's `fields`. */
  duplicateField?: string | readonly string[];
  /** Called after every committed write, e.g. to bump a change counter inside the transaction. */
  afterWrite?(trx: Transaction<Database>): Promise<void>;
}

/** Declares a resource's handlers, typed as `resourceRoutes` will use them. */
export const resourceHandlers = <Item extends AnyObject, Body extends AnyObject, Query = { limit: number; skip: number }>(
  handlers: ResourceHandlers<Item, Body, Query>,
) => handlers;

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
    await t
      .updateTable(table as string)
      .set(values)
      .where('id', '=', id)
      .execute();
    return id;
  }
  return (
    await t
      .insertInto(table as string)
      .values({ ...values, ...insertOnly })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id as number;
}
