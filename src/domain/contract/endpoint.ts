/**
 * The one declaration of an endpoint: the server validates and serialises with it, the client is
 * typed by it, and docs/api is generated from it.
 */
import type { AnyObject, MakePartial, ObjectSchema, Schema } from 'yup';
import type { Permission } from '../permissions';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Who may call: nobody signed in, anyone signed in, or holders of any one of the listed permissions. */
export type Access = 'public' | 'authenticated' | readonly Permission[];

export interface Endpoint<
  Params extends AnyObject = AnyObject,
  Query extends AnyObject = AnyObject,
  Body extends AnyObject = AnyObject,
  Response = unknown,
> {
  method: HttpMethod;
  /** Fastify style: `/users/:id`. */
  path: string;
  tag: string;
  summary: string;
  description?: string;
  access: Access;
  params?: ObjectSchema<Params>;
  query?: ObjectSchema<Query>;
  body?: ObjectSchema<Body>;
  /** Bodies may also arrive as application/x-www-form-urlencoded (the OAuth token call). */
  acceptsForm?: boolean;
  /** Exempt from the XSRF check (spec point 7: the token and sign-up calls). */
  xsrfExempt?: boolean;
  /** The request body is a file itself, of one of these types (photo, spreadsheet), not JSON. */
  consumes?: readonly string[];
  status?: number;
  /** The answer is a file of one of these types rather than JSON (then `response` is not used). */
  produces?: readonly string[];
  response: Schema<Response>;
  /** Error statuses this endpoint can answer, beyond 500. */
  errors: readonly number[];
  example?: { params?: Partial<Params>; query?: Partial<Query>; body?: Partial<Body>; response: Response };
}

export const defineEndpoint = <P extends AnyObject, Q extends AnyObject, B extends AnyObject, R>(
  endpoint: Endpoint<P, Q, B, R>,
): Endpoint<P, Q, B, R> => endpoint;

export type ResponseOf<E> = E extends Endpoint<AnyObject, AnyObject, AnyObject, infer R> ? R : never;
// A schema's own type keeps a key that may be undefined as a required key; as yup's InferType does,
// such keys are optional here, which is how a caller writes them.
export type BodyOf<E> = E extends Endpoint<AnyObject, AnyObject, infer B, unknown> ? MakePartial<B> : never;
export type QueryOf<E> = E extends Endpoint<AnyObject, infer Q, AnyObject, unknown> ? MakePartial<Q> : never;
export type ParamsOf<E> = E extends Endpoint<infer P, AnyObject, AnyObject, unknown> ? MakePartial<P> : never;
