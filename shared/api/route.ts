import type { z } from 'zod/mini';
import type { StaffRole } from '../domain/staff/roles';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * What a call of the API is, without its schemas and documentation: what a client needs to call it
 * and the server's guard to admit it. Zod-free, so the shell's first paint and the widget's loader
 * call the API with the same descriptions the server registers (shared/api/routes/*.ts).
 */
export interface RouteDescription {
  method: Method;
  /** Fastify-style path, e.g. '/api/basket/items/:id'. */
  path: string;
  /**
   * A back-office operation: the staff roles that may call it. The server refuses it before the
   * handler runs: 401 without a staff session, 403 for any other role.
   */
  staff?: readonly StaffRole[];
  /**
   * How the call meets a visitor's basket session (shared/api/basket-session.ts): 'opens' one when
   * there is none (the shop's client waits for the one session first), or 'ends' it (the cookie
   * then names no open basket, or the customer's: the client asks for the session anew).
   */
  basketSession?: 'opens' | 'ends';
}

/** The schemas of a call's parts (shared/api/<area>.ts holds them; a route knows only their types). */
export interface Schemas {
  params?: z.ZodMiniType;
  query?: z.ZodMiniType;
  body?: z.ZodMiniType;
  response: z.ZodMiniType;
}

/**
 * A route whose parts have the types of S: what a zod-free caller needs to type its input and answer.
 * shared/api/<area>.ts holds the schemas and joins them with the route, documenting the call:
 * `export const getX = endpoint(routes.getX, getXSchemas, { summary })`.
 */
export interface Route<S extends Schemas = Schemas> extends RouteDescription {
  /** Never set: the types of the schemas, for the client's input and answer. */
  readonly types?: S;
}

/**
 * The routes of an area file A, typed by the schemas it exports: `getXSchemas` types the route `getX`.
 * shared/api/routes/<area>.ts writes each on one line,
 * `export const getX: Routes['getX'] = { method: 'GET', path: '/api/x' };`, with
 * `type Routes = RoutesOf<typeof area>` over a type-only import of the area file. That import back is
 * erased, so shared/api alone lets import/no-cycle pass over type imports (.oxlintrc.json).
 */
export type RoutesOf<A> = { [K in keyof A as K extends `${infer N}Schemas` ? N : never]: A[K] extends Schemas ? Route<A[K]> : never };

/** Fills ':name' placeholders of a route's path; values are URI-encoded. */
export function buildPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:([A-Za-z_]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`missing path parameter ${name} for ${path}`);
    return encodeURIComponent(String(value));
  });
}
