import { createApiClient, type FetchLike } from '../../../shared/api/client';
import type { Locale } from '../../../shared/i18n/locales';

/*
 * The partner portal's API client: the session is its HttpOnly cookie (sent by the browser, never
 * read by script), and the API answers in the portal's language, not the URL's.
 */
let language: Locale = 'de';

export function setPortalApiLanguage(locale: Locale): void {
  language = locale;
}

export const portalApi = createApiClient({
  baseUrl: import.meta.env.VITE_API_BASE ?? '',
  fetch: ((url, init) => fetch(url, init as RequestInit)) as FetchLike,
  language: () => language,
});
