import { createApiClient, type FetchLike } from '../../shared/api/client';
import { AUTH_COOKIE, currentLocale } from './current-locale';
import { basketSession } from './basket-session';
import { readCookie } from './cookies';

/*
 * The typed, zod-validating API client. It pulls in zod, so only lazily loaded features import it
 * (price list, configurator, ...); the first paint uses ./lean-api.ts.
 */
export const api = createApiClient({
  baseUrl: import.meta.env.VITE_API_BASE ?? '',
  fetch: ((url, init) => fetch(url, init as RequestInit)) as FetchLike,
  language: currentLocale,
  token: () => readCookie(AUTH_COOKIE),
  basketSession,
});
