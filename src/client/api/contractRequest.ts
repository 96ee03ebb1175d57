/**
 * Builds a request from its endpoint's contract (domain/contract): the method and path come from
 * the declaration the server validates with, and the parts are typed from its schemas, so a
 * renamed path, parameter or field is a compile error here rather than a 404 in the browser.
 */
import type { BodyOf, Endpoint, ParamsOf, QueryOf } from '../../domain/contract/endpoint';
import type { ApiArgs } from './baseApi';

/** An endpoint that declares no schema for a part infers the bare `AnyObject`: any key goes. */
type Undeclared<T> = string extends keyof T ? true : false;

type ParamsPart<E> = Undeclared<ParamsOf<E>> extends true ? { params?: never } : { params: ParamsOf<E> };
// Query fields are filters the server defaults (limit, skip, sort...), so each may be left out.
type QueryPart<E> = Undeclared<QueryOf<E>> extends true ? { query?: never } : { query?: Partial<QueryOf<E>> | void };
// An endpoint without a body schema takes a file as its body (photo, import), or nothing.
type BodyPart<E> = Undeclared<BodyOf<E>> extends true ? { body?: Blob } : { body: BodyOf<E> };

export type RequestParts<E> = ParamsPart<E> & QueryPart<E> & BodyPart<E>;

/** Query values as URL parameters; undefined, null and empty values are left out. */
export function queryParams(query: object | void): Record<string, string> | undefined {
  if (!query) return undefined;
  const params: Record<string, string> = {};
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params[key] = String(value);
  }
  return Object.keys(params).length ? params : undefined;
}

/*
 * A Fastify parameter, with the regular expression it may carry (`:id(^\d+$)`): the expression
 * only guards the server's routing, and one level of parentheses inside it is allowed.
 */
const PARAMETER = /:(\w+)(?:\((?:[^()]|\([^()]*\))*\))?/g;

/** The contract's path with each `:name` replaced by its value, URL-encoded. */
export function fillPath(path: string, params: Record<string, unknown> = {}): string {
  return path.replace(PARAMETER, (_match, name: string) => {
    const value = params[name];
    // null is a value some paths name (a class course of `null`: every student); a missing one is a bug.
    if (value === undefined || value === '') throw new Error(`Missing path parameter ${name} for ${path}`);
    return encodeURIComponent(String(value));
  });
}

export interface LooseParts {
  params?: Record<string, unknown>;
  query?: object | void;
  body?: unknown;
}

/** The untyped core, for the generic resource helpers; everything else calls contractRequest. */
export function requestFor(endpoint: Endpoint, { params, query, body }: LooseParts = {}): ApiArgs {
  const request: ApiArgs = { url: fillPath(endpoint.path, params), method: endpoint.method };
  const search = queryParams(query);
  if (search) request.params = search;
  if (body !== undefined) request.body = body;
  // Nobody is signed in for a public call (spec point 7: the token and sign-up calls carry neither
  // the bearer token nor the anti-forgery header).
  if (endpoint.access === 'public') request.anonymous = true;
  return request;
}

/** Parts may be left out only when the endpoint declares neither parameters nor a body. */
type PartsArgs<E> =
  Undeclared<ParamsOf<E>> extends true
    ? Undeclared<BodyOf<E>> extends true
      ? [parts?: RequestParts<E>]
      : [parts: RequestParts<E>]
    : [parts: RequestParts<E>];

export function contractRequest<E extends Endpoint>(endpoint: E, ...[parts]: PartsArgs<E>): ApiArgs {
  return requestFor(endpoint, parts as LooseParts | undefined);
}
