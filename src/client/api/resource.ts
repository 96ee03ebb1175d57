/**
 * The client side of the server's resource shapes (domain/contract/resource.ts): list, save (POST
 * to create, PUT to update when the item has an id) and delete, with the tags that refresh lists.
 */
import type { baseApi } from './baseApi';

type Build = Parameters<Parameters<typeof baseApi.injectEndpoints>[0]['endpoints']>[0];
type Tag = Parameters<typeof baseApi.util.invalidateTags>[0][number];

export interface ListResult<T> {
  data: T[];
  total: number;
}

/** Query values as URL parameters; undefined and empty values are left out. */
export function queryParams(query: object | void): Record<string, string> | undefined {
  if (!query) return undefined;
  const params: Record<string, string> = {};
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params[key] = String(value);
  }
  return params;
}

export const listEndpoint = <Item, Query extends object | void = void>(build: Build, path: string, tag: Tag) =>
  build.query<ListResult<Item>, Query>({
    query: (query) => ({ url: path, params: queryParams(query) }),
    providesTags: [tag],
  });

export const getEndpoint = <Item>(build: Build, path: string, tag: Tag) =>
  build.query<Item, number>({
    query: (id) => `${path}/${id}`,
    providesTags: [tag],
  });

export const saveEndpoint = <Item, Body extends object>(build: Build, path: string, tags: Tag[]) =>
  build.mutation<Item, Body & { id?: number }>({
    query: ({ id, ...body }) => (id ? { url: `${path}/${id}`, method: 'PUT', body } : { url: path, method: 'POST', body }),
    invalidatesTags: tags,
  });

export const deleteEndpoint = (build: Build, path: string, tags: Tag[]) =>
  build.mutation<{ message: string }, number>({
    query: (id) => ({ url: `${path}/${id}`, method: 'DELETE' }),
    invalidatesTags: tags,
  });
