import type { z } from 'zod/mini';
import type { Route, RouteDescription, Schemas } from './route';

/**
 * One call of the API with its schemas: the single definition the server registers (validating
 * request and response with these schemas, and documenting them in OpenAPI) and the validating
 * client calls. Its route (shared/api/routes/) is the same call without the schemas.
 */
export interface Endpoint<
  P extends z.ZodMiniType | undefined = z.ZodMiniType | undefined,
  Q extends z.ZodMiniType | undefined = z.ZodMiniType | undefined,
  B extends z.ZodMiniType | undefined = z.ZodMiniType | undefined,
  R extends z.ZodMiniType = z.ZodMiniType,
> extends RouteDescription {
  params?: P;
  query?: Q;
  body?: B;
  response: R;
}

type Part<S, K extends keyof Schemas> = S extends { [key in K]: infer T extends z.ZodMiniType } ? T : undefined;

/** The endpoint of a route typed with schemas S. */
export type EndpointOf<S extends Schemas> = Endpoint<Part<S, 'params'>, Part<S, 'query'>, Part<S, 'body'>, S['response']>;

/** A route joined with its schemas, which must be those the route was typed with. */
export function endpoint<S extends Schemas>(route: Route<S>, schemas: NoInfer<S>): EndpointOf<S> {
  return { ...route, ...schemas } as EndpointOf<S>;
}

/** The schema of an optional endpoint part, or never when the endpoint has none. */
export type PartSchema<T> = [NonNullable<T>] extends [never] ? never : NonNullable<T>;
