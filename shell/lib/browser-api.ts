import { createApiClient, type ApiClientOptions, type FetchLike } from '../../shared/api/client';
import { readCookie } from './cookies';
import { AUTH_COOKIE, currentLocale } from './current-locale';
import { createLeanApi } from './lean-api';

/** How the browser calls the API: fetch with the visitor's cookies, the page's language and the login. */
export const browserClientOptions: ApiClientOptions = {
  baseUrl: import.meta.env.VITE_API_BASE ?? '',
  fetch: ((url, init) => fetch(url, init as RequestInit)) as FetchLike,
  language: currentLocale,
  token: () => readCookie(AUTH_COOKIE),
};

/** The lean API over the browser's fetch. */
export const leanApi = createLeanApi(createApiClient(browserClientOptions));
