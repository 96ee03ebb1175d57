/**
 * The five shapes every reference resource of the tools screen answers (levels, courses, time
 * parts...): list, one by id, create (or update when the body carries an id, as the spec's
 * `POST /api/classrooms` does), update by id, delete by id. One factory, so they all behave alike.
 */
import type { AnyObject, ObjectSchema } from 'yup';
import type { Permission } from '../permissions';
import { yup } from '../validation/yup';
import { ID_MAX, idParams, listOf, listQuery, messageResponse } from './common';
import { defineEndpoint, type Access } from './endpoint';

export interface ResourceOptions<Item extends AnyObject, Body extends AnyObject, Query extends AnyObject> {
  /** URL path, e.g. `/api/levels`. */
  path: string;
  tag: string;
  /** Singular and plural nouns for the docs. */
  noun: string;
  nouns: string;
  item: ObjectSchema<Item>;
  body: ObjectSchema<Body>;
  query?: ObjectSchema<Query>;
  read: Access;
  manage: readonly Permission[];
  example: { item: NoInfer<Item>; body: Partial<NoInfer<Body>> };
  /** Extra words for the list's docs (its filters). */
  listDescription?: string;
  /** Extra words for create and update (the rules the server checks). */
  rules?: string;
}

export const upsertBody = <B extends AnyObject>(body: ObjectSchema<B>) =>
  body.shape({ id: yup.number().integer().min(1).max(ID_MAX).optional() });

export function resourceEndpoints<Item extends AnyObject, Body extends AnyObject, Query extends AnyObject = typeof listQuery.__outputType>(
  o: ResourceOptions<Item, Body, Query>,
) {
  const query = (o.query ?? listQuery) as ObjectSchema<Query>;
  const list = defineEndpoint({
    method: 'GET',
    path: o.path,
    tag: o.tag,
    summary: `List ${o.nouns}`,
    description: o.listDescription,
    access: o.read,
    query,
    response: listOf(o.item),
    errors: [400, 401, 403],
    example: { response: { data: [o.example.item], total: 1 } as never },
  });
  const get = defineEndpoint({
    method: 'GET',
    path: `${o.path}/:id(^\\d+$)`,
    tag: o.tag,
    summary: `One ${o.noun}`,
    access: o.read,
    params: idParams,
    response: o.item,
    errors: [400, 401, 403, 404],
    example: { params: { id: 1 }, response: o.example.item as never },
  });
  const create = defineEndpoint({
    method: 'POST',
    path: o.path,
    tag: o.tag,
    summary: `Create a ${o.noun}, or update it when the body has an id`,
    description: o.rules,
    access: o.manage,
    body: upsertBody(o.body),
    response: o.item,
    errors: [400, 401, 403, 404, 409],
    example: { body: o.example.body as never, response: o.example.item as never },
  });
  const update = defineEndpoint({
    method: 'PUT',
    path: `${o.path}/:id(^\\d+$)`,
    tag: o.tag,
    summary: `Update a ${o.noun}`,
    description: [o.rules, 'An `id` in the body is ignored: the path names the record.'].filter(Boolean).join(' '),
    access: o.manage,
    params: idParams,
    body: o.body,
    response: o.item,
    errors: [400, 401, 403, 404, 409],
    example: { params: { id: 1 }, body: o.example.body as never, response: o.example.item as never },
  });
  const remove = defineEndpoint({
    method: 'DELETE',
    path: `${o.path}/:id(^\\d+$)`,
    tag: o.tag,
    summary: `Delete a ${o.noun}`,
    description: `Refused with 409 while other records use the ${o.noun}.`,
    access: o.manage,
    params: idParams,
    response: messageResponse,
    errors: [400, 401, 403, 404, 409],
    example: { params: { id: 1 }, response: { message: 'Deleted.' } },
  });
  return { list, get, create, update, remove };
}

export type ResourceEndpoints = ReturnType<typeof resourceEndpoints>;

/** An id given in a body or query. */
export const idField = () => yup.number().integer().min(1).max(ID_MAX);
