import type { BasketCount } from '../../shared/api/basket';
import type { CmsPage, Navigations } from '../../shared/api/cms';
import type { ProductSummary } from '../../shared/api/config';
import type { Language } from '../../shared/api/languages';
import type { Locale } from '../../shared/i18n/locales';
import { readCookie } from './cookies';
import { AUTH_COOKIE } from './current-locale';

/*
 * The first paint's reads, without zod: validating these answers would put zod (about 25 kB
 * gzip) into the entry chunk, over the shell's 100 kB budget. The types still come from the shared
 * contract (type-only imports), and the server validates what it sends with the same schemas.
 * Everything else goes through the validating client in ./api.ts.
 */

export class HttpStatusError extends Error {
  constructor(
    readonly status: number,
    path: string,
  ) {
    super(`${path}: HTTP ${status}`);
    this.name = 'HttpStatusError';
  }
}

const base = import.meta.env.VITE_API_BASE ?? '';

async function getJson<T>(path: string, locale: Locale, signal?: AbortSignal): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': locale };
  const token = readCookie(AUTH_COOKIE);
  if (token) headers.Authorization = `Bearer ${token}`;
  const response = await fetch(`${base}${path}`, { headers, credentials: 'include', signal: signal ?? null });
  if (!response.ok) throw new HttpStatusError(response.status, path);
  return (await response.json()) as T;
}

const q = encodeURIComponent;

export const leanApi = {
  navigations: (locale: Locale, signal?: AbortSignal) => getJson<Navigations>(`/api/cms/navigations?language=${locale}`, locale, signal),
  page: (locale: Locale, path: string, signal?: AbortSignal) => getJson<CmsPage>(`/api/cms/page?lang=${locale}&path=${q(path)}`, locale, signal),
  products: (locale: Locale) => getJson<ProductSummary[]>('/api/config/products', locale),
  basketCount: (locale: Locale) => getJson<BasketCount>('/api/basket/count', locale),
  languages: (locale: Locale) => getJson<Language[]>('/api/languages', locale),
  translateUrl: (locale: Locale, url: string, to: Locale) => getJson<{ url: string }>(`/api/translate-url?url=${q(url)}&lang=${locale}&new_lang=${to}`, locale),
};
