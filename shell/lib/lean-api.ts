import type { BasketCount } from '../../shared/api/basket';
import type { CmsPage, Navigations } from '../../shared/api/cms';
import type { ConfiguratorDraft } from '../../shared/api/configurator-drafts';
import type { Footer } from '../../shared/api/footer';
import type { ProductSummary } from '../../shared/api/config';
import type { Language } from '../../shared/api/languages';
import type { Product } from '../../shared/domain/product/product-schema';
import type { Locale } from '../../shared/i18n/locales';

/*
 * The public reads of the route loaders and the header, without zod: validating these answers would
 * put zod (about 25 kB gzip) into the entry chunk, over the shell's 100 kB budget. The types still
 * come from the shared contract (type-only imports), and the server validates what it sends with the
 * same schemas. Everything else goes through the validating client in ./api.ts.
 * The transport is the browser's fetch, or on the server the server's own API (see entry-server.tsx).
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

/** GET of an API path answering JSON in a language; an answer other than 2xx rejects with HttpStatusError. */
export type GetJson = (path: string, locale: Locale, signal?: AbortSignal) => Promise<unknown>;

const q = encodeURIComponent;

export function createLeanApi(getJson: GetJson) {
  const get = <T>(path: string, locale: Locale, signal?: AbortSignal) => getJson(path, locale, signal) as Promise<T>;
  return {
    navigations: (locale: Locale, signal?: AbortSignal) => get<Navigations>(`/api/cms/navigations?language=${locale}`, locale, signal),
    page: (locale: Locale, path: string, signal?: AbortSignal) => get<CmsPage>(`/api/cms/page?lang=${locale}&path=${q(path)}`, locale, signal),
    products: (locale: Locale, signal?: AbortSignal) => get<ProductSummary[]>('/api/config/products', locale, signal),
    product: (locale: Locale, id: string, signal?: AbortSignal) => get<Product>(`/api/config/${q(id)}/product`, locale, signal),
    footer: (locale: Locale, signal?: AbortSignal) => get<Footer>(`/api/footer?lang=${locale}`, locale, signal),
    basketCount: (locale: Locale) => get<BasketCount>('/api/basket/count', locale),
    configuratorDrafts: (locale: Locale) => get<{ drafts: ConfiguratorDraft[] }>('/api/configurator/drafts', locale),
    languages: (locale: Locale, signal?: AbortSignal) => get<Language[]>('/api/languages', locale, signal),
    translateUrl: (locale: Locale, url: string, to: Locale) => get<{ url: string }>(`/api/translate-url?url=${q(url)}&lang=${locale}&new_lang=${to}`, locale),
  };
}
export type LeanApi = ReturnType<typeof createLeanApi>;
