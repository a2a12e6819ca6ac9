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
 * A route whose parts have the types of S, written on one line as
 * `export const getX: Route<typeof getXSchemas> = { method: 'GET', path: '/api/x' };` in
 * shared/api/routes/<area>.ts with a type-only import of the schemas from shared/api/<area>.ts,
 * which joins them and documents the call: `export const getX = endpoint(routes.getX, getXSchemas, { summary })`. * The type-only import back is erased, so shared/api alone lets import/no-cycle pass over type imports (.oxlintrc.json). */ export interface Route<
  S extends Schemas = Schemas,
> extends RouteDescription {
  /** Never set: the types of the schemas, for the client's input and answer. */ readonly types?: S;
}
/** Fills ':name' placeholders of a route's path; values are URI-encoded. */ export function buildPath(
  path: string,
  params: Record<string, string | number> = {},
): string {
  return path.replace(/:([A-Za-z_]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`missing path parameter ${name} for ${path}`);
    return encodeURIComponent(String(value));
  });
}
