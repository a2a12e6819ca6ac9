import { createApiClient, type FetchLike } from '../../../shared/api/client';
import type { Locale } from '../../../shared/i18n/locales';

/*
 * The back office's API client: the staff session is its HttpOnly cookie (sent by the browser,
 * never read by script), and the API answers in the staff member's language, not the URL's.
 */
let language: Locale = 'de';

export function setAdminApiLanguage(locale: Locale): void {
  language = locale;
}

const browserFetch = ((url, init) => fetch(url, init as RequestInit)) as FetchLike;

const clientOf = (transport: FetchLike, languageOf: () => Locale) =>
  createApiClient({
    baseUrl: import.meta.env.VITE_API_BASE ?? '',
    fetch: transport,
    language: languageOf,
  });

/** A client of the same contract over another transport (an upload that reports its progress). */
export const adminApiOver = (transport: FetchLike) => clientOf(transport, () => language);

export const adminApi = adminApiOver(browserFetch);

/** The same contract answered in another language than the staff member's (a preview of the shop's texts in that language). */
export const adminApiIn = (locale: Locale) => clientOf(browserFetch, () => locale);
