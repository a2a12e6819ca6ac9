import type { z } from 'zod/mini';
import type { Locale } from '../i18n/locales';
import type { Endpoint, EndpointOf, PartSchema } from './endpoint';
import type { ErrorCode } from './error';
import { buildPath, type Route } from './route';

/** The subset of fetch the client needs, so shared/ stays free of DOM and Node types. */
export type FetchLike = (
  url: string,
  init: { method: string; headers: Record<string, string>; body?: string; credentials: 'include'; signal?: unknown; keepalive?: boolean },
) => Promise<{ status: number; ok: boolean; json(): Promise<unknown>; text(): Promise<string> }>;

export interface ApiClientOptions {
  /** The backend base address, e.g. '' (same origin) or 'https://shop.example'. */
  baseUrl: string;
  fetch: FetchLike;
  language: () => Locale;
  /** The auth token (the shell reads it from its cookie); sent as a bearer header when present. */
  token?: () => string | null | undefined;
  /** The shop's visitor session (shared/api/basket-session.ts): awaited before a call that opens one, reset after one that ends it. */
  basketSession?: { ready(): Promise<void>; reset(): void };
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string[]>,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** What the client calls: an endpoint (its answer is parsed with its schema) or a route (taken as the server sent it). */
type Callable = Endpoint | Route;
type SchemasOf<E> = E extends Endpoint ? E : E extends Route<infer S> ? EndpointOf<S> : never;
type Has<T> = [PartSchema<T>] extends [never] ? false : true;
type Input<S extends Endpoint> = (Has<S['params']> extends true ? { params: z.input<PartSchema<S['params']>> } : { params?: never }) &
  (Has<S['query']> extends true ? { query?: z.input<PartSchema<S['query']>> } : { query?: never }) &
  (Has<S['body']> extends true ? { body: z.input<PartSchema<S['body']>> } : { body?: never }) & {
    signal?: unknown;
    /** The request outlives the page (a save on pagehide). */
    keepalive?: boolean;
    /** The answer's language when it is not the client's (a server render serves every language). */
    language?: Locale;
  };

export type ApiClient = ReturnType<typeof createApiClient>;

/**
 * The one client of the API. Given an endpoint it parses the answer with the endpoint's schema;
 * given a route (shared/api/routes/) it parses nothing, so a caller that must stay zod-free (the
 * shell's first paint) uses the same client with the route: the server validates what it sends.
 */
export function createApiClient(options: ApiClientOptions) {
  return async function call<E extends Callable>(ep: E, input = {} as Input<SchemasOf<E>>): Promise<z.output<SchemasOf<E>['response']>> {
    const path = buildPath(ep.path, (input.params ?? {}) as Record<string, string>);
    const query = input.query ? toQueryString(input.query as Record<string, unknown>) : '';
    const headers: Record<string, string> = { 'Accept-Language': input.language ?? options.language(), Accept: 'application/json' };
    const token = options.token?.();
    if (token) headers.Authorization = `Bearer ${token}`;
    let body: string | undefined;
    if (input.body !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(input.body);
    }
    // Not on a page's way out (keepalive): the request must leave now, and nothing else is sent with it.
    if (ep.basketSession === 'opens' && !input.keepalive) await options.basketSession?.ready();
    const res = await options.fetch(`${options.baseUrl}${path}${query}`, {
      method: ep.method,
      headers,
      credentials: 'include',
      ...(body === undefined ? {} : { body }),
      ...(input.signal === undefined ? {} : { signal: input.signal }),
      ...(input.keepalive ? { keepalive: true } : {}),
    });
    // After the answer: a write opening the session meanwhile would find the one about to end.
    if (ep.basketSession === 'ends') options.basketSession?.reset();
    const payload: unknown = await res.json().catch(() => undefined);
    if (!res.ok) throw apiErrorOf(res.status, payload);
    return ('response' in ep ? ep.response.parse(payload) : payload) as z.output<SchemasOf<E>['response']>;
  };
}

/**
 * The failure the server described in its one error shape (ApiErrorBody: the server's error handler
 * writes every error answer in it), or one named by the status when the answer is not the server's.
 */
function apiErrorOf(status: number, payload: unknown): ApiError {
  const error = (payload as { error?: { code?: unknown; message?: unknown; fields?: Record<string, string[]> } } | undefined)?.error;
  if (typeof error?.code === 'string' && typeof error.message === 'string') return new ApiError(status, error.code as ErrorCode, error.message, error.fields);
  return new ApiError(status, status >= 500 ? 'internal' : 'bad_request', `HTTP ${status}`);
}

export function toQueryString(query: Record<string, unknown>): string {
  const pairs = Object.entries(query)
    .filter(([, value]) => value !== undefined && value !== null)
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`);
  return pairs.length ? `?${pairs.join('&')}` : '';
}
