import type { z } from 'zod/mini';
import type { Route, RouteDescription, Schemas } from './route';

/**
 * What the OpenAPI document says of a call besides its route and schemas. Only the server reads it:
 * browser builds drop these literals from shared/api/<area>.ts (vite.endpoint-docs.ts).
 */
export interface EndpointDocs {
  summary: string;
  tags: string[];
  /**
   * Statuses of the call's own besides 200, those any call may answer, 404 and 414 for a call with a
   * path parameter and, for a staff operation, 401 and 403 (server/http/route.ts, errorStatusesOf).
   */
  errors?: number[];
}

/**
 * One call of the API with its schemas and documentation: the single definition the server registers
 * (validating request and response with these schemas, and documenting them in OpenAPI) and the
 * validating client calls. Its route (shared/api/routes/) is the same call without the schemas and docs.
 */
export interface Endpoint<
  P extends z.ZodMiniType | undefined = z.ZodMiniType | undefined,
  Q extends z.ZodMiniType | undefined = z.ZodMiniType | undefined,
  B extends z.ZodMiniType | undefined = z.ZodMiniType | undefined,
  R extends z.ZodMiniType = z.ZodMiniType,
>
  extends RouteDescription, EndpointDocs {
  params?: P;
  query?: Q;
  body?: B;
  response: R;
}

type Part<S, K extends keyof Schemas> = S extends { [key in K]: infer T extends z.ZodMiniType } ? T : undefined;

/** The endpoint of a route typed with schemas S. */
export type EndpointOf<S extends Schemas> = Endpoint<Part<S, 'params'>, Part<S, 'query'>, Part<S, 'body'>, S['response']>;

/**
 * The joiner of one area's routes with their schemas, which must be those a route was typed with,
 * and their docs: `const endpoint = endpointsTagged('basket')` once in shared/api/<area>.ts, then
 * `endpoint(routes.getX, getXSchemas, { summary, errors })`; a call lists under the area's tags unless its docs name others.
 */
export function endpointsTagged(...tags: string[]) {
  return <S extends Schemas>(route: Route<S>, schemas: NoInfer<S>, docs: Omit<EndpointDocs, 'tags'> & Partial<EndpointDocs>): EndpointOf<S> =>
    ({ tags, ...docs, ...route, ...schemas }) as EndpointOf<S>;
}

/** The schema of an optional endpoint part, or never when the endpoint has none. */
export type PartSchema<T> = [NonNullable<T>] extends [never] ? never : NonNullable<T>;
