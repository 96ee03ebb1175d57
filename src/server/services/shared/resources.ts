/**
 * The rules and queries of a reference resource (levels, courses, time parts...): what
 * `routes/resource.ts` needs to answer the five shapes of domain/contract/resource.ts. A
 * resource's service declares it with `tableResource`, its route file serves it.
 */
import {
  expressionBuilder,
  type Expression,
  type ExpressionBuilder,
  type ReferenceExpression,
  type Selectable,
  type SelectQueryBuilder,
  type SqlBool,
  type Transaction,
  type Updateable,
} from 'kysely';
import type { AnyObject } from 'yup';
import type { AuditedEntity } from '../../../domain/audit/entities';
import type { ResourceEndpoints } from '../../../domain/contract/resource';
import type { Database, Db } from '../../db/schema';
import { conflict } from '../../errors';
import type { Caller } from '../../http/auth';
import { pageOf } from './listQueries';

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

type TableWithId = { [T in keyof Database]: Database[T] extends { id: unknown } ? T : never }[keyof Database];

/**
 * Updates the row `id`, or inserts one when `id` is null (with `insertOnly` too, e.g. a creation
 * date), and answers the row's id: the usual end of a resource's `write`.
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

type ListPage = { limit: number; skip: number };

/** A column of a list's order, ascending unless paired with 'desc'. */
type OrderColumn<DB, TB extends keyof DB> = ReferenceExpression<DB, TB> | readonly [ReferenceExpression<DB, TB>, 'desc'];

/** The tables whose `column` names a record of the resource: `[table, column]`. */
type Referrers = readonly (readonly [TableWithId, string])[];

/**
 * A reference resource kept in one table, as declared by its service: only what differs from the
 * defaults below (its rows, their order and filters, its write rules and what refuses a delete).
 */
export interface TableResource<T extends TableWithId, Item extends AnyObject, Body, Query, DB, TB extends keyof DB, Row> extends Omit<
  ResourceHandlers<Item, Body, ListPage & Query>,
  'list' | 'find' | 'remove'
> {
  /** The table written and deleted. */
  table: T;
  /** The rows an item is read from (joins, counts...); by default every column of `table`. */
  rows?: (db: Db) => SelectQueryBuilder<DB, TB, Row>;
  /** The id column in `rows`, when they name the table with an alias (`c.id`). */
  idColumn?: NoInfer<ReferenceExpression<DB, TB>>;
  toItem: (row: NoInfer<Row>) => Item;
  /** The list's order; the last column should be unique so pages never overlap. */
  order: NoInfer<readonly OrderColumn<DB, TB>[]>;
  /** The list's filters as `[column, value]`, each kept to rows where the column equals the value, unless the query leaves it out. */
  filters?: (query: Query) => NoInfer<readonly (readonly [ReferenceExpression<DB, TB>, number | undefined])[]>;
  /** Any other condition of the list (a text search...), undefined for none. */
  where?: (query: Query, eb: NoInfer<ExpressionBuilder<DB, TB>>) => Expression<SqlBool> | undefined;
  /** Records that refuse the delete with a 409 while they name this one, checked before the database refuses so both databases answer alike. */
  inUse?: Referrers;
  /** Records deleted with this one (they belong to it). */
  alsoDelete?: Referrers;
}

/**
 * Declares a reference resource kept in one table: its list pages `rows` in `order` (filtered)
 * with their total, one item is its row found by id, a delete removes the row (after `inUse` and
 * `alsoDelete`). `routes/resource.ts` adds the 404s, the 409s and the audit entries.
 */
export function tableResource<
  T extends TableWithId,
  Item extends AnyObject,
  Body extends AnyObject,
  Query extends object = ListPage,
  DB = Database,
  TB extends keyof DB = T & keyof DB,
  Row = Selectable<Database[T]>,
>(resource: TableResource<T, Item, Body, Query, DB, TB, Row>): ResourceHandlers<Item, Body, ListPage & Query> {
  const { table, rows, idColumn, toItem, order, filters, where, inUse, alsoDelete, beforeDelete, ...handlers } = resource;
  // The resource's columns were checked against its own rows where it was declared.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  type Any = any;
  const select = (db: Db): SelectQueryBuilder<Any, Any, Any> => (rows ? rows(db) : db.selectFrom(table).selectAll());
  const anyTrx = (trx: Transaction<Database>) => trx as unknown as Transaction<Any>;
  return {
    ...handlers,
    async list(db, query) {
      let selected = select(db);
      for (const [column, value] of filters?.(query) ?? []) if (value !== undefined) selected = selected.where(column, '=', value);
      const condition = where?.(query, expressionBuilder<DB, TB>());
      if (condition) selected = selected.where(condition);
      let ordered = selected;
      for (const by of order as readonly Any[]) ordered = Array.isArray(by) ? ordered.orderBy(by[0], by[1]) : ordered.orderBy(by);
      // The total counts the filtered rows themselves: their joins follow foreign keys, adding or dropping none.
      const count = selected.clearSelect().select((eb) => eb.fn.countAll<number>().as('n'));
      return pageOf(ordered, count, query, toItem as (row: Any) => Item);
    },
    async find(db, id) {
      const row = await select(db)
        .where(idColumn ?? 'id', '=', id)
        .executeTakeFirst();
      return row && toItem(row);
    },
    async beforeDelete(trx, item) {
      for (const [other, column] of inUse ?? [])
        if (await anyTrx(trx).selectFrom(other).select('id').where(column, '=', item.id).executeTakeFirst()) throw conflict('errors.inUse');
      await beforeDelete?.(trx, item);
    },
    async remove(trx, id) {
      for (const [other, column] of alsoDelete ?? []) await anyTrx(trx).deleteFrom(other).where(column, '=', id).execute();
      await anyTrx(trx)
        .deleteFrom(table as string)
        .where('id', '=', id)
        .execute();
    },
  };
}
