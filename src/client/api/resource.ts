/**
 * The client side of the server's resource shapes (domain/contract/resource.ts): list, one by id,
 * save (POST to create, PUT to update when the item has an id) and delete, built from the
 * resource's contract, with the tags that refresh what a change touches.
 */
import type { BodyOf, Endpoint, QueryOf, ResponseOf } from '../../domain/contract/endpoint';
import type { ResourceEndpoints } from '../../domain/contract/resource';
import type { AnyObject } from 'yup';
import type { baseApi, TagType } from './baseApi';
import { requestFor } from './contractRequest';

type Build = Parameters<Parameters<typeof baseApi.injectEndpoints>[0]['endpoints']>[0];

export interface ListResult<T> {
  data: T[];
  total: number;
}

/** Every list of a type answers to its LIST tag, and to the id of each item it shows. */
export const listTags = <T extends TagType>(type: T, result: { data: { id: number }[] } | undefined) => [
  { type, id: 'LIST' as const },
  ...(result?.data ?? []).map(({ id }) => ({ type, id })),
];

/** A list call; its items are typed by the contract's response (`listOf`). */
export const listEndpoint = <L extends Endpoint<AnyObject, AnyObject, AnyObject, ListResult<{ id: number }>>>(
  build: Build,
  list: L,
  type: TagType,
) =>
  build.query<ResponseOf<L>, Partial<QueryOf<L>> | void>({
    query: (query) => requestFor(list, { query }),
    providesTags: (result) => listTags(type, result),
  });

export const getEndpoint = <G extends Endpoint>(build: Build, get: G, type: TagType) =>
  build.query<ResponseOf<G>, number>({
    query: (id) => requestFor(get, { params: { id } }),
    providesTags: (_result, _error, id) => [{ type, id }],
  });

/**
 * Creating adds to the lists; updating also changes the item itself. `effects` name what else
 * shows the resource (the current user's record carries time parts, class courses...).
 */
export const saveEndpoint = <R extends ResourceEndpoints>(build: Build, resource: R, type: TagType, effects: readonly TagType[] = []) =>
  build.mutation<ResponseOf<R['create']>, BodyOf<R['create']>>({
    query: ({ id, ...body }: { id?: number }) =>
      id ? requestFor(resource.update, { params: { id }, body }) : requestFor(resource.create, { body }),
    invalidatesTags: (_result, _error, { id }: { id?: number }) => [{ type, id: 'LIST' }, ...(id ? [{ type, id }] : []), ...effects],
  });

export const deleteEndpoint = <R extends ResourceEndpoints>(build: Build, resource: R, type: TagType, effects: readonly TagType[] = []) =>
  build.mutation<ResponseOf<R['remove']>, number>({
    query: (id) => requestFor(resource.remove, { params: { id } }),
    invalidatesTags: (_result, _error, id) => [{ type, id: 'LIST' }, { type, id }, ...effects],
  });
