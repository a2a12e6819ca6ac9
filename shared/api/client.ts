import type { z } from 'zod/mini';
import type { Locale } from '../i18n/locales';
import { buildPath, type Endpoint, type PartSchema } from './endpoint';
import { ApiErrorBody, type ErrorCode } from './error';

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

type Has<T> = [PartSchema<T>] extends [never] ? false : true;
type Input<E extends Endpoint> = (Has<E['params']> extends true ? { params: z.input<PartSchema<E['params']>> } : { params?: never }) &
  (Has<E['query']> extends true ? { query?: z.input<PartSchema<E['query']>> } : { query?: never }) &
  (Has<E['body']> extends true ? { body: z.input<PartSchema<E['body']>> } : { body?: never }) & {
    signal?: unknown;
    /** The request outlives the page (a save on pagehide). */
    keepalive?: boolean;
  };

export type ApiClient = ReturnType<typeof createApiClient>;

export function createApiClient(options: ApiClientOptions) {
  return async function call<E extends Endpoint>(ep: E, input = {} as Input<E>): Promise<z.output<E['response']>> {
    const path = buildPath(ep.path, (input.params ?? {}) as Record<string, string>);
    const query = input.query ? toQueryString(input.query as Record<string, unknown>) : '';
    const headers: Record<string, string> = { 'Accept-Language': options.language(), Accept: 'application/json' };
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
    if (!res.ok) {
      const parsed = ApiErrorBody.safeParse(payload);
      if (parsed.success) {
        const { code, message, fields } = parsed.data.error;
        throw new ApiError(res.status, code, message, fields);
      }
      throw new ApiError(res.status, res.status >= 500 ? 'internal' : 'bad_request', `HTTP ${res.status}`);
    }
    return ep.response.parse(payload) as z.output<E['response']>;
  };
}

function toQueryString(query: Record<string, unknown>): string {
  const pairs = Object.entries(query)
    .filter(([, value]) => value !== undefined && value !== null)
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`);
  return pairs.length ? `?${pairs.join('&')}` : '';
}
