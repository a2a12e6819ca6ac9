import type { z } from 'zod/mini';
import type { StaffRole } from '../domain/staff/roles';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * One call of the API: the single definition the server registers (validating request and
 * response with these schemas, and documenting them in OpenAPI) and the client calls.
 */
export interface Endpoint<
  P extends z.ZodMiniType | undefined = z.ZodMiniType | undefined,
  Q extends z.ZodMiniType | undefined = z.ZodMiniType | undefined,
  B extends z.ZodMiniType | undefined = z.ZodMiniType | undefined,
  R extends z.ZodMiniType = z.ZodMiniType,
> {
  method: Method;
  /** Fastify-style path, e.g. '/api/config/:productId/product'. */
  path: string;
  summary: string;
  tags: string[];
  params?: P;
  query?: Q;
  body?: B;
  response: R;
  /** Extra statuses the call can answer besides 200 and the generic 4xx/5xx error shape. */
  errors?: number[];
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

export function endpoint<
  P extends z.ZodMiniType | undefined = undefined,
  Q extends z.ZodMiniType | undefined = undefined,
  B extends z.ZodMiniType | undefined = undefined,
  R extends z.ZodMiniType = z.ZodMiniType,
>(definition: Endpoint<P, Q, B, R>): Endpoint<P, Q, B, R> {
  return definition;
}

/** Fills ':name' placeholders of an endpoint path; values are URI-encoded. */
export function buildPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:([A-Za-z_]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`missing path parameter ${name} for ${path}`);
    return encodeURIComponent(String(value));
  });
}

/** The schema of an optional endpoint part, or never when the endpoint has none. */
export type PartSchema<T> = [NonNullable<T>] extends [never] ? never : NonNullable<T>;
