import { createApiClient, type FetchLike } from '../../shared/api/client';
import { type Locale, isLocale, defaultLocale } from '../../shared/i18n/locales';

export const AUTH_COOKIE = 'auth_token';

export function readCookie(name: string): string | null {
  const match = document.cookie.split('; ').find((entry) => entry.startsWith(`${name}=`));
  return match ? decodeURIComponent(match.slice(name.length + 1)) : null;
}

/** The language of the current page, from its /{lang}/ prefix. */
export function currentLocale(): Locale {
  const prefix = window.location.pathname.split('/')[1];
  return isLocale(prefix) ? prefix : defaultLocale;
}

/** The shop's API client: same origin, credentials, Accept-Language and the bearer token from its cookie. */
export const api = createApiClient({
  baseUrl: import.meta.env.VITE_API_BASE ?? '',
  fetch: ((url, init) => fetch(url, init as RequestInit)) as FetchLike,
  language: currentLocale,
  token: () => readCookie(AUTH_COOKIE),
});
